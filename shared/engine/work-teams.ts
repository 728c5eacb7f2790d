// Work teams (docs/api.md, Work teams): which team of a pool referees each of its matches, at generation and after a team leaves.
import { isDecided } from './match.js';
import { FlowGraph } from './min-cost-flow.js';
import type { Match, Pool, Tournament } from './types.js';

/** What the planner needs of a match: who plays it, in which round of play it is expected (`playRounds`), who works it if known. */
export interface Slot {
  a: string | null;
  b: string | null;
  at: number;
  work?: string | null;
}

const plays = (m: Pick<Slot, 'a' | 'b'>, team: string): boolean => m.a === team || m.b === team;

/**
 * When each match is expected to be played, as rounds of play numbered from 0: the court engine's own rule
 * (every free court takes the first ready match of the queue, docs/api.md, The court engine) run with every match lasting the
 * same. Matches of one round are played at the same time on different courts; a match of the next round is
 * what follows on a court. Live matches are in round 0; decided ones are left out.
 */
export function playRounds(t: Tournament): Map<string, number> {
  const rounds = new Map<string, number>();
  const courts = Math.max(1, t.courts.filter((c) => c.status === 'open').length || t.courtCount);
  let waiting = t.queue.map((id) => t.matches[id]).filter((m): m is Match => m !== undefined && !isDecided(m));
  for (let round = 0; waiting.length > 0; round++) {
    const busy = new Set<string>();
    let taken = 0;
    // Live matches hold their courts and teams in the first round.
    const takes = (m: Match) =>
      (round === 0 && m.status === 'live') ||
      (m.status !== 'live' && taken < courts && m.a !== null && m.b !== null && !busy.has(m.a) && !busy.has(m.b));
    const left: Match[] = [];
    for (const m of [...waiting.filter((x) => x.status === 'live'), ...waiting.filter((x) => x.status !== 'live')]) {
      if (!takes(m)) {
        left.push(m);
        continue;
      }
      rounds.set(m.id, round);
      taken++;
      if (m.a) busy.add(m.a);
      if (m.b) busy.add(m.b);
    }
    // A match that can never be taken (a side not known yet) would hold the loop: it waits for no round.
    if (left.length === waiting.length) break;
    waiting = left.filter((m) => m.status !== 'live');
  }
  return rounds;
}

/** How badly `team` fits as the work team of `order[i]`: playing or working at the same time (2), playing in the round right after (1), else 0. */
function clash(order: readonly Slot[], i: number, team: string): 0 | 1 | 2 {
  const at = order[i]!.at;
  let worst: 0 | 1 | 2 = 0;
  for (let j = 0; j < order.length; j++) {
    const m = order[j]!;
    if (j === i) continue;
    if (m.at === at && m.work === team) return 2;
    if (!plays(m, team)) continue;
    if (m.at === at) return 2;
    if (m.at === at + 1) worst = 1;
  }
  return worst;
}

/**
 * A work team for each match of a pool (`order`: its matches in queue order, with their rounds of play): never
 * a team that plays it. Among such plans, first duties as even as they can be (no team two more than another:
 * docs/api.md, Work teams, promises an even spread); then the fewest teams asked to be on two courts at once (playing or
 * working another match of the same round: with as many courts as a pool has matches per round nobody is
 * free, so it cannot always be avoided); then the fewest work teams due to play right after (the match after
 * this one on its court is in the next round: a team cannot referee and warm up at once). Solved exactly as a
 * cheapest flow in which each rule outweighs all the ones after it together; the k-th duty of a team costs
 * more than the one before, so evening out always pays. Null for a match nobody can work (a pool of two).
 */
