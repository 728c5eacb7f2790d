// The venue write path (docs/api.md, Events): a division's intent with the venue step it causes, an event desk action
// with the division intents that carry it out, and the ticker's venue step; each in one store transaction. The event
// hub (event-hub.ts) runs each in the event's queue, holding its lock in cluster mode.
import type { CourtOrders, Intent, Result } from '../../shared/engine/types.js';
import type { DivisionStates } from '../../shared/venue/types.js';
import { ordersFor, venueStep, withState, type VenueStep } from '../../shared/venue/step.js';
import type { Actor, DispatchOptions, EventRow } from '../tournament/hub-types.js';
import type { Message } from '../../shared/i18n/words.js';
import type { LiveTournament, Staged } from '../tournament/live-tournament.js';
import { type EventRecord, venueOf } from './event-types.js';
import { revOf, stamped, staleRev } from './event-versions.js';
import { commitStaged, stageOrders, type VenueCommit } from './venue-writes.js';
import { ackOf, eventRowSaid, noEvent, type Outcome, replayed, type VenueDecision, type WriteMeta } from './event-answers.js';

/** Orders that fill no court: a desk action's own intents leave the courts to the venue step that follows. */
const HOLD: CourtOrders = { assign: [], onDeck: null };

/** What the write path reads and tells of the event hub: what committing needs (venue-writes.ts), and the records and rooms. */
export interface EventWriter extends VenueCommit {
  record(slug: string): EventRecord | undefined;
  /** Every division's room, loaded. */
  rooms(rec: EventRecord): Map<string, LiveTournament>;
  remember(rec: EventRecord): void;
}

const notFound = (slug: string): Result => ({
  ok: false,
  error: `There is no tournament "${slug}".`,
  kind: 'notFound',
  why: { key: 'refusal.noTournament', values: { slug } },
});

const statesOf = (rooms: Map<string, LiveTournament>) => new Map([...rooms].map(([slug, r]) => [slug, r.state()]));

/** A division's intent, the venue step it causes and one commit (run in the event's queue). */
export async function dispatchDivision(
  ev: EventWriter,
  eventSlug: string,
  division: string,
  intent: Intent,
  actor: Actor,
  opId?: string,
  options?: DispatchOptions,
): Promise<Result> {
  const rec = ev.record(eventSlug);
  const room = ev.hub.tournament(division);
  if (!rec || !room || room.closed) return notFound(division);
  // A replayed op id is answered from the store; it changes nothing, so no venue step.
  if (opId !== undefined && room.hasAnswer(opId)) return room.write(intent, actor, opId, options);
  const rooms = ev.rooms(rec);
  const states = statesOf(rooms);
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
  await commitStaged(ev, all, options, [], scoreOnly);
  return staged.result;
}

/**
 * An event desk action (run in the event's queue): `decide` reads the event and its divisions' states and answers the
 * event's next record and the division intents that carry the action out (applied under `HOLD`: they fill no court
 * themselves); then one venue step, and everything, the event's record and log row too, in one transaction.
 */
export async function venueAction(
  ev: EventWriter,
  eventSlug: string,
  actor: Actor,
  action: string,
  decide: (rec: EventRecord, states: DivisionStates) => VenueDecision,
  meta: WriteMeta,
): Promise<Outcome> {
  const rec = ev.record(eventSlug);
  if (!rec) return noEvent(eventSlug);
  const { opId, target } = meta;
  const again = opId === undefined ? undefined : ev.store.answer(eventSlug, opId);
  if (again) return replayed(again.ack, target ? revOf(rec, target) : 0);
  const rooms = ev.rooms(rec);
  const states = statesOf(rooms);
  const now = Date.now();
  // The row's `detail` stays English (the CSV's); `said` / `why` let the event desk say it in its reader's language.
  const row = (ok: boolean, detail: string, m: { said?: Message | undefined; why?: Message | undefined }): EventRow => ({
    at: now,
    actor: actor.name,
    action,
    detail,
    ok,
    ...eventRowSaid(m),
  });
  // The answer is stored with the write (or the refusal's log row): a resent op id is answered, never applied twice.
  const answer = (o: Outcome | VenueDecision) => (opId === undefined ? {} : { answer: { opId, at: now, ack: ackOf(o) } });
  const op = (target ? staleRev(rec, target, meta.rev) : null) ?? decide(rec, states);
  if (!op.ok) {
    await ev.store.append(eventSlug, { event: row(false, `refused: ${op.error}`, op), ...answer(op) });
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
      await ev.store.append(eventSlug, { event: row(false, `refused: ${s.result.error}`, s.result), ...answer(s.result) });
      return s.result;
    }
    if (s.result.changed) states.set(w.division, s.result.state);
  }
  const decided = op.record ?? rec;
  const next = target ? stamped(decided, target, actor, op.did ?? op.msg, now) : decided;
  stageOrders(rooms, states, venueStep(venueOf(next), states, now), now, null, all);
  const record = next !== rec ? { record: next } : {};
  await commitStaged(ev, all, {}, [{ slug: eventSlug, append: { ...record, event: row(true, op.msg, op), ...answer(op) } }]);
  if (next !== rec) ev.remember(next);
  return { ok: true, msg: op.msg, ...(op.said ? { said: op.said } : {}) };
}

/** The ticker's venue step for one event (run in the event's queue): every division whose orders change something takes them. */
export async function venueTick(ev: EventWriter, eventSlug: string): Promise<void> {
  const rec = ev.record(eventSlug);
  // An event with no live division is not loaded at all (the index knows every division's phase).
  if (!rec?.divisions.some((d) => ev.hub.phaseOf(d.slug) === 'live')) return;
  const rooms = ev.rooms(rec);
  const states = statesOf(rooms);
  if (![...states.values()].some((t) => t.phase === 'live')) return;
  const now = Date.now();
  const all: [LiveTournament, Staged][] = [];
  stageOrders(rooms, states, venueStep(venueOf(rec), states, now), now, null, all);
  await commitStaged(ev, all);
  for (const room of rooms.values()) if (!room.closed && room.state().phase === 'live') room.refresh(Date.now());
  ev.notify(eventSlug);
}
