// The Hub (hub-types.ts): the tournament index, lazy loading and unloading of rooms, creation, deletion and dispatch.
import type { Message } from '../../shared/i18n/words.js';
import { hostname } from 'node:os';
import * as Y from 'yjs';
import { newTournament } from '../../shared/engine/create.js';
import { checkCreateParams } from '../../shared/engine/fields.js';
import { uniqueSlug } from '../../shared/engine/ids.js';
import type { CreateParams, Intent, Rejected, Result, Tournament, VenueShare } from '../../shared/engine/types.js';
import { MAX_TOURNAMENTS } from '../process/config.js';
import { hasState, readState, writeState } from './ydoc-writer.js';
import type { Actor, DispatchOptions, EventRow, Hub, TournamentSummary } from './hub-types.js';
import { LiveTournament } from './live-tournament.js';
import { captureUpdate, indexEntry } from './tournament-updates.js';
import { type Append, type Change, type IndexEntry, type Store, StoreConflict } from '../store/store.js';

/** The events side (server/event/event-hub.ts), as the hub sees it: the shared slug space and the venue write path. */
export interface VenueRouter {
  has(slug: string): boolean;
  eventOf(division: string): unknown;
  dispatch(slug: string, intent: Intent, actor: Actor, opId?: string, options?: DispatchOptions): Promise<Result>;
  removed(division: string): Promise<void>;
  /** Runs `fn` in the queue of the division's event. */
  exclusive<T>(division: string, fn: () => Promise<T>): Promise<T>;
  shareOf(t: Tournament, now: number): VenueShare | null;
}

/** Cluster mode: a write that lost a race to another instance is retried on the caught-up state this many times. */
const CONFLICT_RETRIES = 3;

/** A room with no subscribers and no writes for this long is unloaded; LMDB still holds it. */
const IDLE_MS = 10 * 60_000;

/** This process's id on LMDB (cluster mode uses the store's). */
const PROCESS_ID = `${hostname()}-${process.pid}`;

const notFound = (slug: string): Rejected => ({ ok: false, error: `There is no tournament "${slug}".`, kind: 'notFound' });

export class TournamentHub implements Hub {
  private entries = new Map<string, IndexEntry>();
  private rooms = new Map<string, LiveTournament>();
  private removeListeners = new Set<(slug: string) => void>();
  private sweeper: NodeJS.Timeout;
  private venue: VenueRouter | null = null;

  /** `maxTournaments`: creation past it is refused (config MAX_TOURNAMENTS). */
  constructor(
    private store: Store,
    private maxTournaments = MAX_TOURNAMENTS,
  ) {
    for (const entry of store.index()) this.entries.set(entry.slug, entry);
    store.cluster?.follow((c) => this.followed(c));
    this.sweeper = setInterval(() => this.sweep(Date.now()), 60_000);
    this.sweeper.unref();
  }

  /** What a division shows of its venue (docs/api.md, Events); null for a tournament on its own. */
  private shareOf = (t: Tournament, now: number): VenueShare | null => this.venue?.shareOf(t, now) ?? null;

  /** Events share the slug space, and every write to one of their divisions goes through the venue's path. */
  attachVenue(venue: VenueRouter): void {
    this.venue = venue;
  }

  list(): TournamentSummary[] {
    return [...this.entries.values()]
      .sort((a, b) => b.date.localeCompare(a.date) || b.createdAt - a.createdAt)
      .map(({ slug, name, date, phase, teams }) => ({ slug, name, date, phase, teams }));
  }

  count(): number {
    return this.entries.size;
  }

  has(slug: string): boolean {
    return this.entries.has(slug);
  }

  /** A tournament's phase from the index, without loading it; null for an unknown slug. */
  phaseOf(slug: string): TournamentSummary['phase'] | null {
    return this.entries.get(slug)?.phase ?? null;
  }

  /** Which store serves this hub, and this process's id (GET /healthz). */
  storeInfo(): { store: Store['kind']; instance: string; database?: 'up' | 'down' } {
    const c = this.store.cluster;
    return c
      ? { store: this.store.kind, instance: c.instance, database: c.healthy() ? 'up' : 'down' }
      : { store: this.store.kind, instance: PROCESS_ID };
  }

  /** Cluster mode's shared database (the ticker's leases); undefined on LMDB. */
  get cluster() {
    return this.store.cluster;
  }

  /**
   * Cluster mode (docs/architecture.md, Cluster mode): another instance changed `slug`. The index follows; a loaded
   * room takes the new updates in its queue (a division's, in its event's, which the event hub runs); a removed
   * tournament is gone here too.
   */
  private followed(c: Change): void {
    if (c.kind !== 'slug') return;
    const entry = c.removed ? undefined : this.store.cluster?.indexEntry(c.slug);
    if (!entry) {
      if (this.entries.has(c.slug)) this.dropRemoved(c.slug);
      return;
    }
    this.entries.set(c.slug, entry);
    const room = this.rooms.get(c.slug);
    if (!room || room.closed || this.venue?.eventOf(c.slug)) return;
    // Nobody's request: a failure is logged (the room's next write catches up again under the lock).
    room
      .serial(async () => {
        room.catchUp();
      })
      .catch((err) => console.error(`following ${c.slug} failed`, err));
  }

