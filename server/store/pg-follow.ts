// The PostgreSQL store's mirror following the database (docs/architecture.md, Cluster mode): one consistent snapshot at
// start, then every other instance's writes as their notifications say (LISTEN/NOTIFY, carrying a small write's rows),
// with a poll of every slug's version as the fallback when a notification is lost (the listening connection dropped).
import pg, { type Notification, type Pool, type PoolClient } from 'pg';
import * as Y from 'yjs';
import type { EventRecord } from '../event/event-types.js';
import type { EventRow } from '../tournament/hub-types.js';
import { CHANNEL, type Note, type Pg, types, type WireRows } from './pg-base.js';
import { CATCH_UP_SQL, emptySlot, type Fetched, fetched, merge } from './pg-mirror.js';
import type { IndexEntry, SessionRow } from './store.js';

/** The fallback when a notification is lost (the listening connection dropped): every instance polls this often. */
const POLL_MS = 2_000;
/**
 * Look-ups of slugs the mirror does not hold (a request for a tournament made on another instance a moment ago): at
 * most this many a second and this many at once, and a slug found missing is not read again for MISSED_MS, so a flood
 * of unknown addresses costs the database a few indexed reads a second at most.
 */
export const LOOKUPS = { perSecond: 20, atOnce: 4, missedMs: 1_000, missedKept: 1_000 };

export interface Follower {
  /** Reads a slug's rows newer than the mirror's and takes them in; tells followers when anything changed. */
  catchUp(c: Pool | PoolClient, slug: string): Promise<void>;
  /** A catch-up of one slug at a time; one asked for meanwhile runs once more after it. */
  scheduleCatchUp(slug: string): void;
  /** When the mirror last took in another instance's write of the slug (epoch ms; 0: not since start). */
  heardAt(slug: string): number;
  /** Reads a slug the mirror does not hold from the database (rate-limited: a look-up over budget reads nothing). */
  lookUp(slug: string): Promise<void>;
  /** Whether a catch-up of the slug is under way. */
  catching(slug: string): boolean;
  /** Stops following; resolves once the catch-ups under way are over and the listening connection ended. */
  close(): Promise<void>;
}

