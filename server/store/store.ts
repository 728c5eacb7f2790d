// The durable store's interface (docs/architecture.md, The store): LMDB (lmdb-store.ts), the embedded default, or
// PostgreSQL (pg-store.ts) for cluster mode; both pass one test suite (test/server/store/).
import type { Ack } from '../../shared/wire/room-protocol.js';
import type { EventRecord } from '../event/event-types.js';
import type { EventRow, TournamentSummary } from '../tournament/hub-types.js';

export { openStore } from './lmdb-store.js';

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
export const ANSWER_SLACK = 100;
export const PRUNE_EVERY_MS = 60 * 60_000;

/** An organizer session, stored under the SHA-256 of its secret id (never the id itself: a copy of DATA_DIR opens no desk). */
export interface SessionRow {
  actor: string;
  /** A short name of the browser and system it signed in from. */
  device: string;
  createdAt: number;
  lastSeen: number;
  expiresAt: number;
}

/** A phone following a team (docs/api.md, Notifications): private, never in a public output. */
export interface PushSubscriptionRow {
  endpoint: string;
  /** The browser's P-256 public key and auth secret, base64url. */
  p256dh: string;
  auth: string;
  /** Public id of the team followed. */
  team: string;
  at: number;
  /** The language the phone subscribed in (its `lang` cookie, else Accept-Language, else English), for its notices' words. */
  lang?: string;
}

/** One push to send to one endpoint; `key` names it (slug, notification id, endpoint, team). */
export interface PushJob {
  key: string;
  slug: string;
  endpoint: string;
  team: string;
  /** The JSON payload, encrypted only when sent. */
  payload: string;
  attempts: number;
  /** Not before this time (epoch ms): a retry's backoff, or a taker's lease. */
  nextAt: number;
}

export interface Store {
  /** Which store this is (GET /healthz `store`). */
  readonly kind: 'lmdb' | 'postgres';
  /** Cluster mode's extra duties (PostgreSQL only); undefined for LMDB, whose paths stay as they are. */
  readonly cluster?: ClusterStore;
  index(): IndexEntry[];
  /** The update log of a tournament in order; synchronous so a room loads in one step. */
  updates(slug: string): Uint8Array[];
  updateCount(slug: string): number;
  /**
   * Resolves only once the LMDB transaction has committed and been flushed to disk. `meanwhile` runs on this thread
   * while LMDB's own thread commits and flushes (or, should it come later, once they are done); a lone write committed
   * in place (lmdb-store.ts `write`) runs it once committed, before this resolves.
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
  /** docs/api.md, Notifications: a tournament's push subscriptions. */
  pushSubscriptions(slug: string): Promise<PushSubscriptionRow[]>;
  /** Adds a subscription, replacing the one with the same endpoint and team. */
  putPushSubscription(slug: string, row: PushSubscriptionRow): Promise<void>;
  /** Removes the endpoint's subscriptions (only the one following `team` when given); resolves to how many. */
  removePushSubscriptions(slug: string, endpoint: string, team?: string): Promise<number>;
  /** Slugs with at least one push subscription. */
  pushSlugs(): Promise<string[]>;
  /**
   * In one transaction: each notification id not marked yet is marked and its jobs queued (ids already marked are
   * skipped: nothing is sent twice, across restarts and instances), and `seen` replaces the slug's notifier baseline.
   * Resolves to the ids newly queued.
   */
  queuePushes(slug: string, batch: readonly { id: string; jobs: readonly PushJob[] }[], seen: unknown): Promise<string[]>;
  /** The notifier's baseline of a slug, as last given to queuePushes. */
  pushSeen(slug: string): Promise<unknown>;
  /** Up to `limit` due jobs (nextAt <= now), soonest first, each leased: its nextAt moves to now + leaseMs. */
  takePushJobs(now: number, limit: number, leaseMs: number): Promise<PushJob[]>;
  /** Deletes the jobs sent or given up (by key) and stores the retried ones as given. */
  settlePushJobs(done: readonly string[], retry: readonly PushJob[]): Promise<void>;
  close(): Promise<void>;
}

