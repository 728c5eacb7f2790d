// The PostgreSQL store's write path (docs/architecture.md, Cluster mode): every write commits in the database before it
// resolves, in one transaction; writes to a slug are linearized by its `heads` row (a lock, and a version checked on
// commit: a stale instance's write rolls back as a conflict, and the caller catches up and retries).
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { CHANNEL, type Held, type Note, type Pg, type WireRows } from './pg-base.js';
import type { Follower } from './pg-follow.js';
import { emptySlot, pruneSlot } from './pg-mirror.js';
import { type Append, ANSWER_LIMIT, ANSWER_SLACK, ANSWER_TTL_MS, type ClusterStore, type Store, StoreConflict } from './store.js';

/** NOTIFY payloads are at most 8000 bytes; a write whose rows would not fit is read back instead. */
const WIRE_MAX = 7_000;

/** Takes the slug's heads row (its write lock) and bumps its version; `$2` is the last update seq after the write. */
const HEAD_SQL = `INSERT INTO heads AS h (slug, seq, version, base) VALUES ($1, $2, 1, 0)
  ON CONFLICT (slug) DO UPDATE SET version = h.version + 1, seq = GREATEST(h.seq, $2) RETURNING version`;

/**
 * One slug's rows as a write hands them over, and as parameters in the order `rowInserts` numbers them; its updates take
 * the seqs after `after`, the last one the slug had.
 */
function rowsOf(appends: Append[], after: number) {
  const ups = appends.filter((a) => a.update).map((a) => a.update!);
  const seqs = ups.map((_, i) => after + 1 + i);
  const events = appends.filter((a) => a.event).map((a) => a.event!);
  const answers = appends.filter((a) => a.answer).map((a) => a.answer!);
  const index = appends.findLast((a) => a.index)?.index ?? null;
  const record = appends.findLast((a) => a.record)?.record ?? null;
  const params = [
    seqs,
    ups.map((u) => Buffer.from(u.buffer, u.byteOffset, u.byteLength)),
    JSON.stringify(events),
    JSON.stringify(answers),
    index === null ? null : JSON.stringify(index),
    record === null ? null : JSON.stringify(record),
  ];
  /** The updates as the notification carries them: [seq, base64]. */
  const wired = seqs.map((q, i): [seq: number, base64: string] => [q, Buffer.from(ups[i]!).toString('base64')]);
  return { seqs, events, answers, index, record, params, wired };
}

/**
 * The inserts of one slug's rows (updates, events, answers, its index entry, its event record) as the CTEs u, e, a, x and r
 * of a WITH, slug `$1`, the rows' parameters numbered from `$first` in `rowsOf` order. `gated`: each selects FROM the CTE h
 * (the heads row), so the rows go in only once h holds the row, and not at all when h is empty (a failed version check).
 */
function rowInserts(first: number, gated: boolean): string {
  const [seqs, data, events, answers, index, record] = [0, 1, 2, 3, 4, 5].map((i) => `$${first + i}`);
  const from = gated ? 'h, ' : '';
  const onlyWithH = gated ? ' FROM h' : '';
  return `u AS (INSERT INTO updates (slug, seq, data) SELECT $1, s, d FROM ${from}unnest(${seqs}::bigint[], ${data}::bytea[]) AS t(s, d) RETURNING 1),
  e AS (INSERT INTO events (slug, row) SELECT $1, r FROM ${from}jsonb_array_elements(${events}::jsonb) WITH ORDINALITY AS t(r, n)
        ORDER BY n RETURNING id, row),
  a AS (INSERT INTO answers (slug, op_id, at, ack)
        SELECT $1, x->>'opId', (x->>'at')::bigint, x->'ack' FROM ${from}jsonb_array_elements(${answers}::jsonb) AS t(x)
        ON CONFLICT (slug, op_id) DO UPDATE SET at = EXCLUDED.at, ack = EXCLUDED.ack, id = nextval('answers_id_seq')
        RETURNING id, op_id, at, ack),
  x AS (INSERT INTO index_entries (slug, entry) SELECT $1, ${index}::jsonb${onlyWithH} WHERE ${index}::jsonb IS NOT NULL
        ON CONFLICT (slug) DO UPDATE SET entry = EXCLUDED.entry RETURNING 1),
  r AS (INSERT INTO event_records (slug, record) SELECT $1, ${record}::jsonb${onlyWithH} WHERE ${record}::jsonb IS NOT NULL
        ON CONFLICT (slug) DO UPDATE SET record = EXCLUDED.record RETURNING 1)`;
}

/**
 * A write of one slug in one statement, committed on its own: takes the heads row (its lock) and bumps its version only
 * if it is still `$9` (null: a lone events row, never checked), and only then appends the rows and sends the
 * notification (delivered at commit), with the rows when they fit. No row back: the check failed and nothing changed.
 * The rows select FROM h, so ids are taken once the heads row is held (in commit order, as followers read them).
 */
