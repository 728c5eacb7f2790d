// Standings and tiebreaks within a pool; ranking across pools for bracket entry.
import { isDecided } from './match.js';
import { setsToWin } from './rules.js';
import type { Check, Match, Pool, Standing, Team, Tiebreak, Tournament } from './types.js';

/** A counted pool match reduced to who won and who lost. */
interface Decision {
  winner: string;
  loser: string;
}

interface TeamTally {
  team: Team;
  w: number;
  l: number;
  setsW: number;
  setsL: number;
  pf: number;
  pa: number;
  /** FIVB ranking points (docs/api.md, Tiebreak orders and sport presets). */
  rp: number;
}

/** Who won a counted match, or null for a match that does not count (void, undecided, malformed). */
function decisionOf(m: Match): Decision | null {
  if (!m.a || !m.b) return null;
  if (m.status === 'forfeit') {
    const loser = m.forfeitBy ?? (m.winner === m.a ? m.b : m.winner === m.b ? m.a : null);
    if (loser !== m.a && loser !== m.b) return null;
    return { winner: loser === m.a ? m.b : m.a, loser };
  }
  if (m.status !== 'final') return null;
  let setsA = 0;
  let setsB = 0;
  for (const [x, y] of m.sets) {
    if (x > y) setsA++;
    else if (y > x) setsB++;
  }
  // The sets decide; a recorded winner only settles a result stored without sets.
  const winner = setsA > setsB ? m.a : setsB > setsA ? m.b : m.winner;
  if (winner !== m.a && winner !== m.b) return null;
  return { winner, loser: winner === m.a ? m.b : m.a };
}

function poolMatches(t: Tournament, poolId: string): Match[] {
  return Object.values(t.matches).filter((m) => m.stage === 'pool' && m.poolId === poolId);
}

/** Every pool's matches in one pass (asking pool by pool would read every match once per pool). */
export function matchesByPool(t: Tournament): Map<string, Match[]> {
  const out = new Map<string, Match[]>(t.pools.map((p) => [p.id, []]));
  for (const m of Object.values(t.matches)) if (m.stage === 'pool' && m.poolId !== null) out.get(m.poolId)?.push(m);
  return out;
}

/** Per-team totals over the pool's counted matches, plus the decisions for head to head. */
function tally(t: Tournament, pool: Pool, matches: Match[]): { records: Map<string, TeamTally>; decisions: Decision[] } {
  const records = new Map<string, TeamTally>();
  for (const id of pool.teamIds) {
    const team = t.teams[id];
    if (team) records.set(id, { team, w: 0, l: 0, setsW: 0, setsL: 0, pf: 0, pa: 0, rp: 0 });
  }
  const decisions: Decision[] = [];
  const need = setsToWin(t.rules);
  for (const m of matches) {
    const d = decisionOf(m);
    if (!d) continue;
    decisions.push(d);
    const win = records.get(d.winner);
    const lose = records.get(d.loser);
    if (win) win.w++;
    if (lose) lose.l++;
    if (m.status === 'forfeit') {
      // A forfeit is a loss in straight sets with no points (docs/api.md, Pools, brackets and standings): 3 ranking points to 0.
      if (win) {
        win.setsW += need;
        win.rp += 3;
      }
      if (lose) lose.setsL += need;
      continue;
    }
    // Ranking points: 3 for a win without the deciding set, 2 for a win in it, 1 for a loss in it, else 0.
    // (Counted in plain loops: this runs on every projection of a changed pool, so it allocates nothing per set.)
    let loserSets = 0;
    for (const [x, y] of m.sets) if (d.loser === m.a ? x > y : y > x) loserSets++;
    const deciding = need > 1 && loserSets === need - 1;
    if (win) win.rp += deciding ? 2 : 3;
    if (lose && deciding) lose.rp += 1;
    const ra = records.get(m.a!);
    const rb = records.get(m.b!);
    for (const [x, y] of m.sets) {
      if (ra) addSet(ra, x, y);
      if (rb) addSet(rb, y, x);
    }
  }
  return { records, decisions };
}

