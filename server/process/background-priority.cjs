// @ts-check
// Preloaded before the server starts (`node --require ./server/process/background-priority.cjs ...`: the Dockerfile,
// `npm start`, scripts/cluster.ts; docs/operating.md, How the server runs): V8's background threads get the lowest
// CPU priority (nice 19), as Chrome runs the same work at a background priority. They optimize hot functions and do
// the garbage collector's concurrent work; on a machine of few cores they otherwise hold the cores at the moment an
// answer's commit returns from its flush, and the answer waits for one (docs/benchmarks.md, Background threads).
//
// Only the threads that exist while this runs are lowered: Node's platform threads, which it starts before it loads
// any module. libuv's thread pool (LMDB's write thread for commits that come together, file reads) starts later, from
// the main thread, and so keeps the main thread's priority. This must therefore be node's first `--require`, ahead of
// anything that reads a file asynchronously.
'use strict';
const { readdirSync } = require('node:fs');
const { setPriority } = require('node:os');

/** The nice value of the background threads: the lowest priority, which any process may give its own threads. */
const BACKGROUND_NICE = 19;

/**
 * Lowers every thread of this process but the main one; returns how many. Where threads cannot be listed (not Linux)
 * or a thread cannot be changed, it changes nothing and never throws: a server that keeps its priorities still runs.
 * @returns {number}
 */
function lowerBackgroundThreads() {
  let tids;
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return 0;
  }
  let lowered = 0;
  for (const name of tids) {
    const tid = Number(name);
    if (!Number.isInteger(tid) || tid === process.pid) continue;
    try {
      // On Linux a thread id names that one thread.
      setPriority(tid, BACKGROUND_NICE);
      lowered++;
    } catch {
      // The thread ended meanwhile, or the system refuses: it keeps its priority.
    }
  }
  return lowered;
}

lowerBackgroundThreads();
