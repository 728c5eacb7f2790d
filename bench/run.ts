// Runs every benchmark under bench/.
import { runBundleBudget } from './bundle-budget.js';
import { runClusterBench } from './cluster.js';
import { runEngineBench } from './engine.js';
import { printGoals } from './goals.js';
import { runPublicReadBench } from './public-read.js';
import { runPushBench } from './push.js';
import { runServerBench } from './server.js';
import { runSpectatorBench } from './spectator-bytes.js';
import { runVenueBench } from './venue.js';
import { runWritePathBench } from './write-path.js';
import { runWritesBench } from './writes.js';

runEngineBench();
await runServerBench();
await runPublicReadBench();
await runWritesBench();
await runWritePathBench(); // information for goal 2, no goal of its own
await runVenueBench();
await runPushBench();
await runClusterBench(); // skipped with a line when PostgreSQL cannot be started
await runBundleBudget(); // builds the client first when it is stale
runSpectatorBench();
// Each goal again, together: its figure from this run and whether it is met.
printGoals();
