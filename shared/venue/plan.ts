// The venue's up next: every waiting match of every division planned on the venue's courts (CONTRACT 8's estimates, venue-wide).
import { avgMatchMin, minutesLeft } from '../engine/plan.js';
import type { Match, Side, Team } from '../engine/types.js';
import { divisionViews, holders } from './assign.js';
import { BusyPlayers, unlinkSet } from './players.js';
import { MINUTE, readySince, restedAt, type DivisionView } from './readiness.js';
import type { DivisionStates, VenueEvent, VenuePlanEntry } from './types.js';

interface SimCourt {
  court: number;
  /** Minute from now at which it frees. */
  free: number;
  /** Tie-break among courts freeing together, as the division engine orders them (shared/engine/plan.ts). */
  since: [0 | 1 | 2, number];
  /** The division whose match it is playing (live or planned), for the division with fewer courts going. */
  division: string | null;
  /** `plan.length` when it last found nothing it could take: it waits until something new is planned. */
  blocked: number;
}

/** One division in the simulation. */
interface Lane {
  view: DivisionView;
  avg: number;
  /** Waiting matches not planned yet, in queue order. */
  left: Match[];
  /** Which match decides each unknown side (`<match>:<side>`): its winner or its loser. */
  feeders: Map<string, string>;
  /** Courts (live or planned) playing its matches at the simulated moment. */
  going: number;
}

interface Readiness {
  /** Minute from now at which both sides are free and rested. */
  at: number;
  tentative: boolean;
}

const sideKey = (match: string, side: Side): string => `${match}:${side}`;
/** A team's or a match's key across divisions: ids repeat from one division to the next. */
const keyOf = (division: string, id: string): string => `${division}\u0000${id}`;

function feederIndex(v: DivisionView): Map<string, string> {
  const feeders = new Map<string, string>();
  for (const m of Object.values(v.t.matches)) {
    if (m.feeds && m.feedsSide) feeders.set(sideKey(m.feeds, m.feedsSide), m.id);
    if (m.loserFeeds && m.loserFeedsSide) feeders.set(sideKey(m.loserFeeds, m.loserFeedsSide), m.id);
  }
  return feeders;
}

/** The earliest-freeing court that may take something; ties as the division engine breaks them. */
function earliest(courts: SimCourt[], planned: number): SimCourt | null {
  let best: SimCourt | null = null;
  for (const c of courts) {
    if (c.blocked === planned) continue;
    if (best === null || (c.free - best.free || c.since[0] - best.since[0] || c.since[1] - best.since[1] || c.court - best.court) < 0)
      best = c;
  }
  return best;
}

/**
 * Plans every waiting match of the venue's live divisions that can be placed (CONTRACT 8 per court, 11 across
 * divisions). Each open venue court frees at its live match's estimated end (its division's `avgMatchMin`
 * less the minutes it has run; 0 when idle). The earliest-freeing court repeatedly takes, among the divisions
 * allowed on it, each one's first waiting match whose teams are free and rested and whose players are off
 * every court by then, the one ready longest (then the division with fewer courts going, then the event's
 * order); failing that, the match free soonest. A planned match holds its teams until its end plus `restMin`,
 * its players until its end, its court for its division's `avgMatchMin`. An unknown side counts as free when
 * its feeder's live or planned match ends (the entry is then tentative). Paused courts plan nothing.
 * Entries come by `etaMin`, then court.
 */
