// Seeded tournaments through the engine, for property tests and the benchmarks: a replayable PRNG, valid sets and results, keeper intents.
import { apply } from '../shared/engine/apply.js';
import { newTournament } from '../shared/engine/create.js';
import { setRules, setTarget, stageRules, type SetRules } from '../shared/engine/rules.js';
import {
  TIEBREAKS,
  type Ctx,
  type Intent,
  type Match,
  type MatchStage,
  type Result,
  type Rules,
  type SetScore,
  type Stage,
  type Tournament,
} from '../shared/engine/types.js';

/** mulberry32: a tiny seeded PRNG so a failing run can be replayed. */
export function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = s;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rand: () => number, xs: readonly T[]): T {
  return xs[Math.floor(rand() * xs.length)]!;
}

/** One valid completed set won by `winner`. */
export function validSet(rules: SetRules, winner: 'A' | 'B', rand: () => number): SetScore {
  for (;;) {
    const l = Math.floor(rand() * (rules.pointsTo + 3));
    const w = setTarget(rules, l);
    if (w > l) return winner === 'A' ? [w, l] : [l, w];
  }
}

/** A valid result of a match of `stage` won by `winner`, sometimes with lost sets along the way, each set by its own rules. */
export function validResult(rules: Rules, winner: 'A' | 'B', rand: () => number, stage: MatchStage = 'pool'): SetScore[] {
  const need = Math.ceil(stageRules(rules, stage).bestOf / 2);
  const other = winner === 'A' ? 'B' : 'A';
  const sets: SetScore[] = [];
  let won = 0;
  let lost = 0;
  while (won < need) {
    const lose = lost < need - 1 && rand() < 0.3;
    sets.push(validSet(setRules(rules, stage, sets.length + 1), lose ? other : winner, rand));
    if (lose) lost += 1;
    else won += 1;
  }
  return sets;
}

export interface SimOptions {
  teams: number;
  courts: number;
  stages: Stage[];
  rules?: Partial<Rules>;
}

export const ORGANIZER_CTX = (now: number, rand: () => number): Ctx => ({ now, random: rand });

export function must(r: Result): Extract<Result, { ok: true }> {
  if (!r.ok) throw new Error(`intent rejected: ${r.error}`);
  return r;
}

/** A tournament in checkin with `teams` teams added through apply, private fields distinctive. */
export function seededTournament(o: SimOptions, rand: () => number, now = 1_700_000_000_000): Tournament {
  const rules: Rules = { teamSize: 2, pointsTo: 21, winBy: 2, cap: 0, bestOf: 1, tiebreaks: [...TIEBREAKS], ...o.rules };
  let t = newTournament(
    { name: 'Sim Open', date: '2026-06-01', courtCount: o.courts, rules, stages: o.stages, notes: '' },
    'sim-open',
    now,
  );
  for (let i = 1; i <= o.teams; i++) {
    const intent: Intent = {
      type: 'teamAdd',
      name: `Team ${i}`,
      captain: `Captain Zq${i}x`,
      phone: `+1 555 01${String(i).padStart(3, '0')}`,
      players: rules.teamSize,
      playerNames: `Player Kx${i}a\nPlayer Kx${i}b`.split('\n').slice(0, rules.teamSize).join('\n'),
    };
    t = must(apply(t, intent, ORGANIZER_CTX(now, rand))).state;
  }
  return t;
}

/** A keeper's live point on live match `m`, each side 0..19. */
export function keeperPoint(m: Match, rand: () => number): Intent {
  return { type: 'keeperLive', court: m.court!, match: m.id, a: Math.floor(rand() * 20), b: Math.floor(rand() * 20), sets: [] };
}

/** A keeper's final of live match `m`, won by a random side by the rules of its stage. */
export function keeperFinalOf(t: Tournament, m: Match, rand: () => number): Intent {
  return { type: 'keeperFinal', court: m.court!, match: m.id, sets: validResult(t.rules, rand() < 0.5 ? 'A' : 'B', rand, m.stage) };
}
