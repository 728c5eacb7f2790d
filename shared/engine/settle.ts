// Settling: filling bracket sides from their feeders, byes, empty sides, withdrawn teams, the champion.
import { ownCourt, ownMatch } from './copy-on-write.js';
import { isBracketStage, isDecided, isWaiting, loserOf, resetNeeded } from './match.js';
import { poolStandings } from './standings.js';
import { tierChampion, tiersOf } from './tiers.js';
import type { DomainEvent, Match, Side, Tournament } from './types.js';

/** What a match side holds: a team, nobody yet (its feeder is undecided), or nobody at all. */
export type SideState = { state: 'known'; team: string } | { state: 'pending' } | { state: 'empty' };

interface Feeder {
  match: string;
  loser: boolean;
}
type FeederIndex = Map<string, Feeder>;

const key = (match: string, side: Side) => `${match}:${side}`;

/** Which match feeds each side, by `feeds`/`loserFeeds`. */
export function feederIndex(t: Tournament): FeederIndex {
  const index: FeederIndex = new Map();
  for (const id in t.matches) {
    const m = t.matches[id]!;
    if (m.feeds && m.feedsSide) index.set(key(m.feeds, m.feedsSide), { match: m.id, loser: false });
    if (m.loserFeeds && m.loserFeedsSide) index.set(key(m.loserFeeds, m.loserFeedsSide), { match: m.id, loser: true });
  }
  return index;
}

/** The team a decided match sends on; a bye or a void supplies no loser. */
function supplied(m: Match, loser: boolean): string | null {
  if (!loser) return m.winner;
  return m.status === 'final' || m.status === 'forfeit' ? loserOf(m) : null;
}

function known(team: string | null): SideState {
  return team === null ? { state: 'empty' } : { state: 'known', team };
}

export { resetNeeded };

export function sideState(t: Tournament, m: Match, side: Side, index: FeederIndex): SideState {
  if (m.conditional) {
    // The reset final (`GF2`, `<tier prefix>GF2`) is fed by its grand final as a whole, not by feeds.
    const gf = t.matches[m.id.slice(0, -1)];
    if (!gf || !isDecided(gf)) return { state: 'pending' };
    if (!resetNeeded(gf)) return { state: 'empty' };
    return known(side === 'A' ? gf.a : gf.b);
  }
  const feeder = index.get(key(m.id, side));
  if (!feeder) return known(side === 'A' ? m.a : m.b);
  const f = t.matches[feeder.match];
  if (!f || !isDecided(f)) return { state: 'pending' };
  return known(supplied(f, feeder.loser));
}

/** Takes a match off its court without counting it into the mean duration (an aborted match). */
export function freeCourt(t: Tournament, matchId: string): boolean {
  const court = t.courts.find((c) => c.match === matchId);
  if (court) ownCourt(t, court).match = null;
  return court !== undefined;
}

function withdrawn(t: Tournament, team: string | null) {
  const x = team === null ? undefined : t.teams[team];
  return x && x.status === 'withdrawn' ? x : null;
}

type Decision = Pick<Match, 'status' | 'winner' | 'forfeitBy'>;

/** How a match with a withdrawn team ends, or null when it must wait or is not affected. */
function withdrawalDecision(t: Tournament, m: Match, a: SideState, b: SideState): Decision | null {
  const ta = a.state === 'known' ? a.team : null;
  const tb = b.state === 'known' ? b.team : null;
  const wa = withdrawn(t, ta);
  const wb = withdrawn(t, tb);
  if (!wa && !wb) return null;
  if (wa && wb) return { status: 'void', winner: null, forfeitBy: null };
  const gone = (wa ?? wb)!;
  const other = wa ? b : a;
  if (other.state === 'pending') return null;
  if (other.state === 'empty') return { status: 'void', winner: null, forfeitBy: null };
  const mode = gone.withdrawMode ?? 'forfeit';
  if (mode === 'forfeit') return { status: 'forfeit', winner: other.team, forfeitBy: gone.id };
  // Void in a pool counts for nobody; in a bracket the opponent still has to go on.
  return { status: 'void', winner: isBracketStage(m.stage) ? other.team : null, forfeitBy: null };
}

