// The PostgreSQL store (docs/architecture.md, Cluster mode): the Store interface over a database shared by several
// instances. Reads are synchronous from a local mirror that follows the database (pg-follow.ts: LISTEN/NOTIFY, with
// polling as the fallback); every write commits in the database before it resolves (pg-commit.ts); writes to a slug are
// linearized by its `heads` row. The cluster's duties (tick lease, rate-limit hits, sessions read back) are in
// pg-cluster.ts; push subscriptions and jobs in pg-push.ts; what the parts share in pg-base.ts.
import { openPgBase, type PgStoreOptions } from './pg-base.js';
import { clusterDuties } from './pg-cluster.js';
import { commits } from './pg-commit.js';
import { follow } from './pg-follow.js';
import { migrate } from './pg-migrations.js';
import { pushMethods, removePush } from './pg-push.js';
import type { EventRecord } from '../event/event-types.js';
import { ANSWER_TTL_MS, type ClusterStore, type IndexEntry, type Store } from './store.js';

export type { PgStoreOptions } from './pg-base.js';

/** Old answers and rate-limit hits leave the database this often. */
const PRUNE_MS = 10 * 60_000;
const HITS_KEPT_MS = 24 * 60 * 60_000;

export async function openPgStore(url: string, opts: PgStoreOptions = {}): Promise<Store & { cluster: ClusterStore }> {
  const p = openPgBase(url, opts);
  const { pool, slots, meta, sessions, instance, tx, notify, down } = p;
  await migrate(pool);
  const follower = await follow(p);
  const writes = commits(p, follower);
  const { appendMany } = writes;
  const cluster = clusterDuties(p, writes, follower.lookUp);
  let closed = false;

  const pruner = setInterval(() => {
    const now = Date.now();
    pool
      .query('DELETE FROM answers WHERE at < $1', [now - ANSWER_TTL_MS])
      .then(() => pool.query('DELETE FROM rate_hits WHERE at < $1', [now - HITS_KEPT_MS]))
      .then(() => pool.query('DELETE FROM leases WHERE expires_at < now()'))
      .catch(down);
  }, PRUNE_MS);
  pruner.unref();

  const store: Store & { cluster: ClusterStore } = {
    kind: 'postgres',
    cluster,
    index() {
      const out: IndexEntry[] = [];
      for (const s of slots.values()) if (s.index) out.push(s.index);
      return out;
    },
    updates: (slug) => (slots.get(slug)?.updates ?? []).map((u) => u.data),
    updateCount: (slug) => slots.get(slug)?.updates.length ?? 0,
    appendMany,
    append: (slug, a, meanwhile) => appendMany([{ slug, append: a }], meanwhile),
    eventRecords() {
      const out: EventRecord[] = [];
      for (const s of slots.values()) if (s.record) out.push(s.record);
      return out;
    },
    async compact(slug, merged) {
      const s = slots.get(slug);
      if (!s) return;
      const expected = s.version;
      const at = s.seq + 1;
      const applied = await tx(async (c) => {
        const { rows } = await c.query<{ version: number }>('SELECT version FROM heads WHERE slug = $1 FOR UPDATE', [slug]);
        // Another instance appended meanwhile: `merged` may lack its update, so this fold waits for the next time.
        if (rows[0]?.version !== expected) return false;
        await c.query('DELETE FROM updates WHERE slug = $1', [slug]);
        await c.query('INSERT INTO updates (slug, seq, data) VALUES ($1, $2, $3)', [slug, at, Buffer.from(merged)]);
        await c.query('UPDATE heads SET seq = $2, base = $2, version = version + 1 WHERE slug = $1', [slug, at]);
        await notify(c, { i: instance, s: [slug] });
        return true;
      }, true);
      if (!applied || s.version !== expected) return;
      s.updates = [{ seq: at, data: merged }];
      s.seq = at;
      s.version = expected + 1;
    },
    events(slug, limit) {
      const rows = slots.get(slug)?.events ?? [];
      return limit === undefined ? [...rows] : rows.slice(Math.max(0, rows.length - limit));
    },
    answer(slug, opId) {
      const row = slots.get(slug)?.answers.get(opId);
      return row && Date.now() - row.at < ANSWER_TTL_MS ? row : undefined;
    },
    async remove(slug) {
      await tx(async (c) => {
        await c.query('SELECT 1 FROM heads WHERE slug = $1 FOR UPDATE', [slug]);
        for (const table of ['updates', 'events', 'answers', 'index_entries', 'event_records', 'heads'])
          await c.query(`DELETE FROM ${table} WHERE slug = $1`, [slug]);
        await removePush(c, slug);
        await notify(c, { i: instance, s: [slug] });
      }, true);
      slots.delete(slug);
    },
    getMeta: <T>(key: string) => meta.get(key) as T | undefined,
    async putMeta(key, value) {
      await tx(async (c) => {
        await c.query('INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [
          key,
          JSON.stringify(value),
        ]);
        await notify(c, { i: instance, m: key, v: value });
      });
      meta.set(key, value);
    },
    sessions: () => [...sessions],
    getSession: (hash) => sessions.get(hash),
    async putSession(hash, row) {
      await tx(async (c) => {
        await c.query('INSERT INTO sessions (hash, row) VALUES ($1, $2) ON CONFLICT (hash) DO UPDATE SET row = EXCLUDED.row', [
          hash,
          JSON.stringify(row),
        ]);
        await notify(c, { i: instance, h: hash, r: row });
      });
      sessions.set(hash, row);
    },
    async touchSession(hash, lastSeen) {
      await tx(async (c) => {
        await c.query(`UPDATE sessions SET row = jsonb_set(row, '{lastSeen}', to_jsonb($2::bigint)) WHERE hash = $1`, [hash, lastSeen]);
      });
      const row = sessions.get(hash);
      if (row) sessions.set(hash, { ...row, lastSeen });
    },
    async removeSessions(hashes) {
      if (hashes.length === 0) return;
      await tx(async (c) => {
        await c.query('DELETE FROM sessions WHERE hash = ANY($1::text[])', [hashes]);
        for (const h of hashes) await notify(c, { i: instance, h, r: null });
      });
      for (const h of hashes) sessions.delete(h);
    },
    ...pushMethods(pool, tx),
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(pruner);
      await follower.close();
      await pool.end();
    },
  };
  return store;
}
