// Results and advancement: recording, correcting, forfeits, byes, withdrawn teams, the champion.
import type { DomainEvent, Rejected, SetScore, Tournament } from './types.js';

/** Settles byes, withdrawn teams and empty sides, moves winners and losers on, sets the champion. Mutates. */
export function settle(t: Tournament, now: number): DomainEvent[] { throw new Error('todo'); }
/** Records or corrects a result (sets already valid against the rules). Mutates; returns a rejection or events. */
export function recordResult(t: Tournament, matchId: string, sets: SetScore[], now: number): Rejected | DomainEvent[] { throw new Error('todo'); }
export function recordForfeit(t: Tournament, matchId: string, teamId: string, now: number): Rejected | DomainEvent[] { throw new Error('todo'); }
/** Takes a decided match off its court and adds its duration to the running mean. Mutates. */
export function releaseCourt(t: Tournament, matchId: string, now: number): void { throw new Error('todo'); }
