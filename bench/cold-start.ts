// Goal 4 (docs/benchmarks.md): the server's cold start with 1,000 stored tournaments (spawn until /healthz answers, and RSS then), through `npm start`
// and as the Dockerfile runs it, each against a bare node server started the same way.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import type { CreateParams } from '../shared/engine/types.js';
import { TournamentHub } from '../server/tournament/hub.js';
import { openStore } from '../server/store/store.js';
import { benchFile, rssKiB, spawnNode, stop } from './children.js';
import { compiledServerArgs, ROOT } from '../server/process/paths.js';
// @ts-expect-error: a plain JavaScript module without types
import { ensureBuilt } from '../scripts/build.mjs';
import { CREATE_PARAMS } from '../harness/http-client.js';

export const STORED = 1_000;
/** Starts of each program, interleaved; medians are printed. */
const RUNS = 5;

/** Writes `n` small tournaments straight through the hub (the same store code the server reads at start). */
export async function seedTournaments(dataDir: string, n: number): Promise<void> {
  const hub = new TournamentHub(openStore(dataDir));
  const organizer = { name: 'bench', role: 'organizer' } as const;
  const params = (i: number): CreateParams => ({ ...CREATE_PARAMS, name: `Sand Open ${i + 1}`, courtCount: 4 });
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

/** The newest process under `pid` (npm runs a shell that runs node): the one whose memory counts. */
function leaf(pid: number): number {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return children.length === 0 ? pid : leaf(Number(children[children.length - 1]));
  } catch {
    return pid;
  }
}

/** `npm start` in `dir`, in a process group of its own so the server under npm and its shell goes with it. */
function npmStart(dir: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn('npm', ['start', '--silent'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
}

async function stopGroup(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  try {
    process.kill(-proc.pid!, 'SIGKILL');
  } catch {
    proc.kill('SIGKILL');
  }
  await gone;
}

/** Starts a program (`start`); the time until its first /healthz answer (it prints its port when listening), and its RSS then. */
async function coldStart(start: () => ChildProcess, args: string[]): Promise<Start> {
  const t0 = performance.now();
  const proc: ChildProcess = start();
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
    const rssMiB = rssKiB(leaf(proc.pid!)) / 1024;
    return { ms, rssMiB, tournaments: (JSON.parse(health.body) as { tournaments: number }).tournaments };
  } finally {
    if (proc.spawnfile === 'npm') await stopGroup(proc);
    else await stop(proc);
  }
}

export interface ColdStartFigures {
  /** Through `npm start` (goal 4, docs/benchmarks.md), against a bare node server run by an `npm start` of its own. */
  npm: { server: Start; bare: Start };
  /** `node --enable-source-maps dist/server/main.js`, as the Dockerfile runs it, against bare node. */
  node: { server: Start; bare: Start };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const pick = (xs: Start[]): Start => ({
  ms: median(xs.map((x) => x.ms)),
  rssMiB: median(xs.map((x) => x.rssMiB)),
  tournaments: xs[0]!.tournaments,
});

/**
 * `dataDir` already holds the tournaments. The build is brought up to date first (untimed): `npm start` checks it on
 * every start and builds only what is stale, which a start measured here should not include. A source saved by
 * someone else meanwhile still makes one start rebuild; the median of five leaves it out.
 */
export async function benchColdStart(dataDir: string): Promise<ColdStartFigures> {
  const env = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'bench password',
    SESSION_SECRET: 'bench secret',
    RATE_LIMITS: 'off',
  };
  ensureBuilt(['client', 'server'], { log: () => {} });
  // The bare program's own package, whose start script runs it with plain node, as package.json runs the server.
  const barePackage = mkdtempSync(join(tmpdir(), 'bench-bare-start-'));
  writeFileSync(
    join(barePackage, 'package.json'),
    JSON.stringify({ name: 'bare', private: true, scripts: { start: `node ${JSON.stringify(benchFile('bare-servers.mjs'))} health` } }),
  );
  const main = join(ROOT, 'dist/server/main.js');
  const runs = { npm: { server: [] as Start[], bare: [] as Start[] }, node: { server: [] as Start[], bare: [] as Start[] } };
  try {
    for (let i = 0; i < RUNS; i++) {
      runs.npm.server.push(await coldStart(() => npmStart(ROOT, env), ['npm', 'start']));
      runs.npm.bare.push(await coldStart(() => npmStart(barePackage, env), ['npm', 'start (bare)']));
      runs.node.server.push(await coldStart(() => spawnNode(compiledServerArgs(main), env), [main]));
      runs.node.bare.push(await coldStart(() => spawnNode([benchFile('bare-servers.mjs'), 'health'], env), ['bare-servers.mjs']));
    }
  } finally {
    rmSync(barePackage, { recursive: true, force: true });
  }
  const counted = [...runs.npm.server, ...runs.node.server].map((s) => s.tournaments);
  if (counted.some((n) => n !== STORED)) throw new Error(`the server reported ${counted.join(', ')} tournaments, not ${STORED}`);
  return {
    npm: { server: pick(runs.npm.server), bare: pick(runs.npm.bare) },
    node: { server: pick(runs.node.server), bare: pick(runs.node.bare) },
  };
}
