// `npm start`: builds whatever is missing or stale (client, server), then runs the compiled server in this process.
// In this process rather than a child: a second node would cost its own start, and signals reach the server directly.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ROOT } from './build.mjs';

try {
  ensureBuilt();
} catch (err) {
  console.error(`cannot start: ${err.message}`);
  process.exit(1);
}
// As `node --enable-source-maps dist/server/main.js` (the Dockerfile) runs it: stack traces name the TypeScript sources.
process.setSourceMapsEnabled(true);
const { main } = await import(pathToFileURL(join(ROOT, 'dist/server/main.js')).href);
main().catch((err) => {
  console.error('failed to start', err);
  process.exit(1);
});
