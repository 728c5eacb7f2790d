// The PostgreSQL store's schema (docs/architecture.md, Cluster mode): versioned migrations, each applied once, in a
// transaction, under an advisory lock so several instances starting at once apply each exactly once.
import type { Pool } from 'pg';

/** Any fixed number: every instance takes the same advisory lock while it migrates. */
const MIGRATION_LOCK = 0x636f757274; // "court"

/** In order; a released migration never changes (a new one is added instead). */
export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'tournaments, events, answers, sessions, meta, leases, rate-limit hits',
    sql: `
      -- One row per slug (tournament or event): the write lock, the last update seq, a version bumped by every write,
      -- and the seq of the last compaction (older seqs are gone).
      CREATE TABLE heads (slug text PRIMARY KEY, seq bigint NOT NULL DEFAULT 0, version bigint NOT NULL DEFAULT 0,
        base bigint NOT NULL DEFAULT 0);
      CREATE TABLE updates (slug text NOT NULL, seq bigint NOT NULL, data bytea NOT NULL, PRIMARY KEY (slug, seq));
      CREATE TABLE events (id bigserial PRIMARY KEY, slug text NOT NULL, row jsonb NOT NULL);
      CREATE INDEX events_slug ON events (slug, id);
      CREATE TABLE answers (id bigserial NOT NULL, slug text NOT NULL, op_id text NOT NULL, at bigint NOT NULL,
        ack jsonb NOT NULL, PRIMARY KEY (slug, op_id));
      CREATE INDEX answers_slug_id ON answers (slug, id);
      CREATE INDEX answers_at ON answers (at);
      CREATE TABLE index_entries (slug text PRIMARY KEY, entry jsonb NOT NULL);
      CREATE TABLE event_records (slug text PRIMARY KEY, record jsonb NOT NULL);
      CREATE TABLE meta (key text PRIMARY KEY, value jsonb NOT NULL);
      CREATE TABLE sessions (hash text PRIMARY KEY, row jsonb NOT NULL);
      CREATE TABLE leases (name text PRIMARY KEY, holder text NOT NULL, expires_at timestamptz NOT NULL);
      CREATE TABLE rate_hits (limiter text NOT NULL, key text NOT NULL, at bigint NOT NULL);
      CREATE INDEX rate_hits_at ON rate_hits (limiter, at);
    `,
  },
  {
    version: 2,
    name: 'push subscriptions, sent marks, notifier baselines, push jobs',
    sql: `
      CREATE TABLE push_subscriptions (slug text NOT NULL, endpoint text NOT NULL, team text NOT NULL, row jsonb NOT NULL,
        PRIMARY KEY (slug, endpoint, team));
      CREATE TABLE push_marks (slug text NOT NULL, id text NOT NULL, at bigint NOT NULL, PRIMARY KEY (slug, id));
      CREATE TABLE push_seen (slug text PRIMARY KEY, seen jsonb);
      CREATE TABLE push_jobs (key text PRIMARY KEY, slug text NOT NULL, next_at bigint NOT NULL, job jsonb NOT NULL);
      CREATE INDEX push_jobs_due ON push_jobs (next_at, key);
      CREATE INDEX push_jobs_slug ON push_jobs (slug);
    `,
  },
];

/** Brings the database to the latest schema; resolves to the versions this call applied. */
export async function migrate(pool: Pool): Promise<number[]> {
  const client = await pool.connect();
  const applied: number[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((r) => r.version));
    for (const m of MIGRATIONS) {
      if (done.has(m.version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      }
      applied.push(m.version);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  return applied;
}
