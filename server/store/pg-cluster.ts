// The PostgreSQL store's cluster duties (docs/architecture.md, Cluster mode): what the hub asks of the shared database
// beside reads and writes: the mirror's view of a slug's log, the followers of other instances' changes, sessions read
// back, the court engine's tick lease, and the rate limiters' hits shared between instances.
import { CHANNEL, type Note, type Pg } from './pg-base.js';
import type { ClusterStore, SessionRow } from './store.js';

/** `exclusive` and `optimistic` come from the write path (pg-commit.ts), `lookUp` from the follower (pg-follow.ts). */
export function clusterDuties(
  p: Pg,
  { exclusive, optimistic }: Pick<ClusterStore, 'exclusive' | 'optimistic'>,
  lookUp: ClusterStore['lookUp'],
): ClusterStore {
  const { pool, slots, sessions, followers, instance, up, down } = p;
  return {
    instance,
    exclusive,
    optimistic,
    indexEntry: (slug) => slots.get(slug)?.index,
    eventRecord: (slug) => slots.get(slug)?.record,
    headSeq: (slug) => slots.get(slug)?.seq ?? 0,
    seqOf(slug, update) {
      const list = slots.get(slug)?.updates ?? [];
      for (let i = list.length - 1; i >= 0; i--) if (list[i]!.data === update) return list[i]!.seq;
      return undefined;
    },
    updatesSince(slug, seq) {
      const s = slots.get(slug);
      if (!s) return { seq, updates: [] };
      return { seq: s.seq, updates: s.updates.filter((u) => u.seq > seq).map((u) => u.data) };
    },
    lookUp,
    follow(fn) {
      followers.add(fn);
      return () => followers.delete(fn);
    },
    async refreshSession(hash) {
      try {
        const { rows } = await pool.query<{ row: SessionRow }>('SELECT row FROM sessions WHERE hash = $1', [hash]);
        up();
        const row = rows[0]?.row;
        if (row) sessions.set(hash, row);
        else if (sessions.delete(hash)) p.emit({ kind: 'sessions', removed: [hash] });
      } catch (err) {
        // Reads serve the last state: the mirror stays as it was.
        down(err);
      }
    },
    async lease(names, ms) {
      if (names.length === 0) return new Set();
      const { rows } = await pool.query<{ name: string }>(
        `INSERT INTO leases AS l (name, holder, expires_at)
           SELECT n, $2, now() + $3 * interval '1 millisecond' FROM unnest($1::text[]) AS t(n)
         ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
           WHERE l.holder = EXCLUDED.holder OR l.expires_at < now()
         RETURNING name`,
        [names, instance, ms],
      );
      return new Set(rows.map((r) => r.name));
    },
    publishHit(limiter, key, at) {
      pool
        .query(
          `WITH h AS (INSERT INTO rate_hits (limiter, key, at) VALUES ($1, $2, $3) RETURNING 1)
           SELECT pg_notify($4, $5) FROM h`,
          [limiter, key, at, CHANNEL, JSON.stringify({ i: instance, l: limiter, k: key, a: at } satisfies Note)],
        )
        .catch(down);
    },
    async recentHits(limiter, windowMs) {
      const { rows } = await pool.query<{ key: string; at: number }>(
        'SELECT key, at FROM rate_hits WHERE limiter = $1 AND at > $2 ORDER BY at',
        [limiter, Date.now() - windowMs],
      );
      return rows;
    },
    healthy: p.healthy,
  };
}
