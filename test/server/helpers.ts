// Test harness: spawns the real server process on a free port with a temp DATA_DIR, and small HTTP/WS clients for it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { keeperKey } from '../../server/http/keeper-key.js';

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
export async function startServer(
  opts: { env?: Record<string, string | undefined>; dataDir?: string; args?: string[] } = {},
): Promise<Srv> {
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

export const key = (slug: string, court: number, secret = SECRET) => keeperKey(secret, slug, court);

export type Fields = Record<string, string | number | boolean>;

/** A fetch client that keeps one organizer cookie and never follows redirects. */
export class Client {
  cookie = '';
  constructor(public base: string) {}

  async login(name = 'Desk Ann'): Promise<Response> {
    const res = await this.form('/admin/login', { password: PASSWORD, next: '/admin', name });
    const set = res.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0]!;
    return res;
  }

  get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(this.base + path, { redirect: 'manual', headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...headers } });
  }

  form(path: string, fields: Fields, headers: Record<string, string> = {}): Promise<Response> {
    const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
    return fetch(this.base + path, {
      method: 'POST',
      redirect: 'manual',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
    });
  }

  json(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(this.base + path, {
      method: 'POST',
      redirect: 'manual',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
    });
  }

  /** A JSON organizer action that must succeed; returns its body. */
  async act(path: string, body: unknown): Promise<{ ok: boolean; msg?: string; error?: string; slug?: string }> {
    const res = await this.json(path, body);
    const out = (await res.json()) as { ok: boolean; msg?: string; error?: string };
    if (res.status !== 200 || !out.ok) throw new Error(`${path} ${JSON.stringify(body)} -> ${res.status} ${JSON.stringify(out)}`);
    return out;
  }

  async state(slug: string): Promise<any> {
    const res = await this.get(`/t/${slug}/state.json`);
    if (res.status !== 200) throw new Error(`state.json ${res.status}`);
    return res.json();
  }

  async create(params: Partial<Record<string, unknown>> = {}): Promise<string> {
    const out = await this.act('/admin/new', {
      name: 'Test Cup',
      date: '2026-06-01',
      courtCount: 2,
      teamSize: 2,
      pointsTo: 21,
      winBy: 2,
      cap: 0,
      bestOf: 1,
      stages: 'pool,bracket',
      notes: '',
      ...params,
    });
    return out.slug!;
  }

  /** Registers a team through the public form; returns the response (303 to the code page on success). */
  register(slug: string, fields: Partial<Fields> = {}): Promise<Response> {
    return this.form(`/t/${slug}/register`, {
      name: 'Team',
      captain: 'Cap',
      phone: '555 123 4567',
      players: 2,
      playerNames: '',
      ...fields,
    } as Fields);
  }
}

/** The team code from a registration's 303 Location. */
export function codeFrom(res: Response): string {
  const loc = res.headers.get('location') ?? '';
  const m = /\/team\/([^/?]+)\?new=1$/.exec(loc);
  if (!m) throw new Error(`no team code in "${loc}" (status ${res.status})`);
  return decodeURIComponent(m[1]!);
}

/** A /ws subscriber that records every message. */
export class Feed {
  messages: string[] = [];
  ws: WebSocket;
  private waiters: (() => void)[] = [];
  opened: Promise<void>;
  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.ws.on('message', (data) => {
      this.messages.push(String(data));
      for (const w of this.waiters.splice(0)) w();
    });
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
  }
  /** Waits until a message satisfies `pred` (checked against all messages so far). */
  async until(pred: (doc: any) => boolean, ms = 5_000): Promise<any> {
    const deadline = Date.now() + ms;
    for (;;) {
      const hit = this.messages.map((m) => JSON.parse(m)).find(pred);
      if (hit) return hit;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching /ws message among ${this.messages.length}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }
  close(): void {
    this.ws.close();
  }
}

/** The status of a WebSocket upgrade that was refused (or 101 when accepted). */
export function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => {
      resolve(101);
      ws.close();
    });
    ws.on('error', () => {});
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A started server with an organizer already logged in: the usual `before` of a suite. */
export async function loggedIn(opts: Parameters<typeof startServer>[0] = {}): Promise<{ srv: Srv; c: Client }> {
  const srv = await startServer(opts);
  const c = new Client(srv.base);
  await c.login();
  return { srv, c };
}

/** The usual `after` of a suite: stop the server and remove its data. */
export async function stopServer(srv: Srv): Promise<void> {
  await srv.stop();
  removeDir(srv.dataDir);
}
