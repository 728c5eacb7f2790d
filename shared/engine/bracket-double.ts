// The losers bracket of double elimination: its rounds, and where each winners-round loser drops in.
import { blankMatch } from './match.js';
import type { Match, Side } from './types.js';

function losersId(round: number, i: number): string {
  return `L${round}-${i}`;
}

function feed(from: Match, to: Match, side: Side, loser: boolean): void {
  if (loser) {
    from.loserFeeds = to.id;
    from.loserFeedsSide = side;
  } else {
    from.feeds = to.id;
    from.feedsSide = side;
  }
}

/**
 * Where the loser of match `i` of a dropping winners round lands among `count` losers matches.
 * Alternating a reversed order with swapped halves keeps a dropped team away from the teams
 * it has just met on its side of the draw, which delays rematches.
 */
export function dropPosition(drop: number, i: number, count: number): number {
  if (count === 1) return 1;
  if (drop % 2 === 1) return count + 1 - i;
  const half = count / 2;
  return i <= half ? i + half : i - half;
}

/**
 * Losers rounds L1..L(2k-2) for a winners bracket of k rounds; also sets the winners matches'
 * `loserFeeds`. The last losers match does not feed anything yet (the grand final is wired by the caller).
 */
export function losersRounds(winners: Match[][]): Match[][] {
  const k = winners.length;
  if (k < 2) return [];
  const total = 2 * k - 2;
  const label = (r: number) => (r === total ? 'Losers final' : `Losers round ${r}`);
  const rounds: Match[][] = [];
  const make = (r: number, count: number) => {
    const round: Match[] = [];
    for (let i = 1; i <= count; i++) round.push(blankMatch(losersId(r, i), 'losers', r, { slot: i, label: label(r) }));
    rounds.push(round);
    return round;
  };

  // L1 pairs the first-round losers two by two.
  const first = make(1, winners[0]!.length / 2);
  winners[0]!.forEach((m, idx) => feed(m, first[Math.floor(idx / 2)]!, idx % 2 === 0 ? 'A' : 'B', true));

  for (let drop = 1; drop <= k - 1; drop++) {
    // Even round 2*drop: survivors of the previous losers round meet the losers of winners round drop+1.
    const prev = rounds[rounds.length - 1]!;
    const dropping = winners[drop]!;
    const meet = make(2 * drop, prev.length);
    prev.forEach((m, idx) => feed(m, meet[idx]!, 'A', false));
    dropping.forEach((m, idx) => feed(m, meet[dropPosition(drop, idx + 1, meet.length) - 1]!, 'B', true));
    if (drop === k - 1) break;
    // Odd round 2*drop+1: those survivors play each other.
    const pair = make(2 * drop + 1, meet.length / 2);
    meet.forEach((m, idx) => feed(m, pair[Math.floor(idx / 2)]!, idx % 2 === 0 ? 'A' : 'B', false));
  }
  return rounds;
}
