// Standings and tiebreaks within a pool; ranking across pools for bracket entry.
import type { Check, Pool, Standing, Tournament } from './types.js';

export function poolStandings(t: Tournament, pool: Pool): Standing[] { throw new Error('todo'); }
export interface Entrant { team: string; poolId: string | null }
/** Bracket entrants in bracket seed order (CONTRACT 7). */
export function bracketEntrants(t: Tournament, perPool: number, wildcards: number): Check<Entrant[]> { throw new Error('todo'); }
