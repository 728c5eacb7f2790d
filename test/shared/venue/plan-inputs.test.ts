// When the venue plan made for a division's earlier state still holds: after live scores, not after a final.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply } from '../../../shared/engine/apply.js';
import type { Tournament } from '../../../shared/engine/types.js';
import { plansAlike } from '../../../shared/venue/plan-inputs.js';
import { keeperFinalOf, keeperPoint, must, prng, seededTournament } from '../../../harness/sim.js';

const T0 = Date.UTC(2026, 5, 1, 10, 0, 0);

function livePools(seed: number): Tournament {
  const rand = prng(seed);
  let t = seededTournament({ teams: 12, courts: 3, stages: ['pool', 'bracket'] }, rand, T0);
  t = must(apply(t, { type: 'generatePools', poolSize: 4, workTeams: false }, { now: T0, random: rand })).state;
  return must(apply(t, { type: 'phase', phase: 'live' }, { now: T0, random: rand })).state;
}

const liveMatch = (t: Tournament) => Object.values(t.matches).find((m) => m.status === 'live')!;

test('live scores leave a division planning as it did: the venue plan made before them still holds', () => {
  const rand = prng(7);
  const before = livePools(7);
  let t = before;
  for (let i = 0; i < 20; i++) t = must(apply(t, keeperPoint(liveMatch(t), rand), { now: T0 + i * 1000, random: rand })).state;
  assert.ok(t !== before, 'the points made new states');
  assert.ok(plansAlike(before, t));
});

test('a final, a pushback and a paused court each change what the venue plans', () => {
  const rand = prng(8);
  const before = livePools(8);
  const final = must(apply(before, keeperFinalOf(before, liveMatch(before), rand), { now: T0 + 60_000, random: rand })).state;
  assert.not.ok(plansAlike(before, final), 'a final frees a court');
  const waiting = before.queue.find((id) => before.matches[id]!.status === 'pending' || before.matches[id]!.status === 'on_deck')!;
  const pushed = must(apply(before, { type: 'pushback', match: waiting }, { now: T0, random: rand })).state;
  assert.not.ok(plansAlike(before, pushed), 'a pushback reorders the queue');
  const paused = must(apply(before, { type: 'court', court: 1, op: 'pause', reason: 'Net down' }, { now: T0, random: rand }));
  assert.not.ok(plansAlike(before, paused.state), 'a paused court takes no match');
});

test('a live score on a match that also changed court is not taken for a score alone', () => {
  const before = livePools(9);
  const m = liveMatch(before);
  const moved = { ...before, matches: { ...before.matches, [m.id]: { ...m, live: [3, 2] as [number, number], court: 3 } } };
  assert.not.ok(plansAlike(before, moved));
  const scored = { ...before, matches: { ...before.matches, [m.id]: { ...m, live: [3, 2] as [number, number] } } };
  assert.ok(plansAlike(before, scored));
});

test.run();
