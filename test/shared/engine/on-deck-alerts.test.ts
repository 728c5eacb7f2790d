// On-deck calls follow the court: a match moved to another court while on deck is
// called again naming the new court, and the pages' current alerts show one call per match, the newest.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { pushback, runCourts, setCourtStatus, swap } from '../../../shared/engine/courts.js';
import { project } from '../../../shared/public/project.js';
import type { Tournament } from '../../../shared/engine/types.js';
import { currentAlerts } from '../../../shared/view/format.js';
import { teamNext } from '../../../shared/view/team-view.js';
import { MIN, NOW, add, finish, putLive, tournament } from '../../fixtures/courts.js';

/** The texts of the on-deck calls for `match`, newest first. */
const callsFor = (t: Tournament, match: string): string[] =>
  t.alerts.filter((a) => a.kind === 'on_deck' && a.match === match).map((a) => a.text);
const courtOf = (text: string): number => Number(/: on deck, court (\d+),/.exec(text)?.[1]);

/** The public document, with every match in one pool so that the document lists each match and its status. */
function publicOf(t: Tournament, now: number): ReturnType<typeof project> {
  t.pools = [{ id: 'A', teamIds: Object.keys(t.teams) }];
  for (const m of Object.values(t.matches)) m.poolId = 'A';
  return project(t, now);
}

/**
 * Two busy courts: court 1 frees in 15 min, court 2 in 20. Queue m3 (Ace Ventura vs Side Out), m4 (Spike Lee
 * vs Bump Set), m5 (Kill Shot vs Pancakes): m3 goes on deck for court 1, m4 for court 2.
 */
function twoBusyCourts(): Tournament {
  const t = tournament(2, 10);
  add(t, 'm1', 1, 2);
  add(t, 'm2', 3, 4);
  add(t, 'm3', 5, 6);
  add(t, 'm4', 7, 8);
  add(t, 'm5', 9, 10);
  putLive(t, 'm1', 1, 5);
  putLive(t, 'm2', 2, 0);
  runCourts(t, NOW);
  return t;
}

test('the fixture: each busy court has its next match on deck and called', () => {
  const t = twoBusyCourts();
  assert.equal(callsFor(t, 'm3'), ['Ace Ventura vs Side Out: on deck, court 1, about 15 min']);
  assert.equal(callsFor(t, 'm4'), ['Spike Lee vs Bump Set: on deck, court 2, about 20 min']);
});

test('a pushback that moves another on-deck match to a new court calls that match again, naming the new court; the new call replaces the old', () => {
  const t = twoBusyCourts();
  assert.is(pushback(t, 'm3'), null);
  const events = runCourts(t, NOW);
  const m4 = t.matches.m4!;
  assert.equal([m4.status, m4.court], ['on_deck', 1]);
  assert.equal(callsFor(t, 'm4'), ['Spike Lee vs Bump Set: on deck, court 1, about 15 min']);
  assert.ok(
    events.some((e) => e.type === 'onDeck' && e.match === 'm4' && e.court === 1),
    'the move is an onDeck event for the new court',
  );
  assert.equal([t.matches.m5!.status, t.matches.m5!.court], ['on_deck', 2]);
  assert.equal(callsFor(t, 'm5'), ['Kill Shot vs Pancakes: on deck, court 2, about 20 min']);
});

test('a pushed-back match loses its call, and is called again when it comes back on deck', () => {
  const t = twoBusyCourts();
  pushback(t, 'm3');
  runCourts(t, NOW);
  const m3 = t.matches.m3!;
  assert.equal([m3.status, m3.court, m3.alerted], ['pending', null, false]);

  // Court 1 frees first and takes m4, the match called for it; m3 is next for court 1, after m4.
  finish(t, 'm1');
  runCourts(t, NOW + 15 * MIN);
  assert.is(t.matches.m4!.status, 'live');
  assert.equal([m3.status, m3.court], ['on_deck', 1]);
  assert.equal(callsFor(t, 'm3'), ['Ace Ventura vs Side Out: on deck, court 1, about 20 min']);
});

test('a match already called to its court is not called again as the plan is recomputed', () => {
  const t = twoBusyCourts();
  pushback(t, 'm3');
  runCourts(t, NOW);
  const alerts = t.alerts.length;
  assert.equal(runCourts(t, NOW + MIN), []);
  assert.equal(runCourts(t, NOW + 4 * MIN), []);
  assert.is(t.alerts.length, alerts);
});

test('swapping live matches between courts calls the on-deck matches again for the courts they now go to', () => {
  const t = twoBusyCourts();
  assert.is(swap(t, 'm1', 2), null);
  runCourts(t, NOW);
  assert.equal([t.matches.m3!.court, t.matches.m4!.court], [2, 1]);
  assert.is(courtOf(callsFor(t, 'm3')[0]!), 2);
  assert.is(courtOf(callsFor(t, 'm4')[0]!), 1);
});

test('pausing a court moves its on-deck match to an open court and calls it there', () => {
  const t = twoBusyCourts();
  assert.is(setCourtStatus(t, 2, 'pause', 'net down'), null);
  runCourts(t, NOW);
  assert.equal([t.matches.m3!.status, t.matches.m3!.court], ['on_deck', 1]);
  assert.equal([t.matches.m4!.status, t.matches.m4!.court], ['pending', null]);
  assert.equal(callsFor(t, 'm3').length, 1, 'm3 stays called for court 1 once');
});

