// The court engine (docs/api.md, The court engine): assignment, on-deck marks and alerts, and the organizer's court operations.
import { ownAlerts, ownCourt, ownMatch, ownQueue } from './copy-on-write.js';
import { isDecided, isWaiting } from './match.js';
import { matchSaid } from './match-name.js';
import { marksHold, planMarked, planQueue, type PlanEntry } from './plan.js';
import { cleanText, TEXT_FIELDS } from './text.js';
import { refusal, type Refusal } from './outcome.js';
import type { Court, CourtOrders, DomainEvent, Match, Tournament } from './types.js';

export { avgMatchMin, planQueue, type PlanEntry } from './plan.js';

/** docs/api.md, The public document: `recentAlerts` keeps the latest 20. */
export const MAX_ALERTS = 20;

/**
 * While live: fills open courts, marks on-deck matches, raises alerts. Mutates. `scoreOnly`: the caller
 * changed nothing but a live score since the state was last run (shared/apply.ts). `orders`: the courts are
 * someone else's to fill (`Ctx.courtOrders`); the engine applies their orders (`runOrdered`).
 * Outside `live` no match is headed for a court, so on-deck marks are taken back.
 */
export function runCourts(
  t: Tournament,
  now: number,
  opts: { scoreOnly?: boolean; orders?: (t: Tournament) => CourtOrders } = {},
): DomainEvent[] {
  if (t.phase !== 'live') {
    for (const m of Object.values(t.matches)) if (m.status === 'on_deck') unmark(t, m);
    return [];
  }
  if (opts.orders) {
    // A live score frees no court and readies no match, so it asks for no orders: the orderer's next step
    // (a tick within the minute) moves the on-deck marks if the clock moved the plan.
    return opts.scoreOnly ? [] : runOrdered(t, now, opts.orders(t));
  }
  const events: DomainEvent[] = [];
  // A change of a live score alone frees no court and readies no match: assignment would find nothing to do,
  // and on-deck marks made from a plan that still holds would be made again as they are.
  if (opts.scoreOnly && marksHold(t, now)) return events;
  if (!opts.scoreOnly) assignCourts(t, now, events);
  markOnDeck(t, now, events);
  planMarked(t);
  return events;
}

/** A match is ready when both teams are known and neither is in a live match. */
function isReady(m: Match, busy: ReadonlySet<string>): boolean {
  return isWaiting(m) && m.a !== null && m.b !== null && !busy.has(m.a) && !busy.has(m.b);
}

/** Every open court without a live match takes the first ready match of the queue, in court order. */
function assignCourts(t: Tournament, now: number, events: DomainEvent[]): void {
  const busy = liveTeams(t);
  // Matches skipped once stay unready for later courts (the busy set only grows), so the scan resumes.
  let from = 0;
  for (const held of t.courts) {
    const court = unstale(t, held);
    if (court.status !== 'open' || court.match !== null) continue;
    let found: Match | null = null;
    for (; from < t.queue.length && found === null; from++) {
      const m = t.matches[t.queue[from]!];
      if (m && isReady(m, busy)) found = m;
    }
    if (found === null) continue;
    goLive(t, court, found, now, busy, events);
  }
}

/** The teams of the live matches. */
function liveTeams(t: Tournament): Set<string> {
  const busy = new Set<string>();
  for (const id in t.matches) {
    const m = t.matches[id]!;
    if (m.status !== 'live') continue;
    if (m.a) busy.add(m.a);
    if (m.b) busy.add(m.b);
  }
  return busy;
}

/** A court must never be held by a match that is no longer live: such a court is freed. */
function unstale(t: Tournament, held: Court): Court {
  if (held.match === null || t.matches[held.match]?.status === 'live') return held;
  const court = ownCourt(t, held);
  court.match = null;
  return court;
}

function goLive(t: Tournament, court: Court, was: Match, now: number, busy: Set<string>, events: DomainEvent[]): void {
  const m = ownMatch(t, was);
  m.status = 'live';
  m.court = court.court;
  m.startedAt = now;
  m.live = [0, 0];
  ownCourt(t, court).match = m.id;
  busy.add(m.a!);
  busy.add(m.b!);
  events.push({ type: 'matchLive', match: m.id, court: court.court });
}

/**
 * The courts as someone else ordered them (`ctx.courtOrders`: a venue sharing its courts among tournaments,
 * shared/venue): stale courts are freed, then only the ordered matches go on court and only the ordered ones
 * are on deck. Each order is checked again against this state; one that no longer holds (the court is taken
 * or paused, the match not ready) is skipped, and the orderer's next step plans afresh.
 */
