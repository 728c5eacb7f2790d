// Runs every benchmark under bench/.
import { runEngineBench } from './engine.js';
import { runServerBench } from './server.js';

runEngineBench();
await runServerBench();