/** What another instance changed, as a store following the shared database reports it (after its mirror took it in). */
export type Change =
  | { kind: 'slug'; slug: string; removed: boolean }
  | { kind: 'sessions'; removed: string[] }
  | { kind: 'hit'; limiter: string; key: string; at: number };

/**
 * Cluster mode (docs/architecture.md, Cluster mode): reads stay synchronous from a local mirror that follows the
 * database; writes to a slug are linearized across instances by `exclusive`.
 */
export interface ClusterStore {
  /** A stable id of this process (GET /healthz `instance`). */
  readonly instance: string;
  /**
   * Runs `fn` holding the database's write lock on these slugs, after the mirror caught up with them; appends of
   * these slugs inside `fn` commit in the lock's transaction (the first one ends it).
   */
  exclusive<T>(slugs: readonly string[], fn: () => Promise<T>): Promise<T>;
  /**
   * Runs `fn` without the lock when it is one slug no other instance wrote lately (else as `exclusive`): an append of
   * it inside `fn` commits, in one round trip, only if no one wrote the slug since `fn` started; otherwise it changes
   * nothing and rejects with StoreConflict once the mirror caught up (the caller reloads and retries, through
   * `exclusive`). The fast path of a keeper's or a desk's write (docs/operating.md, Cluster mode).
   */
  optimistic<T>(slugs: readonly string[], fn: () => Promise<T>): Promise<T>;
  /** The index entry of a slug as the mirror holds it. */
  indexEntry(slug: string): IndexEntry | undefined;
  /** The event record of a slug as the mirror holds it. */
  eventRecord(slug: string): EventRecord | undefined;
  /** The seq the mirror holds this very update under (one this instance appended); undefined when it does not. */
  seqOf(slug: string, update: Uint8Array): number | undefined;
  /** The last update seq of a slug the mirror holds (0 when none). */
  headSeq(slug: string): number;
  /** The updates after `seq` in the mirror, in order, and the seq of the last. */
  updatesSince(slug: string, seq: number): { seq: number; updates: Uint8Array[] };
  /** Hears what other instances changed, once the mirror holds it. */
  follow(fn: (change: Change) => void): () => void;
  /**
   * A slug the mirror does not hold (made on another instance a moment ago, not followed yet): reads it from the
   * database (one indexed SELECT) before a request for it is answered 404; followers hear of it when found. Rate-limited
   * and capped, so a flood of unknown slugs reads little; resolves either way, and never rejects.
   */
  lookUp(slug: string): Promise<void>;
  /** Reads a session row from the database into the mirror (or drops it there); a database down leaves the mirror. */
  refreshSession(hash: string): Promise<void>;
  /** The leases of `names` this instance holds for `ms` more (taken when free or expired); others' are left out. */
  lease(names: readonly string[], ms: number): Promise<Set<string>>;
  /** Tells the other instances of a rate-limit hit (and keeps it for instances that start later). */
  publishHit(limiter: string, key: string, at: number): void;
  /** Hits kept in the database within `windowMs`, for a limiter starting up. */
  recentHits(limiter: string, windowMs: number): Promise<{ key: string; at: number }[]>;
  /** False while the database cannot be reached. */
  healthy(): boolean;
}

/** A write this instance could not commit because the database cannot be reached: answered 503, nothing changed. */
export class StoreUnavailable extends Error {
  readonly status = 503;
  constructor(cause?: unknown) {
    super('The database cannot be reached right now; nothing was changed. Try again in a moment.');
    this.name = 'StoreUnavailable';
    if (cause !== undefined) this.cause = cause;
  }
}

/** Another instance wrote the slug since this one last read it: the write was rolled back; catch up and retry. */
export class StoreConflict extends Error {
  constructor(readonly slug: string) {
    super(`another instance wrote "${slug}" first`);
    this.name = 'StoreConflict';
  }
}
