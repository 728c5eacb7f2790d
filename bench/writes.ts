// Benchmark of goals 2 and 3 (docs/benchmarks.md) on the compiled server: answered keeper writes (live point, final) against a bare node:http
// server that answers after one LMDB put and commit, and how a write's latency and server CPU grow with the event (32 to 1,024
// teams), plus the whole-document JSON and a bracket generation measured on their own. Run alone: npx tsx bench/writes.ts
import { spawnSync, type ChildProcess } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compiledServerArgs, ROOT } from '../server/process/paths.js';
import { Client, key } from '../harness/http-client.js';
import { removeDir, type Srv, startServer, tempDir } from '../harness/server-process.js';
import { benchFile, forkJs, killAll, nextMessage, stop } from './children.js';
import { documentCost, type Size } from './whole-document.js';
import { batch, emptySide, target, type Side, type Target, type Write } from './write-samples.js';
import { reportDocuments, reportGoal2, reportSeries, sizeName, type SizeFigures } from './writes-report.js';

/**
 * Goal 3's sizes (docs/benchmarks.md). At 32 teams one tournament has 48 pool matches and at 128 teams 192, so finals (the warm-up's
 * 150 and the 600 measured) come from several tournaments.
 */
const SIZES: (Size & { tournaments: number })[] = [
  { teams: 32, courts: 4, tournaments: 16 },
  { teams: 128, courts: 16, tournaments: 4 },
  { teams: 512, courts: 64, tournaments: 1 },
  { teams: 1_024, courts: 64, tournaments: 1 },
];
/**
 * Per size and kind: at most `max` measured writes (enough for a p99 that does not rest on 3 writes), spread over ROUNDS
 * rounds that visit every size in turn, so a spell of load from elsewhere on this shared machine falls on all sizes alike; a
 * turn stops early once it has used its share of `budgetMs` (a slow server gets fewer writes). The warm-ups (not measured)
 * are long enough for V8 to have compiled most of the write path: over a server's first 150 or so finals it optimizes about
 * one function every two finals on its helper threads, which on this 2-core machine compete with LMDB's write thread and
 * made the final's p99 a measure of the warm-up (docs/benchmarks.md, "A warm server"). A bare server's few functions are
 * compiled within a few requests.
 */
const LIVE = { max: 800, budgetMs: 16_000, warmup: 100 };
const FINAL = { max: 600, budgetMs: 20_000, warmup: 150 };
const ROUNDS = 8;
/** The whole bench is abandoned past this, every child killed. */
const WATCHDOG_MS = 5 * 60_000;

/** A court with a live match: where a keeper's writes go. */
export interface Pad {
  slug: string;
  court: number;
  match: string;
  k: string;
}

type Acc = { server: Side; bare: Side };

/** One size on a server of its own (a larger event's heap must not weigh on a smaller one's figures), and what it measured. */
interface Arm {
  size: Size;
  c: Client;
  server: Target;
  slugs: string[];
  setupMs: number;
  live: Acc;
  final: Acc;
  /** Request time per write (server and bare) of the arm's last batch of each kind, to plan the next. */
  perWrite: { live: number; final: number };
  sent: number;
}

const csvOf = (teams: number) =>
  ['name,captain,players', ...Array.from({ length: teams }, (_, i) => `Sand Spikers ${i + 1},Captain ${i + 1},2`)].join('\n');

/** A live tournament of `size`, pools of 4, built as a desk would: teams in one CSV import (1,024 adds one by one take minutes). */
async function liveTournament(c: Client, size: Size, n: number): Promise<string> {
  const slug = await c.create({ name: `Writes Open ${size.teams} ${n}`, courtCount: size.courts });
  await c.act(`/admin/t/${slug}/import`, { csv: csvOf(size.teams), confirm: 1 });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'closed' });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  return slug;
}

/** Every court with a live match, read from state.json (outside any timed part). */
async function livePads(c: Client, slugs: string[]): Promise<Pad[]> {
  const pads: Pad[] = [];
  for (const slug of slugs) {
    const doc = (await c.state(slug)) as { courts: { court: number; match: { id: string; status: string } | null }[] };
    for (const ct of doc.courts)
      if (ct.match?.status === 'live') pads.push({ slug, court: ct.court, match: ct.match.id, k: key(slug, ct.court) });
  }
  return pads;
}

