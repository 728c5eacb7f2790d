// The domain vocabulary: the internal tournament state, the public document (docs/api.md), and intents.
import type { Lang } from '../i18n/languages.js';
import type { Message } from '../i18n/words.js';
import type { ChangeSet } from './change-set.js';

export type Phase = 'checkin' | 'closed' | 'live' | 'final';
export const PHASES: readonly Phase[] = ['checkin', 'closed', 'live', 'final'];
export type Stage = 'pool' | 'bracket';
export type MatchStage = 'pool' | 'bracket' | 'losers' | 'final';
export type MatchStatus = 'pending' | 'on_deck' | 'live' | 'final' | 'forfeit' | 'void' | 'bye';
export type TeamStatus = 'registered' | 'withdrawn';
export type Tiebreak = 'headToHead' | 'rankingPoints' | 'setRatio' | 'pointRatio' | 'pointDiff' | 'seed';
/** The default tiebreak order (docs/api.md, Pools, brackets and standings); `rankingPoints` is only used when an organizer lists it. */
export const TIEBREAKS: readonly Tiebreak[] = ['headToHead', 'setRatio', 'pointRatio', 'pointDiff', 'seed'];
/** Every criterion an organizer may list (docs/api.md, Tiebreak orders and sport presets). */
export const TIEBREAK_NAMES: readonly Tiebreak[] = ['headToHead', 'rankingPoints', 'setRatio', 'pointRatio', 'pointDiff', 'seed'];
export type Side = 'A' | 'B';
export type BracketType = 'single' | 'double';
export type WithdrawMode = 'forfeit' | 'void';
/** A completed set: [side A points, side B points]. */
export type SetScore = [number, number];

/** How the sets of one stage are played (docs/api.md, Rules per stage): the pool rules, or the bracket's. */
export interface StageRules {
  pointsTo: number;
  winBy: number;
  /** 0 means no cap. */
  cap: number;
  bestOf: number;
}

export interface Rules extends StageRules {
  teamSize: number;
  tiebreaks: Tiebreak[];
  /** Rules of stages bracket, losers and final (docs/api.md, Rules per stage); absent in tournaments made before them: the main rules. */
  bracket?: StageRules;
  /** Target of the deciding set of a best of 3 or 5 (docs/api.md, Rules per stage); 0 or absent: played like the others. */
  decidingSetTo?: number;
}

/** The rules as the public document shows them: every stage's, always present. */
export interface PublicRules extends Rules {
  bracket: StageRules;
  decidingSetTo: number;
}

/** A team as the service holds it, private fields included. */
export interface Team {
  id: string;
  name: string;
  players: number;
  seed: number;
  status: TeamStatus;
  poolId: string | null;
  /** Set when withdrawn: how its remaining matches are settled. */
  withdrawMode: WithdrawMode | null;
  /** Checked in at the desk on the day (docs/api.md, Check-in and team codes); absent in tournaments stored before check-in existed: not arrived. */
  arrived?: boolean;
  // private: never in any public output
  captain: string;
  phone: string;
  playerNames: string[];
  code: string;
}

export interface Pool {
  id: string;
  teamIds: string[];
}

/** A match as the service holds it; sides and winner are team ids. */
export interface Match {
  id: string;
  stage: MatchStage;
  round: number;
  slot: number | null;
  label: string | null;
  status: MatchStatus;
  court: number | null;
  a: string | null;
  b: string | null;
  winner: string | null;
  /** The team that gave the match away, for status `forfeit`. */
  forfeitBy: string | null;
  sets: SetScore[];
  live: [number, number] | null;
  feeds: string | null;
  feedsSide: Side | null;
  /** Double elimination (and third place): where the loser goes. */
  loserFeeds: string | null;
  loserFeedsSide: Side | null;
  conditional: boolean;
  poolId: string | null;
  /** Epoch ms when the match went live, and when it was decided. */
  startedAt: number | null;
  endedAt: number | null;
  /** The on_deck alert was raised for this match (raised once). */
  alerted: boolean;
  /** Team id of the pool team that referees this match (docs/api.md, Work teams); null or absent: none. */
  workTeam?: string | null;
  /** Version (docs/api.md, Versions): grows with every change the public sees; absent (0) until the first one. */
  rev?: number;
  /** Who made the change that gave this match its `rev`, for the conflict sentence. */
  changedBy?: Change;
  /** The tier (docs/api.md, Tiers and consolation) of a bracket match; absent or "" for the main bracket. */
  tier?: string;
}

export interface Court {
  court: number;
  status: 'open' | 'paused';
  /** Id of the live match on this court. */
  match: string | null;
  reason: string | null;
  /** Version (docs/api.md, Versions) of status, match and reason; absent (0) until the first change. */
  rev?: number;
  changedBy?: Change;
}

/**
 * The last change of a match or court (shared/versions.ts writes it): kept in the server's state for
 * the sentence that refuses a stale `rev`, never in the public document.
 */
