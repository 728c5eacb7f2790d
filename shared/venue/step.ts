// One venue step: the assignment of the venue's free courts, the on-deck marks that follow it, and each division's court orders.
import type { CourtOrders, Match, Tournament } from '../engine/types.js';
import { assignCourts } from './assign.js';
import { onDeckOf, planVenue } from './plan.js';
import type { Assignment, DivisionStates, VenueEvent, VenuePlanEntry } from './types.js';

export interface VenueStep {
  /** Matches to put on venue courts now. */
  assign: Assignment[];
  /** The on-deck match of each venue court once those are on court, by court. */
  onDeck: VenuePlanEntry[];
}

/**
 * What the venue does now (docs/api.md, Events): fills its free courts, then plans on the states as they will be once
 * those matches are live, as far as the on-deck match of every court. The whole up next (`planVenue` over the
 * states after the write) is for the pages, which may plan it when they draw. Pure: the states are only read.
 */
export function venueStep(event: VenueEvent, states: DivisionStates, now: number): VenueStep {
  const assign = assignCourts(event, states, now);
  const plan = planVenue(event, assign.length === 0 ? states : withAssignments(states, assign, now), now, { untilDeck: true });
  return { assign, onDeck: onDeckOf(plan) };
}

/**
 * A division's orders from a step, for its engine (`ctx.courtOrders`): its matches to put live and its on-deck
 * marks. Every live division of the event gets orders, empty ones too: a division with no match on deck any more
 * takes its marks back.
 */
export function ordersFor(step: VenueStep, division: string): CourtOrders {
  return {
    assign: step.assign.filter((a) => a.division === division).map(({ court, match }) => ({ court, match })),
    onDeck: step.onDeck.filter((e) => e.division === division).map(({ court, match, etaMin }) => ({ court, match, etaMin })),
  };
}

/** The states with one division's replaced (its working state inside `apply`, say). */
export function withState(states: DivisionStates, division: string, t: Tournament): DivisionStates {
  const next = new Map(states);
  next.set(division, t);
  return next;
}

/**
 * The states as the division engine will leave them after the assignments (shared/engine/courts.ts puts a
 * match live the same way): new objects for what changes, the inputs untouched.
 */
export function withAssignments(states: DivisionStates, assign: readonly Assignment[], now: number): DivisionStates {
  const next = new Map(states);
  for (const a of assign) {
    const was = next.get(a.division);
    const m = was?.matches[a.match];
    if (!was || !m) continue;
    const live: Match = { ...m, status: 'live', court: a.court, startedAt: now, live: [0, 0] };
    const t: Tournament = {
      ...was,
      matches: { ...was.matches, [m.id]: live },
      courts: was.courts.map((c) => (c.court === a.court ? { ...c, match: m.id } : c)),
    };
    next.set(a.division, t);
  }
  return next;
}

/**
 * Whether a division's orders would change its state (shared/engine/courts.ts `runOrdered`): a match to put on
 * court, a court still holding a match that is no longer live, or an on-deck mark or call to make or take back.
 * When false its tick can be left out: it would answer `changed: false`. Worth it at a venue, where one final
 * makes a step for every division and most of them have nothing to do.
 */
export function ordersChange(t: Tournament, orders: CourtOrders): boolean {
  if (t.phase !== 'live') return false;
  if (orders.assign.length > 0) return true;
  for (const c of t.courts) if (c.match !== null && t.matches[c.match]?.status !== 'live') return true;
  if (orders.onDeck === null) return false;
  const deck = new Map(orders.onDeck.map((e) => [e.match, e.court]));
  for (const m of Object.values(t.matches)) {
    if (m.status !== 'pending' && m.status !== 'on_deck') continue;
    const court = deck.get(m.id);
    const as =
      court === undefined
        ? m.status === 'pending' && m.court === null && !m.alerted
        : m.status === 'on_deck' && m.court === court && m.alerted;
    if (!as) return true;
  }
  return false;
}
