// Small tournaments for standings tests: teams t1..tn seeded in order, pool matches from score text.
import { blankMatch } from '../../shared/engine/match.js';
import { TIEBREAKS } from '../../shared/engine/types.js';
import type { Match, Pool, Rules, SetScore, Stage, Team, Tournament } from '../../shared/engine/types.js';

export const RULES: Rules = { teamSize: 2, pointsTo: 21, winBy: 2, cap: 0, bestOf: 3, tiebreaks: [...TIEBREAKS] };

export function team(n: number, fields: Partial<Team> = {}): Team {
  return {
    id: `t${n}`,
    name: `Team ${n}`,
    players: 2,
    seed: n,
    status: 'registered',
    poolId: null,
    withdrawMode: null,
    captain: 'c',
    phone: '',
    playerNames: [],
    code: `C${n}`,
    ...fields,
  };
}

export function tournament(fields: Partial<Tournament> = {}): Tournament {
  return {
    slug: 't',
    name: 'T',
    date: '2026-06-14',
    notes: '',
    phase: 'live',
    banner: null,
    rules: RULES,
    stages: ['pool', 'bracket'],
    courtCount: 2,
    createdAt: 0,
    teams: {},
    pools: [],
    matches: {},
    queue: [],
    courts: [],
    alerts: [],
    bracket: null,
    champion: null,
    playedCount: 0,
    playedMs: 0,
    nextTeam: 1,
    ...fields,
  };
}

let counter = 0;

/** A final pool match: side A `a`, side B `b`, with these sets; the winner follows from them. */
export function final(poolId: string, a: string, b: string, ...sets: SetScore[]): Match {
  let setsA = 0;
  let setsB = 0;
  for (const [x, y] of sets) x > y ? setsA++ : setsB++;
  return blankMatch(`${poolId}m${++counter}`, 'pool', 1, {
    a,
    b,
    poolId,
    sets,
    status: 'final',
    winner: setsA > setsB ? a : b,
  });
}

export function forfeit(poolId: string, a: string, b: string, by: string): Match {
  return blankMatch(`${poolId}m${++counter}`, 'pool', 1, {
    a,
    b,
    poolId,
    status: 'forfeit',
    forfeitBy: by,
    winner: by === a ? b : a,
  });
}

export function pending(poolId: string, a: string, b: string, status: Match['status'] = 'pending'): Match {
  return blankMatch(`${poolId}m${++counter}`, 'pool', 1, { a, b, poolId, status });
}

/** A tournament from pools of team numbers and their matches. */
export function withPools(
  pools: Record<string, number[]>,
  matches: Match[],
  extra: Partial<Tournament> = {},
  teamFields: Record<number, Partial<Team>> = {},
  stages: Stage[] = ['pool', 'bracket'],
): Tournament {
  const teams: Record<string, Team> = {};
  const poolList: Pool[] = [];
  for (const [id, nums] of Object.entries(pools)) {
    poolList.push({ id, teamIds: nums.map((n) => `t${n}`) });
    for (const n of nums) teams[`t${n}`] = team(n, { poolId: id, ...teamFields[n] });
  }
  return tournament({
    teams,
    pools: poolList,
    stages,
    matches: Object.fromEntries(matches.map((m) => [m.id, m])),
    ...extra,
  });
}

// Straight-set wins and losses with readable margins.
export const W: SetScore = [21, 15];
export const L: SetScore = [15, 21];
