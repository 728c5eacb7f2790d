// Benchmark: the real server (child process, temp DATA_DIR) on loopback, with a live 64-team, 8-court tournament.
// Every figure is printed as a ratio to a baseline measured in the same run (GET /healthz, or RSS right after start).
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { Client, key } from '../harness/http-client.js';
import { removeDir, type Srv, startServer } from '../harness/server-process.js';
import { quantile } from './engine.js';

const TEAMS = 64;
const COURTS = 8;
const WARMUP = 50;
/** Sequential rounds of healthz, state.json, state.json (304), keeper live write. */
const ROUNDS = 400;
const ROUNDS_MAX_MS = 12_000;
const KEEPERS = 8;
const THROUGHPUT_MS = 3_000;
const SUBSCRIBERS = 200;
const FANOUT_WRITES = 50;
/** The feed sends the first change after a quiet spell at once and coalesces later ones for 100 ms; writes are spaced past that. */
const FANOUT_GAP_MS = 120;
const REQUEST_TIMEOUT_MS = 10_000;
/** The whole server bench is killed past this, server included. */
const WATCHDOG_MS = 90_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rssKiB(pid: number): number {
  const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!m) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(m[1]);
}

async function timed(url: string, init: RequestInit, expect: number): Promise<{ ms: number; res: Response; body: string }> {
  const t0 = performance.now();
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const body = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== expect) throw new Error(`${init.method ?? 'GET'} ${url} -> ${res.status} (expected ${expect}): ${body.slice(0, 200)}`);
  return { ms, res, body };
}

/** A keeper pad of one court: posts live scores for the match on that court. */
class Keeper {
  private url: string;
  private k: string;
  constructor(
    base: string,
    slug: string,
    public court: number,
    public match: string,
  ) {
    this.url = `${base}/keeper/${slug}/${court}/live`;
    this.k = key(slug, court);
  }
  async live(a: number, b: number): Promise<number> {
    const body = JSON.stringify({ k: this.k, match: this.match, a, b, sets: [] });
    return (await timed(this.url, { method: 'POST', body, headers: { 'content-type': 'application/json' } }, 200)).ms;
  }
}

/** Scores 0..20 each, a different pair on every call (441 pairs, then round again). */
const scoreOf = (n: number): [number, number] => [n % 21, Math.floor(n / 21) % 21];

async function keepers(c: Client, slug: string): Promise<Keeper[]> {
  const s = await c.state(slug);
  const out: Keeper[] = [];
  for (const ct of s.courts as { court: number; match: { id: string; status: string } | null }[]) {
    if (ct.match?.status === 'live') out.push(new Keeper(c.base, slug, ct.court, ct.match.id));
  }
  if (out.length !== COURTS) throw new Error(`expected ${COURTS} live courts, found ${out.length}`);
  return out;
}

/** Called with every /ws message the subscribers get (subscriber index, frame bytes). */
let onMessage: ((i: number, data: Buffer) => void) | null = null;

