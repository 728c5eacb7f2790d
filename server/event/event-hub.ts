// Events (docs/api.md, Events): the event records, creation of events and their divisions, each event's queue (and lock in
// cluster mode) and the routing of its writes: a division's intent and the desk's actions go through the venue write
// path (event-writes.ts), its answers and op ids are event-answers.ts's, its versions event-versions.ts's.
import { uniqueSlug } from '../../shared/engine/ids.js';
import type { CreateParams, Intent, Rejected, Result, Tournament, VenueShare } from '../../shared/engine/types.js';
import type { DivisionStates } from '../../shared/venue/types.js';
import { parseCourtList } from '../../shared/venue/court-list.js';
import type { Store } from '../store/store.js';
import type { Actor, DispatchOptions, PublicSnapshot } from '../tournament/hub-types.js';
import { VenueSource } from './venue-doc.js';
import { VenueShares } from './venue-share.js';
import type { TournamentHub } from '../tournament/hub.js';
import type { LiveTournament } from '../tournament/live-tournament.js';
import { checkEventParams, type EventParams } from './event-fields.js';
import type { EventRecord } from './event-types.js';
import { lastChange, stamped } from './event-versions.js';
import { nameKey } from '../../shared/engine/text.js';
import type { Message } from '../../shared/i18n/words.js';
import { ackOf, eventRowSaid, noEvent, type Outcome, replayed, type VenueDecision, type WriteMeta } from './event-answers.js';
import { EventQueues } from './event-queue.js';
import { dispatchDivision, type EventWriter, venueAction, venueTick } from './event-writes.js';

export type { VenueDecision, WriteMeta } from './event-answers.js';

/** Events per service: as many as tournaments may be. */
export const EVENTS_MAX = 10_000;
/** Divisions per event: every venue step reads them all, so a venue stays a venue. */
export const DIVISIONS_MAX = 32;

type Created = { ok: true; slug: string; msg: string; said?: Message } | Rejected;

export class EventHub {
  private records = new Map<string, EventRecord>();
  /** Division slug -> its event's slug. */
  private divisionOf = new Map<string, string>();
  private queues = new EventQueues();
  /** The venue documents someone follows (state.json reads or /ws), by event. */
  private sources = new Map<string, VenueSource>();
  private notifying = new Set<string>();
  private shares = new VenueShares();
  /** Told of each event deleted here or on another instance (the event desk's presence room closes). */
  private removedListeners = new Set<(slug: string) => void>();

  constructor(
    private store: Store,
    private hub: TournamentHub,
  ) {
    for (const r of store.eventRecords()) this.remember(r);
    this.writer = {
      store,
      hub,
      record: (slug) => this.records.get(slug),
      eventOf: (division) => this.eventOf(division),
      rooms: (rec) => this.rooms(rec),
      remember: (rec) => this.remember(rec),
      notify: (slug) => this.notify(slug),
    };
    hub.attachVenue(this);
    store.cluster?.follow((c) => {
      if (c.kind === 'slug') this.followed(c.slug, c.removed);
    });
  }

  /**
   * Cluster mode (docs/architecture.md, Cluster mode): another instance changed an event's record or a division. The
   * record follows; a division's room takes the new updates in its event's queue, and the venue document follows.
   */
  private followed(slug: string, removed: boolean): void {
    const rec = removed ? undefined : this.store.cluster?.eventRecord(slug);
    if (rec) this.remember(rec);
    else if (this.records.has(slug)) {
      const was = this.records.get(slug)!;
      for (const d of was.divisions) this.divisionOf.delete(d.slug);
      this.records.delete(slug);
      this.shares.forget(slug);
      this.gone(slug);
    }
    const eventSlug = this.divisionOf.get(slug);
    if (eventSlug === undefined) return;
    this.serial(eventSlug, async () => {
      if (!this.hub.catchUpRoom(slug)) return;
      for (const d of this.records.get(eventSlug)?.divisions ?? []) if (d.slug !== slug) this.hub.tournament(d.slug)?.venueChanged();
      this.notify(eventSlug);
    }).catch((err) => console.error(`following division ${slug} failed`, err));
  }

