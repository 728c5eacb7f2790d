// The venue's up next: every waiting match of every division planned on the venue's courts (docs/api.md, The court engine: its estimates, venue-wide).
import { avgMatchMin, minutesLeft } from '../engine/plan.js';
import type { Match, Side, Team } from '../engine/types.js';
import { divisionViews, holders } from './assign.js';
import { BusyPlayers, teamKeys, unlinkSet } from './players.js';
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
  /** End minute of each of its live or planned matches. */
  ends: Map<string, number>;
  teams: Map<string, SimTeam>;
  /** Courts (live or planned) playing its matches at the simulated moment. */
  going: number;
}

/** A team in the simulation. */
interface SimTeam {
  team: Team;
  /** Minute from which it is off court and rested after its live or planned matches. */
  free: number;
  /** Minutes of rest it still owes for its last match in the state. */
  owed: number;
  /** Minute from which it may start, worked out when asked and forgotten when it or a player linked to it is planned. */
  at: number | null;
}

interface Readiness {
  /** Minute from now at which both sides are free and rested. */
  at: number;
  tentative: boolean;
}

const sideKey = (match: string, side: Side): string => `${match}:${side}`;

function feederIndex(v: DivisionView): Map<string, string> {
  const feeders = new Map<string, string>();
  for (const m of Object.values(v.t.matches)) {
    if (m.feeds && m.feedsSide) feeders.set(sideKey(m.feeds, m.feedsSide), m.id);
    if (m.loserFeeds && m.loserFeedsSide) feeders.set(sideKey(m.loserFeeds, m.loserFeedsSide), m.id);
  }
  return feeders;
}

/** Courts a division has going when `court` frees: the court's own match is ending, so it counts no more. */
function going(lane: Lane, court: SimCourt): number {
  return lane.going - (court.division === lane.view.slug ? 1 : 0);
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
 * Plans every waiting match of the venue's live divisions that can be placed (docs/api.md, The court engine per court, Events across
 * divisions). Each open venue court frees at its live match's estimated end (its division's `avgMatchMin`
 * less the minutes it has run; 0 when idle). The earliest-freeing court repeatedly takes, among the divisions
 * allowed on it, each one's first waiting match whose teams are free and rested and whose players are off
 * every court by then, the one ready longest (then the division with fewer courts going, then the event's
 * order); failing that, the match free soonest. A planned match holds its teams until its end plus `restMin`,
 * its players until its end, its court for its division's `avgMatchMin`. An unknown side counts as free when
 * its feeder's live or planned match ends (the entry is then tentative). Paused courts plan nothing.
 * Entries come by `etaMin`, then court. `untilDeck`: stop once every court has its first certain match (the
 * on-deck marks, `onDeckOf`, are then known: a court's later matches only come later), for a write that needs
 * the marks and not the whole list.
 */
export function planVenue(event: VenueEvent, states: DivisionStates, now: number, opts: { untilDeck?: boolean } = {}): VenuePlanEntry[] {
  const rest = event.restMin;
  const paused = new Set(event.paused);
  const busy = new BusyPlayers(unlinkSet(event.unlinks));
  /** The simulated teams holding each player key, so planning a player forgets what their teams' readiness was. */
  const byKey = new Map<string, SimTeam[]>();
  const lanes = new Map<string, Lane>();
  for (const view of divisionViews(event, states)) {
    // A division that is not live plans nothing, but a match it still has on court holds that court and its players.
    const plans = view.t.phase === 'live';
    const teams = new Map<string, SimTeam>();
    for (const team of Object.values(view.t.teams)) {
      const sim: SimTeam = { team, free: 0, owed: Math.max(0, Math.ceil((restedAt(view, team.id, rest) - now) / MINUTE)), at: null };
      teams.set(team.id, sim);
      for (const key of new Set(teamKeys(team))) if (key !== '') byKey.set(key, [...(byKey.get(key) ?? []), sim]);
    }
    lanes.set(view.slug, {
      view,
      avg: avgMatchMin(view.t),
      left: plans ? [...view.waiting] : [],
      feeders: feederIndex(view),
      ends: new Map(),
      teams,
      going: 0,
    });
  }

  const occupy = (lane: Lane, m: Match, end: number) => {
    lane.ends.set(m.id, end);
    for (const id of [m.a, m.b]) {
      const sim = id === null ? undefined : lane.teams.get(id);
      if (!sim) continue;
      sim.free = Math.max(sim.free, end + rest);
      sim.at = null;
      busy.add(lane.view.slug, sim.team, end);
      for (const key of teamKeys(sim.team)) for (const other of byKey.get(key) ?? []) other.at = null;
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

  const teamAt = (lane: Lane, id: string): number => {
    const sim = lane.teams.get(id);
    if (!sim) return 0;
    sim.at ??= Math.max(sim.free, sim.owed, busy.freeAt(lane.view.slug, sim.team));
    return sim.at;
  };
  /** Minute from which a side is free: its team's, or (tentative) its feeder's end plus rest; null when unknown. */
  const sideAt = (lane: Lane, m: Match, side: Side, id: string | null): number | null => {
    if (id !== null) return teamAt(lane, id);
    const feeder = lane.feeders.get(sideKey(m.id, side));
    const end = feeder === undefined ? undefined : lane.ends.get(feeder);
    return end === undefined ? null : end + rest;
  };
  const readiness = (lane: Lane, m: Match): Readiness | null => {
    const a = sideAt(lane, m, 'A', m.a);
    if (a === null) return null;
    const b = sideAt(lane, m, 'B', m.b);
    if (b === null) return null;
    return { at: Math.max(a, b), tentative: m.a === null || m.b === null };
  };
  /** How long a match ready by the court's minute has been ready: from the state when it is ready now, else its minute. */
  const since = (lane: Lane, m: Match, at: number): number => (at > 0 ? now + at * MINUTE : readySince(lane.view, m, rest));

  const plan: VenuePlanEntry[] = [];
  /** Courts with a certain match planned: their on-deck match is known. */
  const decked = new Set<number>();
  for (;;) {
    if (opts.untilDeck && decked.size === courts.length) break;
    const court = earliest(courts, plan.length);
    if (court === null) break;
    type Pick = { lane: Lane; index: number; r: Readiness; since: number };
    let ready: Pick | null = null;
    let soonest: Pick | null = null;
    for (const lane of lanes.values()) {
      if (!lane.view.courts.has(court.court) || lane.left.length === 0) continue;
      // Within a division, queue order decides: its first match free by then, or its first one free soonest.
      let soonestAt = Number.POSITIVE_INFINITY;
      let soonestIndex = -1;
      let soonestR: Readiness | null = null;
      for (let i = 0; i < lane.left.length; i++) {
        const m = lane.left[i]!;
        const r = readiness(lane, m);
        if (r === null) continue;
        if (r.at <= court.free) {
          const pick = { lane, index: i, r, since: since(lane, m, r.at) };
          if (
            ready === null ||
            (pick.since - ready.since || going(lane, court) - going(ready.lane, court) || lane.view.place - ready.lane.view.place) < 0
          )
            ready = pick;
          break;
        }
        if (r.at < soonestAt) [soonestAt, soonestIndex, soonestR] = [r.at, i, r];
      }
      if (ready !== null || soonestR === null) continue;
      const x = { lane, index: soonestIndex, r: soonestR, since: since(lane, lane.left[soonestIndex]!, soonestAt) };
      if (soonest === null || (x.r.at - soonest.r.at || x.since - soonest.since || lane.view.place - soonest.lane.view.place) < 0)
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
    if (!r.tentative) decked.add(court.court);
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
