// A loaded tournament's public side: its snapshot, the subscribers told of each new one, and the refresh a write schedules
// for after its answer (docs/architecture.md, The write path, steps 3 and 5). The live tournament (live-tournament.ts) owns
// the state; this part projects it.
import { followedBy, type ChangeSet } from '../../shared/engine/change-set.js';
import type { PublicMatch, Tournament, VenueShare } from '../../shared/engine/types.js';
import type { PublicSnapshot } from './hub-types.js';
import { snapshotter, type Snapshotter } from './public-snapshot.js';

/** What the public side reads of its tournament: the current state, and whether the room was dropped. */
export interface PublicSource {
  readonly slug: string;
  readonly closed: boolean;
  state(): Tournament;
}

export class PublicSide {
  private snaps: Snapshotter;
  private subscribers = new Set<(snap: PublicSnapshot) => void>();
  /** The refresh a write scheduled for after its answer; null when the snapshot shows the current state. */
  private due: NodeJS.Immediate | null = null;
  /**
   * What the writes since the last refresh changed, from the state it projected to the current one, for the projector
   * (null when unknown: it then compares by identity).
   */
  private unprojected: ChangeSet | null = null;
  /** The state the snapshot was last refreshed from. */
  private projected: Tournament;
  /** Whether projections may ask the venue yet (not while the hub is loading this room). */
  private venueReady = false;
  /** A division of an event whose snapshot has not yet been projected with the venue. */
  private venueDue = false;

  constructor(
    private source: PublicSource,
    state: Tournament,
    venue?: (t: Tournament, now: number) => VenueShare | null,
  ) {
    this.projected = state;
    // The first projection is made without the venue: it may run while the hub is still loading this room, and
    // the venue reads every division. The first read projects again with it (`venueDue`).
    this.snaps = snapshotter(state, Date.now(), (t, now) => (this.venueReady ? (venue?.(t, now) ?? null) : null));
    this.venueDue = venue !== undefined;
    this.venueReady = true;
  }

  /** The latest snapshot: a refresh still due runs first, so a reader never sees a state older than the last answer. */
  snapshot(): PublicSnapshot {
    if (this.venueDue) {
      this.venueDue = false;
      this.refreshDue();
    }
    if (this.due) this.refreshDue();
    return this.snaps.current();
  }

  /** Match `id` of `state` as the public document shows it: built once for a keeper's answer and the next refresh. */
  match(state: Tournament, id: string): PublicMatch | null {
    return this.snaps.match(state, id);
  }

  subscribe(fn: (snap: PublicSnapshot) => void): () => void {
    this.subscribers.add(fn);
    return () => this.subscribers.delete(fn);
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  /** Adds a write's change to those the next refresh projects. */
  noteChange(change: ChangeSet | undefined): void {
    if (change) this.unprojected = this.sinceProjected(change);
  }

  /** The state changed in a way no change record tells (updates followed from another instance): the next refresh compares by identity. */
  forgetChanges(): void {
    this.unprojected = null;
  }

  /** Projects a state not yet stored, for its refresh; a projection that throws is left to the refresh to report. */
  prepare(state: Tournament, change: ChangeSet | undefined): void {
    try {
      this.snaps.prepare(state, Date.now(), change ? this.sinceProjected(change) : null);
    } catch {
      // The refresh projects again and logs why it failed.
    }
  }

  /**
   * The public side of a write (projection, the public Y.Doc, the feed) runs after its answer has left: one
   * refresh on the next turn of the event loop, for however many writes came before it.
   */
  schedule(): void {
    this.due ??= setImmediate(() => this.refreshDue());
  }

  /** Re-projects; subscribers hear only about a document that shows something new (docs/api.md, Persistence and pushes). */
  refresh(now: number): void {
    if (this.due) clearImmediate(this.due);
    this.due = null;
    const current = this.source.state();
    const snap = this.snaps.refresh(current, now, this.unprojected);
    // Projected whole (a projection that throws leaves these as they were).
    this.projected = current;
    this.unprojected = null;
    if (!snap) return;
    for (const fn of [...this.subscribers]) {
      // One failing subscriber must not keep the others (the feed, the public doc, the court rooms) behind.
      try {
        fn(snap);
      } catch (err) {
        console.error(`a subscriber of ${this.source.slug} failed on a new snapshot`, err);
      }
    }
  }

  /** What changed since the state last projected once `change` is added; null when unknown (a change that does not follow on). */
  private sinceProjected(change: ChangeSet): ChangeSet | null {
    const from = this.unprojected ? this.unprojected.to : this.projected;
    if (change.from !== from) return null;
    return this.unprojected ? followedBy(this.unprojected, change) : change;
  }

  /** Runs the scheduled refresh; it is nobody's request, so a failure is logged and the last snapshot stays. */
  private refreshDue(): void {
    if (this.source.closed) {
      this.due = null;
      return;
    }
    try {
      this.refresh(Date.now());
    } catch (err) {
      console.error(`public refresh of ${this.source.slug} failed; the last snapshot stays`, err);
    }
  }
}
