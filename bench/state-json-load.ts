// Goal 1 (docs/benchmarks.md): state.json under 50 keep-alive connections from another process, 200 and 304, against a bare node:http
// server sending the same bytes and headers.
import { request } from 'node:http';
import type { ChildProcess } from 'node:child_process';
import { benchFile, cpuMs, forkJs, forkTs, nextMessage, stop } from './children.js';
import type { LoadJob, LoadResult } from './load-client.js';

const CONNECTIONS = 50;
/** Two load processes: one alone often cannot keep the server busy (its own per-request cost is close to the server's). */
const LOAD_PROCESSES = 2;
const WARMUP_MS = 500;
const DURATION_MS = 1_500;
/** Each (server, path) pair is measured this many times, the servers back to back; medians are printed. */
const ROUNDS = 5;

/** Hop-by-hop and per-answer headers the bare server's node adds by itself. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

interface Probe {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function probe(port: number, path: string, headers: Record<string, string>): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const kept: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) if (!OWN_HEADERS.has(k) && v !== undefined) kept[k] = String(v);
        resolve({ status: res.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

interface Figure {
  rate: number;
  cpuUs: number;
  /** Share of one core the server used over the run: near 100% the server is the bottleneck, well below it the clients are. */
  busy: number;
  statuses: Record<number, number>;
}

/** Runs `clients` load processes side by side (the connections split among them) and sums what they measured. */
async function load(pid: number, job: LoadJob, clients: number): Promise<Figure> {
  const procs = Array.from({ length: clients }, () => forkTs('load-client.ts'));
  try {
    const share = { ...job, connections: Math.ceil(job.connections / clients) };
    await Promise.all(
      procs.map((p) => {
        const ready = nextMessage(p, (m) => (m?.ready ? true : undefined));
        p.send(share);
        return ready;
      }),
    );
    const cpu0 = cpuMs(pid);
    const t0 = performance.now();
    const results = procs.map((p) => nextMessage<LoadResult>(p, (m) => m?.result, job.warmupMs + job.durationMs + 30_000));
    for (const p of procs) p.send('go');
    const done = await Promise.all(results);
    const cpu = cpuMs(pid) - cpu0;
    const wall = performance.now() - t0;
    const statuses: Record<number, number> = {};
    for (const r of done) for (const [k, n] of Object.entries(r.statuses)) statuses[Number(k)] = (statuses[Number(k)] ?? 0) + n;
    const measured = done.reduce((n, r) => n + r.measured, 0);
    const total = done.reduce((n, r) => n + r.total, 0);
    return { rate: measured / (job.durationMs / 1000), cpuUs: (cpu * 1000) / total, busy: cpu / wall, statuses };
  } finally {
    await Promise.all(procs.map((p) => stop(p)));
  }
}

const requestFor = (path: string, etag?: string) =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\n${etag ? `If-None-Match: ${etag}\r\n` : ''}\r\n`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Medians over rounds; `ratio` and `cpuRatio` are medians of each round's server/bare pair, so drift of a shared machine falls on both. */
export interface Compared {
  server: Figure;
  bare: Figure;
  ratio: number;
  cpuRatio: number;
}

export interface StateJsonFigures {
  bytes: { identity: number; gzip: number; br: number };
  ok: Compared;
  notModified: Compared;
  /** The same requests through express's stack (a trailing slash is left to it): what the route cost before the fast path. */
  viaExpress: { ok: Figure; notModified: Figure };
}

/** `server` must hold `slug` and not change it during the run (no writes, no ticks), so the 304 stays a 304. */
export async function benchStateJson(server: { port: number; pid: number }, slug: string): Promise<StateJsonFigures> {
  const path = `/t/${slug}/state.json`;
  const plain = await probe(server.port, path, {});
  const etag = plain.headers.etag!;
  const notModified = await probe(server.port, path, { 'if-none-match': etag });
  const gzip = await probe(server.port, path, { 'accept-encoding': 'gzip' });
  const br = await probe(server.port, path, { 'accept-encoding': 'gzip, deflate, br' });
  if (
    plain.status !== 200 ||
    notModified.status !== 304 ||
    gzip.headers['content-encoding'] !== 'gzip' ||
    br.headers['content-encoding'] !== 'br'
  ) {
    throw new Error(
      `state.json probes: ${plain.status}, ${notModified.status}, ${gzip.headers['content-encoding']}, ${br.headers['content-encoding']}`,
    );
  }

  let bare: ChildProcess | null = null;
  try {
    bare = forkJs(benchFile('bare-servers.mjs'), ['http']);
    bare.send({ body: plain.body.toString('utf8'), ok: plain.headers, notModified: notModified.headers, etag });
    const barePort = await nextMessage<number>(bare, (m) => m?.port);
    const targets = {
      server: { port: server.port, pid: server.pid, path },
      bare: { port: barePort, pid: bare.pid!, path },
      express: { port: server.port, pid: server.pid, path: `${path}/` },
    };
    const runs: Record<'ok' | 'notModified', Record<'server' | 'bare' | 'express', Figure[]>> = {
      ok: { server: [], bare: [], express: [] },
      notModified: { server: [], bare: [], express: [] },
    };
    for (let r = 0; r < ROUNDS; r++) {
      for (const kind of ['ok', 'notModified'] as const) {
        // Alternating which goes first spreads the machine's drift over both.
        const pair = r % 2 === 0 ? (['bare', 'server'] as const) : (['server', 'bare'] as const);
        // The express route is only a point of comparison: measured in the first round alone.
        const order = r === 0 ? [...pair, 'express' as const] : pair;
        for (const who of order) {
          const t = targets[who];
          const job: LoadJob = {
            port: t.port,
            request: requestFor(t.path, kind === 'notModified' ? etag : undefined),
            connections: CONNECTIONS,
            warmupMs: WARMUP_MS,
            durationMs: DURATION_MS,
          };
          runs[kind][who].push(await load(t.pid, job, LOAD_PROCESSES));
        }
      }
    }
    const pick = (xs: Figure[]): Figure => {
      const statuses: Record<number, number> = {};
      for (const x of xs) for (const [k, n] of Object.entries(x.statuses)) statuses[Number(k)] = (statuses[Number(k)] ?? 0) + n;
      return { rate: median(xs.map((x) => x.rate)), cpuUs: median(xs.map((x) => x.cpuUs)), busy: median(xs.map((x) => x.busy)), statuses };
    };
    const compare = ({ server: s, bare: b }: Record<'server' | 'bare' | 'express', Figure[]>): Compared => ({
      server: pick(s),
      bare: pick(b),
      ratio: median(s.map((x, i) => x.rate / b[i]!.rate)),
      cpuRatio: median(s.map((x, i) => x.cpuUs / b[i]!.cpuUs)),
    });
    return {
      bytes: { identity: plain.body.length, gzip: gzip.body.length, br: br.body.length },
      ok: compare(runs.ok),
      notModified: compare(runs.notModified),
      viaExpress: { ok: pick(runs.ok.express), notModified: pick(runs.notModified.express) },
    };
  } finally {
    if (bare) await stop(bare);
  }
}
