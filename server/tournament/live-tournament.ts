// A loaded tournament: its Y.Doc, current state and public side (public-side.ts), and the serial write path that changes them.
import { randomInt } from 'node:crypto';
import * as Y from 'yjs';
import { apply } from '../../shared/engine/apply.js';
import { clockText } from '../../shared/view/format.js';
import type { Ack } from '../../shared/wire/room-protocol.js';
import type { Ctx, Intent, PublicMatch, Result, Tournament, VenueShare } from '../../shared/engine/types.js';
import { ackForResult, resultForAck } from './ydoc-acks.js';
import { OpAnswers } from './op-answers.js';
import { readState, writeState } from './ydoc-writer.js';
import { describeIntent, saidOfIntent } from './log-detail.js';
import type { Actor, DispatchOptions, EventRow, PublicSnapshot, LoadedTournament, Staged } from './hub-types.js';
import { PublicSide } from './public-side.js';
import type { Append, IndexEntry, Store } from '../store/store.js';
import { captureUpdate, indexEntry, sameEntry } from './tournament-updates.js';

export type { Staged } from './hub-types.js';

/** Past this many updates, or this many bytes of them since the last fold, the log is folded into one merged update. */
const COMPACT_AFTER = 500;
const COMPACT_AFTER_BYTES = 4 * 1024 * 1024;

const random = () => randomInt(2 ** 47) / 2 ** 47;

/** The origin of updates another instance committed (cluster mode): no connection of this process sent them. */
export const FOLLOWED = Symbol('followed');

export class LiveTournament implements LoadedTournament {
  readonly slug: string;
  readonly doc: Y.Doc;
  /** Set when the tournament was deleted or its doc can no longer be trusted; the hub drops the room. */
  closed = false;
  lastUsed = Date.now();
  /** Cluster mode: the last update seq of the shared log this doc holds (docs/architecture.md, Cluster mode). */
  seq = 0;
  /** Cluster mode: updates were followed while a write was staged; they are taken once it is committed. */
  private followDue = false;
  private current: Tournament;
  private pub: PublicSide;
  private tail: Promise<unknown> = Promise.resolve();
  private pending = 0;
  private entry: IndexEntry;
  private answers: OpAnswers;
  /** Bytes appended to the log since this room last compacted it (a big desk update should not wait for 500 more). */
  private loggedBytes = 0;
  /** The state of a stage not yet finished (committed), which the next stage starts from; null when none. */
  private head: Tournament | null = null;

  constructor(
    doc: Y.Doc,
    state: Tournament,
    private store: Store,
    private onIndex: (entry: IndexEntry) => void,
    venue?: (t: Tournament, now: number) => VenueShare | null,
  ) {
    this.slug = state.slug;
    this.doc = doc;
    this.current = state;
    this.entry = indexEntry(state);
    this.pub = new PublicSide(this, state, venue);
    this.answers = new OpAnswers(doc, store, this.slug);
  }

  state(): Tournament {
    return this.current;
  }

  /** The state of a write staged and not yet committed, else the current one: what a venue step's projections read. */
  latest(): Tournament {
    return this.head ?? this.current;
  }

  /** The latest snapshot: a refresh still due runs first, so a reader never sees a state older than the last answer. */
  snapshot(): PublicSnapshot {
    return this.pub.snapshot();
  }

  /** Match `id` as the public document shows it, now: built once for a keeper's answer and the next refresh. */
  publicMatch(id: string): PublicMatch | null {
    return this.pub.match(this.current, id);
  }

  subscribe(fn: (snap: PublicSnapshot) => void): () => void {
    const stop = this.pub.subscribe(fn);
    this.lastUsed = Date.now();
    return () => {
      stop();
      this.lastUsed = Date.now();
    };
  }

  get subscriberCount(): number {
    return this.pub.subscriberCount;
  }

  get busy(): boolean {
    return this.pending > 0;
  }

  /** Runs write steps one at a time, in arrival order: the reason 20 concurrent finals have one effect. */
  serial<T>(fn: () => Promise<T>): Promise<T> {
    this.pending++;
    this.lastUsed = Date.now();
    const run = this.tail.then(fn);
    this.tail = run.then(
      () => this.pending--,
      () => this.pending--,
    );
    return run;
  }

  applyRemoteUpdate(update: Uint8Array, origin: unknown): Promise<void> {
    return this.serial(() =>
      this.locked(async () => {
        if (this.closed) throw new Error(`tournament ${this.slug} is gone`);
        Y.applyUpdate(this.doc, update, origin);
        await this.commit({ update });
      }),
    );
  }

  /** Cluster mode: `fn` holds the tournament's write lock across instances, on a doc caught up first; on LMDB `fn` at once. */
  private locked<T>(fn: () => Promise<T>): Promise<T> {
    const c = this.store.cluster;
    if (!c) return fn();
    return c.exclusive([this.slug], async () => {
      this.catchUp();
      return fn();
    });
  }

