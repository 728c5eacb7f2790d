// Events (docs/api.md, Events): the event records, creation of events and their divisions, and the venue write path (one serial queue per event, one store transaction per venue step).
import { uniqueSlug } from '../../shared/engine/ids.js';
import type { CourtOrders, CreateParams, Intent, Rejected, Result, Tournament, VenueShare } from '../../shared/engine/types.js';
import type { DivisionIntent } from '../../shared/venue/court-ops.js';
import type { DivisionStates } from '../../shared/venue/types.js';
import { parseCourtList } from '../../shared/venue/court-list.js';
import { ordersFor, venueStep, withState, type VenueStep } from '../../shared/venue/step.js';
import type { Append, Store } from '../store/store.js';
import type { Actor, DispatchOptions, PublicSnapshot } from '../tournament/hub-types.js';
import { VenueSource } from './venue-doc.js';
import { VenueShares } from './venue-share.js';
import type { TournamentHub } from '../tournament/hub.js';
import type { LiveTournament, Staged } from '../tournament/live-tournament.js';
import { checkEventParams, type EventParams } from './event-fields.js';
import { type EventRecord, venueOf } from './event-types.js';
import { lastChange, revOf, stamped, staleRev } from './event-versions.js';
import type { Ack } from '../../shared/wire/room-protocol.js';
import { nameKey } from '../../shared/engine/text.js';
import { commitStaged, stageOrders } from './venue-writes.js';

/** Orders that fill no court: a desk action's own intents leave the courts to the venue step that follows. */
const HOLD: CourtOrders = { assign: [], onDeck: null };

type Outcome = { ok: true; msg: string } | Rejected;

/**
 * What an event desk action decides: the event's next record (when it changes) and the division intents to apply;
 * `did` says what it did after its author's name (`paused court 3`), for the version of its target.
 */
export type VenueDecision =
  | { ok: true; record?: EventRecord; writes: DivisionIntent[]; msg: string; did?: string }
  | { ok: false; error: string; kind?: Rejected['kind'] };

/**
 * An event desk action's op id and version (docs/api.md, Events: versions and conflicts): an op id answered before is
 * answered again from the store and applied once; a `rev` of `target` that is not the current one is refused.
 */
export interface WriteMeta {
  opId?: string;
  target?: string;
  rev?: number;
}

/** The stored answer to a refusal or a success (store.ts `Answer`); `slug` rides along for a created division. */
const ackOf = (o: Outcome | VenueDecision, extra: { slug?: string } = {}): Ack =>
  o.ok ? ({ ok: true, msg: o.msg, ...extra } as Ack) : { ok: false, error: o.error, ...(o.kind ? { kind: o.kind } : {}) };

/** An answer given again: a conflict keeps its 409 (with the target's current rev, to apply anyway on). */
const replayed = (ack: Ack, rev: number): Outcome =>
  ack.ok
    ? { ok: true, msg: ack.msg }
    : {
        ok: false,
        error: ack.error,
        ...(ack.kind && ack.kind !== 'expired' ? { kind: ack.kind } : {}),
        ...(ack.kind === 'conflict' ? { rev } : {}),
      };
/** Events per service: as many as tournaments may be. */
export const EVENTS_MAX = 10_000;
/** Divisions per event: every venue step reads them all, so a venue stays a venue. */
export const DIVISIONS_MAX = 32;

type Created = { ok: true; slug: string; msg: string } | Rejected;

const notFound = (slug: string): Rejected => ({ ok: false, error: `There is no tournament "${slug}".`, kind: 'notFound' });

