import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { onCourt } from '../../../shared/venue/players.js';
import { divisionView, notReady, readySince, waitSentence, type Floor } from '../../../shared/venue/readiness.js';
import { MIN, NOW, add, finish, putLive } from '../../fixtures/courts.js';
import { division, statesOf, venue } from '../../fixtures/venue.js';

const names = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => [`${prefix} ${i + 1}a`, `${prefix} ${i + 1}b`]);

test('a match is not ready until both teams are known', () => {
  const t = division('a', 2, names(4, 'A'));
  const m = add(t, 'm1', 1, null);
  const v = divisionView({ slug: 'a', courts: [1, 2] }, t, 0);
  const floor: Floor = { liveTeams: new Set(), busy: onCourt(venue([t]), statesOf(t)), restMin: 0, now: NOW };
  assert.equal(notReady(v, m, floor), { why: 'sides' });
});

test('a team on court in its division holds its next match back', () => {
  const t = division('a', 2, names(4, 'A'));
  add(t, 'm1', 1, 2);
  const m2 = add(t, 'm2', 1, 3);
  putLive(t, 'm1', 1, 3);
  const v = divisionView({ slug: 'a', courts: [1, 2] }, t, 0);
  const floor: Floor = { liveTeams: new Set(['t1', 't2']), busy: onCourt(venue([t]), statesOf(t)), restMin: 0, now: NOW };
  assert.equal(notReady(v, m2, floor), { why: 'team', team: 't1' });
});

test('a team rests restMin minutes after its last played match, counted from its end', () => {
  const t = division('a', 2, names(4, 'A'));
  add(t, 'm1', 1, 2);
  const m2 = add(t, 'm2', 1, 3);
  putLive(t, 'm1', 1, 20);
  finish(t, 'm1');
  t.matches.m1!.endedAt = NOW - 4 * MIN;
  const v = divisionView({ slug: 'a', courts: [1, 2] }, t, 0);
  const floor = (restMin: number, now: number): Floor => ({ liveTeams: new Set(), busy: onCourt(venue([t]), statesOf(t)), restMin, now });
  assert.equal(notReady(v, m2, floor(10, NOW)), { why: 'rest', team: 't1', until: NOW + 6 * MIN });
  assert.is(notReady(v, m2, floor(10, NOW + 6 * MIN)), null, 'ready the minute the rest is over');
  assert.is(notReady(v, m2, floor(0, NOW)), null, 'no rest asked: ready at once');
});

test('a walkover or a bye gives no rest: only played matches count', () => {
  const t = division('a', 2, names(4, 'A'));
  add(t, 'm1', 1, 2, { status: 'forfeit', winner: 't1', forfeitBy: 't2', endedAt: NOW });
  const m2 = add(t, 'm2', 1, 3);
  const v = divisionView({ slug: 'a', courts: [1, 2] }, t, 0);
  assert.is(notReady(v, m2, { liveTeams: new Set(), busy: onCourt(venue([t]), statesOf(t)), restMin: 30, now: NOW }), null);
  add(t, 'm0', 1, 4, { status: 'forfeit', winner: 't1', forfeitBy: 't4', startedAt: NOW - 9 * MIN, endedAt: NOW - MIN });
  // A forfeit given up on court was played until then. (A new state object: what the venue reads is kept per state.)
  const after = divisionView({ slug: 'a', courts: [1, 2] }, { ...t }, 0);
  assert.equal(notReady(after, m2, { liveTeams: new Set(), busy: onCourt(venue([t]), statesOf(t)), restMin: 30, now: NOW }), {
    why: 'rest',
    team: 't1',
    until: NOW + 29 * MIN,
  });
});

test('a match waits while one of its players is on court in another division', () => {
  const men = division('men', 2, [
    ['Ana Díaz', 'Bo'],
    ['Cy', 'Di'],
  ]);
  const coed = division('coed', 2, [
    ['ana diaz', 'Ed'],
    ['Fa', 'Gu'],
  ]);
  add(men, 'm1', 1, 2);
  putLive(men, 'm1', 1, 5);
  const m = add(coed, 'm1', 1, 2);
  const v = divisionView({ slug: 'coed', courts: [1, 2] }, coed, 1);
  const busy = onCourt(venue([men, coed]), statesOf(men, coed));
  assert.equal(notReady(v, m, { liveTeams: new Set(), busy, restMin: 0, now: NOW }), {
    why: 'player',
    player: { division: 'coed', team: 't1', index: 0 },
    busy: { division: 'men', team: 't1', index: 0 },
  });
});

test('ready since is the later of the teams’ rest ends and the end of the matches that fed it; 0 for a first match', () => {
  const t = division('a', 2, names(4, 'A'));
  add(t, 's1', 1, 2, {
    stage: 'bracket',
    status: 'final',
    winner: 't1',
    feeds: 'f',
    feedsSide: 'A',
    startedAt: NOW - 30 * MIN,
    endedAt: NOW - 10 * MIN,
  });
  add(t, 's2', 3, 4, {
    stage: 'bracket',
    status: 'final',
    winner: 't3',
    feeds: 'f',
    feedsSide: 'B',
    startedAt: NOW - 25 * MIN,
    endedAt: NOW - 5 * MIN,
  });
  const f = add(t, 'f', 1, 3, { stage: 'final' });
  const v = divisionView({ slug: 'a', courts: [1, 2] }, t, 0);
  assert.is(readySince(v, f, 0), NOW - 5 * MIN);
  assert.is(readySince(v, f, 3), NOW - 2 * MIN, 'rest moves it on');
  const fresh = division('b', 2, names(4, 'B'));
  add(fresh, 'm1', 1, 2);
  assert.is(readySince(divisionView({ slug: 'b', courts: [1] }, fresh, 0), fresh.matches.m1!, 10), 0);
});

test('a wait is said in a sentence; a public page never names the player', () => {
  const men = division('men', 2, [
    ['Ana Díaz', 'Bo'],
    ['Cy', 'Di'],
  ]);
  men.name = "Men's Open";
  const coed = division('coed', 2, [
    ['ana diaz', 'Ed'],
    ['Fa', 'Gu'],
  ]);
  add(men, 'm1', 1, 2);
  putLive(men, 'm1', 2, 5);
  const states = statesOf(men, coed);
  const why = {
    why: 'player',
    player: { division: 'coed', team: 't1', index: 0 },
    busy: { division: 'men', team: 't1', index: 0 },
  } as const;
  assert.is(waitSentence(why, states, 'coed', NOW, 'desk'), "ana diaz (Sand Sharks) is playing on court 2 in Men's Open.");
  assert.is(waitSentence(why, states, 'coed', NOW, 'public'), "A player of Sand Sharks is playing on court 2 in Men's Open.");
  assert.is(
    waitSentence({ why: 'rest', team: 't2', until: NOW + 4 * MIN + 1 }, states, 'coed', NOW, 'public'),
    'Dig Dug rests 5 more minutes.',
  );
  assert.is(waitSentence({ why: 'team', team: 't1' }, states, 'men', NOW, 'public'), 'Sand Sharks is playing on court 2.');
  assert.is(waitSentence({ why: 'sides' }, states, 'men', NOW, 'public'), 'Its teams are not known yet.');
});

test.run();
