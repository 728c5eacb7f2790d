import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply } from '../../../shared/engine/apply.js';
import type { Tournament } from '../../../shared/engine/types.js';
import { planVenue } from '../../../shared/venue/plan.js';
import { ordersChange, ordersFor, venueStep, withAssignments, withState, type VenueStep } from '../../../shared/venue/step.js';
import { MIN, NOW, add, onCourts, putLive } from '../../fixtures/courts.js';
import { division, statesOf, venue } from '../../fixtures/venue.js';

const names = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => [`${prefix} ${i + 1}a`, `${prefix} ${i + 1}b`]);

test("a final in one division frees a venue court that another division's match takes in the same write", () => {
  const men = division('men', 1, names(4, 'M'));
  const women = division('women', 1, names(4, 'W'));
  add(men, 'm1', 1, 2);
  putLive(men, 'm1', 1, 20);
  add(men, 'm2', 1, 3);
  // The women's teams finished an hour ago, the men's t1 just now: the women's match has been ready longer.
  add(women, 'x', 1, 2, { status: 'final', winner: 't1', startedAt: NOW - 90 * MIN, endedAt: NOW - 60 * MIN });
  add(women, 'w1', 1, 2);
  add(women, 'w2', 3, 4);
  const event = venue([men, women]);
  const states = new Map(statesOf(men, women));
  let step: VenueStep | undefined;
  const r = apply(
    men,
    { type: 'keeperFinal', court: 1, match: 'm1', sets: [[21, 15]] },
    {
      now: NOW,
      random: () => 0,
      courtOrders: (t) => {
        step = venueStep(event, withState(states, 'men', t), NOW);
        return ordersFor(step, 'men');
      },
    },
  );
  assert.ok(r.ok && step);
  if (!r.ok || !step) return;
  states.set('men', r.state);
  assert.equal(step.assign, [{ court: 1, division: 'women', match: 'w1' }]);
  const w = apply(women, { type: 'tick' }, { now: NOW, random: () => 0, courtOrders: () => ordersFor(step!, 'women') });
  assert.ok(w.ok);
  if (!w.ok) return;
  states.set('women', w.state);
  assert.equal([onCourts(states.get('men')!), onCourts(states.get('women')!)], [[null], ['w1']]);
  // Next on court 1: the women's w2, whose teams have not played yet, before the men's m2, whose t1 just finished.
  assert.equal(
    step.onDeck.map((e) => `${e.division}:${e.match}@${e.court}+${e.etaMin}`),
    ['women:w2@1+20'],
  );
  const after = states.get('women')!;
  assert.equal([after.matches.w2!.status, after.alerts[0]!.text], ['on_deck', 'Net Ninjas vs Block Party: on deck, court 1, about 20 min']);
  assert.is(states.get('men')!.matches.m2!.status, 'pending');
});

test('the state a write returns is planned as it is: a match the step put on court is not planned again', () => {
  const a = division('a', 2, names(6, 'A'));
  add(a, 'm1', 1, 2);
  putLive(a, 'm1', 1, 20);
  add(a, 'm2', 3, 4);
  putLive(a, 'm2', 2, 5);
  add(a, 'm3', 5, 6);
  add(a, 'm4', 1, 3);
  const event = venue([a]);
  const r = apply(
    a,
    { type: 'keeperFinal', court: 1, match: 'm1', sets: [[21, 15]] },
    {
      now: NOW,
      random: () => 0,
      courtOrders: (t) => ordersFor(venueStep(event, withState(statesOf(a), 'a', t), NOW), 'a'),
    },
  );
  assert.ok(r.ok);
  if (!r.ok) return;
  assert.equal(onCourts(r.state), ['m3', 'm2']);
  assert.equal(
    planVenue(event, statesOf(r.state), NOW).map((e) => e.match),
    ['m4'],
  );
});

test('orders that match the state change nothing; an assignment, a new mark or a stale court do', () => {
  const a = division('a', 2, names(6, 'A'));
  add(a, 'm1', 1, 2);
  putLive(a, 'm1', 1, 5);
  add(a, 'm2', 3, 4, { status: 'on_deck', court: 1, alerted: true });
  add(a, 'm3', 5, 6);
  const deck = [{ court: 1, match: 'm2', etaMin: 15 }];
  assert.is(ordersChange(a, { assign: [], onDeck: deck }), false);
  assert.is(ordersChange(a, { assign: [], onDeck: null }), false);
  assert.is(ordersChange(a, { assign: [{ court: 2, match: 'm3' }], onDeck: deck }), true);
  assert.is(ordersChange(a, { assign: [], onDeck: [{ court: 2, match: 'm2', etaMin: 0 }] }), true, 'the mark moves to court 2');
  assert.is(ordersChange(a, { assign: [], onDeck: [] }), true, 'the mark is taken back');
  a.matches.m1!.status = 'final';
  assert.is(ordersChange(a, { assign: [], onDeck: deck }), true, 'court 1 holds a match that is over');
});

test('orders give each division its own assignments and on-deck marks, empty for a division with none', () => {
  const step: VenueStep = {
    assign: [
      { court: 1, division: 'a', match: 'm1' },
      { court: 2, division: 'b', match: 'm1' },
    ],
    onDeck: [{ division: 'a', match: 'm3', court: 1, etaMin: 20, tentative: false }],
  };
  assert.equal(ordersFor(step, 'a'), { assign: [{ court: 1, match: 'm1' }], onDeck: [{ court: 1, match: 'm3', etaMin: 20 }] });
  assert.equal(ordersFor(step, 'c'), { assign: [], onDeck: [] });
});

test('the states after assignments are new objects; the inputs are untouched', () => {
  const a = division('a', 2, names(4, 'A'));
  add(a, 'm1', 1, 2);
  const before = JSON.stringify(a);
  const states = statesOf(a);
  const after = withAssignments(states, [{ court: 2, division: 'a', match: 'm1' }], NOW);
  const t: Tournament = after.get('a')!;
  assert.equal([t.matches.m1!.status, t.matches.m1!.court, t.courts[1]!.match], ['live', 2, 'm1']);
  assert.is(JSON.stringify(a), before);
  assert.is(states.get('a'), a);
});

test.run();
