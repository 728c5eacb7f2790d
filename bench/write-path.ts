// Benchmark: the keeper's write path in this process, without HTTP (docs/benchmarks.md, The write path in process). The
// server's own `keeperWrite` on a TournamentHub over a real LMDB store, each write followed by a bare one in turns: one LMDB
// put in a transaction, committed and flushed (as bench/bare-servers.mjs `lmdb` does). The difference of the medians is
// the work the server does before its answer beyond the commit, measured without the sockets and scheduling that make
// the HTTP bench's p99 swing from run to run. Information for the keeper goals, not a goal of its own.
import { open } from 'lmdb';
import { pathToFileURL } from 'node:url';
import { keeperKey } from '../server/http/keeper-key.js';
import { keeperWrite, type KeeperAction } from '../server/http/keeper-write.js';
import type { Config } from '../server/process/config.js';
import { openStore, type Store } from '../server/store/store.js';
import { TournamentHub } from '../server/tournament/hub.js';
import type { Intent } from '../shared/engine/types.js';
import { CREATE_PARAMS } from '../harness/http-client.js';
import { removeDir, tempDir } from '../harness/server-process.js';
import { quantile } from './engine.js';
import { finalWrite, liveWrite, type Pad } from './writes.js';

const TOURNAMENTS = 16;
const TEAMS = 32;
const COURTS = 4;
/** Writes sent first and not counted (the compiler's warm-up, docs/benchmarks.md, A warm server). */
const WARMUP = { live: 300, final: 150 };
const MEASURED = { live: 1_500, final: 500 };
const SECRET = 'write-path-bench-secret-0123456789abcdef';
const ORGANIZER = { name: 'Bench Desk', role: 'organizer' as const };

