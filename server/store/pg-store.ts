// The PostgreSQL store (docs/architecture.md, Cluster mode): the Store interface over a database shared by several
// instances. Reads are synchronous from a local mirror (pg-mirror.ts) that follows the database (LISTEN/NOTIFY, with
// polling as the fallback); every write commits in the database before it resolves; writes to a slug are linearized
// by its `heads` row (a lock, and a version checked on commit: a stale instance's write rolls back as a conflict).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import * as Y from 'yjs';
import pg, { type Notification, type Pool, type PoolClient } from 'pg';
import type { EventRecord } from '../event/event-types.js';
import type { EventRow } from '../tournament/hub-types.js';
import { migrate } from './pg-migrations.js';
import { CATCH_UP_SQL, emptySlot, type Fetched, fetched, merge, pruneSlot, type Slot } from './pg-mirror.js';
import { pushMethods, removePush } from './pg-push.js';
import {
  type Answer,
  type Append,
  ANSWER_LIMIT,
  ANSWER_SLACK,
  ANSWER_TTL_MS,
  type Change,
  type ClusterStore,
  type IndexEntry,
  type SessionRow,
  type Store,
  StoreConflict,
  StoreUnavailable,
} from './store.js';

const CHANNEL = 'courtside';
/** The fallback when a notification is lost (the listening connection dropped): every instance polls this often. */
const POLL_MS = 2_000;
/** Old answers and rate-limit hits leave the database this often. */
const PRUNE_MS = 10 * 60_000;
const HITS_KEPT_MS = 24 * 60 * 60_000;

export interface PgStoreOptions {
  /** A stable id of this process; generated when not given. */
  instance?: string;
  /** Connections in the pool (default 10). */
  poolSize?: number;
  log?: (line: string) => void;
}

/** int8 (bigint) columns as numbers: seqs, ids and epoch milliseconds all fit in 2^53. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

interface Held {
  client: PoolClient;
  /** The slugs whose heads rows the lock's transaction holds. */
  slugs: ReadonlySet<string>;
  /** The lock's transaction is still open (the first append commits it). */
  open: boolean;
  /** `exclusive` has returned: the client is back in the pool. */
  done: boolean;
}

/** A write's rows as its notification carries them (when small), so a follower need not read them back. */
interface WireRows {
  /** The slug's version after the write. */
  v: number;
  u: [seq: number, base64: string][];
  e: [id: number, row: EventRow][];
  a: [id: number, opId: string, at: number, ack: Answer['ack']][];
  x: IndexEntry | null;
  r: EventRecord | null;
}
/** NOTIFY payloads are at most 8000 bytes; a write whose rows would not fit is read back instead. */
const WIRE_MAX = 7_000;

type Note =
  | { i: string; s: string[]; d?: Record<string, WireRows> }
  | { i: string; h: string; r: SessionRow | null }
  | { i: string; m: string; v: unknown }
  | { i: string; l: string; k: string; a: number };

/** Takes the slug's heads row (its write lock) and bumps its version; `$2` is the last update seq after the write. */
const HEAD_SQL = `INSERT INTO heads AS h (slug, seq, version, base) VALUES ($1, $2, 1, 0)
  ON CONFLICT (slug) DO UPDATE SET version = h.version + 1, seq = GREATEST(h.seq, $2) RETURNING version`;

/** Whether an error says the database is unreachable or gone (as opposed to a refusal of the statement). */
const isConflict = (err: unknown) => (err as { code?: string })?.code === '23505';

