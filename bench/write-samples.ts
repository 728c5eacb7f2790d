// Sequential keeper writes over keep-alive, each followed (or preceded) by the same POST to the bare LMDB server, and the server's CPU
// per write over a batch (from idle to idle, so work done after the answer counts). Used by bench/writes.ts for goals 2 and 3 (docs/benchmarks.md).
import { Agent, request } from 'node:http';
import { cpuMs } from './children.js';

/** One HTTP server the bench writes to: its port, its process (for CPU) and one keep-alive connection. */
export interface Target {
  port: number;
  pid: number;
  agent: Agent;
}

export function target(port: number, pid: number): Target {
  // One socket: the requests are sequential, and a second socket would only add a connect to some of them.
  return { port, pid, agent: new Agent({ keepAlive: true, maxSockets: 1 }) };
}

const REQUEST_TIMEOUT_MS = 30_000;

/** POSTs `body` as JSON; resolves with the time from sending to the answer's last byte, and the answer. */
export function post(t: Target, path: string, body: string): Promise<{ ms: number; status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const bytes = Buffer.from(body, 'utf8');
    const t0 = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port: t.port,
        path,
        method: 'POST',
        agent: t.agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: { 'content-type': 'application/json', 'content-length': bytes.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ ms: performance.now() - t0, status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`POST ${path}: no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
    req.on('error', reject);
    req.end(bytes);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const POLL_MS = 25;
/**
 * Idle means no CPU tick for this long. Longer than the feed's 100 ms coalescing window, so work a write
 * defers to a timer is still counted; /proc counts CPU in 10 ms ticks, so shorter quiet spells prove little.
 */
const QUIET_MS = 150;
const IDLE_LIMIT_MS = 10_000;

/** Waits until `pid` has used no CPU for QUIET_MS; returns its CPU time then (ms). */
export async function untilIdle(pid: number): Promise<number> {
  const t0 = performance.now();
  let last = cpuMs(pid);
  let quietSince = performance.now();
  while (performance.now() - quietSince < QUIET_MS) {
    if (performance.now() - t0 > IDLE_LIMIT_MS) throw new Error(`process ${pid} did not go idle within ${IDLE_LIMIT_MS / 1000} s`);
    await sleep(POLL_MS);
    const now = cpuMs(pid);
    if (now !== last) {
      last = now;
      quietSince = performance.now();
    }
  }
  return last;
}

/** What one side measured: answered latencies (ms) and CPU (ms) over `writes` writes. */
export interface Side {
  ms: number[];
  cpuMs: number;
  writes: number;
}

export const emptySide = (): Side => ({ ms: [], cpuMs: 0, writes: 0 });

/** One keeper write: its path on the server and its JSON body (the bare server takes the same). */
export interface Write {
  path: string;
  body: string;
}

async function checked(t: Target, w: Write): Promise<number> {
  const r = await post(t, w.path, w.body);
  if (r.status !== 200) throw new Error(`POST ${w.path} -> ${r.status}: ${r.text.slice(0, 300)}`);
  return r.ms;
}

/** Batches sent so far: which side opens a batch alternates with it (see `batch`). */
let batches = 0;

/**
 * Sends `writes` one at a time, each to the server and to the bare server back to back (which goes first alternates,
 * so neither always runs in the other's wake), and adds latencies and CPU to `server` and `bare`. Both are idle at
 * the start and waited for at the end. `keep` false sends the same requests and records nothing (warm-up).
 * The first request after the idle wait is the slow one of a batch (measured: the server's median 2.8 ms there
 * against 1.4 ms for the rest, docs/benchmarks.md), so the side that opens a batch alternates from batch to batch:
 * always the server, it took that wake-up in every batch and the bare server never did.
 * Returns the time the requests took (both sides', idle waits left out) per write: what the next batch may plan with.
 */
export async function batch(
  server: Target,
  bare: Target,
  writes: Write[],
  acc: { server: Side; bare: Side },
  keep = true,
): Promise<number> {
  const s0 = await untilIdle(server.pid);
  const b0 = cpuMs(bare.pid);
  let spent = 0;
  const opener = batches++ % 2;
  for (const [i, w] of writes.entries()) {
    const order = (i + opener) % 2 === 0 ? [server, bare] : [bare, server];
    for (const t of order) {
      const ms = await checked(t, w);
      spent += ms;
      if (keep) (t === server ? acc.server : acc.bare).ms.push(ms);
    }
  }
  const s1 = await untilIdle(server.pid);
  const b1 = await untilIdle(bare.pid);
  const perWrite = spent / Math.max(1, writes.length);
  if (!keep) return perWrite;
  acc.server.cpuMs += s1 - s0;
  acc.server.writes += writes.length;
  acc.bare.cpuMs += b1 - b0;
  acc.bare.writes += writes.length;
  return perWrite;
}
