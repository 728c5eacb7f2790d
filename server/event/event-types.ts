// The event record (docs/api.md, Events): an event's settings, its divisions and the venue state the desk changes, as stored.
import type { Change } from '../../shared/engine/types.js';
import type { DivisionEntry, Unlink, VenueEvent } from '../../shared/venue/types.js';

/** A broadcast or alert of the event, shown on the venue's public document. */
export interface EventAlert {
  at: number;
  kind: 'broadcast';
  text: string;
}

export interface EventRecord {
  slug: string;
  name: string;
  /** ISO calendar date (`YYYY-MM-DD`). */
  date: string;
  courtCount: number;
  notes: string;
  restMin: number;
  /** In the event's order; each with the venue courts it may use. */
  divisions: DivisionEntry[];
  unlinks: Unlink[];
  banner: string;
  alerts: EventAlert[];
  /** Venue courts the event desk paused. */
  paused: number[];
  createdAt: number;
  /**
   * Versions of what the event desk changes (docs/api.md, Events: versions): `banner`, `court:<n>`, `link:<a>|<b>`,
   * each with its last change, for the sentence that refuses a stale `rev`. Absent: nothing changed yet (rev 0).
   */
  versions?: Record<string, EventVersion>;
}

/** A version of one thing on the event desk, and who changed it last. */
export interface EventVersion {
  rev: number;
  change: Change;
}

/** What the venue's court engine reads of the record. */
export function venueOf(e: EventRecord): VenueEvent {
  return { courtCount: e.courtCount, restMin: e.restMin, paused: e.paused, divisions: e.divisions, unlinks: e.unlinks };
}
