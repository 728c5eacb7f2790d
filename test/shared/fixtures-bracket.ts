// Fixtures for bracket and advancement tests: tournaments with a generated bracket, a seeded PRNG, a player.
import { recordResult, settle } from '../../shared/engine/advance.js';
import { buildBracket } from '../../shared/engine/bracket.js';
import { newTournament } from '../../shared/engine/create.js';
import { isWaiting } from '../../shared/engine/match.js';
import type { Entrant } from '../../shared/engine/standings.js';
import type { BracketType, DomainEvent, Match, SetScore, Stage, Team, Tournament } from '../../shared/engine/types.js';

export function blankTournament(stages: Stage[] = ['bracket'], courtCount = 4): Tournament {
  return newTournament(
    {
      name: 'Test Open',
      date: '2026-06-01',
      courtCount,
      notes: '',
      stages,
      rules: { teamSize: 2, pointsTo: 21, winBy: 2, cap: 0, bestOf: 1, tiebreaks: [] },
    },
    'test-open',
    0,
  );
}

export function addTeam(t: Tournament, seed: number, poolId: string | null = null): Team {
  const id = `t${seed}`;
  const team: Team = {
    id,
    name: `Team ${seed}`,
    players: 2,
    seed,
    status: 'registered',
    poolId,
    withdrawMode: null,
    captain: 'Cap',
    phone: '5550000',
    playerNames: [],
    code: `C${String(seed).padStart(3, '0')}`,
  };
  t.teams[id] = team;
  return team;
}

export interface BracketOptions {
  type?: BracketType;
  thirdPlace?: boolean;
  pools?: (string | null)[];
}

/** A tournament of `n` teams (t1 = seed 1, ...) with its bracket generated and settled. */
export function bracketTournament(n: number, opts: BracketOptions = {}): Tournament {
  const t = blankTournament();
  const entrants: Entrant[] = [];
  for (let seed = 1; seed <= n; seed++) {
    const team = addTeam(t, seed, opts.pools?.[seed - 1] ?? null);
    entrants.push({ team: team.id, poolId: team.poolId });
  }
  const settings = { type: opts.type ?? 'single', thirdPlace: opts.thirdPlace ?? false };
  const matches = buildBracket(entrants, settings);
  for (const m of matches) t.matches[m.id] = m;
  t.queue = matches.map((m) => m.id);
  t.bracket = settings;
  settle(t, 0);
  return t;
}

export { prng } from '../../harness/sim.js';

export const A_WINS: SetScore[] = [[21, 15]];
export const B_WINS: SetScore[] = [[15, 21]];

export function readyMatch(t: Tournament): Match | undefined {
  return t.queue.map((id) => t.matches[id]!).find((m) => isWaiting(m) && m.a !== null && m.b !== null);
}

/** Plays every ready match in queue order, side A or B winning at random; returns all events. */
export function playAll(t: Tournament, random: () => number, now = 1000): DomainEvent[] {
  const events: DomainEvent[] = [];
  for (let m = readyMatch(t); m; m = readyMatch(t)) {
    const out = recordResult(t, m.id, random() < 0.5 ? A_WINS : B_WINS, now);
    if (!Array.isArray(out)) throw new Error(`Playing ${m.id} was refused: ${out.error}`);
    events.push(...out);
  }
  return events;
}

/** Plays one match with the given side winning; throws on a refusal so tests read straight. */
export function play(t: Tournament, id: string, side: 'A' | 'B', now = 1000): DomainEvent[] {
  const out = recordResult(t, id, side === 'A' ? A_WINS : B_WINS, now);
  if (!Array.isArray(out)) throw new Error(`Playing ${id} was refused: ${out.error}`);
  return out;
}

/** Puts a match live on a court the way the court engine does. */
export function goLive(t: Tournament, id: string, court: number, now: number): void {
  const m = t.matches[id]!;
  m.status = 'live';
  m.court = court;
  m.startedAt = now;
  t.courts[court - 1]!.match = id;
}

export function played(t: Tournament): Match[] {
  return Object.values(t.matches).filter((m) => m.status === 'final' || m.status === 'forfeit');
}
