// The contract between the HTTP/WebSocket edges and the tournament store (implemented in hub.ts).
import type { LogMessage } from '../../shared/view/log-detail.js';
import type { Message } from '../../shared/i18n/words.js';
import type * as Y from 'yjs';
import type { CreateParams, Intent, PublicState, Rejected, Result, Tournament } from '../../shared/engine/types.js';
import type { Append } from '../store/store.js';

export interface TournamentSummary {
  slug: string;
  name: string;
  date: string;
  phase: Tournament['phase'];
  teams: number;
}

/** One row of the events table (docs/api.md, Events log). */
export interface EventRow {
  at: number;
  actor: string;
  action: string;
  /** In English, always: the CSV's column, and what rows written before `said` existed show. */
  detail: string;
  ok: boolean;
  /** The same description as a message, said in the desk reader's language (shared/view/log-detail.ts); absent on older rows. */
  said?: LogMessage;
  /** A refused row's refusal as a message, when the engine gave one. */
  why?: Message;
}

export interface Actor {
  /** The organizer identity, `keeper:<court>`, or `public`. */
  name: string;
  role: 'organizer' | 'keeper' | 'public' | 'engine';
}

/**
 * The public document as served, shared by state.json and every /ws subscriber. `doc` is frozen (its parts are
 * shared with earlier and later snapshots); `bytes` (its JSON) and `etag` are made on first read, then kept.
 */
export interface PublicSnapshot extends Served {
  readonly doc: PublicState;
}

/** A public document as state.json and /ws send it (a tournament's, or an event's venue document). */
export interface Served {
  readonly bytes: string;
  readonly etag: string;
}

/** What the /ws feed follows: a tournament, or an event's venue (docs/api.md, Events). */
export interface FeedSource {
  readonly closed: boolean;
  snapshot(): Served;
  subscribe(fn: (snap: Served) => void): () => void;
}

/** A loaded tournament: the server-owned Y.Doc (the durable truth) and its current state. */
export interface LoadedTournament {
  slug: string;
  doc: Y.Doc;
  state(): Tournament;
  snapshot(): PublicSnapshot;
  /** Called after every committed change (and after estimate refreshes) with the new snapshot. */
  subscribe(fn: (snap: PublicSnapshot) => void): () => void;
  /** Applies a Yjs update from a desk client (already role-checked) and persists it before resolving. */
  applyRemoteUpdate(update: Uint8Array, origin: unknown): Promise<void>;
}

/** A write applied and written to the doc, not yet committed (LiveTournament.stage). */
export interface Staged {
  result: Result;
  /** What to append to the tournament's log; null when nothing is to be stored. */
  append: Append | null;
  /** Runs beside the store's commit (pass it to the store). */
  meanwhile: () => void;
  /** Once committed: the new state becomes the current one and the public side follows. */
  finish: (options?: DispatchOptions) => void;
}

/** How a caller wants its write answered. */
export interface DispatchOptions {
  /**
   * Refresh the public side (projection, public doc, feed, court views) before answering, instead of on the next
   * turn: for a caller that publishes its answer next to the public side and must not let it arrive first (a
   * court room writes the pad's ack into the court doc the court's view is also in).
   */
  refreshBeforeAnswer?: boolean;
}

export interface Hub {
  list(): TournamentSummary[];
  count(): number;
  has(slug: string): boolean;
  /** Loads lazily; null for an unknown slug. */
  tournament(slug: string): LoadedTournament | null;
  create(params: CreateParams, actor: Actor): Promise<{ ok: true; slug: string; msg: string } | Rejected>;
  remove(slug: string, actor: Actor): Promise<boolean>;
  /**
   * The one write path: apply, write the Y.Doc, commit to LMDB, then answer. Serialised per tournament.
   * With an `opId` (intents synced from desk or keeper pads) the answer is kept in the store's answers
   * table (a bounded window) in the same LMDB transaction, and a desk's intent in the doc is replaced by
   * its ack; a repeated opId returns the stored answer without applying again.
   */
  dispatch(slug: string, intent: Intent, actor: Actor, opId?: string, options?: DispatchOptions): Promise<Result>;
  events(slug: string, limit?: number): EventRow[];
  close(): Promise<void>;
}
