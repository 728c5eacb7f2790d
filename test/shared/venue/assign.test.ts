import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assignCourts, holders } from '../../../shared/venue/assign.js';
import { MIN, NOW, add, finish, putLive } from '../../fixtures/courts.js';
import { division, statesOf, venue } from '../../fixtures/venue.js';

const names = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => [`${prefix} ${i + 1}a`, `${prefix} ${i + 1}b`]);

test('a freed court takes a ready match of a division allowed on it, never of one that is not', () => {
  const men = division('men', 2, names(4, 'M'));
  const women = division('women', 2, names(4, 'W'));
  add(men, 'm1', 1, 2);
  add(women, 'm1', 1, 2);
  const event = venue([men, women], { courts: { men: [1], women: [2] } });
  assert.equal(assignCourts(event, statesOf(men, women), NOW), [
    { court: 1, division: 'men', match: 'm1' },
    { court: 2, division: 'women', match: 'm1' },
  ]);
});

test("a court held by another division's live match, a paused court, and a division not live take nothing", () => {
  const men = division('men', 3, names(4, 'M'));
  const women = division('women', 3, names(4, 'W'));
  const kids = division('kids', 3, names(4, 'K'));
  kids.phase = 'closed';
  add(men, 'm1', 1, 2);
  putLive(men, 'm1', 1, 5);
  add(women, 'w1', 1, 2);
  add(women, 'w2', 3, 4);
  add(kids, 'k1', 1, 2);
  const event = venue([men, women, kids], { paused: [2] });
  assert.equal(assignCourts(event, statesOf(men, women, kids), NOW), [{ court: 3, division: 'women', match: 'w1' }]);
  assert.equal([...holders(event, statesOf(men, women, kids)).values()], [{ court: 1, division: 'men', match: 'm1' }]);
});

test('across divisions, the match ready longest goes first: a team that finished earlier beats one that just finished', () => {
  const men = division('men', 1, names(4, 'M'));
  const women = division('women', 1, names(4, 'W'));
  add(men, 'x', 1, 2, { status: 'final', winner: 't1', startedAt: NOW - 30 * MIN, endedAt: NOW - MIN });
  add(men, 'm2', 1, 3);
  add(women, 'x', 1, 2, { status: 'final', winner: 't1', startedAt: NOW - 40 * MIN, endedAt: NOW - 15 * MIN });
  add(women, 'w2', 1, 3);
  assert.equal(assignCourts(venue([men, women]), statesOf(men, women), NOW), [{ court: 1, division: 'women', match: 'w2' }]);
});

test('at the start of the day, when every match is ready since 0, divisions take turns on the courts', () => {
  const a = division('a', 4, names(8, 'A'));
  const b = division('b', 4, names(8, 'B'));
  for (const t of [a, b]) for (let i = 1; i <= 4; i++) add(t, `p${i}`, 2 * i - 1, 2 * i);
  assert.equal(
    assignCourts(venue([a, b]), statesOf(a, b), NOW).map((x) => `${x.court}:${x.division}:${x.match}`),
    ['1:a:p1', '2:b:p1', '3:a:p2', '4:b:p2'],
  );
});

test("each division's queue order is kept: its first ready match goes, even if a later one has waited longer", () => {
  const a = division('a', 1, names(6, 'A'));
  add(a, 'old', 5, 6, { status: 'final', winner: 't5', startedAt: NOW - 20 * MIN, endedAt: NOW - 2 * MIN });
  add(a, 'first', 5, 6);
  add(a, 'second', 1, 2);
  assert.equal(assignCourts(venue([a]), statesOf(a), NOW), [{ court: 1, division: 'a', match: 'first' }]);
});

test('a match whose player is on court in another division is passed over for the next ready one of its division', () => {
  const men = division('men', 3, [
    ['Ana Díaz', 'Bo'],
    ['Cy', 'Di'],
    ['Ed', 'Fa'],
    ['Gu', 'Hu'],
  ]);
  const coed = division('coed', 3, [
    ['ANA DIAZ', 'Io'],
    ['Jo', 'Ku'],
    ['Lu', 'Mo'],
    ['Nu', 'Ob'],
  ]);
  add(men, 'm1', 1, 2);
  putLive(men, 'm1', 1, 5);
  add(coed, 'c1', 1, 2);
  add(coed, 'c2', 3, 4);
  const states = statesOf(men, coed);
  assert.equal(assignCourts(venue([men, coed], { courts: { men: [1], coed: [2, 3] } }), states, NOW), [
    { court: 2, division: 'coed', match: 'c2' },
  ]);
  const unlinked = venue([men, coed], {
    courts: { men: [1], coed: [2, 3] },
    unlinks: [{ a: { division: 'men', team: 't1', index: 0 }, b: { division: 'coed', team: 't1', index: 0 } }],
  });
  assert.equal(
    assignCourts(unlinked, states, NOW).map((x) => x.match),
    ['c1', 'c2'],
    'two different people: both play',
  );
});

test('a player assigned in this step is busy for the courts after it', () => {
  const a = division('a', 2, [['Sam Lee'], ['X']]);
  const b = division('b', 2, [['sam lee'], ['Y']]);
  add(a, 'a1', 1, 2);
  add(b, 'b1', 1, 2);
  assert.equal(assignCourts(venue([a, b]), statesOf(a, b), NOW), [{ court: 1, division: 'a', match: 'a1' }]);
});

test('a team still resting waits; a court stays free rather than break the rest', () => {
  const a = division('a', 1, names(3, 'A'));
  add(a, 'x', 1, 2);
  putLive(a, 'x', 1, 20);
  finish(a, 'x');
  a.matches.x!.endedAt = NOW - 2 * MIN;
  add(a, 'y', 1, 3);
  assert.equal(assignCourts(venue([a], { restMin: 5 }), statesOf(a), NOW), []);
  assert.equal(assignCourts(venue([a], { restMin: 5 }), statesOf(a), NOW + 3 * MIN), [{ court: 1, division: 'a', match: 'y' }]);
});

test("a court paused in a division's own state takes none of its matches, but another division's", () => {
  const a = division('a', 2, names(4, 'A'));
  const b = division('b', 2, names(4, 'B'));
  a.courts[0]!.status = 'paused';
  add(a, 'a1', 1, 2);
  add(b, 'b1', 1, 2);
  add(b, 'b2', 3, 4);
  assert.equal(assignCourts(venue([a, b]), statesOf(a, b), NOW), [
    { court: 1, division: 'b', match: 'b1' },
    { court: 2, division: 'a', match: 'a1' },
  ]);
});

test.run();
