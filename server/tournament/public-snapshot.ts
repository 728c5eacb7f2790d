// The public document as served (docs/api.md, Persistence and pushes): a new snapshot only when what it shows changes, its bytes and ETag
// made once, when first read.
import { createHash } from 'node:crypto';
import { sameJson } from '../../shared/engine/json-equal.js';
import { createProjector } from '../../shared/public/projector.js';
import type { ChangeSet } from '../../shared/engine/change-set.js';
import type { PublicMatch, PublicState, Tournament, VenueShare } from '../../shared/engine/types.js';
import type { PublicSnapshot } from './hub-types.js';

export interface Snapshotter {
  current(): PublicSnapshot;
  /**
   * Re-projects the state; returns the new snapshot when the document changed, else null. `change`: what changed
   * since the state last refreshed from (change-set.ts), when known.
   */
  refresh(state: Tournament, now: number, change?: ChangeSet | null): PublicSnapshot | null;
  /**
   * Projects `state` ahead of its refresh (the write path does it while LMDB commits on its own thread), publishing
   * nothing: the next `refresh` of the very same state takes this projection instead of making it then.
   */
  prepare(state: Tournament, now: number, change?: ChangeSet | null): void;
  /** Match `id` of `state` as the public document shows it (built once for the answer and the next projection). */
  match(state: Tournament, id: string): PublicMatch | null;
}

/**
 * The whole-document JSON is as large as the event, so it is made on the first read (state.json, the
 * coalesced /ws push), once per snapshot, and never for a snapshot nobody reads.
 */
class Snapshot implements PublicSnapshot {
  private json: string | null = null;
  private tag: string | null = null;

  constructor(readonly doc: PublicState) {}

  get bytes(): string {
    this.json ??= JSON.stringify(this.doc);
    return this.json;
  }

  get etag(): string {
    this.tag ??= `"${createHash('sha256').update(this.bytes).digest('base64url').slice(0, 27)}"`;
    return this.tag;
  }
}

/**
 * Everything but the build time: two projections that are equal here show the same thing. The projector
 * hands back the very objects of the last document for parts that did not change, so this walks only
 * into what changed; a state that lost its identities (a clone) costs one full comparison.
 */
export function showsSame(x: PublicState, y: PublicState): boolean {
  for (const k in x) {
    if (k === 'generatedAt') continue;
    const key = k as keyof PublicState;
    if (!sameJson(x[key], y[key])) return false;
  }
  return true;
}

/** `venue`: what a division of an event shows of the venue (docs/api.md, Events), asked on every projection; absent for a tournament on its own. */
export function snapshotter(
  state: Tournament,
  now: number,
  venue: (t: Tournament, now: number) => VenueShare | null = () => null,
): Snapshotter {
  const projector = createProjector();
  let snap = new Snapshot(projector.project(state, now));
  // The last projection, which always shows what `snap` shows: compared with it, the next one shares the most objects.
  let last = snap.doc;
  let prepared: { state: Tournament; doc: PublicState } | null = null;
  return {
    current: () => snap,
    prepare(state, at, change) {
      prepared = null;
      prepared = { state, doc: projector.project(state, at, change, venue(state, at)) };
    },
    match(state, id) {
      const m = state.matches[id];
      return m ? projector.match(state, m) : null;
    },
    refresh(next, at, change) {
      // A projection prepared for another state (an older one refreshed meanwhile) waits for its own refresh.
      const early = prepared?.state === next ? prepared.doc : null;
      if (early) prepared = null;
      const candidate = early ?? projector.project(next, at, change, venue(next, at));
      const same = showsSame(candidate, last);
      last = candidate;
      if (same) return null;
      snap = new Snapshot(candidate);
      return snap;
    },
  };
}
