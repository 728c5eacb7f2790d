// The embedded store (store.ts): one LMDB environment holding Yjs update logs, events tables and metadata.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { open, type Database, type RootDatabase } from 'lmdb';
import type { EventRecord } from '../event/event-types.js';
import type { EventRow } from '../tournament/hub-types.js';
import { FileRoom, lmdbUsedBytes } from './file-room.js';
import { FlushWatch } from './flush-watch.js';
import {
  type Answer,
  ANSWER_LIMIT,
  ANSWER_SLACK,
  ANSWER_TTL_MS,
  type IndexEntry,
  PRUNE_EVERY_MS,
  type PushJob,
  type PushSubscriptionRow,
  type SessionRow,
  type Store,
} from './store.js';

type SeqKey = [string, number];
const MAX_SEQ = Number.MAX_SAFE_INTEGER;
const range = (slug: string) => ({ start: [slug, 0] as SeqKey, end: [slug, MAX_SEQ] as SeqKey });
// lmdb-js walks a reversed range from `start` down to `end`.
const latest = (slug: string, limit: number) => ({ start: [slug, MAX_SEQ] as SeqKey, end: [slug, 0] as SeqKey, reverse: true, limit });
type OpKey = [string, string];
// Every [slug, opId] sorts between [slug] and [slug + NUL], whatever characters the op id holds.
const ops = (slug: string) => ({ start: [slug] as unknown as OpKey, end: [`${slug}\u0000`] as unknown as OpKey });

/** How the store's commits were made: in place (a lone write) or handed to LMDB's write thread (docs/architecture.md, The store). */
export interface CommitCounts {
  inPlace: number;
  handedOver: number;
}

/** The LMDB store, with how its commits were made (tests and benchmarks read it). */
export type LmdbStore = Store & { readonly commits: Readonly<CommitCounts> };

/**
 * An in-place commit blocks this thread for its flush. Where most flushes take longer than this (a slow or network disk),
 * writes go to LMDB's write thread instead, and an in-place commit is tried again every PROBE_MS to see if that changed
 * (flush-watch.ts).
 */
const IN_PLACE_LIMIT_MS = 2;
const PROBE_MS = 10_000;
/** How often the room ahead of the data file is looked at (file-room.ts); a chunk is written when it is short. */
const ROOM_EVERY_MS = 1_000;

export interface LmdbOptions {
  inPlaceLimitMs?: number;
  /** The room ahead of the data file (file-room.ts): its size and chunk in bytes, and how often it is tended. */
  room?: { bytes: number; chunkBytes: number; everyMs: number };
}