  /**
   * Cluster mode: takes in the updates other instances committed since this doc's `seq` (never while a write of this
   * room is staged and not yet committed), then re-reads the state; subscribers hear of it on the next turn. True
   * when anything was new.
   */
  catchUp(): boolean {
    const c = this.store.cluster;
    if (!c || this.closed) return false;
    if (this.head !== null) {
      // A staged write is not committed yet: the followed updates are taken once it is (finish).
      this.followDue = true;
      return false;
    }
    this.followDue = false;
    const { seq, updates } = c.updatesSince(this.slug, this.seq);
    if (updates.length === 0) return false;
    for (const u of updates) Y.applyUpdate(this.doc, u, FOLLOWED);
    this.seq = seq;
    const state = readState(this.doc);
    this.current = state;
    this.pub.forgetChanges();
    this.entry = indexEntry(state);
    this.pub.schedule();
    return true;
  }

  /**
   * Answers a synced desk intent that never reaches the engine (no parser accepts it, or it is too
   * large): its entry in the doc makes way for the refusing ack, remembered like any refusal.
   */
  refuseIntent(opId: string, ack: Ack, actor: Actor): Promise<void> {
    return this.serial(() => this.locked(() => this.refuseLocked(opId, ack, actor)));
  }

  private async refuseLocked(opId: string, ack: Ack, actor: Actor): Promise<void> {
    if (this.closed) throw new Error(`tournament ${this.slug} is gone`);
    const stored = this.answers.answered(opId);
    if (stored) {
      await this.replay(opId, stored, actor);
      return;
    }
    const now = Date.now();
    this.answers.refused(opId, { at: now, ack });
    const update = captureUpdate(this.doc, () => this.answers.docAcks.answer(opId, ack, now), actor);
    if (update) await this.commit({ update });
  }

  /** The write path (docs/architecture.md, The write path); the caller goes through `serial`. */
  async write(intent: Intent, actor: Actor, opId?: string, options: DispatchOptions = {}): Promise<Result> {
    if (opId !== undefined) {
      const stored = this.answers.answered(opId);
      if (stored) return this.replay(opId, stored, actor);
    }
    const staged = this.stage(intent, actor, opId, Date.now());
    // Projecting beside LMDB's commit (staged.meanwhile) makes the commit's completion wait for the main thread when
    // the projection runs longer: only a caller that refreshes before its answer (a court room) gains by it. Every
    // other door answers first and projects on the next turn (docs/benchmarks.md, the keeper final).
    const beside = options.refreshBeforeAnswer ? staged.meanwhile : undefined;
    if (staged.append) await this.commit(staged.append, beside);
    staged.finish(options);
    return staged.result;
  }

  /** Schedules a refresh: another division of the venue changed, so this one's courts or ETAs may show something new. */
  venueChanged(): void {
    this.pub.schedule();
  }

  /** Whether an op id was answered before: `write` then replays its answer instead of applying it again. */
  hasAnswer(opId: string): boolean {
    return this.answers.answered(opId) !== undefined;
  }

