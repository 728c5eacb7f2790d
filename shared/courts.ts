// The court engine (CONTRACT 8): queue, assignment, on-deck marks and alerts, estimates, court operations.
import type { DomainEvent, Tournament } from './types.js';

export interface PlanEntry { match: string; court: number; etaMin: number; tentative: boolean }
export function avgMatchMin(t: Tournament): number { throw new Error('todo'); }
/** While live: fills open courts, marks on-deck matches, raises alerts. Mutates. */
export function runCourts(t: Tournament, now: number): DomainEvent[] { throw new Error('todo'); }
/** The planned order of waiting matches per court with estimates, in queue order. */
export function planQueue(t: Tournament, now: number): PlanEntry[] { throw new Error('todo'); }
export function pushback(t: Tournament, matchId: string): string | null { throw new Error('todo'); }
export function swap(t: Tournament, matchId: string, court: number): string | null { throw new Error('todo'); }
export function setCourtStatus(t: Tournament, court: number, op: 'pause' | 'resume', reason: string): string | null { throw new Error('todo'); }
