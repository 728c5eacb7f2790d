// When the LMDB store counts the disk as slow (server/store/flush-watch.ts): most of the recent in-place commits over
// the limit, not one stall of a busy machine; and how a probe brings in-place commits back.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FLUSH_WINDOW, FlushWatch, SLOW_OF_WINDOW } from '../../../server/store/flush-watch.js';

const LIMIT = 2;
const PROBE = 10_000;
const FAST = 0.4;
const STALL = 40;

/** A watch that saw `times` (ms), one commit a millisecond from t = 0. */
function watched(times: number[]): FlushWatch {
  const w = new FlushWatch(LIMIT, PROBE);
  for (const [i, ms] of times.entries()) w.record(ms, i);
  return w;
}

test('fast flushes: lone writes commit in place', () => {
  const w = watched(Array(20).fill(FAST));
  assert.not.ok(w.slow);
  assert.ok(w.inPlace(100));
});

test('stalls of a busy machine, fewer than most of the window, are not a slow disk', () => {
  const stalls = Array.from({ length: SLOW_OF_WINDOW - 1 }, () => STALL);
  const w = watched([FAST, ...stalls, FAST, FAST, FAST]);
  assert.not.ok(w.slow, `${SLOW_OF_WINDOW - 1} stalls in ${FLUSH_WINDOW}`);
  assert.ok(w.inPlace(100));
});

test('stalls that left the window no longer count', () => {
  const w = watched([...Array(SLOW_OF_WINDOW - 1).fill(STALL), ...Array(FLUSH_WINDOW).fill(FAST), STALL, STALL]);
  assert.not.ok(w.slow);
});

test('most of the recent flushes slow: the disk is slow, and a lone write is handed over until a probe is due', () => {
  const w = watched([FAST, FAST, FAST, ...Array(SLOW_OF_WINDOW).fill(5)]);
  assert.ok(w.slow);
  const last = 3 + SLOW_OF_WINDOW - 1;
  assert.not.ok(w.inPlace(last + 1));
  assert.not.ok(w.inPlace(last + PROBE - 1));
  assert.ok(w.inPlace(last + PROBE), 'a probe is due');
});

test('a slow probe keeps the disk slow for another probe interval', () => {
  const w = watched(Array(SLOW_OF_WINDOW).fill(5));
  const probeAt = SLOW_OF_WINDOW - 1 + PROBE;
  w.record(6, probeAt);
  assert.ok(w.slow);
  assert.not.ok(w.inPlace(probeAt + 1));
  assert.ok(w.inPlace(probeAt + PROBE));
});

test('a fast probe says the disk is fast again, and the count starts over', () => {
  const w = watched(Array(SLOW_OF_WINDOW).fill(5));
  w.record(FAST, SLOW_OF_WINDOW - 1 + PROBE);
  assert.not.ok(w.slow);
  assert.ok(w.inPlace(SLOW_OF_WINDOW + PROBE));
  for (let i = 0; i < SLOW_OF_WINDOW - 1; i++) w.record(5, SLOW_OF_WINDOW + PROBE + i);
  assert.not.ok(w.slow, 'one slow flush short of the count');
  w.record(5, 2 * SLOW_OF_WINDOW + PROBE);
  assert.ok(w.slow);
});

test.run();
