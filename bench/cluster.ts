// Benchmark of issue 16's "Fast" goals (docs/benchmarks.md, Cluster mode) on the compiled server, three instances on this
// machine's PostgreSQL (a fresh database): (a) a keeper write answered by an instance on PostgreSQL against a bare node:http
// server answering after one committed INSERT; (b) a write on instance A reaching /ws subscribers on instance C against the
// same write reaching subscribers on A itself; (c) spectators scale with instances: SPECTATORS subscribers on each of three
// instances against SPECTATORS on one, the p99 of a write's delivery. Skipped with a line when PostgreSQL cannot be started.
// Run alone: npx tsx bench/cluster.ts
import type { ChildProcess } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client, key } from '../harness/http-client.js';
import { removeDir, type Srv, startServer } from '../harness/server-process.js';
import { freshLocalDatabase } from '../scripts/cluster/postgres.js';
import { compiledServerArgs, ROOT } from '../server/process/paths.js';
import { benchFile, cpuMs, forkJs, forkTs, killAll, nextMessage, stop } from './children.js';
import { quantile } from './engine.js';
import { judge } from './goals.js';
import { batch, emptySide, type Side, target, type Write } from './write-samples.js';
import type { Arm, RoundResult, SubscribeJob } from './ws-subscribers.js';
import { buildServer, stopServer } from './writes.js';

const GOALS = { write: 1.5, crossInstance: 2, spectators: 1.25 };
/** (a) Measured writes per side, in ROUNDS batches after a warm-up. */
const WRITES = { perRound: 40, rounds: 8, warmup: 30 };
/** (b) Subscribers on A and on C, and writes. */
const FOLLOW = { subscribers: 20, rounds: 40 };
/** (c) Subscribers per instance (CLUSTER_SPECTATORS; 5,000 is goal 5's count, 15,000 sockets in all), and writes per arm. */
const SPECTATORS = Number(process.env.CLUSTER_SPECTATORS ?? 5_000);
const SPECTATOR_ROUNDS = 16;
/** Sockets one subscriber process holds at most. */
const PER_PROCESS = 2_500;
/** The feed sends the first change after a quiet spell at once and coalesces later ones for 100 ms: rounds are spaced past that. */
const GAP_MS = 250;
const ROUND_TIMEOUT_MS = 30_000;
const WATCHDOG_MS = 8 * 60_000;
/** Which cases run (CLUSTER_CASES, e.g. `a` to measure the write alone; default all three). */
const CASES = process.env.CLUSTER_CASES ?? 'abc';

const f2 = (x: number) => x.toFixed(2);
const x2 = (x: number) => `${x.toFixed(2)}x`;
const hr = () => process.hrtime.bigint();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Pad {
  slug: string;
  court: number;
  match: string;
  k: string;
}

const csvOf = (teams: number) =>
  ['name,captain,players', ...Array.from({ length: teams }, (_, i) => `Cluster Spikers ${i + 1},Captain ${i + 1},2`)].join('\n');

/** A live 32-team, 4-court tournament built through instance A, as a desk builds one; its live courts. */
async function liveTournament(c: Client, name: string): Promise<Pad[]> {
  const slug = await c.create({ name, courtCount: 4, teamSize: 2, pointsTo: 21, winBy: 2, cap: 0, bestOf: 1, stages: 'pool,bracket' });
  await c.act(`/admin/t/${slug}/import`, { csv: csvOf(32), confirm: 1 });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'closed' });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  const doc = (await c.state(slug)) as { courts: { court: number; match: { id: string; status: string } | null }[] };
  return doc.courts
    .filter((ct) => ct.match?.status === 'live')
    .map((ct) => ({ slug, court: ct.court, match: ct.match!.id, k: key(slug, ct.court) }));
}

const liveWrite = (p: Pad, a: number, b: number): Write => ({
  path: `/keeper/${p.slug}/${p.court}/live`,
  body: JSON.stringify({ k: p.k, match: p.match, a, b, sets: [] }),
});

