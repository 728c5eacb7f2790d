// Benchmark: a 128-team, 16-court tournament with pools and a double bracket played out through apply().
// Prints median and p99 of apply() and project(), each also as a ratio to structuredClone of the same state.
import { performance } from 'node:perf_hooks';
import { apply } from '../shared/engine/apply.js';
import { isDecided } from '../shared/engine/match.js';
import { project } from '../shared/public/project.js';
import type { Intent, Tournament } from '../shared/engine/types.js';
import { must, pick, prng, seededTournament, validResult } from '../harness/sim.js';

export function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
}

export function runEngineBench(): void {
  const rand = prng(42);
  let now = 1_700_000_000_000;
  let t: Tournament = seededTournament({ teams: 128, courts: 16, stages: ['pool', 'bracket'], rules: { bestOf: 3 } }, rand, now);
  const applyMs: number[] = [];
  const projectMs: number[] = [];
  const cloneMs: number[] = [];
  const step = (intent: Intent) => {
    const c0 = performance.now();
    structuredClone(t);
    const c1 = performance.now();
    const r = apply(t, intent, { now, random: rand });
    const c2 = performance.now();
    t = must(r).state;
    const c3 = performance.now();
    project(t, now);
    const c4 = performance.now();
    cloneMs.push(c1 - c0);
    applyMs.push(c2 - c1);
    projectMs.push(c4 - c3);
  };
  step({ type: 'generatePools', poolSize: 4 });
  step({ type: 'phase', phase: 'live' });
  let bracketDone = false;
  for (let i = 0; i < 5000; i++) {
    now += 60_000 * (1 + Math.floor(rand() * 5));
    const live = Object.values(t.matches).filter((m) => m.status === 'live');
    if (live.length > 0) {
      const m = pick(rand, live);
      if (rand() < 0.3) step({ type: 'keeperLive', court: m.court!, match: m.id, a: 10, b: 8, sets: [] });
      else step({ type: 'keeperFinal', court: m.court!, match: m.id, sets: validResult(t.rules, rand() < 0.5 ? 'A' : 'B', rand) });
      continue;
    }
    if (Object.values(t.matches).every(isDecided)) {
      if (bracketDone) break;
      step({ type: 'generateBracket', perPool: 2, wildcards: 0, bracketType: 'double', thirdPlace: false });
      bracketDone = true;
    } else {
      step({ type: 'tick' });
    }
  }
  const matches = Object.keys(t.matches).length;
  const mc = quantile(cloneMs, 0.5);
  const pc = quantile(cloneMs, 0.99);
  console.log(
    `engine: 128 teams, 16 courts, ${matches} matches, ${applyMs.length} intents, champion ${t.champion ? 'decided' : 'MISSING'}`,
  );
  const row = (name: string, xs: number[]) => {
    const m = quantile(xs, 0.5);
    const p = quantile(xs, 0.99);
    console.log(
      `  ${name.padEnd(16)} median ${m.toFixed(3)} ms (${(m / mc).toFixed(2)}x clone)   p99 ${p.toFixed(3)} ms (${(p / pc).toFixed(2)}x clone)`,
    );
  };
  row('structuredClone', cloneMs);
  row('apply', applyMs);
  row('project', projectMs);
}