/** Opens `n` /ws subscribers; each keeps its latest message. */
async function subscribe(base: string, slug: string, n: number): Promise<{ sockets: WebSocket[]; latest: Buffer[]; close: () => void }> {
  const url = `${base.replace(/^http/, 'ws')}/ws/${slug}`;
  const sockets: WebSocket[] = [];
  const latest: Buffer[] = new Array(n).fill(Buffer.alloc(0));
  const opened: Promise<void>[] = [];
  for (let i = 0; i < n; i++) {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    sockets.push(ws);
    ws.on('message', (data: Buffer) => {
      latest[i] = data;
      onMessage?.(i, data);
    });
    opened.push(
      new Promise((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      }),
    );
  }
  await Promise.all(opened);
  return {
    sockets,
    latest,
    close: () => {
      for (const ws of sockets) ws.terminate();
    },
  };
}
export async function runServerBench(): Promise<void> {
  let srv: Srv | null = null;
  const kill = () => {
    if (srv && srv.proc.exitCode === null && srv.proc.signalCode === null) srv.proc.kill('SIGKILL');
  };
  process.once('exit', kill);
  const watchdog = setTimeout(() => {
    console.error(`server bench: past ${WATCHDOG_MS / 1000} s, giving up`);
    kill();
    process.exit(1);
  }, WATCHDOG_MS);
  watchdog.unref();
  const started = performance.now();
  let feed: { close: () => void } | null = null;
  try {
    srv = await startServer();
    const pid = srv.proc.pid!;
    const rssStart = rssKiB(pid);
    const c = new Client(srv.base);
    await c.login();
    const slug = await c.livePools('Bench Open', TEAMS, COURTS);
    const pads = await keepers(c, slug);
    const rssSetup = rssKiB(pid);
    const stateUrl = `${srv.base}/t/${slug}/state.json`;
    const healthUrl = `${srv.base}/healthz`;

    // 1. Sequential rounds, interleaved so every figure shares the baseline's conditions.
    const health: number[] = [];
    const state: number[] = [];
    const notModified: number[] = [];
    const write: number[] = [];
    let stateBytes = 0;
    let changedUnderUs = 0;
    const pad = pads[0]!;
    let n = 0;
    const t0 = performance.now();
    for (let r = 0; r < WARMUP + ROUNDS && performance.now() - t0 < ROUNDS_MAX_MS; r++) {
      const keep = r >= WARMUP;
      const h = await timed(healthUrl, {}, 200);
      const s = await timed(stateUrl, {}, 200);
      const etag = s.res.headers.get('etag') ?? '';
      stateBytes = Buffer.byteLength(s.body);
      // A tick may move an etaMin between the two reads; such a round answers 200 and is not counted as a 304.
      const nmMs = await (async () => {
        const t = performance.now();
        const res = await fetch(stateUrl, { headers: { 'if-none-match': etag }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        await res.arrayBuffer();
        if (res.status !== 304) {
          changedUnderUs++;
          return null;
        }
        return performance.now() - t;
      })();
      const [a, b] = scoreOf(n++);
      const w = await pad.live(a, b);
      if (!keep) continue;
      health.push(h.ms);
      state.push(s.ms);
      if (nmMs !== null) notModified.push(nmMs);
      write.push(w);
    }

    // 2. Throughput: every court's keeper posting live scores back to back.
    const tpLat: number[] = [];
    const tpEnd = performance.now() + THROUGHPUT_MS;
    const tpStart = performance.now();
    await Promise.all(
      pads.map(async (p, i) => {
        let m = 1000 * i;
        while (performance.now() < tpEnd) {
          const [a, b] = scoreOf(m++);
          tpLat.push(await p.live(a, b));
        }
      }),
    );
    const tpSec = (performance.now() - tpStart) / 1000;

    // 3. Fan-out: 200 subscribers; a write's answer until all of them hold the new document.
    const sub = await subscribe(srv.base, slug, SUBSCRIBERS);
    feed = sub;
    await sleep(200);
    const fromAnswer: number[] = [];
    const fromSend: number[] = [];
    const subWrite: number[] = [];
    const msgBytes: number[] = [];
    let beforeAnswer = 0;
    for (let i = 0; i < FANOUT_WRITES; i++) {
      // Scores no earlier write used (those stay within 0..20), so the marker names this write's document.
      const a = 40 + i;
      const marker = Buffer.from(`"live":[${a},99]`);
      const got = new Set<number>();
      let lastAt = 0;
      for (let j = 0; j < SUBSCRIBERS; j++) if (sub.latest[j]!.includes(marker)) got.add(j);
      const all = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`fan-out: ${got.size}/${SUBSCRIBERS} subscribers got write ${i} within 5 s`)),
          5_000,
        );
        onMessage = (j, data) => {
          if (got.has(j) || !data.includes(marker)) return;
          got.add(j);
          if (got.size === 1) msgBytes.push(data.length);
          lastAt = performance.now();
          if (got.size === SUBSCRIBERS) {
            clearTimeout(timer);
            resolve();
          }
        };
      });
      all.catch(() => {}); // awaited below; a failed write must not leave it unhandled
      const sent = performance.now();
      await pad.live(a, 99);
      const answered = performance.now();
      subWrite.push(answered - sent);
      await all;
      onMessage = null;
      if (lastAt <= answered) beforeAnswer++;
      fromAnswer.push(Math.max(0, lastAt - answered));
      fromSend.push(lastAt - sent);
      await sleep(FANOUT_GAP_MS);
    }
    const rssFanout = rssKiB(pid);
    sub.close();
    feed = null;

    // Report.
    const hm = quantile(health, 0.5);
    const hp = quantile(health, 0.99);
    const f = (x: number) => x.toFixed(3);
    console.log(`server: ${TEAMS} teams, ${COURTS} courts, pools of 4, live; loopback; ${health.length} sequential rounds`);
    const row = (name: string, xs: number[], extra = '') => {
      const m = quantile(xs, 0.5);
      const p = quantile(xs, 0.99);
      console.log(
        `  ${name.padEnd(26)} median ${f(m)} ms (${(m / hm).toFixed(2)}x healthz)   p99 ${f(p)} ms (${(p / hp).toFixed(2)}x healthz)${extra}`,
      );
    };
    row('GET /healthz', health);
    row('GET state.json', state, `   ${(stateBytes / 1024).toFixed(1)} KiB`);
    row('GET state.json 304', notModified, changedUnderUs ? `   (${changedUnderUs} rounds changed under us)` : '');
    row('POST keeper live', write);
    const seqRate = 1000 / quantile(write, 0.5);
    const rate = tpLat.length / tpSec;
    row(`${KEEPERS} keepers concurrent`, tpLat, `   ${rate.toFixed(0)} writes/s (${(rate / seqRate).toFixed(2)}x 1/sequential median)`);
    row(`live, ${SUBSCRIBERS} subscribers`, subWrite, "   the write's answer while the feed fans out");
    row(`fan-out answer->all`, fromAnswer, `   ${beforeAnswer}/${fromAnswer.length} writes: all ${SUBSCRIBERS} had it before the answer`);
    row(
      `fan-out sent->all`,
      fromSend,
      `   ${(quantile(msgBytes, 0.5) / 1024).toFixed(1)} KiB/message, ${((quantile(msgBytes, 0.5) * SUBSCRIBERS) / 1048576).toFixed(1)} MiB/write`,
    );
    const mib = (k: number) => (k / 1024).toFixed(1);
    console.log(
      `  ${'server RSS'.padEnd(26)} start ${mib(rssStart)} MiB   after setup ${mib(rssSetup)} MiB (${(rssSetup / rssStart).toFixed(2)}x start)   ` +
        `after fan-out ${mib(rssFanout)} MiB (${(rssFanout / rssStart).toFixed(2)}x start)`,
    );
    console.log(`  (server bench took ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } finally {
    onMessage = null;
    feed?.close();
    clearTimeout(watchdog);
    if (srv) {
      const stopping = srv.stop('SIGTERM');
      const late = setTimeout(kill, 6_000);
      await stopping;
      clearTimeout(late);
      removeDir(srv.dataDir);
    }
    process.off('exit', kill);
  }
}
