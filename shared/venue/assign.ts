// The venue's assignment: which division's match each freed venue court takes (docs/api.md, Events), deciding nothing about any single division's order.
import type { Match } from '../engine/types.js';
import { liveTeams, onCourt, type BusyPlayers } from './players.js';
import { divisionView, notReady, readySince, type DivisionView, type Floor } from './readiness.js';
import type { Assignment, CourtHolder, DivisionStates, VenueEvent } from './types.js';

/** Which division's live match is on each venue court, by court number. */
export function holders(event: VenueEvent, states: DivisionStates): Map<number, CourtHolder> {
  const held = new Map<number, CourtHolder>();
  for (const d of event.divisions) {
    const t = states.get(d.slug);
    if (!t) continue;
    for (const c of t.courts) {
      const m = c.match === null ? undefined : t.matches[c.match];
      if (m?.status === 'live' && !held.has(c.court)) held.set(c.court, { court: c.court, division: d.slug, match: m.id });
    }
  }
  return held;
}

/** The divisions of the event that have a state, as the venue reads them, in the event's order. */
export function divisionViews(event: VenueEvent, states: DivisionStates): DivisionView[] {
  const views: DivisionView[] = [];
  event.divisions.forEach((d, place) => {
    const t = states.get(d.slug);
    if (t) views.push(divisionView(d, t, place));
  });
  return views;
}

/** A division's place in the assignment: its next ready match (its head), found by a cursor that only moves on. */
interface Lane {
  view: DivisionView;
  floor: Floor;
  /** The same set as `floor.liveTeams`, which this step adds to. */
  teams: Set<string>;
  cursor: number;
  /** Matches of this division on venue courts, this step's included. */
  onCourts: number;
}

/**
 * The first ready match of the lane's queue. Readiness only gets worse within a step (players and teams go
 * on court, the clock stands still), so a match passed over once stays passed over and the scan resumes.
 */
function head(lane: Lane): Match | null {
  const list = lane.view.waiting;
  while (lane.cursor < list.length && notReady(lane.view, list[lane.cursor]!, lane.floor) !== null) lane.cursor++;
  return list[lane.cursor] ?? null;
}

/** Heads compare by how long they have been ready, then the division with fewer courts going, then the event's order. */
function before(x: { since: number; lane: Lane }, y: { since: number; lane: Lane }): boolean {
  return (x.since - y.since || x.lane.onCourts - y.lane.onCourts || x.lane.view.place - y.lane.view.place) < 0;
}

/**
 * Fills the venue's free courts (docs/api.md, Events): in court order, every open venue court held by no live match
 * takes, among the live divisions allowed on it, the head (first ready match of its queue) that has been
 * ready longest; ties go to the division with fewer matches on court, then to the division listed first.
 * Returns the assignments for the caller to apply through each division's engine (`ctx.courtOrders`).
 */
export function assignCourts(event: VenueEvent, states: DivisionStates, now: number): Assignment[] {
  const held = holders(event, states);
  const busy: BusyPlayers = onCourt(event, states);
  const lanes = new Map<string, Lane>();
  for (const view of divisionViews(event, states)) {
    if (view.t.phase !== 'live') continue;
    const teams = new Set(liveTeams(view.t));
    lanes.set(view.slug, { view, floor: { liveTeams: teams, busy, restMin: event.restMin, now }, teams, cursor: 0, onCourts: 0 });
  }
  for (const h of held.values()) {
    const lane = lanes.get(h.division);
    if (lane) lane.onCourts++;
  }
  const paused = new Set(event.paused);
  const out: Assignment[] = [];
  for (let court = 1; court <= event.courtCount; court++) {
    if (paused.has(court) || held.has(court)) continue;
    let best: { since: number; lane: Lane; match: Match } | null = null;
    for (const lane of lanes.values()) {
      if (!lane.view.courts.has(court)) continue;
      const m = head(lane);
      if (m === null) continue;
      const candidate = { since: readySince(lane.view, m, event.restMin), lane, match: m };
      if (best === null || before(candidate, best)) best = candidate;
    }
    if (best === null) continue;
    const { lane, match } = best;
    out.push({ court, division: lane.view.slug, match: match.id });
    held.set(court, { court, division: lane.view.slug, match: match.id });
    lane.onCourts++;
    lane.cursor++;
    for (const id of [match.a!, match.b!]) {
      lane.teams.add(id);
      const team = lane.view.t.teams[id];
      if (team) busy.add(lane.view.slug, team);
    }
  }
  return out;
}