export async function openPgStore(url: string, opts: PgStoreOptions = {}): Promise<Store & { cluster: ClusterStore }> {
  const log = opts.log ?? console.log;
  const instance = opts.instance ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const pool: Pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize ?? 10,
    connectionTimeoutMillis: 3_000,
    // A partitioned database must not hold a write (and its answer) forever, nor a lock's transaction open.
    query_timeout: 10_000,
    options: '-c idle_in_transaction_session_timeout=15000',
    types,
  });
  let healthy = true;
  const down = (err: unknown) => {
    if (healthy) log(`postgres: the database cannot be reached (${err instanceof Error ? err.message : String(err)})`);
    healthy = false;
  };
  const up = () => {
    if (!healthy) log('postgres: the database answers again');
    healthy = true;
  };
  // An idle client's connection ending (a database restart) is reported here; without a listener it would throw.
  pool.on('error', down);
  // pg-pool listens for errors on idle clients only: one checked out (held between the queries of a transaction) when
  // the server ends its connection (a restart: 57P01) would throw out of the process. Its failing query still rejects.
  pool.on('connect', (client) => client.on('error', down));
  await migrate(pool);

  const slots = new Map<string, Slot>();
  const meta = new Map<string, unknown>();
  const sessions = new Map<string, SessionRow>();
  const followers = new Set<(c: Change) => void>();
  const als = new AsyncLocalStorage<Held>();
  let closed = false;

  const slot = (slug: string) => {
    let s = slots.get(slug);
    if (!s) {
      s = emptySlot();
      slots.set(slug, s);
    }
    return s;
  };
  const emit = (c: Change) => {
    for (const fn of [...followers]) {
      try {
        fn(c);
      } catch (err) {
        log(`postgres: a follower failed on a change: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  };

  async function connect(): Promise<PoolClient> {
    try {
      const c = await pool.connect();
      up();
      return c;
    } catch (err) {
      down(err);
      throw new StoreUnavailable(err);
    }
  }

  /**
   * Runs `fn` in a transaction of its own; with `join`, in the open one of `exclusive` instead (a write of the locked
   * slugs, which would otherwise wait for those locks). Any failure but a conflict is StoreUnavailable.
   */
  async function tx<T>(fn: (c: PoolClient) => Promise<T>, join = false): Promise<T> {
    const held = join ? als.getStore() : undefined;
    const inLock = held?.open && !held.done ? held : null;
    const c = inLock?.client ?? (await connect());
    let broken: Error | undefined;
    try {
      if (!inLock) await c.query('BEGIN');
      const out = await fn(c);
      await c.query('COMMIT');
      return out;
    } catch (err) {
      await c.query('ROLLBACK').catch((e: Error) => {
        broken = e;
      });
      throw failure(err);
    } finally {
      if (inLock) inLock.open = false;
      else c.release(broken);
    }
  }

  const failure = (err: unknown): Error => {
    if (err instanceof StoreConflict || err instanceof StoreUnavailable) return err;
    const code = (err as { code?: string })?.code;
    // Refusals of a statement (a bug) are logged; a dropped connection is the database being away.
    if (code === undefined || /^(08|57|53)/.test(code)) down(err);
    else log(`postgres: a write failed: ${err instanceof Error ? err.message : String(err)}`);
    return new StoreUnavailable(err);
  };

  // ---- Loading and following ----

  /** One consistent snapshot of everything, at start. */
  async function load(): Promise<void> {
    await tx(async (c) => {
      await c.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
      for (const r of (await c.query<{ slug: string; version: number; seq: number }>('SELECT slug, version, seq FROM heads')).rows) {
        const s = slot(r.slug);
        s.version = r.version;
        s.seq = r.seq;
      }
      const ups = await c.query<{ slug: string; seq: number; data: Buffer }>('SELECT slug, seq, data FROM updates ORDER BY slug, seq');
      for (const r of ups.rows) slot(r.slug).updates.push({ seq: r.seq, data: new Uint8Array(r.data) });
      for (const r of (await c.query<{ id: number; slug: string; row: EventRow }>('SELECT id, slug, row FROM events ORDER BY id')).rows) {
        const s = slot(r.slug);
        s.events.push(r.row);
        s.eventId = r.id;
      }
      const ans = await c.query<{ id: number; slug: string; op_id: string; at: number; ack: never }>(
        'SELECT id, slug, op_id, at, ack FROM answers ORDER BY id',
      );
      for (const r of ans.rows) {
        const s = slot(r.slug);
        s.answers.set(r.op_id, { at: r.at, ack: r.ack });
        s.answerId = r.id;
      }
      for (const r of (await c.query<{ slug: string; entry: IndexEntry }>('SELECT slug, entry FROM index_entries')).rows)
        slot(r.slug).index = r.entry;
      for (const r of (await c.query<{ slug: string; record: EventRecord }>('SELECT slug, record FROM event_records')).rows)
        slot(r.slug).record = r.record;
      for (const r of (await c.query<{ key: string; value: unknown }>('SELECT key, value FROM meta')).rows) meta.set(r.key, r.value);
      for (const r of (await c.query<{ hash: string; row: SessionRow }>('SELECT hash, row FROM sessions')).rows)
        sessions.set(r.hash, r.row);
    });
    // Each log is held as one merged update (a room loads the same doc from it): a fraction of the bytes and arrays.
    for (const [slug, s] of slots) {
      if (s.updates.length < 2) continue;
      try {
        s.updates = [{ seq: s.updates.at(-1)!.seq, data: Y.mergeUpdates(s.updates.map((u) => u.data)) }];
      } catch (err) {
        // Kept as stored: a room loading them meets the same failure and says so.
        log(`postgres: the update log of ${slug} could not be merged: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }

  /** Reads a slug's rows newer than the mirror's and takes them in; tells followers when anything changed. */
  async function catchUp(c: Pool | PoolClient, slug: string): Promise<void> {
    const s = slots.get(slug) ?? emptySlot();
    const { rows } = await c.query(CATCH_UP_SQL, [slug, s.seq, s.eventId, s.answerId]);
    const f = fetched(rows[0]);
    if (f === null) {
      if (slots.delete(slug)) emit({ kind: 'slug', slug, removed: true });
      return;
    }
    slots.set(slug, s);
    if (merge(s, f)) emit({ kind: 'slug', slug, removed: false });
  }

  const catching = new Map<string, Promise<void>>();
  /** A catch-up of one slug at a time; one asked for meanwhile runs once more after it. */
  function scheduleCatchUp(slug: string): void {
    if (closed) return;
    const prev = catching.get(slug);
    const next = (prev ?? Promise.resolve())
      .then(() => catchUp(pool, slug))
      .then(up, down)
      .finally(() => {
        if (catching.get(slug) === next) catching.delete(slug);
      });
    catching.set(slug, next);
  }

  /** The fallback: compares every slug's version, and reloads sessions and meta. */
  async function poll(): Promise<void> {
    const { rows } = await pool.query<{ slug: string; version: number }>('SELECT slug, version FROM heads');
    up();
    const seen = new Set<string>();
    for (const r of rows) {
      seen.add(r.slug);
      if (slots.get(r.slug)?.version !== r.version) scheduleCatchUp(r.slug);
    }
    for (const slug of [...slots.keys()]) if (!seen.has(slug) && !catching.has(slug)) scheduleCatchUp(slug);
    const ses = await pool.query<{ hash: string; row: SessionRow }>('SELECT hash, row FROM sessions');
    const now = new Map(ses.rows.map((r) => [r.hash, r.row]));
    const removed = [...sessions.keys()].filter((h) => !now.has(h));
    sessions.clear();
    for (const [h, r] of now) sessions.set(h, r);
    if (removed.length > 0) emit({ kind: 'sessions', removed });
    for (const r of (await pool.query<{ key: string; value: unknown }>('SELECT key, value FROM meta')).rows) meta.set(r.key, r.value);
  }

  function onNote(n: Notification): void {
    let note: Note;
    try {
      note = JSON.parse(n.payload ?? '') as Note;
    } catch {
      return;
    }
    if (typeof note !== 'object' || note === null || note.i === instance) return;
    if ('s' in note) {
      if (Array.isArray(note.s))
        for (const slug of note.s) {
          if (typeof slug !== 'string') continue;
          const w = note.d?.[slug];
          // Carried rows are taken only when no catch-up of the slug is under way (it would take them itself).
          if (w && !catching.has(slug) && takeWire(slug, w)) continue;
          scheduleCatchUp(slug);
        }
    } else if ('h' in note) {
      if (note.r) sessions.set(note.h, note.r);
      else if (sessions.delete(note.h)) emit({ kind: 'sessions', removed: [note.h] });
    } else if ('m' in note) meta.set(note.m, note.v);
    else if ('l' in note) emit({ kind: 'hit', limiter: note.l, key: note.k, at: note.a });
  }

  let listener: pg.Client | null = null;
  let relisten: NodeJS.Timeout | null = null;
  async function listen(): Promise<void> {
    if (closed) return;
    const c = new pg.Client({ connectionString: url, types });
    const retry = (err: unknown) => {
      down(err);
      c.removeAllListeners();
      c.on('error', () => undefined);
      c.end().catch(() => undefined);
      if (listener === c) listener = null;
      if (!closed && !relisten)
        relisten = setTimeout(() => {
          relisten = null;
          void listen();
        }, 1_000);
    };
    c.on('error', retry);
    c.on('end', () => retry(new Error('the listening connection ended')));
    c.on('notification', onNote);
    try {
      await c.connect();
      // A close that came while this connected would never end this client, and it would hold the process open.
      if (closed) {
        c.removeAllListeners();
        c.on('error', () => undefined);
        await c.end().catch(() => undefined);
        return;
      }
      await c.query(`LISTEN ${CHANNEL}`);
      listener = c;
      // Whatever was said while no one listened is found by a poll.
      await poll();
    } catch (err) {
      retry(err);
    }
  }

  await load();
  await listen();
  const poller = setInterval(() => {
    poll().catch(down);
  }, POLL_MS);
  poller.unref();
  const pruner = setInterval(() => {
    const now = Date.now();
    pool
      .query('DELETE FROM answers WHERE at < $1', [now - ANSWER_TTL_MS])
      .then(() => pool.query('DELETE FROM rate_hits WHERE at < $1', [now - HITS_KEPT_MS]))
      .then(() => pool.query('DELETE FROM leases WHERE expires_at < now()'))
      .catch(down);
  }, PRUNE_MS);
  pruner.unref();

  /** A write's notification: its rows too when they fit (a follower then reads nothing back). */
  const noteOf = (slugs: string[], wire: Record<string, WireRows>): string => {
    const full = JSON.stringify({ i: instance, s: slugs, d: wire } satisfies Note);
    return full.length <= WIRE_MAX ? full : JSON.stringify({ i: instance, s: slugs } satisfies Note);
  };

  /** Takes in rows a notification carried, when they follow on from what the mirror holds; false to read them instead. */
  const takeWire = (slug: string, w: WireRows): boolean => {
    const s = slots.get(slug);
    if (!s || s.version !== w.v - 1) return false;
    const f: Fetched = {
      version: w.v,
      base: 0,
      updates: w.u.map(([seq, b]) => ({ seq, data: new Uint8Array(Buffer.from(b, 'base64')) })),
      events: w.e.map(([id, row]) => ({ id, row })),
      answers: w.a.map(([id, opId, at, ack]) => ({ id, opId, at, ack })),
      index: w.x,
      record: w.r,
    };
    if (merge(s, f)) emit({ kind: 'slug', slug, removed: false });
    return true;
  };

  const notify = (c: PoolClient | Pool, note: Note) => c.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(note)]);

  // ---- Writes ----

  /** Does a write of these rows have to be checked against the slug's version (anything but a lone events row)? */
  const checked = (rows: readonly Append[]) => rows.some((a) => a.update || a.index || a.record || a.answer);

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
    const c = inLock?.client ?? (await connect());
    let broken: Error | undefined;
    const done: { slug: string; version: number; seqs: number[]; eventIds: number[]; answerIds: number[]; exact: boolean }[] = [];
    const wire: Record<string, WireRows> = {};
    try {
      if (!inLock) await c.query('BEGIN');
      for (const slug of order) {
        const appends = bySlug.get(slug)!;
        const s = slots.get(slug) ?? emptySlot();
        const ups = appends.filter((a) => a.update).map((a) => a.update!);
        const seqs = ups.map((_, i) => s.seq + 1 + i);
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
        const evs = appends.filter((a) => a.event).map((a) => a.event!);
        const ans = appends.filter((a) => a.answer).map((a) => a.answer!);
        const index = appends.findLast((a) => a.index)?.index ?? null;
        const record = appends.findLast((a) => a.record)?.record ?? null;
        const { rows: out } = await c.query<{ e: string[] | null; a: string[] | null; v: number | null }>(
          `WITH ${locked ? `h AS (${HEAD_SQL.replace(/\$2/g, '$8')}),` : ''} u AS (INSERT INTO updates (slug, seq, data) SELECT $1, s, d FROM unnest($2::bigint[], $3::bytea[]) AS t(s, d) RETURNING 1),
           e AS (INSERT INTO events (slug, row) SELECT $1, r FROM jsonb_array_elements($4::jsonb) WITH ORDINALITY AS t(r, n) ORDER BY n RETURNING id),
           a AS (INSERT INTO answers (slug, op_id, at, ack)
                 SELECT $1, x->>'opId', (x->>'at')::bigint, x->'ack' FROM jsonb_array_elements($5::jsonb) AS t(x)
                 ON CONFLICT (slug, op_id) DO UPDATE SET at = EXCLUDED.at, ack = EXCLUDED.ack, id = nextval('answers_id_seq') RETURNING id),
           x AS (INSERT INTO index_entries (slug, entry) SELECT $1, $6::jsonb WHERE $6::jsonb IS NOT NULL
                 ON CONFLICT (slug) DO UPDATE SET entry = EXCLUDED.entry RETURNING 1),
           r AS (INSERT INTO event_records (slug, record) SELECT $1, $7::jsonb WHERE $7::jsonb IS NOT NULL
                 ON CONFLICT (slug) DO UPDATE SET record = EXCLUDED.record RETURNING 1)
           SELECT (SELECT array_agg(id ORDER BY id) FROM e) AS e, (SELECT array_agg(id ORDER BY id) FROM a) AS a,
             (SELECT count(*) FROM u) + (SELECT count(*) FROM x) + (SELECT count(*) FROM r) AS n,
             ${locked ? '(SELECT version FROM h)' : 'NULL::bigint'} AS v`,
          [
            slug,
            seqs,
            ups.map((u) => Buffer.from(u.buffer, u.byteOffset, u.byteLength)),
            JSON.stringify(evs),
            JSON.stringify(ans),
            index === null ? null : JSON.stringify(index),
            record === null ? null : JSON.stringify(record),
            ...(locked ? [last] : []),
          ],
        );
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
          u: seqs.map((q, i) => [q, Buffer.from(ups[i]!).toString('base64')]),
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
    // Committed: the mirror takes the rows in (a slug another instance also wrote is caught up instead).
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
  };

  // ---- The cluster's duties ----

  const cluster: ClusterStore = {
    instance,
    async exclusive(slugs, fn) {
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
    },
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
        else if (sessions.delete(hash)) emit({ kind: 'sessions', removed: [hash] });
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
    healthy: () => healthy,
  };

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
      clearInterval(poller);
      clearInterval(pruner);
      if (relisten) clearTimeout(relisten);
      await Promise.allSettled([...catching.values()]);
      const l = listener;
      listener = null;
      if (l) {
        l.removeAllListeners();
        l.on('error', () => undefined);
        await l.end().catch(() => undefined);
      }
      await pool.end();
    },
  };
  return store;
}
