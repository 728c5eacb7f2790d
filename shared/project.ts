// The public document (SPEC 2.1): a redacted view of the state that never holds private team data.
import type { PublicState, Tournament } from './types.js';

export function project(state: Tournament, now: number): PublicState { throw new Error('todo'); }
