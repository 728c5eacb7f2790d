// The keeper room of a venue court `/yjs/<event>/court/<n>` (docs/api.md, Events): the court doc of whichever division's match is on that
// court, and the pad's intents sent to the division they name.
import type { PublicState } from '../../shared/engine/types.js';
import type { Hub } from '../tournament/hub-types.js';
import type { VenueDoc } from '../event/venue-doc.js';
import { CLOSE } from '../../shared/wire/room-protocol.js';
import { CourtRoom, courtView } from './court-room.js';
import type { Ack } from './synced-intents.js';

/** What the room reads of the events (EventHub fits). */
export interface VenueCourts {
  has(slug: string): boolean;
  record(slug: string): { courtCount: number; divisions: readonly { slug: string }[] } | null;
  venue(slug: string): { closed: boolean; snapshot(): { doc: unknown }; subscribe(fn: () => void): () => void } | null;
  /** Tells of each event deleted (the event desk's presence room closes 4404). */
  onRemove?(fn: (slug: string) => void): () => void;
}

/**
 * The pad's view of a venue court: the division whose match is on it (`division`, its rules, its match, as a
 * tournament's court doc has them) under the event's name; a free court has no division and no rules, and its
 * next match is the venue's next for that court, whichever division it belongs to.
 */
export function venueCourtView(venue: VenueDoc, divisionDoc: (slug: string) => PublicState | null, court: number): Record<string, unknown> {
  const c = venue.courts.find((x) => x.court === court);
  const on = c?.division ? divisionDoc(c.division.slug) : null;
  const base = on ? courtView(on, court) : { court, phase: 'live', status: 'open', reason: null, rules: null, match: null, next: null };
  const up = venue.upNext.find((e) => e.court === court);
  const side = (s: 'a' | 'b') => up?.[s]?.name ?? null;
  return {
    ...base,
    tournament: venue.name,
    division: on && c?.division ? { slug: c.division.slug, name: c.division.name } : null,
    // paused by the event desk (venue) or by the division's own desk
    status: c?.status === 'paused' ? 'paused' : base.status,
    next: up
      ? {
          id: up.id,
          label: up.label,
          stage: up.stage,
          round: up.round,
          slot: up.slot,
          poolId: up.poolId,
          a: side('a'),
          b: side('b'),
          etaMin: up.etaMin,
          tentative: up.tentative,
          division: { slug: up.division.slug, name: up.division.name },
        }
      : null,
  };
}

export class VenueCourtRoom extends CourtRoom {
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly venueHub: Hub,
    private readonly events: VenueCourts,
    slug: string,
    court: number,
    onClose: (r: CourtRoom) => void,
    log: (line: string) => void,
  ) {
    super(venueHub, slug, court, onClose, log);
  }

  /** Before a keeper joins: follows the venue document (every division's changes reach it) and shows the court now. */
  follow(): void {
    this.wake();
    if (!this.unsubscribe) {
      const source = this.events.venue(this.slug);
      if (!source) return this.close(CLOSE.gone, 'event deleted');
      this.unsubscribe = source.subscribe(() => this.refresh());
    }
    this.refresh();
  }

  override close(code: number, reason: string): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    super.close(code, reason);
  }

  /** After a dispatch the division's snapshot is already refreshed: the view follows before the ack, so no old score flashes. */
  protected override beforeAck(): void {
    this.refresh();
  }

  /**
   * The division the pad named: match ids repeat across divisions, so an intent goes only to the division
   * whose match the pad showed. A match that left the court is then refused by that division (not the live
   * match on the court), never applied to the match another division put there.
   */
  protected override targetOf(value: unknown): string | Ack {
    const division = (value as { division?: unknown }).division;
    if (typeof division !== 'string' || division === '')
      return { ok: false, kind: 'invalid', error: 'This score names no division. Reload the pad and enter it again.' };
    if (!this.events.record(this.slug)?.divisions.some((d) => d.slug === division))
      return { ok: false, kind: 'notFound', error: `There is no division "${division.slice(0, 80)}" in this event.` };
    return division;
  }

  private refresh(): void {
    if (this.doc.isDestroyed) return;
    const source = this.events.venue(this.slug);
    if (!source || source.closed) return this.close(CLOSE.gone, 'event deleted');
    const venue = source.snapshot().doc as VenueDoc;
    if (!Array.isArray(venue.courts)) return;
    this.writeView(venueCourtView(venue, (slug) => this.venueHub.tournament(slug)?.snapshot().doc ?? null, this.court));
  }
}