/** A live point: every call a different running score (0..20 each), so every write changes the match. */
export function liveWrite(p: Pad, n: number): Write {
  return {
    path: `/keeper/${p.slug}/${p.court}/live`,
    body: JSON.stringify({ k: p.k, match: p.match, a: n % 21, b: Math.floor(n / 21) % 21, sets: [] }),
  };
}

export function finalWrite(p: Pad, n: number): Write {
  return { path: `/keeper/${p.slug}/${p.court}/final`, body: JSON.stringify({ k: p.k, match: p.match, sets: [[21, n % 20]] }) };
}

/** How many writes of `perWrite` ms fit in `sliceMs` from `started`, at most `want`. */
function fits(started: number, sliceMs: number, perWrite: number, want: number): number {
  const left = sliceMs - (performance.now() - started);
  if (left <= 0 || want <= 0) return 0;
  return Math.max(1, Math.min(want, Math.floor(left / Math.max(perWrite, 0.01))));
}

/** One turn of live points round the arm's live courts (the courts keep their matches: a live point ends nothing). */
async function liveTurn(arm: Arm, pads: Pad[], bare: Target, quota: number, sliceMs: number): Promise<void> {
  const n = fits(performance.now(), sliceMs, arm.perWrite.live, Math.min(quota, LIVE.max - arm.live.server.ms.length));
  if (n <= 0) return;
  const writes = Array.from({ length: n }, () => liveWrite(pads[arm.sent % pads.length]!, arm.sent++));
  arm.perWrite.live = await batch(arm.server, bare, writes, arm.live);
}

/**
 * One turn of finals, in batches of at most one per live court; before each batch the courts' live matches are read
 * from state.json, outside the batch and its CPU. False once the arm's tournaments have no live match left. `keep` false:
 * the warm-up's finals, sent and not counted.
 */
async function finalTurn(arm: Arm, bare: Target, quota: number, sliceMs: number, keep = true): Promise<boolean> {
  const started = performance.now();
  let left = Math.min(quota, FINAL.max - arm.final.server.ms.length);
  while (left > 0) {
    const pads = await livePads(arm.c, arm.slugs);
    if (pads.length === 0) return false;
    const n = Math.min(pads.length, fits(started, sliceMs, arm.perWrite.final, left));
    if (n <= 0) break;
    arm.perWrite.final = await batch(
      arm.server,
      bare,
      pads.slice(0, n).map((p) => finalWrite(p, arm.sent++)),
      arm.final,
      keep,
    );
    left -= n;
  }
  return true;
}

async function startArm(main: string, size: (typeof SIZES)[number], servers: Srv[]): Promise<Arm> {
  // No engine ticks: every write's cost is the write's own.
  const srv = await startServer({ args: compiledServerArgs(main), env: { TICK_MS: '3600000' } });
  servers.push(srv);
  const c = new Client(srv.base);
  await c.login();
  const t0 = performance.now();
  const slugs: string[] = [];
  for (let n = 1; n <= size.tournaments; n++) slugs.push(await liveTournament(c, size, n));
  const acc = () => ({ server: emptySide(), bare: emptySide() });
  return {
    size,
    c,
    server: target(srv.port, srv.proc.pid!),
    slugs,
    setupMs: performance.now() - t0,
    live: acc(),
    final: acc(),
    perWrite: { live: 0, final: 0 },
    sent: 0,
  };
}

/** Every size's live points, then every size's finals, each in ROUNDS rounds over the sizes (order reversed every other round). */
async function measure(arms: Arm[], bare: Target): Promise<void> {
  const pads = new Map<Arm, Pad[]>();
  for (const arm of arms) {
    const p = await livePads(arm.c, arm.slugs);
    pads.set(arm, p);
    // Warm-up: sent, not counted; it also gives the first turn its time per write.
    arm.perWrite.live = await batch(
      arm.server,
      bare,
      Array.from({ length: LIVE.warmup }, (_, i) => liveWrite(p[i % p.length]!, arm.sent++)),
      arm.live,
      false,
    );
  }
  const order = (r: number) => (r % 2 === 0 ? arms : [...arms].reverse());
  for (let r = 0; r < ROUNDS; r++) {
    for (const arm of order(r)) await liveTurn(arm, pads.get(arm)!, bare, Math.ceil(LIVE.max / ROUNDS), LIVE.budgetMs / ROUNDS);
  }
  for (const arm of arms) {
    // In batches of at most one final per live court, as the measured finals go.
    if (!(await finalTurn(arm, bare, FINAL.warmup, Number.POSITIVE_INFINITY, false)))
      throw new Error(`${sizeName(arm.size)}: no live match left for the finals' warm-up`);
  }
  const playing = new Set(arms);
  for (let r = 0; r < ROUNDS; r++) {
    for (const arm of order(r)) {
      if (playing.has(arm) && !(await finalTurn(arm, bare, Math.ceil(FINAL.max / ROUNDS), FINAL.budgetMs / ROUNDS))) playing.delete(arm);
    }
  }
}