test('the public document shows one current call per match, naming the court the team page names', () => {
  const t = twoBusyCourts();
  pushback(t, 'm3');
  runCourts(t, NOW);
  const pub = publicOf(t, NOW);
  const current = currentAlerts(pub).filter((a) => a.kind === 'on_deck');
  assert.equal(
    current.map((a) => a.text),
    ['Kill Shot vs Pancakes: on deck, court 2, about 20 min', 'Spike Lee vs Bump Set: on deck, court 1, about 15 min'],
  );
  const next = teamNext(pub, 't7');
  assert.is(next.kind, 'onDeck');
  assert.is(next.kind === 'onDeck' ? next.entry.court : 0, 1);
  assert.not.ok(
    currentAlerts(pub).some((a) => a.match === 'm3'),
    'the pushed-back match is no longer on deck: its call is not current',
  );
});

test('current alerts keep every broadcast and drop calls for matches that started', () => {
  const t = twoBusyCourts();
  t.alerts.unshift({ kind: 'broadcast', text: 'Pizza at noon', at: NOW, teams: [], match: null });
  finish(t, 'm1');
  runCourts(t, NOW + 15 * MIN);
  const current = currentAlerts(publicOf(t, NOW + 15 * MIN));
  assert.ok(current.some((a) => a.kind === 'broadcast' && a.text === 'Pizza at noon'));
  assert.not.ok(
    current.some((a) => a.match === 'm3'),
    'm3 is live on court 1: its call is over',
  );
});

test('a match running past the average does not take the next match from a court whose match ran over first', () => {
  const t = tournament(2, 8);
  add(t, 'm1', 1, 2);
  add(t, 'm2', 3, 4);
  add(t, 'm3', 5, 6);
  add(t, 'm4', 7, 8);
  putLive(t, 'm1', 1, 18);
  putLive(t, 'm2', 2, 22);
  runCourts(t, NOW);
  assert.equal([t.matches.m3!.court, t.matches.m4!.court], [2, 1], 'court 2 is overdue, court 1 has 2 minutes left');
  // Three minutes on, both are overdue (0 minutes left): court 2's match started first and keeps its place.
  assert.equal(runCourts(t, NOW + 3 * MIN), []);
  assert.equal([t.matches.m3!.court, t.matches.m4!.court], [2, 1]);
  assert.is(t.alerts.length, 2, 'nobody is called again');
});

test('a broadcast stays in the list while on-deck matches keep changing court', () => {
  const t = twoBusyCourts();
  t.alerts.unshift({ kind: 'broadcast', text: 'Pizza at noon', at: NOW, teams: [], match: null });
  for (let i = 0; i < 30; i++) {
    pushback(t, t.queue.find((id) => t.matches[id]!.status === 'on_deck')!);
    runCourts(t, NOW + i * MIN);
  }
  assert.ok(t.alerts.some((a) => a.kind === 'broadcast' && a.text === 'Pizza at noon'));
});

type Op = { kind: 'decide' | 'pushback' | 'swap' | 'pause' | 'resume' | 'wait'; pick: number; court: number };
const opArb: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom('decide', 'decide', 'pushback', 'pushback', 'swap', 'pause', 'resume', 'wait'),
  pick: fc.nat(50),
  court: fc.integer({ min: 1, max: 4 }),
});

test('property: every on-deck match was last called to its court, and no page shows two calls for one match', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 4 }),
      fc.integer({ min: 4, max: 12 }),
      fc.array(fc.tuple(fc.nat(11), fc.nat(11)), { minLength: 2, maxLength: 30 }),
      fc.array(opArb, { minLength: 1, maxLength: 40 }),
      (courts, teams, pairs, ops) => {
        const t = tournament(courts, teams);
        pairs.forEach(([x, y], i) => {
          const a = (x % teams) + 1;
          const b = (((y % (teams - 1)) + a) % teams) + 1;
          add(t, `m${i}`, a, b, { round: i });
        });
        let now = NOW;
        runCourts(t, now);
        for (const op of ops) {
          now += (op.kind === 'wait' ? 1 + (op.pick % 7) : 1) * MIN;
          const live = t.queue.filter((id) => t.matches[id]!.status === 'live');
          const waiting = t.queue.filter((id) => ['pending', 'on_deck'].includes(t.matches[id]!.status));
          const court = ((op.court - 1) % courts) + 1;
          if (op.kind === 'decide' && live.length > 0) finish(t, live[op.pick % live.length]!);
          if (op.kind === 'pushback' && waiting.length > 0) pushback(t, waiting[op.pick % waiting.length]!);
          if (op.kind === 'swap' && live.length > 0) swap(t, live[op.pick % live.length]!, court);
          if (op.kind === 'pause' || op.kind === 'resume') setCourtStatus(t, court, op.kind, '');
          runCourts(t, now);

          for (const m of Object.values(t.matches)) {
            if (m.status !== 'on_deck') continue;
            const newest = callsFor(t, m.id)[0];
            // The list keeps 20 alerts: an older call may have gone, never a wrong one shown.
            if (newest !== undefined) assert.is(courtOf(newest), m.court, `${m.id}'s newest call names another court`);
            else assert.ok(t.alerts.length === 20, `${m.id} is on deck but was never called`);
          }
          const listed = t.alerts.filter((a) => a.kind === 'on_deck').map((a) => a.match);
          assert.is(new Set(listed).size, listed.length, 'the alert list holds one call per match');
          const pub = publicOf(t, now);
          const calls = currentAlerts(pub).filter((a) => a.kind === 'on_deck');
          assert.is(new Set(calls.map((a) => a.match)).size, calls.length, 'two current calls for one match');
          for (const a of calls) {
            const entry = pub.upNext.find((e) => e.id === a.match);
            assert.is(entry?.status, 'on_deck', `a current call for ${a.match}, which is not on deck`);
            assert.is(courtOf(a.text), entry!.court, `the call for ${a.match} and the up-next list name different courts`);
          }
        }
      },
    ),
    { numRuns: 200 },
  );
});

test.run();
