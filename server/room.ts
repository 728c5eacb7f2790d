// A loaded tournament: its Y.Doc, current state and public snapshot, and the serial write path that changes them.
import { randomInt } from 'node:crypto';
import * as Y from 'yjs';
import { apply } from '../shared/apply.js';
import { clockText } from '../shared/format.js';
import type { Intent, Rejected, Result, Tournament } from '../shared/types.js';
import { ROOTS, writeState } from './doc-state.js';
import { describeIntent } from './event-detail.js';
import type { Actor, EventRow, PublicSnapshot, Room } from './hub-types.js';
import { snapshotter, type Snapshotter } from './snapshot.js';
import type { IndexEntry, Store } from './store.js';

/** Past this many updates the log is folded into one merged update. */
const COMPACT_AFTER = 500;

/** What a stored acknowledgement of an opId holds (the `acks` map of the doc). */
type Ack = { ok: true; msg: string } | { ok: false; error: string; kind?: Rejected['kind']; fields?: Record<string, string> };

const random = () => randomInt(2 ** 47) / 2 ** 47;

export function indexEntry(t: Tournament): IndexEntry {
  const teams = Object.values(t.teams).filter((team) => team.status === 'registered').length;
  return { slug: t.slug, name: t.name, date: t.date, phase: t.phase, teams, createdAt: t.createdAt };
}

const sameEntry = (a: IndexEntry, b: IndexEntry) =>
  a.name === b.name && a.date === b.date && a.phase === b.phase && a.teams === b.teams;

/** Runs `fn` with doc updates captured; returns the one merged update (null when nothing changed). */
export function captureUpdate(doc: Y.Doc, fn: () => void, origin: unknown): Uint8Array | null {
  const updates: Uint8Array[] = [];
  const onUpdate = (u: Uint8Array) => updates.push(u);
  doc.on('update', onUpdate);
  try {
    doc.transact(fn, origin);
  } finally {
    doc.off('update', onUpdate);
  }
  if (updates.length === 0) return null;
  return updates.length === 1 ? updates[0]! : Y.mergeUpdates(updates);
}

export class LiveRoom implements Room {
  readonly slug: string;
  readonly doc: Y.Doc;
  /** Set when the tournament was deleted or its doc can no longer be trusted; the hub drops the room. */
  closed = false;
  lastUsed = Date.now();
  private current: Tournament;
  private snaps: Snapshotter;
  private subscribers = new Set<(snap: PublicSnapshot) => void>();
  private tail: Promise<unknown> = Promise.resolve();
  private pending = 0;
  private entry: IndexEntry;

  constructor(
    doc: Y.Doc,
    state: Tournament,
    private store: Store,
    private onIndex: (entry: IndexEntry) => void,
  ) {
    this.slug = state.slug;
    this.doc = doc;
    this.current = state;
    this.entry = indexEntry(state);
    this.snaps = snapshotter(state, Date.now());
  }

  state(): Tournament {
    return this.current;
  }

  snapshot(): PublicSnapshot {
    return this.snaps.current();
  }

  subscribe(fn: (snap: PublicSnapshot) => void): () => void {
    this.subscribers.add(fn);
    this.lastUsed = Date.now();
    return () => {
      this.subscribers.delete(fn);
      this.lastUsed = Date.now();
    };
  }

  get subscriberCount(): number {
    return this.subscribers.size;
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
    return this.serial(async () => {
      if (this.closed) throw new Error(`tournament ${this.slug} is gone`);
      Y.applyUpdate(this.doc, update, origin);
      await this.commit({ update });
    });
  }

  /** The write path (DESIGN "One write path"); the caller goes through `serial`. */
  async write(intent: Intent, actor: Actor, opId?: string): Promise<Result> {
    const acks = this.doc.getMap<Ack>(ROOTS.acks);
    if (opId !== undefined) {
      const ack = acks.get(opId);
      if (ack) return ack.ok ? { ok: true, state: this.current, events: [], msg: ack.msg, changed: false } : { ...ack };
    }
    const prev = this.current;
    const now = Date.now();
    // The actor is remembered with each change it makes; conflict sentences tell times in the server's local time, as the desk shows them.
    const result = apply(prev, intent, { now, random, actor: { name: actor.name, role: actor.role }, clock: clockText });
    const row = (ok: boolean, extra = ''): EventRow => ({
      at: now, actor: actor.name, action: intent.type, detail: describeIntent(intent, prev) + extra, ok,
    });

    if (!result.ok) {
      const ack: Ack = { ok: false, error: result.error, ...(result.kind ? { kind: result.kind } : {}), ...(result.fields ? { fields: result.fields } : {}) };
      const update = opId === undefined ? null : captureUpdate(this.doc, () => acks.set(opId, ack), actor);
      const event = actor.role === 'organizer' ? row(false, `: ${result.error}`) : undefined;
      if (update || event) await this.commit({ ...(update ? { update } : {}), ...(event ? { event } : {}) });
      return result;
    }
    if (!result.changed && opId === undefined) return result;

    const update = captureUpdate(this.doc, () => {
      if (result.changed) writeState(this.doc, prev, result.state);
      if (opId !== undefined) acks.set(opId, { ok: true, msg: result.msg });
    }, actor);
    const entry = indexEntry(result.state);
    const indexChanged = !sameEntry(entry, this.entry);
    // Engine ticks are not organizer actions; logging them would bury the desk's log.
    const event = result.changed && intent.type !== 'tick' ? row(true) : undefined;
    await this.commit({ ...(update ? { update } : {}), ...(event ? { event } : {}), ...(indexChanged ? { index: entry } : {}) });

    this.current = result.state;
    if (indexChanged) {
      this.entry = entry;
      this.onIndex(entry);
    }
    this.refresh(Date.now());
    return result;
  }

  /** Re-projects; subscribers hear only about a document that shows something new (CONTRACT 9). */
  refresh(now: number): void {
    const snap = this.snaps.refresh(this.current, now);
    if (!snap) return;
    for (const fn of [...this.subscribers]) fn(snap);
  }

  /** Appends to LMDB; a failed commit leaves the in-memory doc ahead of the disk, so the room is dropped. */
  private async commit(a: Parameters<Store['append']>[1]): Promise<void> {
    try {
      await this.store.append(this.slug, a);
    } catch (err) {
      this.closed = true;
      throw err;
    }
    if (a.update && this.store.updateCount(this.slug) > COMPACT_AFTER) await this.compact();
  }

  /** A failed compaction leaves the (atomic) log as it was, so the write it follows still stands. */
  private async compact(): Promise<void> {
    try {
      await this.store.compact(this.slug, Y.encodeStateAsUpdate(this.doc));
    } catch (err) {
      console.error(`compaction of ${this.slug} failed; the update log is kept as it was`, err);
    }
  }
}
