// The venue's vocabulary: an event's settings as the venue's court engine reads them, and what it decides.
import type { Tournament } from '../engine/types.js';

/** One division of an event: a tournament's slug and the venue courts it may use. */
export interface DivisionEntry {
  slug: string;
  /** Venue court numbers this division may use (1..courtCount); the event's default is all of them. */
  courts: readonly number[];
}

/** A player as the venue knows one: the `index`-th of `playerNames` of team `team` in division `division`. */
export interface PlayerRef {
  division: string;
  team: string;
  index: number;
}

/** The organizer's word that two players who share a name are two different people. */
export interface Unlink {
  a: PlayerRef;
  b: PlayerRef;
}

/** The event as the venue's court engine reads it (docs/api.md, Events): no clock, no I/O. */
export interface VenueEvent {
  courtCount: number;
  /** Minutes a team rests between the end of one match and the start of its next (0-120). */
  restMin: number;
  /** Venue courts the desk paused: they take no new match. */
  paused: readonly number[];
  /** In the event's order, which breaks the last ties between divisions. */
  divisions: readonly DivisionEntry[];
  unlinks: readonly Unlink[];
}

/** Every division's current state, by slug. */
export type DivisionStates = ReadonlyMap<string, Tournament>;

/** A match the venue puts on a venue court. */
export interface Assignment {
  court: number;
  division: string;
  match: string;
}

/** A waiting match planned on a venue court (docs/api.md, The court engine: `court` and `etaMin`, venue-wide). */
export interface VenuePlanEntry {
  division: string;
  match: string;
  court: number;
  etaMin: number;
  /** One of its sides waits for the result of a live or planned match. */
  tentative: boolean;
}

/** Who is on a venue court right now. */
export interface CourtHolder {
  court: number;
  division: string;
  match: string;
}