  /** A tournament another instance deleted: its room closes and its followers are told, as for a local delete. */
  private dropRemoved(slug: string): void {
    const room = this.rooms.get(slug);
    this.entries.delete(slug);
    this.rooms.delete(slug);
    if (room) room.closed = true;
    for (const fn of [...this.removeListeners]) {
      try {
        fn(slug);
      } catch (err) {
        console.error(`a listener failed on the removal of ${slug}`, err);
      }
    }
  }

  /** Takes in what other instances wrote to a loaded room (the event hub, in its queue); false when nothing was new. */
  catchUpRoom(slug: string): boolean {
    const room = this.rooms.get(slug);
    return room !== undefined && !room.closed && room.catchUp();
  }

  /** Runs `fn` holding the cluster's write lock on `slug` (on LMDB at once: one process is the only writer). */
  private locked<T>(slugs: string[], fn: () => Promise<T>): Promise<T> {
    const c = this.store.cluster;
    return c ? c.exclusive(slugs, fn) : fn();
  }

  tournament(slug: string): LiveTournament | null {
    const loaded = this.rooms.get(slug);
    if (loaded && !loaded.closed) {
      loaded.lastUsed = Date.now();
      return loaded;
    }
    if (!this.entries.has(slug)) return null;
    const doc = new Y.Doc();
    for (const update of this.store.updates(slug)) Y.applyUpdate(doc, update);
    if (!hasState(doc)) throw new Error(`the stored log of tournament "${slug}" holds no tournament`);
    const room = new LiveTournament(doc, readState(doc), this.store, (e) => this.entries.set(e.slug, e), this.shareOf);
    room.seq = this.store.cluster?.headSeq(slug) ?? 0;
    this.rooms.set(slug, room);
    return room;
  }

  /** Rooms in memory, for the court engine's ticker. */
  loaded(): LiveTournament[] {
    return [...this.rooms.values()].filter((r) => !r.closed);
  }

  /** Called with the slug of a deleted tournament (the feed closes its sockets). */
  onRemove(fn: (slug: string) => void): () => void {
    this.removeListeners.add(fn);
    return () => this.removeListeners.delete(fn);
  }

