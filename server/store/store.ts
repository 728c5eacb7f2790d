// The durable store: one LMDB environment holding Yjs update logs, events tables and metadata, behind a small interface.
import { mkdirSync } from 'node:fs';
import { open, type Database, type RootDatabase } from 'lmdb';
import type { Ack } from '../../shared/wire/room-protocol.js';
import type { EventRecord } from '../event/event-types.js';
import type { EventRow, TournamentSummary } from '../tournament/hub-types.js';

/** What the hub keeps about a tournament without loading it (the `/` and `/admin` lists). */
export interface IndexEntry extends TournamentSummary {
  createdAt: number;
}

/** One durable write: an update and/or an events row (and the index entry when it changed), committed together. */
export interface Append {
  update?: Uint8Array;
  event?: EventRow;
  index?: IndexEntry;
  /** The answer to a synced intent, remembered under its op id so a replay is answered, not applied again. */
  answer?: { opId: string } & Answer;
  /** An event's record (docs/api.md, Events), replaced whole; events and tournaments share the slug space. */
  record?: EventRecord;
}

/** An answered op id: when, and what the pad was told. */
export interface Answer {
  at: number;
  ack: Ack;
}

/**
 * Answered op ids are kept for exactly-once across reconnects and restarts, but not forever: at most
 * this many per tournament, none older than `ANSWER_TTL_MS`. A pad replays only what it sent and never
 * saw answered, so it needs the window to cover a reconnect or a restart, not the whole event.
 */
export const ANSWER_LIMIT = 2_000;
export const ANSWER_TTL_MS = 24 * 60 * 60_000;
/** Pruning runs once this many answers past the limit have piled up (or an hour after the last one), not on every write. */
const ANSWER_SLACK = 100;
const PRUNE_EVERY_MS = 60 * 60_000;

/** An organizer session, stored under the SHA-256 of its secret id (never the id itself: a copy of DATA_DIR opens no desk). */
export interface SessionRow {
  actor: string;
  /** A short name of the browser and system it signed in from. */
  device: string;
  createdAt: number;
  lastSeen: number;
  expiresAt: number;
}

export interface Store {
  index(): IndexEntry[];
  /** The update log of a tournament in order; synchronous so a room loads in one step. */
  updates(slug: string): Uint8Array[];
  updateCount(slug: string): number;
  /**
   * Resolves only once the LMDB transaction has committed and been flushed to disk. `meanwhile` runs on this thread
   * while LMDB's own thread commits and flushes (or, should it come later, once they are done).
   */
  append(slug: string, a: Append, meanwhile?: () => void): Promise<void>;
  /**
   * Several logs in ONE transaction (a venue step changes several divisions and its event): either every row is
   * durable or none is. Resolves, like `append`, only once committed and flushed.
   */
  appendMany(rows: readonly { slug: string; append: Append }[], meanwhile?: () => void): Promise<void>;
  /** Every stored event record. */
  eventRecords(): EventRecord[];
  /** Replaces the whole update log with one merged update, in one transaction. */
  compact(slug: string, merged: Uint8Array): Promise<void>;
  /** Events in time order; with `limit`, only the latest `limit`. */
  events(slug: string, limit?: number): EventRow[];
  /** The stored answer to an op id of this tournament, if it is still in the window. */
  answer(slug: string, opId: string): Answer | undefined;
  remove(slug: string): Promise<void>;
  getMeta<T>(key: string): T | undefined;
  putMeta(key: string, value: unknown): Promise<void>;
  /** Every stored organizer session, by the hash of its id. */
  sessions(): [string, SessionRow][];
  getSession(hash: string): SessionRow | undefined;
  putSession(hash: string, row: SessionRow): Promise<void>;
  /** Moves lastSeen forward only if the session still exists, so a late update never revives an ended one. */
  touchSession(hash: string, lastSeen: number): Promise<void>;
  removeSessions(hashes: string[]): Promise<void>;
  close(): Promise<void>;
}