export interface Change {
  /** The actor's name and role from `ctx.actor`; null when none was given (tests, tools). */
  by: string | null;
  role: ActorRole | null;
  at: number;
  /** The sentence up to its time: `Court 2's keeper recorded 21-15, 21-18`. */
  what: string;
  /** When the change was about something else, what it did here: `this match went on court 2`. */
  then: string | null;
}

export interface Alert {
  kind: 'on_deck' | 'broadcast';
  text: string;
  at: number;
  teams: string[];
  match: string | null;
}

export interface BracketSettings {
  type: BracketType;
  thirdPlace: boolean;
}

/** One drawn bracket (docs/api.md, Tiers and consolation): the main one (name ""), a named tier, or a tier's consolation. */
export interface Tier extends BracketSettings {
  name: string;
  /** Put before every match id of this tier so ids never collide across tiers ("" for the main bracket). */
  prefix: string;
  /** The pool ranks that entered (by seed position without pools). */
  fromRank: number;
  toRank: number;
  /** Its first-round losers play a consolation bracket (a tier of its own, `consolationOf` naming this one). */
  consolation: boolean;
  /** For a consolation bracket: the name of the tier whose first-round losers play it; else absent. */
  consolationOf?: string;
}

/** The whole tournament, private data included. Plain JSON: cloneable and storable. */
export interface Tournament {
  slug: string;
  name: string;
  date: string;
  notes: string;
  phase: Phase;
  banner: string | null;
  rules: Rules;
  stages: Stage[];
  courtCount: number;
  createdAt: number;
  /** Every team ever added and not removed, withdrawn ones included, by id. */
  teams: Record<string, Team>;
  pools: Pool[];
  matches: Record<string, Match>;
  /** Every match id in play order; `pushback` reorders it. */
  queue: string[];
  courts: Court[];
  /** Newest first, at most 20. */
  alerts: Alert[];
  bracket: BracketSettings | null;
  /** Every drawn bracket, the main (or first) one first; absent in tournaments stored before tiers: `bracket` alone. */
  tiers?: Tier[];
  /** Team id of the champion once decided. */
  champion: string | null;
  /** Durations of completed matches, for avgMatchMin. */
  playedCount: number;
  playedMs: number;
  /** Next number for team ids (`t1`, `t2`, ...). */
  nextTeam: number;
  /** The last `rev` given to a match or court: each change takes the next one, so none is ever reused. */
  lastRev?: number;
  /** The language its pages default to (docs/translating.md); absent in tournaments created before languages: English. */
  language?: Lang;
}

// The public document (docs/api.md, The public document) lives in public-types.ts; re-exported so importers keep one place to import from.
export type * from '../public/public-types.js';

// ---- intents: one per organizer, keeper and registration action (the routes of docs/api.md) ----

/** One data row of an imported CSV, as read by shared/import.ts; validated by the engine like a desk `teamAdd`. */
export interface ImportRow extends TeamFields {
  /** The row's line in the file (the header is line 1), for sentences that point at it. */
  line: number;
  /** Optional seed as typed; blank takes the next free one. */
  seed?: string;
}

/** Team fields as typed into a form; validated by the engine. */
export interface TeamFields {
  name: string;
  captain: string;
  phone?: string;
  players: string | number;
  playerNames?: string;
}

export type Intent =
  | ({ type: 'register' } & TeamFields)
  | { type: 'phase'; phase: Phase }
  | { type: 'banner'; banner: string }
  | { type: 'broadcast'; text: string }
  | { type: 'notes'; notes: string }
  | { type: 'generatePools'; poolSize: number; workTeams?: boolean }
  | {
      type: 'generateBracket';
      perPool: number;
      wildcards: number;
      bracketType: BracketType;
      thirdPlace: boolean;
      /** docs/api.md, Tiers and consolation: the tier's name ("" or absent: the main bracket), its pool ranks, a consolation. */
      tier?: string;
      fromRank?: number;
      toRank?: number;
      consolation?: boolean;
    }
  | { type: 'regenerate' }
  | { type: 'score'; match: string; sets: SetScore[]; rev?: number }
  | { type: 'live'; match: string; a: number; b: number; sets?: SetScore[]; rev?: number }
  | { type: 'keeperLive'; court: number; match: string; a: number; b: number; sets: SetScore[] }
  | { type: 'keeperFinal'; court: number; match: string; sets: SetScore[] }
  | { type: 'forfeit'; match: string; team: string; rev?: number }
  | { type: 'swap'; match: string; court: number; rev?: number }
  | { type: 'pushback'; match: string; rev?: number }
  | { type: 'court'; court: number; op: 'pause' | 'resume'; reason: string; rev?: number }
  | ({ type: 'teamAdd' } & TeamFields)
  | ({ type: 'teamEdit'; id: string } & TeamFields)
  | { type: 'teamSeed'; id: string; seed: number }
  | { type: 'teamRemove'; id: string }
  | { type: 'withdraw'; id: string; mode: WithdrawMode }
  /** Arrival check-in (docs/api.md, Check-in and team codes): marks one team as arrived or not. */
  | { type: 'teamArrive'; id: string; arrived: boolean }
  /** Withdraws every registered team not marked arrived, in one write. */
  | { type: 'withdrawAbsent'; mode: WithdrawMode }
  /** A lost code: the team gets a new one and the old one stops working. */
  | { type: 'teamNewCode'; id: string }
  /** CSV import (shared/import.ts): every valid row becomes a team, in one write. */
  | { type: 'teamImport'; rows: ImportRow[] }
  /** The court engine's timer: reassigns courts and refreshes estimates. */
  | { type: 'tick' };