export function openStore(dir: string, options: LmdbOptions = {}): LmdbStore {
  const inPlaceLimit = options.inPlaceLimitMs ?? IN_PLACE_LIMIT_MS;
  mkdirSync(dir, { recursive: true });
  // noSubdir: lmdb would take a folder whose name has a dot (`/tmp/tmp.X1`) for a file and fail to start.
  const env: RootDatabase = open({ path: dir, maxDbs: 12, noSubdir: false });
  const updates: Database<Buffer, SeqKey> = env.openDB({ name: 'updates', encoding: 'binary' });
  const events: Database<EventRow, SeqKey> = env.openDB({ name: 'events', encoding: 'msgpack' });
  const meta: Database<unknown, string | [string, string]> = env.openDB({ name: 'meta', encoding: 'msgpack' });
  const sessions: Database<SessionRow, string> = env.openDB({ name: 'sessions', encoding: 'msgpack' });
  const answers: Database<Answer, OpKey> = env.openDB({ name: 'answers', encoding: 'msgpack' });
  // Push subscriptions [slug, endpoint, team], sent marks [slug, id], baselines [slug] and jobs [nextAt, key].
  const pushSubs: Database<PushSubscriptionRow, [string, string, string]> = env.openDB({ name: 'pushSubs', encoding: 'msgpack' });
  const pushMarks: Database<number, OpKey> = env.openDB({ name: 'pushMarks', encoding: 'msgpack' });
  const pushSeen: Database<unknown, string> = env.openDB({ name: 'pushSeen', encoding: 'msgpack' });
  const pushJobs: Database<PushJob, [number, string]> = env.openDB({ name: 'pushJobs', encoding: 'msgpack' });
  // Where each job sits in pushJobs (its key sorts by due time), so a job is found by its key.
  const jobAt = new Map<string, number>();
  // From the stored job (its `key`), not from the decoded LMDB key, which need not give a string back exactly as written.
  for (const { key, value } of pushJobs.getRange()) jobAt.set(value.key, key[0]);

  /**
   * Every write of this store, committed (and flushed, when `flushed`) before it resolves. A lone write (none under way,
   * not in the turn of the event loop that committed the last one, and a disk that flushes fast: flush-watch.ts)
   * commits and flushes right here with `transactionSync`: no hand-over to LMDB's write thread and back, which on a busy
   * machine waits for a core (docs/benchmarks.md, "A lone write"). A write that comes while others are under way, or in
   * the same turn as one just committed in place (requests that queued up during it), goes to LMDB's write thread, which
   * commits what is queued together with one flush. Either way the rows are durable before the promise resolves, so an
   * answered write survives a SIGKILL and, once flushed, a power cut.
   */
  const commits: CommitCounts = { inPlace: 0, handedOver: 0 };
  let underWay = 0;
  let justCommitted = false;
  const turnOver = () => {
    justCommitted = false;
  };
  const flushes = new FlushWatch(inPlaceLimit, PROBE_MS);
  // Tended only while no transaction is under way: an in-place commit runs on this thread, so none starts meanwhile.
  // Looked at again only after a commit, or while the last look could not finish (a chunk being flushed, a failure).
  const roomOptions = options.room;
  const room = new FileRoom(join(dir, 'data.mdb'), () => lmdbUsedBytes(env), roomOptions?.bytes, roomOptions?.chunkBytes);
  let roomDue = true;
  const tending = setInterval(() => {
    if (underWay !== 0 || !roomDue) return;
    const tended = room.tend(Date.now());
    roomDue = tended === null || tended.wrote > 0;
  }, roomOptions?.everyMs ?? ROOM_EVERY_MS);
  tending.unref();
  const inPlace = () => underWay === 0 && !justCommitted && flushes.inPlace(Date.now());
  /** `large`: a write of many rows (a compaction, a tournament deleted), always handed over: no request waits behind it. */
  async function write<T>(fn: () => T, flushed: boolean, large = false): Promise<T> {
    roomDue = true;
    if (!large && inPlace()) {
      const t0 = performance.now();
      const out = env.transactionSync(fn);
      flushes.record(performance.now() - t0, Date.now());
      commits.inPlace++;
      justCommitted = true;
      setImmediate(turnOver);
      // Flushed in the commit itself; this resolves at once, but keeps the promise for a flush under way from elsewhere.
      if (flushed) await env.flushed;
      return out;
    }
    underWay++;
    try {
      const out = await env.transaction(fn);
      commits.handedOver++;
      if (flushed) await env.flushed;
      return out;
    } finally {
      underWay--;
    }
  }

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
    let handedOver = false;
    await write(() => {
      handedOver = underWay > 0;
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
      // Handed over, LMDB's write thread commits and flushes from here: the next turn of this thread runs beside it.
      if (meanwhile && handedOver) setImmediate(meanwhile);
    }, true);
    // Committed in place, there was nothing to run beside: it runs now, before the caller goes on (store.ts `append`).
    if (meanwhile && !handedOver) meanwhile();
  };

  type SubKey = [string, string, string];
  // Every [slug, endpoint, team] sorts between [slug] and [slug + NUL].
  const subsOf = (slug: string) => ({ start: [slug] as unknown as SubKey, end: [`${slug}\u0000`] as unknown as SubKey });
  /** Inside a write transaction: stores a job at its due time, moving it from where it was. */
  function putJob(job: PushJob): PushJob {
    const was = jobAt.get(job.key);
    if (was !== undefined) pushJobs.removeSync([was, job.key]);
    pushJobs.putSync([job.nextAt, job.key], job);
    jobAt.set(job.key, job.nextAt);
    return job;
  }

  return {
    kind: 'lmdb',
    commits,
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
      await write(
        () => {
          for (const key of updates.getKeys(range(slug))) updates.removeSync(key);
          updates.putSync([slug, at], Buffer.from(merged));
        },
        false,
        true,
      );
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
      await write(
        () => {
          for (const key of updates.getKeys(range(slug))) updates.removeSync(key);
          for (const key of events.getKeys(range(slug))) events.removeSync(key);
          for (const key of answers.getKeys(ops(slug))) answers.removeSync(key);
          meta.removeSync(['index', slug]);
          meta.removeSync(['event', slug]);
          for (const key of pushSubs.getKeys(subsOf(slug))) pushSubs.removeSync(key);
          for (const key of pushMarks.getKeys(ops(slug))) pushMarks.removeSync(key);
          pushSeen.removeSync(slug);
          for (const { key, value } of pushJobs.getRange())
            if (value.slug === slug) {
              pushJobs.removeSync([key[0], value.key]);
              jobAt.delete(value.key);
            }
        },
        false,
        true,
      );
    },
    getMeta<T>(key: string) {
      return meta.get(key) as T | undefined;
    },
    async putMeta(key, value) {
      await write(() => meta.putSync(key, value), false);
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
      await write(() => sessions.putSync(hash, row), false);
    },
    async touchSession(hash, lastSeen) {
      await write(() => {
        const row = sessions.get(hash);
        if (row) sessions.putSync(hash, { ...row, lastSeen });
      }, false);
    },
    async removeSessions(hashes) {
      if (hashes.length === 0) return;
      await write(() => {
        for (const hash of hashes) sessions.removeSync(hash);
      }, false);
    },
    async pushSubscriptions(slug) {
      const out: PushSubscriptionRow[] = [];
      for (const { value } of pushSubs.getRange(subsOf(slug))) out.push(value);
      return out;
    },
    async putPushSubscription(slug, row) {
      await write(() => pushSubs.putSync([slug, row.endpoint, row.team], row), false);
    },
    async removePushSubscriptions(slug, endpoint, team) {
      return write(() => {
        let n = 0;
        for (const key of pushSubs.getKeys(subsOf(slug))) {
          if (key[1] !== endpoint || (team !== undefined && key[2] !== team)) continue;
          pushSubs.removeSync(key);
          n++;
        }
        return n;
      }, false);
    },
    async pushSlugs() {
      const out = new Set<string>();
      for (const key of pushSubs.getKeys()) out.add(key[0]);
      return [...out];
    },
    async queuePushes(slug, batch, seen) {
      return write(() => {
        const queued: string[] = [];
        const at = Date.now();
        for (const { id, jobs } of batch) {
          if (pushMarks.get([slug, id]) !== undefined) continue;
          pushMarks.putSync([slug, id], at);
          for (const job of jobs) putJob(job);
          queued.push(id);
        }
        pushSeen.putSync(slug, seen);
        return queued;
      }, false);
    },
    async pushSeen(slug) {
      return pushSeen.get(slug);
    },
    async takePushJobs(now, limit, leaseMs) {
      // The sender asks every second: with nothing due, no write transaction (and no flush) is made.
      const any = pushJobs.getKeys({ start: [0, ''], end: [now, '\uffff'], limit: 1 });
      let due = false;
      for (const _ of any) due = true;
      if (!due) return [];
      return write(() => {
        const due: PushJob[] = [];
        for (const { value } of pushJobs.getRange({ start: [0, ''], end: [now, '\uffff'], limit })) due.push(value);
        return due.map((job) => putJob({ ...job, nextAt: now + leaseMs }));
      }, false);
    },
    async settlePushJobs(done, retry) {
      await write(() => {
        for (const key of done) {
          const at = jobAt.get(key);
          if (at !== undefined) pushJobs.removeSync([at, key]);
          jobAt.delete(key);
        }
        for (const job of retry) putJob(job);
      }, false);
    },
    async close() {
      clearInterval(tending);
      await room.close();
      await env.flushed;
      await env.close();
    },
  };
}
