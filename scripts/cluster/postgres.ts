// The machine's own PostgreSQL (Debian's postgresql package) for `npm run cluster` and bench/cluster.ts: started when it is
// down, with a role and database for Courtside created when missing (docs/operating.md, Cluster mode).
import { spawnSync } from 'node:child_process';

export const LOCAL_USER = 'courtside';
export const LOCAL_DATABASE = 'courtside';
/** Only for a cluster on this machine's loopback; a real deployment sets DATABASE_URL with a password of its own. */
const LOCAL_PASSWORD = 'courtside';
export const LOCAL_URL = `postgres://${LOCAL_USER}:${LOCAL_PASSWORD}@127.0.0.1:5432/${LOCAL_DATABASE}`;

interface Run {
  ok: boolean;
  out: string;
}

function run(cmd: string, args: string[]): Run {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.error) return { ok: false, out: r.error.message };
  return { ok: r.status === 0, out: `${r.stdout}${r.stderr}`.trim() };
}

/** psql as the postgres superuser over the local socket; `sql` may hold only identifiers and literals we wrote. */
export function psql(sql: string, database = 'postgres'): Run {
  const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const [cmd, ...args] = [...asPostgres, 'psql', '-X', '-q', '-tA', '-v', 'ON_ERROR_STOP=1', '-d', database, '-c', sql];
  return run(cmd!, args);
}

/** The clusters `pg_lsclusters` lists: version, name, and whether it runs. */
function clusters(): { version: string; name: string; online: boolean }[] {
  const r = run('pg_lsclusters', ['--no-header']);
  if (!r.ok) return [];
  return r.out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f.length >= 4)
    .map((f) => ({ version: f[0]!, name: f[1]!, online: f[3] === 'online' }));
}

/** This machine's first PostgreSQL cluster, as pg_ctlcluster names it. */
export interface LocalCluster {
  version: string;
  name: string;
}

/**
 * Starts (restart: restarts) this machine's first PostgreSQL cluster; throws with a sentence saying why it cannot.
 * Returns the cluster and whether this call started it.
 */
export function ensureLocalPostgres(
  log: (line: string) => void = console.log,
  action: 'start' | 'restart' = 'start',
): LocalCluster & { started: boolean } {
  const cluster = clusters()[0];
  if (!cluster)
    throw new Error("no local PostgreSQL found (pg_lsclusters lists none): install Debian's postgresql package, or set DATABASE_URL");
  const { version, name } = cluster;
  if (cluster.online && action === 'start') return { version, name, started: false };
  log(`${action === 'start' ? 'starting' : 'restarting'} PostgreSQL ${version} ${name}`);
  const r = run('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, action]);
  if (!r.ok) throw new Error(`pg_ctlcluster ${version} ${name} ${action} failed: ${r.out}`);
  return { version, name, started: !cluster.online };
}

export function stopLocalPostgres(cluster: LocalCluster): void {
  run('pg_ctlcluster', ['--skip-systemctl-redirect', cluster.version, cluster.name, 'stop']);
}

/** The Courtside role and database on the local cluster, created when missing; returns the URL to reach them. */
export function ensureLocalDatabase(log: (line: string) => void = console.log): string {
  ensureLocalPostgres(log);
  const role = psql(`SELECT 1 FROM pg_roles WHERE rolname = '${LOCAL_USER}'`);
  if (!role.ok) throw new Error(`cannot reach the local PostgreSQL as its superuser: ${role.out}`);
  if (role.out !== '1') {
    log(`creating the PostgreSQL role ${LOCAL_USER}`);
    const made = psql(`CREATE ROLE ${LOCAL_USER} LOGIN CREATEDB PASSWORD '${LOCAL_PASSWORD}'`);
    if (!made.ok) throw new Error(`cannot create the role ${LOCAL_USER}: ${made.out}`);
  }
  const db = psql(`SELECT 1 FROM pg_database WHERE datname = '${LOCAL_DATABASE}'`);
  if (db.out !== '1') {
    log(`creating the PostgreSQL database ${LOCAL_DATABASE}`);
    const made = psql(`CREATE DATABASE ${LOCAL_DATABASE} OWNER ${LOCAL_USER}`);
    if (!made.ok) throw new Error(`cannot create the database ${LOCAL_DATABASE}: ${made.out}`);
  }
  return LOCAL_URL;
}

/** A fresh, empty database owned by the Courtside role (benchmarks); `drop` removes it. */
export function freshLocalDatabase(name: string, log: (line: string) => void = console.log): { url: string; drop(): void } {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a database name: ${name}`);
  ensureLocalDatabase(log);
  psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const made = psql(`CREATE DATABASE ${name} OWNER ${LOCAL_USER}`);
  if (!made.ok) throw new Error(`cannot create the database ${name}: ${made.out}`);
  return {
    url: LOCAL_URL.replace(/\/[^/]+$/, `/${name}`),
    drop: () => void psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
