// Runs every benchmark under bench/.
import { runEngineBench } from './engine.js';

runEngineBench();
