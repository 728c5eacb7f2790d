// Pools: serpentine filling and round robins ordered to avoid back-to-back matches.
import type { Match, Pool, Team } from './types.js';

export function poolIdFor(index: number): string { throw new Error('todo'); }
export function serpentine<T>(ordered: T[], poolCount: number): T[][] { throw new Error('todo'); }
export interface Pairing { round: number; slot: number; a: string; b: string }
export function roundRobin(teamIds: string[]): Pairing[] { throw new Error('todo'); }
/** Teams ordered by seed in; pools and their matches (in queue order) out. */
export function buildPools(teams: Team[], poolSize: number): { pools: Pool[]; matches: Match[] } { throw new Error('todo'); }