/**
 * The compiled server is what runs in production. It is compiled here, with the build's own tsconfig, into a folder of this run
 * under the project root (so it finds static files and node_modules as from dist/): a build started meanwhile empties dist/server.
 */
export function buildServer(outDir: string): string {
  const built = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--outDir', outDir],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (built.status !== 0) throw new Error(`server build failed:\n${built.stdout}\n${built.stderr}`);
  return join(outDir, 'server/main.js');
}

/** SIGTERM (the server's own shutdown), SIGKILL if it is not gone within 6 s. */
export async function stopServer(srv: Srv): Promise<void> {
  const late = setTimeout(() => srv.proc.kill('SIGKILL'), 6_000);
  await srv.stop('SIGTERM');
  clearTimeout(late);
}

async function startBare(dir: string): Promise<{ proc: ChildProcess; target: Target }> {
  const proc = forkJs(benchFile('bare-servers.mjs'), ['lmdb', dir]);
  const port = await nextMessage<number>(proc, (m) => m?.port);
  return { proc, target: target(port, proc.pid!) };
}

export async function runWritesBench(): Promise<void> {
  const started = performance.now();
  const servers: Srv[] = [];
  const dirs: string[] = [];
  const killServers = () => {
    for (const s of servers) if (s.proc.exitCode === null && s.proc.signalCode === null) s.proc.kill('SIGKILL');
  };
  process.once('exit', killServers);
  const watchdog = setTimeout(() => {
    console.error(`writes bench: past ${WATCHDOG_MS / 60_000} minutes, giving up`);
    killServers();
    killAll();
    for (const dir of [...dirs, ...servers.map((srv) => srv.dataDir)]) removeDir(dir);
    process.exit(1);
  }, WATCHDOG_MS);
  watchdog.unref();
  let bare: ChildProcess | null = null;
  try {
    const outDir = join(ROOT, 'tmp', `bench-writes-${process.pid}`);
    dirs.push(outDir);
    const main = buildServer(outDir);
    const bareDir = tempDir();
    dirs.push(bareDir);
    const b = await startBare(bareDir);
    bare = b.proc;
    console.log(
      'keeper writes (issue 9 goals 2, 3): the compiled server (plain node, no ticks, no subscribers) against a bare node:http server' +
        ' answering after one LMDB put and commit (store.ts options, awaited until flushed);' +
        ' sequential POSTs over keep-alive, server and bare interleaved; CPU from /proc over batches, idle to idle;' +
        ` ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)} at the start`,
    );
    const arms: Arm[] = [];
    for (const size of SIZES) arms.push(await startArm(main, size, servers));
    await measure(arms, b.target);
    const figures: SizeFigures[] = arms.map((a) => ({ size: a.size, setupMs: a.setupMs, live: a.live, final: a.final }));
    for (const a of arms) a.server.agent.destroy();
    b.target.agent.destroy();
    reportGoal2(figures[0]!);
    reportSeries(figures);
    reportDocuments(SIZES.map((s) => documentCost(s)));
    console.log(
      `  (writes bench took ${((performance.now() - started) / 1000).toFixed(1)} s; load average ${loadavg()[0]!.toFixed(2)} at the end)`,
    );
  } finally {
    clearTimeout(watchdog);
    if (bare) await stop(bare);
    await Promise.all(servers.map(stopServer));
    process.off('exit', killServers);
    for (const dir of [...dirs, ...servers.map((srv) => srv.dataDir)]) removeDir(dir);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runWritesBench();
