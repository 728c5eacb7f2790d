// Runs every benchmark under bench/.
import { runEngineBench } from './engine.js';
import { runPublicReadBench } from './public-read.js';
import { runServerBench } from './server.js';

runEngineBench();
await runServerBench();
await runPublicReadBench();