export type IntentType = Intent['type'];

/** One row's verdict in a CSV import: its problems in sentences (none when it can be added). */
export interface ImportCheck {
  line: number;
  name: string;
  ok: boolean;
  errors: string[];
  /** The same problems as messages, one for each of `errors` (docs/translating.md, Refusals). */
  whys?: Message[];
}

export type ActorRole = 'organizer' | 'keeper' | 'public' | 'engine';

/**
 * Courts decided outside the tournament (a venue sharing its courts among tournaments, shared/venue): the matches
 * to put live, each on a court, and the on-deck match of each court with its wait; `onDeck: null` keeps the marks.
 */
export interface CourtOrders {
  assign: readonly { court: number; match: string }[];
  onDeck: readonly { court: number; match: string; etaMin: number }[] | null;
}

/** What the outside world supplies: the clock and randomness, so the engine stays pure. */
export interface Ctx {
  now: number;
  /** Uniform in [0, 1). */
  random: () => number;
  /** Who sends the intent (`keeper:<court>` for a keeper), remembered with each change it makes. */
  actor?: { name: string; role: ActorRole };
  /** Clock time (`14:02`) of an epoch ms for sentences; the server passes its local time, the default is UTC. */
  clock?: (at: number) => string;
  /**
   * When given, the tournament fills no court by itself: after settling, the court engine asks for the orders
   * with the settled working state (read it, never change it) and applies exactly those (shared/engine/courts.ts
   * `runCourts`). Absent: the tournament's own court engine, as docs/api.md, The court engine, says.
   */
  courtOrders?: (t: Tournament) => CourtOrders;
}

export type DomainEvent =
  | { type: 'teamAdded'; team: string; code: string }
  | { type: 'codeIssued'; team: string; code: string }
  /** What a CSV import made of each row (shared/import.ts), for the organizer's answer. */
  | { type: 'imported'; rows: ImportCheck[] }
  | { type: 'matchLive'; match: string; court: number }
  | { type: 'matchDecided'; match: string; winner: string | null; status: MatchStatus }
  | { type: 'onDeck'; match: string; court: number }
  | { type: 'champion'; team: string }
  | { type: 'changed'; what: string };

export type Applied = {
  ok: true;
  state: Tournament;
  events: DomainEvent[];
  /** A short sentence for the desk (`msg`). */
  msg: string;
  /** The same sentence as a message, for readers in other languages (docs/translating.md, Refusals). */
  said?: Message;
  /** False when the intent was accepted but changed nothing (an idempotent repeat). */
  changed: boolean;
  /** What it changed, when it did (change-set.ts): handed on to the writers that follow. */
  change?: ChangeSet;
};

export type Rejected = {
  ok: false;
  error: string;
  /** Per-field problems for form re-rendering (registration, team edits). */
  fields?: Record<string, string>;
  /** The refusal and each field's problem as messages, for pages in other languages (docs/translating.md, Refusals). */
  why?: Message;
  fieldWhy?: Record<string, Message>;
  /** Maps to a status code at the edge: `conflict` for a keeper's stale match (409), `notFound` (404). */
  kind?: 'invalid' | 'conflict' | 'notFound';
  /** Set only when a stale `rev` was refused (kind `conflict`): the current version, to apply anyway on. */
  rev?: number;
};

export type Result = Applied | Rejected;

/** Small result type for validators. */
export type Check<T> = { ok: true; value: T } | { ok: false; error: string; why?: Message };

/** Parameters of `POST /admin/new`, as received (strings from a form, or JSON values). */
export interface CreateParams {
  name: unknown;
  date: unknown;
  courtCount: unknown;
  teamSize: unknown;
  pointsTo: unknown;
  winBy: unknown;
  cap: unknown;
  bestOf: unknown;
  stages: unknown;
  notes?: unknown;
  /** Optional rules of the elimination stages and the deciding set (docs/api.md, Rules per stage); absent: the main values. */
  bracketBestOf?: unknown;
  bracketPointsTo?: unknown;
  bracketWinBy?: unknown;
  bracketCap?: unknown;
  decidingSetTo?: unknown;
  /** docs/api.md, Tiebreak orders and sport presets: an ordered list of criteria, and a sport whose rules fill the fields left out. */
  tiebreaks?: unknown;
  preset?: unknown;
  /** docs/translating.md: the language its pages default to (`en`, `es`, ...); left out: `en`. */
  language?: unknown;
}
