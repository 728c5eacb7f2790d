import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { avgMatchMin, planQueue, pushback, runCourts, setCourtStatus, swap, type PlanEntry } from '../../../shared/engine/courts.js';
import type { Tournament } from '../../../shared/engine/types.js';
import { MIN, NOW, add, checkInvariants, finish, onCourts, putLive, tournament } from '../../fixtures/courts.js';

const plan = (t: Tournament, now = NOW): Record<string, Omit<PlanEntry, 'match'>> =>
  Object.fromEntries(planQueue(t, now).map(({ match, ...rest }) => [match, rest]));
const statuses = (t: Tournament): Record<string, string> => Object.fromEntries(t.queue.map((id) => [id, t.matches[id]!.status]));

// ---- assignment ----

test('open courts take the first ready matches of the queue, in court order', () => {
  const t = tournament(3, 8);
  add(t, 'm1', 1, 2);
  add(t, 'm2', 3, 4);
  add(t, 'm3', 5, 6);
  add(t, 'm4', 7, 8);
  const events = runCourts(t, NOW);
  assert.equal(onCourts(t), ['m1', 'm2', 'm3']);
  const m2 = t.matches.m2!;
  assert.equal([m2.status, m2.court, m2.startedAt, m2.live], ['live', 2, NOW, [0, 0]]);
  assert.equal(
    events.filter((e) => e.type === 'matchLive'),
    [
      { type: 'matchLive', match: 'm1', court: 1 },
      { type: 'matchLive', match: 'm2', court: 2 },
      { type: 'matchLive', match: 'm3', court: 3 },
    ],
  );
});

test('a team is never put on two courts: a match whose team is playing waits', () => {
  const t = tournament(2, 5);
  add(t, 'm1', 1, 2);
  add(t, 'm2', 1, 3);
  add(t, 'm3', 4, 5);
  runCourts(t, NOW);
  assert.equal(onCourts(t), ['m1', 'm3']);
  assert.is(t.matches.m2!.status, 'on_deck');
});

test('a match with a side not known yet does not hold back a ready match behind it', () => {
  const t = tournament(1, 3);
  add(t, 'm1', 1, null);
  add(t, 'm2', 2, 3);
  runCourts(t, NOW);
  assert.equal(onCourts(t), ['m2']);
  assert.is(t.matches.m1!.status, 'pending');
});

test('a court freed by a result takes the next ready match in the same run', () => {
  const t = tournament(1, 4);
  add(t, 'm1', 1, 2);
  add(t, 'm2', 3, 4);
  runCourts(t, NOW);
  finish(t, 'm1');
  const events = runCourts(t, NOW + 18 * MIN);
  assert.equal(onCourts(t), ['m2']);
  assert.equal(t.matches.m2!.startedAt, NOW + 18 * MIN);
  assert.equal(events, [{ type: 'matchLive', match: 'm2', court: 1 }]);
});

test('nothing is assigned outside the live phase, and on-deck marks are taken back', () => {
  const t = tournament(2, 4);
  add(t, 'm1', 1, 2);
  add(t, 'm2', 3, 4, { status: 'on_deck', court: 2 });
  t.phase = 'closed';
  assert.equal(runCourts(t, NOW), []);
  assert.equal(onCourts(t), [null, null]);
  assert.equal([t.matches.m2!.status, t.matches.m2!.court], ['pending', null]);
  assert.is(t.matches.m1!.status, 'pending');
});

// ---- on deck and alerts ----

test('the next match for a court goes on deck and raises an alert naming teams, court and wait', () => {
  const t = tournament(1, 4);
  add(t, 'm1', 1, 2);
  add(t, 'm2', 3, 4);
  add(t, 'm3', 1, 3);
  const events = runCourts(t, NOW);
  assert.equal([t.matches.m2!.status, t.matches.m2!.court], ['on_deck', 1]);
  assert.equal([t.matches.m3!.status, t.matches.m3!.court], ['pending', null]);
  assert.equal(t.alerts, [
    {
      kind: 'on_deck',
      text: 'Net Ninjas vs Block Party: on deck, court 1, about 20 min',
      at: NOW,
      teams: ['t3', 't4'],
      match: 'm2',
    },
  ]);
  assert.ok(t.matches.m2!.alerted);
  assert.equal(events.at(-1), { type: 'onDeck', match: 'm2', court: 1 });
});

