// @ts-check
// Preloaded before the server starts (`node --require ./server/process/background-priority.cjs ...`: the Dockerfile,
// `npm start`, scripts/cluster.ts; docs/operating.md, How the server runs): V8's background threads get the lowest
// CPU priority, as Chrome runs the same work at a background priority. They optimize hot functions and do the
// garbage collector's concurrent work; on a machine of few cores they otherwise hold the cores at the moment an
// answer's commit returns from its flush, and the answer waits for one (docs/benchmarks.md, Background threads).
//
// Two steps. At once, nice 19, which any process may give its own threads. Then, from `chrt` (util-linux; Node has
// no call for it), the SCHED_IDLE policy: a thread under it yields its core as soon as a normal thread wakes up,
// where one at nice 19 may first finish its time slice (the kernel's EEVDF scheduler, Linux 6.6 and later), which
// is what an answer waiting for a core after its flush took. Without `chrt` the threads stay at nice 19.
//
// Only the threads that exist while this runs are lowered: Node's platform threads, which it starts before it loads
// any module. libuv's thread pool (LMDB's write thread for commits that come together, file reads) starts later, from
// the main thread, and so keeps the main thread's priority. This must therefore be node's first `--require`, ahead of
// anything that reads a file asynchronously.
'use strict';
const { spawn } = require('node:child_process');
const { readdirSync } = require('node:fs');
const { setPriority } = require('node:os');

/** The nice value of the background threads: the lowest priority, which any process may give its own threads. */
const BACKGROUND_NICE = 19;

/**
 * Lowers every thread of this process but the main one; returns their thread ids. Where threads cannot be listed
 * (not Linux) or a thread cannot be changed, it changes nothing and never throws: a server that keeps its priorities
 * still runs.
 * @returns {string[]}
 */
function lowerBackgroundThreads() {
  let tids;
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return [];
  }
  /** @type {string[]} */
  const lowered = [];
  for (const name of tids) {
    const tid = Number(name);
    if (!Number.isInteger(tid) || tid === process.pid) continue;
    try {
      // On Linux a thread id names that one thread.
      setPriority(tid, BACKGROUND_NICE);
      lowered.push(name);
    } catch {
      // The thread ended meanwhile, or the system refuses: it keeps its priority.
    }
  }
  return lowered;
}

/**
 * Gives the threads SCHED_IDLE through `chrt`, in a shell of its own that the server does not wait for: a missing
 * `chrt` or a refusal leaves them at nice 19, and the server starts meanwhile.
 * @param {string[]} tids
 */
function idlePolicy(tids) {
  if (tids.length === 0) return;
  try {
    const shell = spawn('sh', ['-c', 'for t in "$@"; do chrt --idle --pid 0 "$t"; done', 'sh', ...tids], { stdio: 'ignore' });
    shell.on('error', () => {});
    shell.unref();
  } catch {
    // No shell to start: the threads keep nice 19.
  }
}

idlePolicy(lowerBackgroundThreads());
