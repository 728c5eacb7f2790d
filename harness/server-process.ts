// The real server in a child process, on a free port with a temp DATA_DIR: what the integration tests and the benchmarks drive.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PASSWORD = 'correct horse battery';
export const SECRET = 'test-session-secret';

export interface Srv {
  base: string;
  port: number;
  dataDir: string;
  proc: ChildProcess;
  output: () => string;
  /** Sends a signal and resolves with the exit code (null when killed by the signal) and how long it took. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
}

export interface StartOptions {
  env?: Record<string, string | undefined>;
  dataDir?: string;
  args?: string[];
}

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'courtside-test-'));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Spawns `node --import tsx server/main.ts` (or node with `args`, e.g. the compiled `dist/server/main.js`);
 * env values replace the defaults (an `undefined` value unsets one).
 */
export async function startServer(opts: StartOptions = {}): Promise<Srv> {
  const dataDir = opts.dataDir ?? tempDir();
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: PASSWORD,
    SESSION_SECRET: SECRET,
    RATE_LIMITS: 'off',
    TRUST_PROXY_AUTH: undefined,
    PUBLIC_URL: undefined,
    ...opts.env,
  };
  for (const k of Object.keys(env)) if (env[k] === undefined) delete env[k];
  const proc = spawn(process.execPath, opts.args ?? ['--import', 'tsx', 'server/main.ts'], {
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d) => {
    out += d;
  });
  proc.stderr!.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 20_000);
    const check = () => {
      const m = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    proc.stdout!.on('data', check);
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${out}`));
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    proc,
    output: () => out,
    async stop(signal = 'SIGTERM') {
      const t0 = Date.now();
      if (proc.exitCode !== null || proc.signalCode !== null) return { code: proc.exitCode, ms: 0 };
      proc.kill(signal);
      const code = await exited;
      return { code, ms: Date.now() - t0 };
    },
  };
}

/** Stops the server and removes its data. */
export async function stopServer(srv: Srv): Promise<void> {
  await srv.stop();
  removeDir(srv.dataDir);
}