test('the on-deck alert is raised once, however often the plan is recomputed', () => {
  const t = tournament(1, 4);
  add(t, 'm1', 1, 2);
  add(t, 'm2', 3, 4);
  add(t, 'm3', 1, 3);
  runCourts(t, NOW);
  assert.equal(runCourts(t, NOW + 5 * MIN), []);
  assert.equal(runCourts(t, NOW + 9 * MIN), []);
  assert.is(t.alerts.length, 1);
  assert.is(t.matches.m2!.status, 'on_deck');

  finish(t, 'm1');
  runCourts(t, NOW + 22 * MIN);
  assert.is(t.matches.m2!.status, 'live');
  assert.equal(
    t.alerts.map((a) => a.text),
    ['Sand Sharks vs Net Ninjas: on deck, court 1, about 20 min', 'Net Ninjas vs Block Party: on deck, court 1, about 20 min'],
  );
});

test('the on-deck wait in the alert is the estimate for that court', () => {
  const t = tournament(1, 4);
  add(t, 'm1', 1, 2);
  add(t, 'm2', 3, 4);
  putLive(t, 'm1', 1, 8);
  runCourts(t, NOW);
  assert.is(t.alerts[0]!.text, 'Net Ninjas vs Block Party: on deck, court 1, about 12 min');
});

test('a tentative match is never put on deck; the next certain match of that court is', () => {
  const t = tournament(1, 5);
  add(t, 'q1', 1, 2, { stage: 'bracket', feeds: 'q2', feedsSide: 'A' });
  add(t, 'q2', null, 5, { stage: 'bracket', round: 2 });
  add(t, 'p1', 3, 4);
  putLive(t, 'q1', 1, 0);
  runCourts(t, NOW);
  assert.equal(plan(t), { q2: { court: 1, etaMin: 20, tentative: true }, p1: { court: 1, etaMin: 40, tentative: false } });
  assert.equal([t.matches.q2!.status, t.matches.q2!.court], ['pending', null]);
  assert.equal([t.matches.p1!.status, t.matches.p1!.court], ['on_deck', 1]);
  assert.is(t.alerts[0]!.text, 'Net Ninjas vs Block Party: on deck, court 1, about 40 min');
});

test('recent alerts keep the newest 20, newest first', () => {
  const t = tournament(2, 8);
  for (let i = 0; i < 20; i++) t.alerts.push({ kind: 'broadcast', text: `old ${i}`, at: NOW - MIN, teams: [], match: null });
  add(t, 'm1', 1, 2);
  add(t, 'm2', 3, 4);
  add(t, 'm3', 5, 6);
  add(t, 'm4', 7, 8);
  runCourts(t, NOW);
  assert.is(t.alerts.length, 20);
  assert.equal(
    t.alerts.slice(0, 3).map((a) => a.match),
    ['m4', 'm3', null],
  );
  assert.is(t.alerts[2]!.text, 'old 0');
  assert.is(t.alerts[19]!.text, 'old 17');
});

// ---- estimates ----

test('a court whose live match has run 7 of 20 minutes plans its next match at 13, then 33', () => {
  const t = tournament(1, 6);
  add(t, 'm1', 1, 2);
  add(t, 'm2', 3, 4);
  add(t, 'm3', 5, 6);
  putLive(t, 'm1', 1, 7.5);
  assert.equal(planQueue(t, NOW), [
    { match: 'm2', court: 1, etaMin: 13, tentative: false },
    { match: 'm3', court: 1, etaMin: 33, tentative: false },
  ]);
});

test('an idle open court plans its next match at 0, and each later one a match length later', () => {
  const t = tournament(2, 10);
  add(t, 'm1', 1, 2);
  add(t, 'm2', 3, 4);
  add(t, 'm3', 5, 6);
  add(t, 'm4', 7, 8);
  add(t, 'm5', 9, 10);
  putLive(t, 'm1', 1, 7);
  assert.equal(plan(t), {
    m2: { court: 2, etaMin: 0, tentative: false },
    m3: { court: 1, etaMin: 13, tentative: false },
    m4: { court: 2, etaMin: 20, tentative: false },
    m5: { court: 1, etaMin: 33, tentative: false },
  });
});

test('a live match past the average length leaves its court free at 0', () => {
  const t = tournament(1, 6);
  add(t, 'm1', 1, 2);
  add(t, 'm2', 3, 4);
  add(t, 'm3', 5, 6);
  putLive(t, 'm1', 1, 25);
  assert.equal(plan(t), { m2: { court: 1, etaMin: 0, tentative: false }, m3: { court: 1, etaMin: 20, tentative: false } });
});

