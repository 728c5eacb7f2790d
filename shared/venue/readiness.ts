// When a division's match may start at the venue: both teams known and free, no player on another court, rest over; and since when it has been ready.
import { isWaiting } from '../engine/match.js';
import type { Match, Tournament } from '../engine/types.js';
import type { BusyPlayers } from './players.js';
import type { DivisionEntry, PlayerRef } from './types.js';

export const MINUTE = 60_000;

/** What the venue reads of one division, worked out once per step. */
export interface DivisionView {
  slug: string;
  t: Tournament;
  /** The division's place in the event: the last tie-break between divisions. */
  place: number;
  /**
   * The venue courts it may use now: those the event allows it, that it has, and that are not paused in its own
   * state (a pause the event did not make is still honoured, so an order is never one the division would skip).
   */
  courts: ReadonlySet<number>;
  /** Epoch ms at which each team's last played match ended (absent: it has not played). */
  lastEnd: ReadonlyMap<string, number>;
  /** Latest `endedAt` among the matches whose results fill each bracket match's sides. */
  feedersEnd: ReadonlyMap<string, number>;
  /** Waiting matches in queue order (a match listed twice counts at its first place). */
  waiting: readonly Match[];
}

/** Played matches only: a bye, a void or a walkover gives a team no match to rest from. */
function played(m: Match): boolean {
  return m.endedAt !== null && (m.status === 'final' || (m.status === 'forfeit' && m.startedAt !== null));
}

interface Derived {
  lastEnd: Map<string, number>;
  feedersEnd: Map<string, number>;
  waiting: Match[];
}

/**
 * Worked out afresh for every view, never remembered per state: the venue reads a division's working state
 * inside `apply` (ctx.courtOrders), which the engine goes on to change (matches go live), and a remembered
 * waiting list would then name matches that are no longer waiting. One pass over the matches is cheap.
 */
function derive(t: Tournament): Derived {
  const lastEnd = new Map<string, number>();
  const feedersEnd = new Map<string, number>();
  const later = (map: Map<string, number>, key: string, at: number) => map.set(key, Math.max(map.get(key) ?? 0, at));
  for (const m of Object.values(t.matches)) {
    if (played(m)) for (const id of [m.a, m.b]) if (id !== null) later(lastEnd, id, m.endedAt!);
    if (m.endedAt === null) continue;
    if (m.feeds) later(feedersEnd, m.feeds, m.endedAt);
    if (m.loserFeeds) later(feedersEnd, m.loserFeeds, m.endedAt);
  }
  // A reset final (`GF2`, `<tier prefix>GF2`, docs/api.md, Tiers and consolation) is fed by its grand final as a whole.
  for (const m of Object.values(t.matches)) {
    const gf = m.conditional ? t.matches[m.id.slice(0, -1)] : undefined;
    if (gf?.endedAt != null) later(feedersEnd, m.id, gf.endedAt);
  }
  const seen = new Set<string>();
  const waiting: Match[] = [];
  for (const id of t.queue) {
    if (seen.has(id)) continue;
    seen.add(id);
    const m = t.matches[id];
    if (m && isWaiting(m)) waiting.push(m);
  }
  return { lastEnd, feedersEnd, waiting };
}

export function divisionView(entry: DivisionEntry, t: Tournament, place: number): DivisionView {
  const own = new Map(t.courts.map((c) => [c.court, c.status]));
  const courts = new Set(entry.courts.filter((n) => own.get(n) === 'open'));
  return { slug: entry.slug, t, place, courts, ...derive(t) };
}

/** Epoch ms from which `team` has rested `restMin` minutes (0 when it has not played). */
export function restedAt(v: DivisionView, team: string, restMin: number): number {
  const end = v.lastEnd.get(team);
  return end === undefined ? 0 : end + restMin * MINUTE;
}

/**
 * Since when a match with both teams known has been ready, read from the state alone (so every replay and
 * every instance orders alike): the later of each team's rest end and the end of the matches that filled its
 * sides; 0 for a match whose teams have not played and that no match fed. A player busy elsewhere delays the
 * match but not this time: the state does not record when that player came off court.
 */
export function readySince(v: DivisionView, m: Match, restMin: number): number {
  let at = v.feedersEnd.get(m.id) ?? 0;
  for (const id of [m.a, m.b]) if (id !== null) at = Math.max(at, restedAt(v, id, restMin));
  return at;
}

/** Why a waiting match may not start now; null when it may. */
export type NotReady =
  | { why: 'sides' }
  | { why: 'team'; team: string }
  | { why: 'player'; player: PlayerRef; busy: PlayerRef }
  | { why: 'rest'; team: string; until: number };

/** What a readiness check reads besides the division: who is playing, everywhere, and the clock. */
export interface Floor {
  /** Team ids on court in this division. */
  liveTeams: ReadonlySet<string>;
  busy: BusyPlayers;
  restMin: number;
  now: number;
}

/**
 * A waiting match is ready (docs/api.md, The court engine and Events) when both teams are known, neither is on court, no player of
 * either is on court in any division (as the same person), and each team has rested `restMin` minutes.
 */
export function notReady(v: DivisionView, m: Match, floor: Floor): NotReady | null {
  if (!isWaiting(m) || m.a === null || m.b === null) return { why: 'sides' };
  for (const id of [m.a, m.b]) if (floor.liveTeams.has(id)) return { why: 'team', team: id };
  for (const id of [m.a, m.b]) {
    const until = restedAt(v, id, floor.restMin);
    if (until > floor.now) return { why: 'rest', team: id, until };
  }
  for (const id of [m.a, m.b]) {
    const team = v.t.teams[id];
    const clash = team ? floor.busy.clash(v.slug, team) : null;
    if (clash) return { why: 'player', ...clash };
  }
  return null;
}

/** Who reads a wait: the desk sees a player's name; a public page never does (docs/api.md, Persistence and pushes). */
export type Audience = 'desk' | 'public';

/** A sentence saying why a match of `division` waits, for the desk or a public page. */
export function waitSentence(
  why: NotReady,
  states: ReadonlyMap<string, Tournament>,
  division: string,
  now: number,
  audience: Audience,
): string {
  const t = states.get(division);
  const teamName = (d: Tournament | undefined, id: string) => d?.teams[id]?.name ?? 'A team';
  const courtOf = (d: Tournament | undefined, team: string): string => {
    const m = d && Object.values(d.matches).find((x) => x.status === 'live' && (x.a === team || x.b === team));
    return m?.court ? ` on court ${m.court}` : '';
  };
  switch (why.why) {
    case 'sides':
      return 'Its teams are not known yet.';
    case 'team':
      return `${teamName(t, why.team)} is playing${courtOf(t, why.team)}.`;
    case 'rest': {
      const min = Math.max(1, Math.ceil((why.until - now) / MINUTE));
      return `${teamName(t, why.team)} rests ${min} more minute${min === 1 ? '' : 's'}.`;
    }
    case 'player': {
      const other = states.get(why.busy.division);
      const where = `${courtOf(other, why.busy.team)}${why.busy.division === division ? '' : ` in ${other?.name ?? why.busy.division}`}`;
      const who =
        audience === 'desk'
          ? `${t?.teams[why.player.team]?.playerNames[why.player.index] ?? 'A player'} (${teamName(t, why.player.team)})`
          : `A player of ${teamName(t, why.player.team)}`;
      return `${who} is playing${where}.`;
    }
  }
}
