import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply } from '../../../shared/engine/apply.js';
import type { Tournament } from '../../../shared/engine/types.js';
import { venueCourt, venueSwap, type VenueOp } from '../../../shared/venue/court-ops.js';
import { wordsFor } from '../../../shared/i18n/catalogues.js';
import type { Message } from '../../../shared/i18n/words.js';

/** A refusal with its English sentence, and its message saying the same in English (docs/translating.md, Refusals). */
function refusedWith(r: { ok: boolean; error?: string; why?: Message }, error: string): void {
  assert.is(r.ok, false);
  assert.is(r.error, error);
  assert.ok(r.why, 'the refusal carries its message');
  assert.is(wordsFor('en').t(r.why!.key, r.why!.values), error);
}
import { NOW, add, onCourts, putLive } from '../../fixtures/courts.js';
import { division, statesOf, venue } from '../../fixtures/venue.js';

const names = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => [`${prefix} ${i + 1}a`, `${prefix} ${i + 1}b`]);
const HOLD = { assign: [], onDeck: null };

/** Applies a venue operation's writes, as the server will (under orders, so no division fills a court by itself). */
function carryOut(op: VenueOp, states: Map<string, Tournament>): void {
  assert.ok(op.ok, op.ok ? '' : op.error);
  if (!op.ok) return;
  for (const w of op.writes) {
    const r = apply(states.get(w.division)!, w.intent, { now: NOW, random: () => 0, courtOrders: () => HOLD });
    assert.ok(r.ok, r.ok ? '' : r.error);
    if (r.ok) states.set(w.division, r.state);
  }
}

test('pausing a venue court pauses it in every division, and resuming opens it in every division', () => {
  const a = division('a', 2, names(2, 'A'));
  const b = division('b', 2, names(2, 'B'));
  const states = new Map(statesOf(a, b));
  const event = venue([a, b]);
  const op = venueCourt(event, states, 2, 'pause', 'net down');
  carryOut(op, states);
  assert.ok(op.ok && op.event.paused.includes(2));
  assert.equal(
    [...states.values()].map((t) => [t.courts[1]!.status, t.courts[1]!.reason]),
    [
      ['paused', 'net down'],
      ['paused', 'net down'],
    ],
  );
  refusedWith(
    venueCourt(op.ok ? op.event : event, states, 2, 'pause', ''),
    'Court 2 is already paused; resume it first to change the reason.',
  );
  const back = venueCourt(op.ok ? op.event : event, states, 2, 'resume', '');
  carryOut(back, states);
  assert.equal(
    [...states.values()].map((t) => t.courts[1]!.status),
    ['open', 'open'],
  );
  refusedWith(venueCourt(event, states, 9, 'pause', ''), 'Court 9 does not exist; choose a court from 1 to 2.');
});

test("a swap onto another division's court exchanges the two matches, each in its own division", () => {
  const a = division('a', 3, names(2, 'A'));
  const b = division('b', 3, names(2, 'B'));
  add(a, 'm1', 1, 2);
  putLive(a, 'm1', 1, 5);
  add(b, 'm1', 1, 2);
  putLive(b, 'm1', 3, 5);
  const states = new Map(statesOf(a, b));
  carryOut(venueSwap(venue([a, b]), states, 'a', 'm1', 3), states);
  assert.equal(
    [onCourts(states.get('a')!), onCourts(states.get('b')!)],
    [
      [null, null, 'm1'],
      ['m1', null, null],
    ],
  );
});

test('a swap is refused onto a paused court, a court the division may not use, or when the other match may not take the freed court', () => {
  const a = division('a', 3, names(2, 'A'));
  const b = division('b', 3, names(2, 'B'));
  add(a, 'm1', 1, 2);
  putLive(a, 'm1', 1, 5);
  add(b, 'm1', 1, 2);
  putLive(b, 'm1', 3, 5);
  const states = statesOf(a, b);
  refusedWith(venueSwap(venue([a, b], { paused: [2] }), states, 'a', 'm1', 2), 'Court 2 is paused; resume it or choose an open court.');
  refusedWith(
    venueSwap(venue([a, b], { courts: { a: [1, 2] } }), states, 'a', 'm1', 3),
    'a may not use court 3; choose one of its courts.',
  );
  refusedWith(
    venueSwap(venue([a, b], { courts: { b: [2, 3] } }), states, 'a', 'm1', 3),
    'Court 3 is playing b, which may not use court 1; choose another court.',
  );
  refusedWith(venueSwap(venue([a, b]), states, 'a', 'm9', 2), 'a has no live match m9; only a live match can move to another court.');
});

test.run();
