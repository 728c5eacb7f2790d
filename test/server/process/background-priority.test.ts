// The preload every production start uses (server/process/background-priority.cjs): the threads node started before
// any module loaded (V8's platform) get the lowest priority, nice 19 and then SCHED_IDLE; the main thread and libuv's
// pool, started later, keep theirs.
import { spawn } from 'node:child_process';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BACKGROUND_PRIORITY } from '../../../server/process/paths.js';
import { hasChrt, type Priority, prioritiesWhen, SCHED_IDLE, threadPriorities } from '../../fixtures/thread-priorities.js';

/** The priority a child starts with: this process's (nice 0 and the normal policy, unless the tests run under `nice`). */
const BASE = threadPriorities(process.pid).main;

// Starts libuv's pool with a file read, says so, and waits to be read and killed.
const CHILD = `require('node:fs').readFile(__filename, () => { console.log('ready'); setTimeout(() => {}, 30000); });`;

const lowered = (p: Priority) => p.nice === 19;
const normal = (p: Priority) => p.nice === BASE.nice && p.policy === BASE.policy;

/** A plain node (with `preload`), its pool started: its threads' priorities once `ok` holds (or 5 s passed), read from outside. */
async function prioritiesOfAChild(
  preload: string[],
  ok: (t: ReturnType<typeof threadPriorities>) => boolean = () => true,
): Promise<ReturnType<typeof threadPriorities>> {
  const child = spawn(process.execPath, [...preload, '-e', CHILD], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
      child.once('exit', (code) => reject(new Error(`the child exited (${code}) before it was read`)));
    });
    return await prioritiesWhen(child.pid!, ok);
  } finally {
    child.kill('SIGKILL');
  }
}

test('without it, every thread of node runs at the normal priority', async () => {
  const { main, others } = await prioritiesOfAChild([]);
  assert.equal(main, BASE);
  assert.ok(others.length >= 8, `V8's platform and libuv's pool: ${others.length} threads`);
  assert.ok(others.every(normal));
});

test('preloaded, it lowers the threads that came before it, and none that came later', async () => {
  const idle = hasChrt();
  const { main, others } = await prioritiesOfAChild(['--require', BACKGROUND_PRIORITY], (t) =>
    t.others.filter(lowered).every((p) => p.policy === (idle ? SCHED_IDLE : BASE.policy)),
  );
  assert.equal(main, BASE, 'the main thread keeps its priority');
  const down = others.filter(lowered);
  const kept = others.filter(normal).length;
  assert.ok(down.length >= 4, `V8's platform threads (at least its four workers) lowered, got ${down.length}`);
  assert.ok(
    down.every((p) => p.policy === (idle ? SCHED_IDLE : BASE.policy)),
    idle ? 'with chrt, under SCHED_IDLE' : 'without chrt, at nice 19 only',
  );
  assert.ok(kept >= 4, "libuv's pool, started after it, keeps the normal priority");
  assert.is(down.length + kept, others.length, 'no other value');
});

test.run();