  /**
   * A write of the event in its queue; in cluster mode also holding the event's and its divisions' write lock across
   * instances, with every loaded division caught up first.
   */
  private locked<T>(eventSlug: string, fn: () => Promise<T>): Promise<T> {
    const cluster = this.store.cluster;
    if (!cluster) return this.serial(eventSlug, fn);
    return this.serial(eventSlug, () => {
      const divisions = this.records.get(eventSlug)?.divisions.map((d) => d.slug) ?? [];
      return cluster.exclusive([eventSlug, ...divisions], async () => {
        const rec = cluster.eventRecord(eventSlug);
        if (rec) this.remember(rec);
        for (const d of divisions) this.hub.catchUpRoom(d);
        return fn();
      });
    });
  }

  count(): number {
    return this.records.size;
  }

  has(slug: string): boolean {
    return this.records.has(slug);
  }

  record(slug: string): EventRecord | null {
    return this.records.get(slug) ?? null;
  }

  list(): EventRecord[] {
    return [...this.records.values()];
  }

  /** The event a tournament is a division of; null for a tournament on its own. */
  eventOf(division: string): EventRecord | null {
    const e = this.divisionOf.get(division);
    return e === undefined ? null : (this.records.get(e) ?? null);
  }

  /** The venue document of an event (docs/api.md, Events), or null for a slug that names no event. */
  venue(slug: string): VenueSource | null {
    if (!this.records.has(slug)) return null;
    let source = this.sources.get(slug);
    if (!source) {
      const made = new VenueSource(
        () => {
          const rec = this.records.get(slug);
          if (!rec) return null;
          const divisions: PublicSnapshot[] = [];
          for (const d of rec.divisions) {
            const room = this.hub.tournament(d.slug);
            if (room) divisions.push(room.snapshot());
          }
          return { rec, divisions };
        },
        () => {
          if (this.sources.get(slug) === made) this.sources.delete(slug);
        },
      );
      source = made;
      this.sources.set(slug, source);
    }
    return source;
  }

  /** Tells the venue document's followers, once the divisions' own refreshes (scheduled the same way) have run. */
  private notify(slug: string): void {
    if (!this.sources.has(slug) || this.notifying.has(slug)) return;
    this.notifying.add(slug);
    setImmediate(() => {
      this.notifying.delete(slug);
      try {
        this.sources.get(slug)?.changed();
      } catch (err) {
        console.error(`venue document of ${slug} failed`, err);
      }
    });
  }

  private remember(r: EventRecord): void {
    const was = this.records.get(r.slug);
    for (const d of was?.divisions ?? []) this.divisionOf.delete(d.slug);
    this.records.set(r.slug, r);
    for (const d of r.divisions) this.divisionOf.set(d.slug, r.slug);
    this.notify(r.slug);
  }

  /** Runs `fn` after every write of the event already queued: a venue step reads every division, so none may interleave. */
  serial<T>(event: string, fn: () => Promise<T>): Promise<T> {
    return this.queues.serial(event, fn);
  }

  /** Resolves once every write queued on any event has finished (shutdown). */
  idle(): Promise<void> {
    return this.queues.idle();
  }

  async create(params: EventParams, actor: Actor): Promise<Created> {
    if (this.records.size >= EVENTS_MAX) {
      return {
        ok: false,
        error: `This service has reached its limit of ${EVENTS_MAX} events; delete one that is over to make room.`,
        kind: 'invalid',
        why: { key: 'event.limit', values: { max: EVENTS_MAX } },
      };
    }
    const checked = checkEventParams(params);
    if (!checked.ok) return checked;
    const slug = uniqueSlug(checked.value.name, (s) => this.hub.has(s) || this.records.has(s));
    const record: EventRecord = { ...checked.value, slug, createdAt: Date.now() };
    // Reserved before the await, so a concurrent creation with the same name picks the next slug.
    this.records.set(slug, record);
    const said = { key: 'event.logCreated', values: { name: record.name } } as const;
    const event = {
      at: record.createdAt,
      actor: actor.name,
      action: 'create',
      detail: `event "${record.name}"`,
      ok: true,
      ...eventRowSaid({ said }),
    };
    try {
      await this.store.append(slug, { record, event });
    } catch (err) {
      this.records.delete(slug);
      throw err;
    }
    return { ok: true, slug, msg: `Created the event "${record.name}".`, said: { key: 'event.created', values: { name: record.name } } };
  }

