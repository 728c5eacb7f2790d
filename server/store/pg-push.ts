// Push subscriptions and push jobs in PostgreSQL (the Store's push methods, as lmdb-store.ts keeps them): shared by
// every instance, so a notification is queued once and sent once, whichever instance saw the change.
import type { Pool, PoolClient } from 'pg';
import type { PushJob, PushSubscriptionRow, Store } from './store.js';

type PushMethods = Pick<
  Store,
  | 'pushSubscriptions'
  | 'putPushSubscription'
  | 'removePushSubscriptions'
  | 'pushSlugs'
  | 'queuePushes'
  | 'pushSeen'
  | 'takePushJobs'
  | 'settlePushJobs'
>;

const UPSERT_JOB = `INSERT INTO push_jobs (key, slug, next_at, job) VALUES ($1, $2, $3, $4)
  ON CONFLICT (key) DO UPDATE SET slug = EXCLUDED.slug, next_at = EXCLUDED.next_at, job = EXCLUDED.job`;

/** `tx` runs a function in one transaction (pg-store.ts maps failures to StoreUnavailable). */
export function pushMethods(pool: Pool, tx: <T>(fn: (c: PoolClient) => Promise<T>) => Promise<T>): PushMethods {
  return {
    async pushSubscriptions(slug) {
      const { rows } = await pool.query<{ row: PushSubscriptionRow }>(
        'SELECT row FROM push_subscriptions WHERE slug = $1 ORDER BY endpoint, team',
        [slug],
      );
      return rows.map((r) => r.row);
    },
    async putPushSubscription(slug, row) {
      await pool.query(
        `INSERT INTO push_subscriptions (slug, endpoint, team, row) VALUES ($1, $2, $3, $4)
         ON CONFLICT (slug, endpoint, team) DO UPDATE SET row = EXCLUDED.row`,
        [slug, row.endpoint, row.team, row],
      );
    },
    async removePushSubscriptions(slug, endpoint, team) {
      const r =
        team === undefined
          ? await pool.query('DELETE FROM push_subscriptions WHERE slug = $1 AND endpoint = $2', [slug, endpoint])
          : await pool.query('DELETE FROM push_subscriptions WHERE slug = $1 AND endpoint = $2 AND team = $3', [slug, endpoint, team]);
      return r.rowCount ?? 0;
    },
    async pushSlugs() {
      const { rows } = await pool.query<{ slug: string }>('SELECT DISTINCT slug FROM push_subscriptions');
      return rows.map((r) => r.slug);
    },
    queuePushes(slug, batch, seen) {
      return tx(async (c) => {
        const queued: string[] = [];
        const at = Date.now();
        for (const { id, jobs } of batch) {
          const marked = await c.query('INSERT INTO push_marks (slug, id, at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [slug, id, at]);
          if (marked.rowCount === 0) continue;
          for (const job of jobs) await c.query(UPSERT_JOB, [job.key, job.slug, job.nextAt, job]);
          queued.push(id);
        }
        await c.query(`INSERT INTO push_seen (slug, seen) VALUES ($1, $2) ON CONFLICT (slug) DO UPDATE SET seen = EXCLUDED.seen`, [
          slug,
          JSON.stringify(seen ?? null),
        ]);
        return queued;
      });
    },
    async pushSeen(slug) {
      const { rows } = await pool.query<{ seen: unknown }>('SELECT seen FROM push_seen WHERE slug = $1', [slug]);
      return rows[0]?.seen ?? undefined;
    },
    takePushJobs(now, limit, leaseMs) {
      return tx(async (c) => {
        // SKIP LOCKED: two instances taking jobs at once take different ones.
        const { rows } = await c.query<{ job: PushJob }>(
          `SELECT job FROM push_jobs WHERE next_at <= $1 ORDER BY next_at, key LIMIT $2 FOR UPDATE SKIP LOCKED`,
          [now, limit],
        );
        const taken = rows.map((r) => ({ ...r.job, nextAt: now + leaseMs }));
        for (const job of taken) await c.query(UPSERT_JOB, [job.key, job.slug, job.nextAt, job]);
        return taken;
      });
    },
    async settlePushJobs(done, retry) {
      await tx(async (c) => {
        if (done.length > 0) await c.query('DELETE FROM push_jobs WHERE key = ANY($1::text[])', [done]);
        for (const job of retry) await c.query(UPSERT_JOB, [job.key, job.slug, job.nextAt, job]);
      });
    },
  };
}

/** Inside `remove(slug)`'s transaction: the slug's subscriptions, marks, baseline and jobs go with it. */
export async function removePush(c: PoolClient, slug: string): Promise<void> {
  await c.query('DELETE FROM push_subscriptions WHERE slug = $1', [slug]);
  await c.query('DELETE FROM push_marks WHERE slug = $1', [slug]);
  await c.query('DELETE FROM push_seen WHERE slug = $1', [slug]);
  await c.query('DELETE FROM push_jobs WHERE slug = $1', [slug]);
}