type SeqKey = [string, number];
const MAX_SEQ = Number.MAX_SAFE_INTEGER;
const range = (slug: string) => ({ start: [slug, 0] as SeqKey, end: [slug, MAX_SEQ] as SeqKey });
// lmdb-js walks a reversed range from `start` down to `end`.
const latest = (slug: string, limit: number) => ({ start: [slug, MAX_SEQ] as SeqKey, end: [slug, 0] as SeqKey, reverse: true, limit });
type OpKey = [string, string];
// Every [slug, opId] sorts between [slug] and [slug + NUL], whatever characters the op id holds.
const ops = (slug: string) => ({ start: [slug] as unknown as OpKey, end: [`${slug}\u0000`] as unknown as OpKey });

export function openStore(dir: string): Store {
  mkdirSync(dir, { recursive: true });
  // noSubdir: lmdb would take a folder whose name has a dot (`/tmp/tmp.X1`) for a file and fail to start.
  const env: RootDatabase = open({ path: dir, maxDbs: 8, noSubdir: false });
  const updates: Database<Buffer, SeqKey> = env.openDB({ name: 'updates', encoding: 'binary' });
  const events: Database<EventRow, SeqKey> = env.openDB({ name: 'events', encoding: 'msgpack' });
  const meta: Database<unknown, string | [string, string]> = env.openDB({ name: 'meta', encoding: 'msgpack' });
  const sessions: Database<SessionRow, string> = env.openDB({ name: 'sessions', encoding: 'msgpack' });
  const answers: Database<Answer, OpKey> = env.openDB({ name: 'answers', encoding: 'msgpack' });

  // Next sequence numbers per tournament, found once from the last key; writes per slug are serialised by the hub.
  const nextSeq = new Map<string, { update: number; event: number; count: number }>();
  function seqs(slug: string) {
    let s = nextSeq.get(slug);
    if (!s) {
      const lastKey = (db: Database<unknown, SeqKey>) => {
        for (const key of db.getKeys(latest(slug, 1))) return key[1];
        return 0;
      };
      s = { update: lastKey(updates) + 1, event: lastKey(events) + 1, count: updates.getKeysCount(range(slug)) };
      nextSeq.set(slug, s);
    }
    return s;
  }

  // Answers per tournament, counted once from the table; pruning keeps the count near ANSWER_LIMIT.
  const answerCounts = new Map<string, { count: number; prunedAt: number }>();
  function answerCount(slug: string) {
    let c = answerCounts.get(slug);
    if (!c) {
      c = { count: answers.getKeysCount(ops(slug)), prunedAt: 0 };
      answerCounts.set(slug, c);
    }
    return c;
  }

  /** Inside a write transaction: drops answers past the age limit, then the oldest beyond the count limit. */
  function pruneAnswers(slug: string, now: number): void {
    const c = answerCount(slug);
    if (c.count <= ANSWER_LIMIT + ANSWER_SLACK && now - c.prunedAt < PRUNE_EVERY_MS) return;
    c.prunedAt = now;
    const rows: [OpKey, number][] = [];
    for (const { key, value } of answers.getRange(ops(slug))) rows.push([key, value.at]);
    rows.sort((a, b) => b[1] - a[1]);
    let kept = 0;
    for (const [key, at] of rows) {
      if (kept < ANSWER_LIMIT && now - at < ANSWER_TTL_MS) kept++;
      else answers.removeSync(key);
    }
    c.count = kept;
  }

  const appendMany: Store['appendMany'] = async (rows, meanwhile) => {
    // Sequence numbers are taken before the transaction, in row order, so two rows of one slug keep their order.
    const puts = rows.map(({ slug, append: a }) => {
      const s = seqs(slug);
      const u = a.update ? s.update++ : 0;
      const e = a.event ? s.event++ : 0;
      if (a.update) s.count++;
      return { slug, a, u, e };
    });
    await env.transaction(() => {
      for (const { slug, a, u, e } of puts) {
        if (a.update) updates.putSync([slug, u], Buffer.from(a.update));
        if (a.event) events.putSync([slug, e], a.event);
        if (a.index) meta.putSync(['index', slug], a.index);
        if (a.record) meta.putSync(['event', slug], a.record);
        if (a.answer) {
          const { opId, at, ack } = a.answer;
          if (answers.get([slug, opId]) === undefined) answerCount(slug).count++;
          answers.putSync([slug, opId], { at, ack });
          pruneAnswers(slug, at);
        }
      }
      // From here LMDB's write thread commits and flushes: the next turn of this thread runs beside it.
      if (meanwhile) setImmediate(meanwhile);
    });
    // Committed is enough to survive SIGKILL; flushed also survives a power cut (overlappingSync flushes after commit).
    await env.flushed;
  };

  return {
    index() {
      const out: IndexEntry[] = [];
      for (const { value } of meta.getRange({ start: ['index', ''], end: ['index', '\uffff'] })) out.push(value as IndexEntry);
      return out;
    },
    updates(slug) {
      const out: Uint8Array[] = [];
      for (const { value } of updates.getRange(range(slug))) out.push(new Uint8Array(value));
      return out;
    },
    updateCount(slug) {
      return seqs(slug).count;
    },
    appendMany,
    async append(slug, a, meanwhile) {
      await appendMany([{ slug, append: a }], meanwhile);
    },
    eventRecords() {
      const out: EventRecord[] = [];
      for (const { value } of meta.getRange({ start: ['event', ''], end: ['event', '\uffff'] })) out.push(value as EventRecord);
      return out;
    },
    async compact(slug, merged) {
      const s = seqs(slug);
      const at = s.update++;
      s.count = 1;
      await env.transaction(() => {
        for (const key of updates.getKeys(range(slug))) updates.removeSync(key);
        updates.putSync([slug, at], Buffer.from(merged));
      });
    },
    events(slug, limit) {
      const rows: EventRow[] = [];
      const opts = limit === undefined ? range(slug) : latest(slug, limit);
      for (const { value } of events.getRange(opts)) rows.push(value);
      return limit === undefined ? rows : rows.reverse();
    },
    answer(slug, opId) {
      const row = answers.get([slug, opId]);
      return row && Date.now() - row.at < ANSWER_TTL_MS ? row : undefined;
    },
    async remove(slug) {
      nextSeq.delete(slug);
      answerCounts.delete(slug);
      await env.transaction(() => {
        for (const key of updates.getKeys(range(slug))) updates.removeSync(key);
        for (const key of events.getKeys(range(slug))) events.removeSync(key);
        for (const key of answers.getKeys(ops(slug))) answers.removeSync(key);
        meta.removeSync(['index', slug]);
        meta.removeSync(['event', slug]);
      });
    },
    getMeta<T>(key: string) {
      return meta.get(key) as T | undefined;
    },
    async putMeta(key, value) {
      await env.transaction(() => meta.putSync(key, value));
    },
    sessions() {
      const out: [string, SessionRow][] = [];
      for (const { key, value } of sessions.getRange()) out.push([key, value]);
      return out;
    },
    getSession(hash) {
      return sessions.get(hash);
    },
    async putSession(hash, row) {
      await sessions.put(hash, row);
    },
    async touchSession(hash, lastSeen) {
      await env.transaction(() => {
        const row = sessions.get(hash);
        if (row) sessions.putSync(hash, { ...row, lastSeen });
      });
    },
    async removeSessions(hashes) {
      if (hashes.length === 0) return;
      await env.transaction(() => {
        for (const hash of hashes) sessions.removeSync(hash);
      });
    },
    async close() {
      await env.flushed;
      await env.close();
    },
  };
}