export function planWorkTeams(teamIds: readonly string[], order: readonly Slot[]): (string | null)[] {
  const source = 0;
  const sink = 1;
  const matchNode = (i: number) => 2 + i;
  const teamNode = (x: number) => 2 + order.length + x;
  // One node per team and round of play: a second duty in the same round costs as much as playing then.
  const rounds = [...new Set(order.map((m) => m.at))];
  const roundNode = (x: number, at: number) => 2 + order.length + teamIds.length + x * rounds.length + rounds.indexOf(at);
  const g = new FlowGraph(2 + order.length + teamIds.length * (1 + rounds.length));
  // Every clash right after costs 1; one on two courts at once more than all of those; one more duty more than all clashes.
  const twoPlaces = order.length + 1;
  const step = order.length * twoPlaces * 2 + 1;
  const choices: { match: number; team: number; edge: [number, number] }[] = [];
  const duties = teamIds.map(() => 0);
  order.forEach((m, i) => {
    g.addEdge(source, matchNode(i), 1, 0);
    teamIds.forEach((x, k) => {
      if (plays(m, x)) return;
      duties[k]! += 1;
      const c = clash(order, i, x);
      choices.push({ match: i, team: k, edge: g.addEdge(matchNode(i), roundNode(k, m.at), 1, c === 2 ? twoPlaces : c) });
    });
  });
  teamIds.forEach((_, k) => {
    for (const at of rounds) {
      g.addEdge(roundNode(k, at), teamNode(k), 1, 0);
      g.addEdge(roundNode(k, at), teamNode(k), order.length, twoPlaces);
    }
  });
  // The k-th duty costs step * (2k - 1): a team's duties cost step * k^2 in all, so spreading them is cheapest.
  duties.forEach((most, k) => {
    for (let d = 1; d <= most; d++) g.addEdge(teamNode(k), sink, 1, step * (2 * d - 1));
  });
  g.run(source, sink);
  const out: (string | null)[] = order.map(() => null);
  for (const c of choices) if (g.flowOn(c.edge) > 0) out[c.match] = teamIds[c.team]!;
  return out;
}

/** A pool's matches still to play in queue order, each with its expected round of play (-1: none). */
function poolSlots(t: Tournament, pool: Pool, rounds: Map<string, number>): { match: Match; slot: Slot }[] {
  return t.queue
    .map((id) => t.matches[id])
    .filter((m): m is Match => m !== undefined && m.stage === 'pool' && m.poolId === pool.id)
    .map((m) => ({ match: m, slot: { a: m.a, b: m.b, at: rounds.get(m.id) ?? -1, work: m.workTeam ?? null } }));
}

/** Gives every match of every pool its work team (generation with `workTeams`). Mutates. */
export function assignWorkTeams(t: Tournament): void {
  const rounds = playRounds(t);
  for (const pool of t.pools) {
    const slots = poolSlots(t, pool, rounds);
    planWorkTeams(
      pool.teamIds,
      slots.map((s) => s.slot),
    ).forEach((team, i) => {
      slots[i]!.match.workTeam = team;
    });
  }
}

/**
 * After a team left (withdrawn or removed): each undecided pool match it was to work gets another registered
 * team of its pool that does not play it: one not on another court at that time, then one not due right after,
 * then the one with the fewest duties (the even spread is already broken by the team that left; being in two
 * places at once is not made up by anything). Every other work team stays. Mutates.
 */
export function reassignWorkTeams(t: Tournament): void {
  const present = (id: string | null) => id === null || t.teams[id]?.status === 'registered';
  // Rounds of what is still to play: matches the settle step is about to decide (a side has left) take no court.
  const rounds = playRounds({
    ...t,
    queue: t.queue.filter((id) => {
      const m = t.matches[id];
      return m !== undefined && present(m.a) && present(m.b);
    }),
  });
  for (const pool of t.pools) {
    const slots = poolSlots(t, pool, rounds).filter((s) => s.slot.at >= 0);
    const staying = pool.teamIds.filter((x) => present(x));
    const load = new Map(staying.map((x) => [x, Object.values(t.matches).filter((m) => m.workTeam === x).length]));
    for (const m of t.queue.map((id) => t.matches[id])) {
      if (m?.stage !== 'pool' || m.poolId !== pool.id || isDecided(m) || !m.workTeam || present(m.workTeam)) continue;
      let at = slots.findIndex((s) => s.match === m);
      const order = at >= 0 ? slots.map((s) => s.slot) : [{ a: m.a, b: m.b, at: -1 }];
      at = Math.max(0, at);
      const pick =
        staying.filter((x) => !plays(m, x)).sort((x, y) => clash(order, at, x) - clash(order, at, y) || load.get(x)! - load.get(y)!)[0] ??
        null;
      m.workTeam = pick;
      if (at < slots.length) slots[at]!.slot.work = pick;
      if (pick !== null) load.set(pick, load.get(pick)! + 1);
    }
  }
}