  /**
   * A division: a tournament created with the event's court count, its allowed courts (`1-4,7`; blank for all) kept
   * in the event, both stored in one transaction.
   */
  async createDivision(eventSlug: string, params: CreateParams, courtsText: unknown, actor: Actor, opId?: string): Promise<Created> {
    if (!this.records.has(eventSlug)) {
      return {
        ...noEvent(String(eventSlug).slice(0, 60), 'invalid'),
        fields: { event: 'No such event.' },
        fieldWhy: { event: { key: 'event.noSuchEvent' } },
      };
    }
    return this.locked(eventSlug, async () => {
      const rec = this.records.get(eventSlug);
      if (!rec) return noEvent(eventSlug, 'invalid');
      const again = opId === undefined ? undefined : this.store.answer(eventSlug, opId)?.ack;
      if (again) {
        const slug = (again as { slug?: unknown }).slug;
        return again.ok && typeof slug === 'string'
          ? { ok: true, slug, msg: again.msg, ...(again.said ? { said: again.said } : {}) }
          : ({ ...replayed(again, 0), ok: false } as Rejected);
      }
      // Two organizers creating the same division: the second is told who made it first (docs/api.md, Events: versions).
      const name = typeof params.name === 'string' ? nameKey(params.name) : '';
      const twin = rec.divisions.find((d) => name !== '' && nameKey(this.hub.tournament(d.slug)?.state().name ?? '') === name);
      if (twin) {
        const twinName = this.hub.tournament(twin.slug)?.state().name ?? '';
        const since = lastChange(rec, `division:${twin.slug}`)?.replace(/^/, ': ').replace(/\.$/, '') ?? '';
        const error = `This event already has a division named “${twinName}”${since}. Choose another name.`;
        const why: Message = { key: 'event.divisionTaken', values: { name: twinName } };
        return { ok: false, error, fields: { name: error }, kind: 'conflict', why, fieldWhy: { name: why } };
      }
      if (rec.divisions.length >= DIVISIONS_MAX) {
        return {
          ok: false,
          error: `An event holds at most ${DIVISIONS_MAX} divisions.`,
          fields: { event: 'This event is full.' },
          kind: 'invalid',
          why: { key: 'event.full', values: { max: DIVISIONS_MAX } },
          fieldWhy: { event: { key: 'event.fullField' } },
        };
      }
      const courts = parseCourtList(courtsText, rec.courtCount);
      if (!courts.ok) {
        const why = courts.why ? { why: courts.why, fieldWhy: { courts: courts.why } } : {};
        return { ok: false, error: courts.error, fields: { courts: courts.error }, kind: 'invalid', ...why };
      }
      let next: EventRecord | null = null;
      const said: Message = { key: 'event.divisionCreated', values: { name: String(params.name).trim() } };
      const created = await this.hub.create({ ...params, courtCount: rec.courtCount }, actor, (slug) => {
        const added = { ...rec, divisions: [...rec.divisions, { slug, courts: courts.value }] };
        next = stamped(added, `division:${slug}`, actor, `created the division ${String(params.name).trim()}`, Date.now());
        const msg = `Created the division "${String(params.name).trim()}".`;
        const answer = opId === undefined ? {} : { answer: { opId, at: Date.now(), ack: ackOf({ ok: true, msg, said }, { slug }) } };
        return [{ slug: eventSlug, append: { record: next, ...answer } }];
      });
      if (!created.ok) return created;
      if (next) this.remember(next);
      return { ...created, said };
    });
  }

  /** Runs `fn` in the queue of the division's event (or at once for a tournament on its own). */
  exclusive<T>(division: string, fn: () => Promise<T>): Promise<T> {
    const eventSlug = this.divisionOf.get(division);
    return eventSlug === undefined ? fn() : this.serial(eventSlug, fn);
  }