interface Figures {
  server: number[];
  bare: number[];
  /** Server writes over SLOW_MS, and how many of them spent most of their time in the store's append. */
  slow: number;
  slowInAppend: number;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A write this much slower than usual is counted as slow, and said whether its store append (commit and flush) made it so. */
const SLOW_MS = 3;

async function liveTournaments(hub: TournamentHub): Promise<string[]> {
  const slugs: string[] = [];
  for (let n = 1; n <= TOURNAMENTS; n++) {
    const created = await hub.create({ ...CREATE_PARAMS, name: `Write Path ${n}`, courtCount: COURTS }, ORGANIZER);
    if (!created.ok) throw new Error(`write-path bench: creating a tournament was refused: ${created.error}`);
    const steps: Intent[] = [
      ...Array.from(
        { length: TEAMS },
        (_, i): Intent => ({ type: 'teamAdd', name: `Sand Spikers ${i + 1}`, captain: `Cap ${i + 1}`, players: 2 }) as Intent,
      ),
      { type: 'phase', phase: 'closed' },
      { type: 'generatePools', poolSize: 4 },
      { type: 'phase', phase: 'live' },
    ];
    for (const step of steps) {
      const r = await hub.dispatch(created.slug, step, ORGANIZER);
      if (!r.ok) throw new Error(`write-path bench: ${step.type} was refused: ${r.error}`);
    }
    slugs.push(created.slug);
  }
  return slugs;
}

/** Every court with a live match, read from the hub's state. */
function pads(hub: TournamentHub, slugs: string[]): Pad[] {
  const out: Pad[] = [];
  for (const slug of slugs) {
    const t = hub.tournament(slug)!.state();
    for (const c of t.courts)
      if (c.match && t.matches[c.match]?.status === 'live')
        out.push({ slug, court: c.court, match: c.match, k: keeperKey(SECRET, slug, c.court) });
  }
  return out;
}

export async function runWritePathBench(): Promise<void> {
  const dirs = [tempDir(), tempDir()];
  const opened = openStore(dirs[0]!);
  // The store as the hub sees it, its append timed: the last one's time, read after each write.
  let appendMs = 0;
  const store: Store = {
    ...opened,
    append: async (slug, a, meanwhile) => {
      const t = performance.now();
      try {
        await opened.append(slug, a, meanwhile);
      } finally {
        appendMs = performance.now() - t;
      }
    },
  };
  const hub = new TournamentHub(store);
  const env = open({ path: dirs[1]!, maxDbs: 8, noSubdir: false });
  const bareDb = env.openDB<Buffer, [string, number]>({ name: 'updates', encoding: 'binary' });
  try {
    const config = { sessionSecret: SECRET } as Config;
    const slugs = await liveTournaments(hub);
    let sent = 0;
    let bareSeq = 0;
    const bare = async (raw: string) => {
      JSON.parse(raw);
      const body = Buffer.from(raw, 'utf8');
      const key: [string, number] = ['bare', ++bareSeq];
      // A lone write, committed in place as the store commits one (server/store/lmdb-store.ts `write`).
      env.transactionSync(() => bareDb.putSync(key, body));
      await env.flushed;
      return JSON.stringify({ ok: true });
    };
    const run = async (action: KeeperAction, warmup: number, measured: number): Promise<Figures> => {
      const f: Figures = { server: [], bare: [], slow: 0, slowInAppend: 0 };
      for (let i = 0; i < warmup + measured; ) {
        const round = pads(hub, slugs);
        if (round.length === 0) throw new Error(`write-path bench: no live match left for ${action}s`);
        for (const p of round) {
          if (i >= warmup + measured) break;
          const { body: raw } = (action === 'final' ? finalWrite : liveWrite)(p, sent++);
          const t0 = performance.now();
          const answer = await keeperWrite({ hub, config }, p.slug, String(p.court), action, {
            parsed: JSON.parse(raw),
            raw,
            queryK: undefined,
          });
          JSON.stringify(answer.body);
          const t1 = performance.now();
          if (answer.status !== 200) throw new Error(`write-path bench: a ${action} was answered ${answer.status}`);
          // The refresh the write scheduled runs before the bare write, as it would before the next request.
          await pause(1);
          const t2 = performance.now();
          await bare(raw);
          const t3 = performance.now();
          await pause(1);
          if (i >= warmup) {
            f.server.push(t1 - t0);
            f.bare.push(t3 - t2);
            if (t1 - t0 > SLOW_MS) {
              f.slow++;
              if (appendMs > (t1 - t0) / 2) f.slowInAppend++;
            }
          }
          i++;
        }
      }
      return f;
    };
    const live = await run('live', WARMUP.live, MEASURED.live);
    const final = await run('final', WARMUP.final, MEASURED.final);
    console.log(
      `write path in process (no HTTP): keeperWrite on a hub over LMDB, ${TOURNAMENTS} tournaments of ${TEAMS} teams on ${COURTS} courts, ` +
        'each write followed by a bare LMDB put, commit and flush in the same process',
    );
    for (const [name, f] of [
      ['live point', live],
      ['final', final],
    ] as const) {
      const [s50, b50] = [quantile(f.server, 0.5), quantile(f.bare, 0.5)];
      console.log(
        `  ${name.padEnd(10)}  server median ${s50.toFixed(3)} ms, p99 ${quantile(f.server, 0.99).toFixed(2)} ms   ` +
          `bare median ${b50.toFixed(3)} ms, p99 ${quantile(f.bare, 0.99).toFixed(2)} ms   ` +
          `the server's work beyond the commit: ${(s50 - b50).toFixed(3)} ms at the median (${f.server.length} writes each)`,
      );
      const bareSlow = f.bare.filter((ms) => ms > SLOW_MS).length;
      console.log(
        `              over ${SLOW_MS} ms: server ${f.slow} (${f.slowInAppend} of them mostly in the store's commit and flush), bare ${bareSlow}`,
      );
    }
  } finally {
    await hub.close();
    await env.close();
    for (const dir of dirs) removeDir(dir);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runWritePathBench();
