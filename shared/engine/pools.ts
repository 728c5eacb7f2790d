// Pools: serpentine filling and round robins ordered to avoid back-to-back matches.
import { blankMatch } from './match.js';
import type { Match, Pool, Team } from './types.js';

/** Pool ids A..Z, then AA, AB, ... like spreadsheet columns. */
export function poolIdFor(index: number): string {
  let id = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    id = String.fromCharCode(65 + ((n - 1) % 26)) + id;
  }
  return id;
}

/**
 * A pool match's id: pool, round, slot (`A1-2`). The bracket's ids are `W<round>-<n>` and `L<round>-<n>`, so
 * pools W and L (the 23rd and 12th) put an underscore after their letter (`W_1-2`): no pool id holds one, so
 * their matches can never take a bracket match's id (the bracket would overwrite them when generated).
 */
export function poolMatchId(poolId: string, round: number, slot: number): string {
  const sep = poolId === 'W' || poolId === 'L' ? '_' : '';
  return `${poolId}${sep}${round}-${slot}`;
}

/** Deals `ordered` into `poolCount` pools 1,2,...,k,k,...,2,1,1,2,... so pool strengths even out. */
export function serpentine<T>(ordered: T[], poolCount: number): T[][] {
  const pools: T[][] = Array.from({ length: Math.max(0, poolCount) }, () => []);
  if (pools.length === 0) return pools;
  ordered.forEach((item, i) => {
    const pos = i % poolCount;
    const forward = Math.floor(i / poolCount) % 2 === 0;
    pools[forward ? pos : poolCount - 1 - pos]!.push(item);
  });
  return pools;
}

export interface Pairing {
  round: number;
  slot: number;
  a: string;
  b: string;
}
type Pair = [string, string];

/** Circle method: one team stays put, the rest rotate; a null is the bye when the count is odd. */
function circleRounds(teamIds: string[]): Pair[][] {
  const ring: (string | null)[] = [...teamIds];
  if (ring.length % 2 === 1) ring.push(null);
  const n = ring.length;
  const rounds: Pair[][] = [];
  for (let r = 0; r < n - 1; r++) {
    const round: Pair[] = [];
    for (let i = 0; i < n / 2; i++) {
      const x = ring[i];
      const y = ring[n - 1 - i];
      if (x == null || y == null) continue;
      // Swap sides of the fixed team's match on odd rounds so it is not always side A.
      round.push(i === 0 && r % 2 === 1 ? [y, x] : [x, y]);
    }
    rounds.push(round);
    ring.splice(1, 0, ring.pop()!);
  }
  return rounds;
}

const shares = (p: Pair | null, q: Pair): boolean => p !== null && (p[0] === q[0] || p[0] === q[1] || p[1] === q[0] || p[1] === q[1]);

/**
 * Orders rounds, and the matches within each, so the last match of a round never shares a team
 * with the first of the next (within a round no team plays twice). Depth-first search that tries
 * the circle order first; null when no such order exists (3 or 4 teams).
 */
function orderRounds(rounds: Pair[][]): Pair[][] | null {
  const used = rounds.map(() => false);
  const out: Pair[][] = [];
  // A solution is found within a few hundred steps for 5-16 teams; the budget only guards odd input.
  let budget = 200_000;
  const visit = (prevLast: Pair | null): boolean => {
    if (out.length === rounds.length) return true;
    if (--budget < 0) return false;
    for (let r = 0; r < rounds.length; r++) {
      if (used[r]) continue;
      const round = rounds[r]!;
      for (let f = 0; f < round.length; f++) {
        if (shares(prevLast, round[f]!)) continue;
        for (let l = 0; l < round.length; l++) {
          if (l === f && round.length > 1) continue;
          const middle = round.filter((_, i) => i !== f && i !== l);
          out.push(round.length === 1 ? [round[f]!] : [round[f]!, ...middle, round[l]!]);
          used[r] = true;
          if (visit(round[l]!)) return true;
          used[r] = false;
          out.pop();
        }
      }
    }
    return false;
  };
  return visit(null) ? out : null;
}

/** A full round robin in play order; rounds and slots numbered from 1 in that order. */
export function roundRobin(teamIds: string[]): Pairing[] {
  const rounds = circleRounds(teamIds);
  // With 3 or 4 teams every round boundary repeats a team whatever the order; circle order is as good.
  const ordered = orderRounds(rounds) ?? rounds;
  return ordered.flatMap((round, r) => round.map(([a, b], s) => ({ round: r + 1, slot: s + 1, a, b })));
}

/** Teams ordered by seed in; pools and their matches (in queue order) out. */
export function buildPools(teams: Team[], poolSize: number): { pools: Pool[]; matches: Match[] } {
  const poolCount = teams.length === 0 ? 0 : Math.ceil(teams.length / Math.max(1, poolSize));
  const pools: Pool[] = serpentine(teams, poolCount).map((members, i) => ({
    id: poolIdFor(i),
    teamIds: members.map((t) => t.id),
  }));
  const keyed = pools.flatMap((pool, p) =>
    roundRobin(pool.teamIds).map((x) => ({
      p,
      x,
      match: blankMatch(poolMatchId(pool.id, x.round, x.slot), 'pool', x.round, {
        slot: x.slot,
        a: x.a,
        b: x.b,
        poolId: pool.id,
      }),
    })),
  );
  // Queue order: by round, then pool, then slot (docs/api.md, The court engine).
  keyed.sort((u, v) => u.x.round - v.x.round || u.p - v.p || u.x.slot - v.x.slot);
  return { pools, matches: keyed.map((k) => k.match) };
}