  /** A deleted division leaves its event (called by the hub, after its data is gone). */
  async removed(division: string): Promise<void> {
    const eventSlug = this.divisionOf.get(division);
    if (eventSlug === undefined) return;
    await this.locked(eventSlug, async () => {
      const rec = this.records.get(eventSlug);
      if (!rec) return;
      // Its version goes with it (the versions stay as many as the things the desk can change).
      const { [`division:${division}`]: _gone, ...versions } = rec.versions ?? {};
      const next = { ...rec, divisions: rec.divisions.filter((d) => d.slug !== division), versions };
      await this.store.append(eventSlug, { record: next });
      this.remember(next);
      this.divisionOf.delete(division);
    });
  }

  /** Deletes an event with no divisions left. */
  async remove(slug: string, actor: Actor): Promise<Outcome> {
    return this.locked(slug, async () => {
      const rec = this.records.get(slug);
      if (!rec) return noEvent(slug);
      const n = rec.divisions.length;
      if (n > 0) {
        return {
          ok: false,
          error: `The event still has ${n} division${n === 1 ? '' : 's'}; delete them first.`,
          kind: 'invalid',
          why: { key: 'event.deleteHasDivisions', values: { n } },
        };
      }
      await this.store.remove(slug);
      this.records.delete(slug);
      this.shares.forget(slug);
      this.gone(slug);
      console.log(`event ${slug} deleted by ${actor.name}`);
      return { ok: true, msg: `Deleted the event "${rec.name}".`, said: { key: 'event.deleted', values: { name: rec.name } } };
    });
  }

  /** Calls `fn` with the slug of each event deleted from now on; returns the unsubscribe. */
  onRemove(fn: (slug: string) => void): () => void {
    this.removedListeners.add(fn);
    return () => this.removedListeners.delete(fn);
  }

  private gone(slug: string): void {
    for (const fn of [...this.removedListeners]) {
      try {
        fn(slug);
      } catch (err) {
        console.error(`a listener of event ${slug}'s deletion failed`, err);
      }
    }
  }

  /** Every division's room, loaded; a division whose room cannot load is left out of the venue (and logged). */
  private rooms(rec: EventRecord): Map<string, LiveTournament> {
    const out = new Map<string, LiveTournament>();
    for (const d of rec.divisions) {
      const room = this.hub.tournament(d.slug);
      if (room && !room.closed) out.set(d.slug, room);
    }
    return out;
  }

  /** What division `t` shows of the venue (venue-share.ts); null for a tournament on its own. */
  shareOf(t: Tournament, now: number): VenueShare | null {
    const rec = this.eventOf(t.slug);
    // The others' staged states: this projection may be made while a venue step commits (prepare), before they finish.
    return rec ? this.shares.of(rec, t, (slug) => this.hub.tournament(slug)?.latest(), now) : null;
  }

  /** Every division's current state. */
  states(rec: EventRecord): Map<string, Tournament> {
    return new Map([...this.rooms(rec)].map(([slug, room]) => [slug, room.state()]));
  }

  /** What the write path (event-writes.ts) reads and tells of this hub. */
  private readonly writer: EventWriter;

  /** The one write path for a division of an event (Hub.dispatch routes here): the intent, the venue step, one commit. */
  dispatch(division: string, intent: Intent, actor: Actor, opId?: string, options?: DispatchOptions): Promise<Result> {
    const eventSlug = this.divisionOf.get(division)!;
    return this.locked(eventSlug, () => dispatchDivision(this.writer, eventSlug, division, intent, actor, opId, options));
  }

  /** An event desk action (event-writes.ts `venueAction`), in the event's queue. */
  venueWrite(
    eventSlug: string,
    actor: Actor,
    action: string,
    decide: (rec: EventRecord, states: DivisionStates) => VenueDecision,
    meta: WriteMeta = {},
  ): Promise<Outcome> {
    return this.locked(eventSlug, () => venueAction(this.writer, eventSlug, actor, action, decide, meta));
  }

  /** The ticker's venue step for one event: every division whose orders change something takes them. */
  tick(eventSlug: string): Promise<void> {
    return this.locked(eventSlug, () => venueTick(this.writer, eventSlug));
  }
}
