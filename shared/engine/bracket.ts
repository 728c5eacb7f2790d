// Bracket structures: single and double elimination, byes, third place, the conditional reset final.
import { losersRounds } from './bracket-double.js';
import { blankMatch } from './match.js';
import type { Entrant } from './standings.js';
import type { BracketSettings, Match, Side } from './types.js';

/** Standard bracket order: seed 1 meets the last seed, and seeds 1 and 2 can only meet in the final. */
export function seedOrder(size: number): number[] {
  if (!Number.isInteger(size) || size < 1 || (size & (size - 1)) !== 0) {
    throw new Error(`A bracket size must be a power of two, not ${size}.`);
  }
  let order = [1];
  while (order.length < size) {
    const sum = order.length * 2 + 1;
    order = order.flatMap((s) => [s, sum - s]);
  }
  return order;
}

/** The next power of two that holds `teams` entrants; never below 2. */
export function bracketSize(teams: number): number {
  let size = 2;
  while (size < teams) size *= 2;
  return size;
}

/** A first-round pairing: team ids, null where a seed is missing (a bye). */
export type Pairing = [string | null, string | null];

/**
 * First-round pairings in bracket order (index 0 is slot 1, seed 1's match), with teams of the
 * same pool kept apart where a swap of lower-seeded teams can do it.
 */
export function firstRound(entrants: Entrant[], size: number): Pairing[] {
  const order = seedOrder(size);
  const team = (seed: number) => entrants[seed - 1]?.team ?? null;
  const pairs: Pairing[] = [];
  for (let i = 0; i < order.length; i += 2) pairs.push([team(order[i]!), team(order[i + 1]!)]);
  separatePools(pairs, entrants);
  return pairs;
}

/** Swaps side B teams (the lower seeds) between first-round matches to break same-pool pairings. */
function separatePools(pairs: Pairing[], entrants: Entrant[]): void {
  const seed = new Map<string, number>();
  const pool = new Map<string, string | null>();
  entrants.forEach((e, i) => {
    seed.set(e.team, i + 1);
    pool.set(e.team, e.poolId);
  });
  const clash = (x: string | null, y: string | null) => x !== null && y !== null && pool.get(x) != null && pool.get(x) === pool.get(y);
  pairs.forEach((pair, i) => {
    const [a, b] = pair;
    if (!clash(a, b)) return;
    // Nearest seed line first, so the bracket stays as close to the seeding as it can.
    const candidates = pairs
      .map((other, j) => ({ j, team: other[1] }))
      .filter((c): c is { j: number; team: string } => c.j !== i && c.team !== null)
      .sort(
        (x, y) =>
          Math.abs(seed.get(x.team)! - seed.get(b!)!) - Math.abs(seed.get(y.team)! - seed.get(b!)!) ||
          seed.get(x.team)! - seed.get(y.team)!,
      );
    for (const c of candidates) {
      const other = pairs[c.j]!;
      if (clash(a, c.team) || clash(other[0], b)) continue;
      pair[1] = c.team;
      other[1] = b;
      return;
    }
  });
}

/** Side of the next-round match that the winner of match `i` (1-based) of a round goes to. */
export function sideFor(i: number): Side {
  return i % 2 === 1 ? 'A' : 'B';
}

export function winnersId(round: number, i: number): string {
  return `W${round}-${i}`;
}

function roundLabel(fromEnd: number, round: number, double: boolean): string {
  const names = double ? ['Winners final', 'Winners semifinal', 'Winners quarterfinal'] : ['Final', 'Semifinal', 'Quarterfinal'];
  return names[fromEnd] ?? (double ? `Winners round ${round}` : `Round ${round}`);
}

/** The winners bracket, rounds in order; in single elimination its last match is `F`. */
function winnersRounds(pairs: Pairing[], double: boolean): Match[][] {
  const rounds = Math.log2(pairs.length * 2);
  const out: Match[][] = [];
  for (let r = 1; r <= rounds; r++) {
    const count = pairs.length >> (r - 1);
    const last = r === rounds;
    const round: Match[] = [];
    for (let i = 1; i <= count; i++) {
      const final = last && !double;
      const m = blankMatch(final ? 'F' : winnersId(r, i), final ? 'final' : 'bracket', r, {
        slot: i,
        label: roundLabel(rounds - r, r, double),
      });
      if (r === 1) [m.a, m.b] = pairs[i - 1]!;
      if (!last) {
        m.feeds = r + 1 === rounds && !double ? 'F' : winnersId(r + 1, Math.ceil(i / 2));
        m.feedsSide = sideFor(i);
      }
      round.push(m);
    }
    out.push(round);
  }
  return out;
}

/**
 * All bracket matches in play order, first round filled in (byes not yet settled). A tier (docs/api.md, Tiers and
 * consolation) puts its `prefix` before every id it makes and its name on every match.
 */
