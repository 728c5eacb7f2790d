// Runs every benchmark under bench/.
import { runEngineBench } from './engine.js';
import { runPublicReadBench } from './public-read.js';
import { runServerBench } from './server.js';
import { runSpectatorBench } from './spectator-bytes.js';

runEngineBench();
await runServerBench();
await runPublicReadBench();
runSpectatorBench();
