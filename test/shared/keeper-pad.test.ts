// The keeper pad's pure parts (client/pad/score.ts, client/pad/handover.ts): set and match ends by the project's rules, and
// which of several pads scores a court. They read no DOM, so they run with the unit tests.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as Y from 'yjs';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import { addPoint, finalSets, runningTarget, takePoint, type Play, type Score } from '../../client/pad/score.js';
import { Handover } from '../../client/pad/handover.js';
import { PadStorage } from '../../client/pad/pad-storage.js';
import type { MatchStage, Rules } from '../../shared/engine/types.js';

const rules = (r: Partial<Rules> = {}, stage: MatchStage = 'pool'): Play => ({
  rules: { teamSize: 2, pointsTo: 21, winBy: 2, cap: 0, bestOf: 3, tiebreaks: [], ...r },
  stage,
});
const s = (a: number, b: number, sets: [number, number][] = []): Score => ({ a, b, sets });

test('the point that ends a set that does not decide the match starts the next set at 0-0', () => {
  assert.equal(addPoint(rules(), s(20, 15), 0), s(0, 0, [[21, 15]]));
});

test('the point that decides the match stays on the running score, and the final holds every set', () => {
  const decided = addPoint(rules(), s(20, 15, [[21, 10]]), 0)!;
  assert.equal(decided, s(21, 15, [[21, 10]]));
  assert.equal(finalSets(rules(), decided), [
    [21, 10],
    [21, 15],
  ]);
  assert.is(addPoint(rules(), decided, 1), null, 'no point after the match is decided');
  assert.equal(finalSets(rules({ bestOf: 1 }), s(21, 19)), [[21, 19]]);
});

test('win by 2 moves the target at 20-20, and a cap ends the set without a two-point lead', () => {
  assert.is(runningTarget(rules(), s(20, 20)), 22);
  assert.equal(addPoint(rules(), s(21, 20), 0), s(0, 0, [[22, 20]]));
  assert.equal(addPoint(rules(), s(21, 21), 0), s(22, 21));
  assert.equal(addPoint(rules({ cap: 23 }), s(22, 22), 1), s(0, 0, [[22, 23]]));
});

test('a deciding set is played to its own target, and a bracket match by the bracket rules (shared/rules.ts setRules)', () => {
  const short = rules({ decidingSetTo: 15 });
  assert.is(
    runningTarget(
      short,
      s(0, 0, [
        [21, 15],
        [15, 21],
      ]),
    ),
    15,
  );
  assert.equal(
    addPoint(
      short,
      s(14, 12, [
        [21, 15],
        [15, 21],
      ]),
      0,
    ),
    s(15, 12, [
      [21, 15],
      [15, 21],
    ]),
  );
  assert.equal(
    finalSets(
      short,
      s(15, 12, [
        [21, 15],
        [15, 21],
      ]),
    ),
    [
      [21, 15],
      [15, 21],
      [15, 12],
    ],
  );
  const bracket = rules({ bracket: { pointsTo: 25, winBy: 2, cap: 0, bestOf: 1 } }, 'bracket');
  assert.is(runningTarget(bracket, s(3, 4)), 25);
  assert.is(finalSets(bracket, s(21, 15)), null);
});

test('a finished set left on the running score (typed so at the desk) counts as finished before the next point', () => {
  assert.equal(addPoint(rules(), s(21, 15), 1), s(0, 1, [[21, 15]]));
});

test('a correction takes a point off a side, never below 0', () => {
  assert.equal(takePoint(s(3, 0), 0), s(2, 0));
  assert.is(takePoint(s(3, 0), 1), null);
});

/** Two pads' presence; `link()` relays it between them as the room does (and sends what each already has). */
function pads(): { first: Handover; second: Handover; done(): void; bindFirst(): void; bindSecond(): void; link(): void } {
  const a = new Awareness(new Y.Doc());
  const b = new Awareness(new Y.Doc());
  const send = (from: Awareness, to: Awareness, ids: number[]) => applyAwarenessUpdate(to, encodeAwarenessUpdate(from, ids), 'relay');
  const relay = (from: Awareness, to: Awareness) =>
    from.on('update', ({ added, updated, removed }: Record<string, number[]>) => send(from, to, [...added!, ...updated!, ...removed!]));
  const first = new Handover(new PadStorage('cup', 1));
  const second = new Handover(new PadStorage('cup', 1));
  return {
    first,
    second,
    /** Awareness runs a timer for outdated states; a test that leaves it running keeps the process alive. */
    done() {
      a.destroy();
      b.destroy();
    },
    bindFirst: () => first.bind(a),
    bindSecond: () => second.bind(b),
    link() {
      relay(a, b);
      relay(b, a);
      send(a, b, [a.clientID]);
      send(b, a, [b.clientID]);
    },
  };
}

test('the first pad on a court scores; a second one watches until it takes over, and the first is told', () => {
  const { first, second, bindFirst, bindSecond, link, done } = pads();
  link();
  bindFirst();
  assert.is(first.update(true).role, 'scoring');
  bindSecond();
  assert.equal(second.update(true), { role: 'watching', otherPads: 1, otherScoring: true });
  second.takeOver();
  assert.is(second.update(true).role, 'scoring');
  assert.equal(first.update(true), { role: 'handedOver', otherPads: 1, otherScoring: true });
  assert.is(second.update(true).role, 'scoring', 'the pad that took over keeps scoring');
  done();
});

test('two pads that started scoring before they saw each other reach the same verdict: one scores, the other watches', () => {
  const { first, second, bindFirst, bindSecond, link, done } = pads();
  bindFirst();
  bindSecond();
  assert.is(first.update(true).role, 'scoring');
  assert.is(second.update(true).role, 'scoring');
  link();
  const roles = [first.update(true).role, second.update(true).role].sort();
  assert.equal(roles, ['scoring', 'watching']);
  done();
});

test.run();