export function buildBracket(entrants: Entrant[], settings: BracketSettings, prefix = '', tier = ''): Match[] {
  const size = bracketSize(entrants.length);
  const winners = winnersRounds(firstRound(entrants, size), settings.type === 'double');
  const matches = settings.type === 'double' ? doubleOrder(winners) : singleOrder(winners, settings.thirdPlace);
  return inTier(matches, prefix, tier);
}

/** Gives matches built with the main bracket's ids the ids and the name of a tier. Mutates and returns them. */
export function inTier(matches: Match[], prefix: string, tier: string): Match[] {
  for (const m of matches) {
    m.id = prefix + m.id;
    if (m.feeds) m.feeds = prefix + m.feeds;
    if (m.loserFeeds) m.loserFeeds = prefix + m.loserFeeds;
    if (tier !== '') m.tier = tier;
  }
  return matches;
}

function consolationLabel(fromEnd: number, round: number): string {
  return ['Consolation final', 'Consolation semifinal', 'Consolation quarterfinal'][fromEnd] ?? `Consolation round ${round}`;
}

/**
 * A consolation bracket (docs/api.md, Tiers and consolation) for the first-round losers of a single elimination:
 * the loser of the n-th played first-round match (slot order; a bye has no loser) is its seed n, placed in standard
 * order with byes to the top seeds. All its matches have stage `bracket`; its last is `<prefix>F`. Sets the
 * `loserFeeds` of the main first round. Null when fewer than two first-round matches are played.
 */
export function buildConsolation(main: Match[], prefix: string, tier: string): Match[] | null {
  const played = main.filter((m) => m.stage !== 'losers' && m.round === 1 && m.a !== null && m.b !== null);
  if (played.length < 2) return null;
  const size = bracketSize(played.length);
  const order = seedOrder(size);
  const rounds = Math.log2(size);
  const out: Match[] = [];
  let previous: Match[] = [];
  for (let r = 1; r <= rounds; r++) {
    const round: Match[] = [];
    for (let i = 1; i <= size >> r; i++) {
      const last = r === rounds;
      round.push(blankMatch(last ? 'F' : winnersId(r, i), 'bracket', r, { slot: i, label: consolationLabel(rounds - r, r) }));
    }
    previous.forEach((m, idx) => {
      m.feeds = round[Math.floor(idx / 2)]!.id;
      m.feedsSide = sideFor(idx + 1);
    });
    out.push(...round);
    previous = round;
  }
  const firsts = out.filter((m) => m.round === 1);
  inTier(out, prefix, tier);
  order.forEach((seed, at) => {
    const from = played[seed - 1];
    if (!from) return;
    from.loserFeeds = firsts[Math.floor(at / 2)]!.id;
    from.loserFeedsSide = at % 2 === 0 ? 'A' : 'B';
  });
  return out;
}

function singleOrder(winners: Match[][], thirdPlace: boolean): Match[] {
  const finalRound = winners[winners.length - 1]!;
  const earlier = winners.slice(0, -1).flat();
  if (!thirdPlace || winners.length < 2) return [...earlier, ...finalRound];
  const semis = winners[winners.length - 2]!;
  const third = blankMatch('3P', 'final', winners.length, { slot: 2, label: '3rd place' });
  semis.forEach((m, i) => {
    m.loserFeeds = third.id;
    m.loserFeedsSide = sideFor(i + 1);
  });
  return [...earlier, third, ...finalRound];
}

/**
 * Double elimination: each winners round, then the losers rounds it feeds; the grand final (GF)
 * and its reset (GF2, played only when the losers-bracket champion wins GF) come last.
 */
function doubleOrder(winners: Match[][]): Match[] {
  const k = winners.length;
  const gf = blankMatch('GF', 'final', k + 1, { slot: 1, label: 'Grand final' });
  const gf2 = blankMatch('GF2', 'final', k + 2, { slot: 1, label: 'Reset final', conditional: true });
  const champ = winners[k - 1]![0]!;
  champ.feeds = gf.id;
  champ.feedsSide = 'A';
  const losers = losersRounds(winners);
  const lastLosers = losers[losers.length - 1]?.[0];
  if (lastLosers) {
    lastLosers.feeds = gf.id;
    lastLosers.feedsSide = 'B';
  } else {
    // Two teams: the loser of the only winners match gets its second life in the grand final.
    champ.loserFeeds = gf.id;
    champ.loserFeedsSide = 'B';
  }
  // Losers round 2r-2 takes the drop-downs of winners round r; round 2r-1 pairs its winners.
  const order: Match[] = [];
  winners.forEach((round, idx) => {
    const r = idx + 1;
    order.push(...round);
    if (r === 1) order.push(...(losers[0] ?? []));
    else order.push(...(losers[2 * r - 3] ?? []), ...(r < k ? (losers[2 * r - 2] ?? []) : []));
  });
  return [...order, gf, gf2];
}
