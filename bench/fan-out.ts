// Goal 5 (docs/benchmarks.md): 5,000 /ws subscribers in other processes all get a keeper's point; from the write being sent until each has it,
// against a bare ws server in the same run that, on a POST, broadcasts the same bytes to 5,000 clients of its own.
import type { ChildProcess } from 'node:child_process';
import { benchFile, cpuMs, forkJs, forkTs, nextMessage, stop } from './children.js';
import { quantile } from './engine.js';
import type { Arm, RoundResult, SubscribeJob } from './ws-subscribers.js';

export const SUBSCRIBERS = 5_000;
/** Subscriber processes per server: the clients' work (5,000 frame reads) must not all wait on one core. */
const PROCESSES = 2;
/** Writes per server, interleaved. */
const ROUNDS = 24;
/** The feed sends the first change after a quiet spell at once and coalesces later ones for 100 ms; rounds are spaced past that. */
const GAP_MS = 250;
const ROUND_TIMEOUT_MS = 30_000;

export interface KeeperPad {
  url: string;
  body: (a: number) => string;
}

/** Times in ms from the write being sent; "per write" figures are medians over the writes of one figure over a write's 5,000 deliveries. */
export interface FanOutSide {
  /** Median and p99 over the subscribers of one write, median over writes: a typical write's fan-out. */
  p50: number;
  p99: number;
  /** p99 over every delivery of every write: on a shared machine it follows whichever write the scheduler disturbed most. */
  pooledP99: number;
  /** Until the last of the 5,000 had it, median over writes. */
  all: number;
  /** Until the write was answered, median over writes. */
  answered: number;
  /** CPU time the sending process used per write (answer and fan-out), median over writes. */
  cpuMs: number;
}

export interface FanOutFigures {
  bytes: number;
  server: FanOutSide;
  bare: FanOutSide;
}

const hr = () => process.hrtime.bigint();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function post(url: string, body: string): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    signal: AbortSignal.timeout(ROUND_TIMEOUT_MS),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`POST ${url} -> ${res.status}: ${text.slice(0, 200)}`);
}

async function subscribers(url: string): Promise<ChildProcess[]> {
  const procs: ChildProcess[] = [];
  for (let i = 0; i < PROCESSES; i++) {
    const p = forkTs('ws-subscribers.ts');
    procs.push(p);
    p.send({ url, n: SUBSCRIBERS / PROCESSES } satisfies SubscribeJob);
    // One process at a time: opening 5,000 sockets at once mostly measures the listen backlog.
    await nextMessage(p, (m) => m?.open, 120_000);
  }
  return procs;
}

/** One write and its fan-out: per-subscriber delivery times (ms from the write being sent) and the time to the answer. */
async function round(procs: ChildProcess[], marker: string, write: () => Promise<void>): Promise<{ times: number[]; answered: number }> {
  const base = hr();
  const arm: Arm = { marker, base: String(base), timeoutMs: ROUND_TIMEOUT_MS };
  await Promise.all(
    procs.map((p) => {
      const armed = nextMessage(p, (m) => (m?.armed ? true : undefined));
      p.send(arm);
      return armed;
    }),
  );
  const results = Promise.all(
    procs.map((p) => nextMessage<number[]>(p, (m: RoundResult | undefined) => m?.times, ROUND_TIMEOUT_MS + 10_000)),
  );
  const sent = hr();
  await write();
  const answered = Number(hr() - sent) / 1e6;
  const offset = Number(sent - base) / 1e6;
  const times = (await results).flat();
  const missed = times.filter((t) => t < 0).length;
  if (missed > 0)
    throw new Error(`fan-out: ${missed} of ${times.length} subscribers did not get ${marker} within ${ROUND_TIMEOUT_MS / 1000} s`);
  return { times: times.map((t) => t - offset), answered };
}

/**
 * `pad` posts a live score `a`:99 on a court of a live tournament of `server`; `stateUrl` is that tournament's state.json.
 * The server must not change the tournament otherwise during the run (no ticks), so every message carries a write's marker.
 */
export async function benchFanOut(
  server: { base: string; slug: string; pid: number },
  pad: KeeperPad,
  stateUrl: string,
): Promise<FanOutFigures> {
  const children: ChildProcess[] = [];
  try {
    // The bare server broadcasts the server's own document, with the marker of each round in its place.
    await post(pad.url, pad.body(40));
    const template = await (await fetch(stateUrl, { headers: { 'accept-encoding': 'identity' } })).text();
    const marker = '"live":[40,99]';
    if (!template.includes(marker)) throw new Error(`the document does not show ${marker}`);
    const bare = forkJs(benchFile('bare-servers.mjs'), ['ws']);
    children.push(bare);
    bare.send({ template, marker });
    const barePort = await nextMessage<number>(bare, (m) => m?.port);

    const serverSubs = await subscribers(`${server.base.replace(/^http/, 'ws')}/ws/${server.slug}`);
    children.push(...serverSubs);
    const bareSubs = await subscribers(`ws://127.0.0.1:${barePort}/`);
    children.push(...bareSubs);
    await sleep(500);

    const side = () => ({
      times: [] as number[],
      p50: [] as number[],
      p99: [] as number[],
      all: [] as number[],
      answered: [] as number[],
      cpu: [] as number[],
    });
    const sides = { server: side(), bare: side() };
    const pids = { server: server.pid, bare: bare.pid! };
    for (let r = 0; r < 2 * ROUNDS; r++) {
      // Two-digit scores no earlier write used, so the marker names this write's document and keeps its length.
      const a = 41 + r;
      // bare, server, server, bare, ...: each side follows each side equally often.
      const who = r % 4 === 0 || r % 4 === 3 ? 'bare' : 'server';
      const write =
        who === 'server' ? () => post(pad.url, pad.body(a)) : () => post(`http://127.0.0.1:${barePort}/broadcast`, JSON.stringify({ a }));
      const cpu0 = cpuMs(pids[who]);
      const got = await round(who === 'server' ? serverSubs : bareSubs, `"live":[${a},99]`, write);
      const s = sides[who];
      s.cpu.push(cpuMs(pids[who]) - cpu0);
      s.times.push(...got.times);
      s.p50.push(quantile(got.times, 0.5));
      s.p99.push(quantile(got.times, 0.99));
      s.all.push(Math.max(...got.times));
      s.answered.push(got.answered);
      await sleep(GAP_MS);
    }
    const figures = (s: typeof sides.server): FanOutSide => ({
      p50: quantile(s.p50, 0.5),
      p99: quantile(s.p99, 0.5),
      pooledP99: quantile(s.times, 0.99),
      all: quantile(s.all, 0.5),
      answered: quantile(s.answered, 0.5),
      cpuMs: quantile(s.cpu, 0.5),
    });
    return { bytes: Buffer.byteLength(template), server: figures(sides.server), bare: figures(sides.bare) };
  } finally {
    await Promise.all(children.map((p) => stop(p)));
  }
}
