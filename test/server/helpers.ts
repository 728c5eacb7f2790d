// Moved to test/fixtures/server.ts (the server fixture) and harness/ (the server process and its HTTP client); kept until every test imports those.
export * from '../fixtures/server.js';