  /**
   * The first half of a write, synchronous: applies the intent (under a venue's `courtOrders` when given), writes the
   * Y.Doc and says what to append. Nothing is published until `finish`, which the caller runs once the append is
   * committed (a venue step commits several divisions' appends in one transaction). Stages chain: a second stage
   * before `finish` starts from the first one's state. A failed commit must close the room (`failed`).
   */
  stage(intent: Intent, actor: Actor, opId: string | undefined, now: number, courtOrders?: Ctx['courtOrders']): Staged {
    const prev = this.head ?? this.current;
    // The actor is remembered with each change it makes; conflict sentences tell times in the server's local time, as the desk shows them.
    const ctx: Ctx = {
      now,
      random,
      actor: { name: actor.name, role: actor.role },
      clock: clockText,
      ...(courtOrders ? { courtOrders } : {}),
    };
    const result = apply(prev, intent, ctx);
    const said = saidOfIntent(intent, prev);
    const row = (ok: boolean, extra = ''): EventRow => ({
      at: now,
      actor: actor.name,
      action: intent.type,
      detail: describeIntent(intent, prev) + extra,
      ok,
      ...(said ? { said } : {}),
      ...(!ok && !result.ok && result.why ? { why: result.why } : {}),
    });

    // A synced intent's answer is remembered by op id; a desk's also replaces its intent in the doc.
    const ack = ackForResult(result);
    const nothing = () => undefined;

    if (!result.ok) {
      // Refused: no state changes, and the doc gains at most the desk's ack (pruned later), never a keeper's.
      if (opId !== undefined) this.answers.refused(opId, { at: now, ack });
      const update = opId === undefined ? null : captureUpdate(this.doc, () => this.answers.docAcks.answer(opId, ack, now), actor);
      const event = actor.role === 'organizer' ? row(false, `: ${result.error}`) : undefined;
      const append = update || event ? { ...(update ? { update } : {}), ...(event ? { event } : {}) } : null;
      return { result, append, meanwhile: nothing, finish: nothing };
    }
    const answer = opId === undefined ? undefined : { opId, at: now, ack };
    if (!result.changed && opId === undefined) return { result, append: null, meanwhile: nothing, finish: nothing };

    const update = captureUpdate(
      this.doc,
      () => {
        if (result.changed) writeState(this.doc, prev, result.state, result.change);
        if (opId !== undefined) this.answers.docAcks.answer(opId, ack, now);
      },
      actor,
    );
    if (result.changed) this.head = result.state;
    const entry = indexEntry(result.state);
    const indexChanged = !sameEntry(entry, this.entry);
    if (indexChanged) this.entry = entry;
    // Engine ticks are not organizer actions; logging them would bury the desk's log.
    const event = result.changed && intent.type !== 'tick' ? row(true) : undefined;
    // While LMDB commits and flushes on its own thread, the new state's public side is worked out here: published
    // only once the write is stored (refresh), it then costs neither the answer nor the next request anything.
    let stored = false;
    const meanwhile = () => {
      if (!stored && result.changed && !this.closed) this.pub.prepare(result.state, result.change);
    };
    const append: Append = {
      ...(update ? { update } : {}),
      ...(event ? { event } : {}),
      ...(indexChanged ? { index: entry } : {}),
      ...(answer ? { answer } : {}),
    };
    const finish = (options: DispatchOptions = {}) => {
      stored = true;
      if (!result.changed) return;
      this.current = result.state;
      if (this.head === result.state) this.head = null;
      this.pub.noteChange(result.change);
      // The write is committed and answered as such whatever happens here; a failure is logged.
      if (this.followDue && this.head === null)
        try {
          this.catchUp();
        } catch (err) {
          console.error(`following ${this.slug} after a write failed`, err);
        }
      if (indexChanged) this.onIndex(entry);
      // Most doors answer first and the public side follows on the next turn; a caller whose answer must not
      // overtake the public side (a court room: the pad's ack and the court's view) asks for the refresh first.
      if (options.refreshBeforeAnswer) this.refresh(Date.now());
      else this.pub.schedule();
    };
    return { result, append, meanwhile, finish };
  }

  /** A commit of staged appends failed: the doc is ahead of the disk, so the room is dropped and reloaded. */
  failed(): void {
    this.closed = true;
    this.head = null;
  }

  /** After a commit made elsewhere (a venue step's one transaction): the log may need folding. */
  async committed(a: Append): Promise<void> {
    if (!a.update) return;
    // Cluster mode: the doc now holds the log up to this update (taken under the lock, right after the caught-up ones).
    // Not the mirror's last seq: rows another instance committed since may be there, not yet in this doc.
    const seq = this.store.cluster?.seqOf(this.slug, a.update);
    if (seq !== undefined && seq > this.seq) this.seq = seq;
    this.loggedBytes += a.update.byteLength;
    if (this.store.updateCount(this.slug) > COMPACT_AFTER || this.loggedBytes > COMPACT_AFTER_BYTES) await this.compact();
  }

  /**
   * An op id answered before (a reconnect, a rebuilt pad, a restart) gets its stored answer and is not
   * applied again; a desk that wrote it into the doc once more sees the ack there again.
   */
  private async replay(opId: string, ack: Ack, actor: Actor): Promise<Result> {
    if (this.answers.docAcks.waiting(opId)) {
      const update = captureUpdate(this.doc, () => this.answers.docAcks.answer(opId, ack, Date.now()), actor);
      if (update) await this.commit({ update });
    }
    return resultForAck(ack, this.current);
  }

  /** Re-projects now; subscribers hear only about a document that shows something new (docs/api.md, Persistence and pushes). */
  refresh(now: number): void {
    this.pub.refresh(now);
  }

  /** Appends to LMDB; a failed commit leaves the in-memory doc ahead of the disk, so the room is dropped. */
  private async commit(a: Append, meanwhile?: () => void): Promise<void> {
    try {
      await this.store.append(this.slug, a, meanwhile);
    } catch (err) {
      this.failed();
      throw err;
    }
    await this.committed(a);
  }

  /** A failed compaction leaves the (atomic) log as it was, so the write it follows still stands. */
  private async compact(): Promise<void> {
    try {
      await this.store.compact(this.slug, Y.encodeStateAsUpdate(this.doc));
      this.loggedBytes = 0;
    } catch (err) {
      console.error(`compaction of ${this.slug} failed; the update log is kept as it was`, err);
    }
  }
}