export class EventHub {
  private records = new Map<string, EventRecord>();
  /** Division slug -> its event's slug. */
  private divisionOf = new Map<string, string>();
  private tails = new Map<string, Promise<unknown>>();
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
    const run = (this.tails.get(event) ?? Promise.resolve()).then(fn);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(event, tail);
    void tail.then(() => {
      if (this.tails.get(event) === tail) this.tails.delete(event);
    });
    return run;
  }

  /** Resolves once every write queued on any event has finished (shutdown). */
  async idle(): Promise<void> {
    while (this.tails.size > 0) await Promise.all([...this.tails.values()]);
  }

  async create(params: EventParams, actor: Actor): Promise<Created> {
    if (this.records.size >= EVENTS_MAX) {
      return {
        ok: false,
        error: `This service has reached its limit of ${EVENTS_MAX} events; delete one that is over to make room.`,
        kind: 'invalid',
      };
    }
    const checked = checkEventParams(params);
    if (!checked.ok) return checked;
    const slug = uniqueSlug(checked.value.name, (s) => this.hub.has(s) || this.records.has(s));
    const record: EventRecord = { ...checked.value, slug, createdAt: Date.now() };
    // Reserved before the await, so a concurrent creation with the same name picks the next slug.
    this.records.set(slug, record);
    const event = { at: record.createdAt, actor: actor.name, action: 'create', detail: `event "${record.name}"`, ok: true };
    try {
      await this.store.append(slug, { record, event });
    } catch (err) {
      this.records.delete(slug);
      throw err;
    }
    return { ok: true, slug, msg: `Created the event "${record.name}".` };
  }

  /**
   * A division: a tournament created with the event's court count, its allowed courts (`1-4,7`; blank for all) kept
   * in the event, both stored in one transaction.
   */
  async createDivision(eventSlug: string, params: CreateParams, courtsText: unknown, actor: Actor, opId?: string): Promise<Created> {
    if (!this.records.has(eventSlug)) {
      return {
        ok: false,
        error: `There is no event "${String(eventSlug).slice(0, 60)}".`,
        fields: { event: 'No such event.' },
        kind: 'invalid',
      };
    }
    return this.locked(eventSlug, async () => {
      const rec = this.records.get(eventSlug);
      if (!rec) return { ok: false, error: `There is no event "${eventSlug}".`, kind: 'invalid' };
      const again = opId === undefined ? undefined : this.store.answer(eventSlug, opId)?.ack;
      if (again) {
        const slug = (again as { slug?: unknown }).slug;
        return again.ok && typeof slug === 'string'
          ? { ok: true, slug, msg: again.msg }
          : ({ ...replayed(again, 0), ok: false } as Rejected);
      }
      // Two organizers creating the same division: the second is told who made it first (docs/api.md, Events: versions).
      const name = typeof params.name === 'string' ? nameKey(params.name) : '';
      const twin = rec.divisions.find((d) => name !== '' && nameKey(this.hub.tournament(d.slug)?.state().name ?? '') === name);
      if (twin) {
        const error = `This event already has a division named “${this.hub.tournament(twin.slug)?.state().name}”${lastChange(rec, `division:${twin.slug}`)?.replace(/^/, ': ').replace(/\.$/, '') ?? ''}. Choose another name.`;
        return { ok: false, error, fields: { name: error }, kind: 'conflict' };
      }
      if (rec.divisions.length >= DIVISIONS_MAX) {
        return {
          ok: false,
          error: `An event holds at most ${DIVISIONS_MAX} divisions.`,
          fields: { event: 'This event is full.' },
          kind: 'invalid',
        };
      }
      const courts = parseCourtList(courtsText, rec.courtCount);
      if (!courts.ok) return { ok: false, error: courts.error, fields: { courts: courts.error }, kind: 'invalid' };
      let next: EventRecord | null = null;
      const created = await this.hub.create({ ...params, courtCount: rec.courtCount }, actor, (slug) => {
        const added = { ...rec, divisions: [...rec.divisions, { slug, courts: courts.value }] };
        next = stamped(added, `division:${slug}`, actor, `created the division ${String(params.name).trim()}`, Date.now());
        const msg = `Created the division "${String(params.name).trim()}".`;
        const answer = opId === undefined ? {} : { answer: { opId, at: Date.now(), ack: ackOf({ ok: true, msg }, { slug }) } };
        return [{ slug: eventSlug, append: { record: next, ...answer } }];
      });
      if (created.ok && next) this.remember(next);
      return created;
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
  async remove(slug: string, actor: Actor): Promise<{ ok: true; msg: string } | Rejected> {
    return this.locked(slug, async () => {
      const rec = this.records.get(slug);
      if (!rec) return { ok: false, error: `There is no event "${slug}".`, kind: 'notFound' };
      if (rec.divisions.length > 0) {
        return {
          ok: false,
          error: `The event still has ${rec.divisions.length} division${rec.divisions.length === 1 ? '' : 's'}; delete them first.`,
          kind: 'invalid',
        };
      }
      await this.store.remove(slug);
      this.records.delete(slug);
      this.shares.forget(slug);
      this.gone(slug);
      console.log(`event ${slug} deleted by ${actor.name}`);
      return { ok: true, msg: `Deleted the event "${rec.name}".` };
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

  /** The one write path for a division of an event (Hub.dispatch routes here): the intent, the venue step, one commit. */
  dispatch(division: string, intent: Intent, actor: Actor, opId?: string, options?: DispatchOptions): Promise<Result> {
    const eventSlug = this.divisionOf.get(division)!;
    return this.locked(eventSlug, async () => {
      const rec = this.records.get(eventSlug);
      const room = this.hub.tournament(division);
      if (!rec || !room || room.closed) return notFound(division);
      // A replayed op id is answered from the store; it changes nothing, so no venue step.
      if (opId !== undefined && room.hasAnswer(opId)) return room.write(intent, actor, opId, options);
      const rooms = this.rooms(rec);
      const states = new Map([...rooms].map(([slug, r]) => [slug, r.state()]));
      const venue = venueOf(rec);
      const now = Date.now();
      let step: VenueStep | undefined;
      const staged = room.stage(intent, actor, opId, now, (t) => {
        step = venueStep(venue, withState(states, division, t), now);
        return ordersFor(step, division);
      });
      const all: [LiveTournament, Staged][] = [[room, staged]];
      // A live score changes no court, no plan and nothing another division shows: it costs what it costs alone
      // (the clock's effects, a rest running out, are the ticker's).
      const scoreOnly = step === undefined && (intent.type === 'live' || intent.type === 'keeperLive');
      if (staged.result.ok && staged.result.changed && !scoreOnly) {
        states.set(division, staged.result.state);
        // Not live, or a live score: nothing asked for orders, so the step is taken over the states after the write
        // and every division takes its orders, the written one too.
        const asked = step !== undefined;
        step ??= venueStep(venue, states, now);
        stageOrders(rooms, states, step, now, asked ? division : null, all);
      }
      await this.commit(all, options, [], scoreOnly);
      return staged.result;
    });
  }

  /**
   * An event desk action: `decide` reads the event and its divisions' states and answers the event's next record
   * and the division intents that carry the action out (applied under `HOLD`: they fill no court themselves); then
   * one venue step, and everything, the event's record and log row too, in one transaction.
   */
  venueWrite(
    eventSlug: string,
    actor: Actor,
    action: string,
    decide: (rec: EventRecord, states: DivisionStates) => VenueDecision,
    meta: WriteMeta = {},
  ): Promise<Outcome> {
    return this.locked(eventSlug, async () => {
      const rec = this.records.get(eventSlug);
      if (!rec) return { ok: false, error: `There is no event "${eventSlug}".`, kind: 'notFound' };
      const { opId, target } = meta;
      const again = opId === undefined ? undefined : this.store.answer(eventSlug, opId);
      if (again) return replayed(again.ack, target ? revOf(rec, target) : 0);
      const rooms = this.rooms(rec);
      const states = new Map([...rooms].map(([slug, r]) => [slug, r.state()]));
      const now = Date.now();
      const row = (ok: boolean, detail: string) => ({ at: now, actor: actor.name, action, detail, ok });
      // The answer is stored with the write (or the refusal's log row): a resent op id is answered, never applied twice.
      const answer = (o: Outcome | VenueDecision) => (opId === undefined ? {} : { answer: { opId, at: now, ack: ackOf(o) } });
      const op = (target ? staleRev(rec, target, meta.rev) : null) ?? decide(rec, states);
      if (!op.ok) {
        await this.store.append(eventSlug, { event: row(false, `refused: ${op.error}`), ...answer(op) });
        return op;
      }
      const all: [LiveTournament, Staged][] = [];
      for (const w of op.writes) {
        const room = rooms.get(w.division);
        let s: Staged | undefined;
        try {
          s = room?.stage(w.intent, actor, undefined, now, () => HOLD);
        } catch (err) {
          for (const [r] of all) r.failed();
          room?.failed();
          throw err;
        }
        if (!room || !s) continue;
        all.push([room, s]);
        if (!s.result.ok) {
          // The writes before it are in their docs already: those rooms reload from the store, which never saw them.
          for (const [r] of all) r.failed();
          await this.store.append(eventSlug, { event: row(false, `refused: ${s.result.error}`), ...answer(s.result) });
          return s.result;
        }
        if (s.result.changed) states.set(w.division, s.result.state);
      }
      const decided = op.record ?? rec;
      const next = target ? stamped(decided, target, actor, op.did ?? op.msg, now) : decided;
      stageOrders(rooms, states, venueStep(venueOf(next), states, now), now, null, all);
      const record = next !== rec ? { record: next } : {};
      await this.commit(all, {}, [{ slug: eventSlug, append: { ...record, event: row(true, op.msg), ...answer(op) } }]);
      if (next !== rec) this.remember(next);
      return { ok: true, msg: op.msg };
    });
  }

  /** The ticker's venue step for one event: every division whose orders change something takes them. */
  tick(eventSlug: string): Promise<void> {
    return this.locked(eventSlug, async () => {
      const rec = this.records.get(eventSlug);
      // An event with no live division is not loaded at all (the index knows every division's phase).
      if (!rec?.divisions.some((d) => this.hub.phaseOf(d.slug) === 'live')) return;
      const rooms = this.rooms(rec);
      const states = new Map([...rooms].map(([slug, r]) => [slug, r.state()]));
      if (![...states.values()].some((t) => t.phase === 'live')) return;
      const now = Date.now();
      const all: [LiveTournament, Staged][] = [];
      stageOrders(rooms, states, venueStep(venueOf(rec), states, now), now, null, all);
      await this.commit(all);
      for (const room of rooms.values()) if (!room.closed && room.state().phase === 'live') room.refresh(Date.now());
      this.notify(eventSlug);
    });
  }

  /** Every staged append in one store transaction; then each division publishes (venue-writes.ts). */
  private commit(
    all: [LiveTournament, Staged][],
    options?: DispatchOptions,
    extra: { slug: string; append: Append }[] = [],
    alone = false,
  ): Promise<void> {
    const venue = {
      store: this.store,
      hub: this.hub,
      eventOf: (d: string) => this.eventOf(d),
      notify: (slug: string) => this.notify(slug),
    };
    return commitStaged(venue, all, options, extra, alone);
  }
}
