// Benchmark: an LMDB commit of a keeper final's size into a data file that grows with it, against one into room written
// ahead (server/store/file-room.ts; docs/benchmarks.md, Room ahead of the data file). Two environments opened as the store
// opens its own, commits in turns, 1 ms apart, each a 3 KiB value (a page of its own, as a final's update takes).
// Information for the keeper goals, not a goal of its own. Run alone: npx tsx bench/file-room.ts
import { open, type RootDatabase } from 'lmdb';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { removeDir, tempDir } from '../harness/server-process.js';
import { FileRoom, lmdbUsedBytes } from '../server/store/file-room.js';
import { quantile } from './engine.js';

const COMMITS = 3_000;
/** Room enough for every commit of the run: the run measures commits into room, not the tending. */
const ROOM_BYTES = 64 * 1024 * 1024;
const VALUE = Buffer.alloc(3 * 1024, 2);
const SLOW_MS = 2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function env(dir: string): RootDatabase {
  return open({ path: dir, maxDbs: 12, noSubdir: false });
}

export async function runFileRoomBench(): Promise<void> {
  const dirs = [tempDir(), tempDir()];
  const [growing, roomy] = dirs.map(env) as [RootDatabase, RootDatabase];
  try {
    const dbs = [growing, roomy].map((e) => e.openDB<Buffer, number>({ name: 'updates', encoding: 'binary' }));
    // The room is written in one go, and flushed, before the first measured commit.
    const room = new FileRoom(join(dirs[1]!, 'data.mdb'), () => lmdbUsedBytes(roomy), ROOM_BYTES, ROOM_BYTES);
    roomy.transactionSync(() => dbs[1]!.putSync(0, VALUE));
    room.tend();
    await room.close();
    const ms: [number[], number[]] = [[], []];
    for (let n = 1; n <= COMMITS; n++) {
      for (const side of n % 2 === 0 ? [0, 1] : [1, 0]) {
        const t0 = performance.now();
        [growing, roomy][side]!.transactionSync(() => dbs[side]!.putSync(n, VALUE));
        ms[side]!.push(performance.now() - t0);
        await sleep(1);
      }
    }
    console.log(`LMDB commits of a 3 KiB value (${COMMITS} each, in turns, committed and flushed in place):`);
    for (const [side, name] of [
      [0, 'growing the data file'],
      [1, 'into room written ahead'],
    ] as const) {
      const a = ms[side];
      console.log(
        `  ${name.padEnd(24)} median ${quantile(a, 0.5).toFixed(3)} ms, p90 ${quantile(a, 0.9).toFixed(3)} ms, ` +
          `p99 ${quantile(a, 0.99).toFixed(3)} ms, over ${SLOW_MS} ms: ${a.filter((x) => x > SLOW_MS).length}`,
      );
    }
  } finally {
    await Promise.all([growing.close(), roomy.close()]);
    for (const dir of dirs) removeDir(dir);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runFileRoomBench();
