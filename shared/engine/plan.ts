// Court estimates (docs/api.md, The court engine: `upNext`): a simulation of the open courts that plans each waiting match's court and start minute.
import { isWaiting } from './match.js';
import type { Match, Side, Tournament } from './types.js';

export interface PlanEntry {
  match: string;
  court: number;
  etaMin: number;
  tentative: boolean;
}

/** Used until the first match has been timed. */
const DEFAULT_AVG_MIN = 20;
const MINUTE = 60_000;

/** The mean duration of completed matches in whole minutes (20 before any, never below 1). */
export function avgMatchMin(t: Tournament): number {
  if (t.playedCount <= 0) return DEFAULT_AVG_MIN;
  return Math.max(1, Math.round(t.playedMs / t.playedCount / MINUTE));
}

/** Minutes until a live match is expected to end: the average less the whole minutes it has run. */
export function minutesLeft(m: Match, avg: number, now: number): number {
  // A clock that steps backwards must not push the estimate past a full match.
  const run = m.startedAt === null ? 0 : Math.max(0, Math.floor((now - m.startedAt) / MINUTE));
  return Math.max(0, avg - run);
}

interface SimCourt {
  court: number;
  free: number;
  /**
   * The tie-break among courts freeing together, by when their current match began: idle (0) before a live
   * match (1, by its start, epoch ms) before a planned one (2, by its planned start minute). Each of these
   * orders holds whatever the clock says, so a plan remembered for a minute stays the plan of that minute.
   */
  since: [0 | 1 | 2, number];
}

const sideKey = (match: string, side: Side): string => `${match}:${side}`;

/** Which match decides each unknown side: its winner (`feeds`) or its loser (`loserFeeds`). */
function feederIndex(t: Tournament): Map<string, string> {
  const feeders = new Map<string, string>();
  for (const id in t.matches) {
    const m = t.matches[id]!;
    if (m.feeds && m.feedsSide) feeders.set(sideKey(m.feeds, m.feedsSide), m.id);
    if (m.loserFeeds && m.loserFeedsSide) feeders.set(sideKey(m.loserFeeds, m.loserFeedsSide), m.id);
  }
  return feeders;
}

/**
 * The earliest-freeing court. Ties go to an idle court, then to the court whose match started first, then to
 * the lower court number: matches past the average all free "now", and ordering them by start keeps the plan
 * from moving an on-deck match to another court each time one more of them runs over (each move is a new call).
 */
function earliest(courts: SimCourt[]): SimCourt {
  let best = courts[0]!;
  for (const c of courts) {
    const before = c.free - best.free || c.since[0] - best.since[0] || c.since[1] - best.since[1] || c.court - best.court;
    if (before < 0) best = c;
  }
  return best;
}

/**
 * Plans every waiting match that can be placed, listed in queue order.
 * Each open court frees at its live match's estimated end (0 when idle); the earliest-freeing
 * court repeatedly takes the first waiting match whose teams are free by then, or failing
 * that the one free soonest. An unknown side counts as free when its feeder match ends, if
 * that feeder is live or already planned (the entry is then tentative); matches whose
 * feeders cannot be placed are left out. Paused courts plan nothing.
 */
export function planQueue(t: Tournament, now: number): PlanEntry[] {
  const remembered = plans.get(t);
  const key = remembered ? minuteKey(t, now) : '';
  if (remembered && remembered.key === key) return remembered.plan;
  const plan = computePlan(t, now);
  if (remembered) plans.set(t, { key, plan, marked: false });
  return plan;
}

/**
 * Plans remembered per state: a state `apply` returned never changes, so its plan changes only with
 * the clock, and only when some live match's minutes left (or the mean) do: that is the key. Only states marked
 * by `rememberPlans` are remembered: a state built or edited in place (a unit test's fixture) is planned afresh.
 */
const plans = new WeakMap<Tournament, Remembered>();

interface Remembered {
  key: string;
  plan: PlanEntry[];
  /** The state's on-deck marks were made from this very plan (by the court engine, not a later reader). */
  marked: boolean;
}

/**
 * What the plan reads from the clock: the mean and each live match's minutes left. Every live match holds
 * exactly one court (an engine invariant the property tests check), so the courts list them all.
 */
function minuteKey(t: Tournament, now: number): string {
  const avg = avgMatchMin(t);
  let key = `${avg}`;
  for (const c of t.courts) {
    const m = c.match === null ? undefined : t.matches[c.match];
    if (m?.status === 'live') key += `,${m.id}:${minutesLeft(m, avg, now)}`;
  }
  return key;
}