/** A waiting bracket match with an empty side: a bye for the other team, or void when both are empty. */
function emptyDecision(a: SideState, b: SideState): Decision | null {
  if (a.state === 'pending' || b.state === 'pending') return null;
  if (a.state === 'known' && b.state === 'known') return null;
  if (a.state === 'known') return { status: 'bye', winner: a.team, forfeitBy: null };
  if (b.state === 'known') return { status: 'bye', winner: b.team, forfeitBy: null };
  return { status: 'void', winner: null, forfeitBy: null };
}

/** Writes the feeders' teams into a waiting match; a changed team sends it back to pending for a fresh on-deck call. */
function fillSides(t: Tournament, was: Match, a: SideState, b: SideState): boolean {
  const na = a.state === 'known' ? a.team : null;
  const nb = b.state === 'known' ? b.team : null;
  if (was.a === na && was.b === nb) return false;
  const m = ownMatch(t, was);
  m.a = na;
  m.b = nb;
  if (m.status === 'on_deck') m.status = 'pending';
  m.alerted = false;
  return true;
}

function decide(t: Tournament, was: Match, d: Decision, now: number): DomainEvent {
  if (was.status === 'live') freeCourt(t, was.id);
  const m = ownMatch(t, was);
  m.status = d.status;
  m.winner = d.winner;
  m.forfeitBy = d.forfeitBy;
  m.sets = [];
  m.live = null;
  m.endedAt = now;
  return { type: 'matchDecided', match: m.id, winner: m.winner, status: m.status };
}

/** One pass over the matches; returns whether anything changed. */
function settlePass(t: Tournament, index: FeederIndex, now: number, events: DomainEvent[]): boolean {
  let changed = false;
  for (const id of Object.keys(t.matches)) {
    // The match as it is now (an own copy replaces it once changed).
    const m = t.matches[id]!;
    if (!isWaiting(m) && m.status !== 'live') continue;
    // Only waiting bracket matches take teams from feeders; pool and live matches keep theirs.
    const fed = isWaiting(m) && isBracketStage(m.stage);
    const a = fed ? sideState(t, m, 'A', index) : known(m.a);
    const b = fed ? sideState(t, m, 'B', index) : known(m.b);
    if (fed && fillSides(t, m, a, b)) changed = true;
    const d = withdrawalDecision(t, m, a, b) ?? (fed ? emptyDecision(a, b) : null);
    if (d) {
      events.push(decide(t, t.matches[id]!, d, now));
      changed = true;
    }
  }
  return changed;
}

/** The champion the matches imply right now, or null. */
export function currentChampion(t: Tournament): string | null {
  // The main (or first) tier's champion (docs/api.md, Tiers and consolation).
  const first = tiersOf(t)[0];
  if (first) return tierChampion(t, first);
  if (t.stages.includes('bracket') || t.pools.length !== 1) return null;
  const pool = t.pools[0]!;
  const matches = Object.values(t.matches).filter((m) => m.poolId === pool.id);
  if (matches.length === 0 || !matches.every(isDecided)) return null;
  const top = poolStandings(t, pool).find((s) => s.status !== 'withdrawn');
  return top?.teamId ?? null;
}

/** Settles byes, withdrawn teams and empty sides, moves winners and losers on, sets the champion. Mutates. */
export function settle(t: Tournament, now: number): DomainEvent[] {
  const events: DomainEvent[] = [];
  const index = feederIndex(t);
  // Each pass can only move teams one match further, so this ends within the bracket's depth.
  const passes = Object.keys(t.matches).length;
  for (let pass = 0; pass <= passes; pass++) {
    if (!settlePass(t, index, now, events)) break;
  }
  const champion = currentChampion(t);
  if (champion !== t.champion) {
    t.champion = champion;
    if (champion !== null) events.push({ type: 'champion', team: champion });
  }
  return events;
}