test('a match waits for its team to leave another court before it is planned', () => {
  const t = tournament(2, 4);
  add(t, 'm1', 1, 2);
  add(t, 'm2', 1, 3);
  add(t, 'm3', 3, 4);
  putLive(t, 'm1', 1, 5);
  // Court 2 is idle: m3 plays there at once, m2 waits for Sand Sharks (free at 15) and for Net Ninjas (free at 20).
  assert.equal(plan(t), { m2: { court: 1, etaMin: 20, tentative: false }, m3: { court: 2, etaMin: 0, tentative: false } });
});

test('estimates follow the mean of timed matches', () => {
  const t = tournament(1, 6);
  add(t, 'm1', 1, 2);
  add(t, 'm2', 3, 4);
  add(t, 'm3', 5, 6);
  putLive(t, 'm1', 1, 4);
  t.playedCount = 3;
  t.playedMs = 36 * MIN;
  assert.equal(
    planQueue(t, NOW).map((e) => e.etaMin),
    [8, 20],
  );
});

test("a bracket match fed by live matches is planned as tentative at its feeders' estimated end", () => {
  const t = tournament(2, 4);
  add(t, 'sf1', 1, 4, { stage: 'bracket', feeds: 'fin', feedsSide: 'A', loserFeeds: 'bronze', loserFeedsSide: 'A' });
  add(t, 'sf2', 2, 3, { stage: 'bracket', feeds: 'fin', feedsSide: 'B', loserFeeds: 'bronze', loserFeedsSide: 'B' });
  add(t, 'bronze', null, null, { stage: 'final', round: 2, label: '3rd place' });
  add(t, 'fin', null, null, { stage: 'final', round: 2, label: 'Final' });
  putLive(t, 'sf1', 1, 5);
  putLive(t, 'sf2', 2, 0);
  assert.equal(plan(t), {
    bronze: { court: 1, etaMin: 20, tentative: true },
    fin: { court: 2, etaMin: 20, tentative: true },
  });
  assert.equal(runCourts(t, NOW), []);
  assert.equal(statuses(t), { sf1: 'live', sf2: 'live', bronze: 'pending', fin: 'pending' });
});

test('a match fed by a planned match is tentative after it; one whose feeder cannot be placed is left out', () => {
  const t = tournament(1, 4);
  add(t, 'r1', 1, 2, { stage: 'bracket', feeds: 'r2', feedsSide: 'A' });
  add(t, 'x1', 3, null, { stage: 'bracket', feeds: 'x2', feedsSide: 'B' });
  add(t, 'r2', null, 4, { stage: 'bracket', round: 2 });
  add(t, 'x2', 4, null, { stage: 'bracket', round: 2 });
  assert.equal(plan(t), {
    r1: { court: 1, etaMin: 0, tentative: false },
    r2: { court: 1, etaMin: 20, tentative: true },
  });
});

test('a paused court is planned nothing and assigned nothing, but keeps its live match', () => {
  const t = tournament(2, 8);
  add(t, 'm1', 1, 2);
  add(t, 'm2', 3, 4);
  add(t, 'm3', 5, 6);
  add(t, 'm4', 7, 8);
  putLive(t, 'm1', 1, 3);
  assert.is(setCourtStatus(t, 1, 'pause', 'net broken'), null);
  assert.is(setCourtStatus(t, 2, 'pause', ''), null);
  runCourts(t, NOW);
  assert.equal(onCourts(t), ['m1', null]);
  assert.equal(planQueue(t, NOW), []);
  assert.equal(statuses(t), { m1: 'live', m2: 'pending', m3: 'pending', m4: 'pending' });
});

test('resuming a paused court lets the next run fill it and plan for it', () => {
  const t = tournament(2, 8);
  add(t, 'm1', 1, 2);
  add(t, 'm2', 3, 4);
  add(t, 'm3', 5, 6);
  add(t, 'm4', 7, 8);
  setCourtStatus(t, 2, 'pause', 'rain');
  runCourts(t, NOW);
  assert.equal(onCourts(t), ['m1', null]);
  assert.equal([t.matches.m2!.status, t.matches.m2!.court], ['on_deck', 1]);

  assert.is(setCourtStatus(t, 2, 'resume', ''), null);
  runCourts(t, NOW + MIN);
  assert.equal(onCourts(t), ['m1', 'm2']);
  assert.equal([t.matches.m3!.status, t.matches.m3!.court], ['on_deck', 1]);
  assert.equal([t.matches.m4!.status, t.matches.m4!.court], ['on_deck', 2]);
});

test('planning a 496-match round robin on 16 courts stays fast', () => {
  const t = tournament(16, 32);
  for (let i = 1; i <= 32; i++) for (let j = i + 1; j <= 32; j++) add(t, `m${i}-${j}`, i, j);
  const started = performance.now();
  runCourts(t, NOW);
  const planned = planQueue(t, NOW);
  const ms = performance.now() - started;
  assert.is(planned.length, 496 - 16);
  assert.ok(ms < 1000, `planning took ${Math.round(ms)} ms`);
});

