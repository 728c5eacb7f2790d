// The venue write path's shared steps: staging every division's new court orders, and committing a venue step's writes in one transaction.
import type { Tournament } from '../../shared/engine/types.js';
import { ordersChange, ordersFor, type VenueStep } from '../../shared/venue/step.js';
import type { Append, Store } from '../store/store.js';
import type { Actor, DispatchOptions } from '../tournament/hub-types.js';
import type { TournamentHub } from '../tournament/hub.js';
import type { LiveTournament, Staged } from '../tournament/live-tournament.js';
import type { EventRecord } from './event-types.js';

const ENGINE: Actor = { name: 'engine', role: 'engine' };

/** What committing needs of the event hub. */
export interface VenueCommit {
  store: Store;
  hub: TournamentHub;
  eventOf: (division: string) => EventRecord | null;
  notify: (eventSlug: string) => void;
}

/** Stages a tick for every division (but `skip`) whose orders in `step` change something; each staged write goes to `out`. */
export function stageOrders(
  rooms: Map<string, LiveTournament>,
  states: Map<string, Tournament>,
  step: VenueStep,
  now: number,
  skip: string | null,
  out: [LiveTournament, Staged][],
): void {
  // A throw here leaves staged writes in the docs of rooms that will never commit them: those rooms reload from the store.
  try {
    for (const [slug, r] of rooms) {
      if (slug === skip) continue;
      const t = states.get(slug)!;
      const orders = ordersFor(step, slug);
      if (!ordersChange(t, orders)) continue;
      const s = r.stage({ type: 'tick' }, ENGINE, undefined, now, () => orders);
      if (s.result.ok && s.result.changed) states.set(slug, s.result.state);
      out.push([r, s]);
    }
  } catch (err) {
    for (const [room] of out) room.failed();
    throw err;
  }
}

/** Every staged append in one store transaction; then each division publishes. A failed commit drops every room it touched. */
export async function commitStaged(
  venue: VenueCommit,
  all: [LiveTournament, Staged][],
  options?: DispatchOptions,
  extra: { slug: string; append: Append }[] = [],
  alone = false,
): Promise<void> {
  const rows: { slug: string; append: Append }[] = [...extra];
  for (const [room, s] of all) if (s.append) rows.push({ slug: room.slug, append: s.append });
  if (rows.length > 0) {
    try {
      await venue.store.appendMany(rows, () => {
        for (const [, s] of all) s.meanwhile();
      });
    } catch (err) {
      for (const [room] of all) room.failed();
      throw err;
    }
  }
  for (const [, s] of all) s.finish(options);
  // Every division of the venue may show new courts or ETAs once any of them changed.
  const touched = new Set(all.map(([room]) => room.slug));
  const rec = touched.size > 0 ? venue.eventOf([...touched][0]!) : null;
  if (!alone) for (const d of rec?.divisions ?? []) if (!touched.has(d.slug)) venue.hub.tournament(d.slug)?.venueChanged();
  if (rec) venue.notify(rec.slug);
  for (const [room, s] of all) if (s.append && !room.closed) await room.committed(s.append);
}
