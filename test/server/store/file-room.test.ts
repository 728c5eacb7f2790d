// The room ahead of LMDB's data file (server/store/file-room.ts): zeros written past the used bytes only, one chunk at a
// time, and an LMDB store that commits into it and reads back every row after it is opened again.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FileRoom, RETRY_AFTER_MS } from '../../../server/store/file-room.js';
import { openStore } from '../../../server/store/lmdb-store.js';
import { removeDir, tempDir } from '../../fixtures/server.js';

const KIB = 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A file of `bytes` bytes of 7s in a folder of its own. */
function sevens(bytes: number): { dir: string; file: string } {
  const dir = tempDir();
  const file = join(dir, 'data.mdb');
  writeFileSync(file, Buffer.alloc(bytes, 7));
  return { dir, file };
}

test('a short room gets one chunk of zeros past the file, and the bytes before it are left as they were', async () => {
  const { dir, file } = sevens(40 * KIB);
  const room = new FileRoom(file, () => 36 * KIB, 64 * KIB, 16 * KIB);
  try {
    assert.equal(room.tend(), { wrote: 16 * KIB, fileBytes: 56 * KIB, usedBytes: 36 * KIB });
    assert.is(room.tend(), null, 'nothing more while the chunk is flushed');
    await room.close();
    const bytes = readFileSync(file);
    assert.is(bytes.length, 56 * KIB);
    assert.ok(
      bytes.subarray(0, 40 * KIB).every((b) => b === 7),
      'the used bytes and what followed them untouched',
    );
    assert.ok(
      bytes.subarray(40 * KIB).every((b) => b === 0),
      'the chunk is zeros',
    );
  } finally {
    removeDir(dir);
  }
});

test('a room of its full size gets nothing; a file shorter than the used bytes is written past the used bytes', async () => {
  const { dir, file } = sevens(100 * KIB);
  try {
    const full = new FileRoom(file, () => 36 * KIB, 64 * KIB, 16 * KIB);
    assert.equal(full.tend(), { wrote: 0, fileBytes: 100 * KIB, usedBytes: 36 * KIB });
    await full.close();
    assert.is(statSync(file).size, 100 * KIB);
    const behind = new FileRoom(file, () => 120 * KIB, 64 * KIB, 16 * KIB);
    assert.equal(behind.tend(), { wrote: 16 * KIB, fileBytes: 136 * KIB, usedBytes: 120 * KIB });
    await behind.close();
    assert.is(statSync(file).size, 136 * KIB);
  } finally {
    removeDir(dir);
  }
});

test('a file that cannot be written gives no room and no exception, and is tried again only after a pause', async () => {
  const dir = tempDir();
  const errors: unknown[] = [];
  const log = console.error;
  console.error = (...args: unknown[]) => void errors.push(args);
  try {
    const room = new FileRoom(join(dir, 'missing', 'data.mdb'), () => 0);
    const t0 = 1_800_000_000_000;
    assert.is(room.tend(t0), null);
    assert.is(room.tend(t0 + 1_000), null, 'a second later: not tried');
    assert.is(errors.length, 1, 'the failure is logged once');
    assert.is(room.tend(t0 + RETRY_AFTER_MS), null, 'tried again after the pause, and failing again');
    assert.is(errors.length, 2);
    await room.close();
  } finally {
    console.error = log;
    removeDir(dir);
  }
});

test('the LMDB store keeps room ahead of its data file, commits into it, and reads every row back after a reopen', async () => {
  const dir = tempDir();
  const file = join(dir, 'data.mdb');
  const room = { bytes: 256 * KIB, chunkBytes: 64 * KIB, everyMs: 5 };
  const update = (n: number) => new Uint8Array(3 * KIB).fill(n % 251);
  try {
    const store = openStore(dir, { room });
    let n = 0;
    // Updates of 3 KiB, each on a page of its own, with pauses in which the store tends its room.
    for (let round = 0; round < 12; round++) {
      for (let i = 0; i < 10; i++) await store.append('cup', { update: update(n++) });
      await sleep(10);
    }
    // 120 pages of updates and a full room: each chunk waits for the one before to be flushed, so a slow disk takes longer.
    const full = 120 * 4 * KIB + room.bytes;
    for (const until = Date.now() + 10_000; statSync(file).size < full && Date.now() < until; ) await sleep(20);
    const size = statSync(file).size;
    for (let i = 0; i < 5; i++) await store.append('cup', { update: update(n++) });
    // Only the store's chunks (a tending may come between these commits) make the file longer, never LMDB's pages.
    assert.is((statSync(file).size - size) % room.chunkBytes, 0, 'commits into the room leave the file as long as it was');
    assert.ok(size >= full, `the file (${size} bytes) holds its pages and a room`);
    await store.close();
    const again = openStore(dir, { room });
    const stored = again.updates('cup');
    assert.is(stored.length, n);
    assert.ok(
      stored.every((u, i) => u.length === 3 * KIB && u.every((b) => b === i % 251)),
      'every update as it was written',
    );
    await again.close();
  } finally {
    removeDir(dir);
  }
});

test.run();
