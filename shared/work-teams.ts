// Work teams (CONTRACT 10): which team of a pool referees each of its matches, at generation and after a team leaves.
import { isDecided } from './match.js';
import { FlowGraph } from './min-cost-flow.js';
import type { Match, Pool, Tournament } from './types.js';

/** What the planner needs of a match: who plays it. */
export interface Pairing { a: string | null; b: string | null }

const plays = (m: Pairing, team: string): boolean => m.a === team || m.b === team;

/**
 * The teams that may work match `i` of a pool's matches in queue order: those not playing it and, when any
 * is left, not playing the pool's next match either (it is most likely next on that court, and a team cannot
 * referee and warm up at once). With 3 or 4 teams the second rule often cannot hold, so it gives way.
 */
export function eligibleWorkers(teamIds: readonly string[], order: readonly Pairing[], i: number): string[] {
  const m = order[i]!;
  const free = teamIds.filter((x) => !plays(m, x));
  const next = order[i + 1];
  const rested = next ? free.filter((x) => !plays(next, x)) : free;
  return rested.length > 0 ? rested : free;
}

/**
 * A work team for each match of a pool (`order`: the pool's matches in queue order): never a team that plays
 * it; duties as even as they can be (no team two more than another when the pool allows it); and, among the
 * most even plans, the fewest duties by a team that plays the pool's next match (most likely next on that
 * court: a team cannot referee and warm up at once). Solved exactly as a cheapest flow: the k-th duty of a team
 * costs more than the one before (so evening out always pays), and each such clash costs 1, less than any
 * step away from even. Null for a match nobody can work (a pool of two).
 */
export function planWorkTeams(teamIds: readonly string[], order: readonly Pairing[]): (string | null)[] {
  const source = 0;
  const sink = 1;
  const matchNode = (i: number) => 2 + i;
  const teamNode = (x: number) => 2 + order.length + x;
  const g = new FlowGraph(2 + order.length + teamIds.length);
  // One more duty for anyone must weigh more than every clash together.
  const step = order.length + 1;
  const choices: { match: number; team: number; edge: [number, number] }[] = [];
  const duties = teamIds.map(() => 0);
  order.forEach((m, i) => {
    g.addEdge(source, matchNode(i), 1, 0);
    const next = order[i + 1];
    teamIds.forEach((x, k) => {
      if (plays(m, x)) return;
      duties[k]! += 1;
      choices.push({ match: i, team: k, edge: g.addEdge(matchNode(i), teamNode(k), 1, next && plays(next, x) ? 1 : 0) });
    });
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

/** A pool's matches in queue order. */
function poolOrder(t: Tournament, pool: Pool): Match[] {
  return t.queue.map((id) => t.matches[id]).filter((m): m is Match => m !== undefined && m.stage === 'pool' && m.poolId === pool.id);
}

/** Gives every match of every pool its work team (generation with `workTeams`). Mutates. */
export function assignWorkTeams(t: Tournament): void {
  for (const pool of t.pools) {
    const order = poolOrder(t, pool);
    planWorkTeams(pool.teamIds, order).forEach((team, i) => { order[i]!.workTeam = team; });
  }
}

/**
 * After a team left (withdrawn or removed): each undecided pool match it was to work gets another registered
 * team of its pool that does not play it, preferring one free of the pool's next match, then the fewest duties.
 * Matches of teams still playing keep their work team. Mutates; returns the matches it changed.
 */
export function reassignWorkTeams(t: Tournament): string[] {
  const changed: string[] = [];
  const present = (id: string) => t.teams[id]?.status === 'registered';
  for (const pool of t.pools) {
    const order = poolOrder(t, pool);
    const staying = pool.teamIds.filter(present);
    // Matches the settle step is about to decide (a withdrawn side) are not anyone's next match.
    const ahead = order.filter((m) => !isDecided(m) && [m.a, m.b].every((x) => x === null || present(x)));
    const load = new Map(staying.map((x) => [x, order.filter((m) => m.workTeam === x).length]));
    for (const m of order) {
      if (isDecided(m) || !m.workTeam || present(m.workTeam)) continue;
      const at = ahead.indexOf(m);
      const pick = eligibleWorkers(staying, at >= 0 ? ahead : [m], at >= 0 ? at : 0)
        .sort((x, y) => load.get(x)! - load.get(y)!)[0] ?? null;
      m.workTeam = pick;
      if (pick !== null) load.set(pick, load.get(pick)! + 1);
      changed.push(m.id);
    }
  }
  return changed;
}
