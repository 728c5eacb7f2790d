// What a division of an event shows of the venue (docs/api.md, Events): its allowed courts, who else holds them, and its share of the venue
// plan, one plan per event shared by its divisions' projections.
import type { EventRef, Tournament, VenueShare } from '../../shared/engine/types.js';
import { holders } from '../../shared/venue/assign.js';
import { planOf, planVenue } from '../../shared/venue/plan.js';
import { plansAlike } from '../../shared/venue/plan-inputs.js';
import type { VenuePlanEntry } from '../../shared/venue/types.js';
import { type EventRecord, venueOf } from './event-types.js';

/** A plan is reused by the projections of states that plan alike (a live score changes nothing it reads) within this long (ETAs are whole minutes). */
const REUSE_MS = 1_000;

interface Planned {
  record: EventRecord;
  at: number;
  key: Tournament[];
  plan: VenuePlanEntry[];
  elsewhere: Map<number, EventRef>;
}

export class VenueShares {
  private plans = new Map<string, Planned>();

  /** Division `t`'s share of event `rec`; `stateOf` gives the other divisions' states. */
  of(rec: EventRecord, t: Tournament, stateOf: (slug: string) => Tournament | undefined, now: number): VenueShare | null {
    const entry = rec.divisions.find((d) => d.slug === t.slug);
    if (!entry) return null;
    const states = new Map<string, Tournament>();
    for (const d of rec.divisions) {
      const s = d.slug === t.slug ? t : stateOf(d.slug);
      if (s) states.set(d.slug, s);
    }
    const key = [...states.values()];
    let cached = this.plans.get(rec.slug);
    const fresh =
      cached !== undefined &&
      cached.record === rec &&
      cached.at <= now &&
      now - cached.at < REUSE_MS &&
      cached.key.length === key.length &&
      cached.key.every((s, i) => plansAlike(s, key[i]!));
    if (!cached || !fresh) {
      const venue = venueOf(rec);
      const plan = planVenue(venue, states, now);
      const elsewhere = new Map<number, EventRef>();
      for (const [court, h] of holders(venue, states))
        elsewhere.set(court, { slug: h.division, name: states.get(h.division)?.name ?? h.division });
      cached = { record: rec, at: now, key, plan, elsewhere };
      this.plans.set(rec.slug, cached);
    }
    const mine = new Map<number, EventRef>();
    for (const [court, who] of cached.elsewhere) if (who.slug !== t.slug) mine.set(court, who);
    return {
      event: { slug: rec.slug, name: rec.name },
      allowed: entry.courts,
      elsewhere: mine,
      plan: t.phase === 'live' ? planOf(cached.plan, t) : [],
    };
  }

  forget(event: string): void {
    this.plans.delete(event);
  }
}