async function post(base: string, w: Write): Promise<void> {
  const res = await fetch(base + w.path, {
    method: 'POST',
    body: w.body,
    headers: { 'content-type': 'application/json' },
    signal: AbortSignal.timeout(ROUND_TIMEOUT_MS),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`POST ${w.path} -> ${res.status}: ${text.slice(0, 200)}`);
}

/** Subscriber processes holding `n` /ws sockets to `url`, opened one process at a time. */
async function subscribe(url: string, n: number, into: ChildProcess[]): Promise<ChildProcess[]> {
  const procs: ChildProcess[] = [];
  for (let left = n; left > 0; left -= PER_PROCESS) {
    const p = forkTs('ws-subscribers.ts');
    into.push(p);
    procs.push(p);
    p.send({ url, n: Math.min(PER_PROCESS, left) } satisfies SubscribeJob);
    await nextMessage(p, (m) => m?.open, 180_000);
  }
  return procs;
}

/** One write and when each subscriber of each group had it (ms from sending the write), by group. */
async function round(groups: ChildProcess[][], marker: string, write: () => Promise<void>): Promise<number[][]> {
  const base = hr();
  const arm: Arm = { marker, base: String(base), timeoutMs: ROUND_TIMEOUT_MS };
  const all = groups.flat();
  await Promise.all(
    all.map((p) => {
      const armed = nextMessage(p, (m) => (m?.armed ? true : undefined));
      p.send(arm);
      return armed;
    }),
  );
  const results = groups.map((g) =>
    Promise.all(g.map((p) => nextMessage<number[]>(p, (m: RoundResult | undefined) => m?.times, ROUND_TIMEOUT_MS + 10_000))),
  );
  const sent = hr();
  await write();
  const offset = Number(sent - base) / 1e6;
  const out: number[][] = [];
  for (const r of results) {
    const times = (await r).flat();
    const missed = times.filter((t) => t < 0).length;
    if (missed > 0) throw new Error(`${missed} of ${times.length} subscribers did not get ${marker} within ${ROUND_TIMEOUT_MS / 1000} s`);
    out.push(times.map((t) => t - offset));
  }
  return out;
}

/** (a) Keeper points on A and POSTs to the bare server, interleaved; p99 of each. */
async function writes(a: Srv, pads: Pad[], barePort: number, barePid: number): Promise<void> {
  const server = target(a.port, a.proc.pid!);
  const bare = target(barePort, barePid);
  const acc = { server: emptySide(), bare: emptySide() };
  let n = 0;
  const next = () => {
    const w = liveWrite(pads[n % pads.length]!, n % 21, Math.floor(n / 21) % 21);
    n++;
    return w;
  };
  await batch(server, bare, Array.from({ length: WRITES.warmup }, next), acc, false);
  for (let r = 0; r < WRITES.rounds; r++) await batch(server, bare, Array.from({ length: WRITES.perRound }, next), acc);
  server.agent.destroy();
  bare.agent.destroy();
  const s = (side: Side) => ({ p50: quantile(side.ms, 0.5), p99: quantile(side.ms, 0.99), cpu: side.cpuMs / side.writes });
  const sv = s(acc.server);
  const bv = s(acc.bare);
  const ratio = sv.p99 / bv.p99;
  const verdict = judge(
    `issue 16 (a): a keeper write answered by an instance on PostgreSQL against a bare HTTP server answering after one INSERT commit, p99 (<= ${GOALS.write}x)`,
    `p99 ${x2(ratio)} (${f2(sv.p99)} ms against ${f2(bv.p99)} ms, ${acc.server.ms.length} writes each)`,
    ratio <= GOALS.write,
  );
  console.log(
    `  (a) keeper write   instance: median ${f2(sv.p50)} ms, p99 ${f2(sv.p99)} ms, CPU/write ${f2(sv.cpu)} ms   ` +
      `bare INSERT: median ${f2(bv.p50)} ms, p99 ${f2(bv.p99)} ms, CPU/write ${f2(bv.cpu)} ms`,
  );
  console.log(`      ratios: median ${x2(sv.p50 / bv.p50)}, p99 ${x2(ratio)}  (goal: p99 <= ${GOALS.write}x: ${verdict})`);
}

/** (b) Writes on A; subscribers on A and on C hear of each; p99 of each group's delivery times over every write. */
async function follow(nodes: Srv[], pad: Pad, children: ChildProcess[]): Promise<void> {
  const url = (s: Srv) => `${s.base.replace(/^http/, 'ws')}/ws/${pad.slug}`;
  const onA = await subscribe(url(nodes[0]!), FOLLOW.subscribers, children);
  const onC = await subscribe(url(nodes[2]!), FOLLOW.subscribers, children);
  await sleep(500);
  const same: number[] = [];
  const cross: number[] = [];
  for (let r = 0; r < FOLLOW.rounds; r++) {
    // Two-digit scores no earlier write used, so the marker names this write's document.
    const a = 10 + r;
    const [x, y] = await round([onA, onC], `"live":[${a},99]`, () => post(nodes[0]!.base, liveWrite(pad, a, 99)));
    same.push(...x!);
    cross.push(...y!);
    await sleep(GAP_MS);
  }
  for (const p of [...onA, ...onC]) await stop(p);
  const s = { p50: quantile(same, 0.5), p99: quantile(same, 0.99) };
  const c = { p50: quantile(cross, 0.5), p99: quantile(cross, 0.99) };
  const ratio = c.p99 / s.p99;
  const verdict = judge(
    `issue 16 (b): a write on instance A reaching /ws subscribers on instance C against subscribers on A, p99 (<= ${GOALS.crossInstance}x)`,
    `p99 ${x2(ratio)} (${f2(c.p99)} ms against ${f2(s.p99)} ms, ${FOLLOW.rounds} writes x ${FOLLOW.subscribers} subscribers each)`,
    ratio <= GOALS.crossInstance,
  );
  console.log(
    `  (b) write on A to subscribers   on C: median ${f2(c.p50)} ms, p99 ${f2(c.p99)} ms   on A: median ${f2(s.p50)} ms, p99 ${f2(s.p99)} ms`,
  );
  console.log(`      ratios: median ${x2(c.p50 / s.p50)}, p99 ${x2(ratio)}  (goal: p99 <= ${GOALS.crossInstance}x: ${verdict})`);
}

/**
 * (c) SPECTATORS on A alone, then SPECTATORS on each of A, B and C (the goal: 3x the subscribers at the same p99): per
 * write, the p99 over every subscriber; median over writes. This machine's cores are shared by the three instances,
 * the subscriber processes and this one, so the three-instance arm also asks about three times the CPU of the same
 * cores: the goal's ratio is printed as measured, and beside it what the machine limits (CPU per write of each instance
 * and of the subscribers, against the cores there are) and a third arm at equal total work (SPECTATORS spread over the
 * three instances against SPECTATORS on one), which needs no more CPU than the single arm.
 */
async function spectators(nodes: Srv[], pad: Pad, children: ChildProcess[]): Promise<void> {
  const url = (s: Srv) => `${s.base.replace(/^http/, 'ws')}/ws/${pad.slug}`;
  const pids = nodes.map((n) => n.proc.pid!);
  const measure = async (groups: ChildProcess[][], first: number) => {
    const p99s: number[] = [];
    const pooled: number[] = [];
    const subs = groups.flat().map((p) => p.pid!);
    const cpu0 = pids.map(cpuMs);
    const subs0 = subs.map(cpuMs);
    for (let r = 0; r < SPECTATOR_ROUNDS; r++) {
      const a = first + r;
      // Writes go round the instances, as a load balancer spreads keepers; with one instance, all to it.
      const to = nodes[r % groups.length]!;
      const got = (await round(groups, `"live":[${a},98]`, () => post(to.base, liveWrite(pad, a, 98)))).flat();
      p99s.push(quantile(got, 0.99));
      pooled.push(...got);
      await sleep(GAP_MS);
    }
    // Each instance's CPU per write (its subscribers' fan-out, and following the writes the others took), and the
    // subscriber processes' (reading every socket's message), which run on the same cores.
    const cpu = pids.map((pid, i) => (cpuMs(pid) - cpu0[i]!) / SPECTATOR_ROUNDS);
    const subsCpu = subs.reduce((sum, pid, i) => sum + cpuMs(pid) - subs0[i]!, 0) / SPECTATOR_ROUNDS;
    const total = cpu.reduce((x, y) => x + y, 0) + subsCpu;
    return {
      p99: quantile(p99s, 0.5),
      pooled: quantile(pooled, 0.99),
      max: pooled.reduce((m, t) => Math.max(m, t), 0),
      cpu,
      subsCpu,
      total,
    };
  };
  const one = await subscribe(url(nodes[0]!), SPECTATORS, children);
  await sleep(500);
  const single = await measure([one], 10);
  for (const p of one) await stop(p);
  // The instances close the stopped sockets before the next arm opens its own.
  await sleep(1_000);
  // Equal total work: SPECTATORS in all, a third on each instance (before the big arm, whose 3x sockets would still be
  // closing and collected meanwhile).
  const third = Math.ceil(SPECTATORS / nodes.length);
  const spread: ChildProcess[][] = [];
  for (const n of nodes) spread.push(await subscribe(url(n), third, children));
  await sleep(500);
  const equal = await measure(spread, 40);
  for (const p of spread.flat()) await stop(p);
  await sleep(1_000);
  const groups: ChildProcess[][] = [];
  for (const n of nodes) groups.push(await subscribe(url(n), SPECTATORS, children));
  await sleep(500);
  const three = await measure(groups, 70);
  const subscriberProcesses = groups.flat().length;
  for (const p of groups.flat()) await stop(p);
  const ratio = three.p99 / single.p99;
  const verdict = judge(
    `issue 16 (c): spectators scale with instances: ${3 * SPECTATORS} /ws subscribers on three instances against ${SPECTATORS} on one, ` +
      `p99 of a write's delivery (<= ${GOALS.spectators}x)`,
    `p99 ${x2(ratio)} (${f2(three.p99)} ms against ${f2(single.p99)} ms)`,
    ratio <= GOALS.spectators,
  );
  console.log(
    `  (c) ${SPECTATORS} subscribers on one instance: p99 ${f2(single.p99)} ms (pooled ${f2(single.pooled)} ms, slowest ${f2(single.max)} ms)   ` +
      `${SPECTATORS} on each of three: p99 ${f2(three.p99)} ms (pooled ${f2(three.pooled)} ms, slowest ${f2(three.max)} ms)`,
  );
  const cpuList = (c: number[]) => c.map((ms, i) => `${'ABC'[i]} ${f2(ms)}`).join(', ');
  const cores = cpus().length;
  console.log(
    `      CPU per write (ms): one instance with subscribers: instances ${cpuList(single.cpu)}, subscriber processes ${f2(single.subsCpu)}; ` +
      `three: instances ${cpuList(three.cpu)}, subscriber processes ${f2(three.subsCpu)}`,
  );
  const perInstance = Math.max(...three.cpu) / single.cpu[0]!;
  console.log(
    `      per instance: the busiest of three spends ${x2(perInstance)} the CPU per write of the single one (each holds ${SPECTATORS}; ` +
      'the rest is following the writes the others took, and sharing the cores)',
  );
  console.log(
    `      ratio: p99 ${x2(ratio)}  (goal: three instances hold 3x the subscribers at <= ${GOALS.spectators}x the p99: ${verdict})`,
  );
  const eqRatio = equal.p99 / single.p99;
  console.log(
    `      at equal total work, ${SPECTATORS} spread over three instances (${third} each) against ${SPECTATORS} on one: ` +
      `p99 ${f2(equal.p99)} ms against ${f2(single.p99)} ms, ratio ${x2(eqRatio)}`,
  );
  const floor = (t: number) => f2(t / cores);
  console.log(
    `      machine limit: ${cores} cores shared by the three instances, ${subscriberProcesses} subscriber processes and this one ` +
      `(load average ${loadavg()[0]!.toFixed(2)}). CPU per write in all: single arm ${f2(single.total)} ms ` +
      `(at least ${floor(single.total)} ms of wall time on ${cores} cores), three-instance arm ${f2(three.total)} ms ` +
      `(at least ${floor(three.total)} ms), equal-work arm ${f2(equal.total)} ms (at least ${floor(equal.total)} ms). ` +
      `The three-instance arm asks ${x2(three.total / single.total)} the CPU per write of the single arm from the same cores, ` +
      "most of it the subscriber processes'; the goal's same p99 presumes a core per instance and the subscribers on other machines, " +
      'which this machine cannot give.',
  );
}

export async function runClusterBench(): Promise<void> {
  const started = performance.now();
  let db: { url: string; drop(): void };
  try {
    db = freshLocalDatabase(`courtside_bench_${process.pid}`, () => {});
  } catch (err) {
    console.log(`cluster bench (issue 16): skipped, PostgreSQL cannot be started here: ${(err as Error).message}`);
    return;
  }
  const servers: Srv[] = [];
  const children: ChildProcess[] = [];
  const outDir = join(ROOT, 'tmp', `bench-cluster-${process.pid}`);
  const cleanup = () => {
    for (const s of servers) if (s.proc.exitCode === null && s.proc.signalCode === null) s.proc.kill('SIGKILL');
  };
  process.once('exit', cleanup);
  const watchdog = setTimeout(() => {
    console.error(`cluster bench: past ${WATCHDOG_MS / 60_000} minutes, giving up`);
    cleanup();
    killAll();
    for (const dir of [outDir, ...servers.map((s) => s.dataDir)]) removeDir(dir);
    db.drop();
    process.exit(1);
  }, WATCHDOG_MS);
  watchdog.unref();
  try {
    const main = buildServer(outDir);
    // No engine ticks: every write's cost is the write's own. One after another: the first creates the tables.
    for (let i = 0; i < 3; i++)
      servers.push(await startServer({ args: compiledServerArgs(main), env: { DATABASE_URL: db.url, TICK_MS: '3600000' } }));
    const bare = forkJs(benchFile('bare-servers.mjs'), ['pg', db.url]);
    children.push(bare);
    const barePort = await nextMessage<number>(bare, (m) => m?.port);
    const c = new Client(servers[0]!.base);
    await c.login();
    const writePads = await liveTournament(c, 'Cluster Bench Writes');
    const followPads = await liveTournament(c, 'Cluster Bench Follow');
    console.log(
      "cluster mode (issue 16): three compiled instances (plain node, no ticks) on this machine's PostgreSQL (a fresh database), " +
        `a live 32-team, 4-court tournament set up through A; load average ${loadavg()[0]!.toFixed(2)} at the start`,
    );
    if (CASES.includes('a')) await writes(servers[0]!, writePads, barePort, bare.pid!);
    if (CASES.includes('b')) await follow(servers, followPads[0]!, children);
    if (CASES.includes('c')) await spectators(servers, followPads[1] ?? followPads[0]!, children);
    console.log(
      `  (cluster bench took ${((performance.now() - started) / 1000).toFixed(1)} s; load average ${loadavg()[0]!.toFixed(2)} at the end)`,
    );
  } finally {
    clearTimeout(watchdog);
    await Promise.all(children.map((p) => stop(p)));
    await Promise.all(servers.map(stopServer));
    process.off('exit', cleanup);
    for (const dir of [outDir, ...servers.map((s) => s.dataDir)]) removeDir(dir);
    db.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runClusterBench();
