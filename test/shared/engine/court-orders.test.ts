import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply } from '../../../shared/engine/apply.js';
import type { CourtOrders, Ctx, Tournament } from '../../../shared/engine/types.js';
import { NOW, add, onCourts, putLive, tournament } from '../../fixtures/courts.js';

const ctx = (orders?: CourtOrders): Ctx => ({ now: NOW, random: () => 0, ...(orders ? { courtOrders: () => orders } : {}) });
const tick = (t: Tournament, orders?: CourtOrders): Tournament => {
  const r = apply(t, { type: 'tick' }, ctx(orders));
  if (!r.ok) throw new Error(r.error);
  return r.state;
};
const fresh = (): Tournament => {
  const t = tournament(3, 6);
  add(t, 'm1', 1, 2);
  add(t, 'm2', 3, 4);
  add(t, 'm3', 5, 6);
  return t;
};

test('with court orders, the tournament fills no court by itself', () => {
  const t = tick(fresh(), { assign: [], onDeck: null });
  assert.equal(onCourts(t), [null, null, null]);
});

test('the ordered match goes live on the ordered court, whatever the queue says', () => {
  const t = tick(fresh(), { assign: [{ court: 3, match: 'm2' }], onDeck: null });
  assert.equal(onCourts(t), [null, null, 'm2']);
  assert.equal([t.matches.m2!.status, t.matches.m2!.court, t.matches.m2!.startedAt], ['live', 3, NOW]);
});

test('an order that no longer holds is skipped: a paused or taken court, a team already playing', () => {
  const t = fresh();
  add(t, 'm4', 1, 3);
  putLive(t, 'm1', 1, 5);
  t.courts[1]!.status = 'paused';
  const after = tick(t, {
    assign: [
      { court: 1, match: 'm2' },
      { court: 2, match: 'm2' },
      { court: 3, match: 'm4' },
    ],
    onDeck: null,
  });
  assert.equal(onCourts(after), ['m1', null, null]);
});

test('on-deck orders mark and call the match with the wait they give; other marks are taken back', () => {
  const t = tick(fresh(), { assign: [{ court: 1, match: 'm1' }], onDeck: [{ court: 1, match: 'm3', etaMin: 17 }] });
  assert.equal([t.matches.m3!.status, t.matches.m3!.court], ['on_deck', 1]);
  assert.is(t.alerts[0]!.text, 'Ace Ventura vs Side Out: on deck, court 1, about 17 min');
  const kept = tick(t, { assign: [], onDeck: null });
  assert.is(kept.matches.m3!.status, 'on_deck', 'null keeps the marks');
  const cleared = tick(t, { assign: [], onDeck: [] });
  assert.equal([cleared.matches.m3!.status, cleared.matches.m3!.court], ['pending', null]);
});

test('a court whose match is no longer live is freed under orders too', () => {
  const t = fresh();
  putLive(t, 'm1', 1, 5);
  t.matches.m1!.status = 'final';
  const after = tick(t, { assign: [], onDeck: null });
  assert.equal(onCourts(after), [null, null, null]);
});

test('a live score under orders asks for none: it frees no court and readies no match', () => {
  const t = fresh();
  putLive(t, 'm1', 1, 5);
  let asked = 0;
  const r = apply(
    t,
    { type: 'keeperLive', court: 1, match: 'm1', a: 3, b: 1, sets: [] },
    {
      now: NOW,
      random: () => 0,
      courtOrders: () => {
        asked++;
        return { assign: [{ court: 2, match: 'm2' }], onDeck: [] };
      },
    },
  );
  assert.ok(r.ok);
  assert.is(asked, 0);
  if (r.ok)
    assert.equal(
      [onCourts(r.state), r.state.matches.m1!.live],
      [
        ['m1', null, null],
        [3, 1],
      ],
    );
});

test('without court orders the engine is as before: the queue fills the courts', () => {
  assert.equal(onCourts(tick(fresh())), ['m1', 'm2', 'm3']);
});

test.run();