/** One set's points and result for one side. */
function addSet(r: TeamTally, mine: number, theirs: number): void {
  r.pf += mine;
  r.pa += theirs;
  if (mine > theirs) r.setsW++;
  else if (theirs > mine) r.setsL++;
}

/** Negative when ratio a/b ranks above c/d; x/0 (x>0) above every finite ratio, 0/0 as 0. */
function compareRatio(a: number, b: number, c: number, d: number): number {
  const inf1 = b === 0 && a > 0;
  const inf2 = d === 0 && c > 0;
  if (inf1 || inf2) return inf1 === inf2 ? 0 : inf1 ? -1 : 1;
  const x = b === 0 ? 0 : a;
  const y = d === 0 ? 0 : c;
  // Cross-multiplied so equal ratios such as 2/4 and 1/2 tie exactly.
  return y * (b || 1) - x * (d || 1);
}

type Compare = (x: TeamTally, y: TeamTally) => number;

const byCriterion: Record<Exclude<Tiebreak, 'headToHead'>, Compare> = {
  rankingPoints: (x, y) => y.rp - x.rp,
  setRatio: (x, y) => compareRatio(x.setsW, x.setsL, y.setsW, y.setsL),
  pointRatio: (x, y) => compareRatio(x.pf, x.pa, y.pf, y.pa),
  pointDiff: (x, y) => y.pf - y.pa - (x.pf - x.pa),
  seed: (x, y) => x.team.seed - y.team.seed,
};

/**
 * A sorted copy, stable like Array.prototype.sort: by insertion for the few teams of a pool, which allocates only the
 * copy (the built-in sort allocates working storage on each call, and ranking sorts once per tiebreak and tie).
 */
function sortedCopy<T>(xs: readonly T[], cmp: (x: T, y: T) => number): T[] {
  if (xs.length > 16) return [...xs].sort(cmp);
  const out = xs.slice();
  for (let i = 1; i < out.length; i++) {
    const item = out[i]!;
    let j = i - 1;
    while (j >= 0 && cmp(out[j]!, item) > 0) {
      out[j + 1] = out[j]!;
      j--;
    }
    out[j + 1] = item;
  }
  return out;
}

/** Splits an ordered list into runs the comparison calls equal. */
function runs<T>(sorted: T[], cmp: (x: T, y: T) => number): T[][] {
  const out: T[][] = [];
  for (const item of sorted) {
    const last = out[out.length - 1];
    if (last && cmp(last[0]!, item) === 0) last.push(item);
    else out.push([item]);
  }
  return out;
}

/** between[i] names what ordered order[i] below order[i-1]; between[0] is a placeholder. */
interface Ranked {
  order: TeamTally[];
  between: ('wins' | Tiebreak)[];
}

/**
 * Orders a group tied on wins by the tiebreaks in turn; once one splits the group, each part
 * still tied starts again from the first tiebreak (head to head among that part only).
 */
function breakTie(group: TeamTally[], tiebreaks: Tiebreak[], decisions: Decision[]): Ranked {
  for (const tb of tiebreaks) {
    let cmp: Compare;
    if (tb === 'headToHead') {
      // Wins over the others of this group only, every team of the group counted from 0.
      const h2h = new Map<string, number>();
      for (const r of group) h2h.set(r.team.id, 0);
      for (const d of decisions) {
        const won = h2h.get(d.winner);
        if (won !== undefined && h2h.has(d.loser)) h2h.set(d.winner, won + 1);
      }
      cmp = (x, y) => h2h.get(y.team.id)! - h2h.get(x.team.id)!;
    } else {
      cmp = byCriterion[tb];
    }
    // Every criterion compares one number per team, so one that ties the first team with each other one ties them all:
    // it splits nothing and is passed without sorting (most criteria, early in a pool when many teams stand level).
    if (group.every((r) => cmp(group[0]!, r) === 0)) continue;
    const parts = runs(sortedCopy(group, cmp), cmp);
    const order: TeamTally[] = [];
    const between: ('wins' | Tiebreak)[] = [];
    for (const part of parts) {
      const inner = part.length > 1 ? breakTie(part, tiebreaks, decisions) : { order: part, between: [tb] };
      // A part's first entry is its boundary with the part above (unused for the first part).
      between.push(tb, ...inner.between.slice(1));
      order.push(...inner.order);
    }
    return { order, between };
  }
  // Nothing separates them (no seed tiebreak configured): keep seed order, named by the last criterion.
  const order = [...group].sort(byCriterion.seed);
  const last = tiebreaks[tiebreaks.length - 1] ?? 'seed';
  return { order, between: order.map(() => last) };
}

