// Property test: the incremental engine (copy on write, settling and court assignment skipped for a
// live score, plans remembered per state, identity-aware versions) gives exactly the state, events and answer
// of the full recomputation, on random tournaments; and it never changes the state it was given (each input is
// deep-frozen first, so a write into a shared object throws).
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply, applyFull } from '../../../shared/engine/apply.js';
import { isDecided } from '../../../shared/engine/match.js';
import { project } from '../../../shared/public/project.js';
import type { Intent, Match, Result, Stage, Tournament } from '../../../shared/engine/types.js';
import { keeperFinalOf, keeperPoint, pick, prng, seededTournament, validResult } from '../../../harness/sim.js';

const MIN = 60_000;

function deepFreeze<T>(v: T): T {
  if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return v;
  Object.freeze(v);
  for (const x of Object.values(v)) deepFreeze(x);
  return v;
}

const live = (t: Tournament): Match[] => Object.values(t.matches).filter((m) => m.status === 'live');
const waiting = (t: Tournament): Match[] => Object.values(t.matches).filter((m) => m.status === 'pending' || m.status === 'on_deck');

/** A random intent of the kinds an event day sends, weighted towards live points and finals. */
function nextIntent(t: Tournament, rand: () => number): Intent {
  const playing = live(t);
  const roll = rand();
  if (playing.length > 0 && roll < 0.45) return keeperPoint(pick(rand, playing), rand);
  if (playing.length > 0 && roll < 0.7) {
    const m = pick(rand, playing);
    return rand() < 0.8
      ? keeperFinalOf(t, m, rand)
      : { type: 'score', match: m.id, sets: validResult(t.rules, rand() < 0.5 ? 'A' : 'B', rand, m.stage) };
  }
  if (roll < 0.75) return { type: 'tick' };
  if (roll < 0.79 && waiting(t).length > 0) return { type: 'pushback', match: pick(rand, waiting(t)).id };
  if (roll < 0.82) {
    const c = pick(rand, t.courts);
    return { type: 'court', court: c.court, op: c.status === 'open' ? 'pause' : 'resume', reason: 'Net down' };
  }
  if (roll < 0.85 && playing.length > 0)
    return { type: 'swap', match: pick(rand, playing).id, court: 1 + Math.floor(rand() * t.courtCount) };
  if (roll < 0.87) {
    const team = pick(rand, Object.values(t.teams));
    return { type: 'withdraw', id: team.id, mode: rand() < 0.5 ? 'forfeit' : 'void' };
  }
  if (roll < 0.9) {
    const team = pick(rand, Object.values(t.teams));
    return { type: 'teamArrive', id: team.id, arrived: rand() < 0.5 };
  }
  if (roll < 0.92) return { type: 'broadcast', text: `Court change ${Math.floor(rand() * 9)}` };
  if (roll < 0.94 && playing.length > 0) {
    const m = pick(rand, playing);
    return { type: 'forfeit', match: m.id, team: m.a! };
  }
  if (roll < 0.96) {
    const decided = Object.values(t.matches).filter((m) => m.status === 'final');
    if (decided.length > 0) {
      const m = pick(rand, decided);
      return { type: 'score', match: m.id, sets: validResult(t.rules, rand() < 0.5 ? 'A' : 'B', rand, m.stage) };
    }
  }
  return { type: 'live', match: pick(rand, playing.length > 0 ? playing : Object.values(t.matches)).id, a: 3, b: 5 };
}

function same(inc: Result, full: Result, what: string): void {
  assert.is(inc.ok, full.ok, `${what}: accepted alike`);
  if (!inc.ok || !full.ok) {
    assert.equal(inc, full, `${what}: the same refusal`);
    return;
  }
  assert.is(inc.changed, full.changed, `${what}: changed alike`);
  assert.is(inc.msg, full.msg, `${what}: the same message`);
  assert.equal(inc.events, full.events, `${what}: the same events`);
  assert.equal(inc.state, full.state, `${what}: the same state`);
}

function play(seed: number, teams: number, courts: number, stages: Stage[], steps: number): void {
  const rand = prng(seed);
  let now = 1_700_000_000_000;
  const ctx = () => ({ now, random: prng(Math.floor(now / 1000)) });
  let t = seededTournament({ teams, courts, stages, rules: { bestOf: 1 } }, rand, now);
  const step = (intent: Intent, what: string) => {
    deepFreeze(t);
    const inc = apply(t, intent, ctx());
    const full = applyFull(structuredClone(t), intent, ctx());
    same(inc, full, `seed ${seed}, ${what} ${JSON.stringify(intent)}`);
    if (inc.ok) t = inc.state;
  };
  step(
    stages.includes('pool')
      ? { type: 'generatePools', poolSize: 4, workTeams: rand() < 0.3 }
      : { type: 'generateBracket', perPool: 2, wildcards: 0, bracketType: 'double', thirdPlace: false },
    'generate',
  );
  step({ type: 'phase', phase: 'live' }, 'phase');
  let bracket = !stages.includes('pool') || !stages.includes('bracket');
  for (let i = 0; i < steps; i++) {
    // Clock steps of seconds to minutes: live points cross minute boundaries, so remembered plans go stale.
    now += Math.floor(rand() * 3 * MIN);
    if (!bracket && Object.values(t.matches).every(isDecided)) {
      step(
        { type: 'generateBracket', perPool: 2, wildcards: 0, bracketType: rand() < 0.5 ? 'double' : 'single', thirdPlace: rand() < 0.5 },
        'bracket',
      );
      bracket = true;
      continue;
    }
    step(nextIntent(t, rand), `step ${i}`);
    // The server projects between writes, at its own clock: a plan remembered by a reader must not pass for
    // the one the on-deck marks were made from.
    if (rand() < 0.4) project(t, now + Math.floor(rand() * 2 * MIN));
  }
  // What spectators see follows from the state alone, so it is the same too.
  assert.equal(project(t, now), project(structuredClone(t), now));
}

test('the incremental engine equals the full recomputation on random tournaments', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      fc.integer({ min: 4, max: 24 }),
      fc.integer({ min: 1, max: 6 }),
      fc.constantFrom<Stage[]>(['pool', 'bracket'], ['pool'], ['bracket']),
      (seed, teams, courts, stages) => play(seed, teams, courts, stages, 160),
    ),
    { numRuns: 40 },
  );
});

test('a live point touches one match: every other match, team and court is the same object', () => {
  const rand = prng(7);
  const now = 1_700_000_000_000;
  let t = seededTournament({ teams: 32, courts: 4, stages: ['pool'] }, rand, now);
  for (const i of [
    { type: 'generatePools', poolSize: 4 },
    { type: 'phase', phase: 'live' },
  ] as Intent[]) {
    const r = apply(t, i, { now, random: rand });
    assert.ok(r.ok);
    if (r.ok) t = r.state;
  }
  const m = live(t)[0]!;
  const r = apply(t, { type: 'keeperLive', court: m.court!, match: m.id, a: 5, b: 3, sets: [] }, { now: now + 1000, random: rand });
  assert.ok(r.ok && r.changed);
  if (!r.ok) return;
  const moved = Object.keys(t.matches).filter((id) => r.state.matches[id] !== t.matches[id]);
  assert.equal(moved, [m.id]);
  assert.is(r.state.teams, t.teams);
  assert.is(r.state.courts, t.courts);
  assert.is(r.state.queue, t.queue);
  assert.is(r.state.matches[m.id]!.rev, (t.lastRev ?? 0) + 1);
});

test.run();
