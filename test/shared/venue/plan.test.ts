import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { onDeckOf, planOf, planVenue } from '../../../shared/venue/plan.js';
import type { VenuePlanEntry } from '../../../shared/venue/types.js';
import { MIN, NOW, add, finish, putLive } from '../../fixtures/courts.js';
import { division, statesOf, venue } from '../../fixtures/venue.js';

const names = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => [`${prefix} ${i + 1}a`, `${prefix} ${i + 1}b`]);
const brief = (plan: VenuePlanEntry[]) => plan.map((e) => `${e.division}:${e.match}@${e.court}+${e.etaMin}${e.tentative ? '?' : ''}`);

test("a division's estimates count the other divisions' matches on the shared courts", () => {
  const men = division('men', 1, names(4, 'M'));
  const women = division('women', 1, names(4, 'W'));
  add(men, 'm1', 1, 2);
  putLive(men, 'm1', 1, 5);
  add(men, 'm2', 3, 4);
  add(women, 'w1', 1, 2);
  add(women, 'w2', 3, 4);
  // Court 1 frees at 15; every match left has been ready since the start and no division has another court going,
  // so the event's order breaks the tie. The women's estimates count the men's match before theirs.
  assert.equal(brief(planVenue(venue([men, women]), statesOf(men, women), NOW)), ['men:m2@1+15', 'women:w1@1+35', 'women:w2@1+55']);
});

test("each match is planned with its own division's average length", () => {
  const quick = division('quick', 1, names(4, 'Q'));
  quick.playedCount = 2;
  quick.playedMs = 20 * MIN;
  const slow = division('slow', 1, names(4, 'S'));
  add(quick, 'q1', 1, 2);
  add(quick, 'q2', 3, 4);
  add(slow, 's1', 1, 2);
  assert.equal(brief(planVenue(venue([quick, slow]), statesOf(quick, slow), NOW)), ['quick:q1@1+0', 'quick:q2@1+10', 'slow:s1@1+20']);
});

test('a team rests restMin after its planned match; the court takes another division meanwhile', () => {
  const a = division('a', 1, names(3, 'A'));
  const b = division('b', 1, names(2, 'B'));
  add(a, 'a1', 1, 2);
  putLive(a, 'a1', 1, 0);
  add(a, 'a2', 1, 3);
  add(b, 'b1', 1, 2);
  assert.equal(brief(planVenue(venue([a, b], { restMin: 10 }), statesOf(a, b), NOW)), ['b:b1@1+20', 'a:a2@1+40']);
  // With rest longer than another match, a2 waits past the court's free minute.
  const plan = planVenue(venue([a], { restMin: 30 }), statesOf(a), NOW);
  assert.equal(brief(plan), ['a:a2@1+50']);
});

test('the rest still owed from a match in the state delays the plan', () => {
  const a = division('a', 2, names(3, 'A'));
  add(a, 'a1', 1, 2);
  putLive(a, 'a1', 1, 20);
  finish(a, 'a1');
  a.matches.a1!.endedAt = NOW - 3 * MIN;
  add(a, 'a2', 1, 3);
  assert.equal(brief(planVenue(venue([a], { restMin: 5 }), statesOf(a), NOW)), ['a:a2@1+2']);
});

test("a shared player's match in one division is planned after the player's match in another ends", () => {
  const men = division('men', 2, [
    ['Ana Díaz', 'Bo'],
    ['Cy', 'Di'],
  ]);
  const coed = division('coed', 2, [
    ['ana diaz', 'Ed'],
    ['Fa', 'Gu'],
  ]);
  add(men, 'm1', 1, 2);
  putLive(men, 'm1', 1, 8);
  add(coed, 'c1', 1, 2);
  assert.equal(brief(planVenue(venue([men, coed]), statesOf(men, coed), NOW)), ['coed:c1@2+12']);
});

test('paused courts and courts a division may not use plan nothing of it', () => {
  const a = division('a', 3, names(6, 'A'));
  add(a, 'a1', 1, 2);
  add(a, 'a2', 3, 4);
  add(a, 'a3', 5, 6);
  const plan = planVenue(venue([a], { paused: [2], courts: { a: [1, 2] } }), statesOf(a), NOW);
  assert.equal(brief(plan), ['a:a1@1+0', 'a:a2@1+20', 'a:a3@1+40']);
});

test('a match waiting on a live match is tentative, and is never on deck; the first certain match of each court is', () => {
  const a = division('a', 2, names(4, 'A'));
  add(a, 's1', 1, 2, { stage: 'bracket', feeds: 'f', feedsSide: 'A' });
  putLive(a, 's1', 1, 5);
  add(a, 'f', null, 3, { stage: 'final' });
  add(a, 'x', 3, 4);
  const plan = planVenue(venue([a], { courtCount: 2 }), statesOf(a), NOW);
  assert.equal(brief(plan), ['a:x@2+0', 'a:f@1+20?']);
  assert.equal(brief(onDeckOf(plan)), ['a:x@2+0']);
});

test("a division's share of the plan comes in its own queue order", () => {
  const a = division('a', 2, names(6, 'A'));
  add(a, 'a1', 1, 2);
  putLive(a, 'a1', 1, 15);
  add(a, 'a2', 3, 4);
  add(a, 'a3', 5, 6);
  a.queue = ['a1', 'a3', 'a2'];
  const b = division('b', 2, names(2, 'B'));
  add(b, 'b1', 1, 2);
  const plan = planVenue(venue([a, b]), statesOf(a, b), NOW);
  // Idle court 2 goes to b (no court going) before a (one); a3 comes before a2 as a's queue says.
  assert.equal(brief(plan), ['b:b1@2+0', 'a:a3@1+5', 'a:a2@2+20']);
  assert.equal(brief(planOf(plan, a)), ['a:a3@1+5', 'a:a2@2+20']);
});

test('a match still on court in a division that is no longer live holds its court and its players in the plan', () => {
  const done = division('done', 1, [['Ana Díaz'], ['Bo']]);
  add(done, 'd1', 1, 2);
  putLive(done, 'd1', 1, 5);
  done.phase = 'closed';
  const coed = division('coed', 1, [['ana diaz'], ['Cy'], ['Di'], ['Ed']]);
  add(coed, 'c1', 3, 4);
  add(coed, 'c2', 1, 2);
  assert.equal(brief(planVenue(venue([done, coed]), statesOf(done, coed), NOW)), ['coed:c1@1+15', 'coed:c2@1+35']);
});

test.run();
