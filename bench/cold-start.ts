// Goal 4 of issue 9: the compiled server's cold start with 1,000 stored tournaments (spawn until /healthz answers, and RSS then), against a bare node server.
import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import type { CreateParams } from '../shared/engine/types.js';
import { TournamentHub } from '../server/tournament/hub.js';
import { openStore } from '../server/store/store.js';
import { benchFile, rssKiB, spawnNode, stop } from './children.js';

export const STORED = 1_000;
/** Starts of each program, interleaved; medians are printed. */
const RUNS = 5;

/** Writes `n` small tournaments straight through the hub (the same store code the server reads at start). */
export async function seedTournaments(dataDir: string, n: number): Promise<void> {
  const hub = new TournamentHub(openStore(dataDir));
  const organizer = { name: 'bench', role: 'organizer' } as const;
  const params = (i: number): CreateParams => ({
    name: `Sand Open ${i + 1}`,
    date: '2026-06-01',
    courtCount: 4,
    teamSize: 2,
    pointsTo: 21,
    winBy: 2,
    cap: 0,
    bestOf: 1,
    stages: 'pool,bracket',
    notes: '',
  });
  try {
    const created = await Promise.all(Array.from({ length: n }, (_, i) => hub.create(params(i), organizer)));
    const failed = created.find((r) => !r.ok);
    if (failed && !failed.ok) throw new Error(`seeding tournaments: ${failed.error}`);
  } finally {
    await hub.close();
  }
}

function healthz(port: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export interface Start {
  ms: number;
  rssMiB: number;
  tournaments: number;
}

/** Spawns `args` with plain node; the time until its first /healthz answer (it prints its port when listening), and its RSS then. */
async function coldStart(args: string[], env: NodeJS.ProcessEnv): Promise<Start> {
  const t0 = performance.now();
  const proc: ChildProcess = spawnNode(args, env);
  try {
    let out = '';
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not listen within 20 s:\n${out}`)), 20_000);
      proc.stderr!.on('data', (d) => {
        out += d;
      });
      proc.stdout!.on('data', (d) => {
        out += d;
        const m = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(Number(m[1]));
        }
      });
      proc.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${args.join(' ')} exited (${code}) before listening:\n${out}`));
      });
    });
    const health = await healthz(port);
    const ms = performance.now() - t0;
    if (health.status !== 200) throw new Error(`/healthz answered ${health.status}: ${health.body}`);
    const rssMiB = rssKiB(proc.pid!) / 1024;
    return { ms, rssMiB, tournaments: (JSON.parse(health.body) as { tournaments: number }).tournaments };
  } finally {
    await stop(proc);
  }
}

export interface ColdStartFigures {
  server: Start;
  bare: Start;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** `dataDir` already holds the tournaments; `main` is the compiled server's main.js. */
export async function benchColdStart(dataDir: string, main: string): Promise<ColdStartFigures> {
  const env = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'bench password',
    SESSION_SECRET: 'bench secret',
    RATE_LIMITS: 'off',
  };
  const server: Start[] = [];
  const bare: Start[] = [];
  for (let i = 0; i < RUNS; i++) {
    // As the Dockerfile and `npm start` run it.
    server.push(await coldStart(['--enable-source-maps', main], env));
    bare.push(await coldStart([benchFile('bare-servers.mjs'), 'health'], env));
  }
  if (server.some((s) => s.tournaments !== STORED))
    throw new Error(`the server reported ${server.map((s) => s.tournaments).join(', ')} tournaments, not ${STORED}`);
  const pick = (xs: Start[]): Start => ({
    ms: median(xs.map((x) => x.ms)),
    rssMiB: median(xs.map((x) => x.rssMiB)),
    tournaments: xs[0]!.tournaments,
  });
  return { server: pick(server), bare: pick(bare) };
}
