import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { blankMatch, isDecided, loserOf } from '../../../shared/engine/match.js';

test('a new match is pending with no sides', () => {
  const m = blankMatch('W1-1', 'bracket', 1);
  assert.is(m.status, 'pending');
  assert.is(m.a, null);
  assert.not.ok(isDecided(m));
});

test('the loser of a decided match is the side that did not win', () => {
  const m = blankMatch('x', 'pool', 1, { a: 't1', b: 't2', winner: 't2', status: 'final' });
  assert.is(loserOf(m), 't1');
});

test.run();