const ONE_SQL = `WITH h AS (INSERT INTO heads AS hd (slug, seq, version, base) VALUES ($1, $2, 1, 0)
    ON CONFLICT (slug) DO UPDATE SET version = hd.version + 1, seq = GREATEST(hd.seq, $2)
    WHERE $9::bigint IS NULL OR hd.version = $9::bigint RETURNING version),
  ${rowInserts(3, true)},
  w AS (SELECT h.version AS v, (SELECT array_agg(id ORDER BY id) FROM e) AS e, (SELECT array_agg(id ORDER BY id) FROM a) AS a,
          (SELECT count(*) FROM u) + (SELECT count(*) FROM x) + (SELECT count(*) FROM r) AS n,
          json_build_object('i', $10::text, 's', json_build_array($1::text), 'd', json_build_object($1::text, json_build_object(
            'v', h.version, 'u', $11::json,
            'e', (SELECT coalesce(json_agg(json_build_array(id, row) ORDER BY id), '[]'::json) FROM e),
            'a', (SELECT coalesce(json_agg(json_build_array(id, op_id, at, ack) ORDER BY id), '[]'::json) FROM a),
            'x', $7::jsonb, 'r', $8::jsonb)))::text AS note
        FROM h)
SELECT v, e, a, n, pg_notify($12::text, CASE WHEN octet_length(note) <= $13::int THEN note
    ELSE json_build_object('i', $10::text, 's', json_build_array($1::text))::text END) FROM w`;

/**
 * One slug's rows inside a transaction (several slugs, or under `exclusive`'s lock), its ids back. `locked`: the heads row is
 * bumped in the same statement (`$8` the last update seq), its version back; `open`: the heads row was taken before.
 */
const txSql = (locked: boolean) => `WITH ${locked ? `h AS (${HEAD_SQL.replace(/\$2/g, '$8')}),` : ''} ${rowInserts(2, false)}
  SELECT (SELECT array_agg(id ORDER BY id) FROM e) AS e, (SELECT array_agg(id ORDER BY id) FROM a) AS a,
    (SELECT count(*) FROM u) + (SELECT count(*) FROM x) + (SELECT count(*) FROM r) AS n,
    ${locked ? '(SELECT version FROM h)' : 'NULL::bigint'} AS v`;
const TX_SQL = { locked: txSql(true), open: txSql(false) };

/** What a commit of one slug's rows gave: its version after, the seqs and ids taken, and whether it followed on the mirror's. */
interface Done {
  slug: string;
  version: number;
  seqs: number[];
  eventIds: number[];
  answerIds: number[];
  exact: boolean;
}

/**
 * When a write would likely lose, the lock is taken at once: another instance's write of the slug heard within HEARD_MS
 * (another may well be on its way), or a write of it lost here within LOST_MS (the slug is contended). Past both, a
 * tournament written through several instances behind a balancer at people's pace still takes the one-statement path.
 */
const HEARD_MS = 100;
const LOST_MS = 5_000;
const LOST_KEPT = 1_000;

/** Whether an error is a unique violation: another instance appended the same step first. */
const isConflict = (err: unknown) => (err as { code?: string })?.code === '23505';

export interface Commits {
  appendMany: Store['appendMany'];
  exclusive: ClusterStore['exclusive'];
  optimistic: ClusterStore['optimistic'];
}

