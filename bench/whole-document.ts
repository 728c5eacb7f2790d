// Goal 3 (docs/benchmarks.md), the parts that are by nature as large as the event, measured in this process on their own: building the
// whole public document's JSON (what state.json and /ws carry) and generating a bracket, at each size of bench/writes.ts.
import { apply } from '../shared/engine/apply.js';
import { newTournament } from '../shared/engine/create.js';
import { project } from '../shared/public/project.js';
import { TIEBREAKS, type Ctx, type ImportRow, type Intent, type Rules, type Tournament } from '../shared/engine/types.js';
import { must, prng } from '../harness/sim.js';

export interface Size {
  teams: number;
  courts: number;
}

export interface DocumentCost {
  size: Size;
  bytes: number;
  /** Medians (ms): project(), JSON.stringify of its result, and both in a row (the whole-document JSON). */
  projectMs: number;
  stringifyMs: number;
  jsonMs: number;
  /** Median (ms) of apply(generateBracket) on the tournament with every pool match decided, and what it made. */
  bracketMs: number;
  bracketMatches: number;
}

const NOW = 1_700_000_000_000;
const RUNS = 15;
/** Runs before the timed ones, so the figures are of optimised code. */
const WARMUP = 5;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** What `fn` returned, and how long it took (ms). */
function timed<T>(fn: () => T): [T, number] {
  const t0 = performance.now();
  const out = fn();
  return [out, performance.now() - t0];
}

/** The same tournament bench/writes.ts builds through HTTP: teams in one import, pools of 4, phase live. */
export function liveTournament(size: Size): Tournament {
  const ctx: Ctx = { now: NOW, random: prng(9) };
  const rules: Rules = { teamSize: 2, pointsTo: 21, winBy: 2, cap: 0, bestOf: 1, tiebreaks: [...TIEBREAKS] };
  let t = newTournament(
    { name: 'Writes Open', date: '2026-06-01', courtCount: size.courts, rules, stages: ['pool', 'bracket'], notes: '' },
    'writes-open',
    NOW,
  );
  const rows: ImportRow[] = Array.from({ length: size.teams }, (_, i) => ({
    line: i + 2,
    name: `Sand Spikers ${i + 1}`,
    captain: `Captain ${i + 1}`,
    players: 2,
  }));
  const steps: Intent[] = [
    { type: 'teamImport', rows },
    { type: 'phase', phase: 'closed' },
    { type: 'generatePools', poolSize: 4 },
    { type: 'phase', phase: 'live' },
  ];
  for (const intent of steps) t = must(apply(t, intent, ctx)).state;
  return t;
}

/**
 * Every pool match decided, written straight into a copy of the state: played through apply, the 1,536 pool matches of
 * 1,024 teams would take longer than the whole bench may. The bracket reads only the decided pool results.
 */
function poolsPlayed(live: Tournament): Tournament {
  const t = structuredClone(live);
  let n = 0;
  for (const m of Object.values(t.matches)) {
    if (m.stage !== 'pool' || !m.a || !m.b) continue;
    const aWins = n++ % 3 !== 0;
    Object.assign(m, {
      status: 'final',
      sets: [aWins ? [21, n % 19] : [n % 19, 21]],
      winner: aWins ? m.a : m.b,
      live: null,
      startedAt: NOW,
      endedAt: NOW + 60_000,
    });
  }
  for (const c of t.courts) c.match = null;
  return t;
}

/** Median of RUNS timed calls after WARMUP untimed ones; each part in a loop of its own, so no part always runs in another's garbage. */
function medianOf(fn: () => unknown): number {
  const xs: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const [, ms] = timed(fn);
    if (i >= WARMUP) xs.push(ms);
  }
  return median(xs);
}

export function documentCost(size: Size): DocumentCost {
  const live = liveTournament(size);
  // project() of shared/project.ts builds the whole document from scratch on every call (the server's projector may reuse parts).
  const doc = project(live, NOW);
  const bytes = Buffer.byteLength(JSON.stringify(doc));
  const projectMs = medianOf(() => project(live, NOW));
  const stringifyMs = medianOf(() => JSON.stringify(doc));
  const jsonMs = medianOf(() => JSON.stringify(project(live, NOW)));
  const played = poolsPlayed(live);
  const intent: Intent = { type: 'generateBracket', perPool: 2, wildcards: 0, bracketType: 'single', thirdPlace: false };
  const generate = () => must(apply(played, intent, { now: NOW + 3_600_000, random: prng(5) })).state;
  const made = Object.values(generate().matches).filter((m) => m.stage !== 'pool').length;
  const bracketMs = medianOf(generate);
  return {
    size,
    bytes,
    projectMs,
    stringifyMs,
    jsonMs,
    bracketMs,
    bracketMatches: made,
  };
}