function runOrdered(t: Tournament, now: number, orders: CourtOrders): DomainEvent[] {
  const events: DomainEvent[] = [];
  for (const held of t.courts) unstale(t, held);
  const busy = liveTeams(t);
  for (const o of orders.assign) {
    const court = t.courts.find((c) => c.court === o.court);
    const m = t.matches[o.match];
    if (court?.status !== 'open' || court.match !== null || !m || !isReady(m, busy)) continue;
    goLive(t, court, m, now, busy, events);
  }
  if (orders.onDeck) {
    const deck = new Map<number, { match: string; court: number; etaMin: number }>();
    for (const e of orders.onDeck) {
      const m = t.matches[e.match];
      if (m && isWaiting(m) && m.a !== null && m.b !== null && !deck.has(e.court)) deck.set(e.court, e);
    }
    markDeck(t, now, deck, events);
  }
  return events;
}

/** The next certain match of each planned court goes on deck; every other waiting match is pending. */
function markOnDeck(t: Tournament, now: number, events: DomainEvent[]): void {
  const deck = new Map<number, PlanEntry>();
  for (const e of planQueue(t, now)) {
    // A tentative match may never be played by the teams it would name, so it is not announced.
    if (e.tentative) continue;
    const current = deck.get(e.court);
    if (current === undefined || e.etaMin < current.etaMin) deck.set(e.court, e);
  }
  markDeck(t, now, deck, events);
}

/** Marks the deck's match of each court on deck (calling it once per court); every other waiting match is pending. */
function markDeck(
  t: Tournament,
  now: number,
  deck: ReadonlyMap<number, { match: string; court: number; etaMin: number }>,
  events: DomainEvent[],
): void {
  const onDeck = new Set<string>();
  for (const e of deck.values()) onDeck.add(e.match);
  // Walked in place (no array of every match): unmark may copy the matches record, which leaves this walk's record as it was.
  const matches = t.matches;
  for (const id in matches) {
    const m = matches[id]!;
    if (isWaiting(m) && !onDeck.has(m.id)) unmark(t, m);
  }

  for (const e of [...deck.values()].sort((x, y) => x.court - y.court)) {
    const was = t.matches[e.match]!;
    // Called once per court: a match already called to this court is left alone. One newly on deck, or on
    // deck for another court than it was called to (a pushback, a swap, a pause, a re-plan moved it), is
    // called (again), so the newest call for a match always names the court it is headed for.
    if (was.status === 'on_deck' && was.court === e.court && was.alerted) continue;
    const m = ownMatch(t, was);
    m.status = 'on_deck';
    m.court = e.court;
    m.alerted = true;
    // The work team is called too (docs/api.md, Work teams): its page lists the alerts naming it.
    const work = m.workTeam ? t.teams[m.workTeam] : undefined;
    pushAlert(t, {
      kind: 'on_deck',
      text: `${teamName(t, m.a)} vs ${teamName(t, m.b)}: on deck, court ${e.court}, about ${e.etaMin} min${work ? `; work team: ${work.name}` : ''}`,
      at: now,
      teams: work ? [m.a!, m.b!, work.id] : [m.a!, m.b!],
      match: m.id,
    });
    events.push({ type: 'onDeck', match: m.id, court: e.court });
  }
}

/**
 * Back to pending off any court; a match already there is left as it is (and not copied). Its call is
 * taken back too: when it goes on deck again, it is called again, naming the court of that time.
 */
function unmark(t: Tournament, was: Match): void {
  if (was.status === 'pending' && was.court === null && !was.alerted) return;
  const m = ownMatch(t, was);
  m.status = 'pending';
  m.court = null;
  m.alerted = false;
}

/**
 * Adds an alert at the front of `t.alerts`, keeping the newest 20. A match's new on-deck call replaces its
 * earlier one: a call that names a court the match is no longer headed for is gone from every output, and
 * at a large venue, where the court a match is headed for changes more often, calls do not push
 * broadcasts out of the list.
 */
export function pushAlert(t: Tournament, alert: Tournament['alerts'][number]): void {
  const alerts = ownAlerts(t);
  if (alert.kind === 'on_deck' && alert.match) {
    const old = alerts.findIndex((a) => a.kind === 'on_deck' && a.match === alert.match);
    if (old >= 0) alerts.splice(old, 1);
  }
  alerts.unshift(alert);
  if (alerts.length > MAX_ALERTS) alerts.length = MAX_ALERTS;
}

function teamName(t: Tournament, id: string | null): string {
  if (id === null) return 'TBD';
  return t.teams[id]?.name ?? id;
}

