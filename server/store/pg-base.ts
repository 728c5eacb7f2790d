// What the parts of the PostgreSQL store share (docs/architecture.md, Cluster mode): the pool and the database's health,
// transactions, the local mirror's maps, the followers of changes, and the notifications instances send each other.
// pg-store.ts assembles the parts: pg-follow.ts (the mirror following the database), pg-commit.ts (the write path),
// pg-cluster.ts (the cluster's duties) and pg-push.ts (push subscriptions and jobs).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import pg, { type Pool, type PoolClient } from 'pg';
import type { EventRecord } from '../event/event-types.js';
import type { EventRow } from '../tournament/hub-types.js';
import { emptySlot, type Slot } from './pg-mirror.js';
import { type Answer, type Change, type IndexEntry, type SessionRow, StoreConflict, StoreUnavailable } from './store.js';

/** The notification channel every instance listens on. */
export const CHANNEL = 'courtside';

export interface PgStoreOptions {
  /** A stable id of this process; generated when not given. */
  instance?: string;
  /** Connections in the pool (default 10). */
  poolSize?: number;
  log?: (line: string) => void;
}

/** int8 (bigint) columns as numbers: seqs, ids and epoch milliseconds all fit in 2^53. */
export const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** A write's rows as its notification carries them (when small), so a follower need not read them back. */
export interface WireRows {
  /** The slug's version after the write. */
  v: number;
  u: [seq: number, base64: string][];
  e: [id: number, row: EventRow][];
  a: [id: number, opId: string, at: number, ack: Answer['ack']][];
  x: IndexEntry | null;
  r: EventRecord | null;
}

/** What instances tell each other: slugs written (with their rows when small), a session, a meta key, a rate-limit hit. */
export type Note =
  | { i: string; s: string[]; d?: Record<string, WireRows> }
  | { i: string; h: string; r: SessionRow | null }
  | { i: string; m: string; v: unknown }
  | { i: string; l: string; k: string; a: number };

/** The lock `exclusive` holds on some slugs while its function runs. */
export interface Held {
  client: PoolClient;
  /** The slugs whose heads rows the lock's transaction holds. */
  slugs: ReadonlySet<string>;
  /** The lock's transaction is still open (the first append commits it). */
  open: boolean;
  /** `exclusive` has returned: the client is back in the pool. */
  done: boolean;
}

/** The store's shared state and plumbing, made once per store. */
export interface Pg {
  url: string;
  pool: Pool;
  instance: string;
  log: (line: string) => void;
  /** The mirror: per slug, meta keys and sessions as the database holds them. */
  slots: Map<string, Slot>;
  meta: Map<string, unknown>;
  sessions: Map<string, SessionRow>;
  followers: Set<(c: Change) => void>;
  /** The lock of the `exclusive` call this async context runs in. */
  als: AsyncLocalStorage<Held>;
  /** The slug's slot, made when missing. */
  slot(slug: string): Slot;
  emit(c: Change): void;
  healthy(): boolean;
  /** The database answered / could not be reached. */
  up(): void;
  down(err: unknown): void;
  /** A pooled connection; StoreUnavailable when the database cannot be reached. */
  connect(): Promise<PoolClient>;
  /**
   * Runs `fn` in a transaction of its own; with `join`, in the open one of `exclusive` instead (a write of the locked
   * slugs, which would otherwise wait for those locks). Any failure but a conflict is StoreUnavailable.
   */
  tx<T>(fn: (c: PoolClient) => Promise<T>, join?: boolean): Promise<T>;
  /** A failed statement as the error a write rejects with (StoreConflict kept, anything else StoreUnavailable). */
  failure(err: unknown): Error;
  notify(c: PoolClient | Pool, note: Note): Promise<unknown>;
}

export function openPgBase(url: string, opts: PgStoreOptions): Pg {
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

  const slots = new Map<string, Slot>();
  const followers = new Set<(c: Change) => void>();
  const als = new AsyncLocalStorage<Held>();

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

  const failure = (err: unknown): Error => {
    if (err instanceof StoreConflict || err instanceof StoreUnavailable) return err;
    const code = (err as { code?: string })?.code;
    // Refusals of a statement (a bug) are logged; a dropped connection is the database being away (a SQLSTATE of
    // classes 08, 57 or 53, or no SQLSTATE at all: a socket's error such as ECONNREFUSED, a query timeout).
    if (code === undefined || !/^[0-9A-Z]{5}$/.test(code) || /^(08|57|53)/.test(code)) down(err);
    else log(`postgres: a write failed: ${err instanceof Error ? err.message : String(err)}`);
    return new StoreUnavailable(err);
  };

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

  return {
    url,
    pool,
    instance,
    log,
    slots,
    meta: new Map(),
    sessions: new Map(),
    followers,
    als,
    slot(slug) {
      let s = slots.get(slug);
      if (!s) {
        s = emptySlot();
        slots.set(slug, s);
      }
      return s;
    },
    emit(c) {
      for (const fn of [...followers]) {
        try {
          fn(c);
        } catch (err) {
          log(`postgres: a follower failed on a change: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
    },
    healthy: () => healthy,
    up,
    down,
    connect,
    tx,
    failure,
    notify: (c, note) => c.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(note)]),
  };
}