test('avgMatchMin is 20 before any timed match, then the rounded mean, never below 1', () => {
  const t = tournament(1, 2);
  assert.is(avgMatchMin(t), 20);
  t.playedCount = 2;
  t.playedMs = 29 * MIN;
  assert.is(avgMatchMin(t), 15);
  t.playedCount = 3;
  t.playedMs = 40 * MIN;
  assert.is(avgMatchMin(t), 13);
  t.playedCount = 4;
  t.playedMs = 40_000;
  assert.is(avgMatchMin(t), 1);
});

// ---- pushback ----

test('pushback moves a match two places later among the waiting matches', () => {
  const t = tournament(1, 12);
  add(t, 'm1', 1, 2);
  add(t, 'm2', 3, 4);
  add(t, 'm3', 5, 6);
  add(t, 'm4', 7, 8);
  assert.is(pushback(t, 'm1'), null);
  assert.equal(t.queue, ['m2', 'm3', 'm1', 'm4']);
});

test('pushback does not count live or decided matches as places', () => {
  const t = tournament(1, 12);
  add(t, 'm1', 1, 2);
  add(t, 'm2', 3, 4, { status: 'final' });
  add(t, 'm3', 5, 6);
  add(t, 'm4', 7, 8);
  add(t, 'm5', 9, 10);
  add(t, 'm6', 11, 12);
  putLive(t, 'm4', 1, 2);
  assert.is(pushback(t, 'm1'), null);
  assert.equal(t.queue, ['m2', 'm3', 'm4', 'm5', 'm1', 'm6']);
});

test('pushback of the next-to-last waiting match puts it last, and the last one is refused', () => {
  const t = tournament(1, 6);
  add(t, 'm1', 1, 2);
  add(t, 'm2', 3, 4);
  add(t, 'm3', 5, 6, { status: 'void' });
  assert.is(pushback(t, 'm1'), null);
  assert.equal(t.queue, ['m2', 'm1', 'm3']);
  assert.is(pushback(t, 'm1')?.error, 'Sand Sharks vs Dig Dug is already last in the queue.');
  assert.equal(t.queue, ['m2', 'm1', 'm3']);
});

test('pushback refuses a live match, a decided match and an unknown one', () => {
  const t = tournament(1, 6);
  add(t, 'm1', 1, 2);
  add(t, 'm2', 3, 4, { status: 'forfeit' });
  add(t, 'm3', 5, 6);
  putLive(t, 'm1', 1, 1);
  assert.is(pushback(t, 'm1')?.error, 'A live match cannot be pushed back.');
  assert.match(pushback(t, 'm2')?.error ?? '', /already decided/);
  assert.match(pushback(t, 'nope')?.error ?? '', /There is no match nope/);
  assert.equal(t.queue, ['m1', 'm2', 'm3']);
});

test('a pushed-back on-deck match returns to pending and the next run puts another on deck', () => {
  const t = tournament(1, 8);
  add(t, 'm1', 1, 2);
  add(t, 'm2', 3, 4);
  add(t, 'm3', 5, 6);
  add(t, 'm4', 7, 8);
  runCourts(t, NOW);
  assert.is(t.matches.m2!.status, 'on_deck');
  assert.is(pushback(t, 'm2'), null);
  assert.equal([t.matches.m2!.status, t.matches.m2!.court], ['pending', null]);
  assert.equal(t.queue, ['m1', 'm3', 'm4', 'm2']);
  runCourts(t, NOW + MIN);
  assert.equal(statuses(t), { m1: 'live', m3: 'on_deck', m4: 'pending', m2: 'pending' });
});

// ---- swap ----

test('swap to a court with a live match exchanges the two courts', () => {
  const t = tournament(3, 4);
  add(t, 'm1', 1, 2);
  add(t, 'm2', 3, 4);
  putLive(t, 'm1', 1, 3);
  putLive(t, 'm2', 2, 4);
  assert.is(swap(t, 'm1', 2), null);
  assert.equal(onCourts(t), ['m2', 'm1', null]);
  assert.equal([t.matches.m1!.court, t.matches.m2!.court], [2, 1]);
});