/** How a person recognises a match in a message: its teams, else its label, else its id. */
export function describeMatch(t: Tournament, m: Match): string {
  if (m.a !== null && m.b !== null) return `${teamName(t, m.a)} vs ${teamName(t, m.b)}`;
  return m.label ?? `Match ${m.id}`;
}

function findCourt(t: Tournament, n: number): Court | Refusal {
  const court = Number.isInteger(n) ? t.courts.find((c) => c.court === n) : undefined;
  return (
    court ??
    refusal(`Court ${n} does not exist; choose a court from 1 to ${t.courtCount}.`, 'refusal.courtMissing', {
      court: String(n),
      count: t.courtCount,
    })
  );
}

/**
 * Moves a pending or on-deck match two places later among the waiting matches of the queue.
 * An on-deck match goes back to pending; the caller's runCourts marks the new next match.
 */
export function pushback(t: Tournament, matchId: string): Refusal | null {
  const m = t.matches[matchId];
  if (!m)
    return refusal(`There is no match ${matchId}; reload the page and pick a match from the queue.`, 'refusal.pushNoMatch', {
      id: matchId,
    });
  if (m.status === 'live') return refusal('A live match cannot be pushed back.', 'refusal.pushLive');
  const match = describeMatch(t, m);
  const said = matchSaid(t, m);
  if (isDecided(m))
    return refusal(`${match} is already decided; only waiting matches can be pushed back.`, 'refusal.pushDecided', { match: said });
  const at = t.queue.indexOf(matchId);
  if (at < 0) return refusal(`${match} is not in the queue; reload the page and try again.`, 'refusal.notQueued', { match: said });

  // Live and decided matches in between do not count as places: they are no longer waiting.
  let target = -1;
  let passed = 0;
  for (let i = at + 1; i < t.queue.length && passed < 2; i++) {
    const other = t.matches[t.queue[i]!];
    if (other && isWaiting(other)) {
      target = i;
      passed++;
    }
  }
  if (target < 0) return refusal(`${match} is already last in the queue.`, 'refusal.lastInQueue', { match: said });
  const queue = ownQueue(t);
  queue.splice(at, 1);
  // Removing the match shifted everything after it one place left.
  queue.splice(target, 0, matchId);
  if (m.status === 'on_deck') unmark(t, m);
  return null;
}

/** Moves a live match to another open court; when that court has a live match too, the two exchange courts. */
export function swap(t: Tournament, matchId: string, court: number): Refusal | null {
  const m = t.matches[matchId];
  if (!m) return refusal(`There is no match ${matchId}; reload the page and pick a live match.`, 'refusal.moveNoMatch', { id: matchId });
  const match = describeMatch(t, m);
  const said = matchSaid(t, m);
  if (m.status !== 'live')
    return refusal(`${match} is not being played; only a live match can move to another court.`, 'refusal.moveNotLive', { match: said });
  const target = findCourt(t, court);
  if ('error' in target) return target;
  const source = t.courts.find((c) => c.match === matchId) ?? null;
  if (target === source || m.court === target.court)
    return refusal(`${match} is already on court ${target.court}.`, 'refusal.alreadyOnCourt', { match: said, court: target.court });
  if (target.status === 'paused')
    return refusal(`Court ${target.court} is paused; resume it or choose an open court.`, 'refusal.courtPaused', { court: target.court });

  const other = target.match === null ? undefined : t.matches[target.match];
  if (other && other.status === 'live') {
    // The exchanged match lands on the source court even if it is paused: it is already being played.
    ownMatch(t, other).court = source?.court ?? null;
    if (source) ownCourt(t, source).match = other.id;
  } else if (source) {
    ownCourt(t, source).match = null;
  }
  ownCourt(t, target).match = m.id;
  ownMatch(t, m).court = target.court;
  return null;
}

/** Pauses an open court (keeping its live match, taking no new one) or resumes a paused one. */
export function setCourtStatus(t: Tournament, court: number, op: 'pause' | 'resume', reason: string): Refusal | null {
  const c = findCourt(t, court);
  if ('error' in c) return c;
  if (op === 'pause') {
    if (c.status === 'paused')
      return refusal(`Court ${c.court} is already paused; resume it first to change the reason.`, 'refusal.alreadyPaused', {
        court: c.court,
      });
    const why = cleanText(reason, TEXT_FIELDS.courtReason);
    if (!why.ok) return refusal(why.error, why.why.key, { ...why.why.values, field: 'courtReason' });
    Object.assign(ownCourt(t, c), { status: 'paused', reason: why.value || null });
    return null;
  }
  if (c.status === 'open') return refusal(`Court ${c.court} is already open.`, 'refusal.alreadyOpen', { court: c.court });
  Object.assign(ownCourt(t, c), { status: 'open', reason: null });
  return null;
}