/**
 * Remembers `t`'s plans from now on; with `from`, `t` starts with the plan `from` had, which the caller
 * vouches still holds but for the clock (an intent that changed a live score only).
 */
export function rememberPlans(t: Tournament, from?: Tournament): void {
  const had = from === undefined ? undefined : plans.get(from);
  plans.set(t, had ? { ...had } : { key: '\u0000', plan: [], marked: false });
}

/** Called by the court engine once the on-deck marks of `t` follow the plan it just got from `planQueue`. */
export function planMarked(t: Tournament): void {
  const had = plans.get(t);
  if (had) had.marked = true;
}

/**
 * True when `t`'s on-deck marks already follow the plan of `now`: the plan it was marked from still holds
 * (nothing it reads changed, which the caller vouches for through `rememberPlans`, and no minute moved).
 */
export function marksHold(t: Tournament, now: number): boolean {
  const had = plans.get(t);
  return had?.marked === true && had.key === minuteKey(t, now);
}

function computePlan(t: Tournament, now: number): PlanEntry[] {
  const avg = avgMatchMin(t);
  /** Estimated end minute of each live or planned match. */
  const ends = new Map<string, number>();
  /** Minute from which each known team is free. */
  const teamFree = new Map<string, number>();
  const busyUntil = (team: string, end: number) => teamFree.set(team, Math.max(teamFree.get(team) ?? 0, end));

  for (const id in t.matches) {
    const m = t.matches[id]!;
    if (m.status !== 'live') continue;
    const end = minutesLeft(m, avg, now);
    ends.set(m.id, end);
    if (m.a) busyUntil(m.a, end);
    if (m.b) busyUntil(m.b, end);
  }

  const courts: SimCourt[] = t.courts
    .filter((c) => c.status === 'open')
    .map((c): SimCourt => {
      const startedAt = c.match === null ? null : (t.matches[c.match]?.startedAt ?? null);
      return { court: c.court, free: c.match === null ? 0 : (ends.get(c.match) ?? 0), since: startedAt === null ? [0, 0] : [1, startedAt] };
    });

  // Built only when some waiting match lacks a team (a bracket): pools never need it.
  let feeders: Map<string, string> | null = null;
  /** When one side is free to play (its team free, or its feeder's planned end), or null when its feeder cannot be placed. */
  const sideFree = (m: Match, side: Side, team: string | null): number | null => {
    if (team) return teamFree.get(team) ?? 0;
    feeders ??= feederIndex(t);
    const feeder = feeders.get(sideKey(m.id, side));
    return (feeder === undefined ? undefined : ends.get(feeder)) ?? null;
  };
  // Called for every waiting match each time a court is planned: a number, nothing allocated (a match missing a team
  // is tentative, which the caller reads off the match it picks).
  const readyAt = (m: Match): number | null => {
    const a = sideFree(m, 'A', m.a);
    if (a === null) return null;
    const b = sideFree(m, 'B', m.b);
    if (b === null) return null;
    return Math.max(0, a, b);
  };

  const order = new Map<string, number>();
  t.queue.forEach((id, i) => {
    if (!order.has(id)) order.set(id, i);
  });
  const waiting = [...order.keys()].map((id) => t.matches[id]).filter((m): m is Match => m !== undefined && isWaiting(m));

  const plan: PlanEntry[] = [];
  while (courts.length > 0 && waiting.length > 0) {
    const court = earliest(courts);
    let pick = -1;
    let start = Infinity;
    for (let i = 0; i < waiting.length; i++) {
      const at = readyAt(waiting[i]!);
      if (at === null) continue;
      if (at <= court.free) {
        pick = i;
        start = court.free;
        break;
      }
      // Nothing free yet: remember the match that frees soonest (the first one on a tie).
      if (at < start) {
        pick = i;
        start = at;
      }
    }
    // Nothing left can be placed: every remaining match waits on a feeder that never got planned.
    if (pick < 0) break;
    const m = waiting.splice(pick, 1)[0]!;
    const tentative = !m.a || !m.b;
    const end = start + avg;
    ends.set(m.id, end);
    if (m.a) busyUntil(m.a, end);
    if (m.b) busyUntil(m.b, end);
    court.free = end;
    court.since = [2, start];
    plan.push({ match: m.id, court: court.court, etaMin: start, tentative });
  }
  return plan.sort((x, y) => order.get(x.match)! - order.get(y.match)!);
}
