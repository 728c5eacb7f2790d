// `npm run cluster`: docker-compose.yml's topology from local processes (docs/operating.md, Cluster mode): PostgreSQL
// (this machine's, started when down, unless DATABASE_URL names another), three instances of the compiled server on it, and
// a small load balancer in front (scripts/cluster/balancer.ts). Ctrl-C (or SIGTERM) stops everything it started.
//   npm run cluster                       # balancer on PORT (default 3000), instances on 3001-3003
//   npm run cluster -- --instances 5      # more instances, on the ports after PORT
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Balancer, startBalancer } from './cluster/balancer.js';
import { ensureLocalDatabase, ensureLocalPostgres, type LocalCluster, stopLocalPostgres } from './cluster/postgres.js';
import { compiledServerArgs } from '../server/process/paths.js';

const ROOT = join(fileURLToPath(import.meta.url), '../..');
const log = (line: string) => console.log(`[cluster] ${line}`);

function fail(message: string): never {
  console.error(`cannot start the cluster: ${message}`);
  process.exit(1);
}

function options(argv: string[]): { instances: number; port: number; host: string } {
  let instances = 3;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--instances') instances = Number(argv[++i]);
    else fail(`unknown argument "${argv[i]}" (only --instances N)`);
  }
  if (!Number.isInteger(instances) || instances < 1 || instances > 32) fail('--instances must be a whole number from 1 to 32');
  const port = process.env.PORT ? Number(process.env.PORT) : 3000;
  if (!Number.isInteger(port) || port < 1 || port + instances > 65535) fail(`PORT must be a port number, got "${process.env.PORT}"`);
  return { instances, port, host: process.env.HOST || '0.0.0.0' };
}

/** An instance's output, each line prefixed with its name; resolves once it listens. */
function startInstance(name: string, port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, compiledServerArgs(), {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let listening = false;
    const relay = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) => {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          out.write(`[${name}] ${line}\n`);
          if (!listening && line.startsWith('listening on ')) {
            listening = true;
            resolve(child);
          }
        }
      });
    };
    relay(child.stdout!, process.stdout);
    relay(child.stderr!, process.stderr);
    child.once('exit', (code, signal) => {
      if (!listening) reject(new Error(`${name} exited (${signal ?? code}) before listening`));
      else if (!stopping) log(`${name} exited (${signal ?? code}); the balancer sends its requests to the others`);
    });
  });
}

let stopping = false;
const children: ChildProcess[] = [];
let balancer: Balancer | null = null;
/** The local PostgreSQL when this script started it (Ctrl-C stops it again). */
let startedPostgres: LocalCluster | null = null;

async function stopAll(code: number): Promise<never> {
  if (stopping) process.exit(code);
  stopping = true;
  log('stopping');
  await balancer?.close();
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 6_000).unref();
        }),
    ),
  );
  if (startedPostgres) {
    log('stopping the PostgreSQL this script started');
    stopLocalPostgres(startedPostgres);
  }
  process.exit(code);
}

async function main(): Promise<void> {
  const { instances, port, host } = options(process.argv.slice(2));
  let url = process.env.DATABASE_URL;
  if (!url) {
    try {
      const pg = ensureLocalPostgres(log);
      if (pg.started) startedPostgres = pg;
      url = ensureLocalDatabase(log);
    } catch (err) {
      fail((err as Error).message);
    }
  }
  log('building what is stale');
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts/build.mjs')], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) fail('the build failed');
  process.once('SIGINT', () => void stopAll(0));
  process.once('SIGTERM', () => void stopAll(0));
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url };
  const targets = Array.from({ length: instances }, (_, i) => ({ host: '127.0.0.1', port: port + 1 + i }));
  // One after another: without SESSION_SECRET or ADMIN_PASSWORD the first generates them and stores them in PostgreSQL,
  // and the others read them from there.
  for (const [i, t] of targets.entries()) {
    try {
      children.push(await startInstance(`a${i + 1}`, t.port, env));
    } catch (err) {
      console.error(`cannot start the cluster: ${(err as Error).message}`);
      await stopAll(1);
    }
  }
  balancer = await startBalancer({ targets, port, host, log });
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  log(`${instances} instances on ports ${targets[0]!.port}-${targets.at(-1)!.port}, on ${url.replace(/\/\/[^@/]*@/, '//')}`);
  log(`load balancer listening on http://${shown}:${balancer.port} (Ctrl-C stops everything)`);
}

main().catch((err: unknown) => {
  console.error('cluster failed', err);
  void stopAll(1);
});