  /** `also`: rows committed in the same transaction as the new tournament (its event's record, for a division). */
  async create(
    params: CreateParams,
    actor: Actor,
    also?: (slug: string) => { slug: string; append: Append }[],
  ): Promise<{ ok: true; slug: string; msg: string } | Rejected> {
    if (this.entries.size >= this.maxTournaments) {
      const error = `This service has reached its limit of ${this.maxTournaments} tournaments; delete one that is over to make room.`;
      return { ok: false, error, kind: 'invalid', why: { key: 'refusal.tournamentLimit', values: { max: this.maxTournaments } } };
    }
    const checked = checkCreateParams(params);
    if (!checked.ok) {
      const { error, fields, why, fieldWhy } = checked;
      return { ok: false, error, fields, kind: 'invalid', ...(why ? { why } : {}), ...(fieldWhy ? { fieldWhy } : {}) };
    }
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.createOnce(checked.value, actor, also);
      } catch (err) {
        // Cluster mode: another instance took the same slug at the same moment; once this one has heard of it, the next is picked.
        if (!(err instanceof StoreConflict) || attempt >= CONFLICT_RETRIES) throw err;
        await this.locked([err.slug], async () => undefined);
      }
    }
  }

  private async createOnce(
    value: Parameters<typeof newTournament>[0],
    actor: Actor,
    also?: (slug: string) => { slug: string; append: Append }[],
  ): Promise<{ ok: true; slug: string; msg: string }> {
    const checked = { value };
    const now = Date.now();
    const slug = uniqueSlug(checked.value.name, (s) => this.entries.has(s) || this.venue?.has(s) === true);
    const state = newTournament(checked.value, slug, now);
    const doc = new Y.Doc();
    const update = captureUpdate(doc, () => writeState(doc, null, state), actor);
    const entry = indexEntry(state);
    // Reserved before the await, so a concurrent creation with the same name picks the next slug.
    this.entries.set(slug, entry);
    const event: EventRow = {
      at: now,
      actor: actor.name,
      action: 'create',
      detail: `tournament "${state.name}"`,
      ok: true,
      said: { key: 'desk.logCreate', values: { name: state.name } },
    };
    try {
      await this.store.appendMany([{ slug, append: { ...(update ? { update } : {}), event, index: entry } }, ...(also?.(slug) ?? [])]);
    } catch (err) {
      this.entries.delete(slug);
      throw err;
    }
    const room = new LiveTournament(doc, state, this.store, (e) => this.entries.set(e.slug, e), this.shareOf);
    room.seq = (update && this.store.cluster?.seqOf(slug, update)) ?? 0;
    this.rooms.set(slug, room);
    return { ok: true, slug, msg: `Created "${state.name}".` };
  }

  async remove(slug: string, actor: Actor): Promise<boolean> {
    // A division is removed in its event's queue, so no venue step is under way on it meanwhile.
    const venue = this.venue?.eventOf(slug) ? this.venue : null;
    const removed = venue ? await venue.exclusive(slug, () => this.removeRoom(slug, actor)) : await this.removeRoom(slug, actor);
    if (removed) await this.venue?.removed(slug);
    return removed;
  }

  private async removeRoom(slug: string, actor: Actor): Promise<boolean> {
    const room = this.tournament(slug);
    if (!room) return false;
    // Queued behind the writes already under way, so none of them lands after the data is gone.
    await room.serial(async () => {
      room.closed = true;
      await this.store.remove(slug);
    });
    this.entries.delete(slug);
    this.rooms.delete(slug);
    console.log(`tournament ${slug} deleted by ${actor.name}`);
    for (const fn of [...this.removeListeners]) fn(slug);
    room.doc.destroy();
    return true;
  }

  dispatch(slug: string, intent: Intent, actor: Actor, opId?: string, options?: DispatchOptions): Promise<Result> {
    // A division of an event is written with the venue's court orders, in its event's queue, never on its own.
    if (this.venue?.eventOf(slug)) return this.venue.dispatch(slug, intent, actor, opId, options);
    const room = this.tournament(slug);
    if (!room) return Promise.resolve(notFound(slug));
    if (!this.store.cluster)
      return room.serial(async () => {
        if (room.closed) return notFound(slug);
        return room.write(intent, actor, opId, options);
      });
    return this.dispatchLocked(room, intent, actor, opId, options);
  }

  /**
   * Cluster mode: the write starts from every update the mirror holds and commits only if no other instance wrote the
   * tournament meanwhile (one round trip; the lock at once when another instance wrote it lately); should it lose
   * (StoreConflict: the room is dropped), it runs again on the reloaded room, holding the tournament's lock.
   */
  private async dispatchLocked(
    first: LiveTournament,
    intent: Intent,
    actor: Actor,
    opId?: string,
    options?: DispatchOptions,
  ): Promise<Result> {
    let room: LiveTournament | null = first;
    for (let attempt = 0; ; attempt++) {
      const r: LiveTournament = room;
      try {
        const write = async () => {
          r.catchUp();
          // Dropped by a write queued before this one that lost (the tournament is still there): run on the reloaded room.
          if (r.closed && this.entries.has(r.slug) && this.store.updateCount(r.slug) > 0) throw new StoreConflict(r.slug);
          if (r.closed) return notFound(r.slug);
          return r.write(intent, actor, opId, options);
        };
        const c = this.store.cluster!;
        return await r.serial(() => (attempt === 0 ? c.optimistic([r.slug], write) : c.exclusive([r.slug], write)));
      } catch (err) {
        if (!(err instanceof StoreConflict) || attempt >= CONFLICT_RETRIES) throw err;
        room = this.tournament(r.slug);
        if (!room) return notFound(r.slug);
      }
    }
  }

  /** An events row for an organizer action refused before it became an intent (a malformed form, say). */
  async logRefusal(slug: string, actor: Actor, action: string, error: string, why?: Message): Promise<void> {
    const room = this.tournament(slug);
    if (!room) return;
    // `why`: the refusal as a message, so the desk says the row in its reader's language (shared/view/log-detail.ts)
    const event: EventRow = { at: Date.now(), actor: actor.name, action, detail: `refused: ${error}`, ok: false, ...(why ? { why } : {}) };
    await room.serial(async () => {
      if (!room.closed) await this.store.append(slug, { event });
    });
  }

  events(slug: string, limit?: number): EventRow[] {
    return this.store.events(slug, limit);
  }

  /** Unloads rooms nobody watches or writes to; a room whose commit failed is dropped to be reloaded from disk. */
  sweep(now: number): void {
    for (const [slug, room] of this.rooms) {
      const idle = !room.busy && room.subscriberCount === 0 && now - room.lastUsed > IDLE_MS;
      if (idle || (room.closed && !room.busy)) {
        this.rooms.delete(slug);
        // This runs on a timer, where a throw from a destroy listener would stop the process.
        try {
          room.doc.destroy();
        } catch (err) {
          console.error(`unloading tournament ${slug} failed`, err);
        }
      }
    }
  }

  /** Waits for writes under way, then closes the store. */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    await Promise.all([...this.rooms.values()].map((r) => r.serial(async () => undefined)));
    await this.store.close();
  }
}
