// Settings from the environment (docs/operating.md, Configuration), with the generated secrets kept in the store so they survive restarts.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import type { Store } from '../store/store.js';
import { readPushEnv, type PushEnv } from '../notify/push-config.js';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  sessionSecret: string;
  adminPassword: string;
  trustProxyAuth: boolean;
  /** Lower-cased header name, as node exposes headers. */
  proxyAuthHeader: string;
  rateLimits: boolean;
  /** Without a trailing slash; null derives the base from each request. */
  publicUrl: string | null;
  /** How often `/ws` subscribers are pinged (docs/api.md, Persistence and pushes: 30 s); shorter only in tests. */
  feedPingMs: number;
  /** How often the court engine ticks live tournaments; shorter only in tests. */
  tickMs: number;
  /** Tournaments the service holds at most (MAX_TOURNAMENTS, default 10,000); lower in tests or on a small host. */
  maxTournaments: number;
  /** Cluster mode (docs/operating.md, Cluster mode): a postgres:// URL puts the store in PostgreSQL; null keeps LMDB in dataDir. */
  databaseUrl: string | null;
  /** Notifications (docs/operating.md, Notifications): VAPID keys and PUSH_ENDPOINTS. */
  push: PushEnv;
}

export type EnvConfig = Omit<Config, 'sessionSecret' | 'adminPassword'> & {
  sessionSecret: string | null;
  adminPassword: string | null;
};

const truthy = (v: string | undefined) => v !== undefined && /^(1|true)$/i.test(v.trim());
const given = (v: string | undefined) => (v !== undefined && v !== '' ? v : null);

/** A test-only interval knob: a whole number of milliseconds, 10 to one hour, or the default when unset. */
function interval(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = given(env[name]);
  if (raw === null) return fallback;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 10 || ms > 3_600_000)
    throw new Error(`${name} must be a whole number of milliseconds from 10 to 3600000, got "${raw}"`);
  return ms;
}

export const MAX_TOURNAMENTS = 10_000;

function maxTournaments(env: NodeJS.ProcessEnv): number {
  const raw = given(env.MAX_TOURNAMENTS);
  if (raw === null) return MAX_TOURNAMENTS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000)
    throw new Error(`MAX_TOURNAMENTS must be a whole number from 1 to 1000000, got "${raw}"`);
  return n;
}

function databaseUrl(env: NodeJS.ProcessEnv): string | null {
  const raw = given(env.DATABASE_URL);
  if (raw === null) return null;
  // The URL carries a password: the error names its shape, never the value.
  if (!/^postgres(ql)?:\/\/[^\s]+$/i.test(raw)) throw new Error('DATABASE_URL must be a postgres:// (or postgresql://) URL');
  return raw;
}

export function readEnv(env: NodeJS.ProcessEnv): EnvConfig {
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const publicUrl = given(env.PUBLIC_URL);
  if (publicUrl !== null && !/^https?:\/\/[^/]/i.test(publicUrl))
    throw new Error(`PUBLIC_URL must start with http:// or https://, got "${publicUrl}"`);
  return {
    port,
    host: given(env.HOST) ?? '0.0.0.0',
    dataDir: resolve(given(env.DATA_DIR) ?? './data'),
    sessionSecret: given(env.SESSION_SECRET),
    adminPassword: given(env.ADMIN_PASSWORD),
    trustProxyAuth: truthy(env.TRUST_PROXY_AUTH),
    proxyAuthHeader: (given(env.PROXY_AUTH_HEADER) ?? 'X-Forwarded-Email').toLowerCase(),
    rateLimits: (env.RATE_LIMITS ?? '').trim().toLowerCase() !== 'off',
    publicUrl: publicUrl === null ? null : publicUrl.replace(/\/+$/, ''),
    feedPingMs: interval(env, 'FEED_PING_MS', 30_000),
    tickMs: interval(env, 'TICK_MS', 5_000),
    maxTournaments: maxTournaments(env),
    databaseUrl: databaseUrl(env),
    push: readPushEnv(env, publicUrl),
  };
}

/** Fills in unset secrets from the store, generating and storing them the first time. */
export async function settleSecrets(env: EnvConfig, store: Store, log: (line: string) => void): Promise<Config> {
  // A secret or password not given in the environment is generated once and kept in LMDB `meta`.
  const stored = async (key: string, bytes: number): Promise<string> => {
    const kept = store.getMeta<string>(key);
    if (kept) return kept;
    const made = randomBytes(bytes).toString('base64url');
    await store.putMeta(key, made);
    return made;
  };
  const where = env.databaseUrl === null ? env.dataDir : 'the database';
  let sessionSecret = env.sessionSecret;
  if (sessionSecret === null) {
    sessionSecret = await stored('sessionSecret', 32);
    log(`warning: SESSION_SECRET is not set; using the secret generated and stored in ${where}`);
  }
  let adminPassword = env.adminPassword;
  if (adminPassword === null) {
    adminPassword = await stored('adminPassword', 12);
    log(`ADMIN_PASSWORD is not set; organizer password (generated, stored in ${where}): ${adminPassword}`);
  }
  return { ...env, sessionSecret, adminPassword };
}