/** Orders records by wins, then each tied group by the tiebreaks (docs/api.md, Pools, brackets and standings). */
function rank(records: TeamTally[], tiebreaks: Tiebreak[], decisions: Decision[]): Ranked {
  const byWins: Compare = (x, y) => y.w - x.w;
  const order: TeamTally[] = [];
  const between: ('wins' | Tiebreak)[] = [];
  for (const group of runs(
    [...records].sort((x, y) => byWins(x, y) || byCriterion.seed(x, y)),
    byWins,
  )) {
    const inner = group.length > 1 ? breakTie(group, tiebreaks, decisions) : { order: group, between: ['wins' as const] };
    // The first of a group is below the previous group by wins; the rest as the tiebreaks said.
    between.push('wins', ...inner.between.slice(1));
    order.push(...inner.order);
  }
  return { order, between };
}

function toStanding(r: TeamTally, decidedBy: 'wins' | Tiebreak, withPoints: boolean): Standing {
  return {
    teamId: r.team.id,
    name: r.team.name,
    w: r.w,
    l: r.l,
    setsW: r.setsW,
    setsL: r.setsL,
    pf: r.pf,
    pa: r.pa,
    pointDiff: r.pf - r.pa,
    ...(withPoints ? { rankingPoints: r.rp } : {}),
    decidedBy,
    status: r.team.status,
  };
}

/** `matches`: the pool's matches when the caller has them (`matchesByPool`). */
export function poolStandings(t: Tournament, pool: Pool, matches: Match[] = poolMatches(t, pool.id)): Standing[] {
  const { records, decisions } = tally(t, pool, matches);
  const { order, between } = rank([...records.values()], t.rules.tiebreaks, decisions);
  // The first team is named by what ordered it against the second.
  const withPoints = t.rules.tiebreaks.includes('rankingPoints');
  return order.map((r, i) => toStanding(r, (i === 0 ? between[1] : between[i]) ?? 'wins', withPoints));
}

export interface Entrant {
  team: string;
  poolId: string | null;
}

/**
 * Across pools: wins, then the tournament's tiebreaks without head to head (teams of different pools never met), then
 * seed; the default order gives set ratio, point ratio, point diff, seed (docs/api.md, Pools, brackets and standings).
 */
