import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BusyPlayers, onCourt, playerKey, playerLinks, unlinkSet } from '../../../shared/venue/players.js';
import { add, putLive } from '../../fixtures/courts.js';
import { division, statesOf, venue } from '../../fixtures/venue.js';

test('player names match with case, spacing and diacritics ignored', () => {
  const key = playerKey('José Díaz');
  for (const same of ['jose diaz', 'JOSÉ  DÍAZ', ' Jose\u00a0Diaz ', 'JoseDiaz', 'Jose\u200bDiaz', 'José Díaz'.normalize('NFD')]) {
    assert.is(playerKey(same), key, same);
  }
  assert.is(playerKey('Łukasz Søren'), playerKey('lukasz soren'));
  assert.is(playerKey('Straße'), playerKey('STRASSE'));
  assert.is.not(playerKey('José Díaz'), playerKey('José Díez'));
});

test('marks that spell another name in other scripts are kept: two Hindi names stay apart', () => {
  // कि (ki) and कु (ku) differ only by a vowel sign, which is a mark: they are different names.
  assert.is.not(playerKey('कि'), playerKey('कु'));
  assert.is.not(playerKey('か'), playerKey('が'));
});

test('a name of only spaces links to no one', () => {
  const busy = new BusyPlayers(new Set());
  const a = division('a', 2, [['  '], ['X']]);
  const b = division('b', 2, [['  '], ['Y']]);
  busy.add('a', a.teams.t1!);
  assert.is(busy.clash('b', b.teams.t1!), null);
});

test('the same name on two teams of two divisions is one person, on court in one division and busy in the other', () => {
  const men = division('men', 3, [
    ['Ana Díaz', 'Bo'],
    ['Cy', 'Di'],
  ]);
  const coed = division('coed', 3, [
    ['ana diaz', 'Ed'],
    ['Fa', 'Gu'],
  ]);
  add(men, 'm1', 1, 2);
  putLive(men, 'm1', 1, 5);
  const busy = onCourt(venue([men, coed]), statesOf(men, coed));
  assert.equal(busy.clash('coed', coed.teams.t1!), {
    player: { division: 'coed', team: 't1', index: 0 },
    busy: { division: 'men', team: 't1', index: 0 },
  });
  assert.is(busy.clash('coed', coed.teams.t2!), null);
});

test('an unlinked pair is two people: neither makes the other busy, other links of the same name still hold', () => {
  const a = division('a', 2, [['Alex Kim'], ['Z']]);
  const b = division('b', 2, [['alex kim'], ['Y']]);
  const c = division('c', 2, [['ALEX KIM'], ['W']]);
  const unlinked = unlinkSet([{ a: { division: 'b', team: 't1', index: 0 }, b: { division: 'a', team: 't1', index: 0 } }]);
  const busy = new BusyPlayers(unlinked);
  busy.add('a', a.teams.t1!);
  assert.is(busy.clash('b', b.teams.t1!), null, 'unlinked in either order');
  assert.ok(busy.clash('c', c.teams.t1!), 'the third Alex Kim is still taken for the first');
});

test('players of two teams of the same division with one name are linked too; two slots of one team are not', () => {
  const t = division('a', 2, [
    ['Sam Lee', 'sam lee'],
    ['SAM LEE', 'Z'],
  ]);
  const busy = new BusyPlayers(new Set());
  busy.add('a', t.teams.t1!);
  assert.ok(busy.clash('a', t.teams.t2!));
  const self = new BusyPlayers(new Set());
  self.add('a', t.teams.t2!);
  assert.is(self.clash('a', t.teams.t2!), null);
});

test('freeAt is the latest end among the busy players a team is linked to', () => {
  const a = division('a', 2, [
    ['P', 'Q'],
    ['R', 'S'],
  ]);
  const b = division('b', 2, [
    ['p', 'q'],
    ['x', 'y'],
  ]);
  const busy = new BusyPlayers(new Set());
  busy.add('a', a.teams.t1!, 12);
  busy.add('a', a.teams.t2!, 30);
  assert.is(busy.freeAt('b', b.teams.t1!), 12);
  assert.is(busy.freeAt('b', b.teams.t2!), 0);
});

test('the desk lists every detected link once, with the unlinked ones marked, withdrawn teams left out', () => {
  const a = division('a', 2, [['Ana Díaz', 'Bo'], ['Cy']]);
  const b = division('b', 2, [['ana diaz'], ['bo'], ['Cy']]);
  b.teams.t3!.status = 'withdrawn';
  const event = venue([a, b], { unlinks: [{ a: { division: 'a', team: 't1', index: 1 }, b: { division: 'b', team: 't2', index: 0 } }] });
  assert.equal(playerLinks(event, statesOf(a, b)), [
    { name: 'Ana Díaz', a: { division: 'a', team: 't1', index: 0 }, b: { division: 'b', team: 't1', index: 0 }, unlinked: false },
    { name: 'Bo', a: { division: 'a', team: 't1', index: 1 }, b: { division: 'b', team: 't2', index: 0 }, unlinked: true },
  ]);
});

test.run();