export function planVenue(event: VenueEvent, states: DivisionStates, now: number): VenuePlanEntry[] {
  const rest = event.restMin;
  const paused = new Set(event.paused);
  const busy = new BusyPlayers(unlinkSet(event.unlinks));
  /** End minute of each live or planned match, by `<division>\0<match>`. */
  const ends = new Map<string, number>();
  /** Minute from which each team is free and rested, by `<division>\0<team>`. */
  const teamFree = new Map<string, number>();
  const lanes = new Map<string, Lane>();
  for (const view of divisionViews(event, states)) {
    if (view.t.phase !== 'live') continue;
    lanes.set(view.slug, { view, avg: avgMatchMin(view.t), left: [...view.waiting], feeders: feederIndex(view), going: 0 });
  }

  const occupy = (lane: Lane, m: Match, end: number) => {
    const d = lane.view.slug;
    ends.set(keyOf(d, m.id), end);
    for (const id of [m.a, m.b]) {
      if (id === null) continue;
      const key = keyOf(d, id);
      teamFree.set(key, Math.max(teamFree.get(key) ?? 0, end + rest));
      const team = lane.view.t.teams[id];
      if (team) busy.add(d, team, end);
    }
  };

  const courts: SimCourt[] = [];
  const held = holders(event, states);
  for (let n = 1; n <= event.courtCount; n++) {
    const h = held.get(n);
    const lane = h ? lanes.get(h.division) : undefined;
    const m = h && lane ? lane.view.t.matches[h.match] : undefined;
    if (lane && m) {
      const end = minutesLeft(m, lane.avg, now);
      occupy(lane, m, end);
      lane.going++;
      if (!paused.has(n)) courts.push({ court: n, free: end, since: [1, m.startedAt ?? 0], division: lane.view.slug, blocked: -1 });
    } else if (!paused.has(n)) {
      courts.push({ court: n, free: 0, since: [0, 0], division: null, blocked: -1 });
    }
  }

  /** Whole minutes from now until a team has rested after its last match in the state. */
  const restLeft = (lane: Lane, team: string): number => Math.max(0, Math.ceil((restedAt(lane.view, team, rest) - now) / MINUTE));
  const readiness = (lane: Lane, m: Match): Readiness | null => {
    let at = 0;
    let tentative = false;
    for (const [side, id] of [
      ['A', m.a],
      ['B', m.b],
    ] as const) {
      if (id !== null) {
        const team: Team | undefined = lane.view.t.teams[id];
        at = Math.max(at, teamFree.get(keyOf(lane.view.slug, id)) ?? 0, restLeft(lane, id), team ? busy.freeAt(lane.view.slug, team) : 0);
        continue;
      }
      const feeder = lane.feeders.get(sideKey(m.id, side));
      const end = feeder === undefined ? undefined : ends.get(keyOf(lane.view.slug, feeder));
      if (end === undefined) return null;
      at = Math.max(at, end + rest);
      tentative = true;
    }
    return { at, tentative };
  };
  /** How long a match ready by the court's minute has been ready: from the state when it is ready now, else its minute. */
  const since = (lane: Lane, m: Match, at: number): number => (at > 0 ? now + at * MINUTE : readySince(lane.view, m, rest));

  const plan: VenuePlanEntry[] = [];
  for (;;) {
    const court = earliest(courts, plan.length);
    if (court === null) break;
    type Pick = { lane: Lane; index: number; r: Readiness; since: number };
    // The court's own match is ending: its division has one court fewer going from this minute.
    const going = (lane: Lane): number => lane.going - (court.division === lane.view.slug ? 1 : 0);
    let ready: Pick | null = null;
    let soonest: Pick | null = null;
    for (const lane of lanes.values()) {
      if (!lane.view.courts.has(court.court)) continue;
      // Within a division, queue order decides: its first match free by then, or its first one free soonest.
      let laneSoonest: Pick | null = null;
      for (let i = 0; i < lane.left.length; i++) {
        const m = lane.left[i]!;
        const r = readiness(lane, m);
        if (r === null) continue;
        if (r.at <= court.free) {
          const pick = { lane, index: i, r, since: since(lane, m, r.at) };
          if (
            ready === null ||
            (pick.since - ready.since || going(lane) - going(ready.lane) || lane.view.place - ready.lane.view.place) < 0
          )
            ready = pick;
          break;
        }
        if (laneSoonest === null || r.at < laneSoonest.r.at) laneSoonest = { lane, index: i, r, since: since(lane, m, r.at) };
      }
      const x = laneSoonest;
      if (x && (soonest === null || (x.r.at - soonest.r.at || x.since - soonest.since || lane.view.place - soonest.lane.view.place) < 0))
        soonest = x;
    }
    const pick = ready ?? soonest;
    if (pick === null) {
      // Nothing it may take can be placed yet: every match left for it waits on a feeder not planned so far.
      court.blocked = plan.length;
      continue;
    }
    const { lane, index, r } = pick;
    const m = lane.left.splice(index, 1)[0]!;
    const start = Math.max(court.free, r.at);
    const end = start + lane.avg;
    occupy(lane, m, end);
    if (court.division !== null) {
      const was = lanes.get(court.division);
      if (was) was.going--;
    }
    lane.going++;
    court.division = lane.view.slug;
    court.free = end;
    court.since = [2, start];
    plan.push({ division: lane.view.slug, match: m.id, court: court.court, etaMin: start, tentative: r.tentative });
  }
  return plan.sort((x, y) => x.etaMin - y.etaMin || x.court - y.court);
}

/** A division's share of the venue plan, in its queue order (its own `upNext`). */
export function planOf(plan: readonly VenuePlanEntry[], t: { slug: string; queue: readonly string[] }): VenuePlanEntry[] {
  const order = new Map<string, number>();
  t.queue.forEach((id, i) => {
    if (!order.has(id)) order.set(id, i);
  });
  return plan.filter((e) => e.division === t.slug).sort((x, y) => order.get(x.match)! - order.get(y.match)!);
}

/** The on-deck match of each venue court: its first certain (not tentative) planned match, by court. */
export function onDeckOf(plan: readonly VenuePlanEntry[]): VenuePlanEntry[] {
  const deck = new Map<number, VenuePlanEntry>();
  for (const e of plan) {
    if (e.tentative) continue;
    const current = deck.get(e.court);
    if (current === undefined || e.etaMin < current.etaMin) deck.set(e.court, e);
  }
  return [...deck.values()].sort((x, y) => x.court - y.court);
}