/** Loads the mirror and starts following; resolves once the snapshot is in and the listening connection listens. */
export async function follow(p: Pg): Promise<Follower> {
  const { pool, slots, meta, sessions, instance } = p;
  let closed = false;
  const heard = new Map<string, number>();
  /** The mirror took in another instance's rows of a slug. */
  const changed = (slug: string) => {
    heard.set(slug, Date.now());
    p.emit({ kind: 'slug', slug, removed: false });
  };

  /** One consistent snapshot of everything, at start. */
  async function load(): Promise<void> {
    await p.tx(async (c) => {
      await c.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
      for (const r of (await c.query<{ slug: string; version: number; seq: number }>('SELECT slug, version, seq FROM heads')).rows) {
        const s = p.slot(r.slug);
        s.version = r.version;
        s.seq = r.seq;
      }
      const ups = await c.query<{ slug: string; seq: number; data: Buffer }>('SELECT slug, seq, data FROM updates ORDER BY slug, seq');
      for (const r of ups.rows) p.slot(r.slug).updates.push({ seq: r.seq, data: new Uint8Array(r.data) });
      for (const r of (await c.query<{ id: number; slug: string; row: EventRow }>('SELECT id, slug, row FROM events ORDER BY id')).rows) {
        const s = p.slot(r.slug);
        s.events.push(r.row);
        s.eventId = r.id;
      }
      const ans = await c.query<{ id: number; slug: string; op_id: string; at: number; ack: never }>(
        'SELECT id, slug, op_id, at, ack FROM answers ORDER BY id',
      );
      for (const r of ans.rows) {
        const s = p.slot(r.slug);
        s.answers.set(r.op_id, { at: r.at, ack: r.ack });
        s.answerId = r.id;
      }
      for (const r of (await c.query<{ slug: string; entry: IndexEntry }>('SELECT slug, entry FROM index_entries')).rows)
        p.slot(r.slug).index = r.entry;
      for (const r of (await c.query<{ slug: string; record: EventRecord }>('SELECT slug, record FROM event_records')).rows)
        p.slot(r.slug).record = r.record;
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
        p.log(`postgres: the update log of ${slug} could not be merged: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }

  async function catchUp(c: Pool | PoolClient, slug: string): Promise<void> {
    const s = slots.get(slug) ?? emptySlot();
    const { rows } = await c.query({ name: 'courtside-catch-up', text: CATCH_UP_SQL, values: [slug, s.seq, s.eventId, s.answerId] });
    const f = fetched(rows[0]);
    if (f === null) {
      heard.delete(slug);
      if (slots.delete(slug)) p.emit({ kind: 'slug', slug, removed: true });
      return;
    }
    slots.set(slug, s);
    if (merge(s, f)) changed(slug);
  }

  const catching = new Map<string, Promise<void>>();
  function scheduleCatchUp(slug: string): void {
    if (closed) return;
    const prev = catching.get(slug);
    const next = (prev ?? Promise.resolve())
      .then(() => catchUp(pool, slug))
      .then(p.up, p.down)
      .finally(() => {
        if (catching.get(slug) === next) catching.delete(slug);
      });
    catching.set(slug, next);
  }

  /** Slugs found missing lately (when), the look-ups under way, and this second's budget. */
  const missed = new Map<string, number>();
  let lookingUp = 0;
  let budget = { second: 0, left: LOOKUPS.perSecond };
  async function lookUp(slug: string): Promise<void> {
    if (closed || slots.has(slug)) return;
    const pending = catching.get(slug);
    if (pending) return pending;
    const now = Date.now();
    if (now - (missed.get(slug) ?? Number.NEGATIVE_INFINITY) < LOOKUPS.missedMs) return;
    const second = Math.floor(now / 1000);
    if (budget.second !== second) budget = { second, left: LOOKUPS.perSecond };
    if (budget.left <= 0 || lookingUp >= LOOKUPS.atOnce) return;
    budget.left--;
    lookingUp++;
    try {
      scheduleCatchUp(slug);
      await catching.get(slug);
    } finally {
      lookingUp--;
    }
    if (slots.has(slug)) return;
    if (missed.size >= LOOKUPS.missedKept) missed.clear();
    missed.set(slug, now);
  }

  /** The fallback: compares every slug's version, and reloads sessions and meta. */
  async function poll(): Promise<void> {
    const { rows } = await pool.query<{ slug: string; version: number }>('SELECT slug, version FROM heads');
    p.up();
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
    if (removed.length > 0) p.emit({ kind: 'sessions', removed });
    for (const r of (await pool.query<{ key: string; value: unknown }>('SELECT key, value FROM meta')).rows) meta.set(r.key, r.value);
  }

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
    if (merge(s, f)) changed(slug);
    return true;
  };

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
      else if (sessions.delete(note.h)) p.emit({ kind: 'sessions', removed: [note.h] });
    } else if ('m' in note) meta.set(note.m, note.v);
    else if ('l' in note) p.emit({ kind: 'hit', limiter: note.l, key: note.k, at: note.a });
  }

  let listener: pg.Client | null = null;
  let relisten: NodeJS.Timeout | null = null;
  async function listen(): Promise<void> {
    if (closed) return;
    const c = new pg.Client({ connectionString: p.url, types });
    const retry = (err: unknown) => {
      p.down(err);
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
    poll().catch(p.down);
  }, POLL_MS);
  poller.unref();

  return {
    catchUp,
    scheduleCatchUp,
    heardAt: (slug) => heard.get(slug) ?? 0,
    lookUp,
    catching: (slug) => catching.has(slug),
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(poller);
      if (relisten) clearTimeout(relisten);
      await Promise.allSettled([...catching.values()]);
      const l = listener;
      listener = null;
      if (l) {
        l.removeAllListeners();
        l.on('error', () => undefined);
        await l.end().catch(() => undefined);
      }
    },
  };
}
