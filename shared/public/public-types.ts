// The public document of docs/api.md (state.json, /ws, the public Y.Doc): what anyone may see, never private team data.
import type { MatchStage, MatchStatus, Phase, PublicRules, SetScore, Side, Stage, TeamStatus, Tiebreak } from '../engine/types.js';

export interface TeamRef {
  id: string;
  name: string;
}

export interface PublicTeam {
  id: string;
  name: string;
  players: number;
  seed: number;
  status: TeamStatus;
  /** Empty until the team is put in a pool (a string in docs/api.md, The public document). */
  poolId: string;
  /** Checked in at the desk on the day (docs/api.md, Check-in and team codes); false at registration. */
  arrived: boolean;
}

export interface Standing {
  teamId: string;
  name: string;
  w: number;
  l: number;
  setsW: number;
  setsL: number;
  pf: number;
  pa: number;
  pointDiff: number;
  /** FIVB ranking points (docs/api.md, Tiebreak orders and sport presets); present only when the tournament's tiebreaks list `rankingPoints`. */
  rankingPoints?: number;
  decidedBy: 'wins' | Tiebreak;
  status: TeamStatus;
}

export interface PublicMatch {
  id: string;
  stage: MatchStage;
  round: number;
  slot: number | null;
  label: string | null;
  status: MatchStatus;
  court: number | null;
  a: TeamRef | null;
  b: TeamRef | null;
  winner: TeamRef | null;
  sets: SetScore[];
  live: [number, number] | null;
  /** Empty when the winner goes nowhere (pool matches, finals): the public document types it as a string (docs/api.md). */
  feeds: string;
  feedsSide: Side | '';
  loserFeeds: string;
  loserFeedsSide: Side | '';
  conditional: boolean;
  poolId: string;
  /** Version (docs/api.md, Versions): an organizer action may carry it so a stale view cannot overwrite a newer change. */
  rev: number;
  /** The pool team that referees this match (docs/api.md, Work teams), or null. */
  workTeam: TeamRef | null;
  /** The bracket's tier (docs/api.md, Tiers and consolation): "" for the main bracket and for pool matches. */
  tier: string;
}

/** A drawn bracket and its champion (docs/api.md, Tiers and consolation): name "" is the main bracket. */
export interface PublicTier {
  name: string;
  champion: TeamRef | null;
}

export interface UpNextEntry extends PublicMatch {
  court: number;
  etaMin: number;
  /** Waits for the result of a match still being played. */
  tentative: boolean;
}

export interface PublicPool {
  id: string;
  standings: Standing[];
  matches: PublicMatch[];
}

export interface PublicCourt {
  court: number;
  status: 'open' | 'paused';
  match: PublicMatch | null;
  reason: string | null;
  /** When the live match went on this court (epoch ms), so boards can show how long it has run; null without one. */
  startedAt: number | null;
  /** The matches planned for this court, in order (tentative ones included). */
  upNext: UpNextEntry[];
  /** Version (docs/api.md, Versions) of status, match and reason. */
  rev: number;
  /** docs/api.md, Events: the division of the event whose match this venue court is playing, when it is another one; else null. */
  elsewhere?: EventRef | null;
}

/** An event or a division of one, as public documents name it (docs/api.md, Events). */
export interface EventRef {
  slug: string;
  name: string;
}

/**
 * What a division of an event shows of the venue (docs/api.md, Events): the courts it may use, who else plays on them,
 * and its share of the venue's plan (in place of its own), for the projector.
 */
export interface VenueShare {
  event: EventRef;
  /** Venue court numbers the division may use. */
  allowed: readonly number[];
  /** Venue courts held by another division's match. */
  elsewhere: ReadonlyMap<number, EventRef>;
  /** The division's share of the venue plan, in its queue order. */
  plan: readonly { match: string; court: number; etaMin: number; tentative: boolean }[];
}

export interface PublicAlert {
  kind: string;
  text: string;
  at: number;
  teams: string[];
  /** Empty for a broadcast, which is about no match (a string in docs/api.md, The public document). */
  match: string;
}

export interface PublicState {
  slug: string;
  name: string;
  date: string;
  notes: string;
  phase: Phase;
  banner: string | null;
  rules: PublicRules;
  stages: Stage[];
  courtCount: number;
  teams: PublicTeam[];
  withdrawn: PublicTeam[];
  pools: PublicPool[];
  bracket: PublicMatch[];
  courts: PublicCourt[];
  upNext: UpNextEntry[];
  avgMatchMin: number;
  champion: TeamRef | null;
  /** Every drawn bracket with its champion, the main (or first) one first (docs/api.md, Tiers and consolation). */
  tiers: PublicTier[];
  recentAlerts: PublicAlert[];
  /** docs/api.md, Events: the event this tournament is a division of; null for a tournament on its own. */
  event?: EventRef | null;
  generatedAt: number;
}