test('swap to an idle open court moves the match and frees its old court for the next run', () => {
  const t = tournament(2, 4);
  add(t, 'm1', 1, 2);
  add(t, 'm2', 3, 4);
  putLive(t, 'm1', 1, 3);
  setCourtStatus(t, 1, 'pause', 'lines');
  setCourtStatus(t, 2, 'pause', '');
  setCourtStatus(t, 2, 'resume', '');
  assert.is(swap(t, 'm1', 2), null);
  assert.equal(onCourts(t), [null, 'm1']);
  assert.is(t.matches.m1!.court, 2);
  setCourtStatus(t, 1, 'resume', '');
  runCourts(t, NOW);
  assert.equal(onCourts(t), ['m2', 'm1']);
});

test('swap refuses a paused court, the same court, a court out of range and a match not live', () => {
  const t = tournament(3, 6);
  add(t, 'm1', 1, 2);
  add(t, 'm2', 3, 4);
  add(t, 'm3', 5, 6);
  putLive(t, 'm1', 1, 3);
  putLive(t, 'm2', 2, 4);
  setCourtStatus(t, 2, 'pause', 'wet');
  assert.is(swap(t, 'm1', 2)?.error, 'Court 2 is paused; resume it or choose an open court.');
  assert.is(swap(t, 'm1', 1)?.error, 'Sand Sharks vs Dig Dug is already on court 1.');
  assert.is(swap(t, 'm1', 4)?.error, 'Court 4 does not exist; choose a court from 1 to 3.');
  assert.match(swap(t, 'm1', 0)?.error ?? '', /Court 0 does not exist/);
  assert.match(swap(t, 'm3', 3)?.error ?? '', /is not being played/);
  assert.equal(onCourts(t), ['m1', 'm2', null]);
});

// ---- court status ----

test('pausing stores the trimmed reason (empty means none) and resuming clears it', () => {
  const t = tournament(2, 2);
  assert.is(setCourtStatus(t, 1, 'pause', '  net down  '), null);
  assert.equal([t.courts[0]!.status, t.courts[0]!.reason], ['paused', 'net down']);
  assert.is(setCourtStatus(t, 2, 'pause', '   '), null);
  assert.is(t.courts[1]!.reason, null);
  assert.is(setCourtStatus(t, 1, 'resume', 'ignored'), null);
  assert.equal([t.courts[0]!.status, t.courts[0]!.reason], ['open', null]);
});

test('pausing a paused court, resuming an open one or naming a missing court is refused', () => {
  const t = tournament(2, 2);
  setCourtStatus(t, 1, 'pause', 'x');
  assert.match(setCourtStatus(t, 1, 'pause', 'y')?.error ?? '', /Court 1 is already paused/);
  assert.is(t.courts[0]!.reason, 'x');
  assert.is(setCourtStatus(t, 2, 'resume', '')?.error, 'Court 2 is already open.');
  assert.is(setCourtStatus(t, 3, 'pause', '')?.error, 'Court 3 does not exist; choose a court from 1 to 2.');
});

// ---- property ----

type Op = { kind: 'decide'; pick: number } | { kind: 'pause' | 'resume'; court: number } | { kind: 'swap'; pick: number; court: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('decide' as const), pick: fc.nat(50) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constantFrom('pause' as const, 'resume' as const), court: fc.integer({ min: 1, max: 6 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('swap' as const), pick: fc.nat(50), court: fc.integer({ min: 1, max: 6 }) }) },
);

test('property: no team is ever on two courts and courts and live matches always match up', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 6 }),
      fc.integer({ min: 2, max: 12 }),
      fc.array(fc.tuple(fc.nat(11), fc.nat(11)), { minLength: 1, maxLength: 40 }),
      fc.array(opArb, { minLength: 1, maxLength: 60 }),
      (courts, teams, pairs, ops) => {
        const t = tournament(courts, teams);
        pairs.forEach(([x, y], i) => {
          const a = (x % teams) + 1;
          const b = (((y % (teams - 1)) + a) % teams) + 1; // never equal to a
          add(t, `m${i}`, a, b, { round: i });
        });
        let now = NOW;
        runCourts(t, now);
        checkInvariants(t, new Set());
        for (const op of ops) {
          now += 3 * MIN;
          const live = t.queue.filter((id) => t.matches[id]!.status === 'live');
          if (op.kind === 'decide' && live.length > 0) finish(t, live[op.pick % live.length]!);
          if (op.kind === 'swap' && live.length > 0) swap(t, live[op.pick % live.length]!, ((op.court - 1) % courts) + 1);
          if (op.kind === 'pause' || op.kind === 'resume') setCourtStatus(t, ((op.court - 1) % courts) + 1, op.kind, '');
          const pausedIdle = new Set(t.courts.filter((c) => c.status === 'paused' && c.match === null).map((c) => c.court));
          runCourts(t, now);
          checkInvariants(t, pausedIdle);
        }
      },
    ),
    { numRuns: 300 },
  );
});

test.run();
