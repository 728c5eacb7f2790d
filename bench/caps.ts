// Benchmark: what a write costs at the caps. A live tournament of MAX_TEAMS teams on 64 courts (the most
// creation allows), in pools of 4 (a real event) and of 16 (the most matches the caps allow: 7,680),
// timed through the engine's apply() and through the real server's keeper route. Run: npx tsx bench/caps.ts
import { performance } from 'node:perf_hooks';
import { apply } from '../shared/engine/apply.js';
import { MAX_TEAMS } from '../shared/engine/roster.js';
import type { Intent, Tournament } from '../shared/engine/types.js';
import { Client, key } from '../harness/http-client.js';
import { type Srv, startServer, stopServer } from '../harness/server-process.js';
import { must, pick, prng, seededTournament } from '../harness/sim.js';
import { quantile } from './engine.js';

const COURTS = 64;
/** Pools of 4 are how large events play; pools of 16 give the most matches a tournament at the caps can have. */
const POOL_SIZES = [4, 16];
const WRITES = 200;
/** The server part is killed past this, server included. */
const WATCHDOG_MS = 480_000;

const ms = (x: number) => `${x.toFixed(2)} ms`;
const row = (name: string, xs: number[]) =>
  console.log(
    `  ${name.padEnd(34)} median ${ms(quantile(xs, 0.5)).padStart(10)}   p99 ${ms(quantile(xs, 0.99)).padStart(10)}   (${xs.length} runs)`,
  );

function timeEach(n: number, fn: (i: number) => void): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    fn(i);
    out.push(performance.now() - t0);
  }
  return out;
}

function engineBench(): void {
  const rand = prng(3);
  const now = 1_700_000_000_000;
  const t0 = performance.now();
  let t: Tournament = seededTournament({ teams: MAX_TEAMS - 1, courts: COURTS, stages: ['pool', 'bracket'] }, rand, now);
  const built = performance.now() - t0;
  const run = (state: Tournament, i: Intent) => apply(state, i, { now, random: rand });
  console.log(
    `engine: ${MAX_TEAMS} teams (the cap) on ${COURTS} courts; ${MAX_TEAMS - 1} teams added one by one in ${(built / 1000).toFixed(1)} s`,
  );
  row(
    'add the last team (at the cap)',
    timeEach(50, (i) => must(run(t, { type: 'teamAdd', name: `Last ${i}`, captain: 'Cap', players: 2 }))),
  );
  t = must(run(t, { type: 'teamAdd', name: 'Last In', captain: 'Cap', players: 2 })).state;
  row(
    'refused add past the cap',
    timeEach(50, () => run(t, { type: 'teamAdd', name: 'One Too Many', captain: 'Cap', players: 2 })),
  );
  for (const poolSize of POOL_SIZES) {
    let p = must(run(t, { type: 'generatePools', poolSize })).state;
    p = must(run(p, { type: 'phase', phase: 'live' })).state;
    const live = Object.values(p.matches).filter((m) => m.status === 'live');
    console.log(
      `  pools of ${poolSize}: ${Object.keys(p.matches).length} matches, ${live.length} live, ` +
        `state ${(JSON.stringify(p).length / 1024).toFixed(0)} KiB as JSON`,
    );
    row(
      `keeper live score, pools of ${poolSize}`,
      timeEach(WRITES, (i) => {
        const m = pick(rand, live);
        must(run(p, { type: 'keeperLive', court: m.court!, match: m.id, a: i % 21, b: 7, sets: [] }));
      }),
    );
  }
}

async function serverBench(): Promise<void> {
  let srv: Srv | null = null;
  const watchdog = setTimeout(() => {
    console.error(`caps bench: past ${WATCHDOG_MS / 1000} s, giving up`);
    srv?.proc.kill('SIGKILL');
    process.exit(1);
  }, WATCHDOG_MS);
  watchdog.unref();
  try {
    srv = await startServer();
    const c = new Client(srv.base);
    await c.login();
    for (const poolSize of POOL_SIZES) {
      const slug = await c.create({ name: `Caps Open ${poolSize}`, courtCount: COURTS });
      const t0 = performance.now();
      const adds: number[] = [];
      for (let i = 1; i <= MAX_TEAMS; i++) {
        const a0 = performance.now();
        await c.act(`/admin/t/${slug}/team`, { op: 'add', name: `Team ${i}`, captain: `Captain ${i}`, players: 2 });
        if (i > MAX_TEAMS - 100) adds.push(performance.now() - a0);
      }
      console.log(`server, pools of ${poolSize}: ${MAX_TEAMS} teams added over HTTP in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      row('desk team add, last 100 (HTTP)', adds);
      await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize });
      await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
      const state = await c.state(slug);
      const court = (state.courts as { court: number; match: { id: string } | null }[]).find((x) => x.match)!;
      const url = `${srv.base}/keeper/${slug}/${court.court}/live`;
      const health: number[] = [];
      const writes: number[] = [];
      for (let i = 0; i < WRITES; i++) {
        const h0 = performance.now();
        await (await fetch(`${srv.base}/healthz`)).text();
        health.push(performance.now() - h0);
        const w0 = performance.now();
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ k: key(slug, court.court), match: court.match!.id, a: i % 21, b: 3, sets: [] }),
        });
        await res.text();
        if (res.status !== 200) throw new Error(`keeper live -> ${res.status}`);
        writes.push(performance.now() - w0);
      }
      const bytes = (await (await fetch(`${srv.base}/t/${slug}/state.json`)).arrayBuffer()).byteLength;
      console.log(`  state.json ${(bytes / 1024).toFixed(0)} KiB`);
      row('GET /healthz (baseline)', health);
      row('keeper live write (HTTP, durable)', writes);
    }
  } finally {
    clearTimeout(watchdog);
    if (srv) await stopServer(srv);
  }
}

engineBench();
await serverBench();