export function commits(p: Pg, f: Follower): Commits {
  const { als, slots, instance, pool } = p;
  const { connect, failure, up, down, slot } = p;
  const { catchUp, scheduleCatchUp } = f;

  /** A write's notification: its rows too when they fit (a follower then reads nothing back). */
  const noteOf = (slugs: string[], wire: Record<string, WireRows>): string => {
    const full = JSON.stringify({ i: instance, s: slugs, d: wire } satisfies Note);
    return full.length <= WIRE_MAX ? full : JSON.stringify({ i: instance, s: slugs } satisfies Note);
  };

  /** Does a write of these rows have to be checked against the slug's version (anything but a lone events row)? */
  const checked = (rows: readonly Append[]) => rows.some((a) => a.update || a.index || a.record || a.answer);

  /** When a one-statement write of a slug last lost (at most LOST_KEPT slugs remembered). */
  const lost = new Map<string, number>();

  /** The expected versions of `optimistic`'s slugs (as its function started), in its async context. */
  const seen = new AsyncLocalStorage<Map<string, number>>();

  /**
   * One slug's rows outside a lock: one statement (ONE_SQL) checks the version, appends, bumps the head and tells the
   * other instances, committed on its own (one round trip). A failed check changes nothing: StoreConflict once the
   * mirror caught up.
   */
  async function commitOne(slug: string, appends: Append[], meanwhile?: () => void): Promise<Done> {
    const s = slots.get(slug) ?? emptySlot();
    const expected = seen.getStore()?.get(slug) ?? s.version;
    const { seqs, params, wired } = rowsOf(appends, s.seq);
    // Named: each pooled connection parses and plans it once, not on every write.
    const sent = pool.query<{ v: number; e: string[] | null; a: string[] | null }>({
      name: 'courtside-append-one',
      text: ONE_SQL,
      values: [
        slug,
        seqs.at(-1) ?? s.seq,
        ...params,
        checked(appends) ? expected : null,
        instance,
        JSON.stringify(wired),
        CHANNEL,
        WIRE_MAX,
      ],
    });
    // From here the database commits: the next turn of this thread runs beside it.
    if (meanwhile) setImmediate(meanwhile);
    let out: { v: number; e: string[] | null; a: string[] | null } | undefined;
    try {
      out = (await sent).rows[0];
      up();
    } catch (err) {
      if (isConflict(err)) throw new StoreConflict(slug);
      throw failure(err);
    }
    if (!out) {
      // Another instance wrote the slug since this mirror last read it: what was staged may rest on an old state.
      if (lost.size >= LOST_KEPT) lost.clear();
      lost.set(slug, Date.now());
      await catchUp(pool, slug).catch(down);
      throw new StoreConflict(slug);
    }
    seen.getStore()?.set(slug, out.v);
    // bigint[] comes back as strings (the int8 parser is for single values).
    return {
      slug,
      version: out.v,
      seqs,
      eventIds: (out.e ?? []).map(Number),
      answerIds: (out.a ?? []).map(Number),
      exact: out.v === s.version + 1,
    };
  }

  const appendMany: Store['appendMany'] = async (rows, meanwhile) => {
    const held = als.getStore();
    const inLock = held?.open && !held.done ? held : null;
    const bySlug = new Map<string, Append[]>();
    for (const { slug, append } of rows) {
      const list = bySlug.get(slug) ?? [];
      list.push(append);
      bySlug.set(slug, list);
    }
    // Locks are taken in slug order, so two writes of the same slugs never wait for each other in a circle.
    const order = [...bySlug.keys()].sort();
    const done =
      !inLock && order.length === 1
        ? [await commitOne(order[0]!, bySlug.get(order[0]!)!, meanwhile)]
        : await commitInTx(order, bySlug, inLock, meanwhile);
    takeIn(done, bySlug);
  };

  /** Several slugs, or a write under `exclusive`'s lock: in one transaction, the notification sent with its commit. */
  async function commitInTx(order: string[], bySlug: Map<string, Append[]>, inLock: Held | null, meanwhile?: () => void): Promise<Done[]> {
    const c = inLock?.client ?? (await connect());
    let broken: Error | undefined;
    const done: Done[] = [];
    // What the mirror held as the write was asked for (its rows were staged on that): checked against once the heads
    // row is held, whatever the mirror takes in meanwhile.
    const start = new Map(order.map((slug) => [slug, { version: slots.get(slug)?.version ?? 0, seq: slots.get(slug)?.seq ?? 0 }]));
    const wire: Record<string, WireRows> = {};
    try {
      if (!inLock) await c.query('BEGIN');
      for (const slug of order) {
        const appends = bySlug.get(slug)!;
        const s = start.get(slug)!;
        const { seqs, events: evs, answers: ans, index, record, params, wired } = rowsOf(appends, s.seq);
        const last = seqs.at(-1) ?? s.seq;
        // Under exclusive's lock the version is bumped in the same statement as the rows (a failed check rolls all back);
        // otherwise the heads row is locked first, so this slug's event and answer ids are taken in commit order.
        const locked = inLock?.slugs.has(slug) === true;
        let version = 0;
        if (!locked) {
          const head = await c.query<{ version: number }>(HEAD_SQL, [slug, last]);
          version = head.rows[0]!.version;
          // Another instance wrote the slug since this mirror last read it: what was staged may rest on an old state.
          if (version !== s.version + 1 && checked(appends)) throw new StoreConflict(slug);
        }
        const { rows: out } = await c.query<{ e: string[] | null; a: string[] | null; v: number | null }>({
          name: locked ? 'courtside-append-locked' : 'courtside-append-tx',
          text: locked ? TX_SQL.locked : TX_SQL.open,
          values: [slug, ...params, ...(locked ? [last] : [])],
        });
        if (locked) {
          version = out[0]!.v!;
          if (version !== s.version + 1 && checked(appends)) throw new StoreConflict(slug);
        }
        const exact = version === s.version + 1;
        // bigint[] comes back as strings (the int8 parser is for single values).
        const eventIds = (out[0]?.e ?? []).map(Number);
        const answerIds = (out[0]?.a ?? []).map(Number);
        done.push({ slug, version, seqs, eventIds, answerIds, exact });
        wire[slug] = {
          v: version,
          u: wired,
          e: evs.map((row, i) => [eventIds[i] ?? 0, row]),
          a: ans.map((x, i) => [answerIds[i] ?? 0, x.opId, x.at, x.ack]),
          x: index,
          r: record,
        };
      }
      // From here the database commits: the next turn of this thread runs beside it.
      if (meanwhile) setImmediate(meanwhile);
      // The notification and the commit in one round trip (NOTIFY is delivered at commit).
      await c.query(`SELECT pg_notify('${CHANNEL}', ${pg.escapeLiteral(noteOf(order, wire))}); COMMIT`);
      up();
    } catch (err) {
      await c.query('ROLLBACK').catch((e: Error) => {
        broken = e;
      });
      if (isConflict(err)) throw new StoreConflict(order[0] ?? '');
      throw failure(err);
    } finally {
      if (inLock) inLock.open = false;
      else c.release(broken);
    }
    return done;
  }

  /** Committed: the mirror takes the rows in (a slug another instance also wrote is caught up instead). */
  function takeIn(done: Done[], bySlug: Map<string, Append[]>): void {
    const now = Date.now();
    for (const d of done) {
      const appends = bySlug.get(d.slug)!;
      if (!d.exact) {
        scheduleCatchUp(d.slug);
        continue;
      }
      const s = slot(d.slug);
      // A catch-up (another instance's notification, a poll) may have read these rows first: each is taken once.
      s.version = Math.max(s.version, d.version);
      let u = 0;
      let e = 0;
      for (const ap of appends) {
        if (ap.update) {
          const seq = d.seqs[u++]!;
          if (seq > s.seq) {
            s.updates.push({ seq, data: ap.update });
            s.seq = seq;
          }
        }
        if (ap.event) {
          const id = d.eventIds[e++] ?? 0;
          if (id > s.eventId) {
            s.events.push(ap.event);
            s.eventId = id;
          }
        }
        if (ap.answer) s.answers.set(ap.answer.opId, { at: ap.answer.at, ack: ap.answer.ack });
        if (ap.index) s.index = ap.index;
        if (ap.record) s.record = ap.record;
      }
      if (d.answerIds.length > 0) s.answerId = Math.max(s.answerId, ...d.answerIds);
      if (s.answers.size > ANSWER_LIMIT + ANSWER_SLACK) {
        const dropped = pruneSlot(s, now, ANSWER_LIMIT, ANSWER_TTL_MS);
        pool.query('DELETE FROM answers WHERE slug = $1 AND op_id = ANY($2::text[])', [d.slug, dropped]).catch(down);
      }
    }
  }

  const exclusive: ClusterStore['exclusive'] = async (slugs, fn) => {
    const c = await connect();
    const sorted = [...new Set(slugs)].sort();
    const held: Held = { client: c, slugs: new Set(sorted), open: true, done: false };
    let broken: Error | undefined;
    try {
      try {
        // One round trip: the transaction and its locks (slugs as escaped literals, the only way to send two statements).
        const list = sorted.length > 0 ? sorted.map((x) => pg.escapeLiteral(x)).join(', ') : 'NULL';
        const results = (await c.query(
          `BEGIN; SELECT slug, version FROM heads WHERE slug IN (${list}) ORDER BY slug FOR UPDATE`,
        )) as unknown as pg.QueryResult<{ slug: string; version: number }>[];
        const versions = new Map(results[1]!.rows.map((r) => [r.slug, r.version]));
        for (const slug of sorted) if ((versions.get(slug) ?? 0) !== (slots.get(slug)?.version ?? 0)) await catchUp(c, slug);
      } catch (err) {
        held.open = false;
        await c.query('ROLLBACK').catch((e: Error) => {
          broken = e;
        });
        throw failure(err);
      }
      return await als.run(held, fn);
    } finally {
      held.done = true;
      if (held.open)
        await c.query('ROLLBACK').catch((e: Error) => {
          broken = e;
        });
      c.release(broken);
    }
  };

  const optimistic: ClusterStore['optimistic'] = (slugs, fn) => {
    const [slug, ...more] = new Set(slugs);
    // Several slugs, or one a write now would likely lose (a catch-up under way, news of another instance's write just
    // now, a write lost lately): the lock.
    const now = Date.now();
    if (
      slug === undefined ||
      more.length > 0 ||
      f.catching(slug) ||
      now - f.heardAt(slug) < HEARD_MS ||
      now - (lost.get(slug) ?? Number.NEGATIVE_INFINITY) < LOST_MS
    )
      return exclusive(slugs, fn);
    return seen.run(new Map([[slug, slots.get(slug)?.version ?? 0]]), fn);
  };

  return { appendMany, exclusive, optimistic };
}
