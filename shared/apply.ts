// The one entry point for change: apply(state, intent, ctx) -> the new state and its events, or a reason.
import type { Ctx, Intent, Result, Tournament } from './types.js';

export function apply(state: Tournament, intent: Intent, ctx: Ctx): Result { throw new Error('todo'); }
