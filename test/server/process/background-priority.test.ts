// The preload every production start uses (server/process/background-priority.cjs): the threads node started before
// any module loaded (V8's platform) get the lowest priority; the main thread and libuv's pool, started later, keep theirs.
import { spawn } from 'node:child_process';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BACKGROUND_PRIORITY } from '../../../server/process/paths.js';
import { threadNices } from '../../fixtures/thread-nices.js';

/** The priority a child starts with: this process's (0, unless the tests themselves run under `nice`). */
const BASE = threadNices(process.pid).main;

// Starts libuv's pool with a file read, says so, and waits to be read and killed.
const CHILD = `require('node:fs').readFile(__filename, () => { console.log('ready'); setTimeout(() => {}, 30000); });`;

/** A plain node (with `preload`), its pool started: each of its threads' nice values, read from outside. */
async function nicesOfAChild(preload: string[]): Promise<{ main: number; others: number[] }> {
  const child = spawn(process.execPath, [...preload, '-e', CHILD], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
      child.once('exit', (code) => reject(new Error(`the child exited (${code}) before it was read`)));
    });
    return threadNices(child.pid!);
  } finally {
    child.kill('SIGKILL');
  }
}

test('without it, every thread of node runs at the normal priority', async () => {
  const { main, others } = await nicesOfAChild([]);
  assert.is(main, BASE);
  assert.ok(others.length >= 8, `V8's platform and libuv's pool: ${others.length} threads`);
  assert.ok(others.every((n) => n === BASE));
});

test('preloaded, it lowers the threads that came before it to nice 19, and none that came later', async () => {
  const { main, others } = await nicesOfAChild(['--require', BACKGROUND_PRIORITY]);
  assert.is(main, BASE, 'the main thread keeps its priority');
  const lowered = others.filter((n) => n === 19).length;
  const kept = others.filter((n) => n === BASE).length;
  assert.ok(lowered >= 4, `V8's platform threads (at least its four workers) lowered, got ${lowered}`);
  assert.ok(kept >= 4, "libuv's pool, started after it, keeps the normal priority");
  assert.is(lowered + kept, others.length, 'no other value');
});

test.run();