function acrossPools(tiebreaks: readonly Tiebreak[]): Compare {
  const order = [...tiebreaks.filter((tb): tb is Exclude<Tiebreak, 'headToHead'> => tb !== 'headToHead' && tb !== 'seed'), 'seed' as const];
  return (x, y) => {
    if (y.w !== x.w) return y.w - x.w;
    for (const tb of order) {
      const c = byCriterion[tb](x, y);
      if (c !== 0) return c;
    }
    return 0;
  };
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/**
 * Which teams a tier takes (docs/api.md, Tiers and consolation): pool ranks `from` to `to` (seed positions without
 * pools), never a team of `exclude` (the teams of the other tiers). Absent: ranks 1 to `perPool`, all seeds.
 */
export interface RankRange {
  from: number;
  to: number;
  exclude: ReadonlySet<string>;
}

/** Bracket entrants in bracket seed order (docs/api.md, Pools, brackets and standings). */
export function bracketEntrants(t: Tournament, perPool: number, wildcards: number, ranks?: RankRange): Check<Entrant[]> {
  const entrants = t.stages.includes('pool') ? fromPools(t, perPool, wildcards, ranks) : bySeed(t, ranks);
  if (!entrants.ok) return entrants;
  if (entrants.value.length < 2) {
    return {
      ok: false,
      error: `A bracket needs at least 2 teams; only ${entrants.value.length} would enter.`,
      why: { key: 'refusal.bracketTwo', values: { n: entrants.value.length } },
    };
  }
  return entrants;
}

function bySeed(t: Tournament, ranks?: RankRange): Check<Entrant[]> {
  const teams = Object.values(t.teams)
    .filter((x) => x.status === 'registered')
    .sort((x, y) => x.seed - y.seed);
  const picked = ranks ? teams.slice(ranks.from - 1, ranks.to).filter((x) => !ranks.exclude.has(x.id)) : teams;
  return { ok: true, value: picked.map((x) => ({ team: x.id, poolId: null })) };
}

function fromPools(t: Tournament, perPool: number, wildcards: number, ranks?: RankRange): Check<Entrant[]> {
  if (t.pools.length === 0) {
    return {
      ok: false,
      error: 'The pools have not been generated yet: generate and play the pools before the bracket.',
      why: { key: 'refusal.poolsNotDrawn' },
    };
  }
  const byPool = matchesByPool(t);
  const open = [...byPool.values()].flat().filter((m) => !isDecided(m)).length;
  if (open > 0) {
    return {
      ok: false,
      error: `${plural(open, 'pool match is', 'pool matches are')} still to play: the bracket is drawn once every pool match is decided.`,
      why: { key: 'refusal.poolsOpen', values: { n: open } },
    };
  }
  const smallest = Math.min(...t.pools.map((p) => p.teamIds.length));
  if (!ranks && (!Number.isInteger(perPool) || perPool < 1 || perPool > smallest)) {
    return {
      ok: false,
      error: `Teams per pool (perPool) must be a whole number from 1 to ${smallest}, the size of the smallest pool.`,
      why: { key: 'refusal.perPool', values: { max: smallest } },
    };
  }

  // Each pool's ranking with withdrawn teams taken out, so the next ranked move up.
  const ranked = t.pools.map((pool) => {
    const { records, decisions } = tally(t, pool, byPool.get(pool.id) ?? []);
    const { order } = rank([...records.values()], t.rules.tiebreaks, decisions);
    return { pool, order: order.filter((r) => r.team.status !== 'withdrawn') };
  });

  const across = acrossPools(t.rules.tiebreaks);
  const entrants: Entrant[] = [];
  const first = ranks ? ranks.from - 1 : 0;
  const last = ranks ? ranks.to : perPool;
  for (let place = first; place < last; place++) {
    const atPlace = ranked.flatMap(({ pool, order }) =>
      order[place] && !ranks?.exclude.has(order[place]!.team.id) ? [{ r: order[place]!, poolId: pool.id }] : [],
    );
    atPlace.sort((x, y) => across(x.r, y.r));
    entrants.push(...atPlace.map((x) => ({ team: x.r.team.id, poolId: x.poolId })));
  }

  const rest = ranked
    .flatMap(({ pool, order }) => order.slice(last).map((r) => ({ r, poolId: pool.id })))
    .filter((x) => !ranks?.exclude.has(x.r.team.id));
  if (!Number.isInteger(wildcards) || wildcards < 0 || wildcards > rest.length) {
    const after = ranks ? `ranked below ${ranks.to} in their pools and in no other tier` : `left after the top ${perPool} of each pool`;
    return {
      ok: false,
      error: `Wildcards must be a whole number from 0 to ${rest.length}, the teams ${after}.`,
      why: {
        key: 'refusal.wildcards',
        values: { max: rest.length, ranked: ranks ? 'yes' : 'no', to: ranks ? ranks.to : 0, perPool },
      },
    };
  }
  rest.sort((x, y) => across(x.r, y.r));
  entrants.push(...rest.slice(0, wildcards).map((x) => ({ team: x.r.team.id, poolId: x.poolId })));
  return { ok: true, value: entrants };
}
