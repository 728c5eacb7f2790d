// The venue's public document (docs/api.md, Events: `/e/<slug>/state.json` and `/ws/<event>`), built from the divisions' own public
// documents only, so it can hold nothing private.
import { createHash } from 'node:crypto';
import type { EventRef, PublicAlert, PublicMatch, PublicState, TeamRef, UpNextEntry } from '../../shared/engine/types.js';
import type { FeedSource, PublicSnapshot, Served } from '../tournament/hub-types.js';
import type { EventRecord } from './event-types.js';

export interface VenueDoc {
  slug: string;
  name: string;
  date: string;
  banner: string;
  courtCount: number;
  restMin: number;
  divisions: { slug: string; name: string; phase: PublicState['phase']; champion: TeamRef | null }[];
  courts: { court: number; status: 'open' | 'paused'; division: EventRef | null; match: PublicMatch | null; startedAt: number | null }[];
  upNext: (UpNextEntry & { division: EventRef })[];
  recentAlerts: PublicAlert[];
  generatedAt: number;
}

class VenueSnapshot implements Served {
  private json: string | null = null;
  private tag: string | null = null;
  constructor(
    readonly doc: VenueDoc,
    /** The document without its build time, for telling whether the next one shows anything new. */
    readonly shows: string,
  ) {}
  get bytes(): string {
    this.json ??= JSON.stringify(this.doc);
    return this.json;
  }
  get etag(): string {
    this.tag ??= `"${createHash('sha256').update(this.bytes).digest('base64url').slice(0, 27)}"`;
    return this.tag;
  }
}

/** The venue document of `rec` from its divisions' snapshots (in the event's order). */
export function buildVenueDoc(rec: EventRecord, divisions: readonly PublicSnapshot[], now: number): VenueDoc {
  const docs = divisions.map((s) => s.doc);
  const courts: VenueDoc['courts'] = [];
  for (let n = 1; n <= rec.courtCount; n++) {
    let division: EventRef | null = null;
    let match: PublicMatch | null = null;
    let startedAt: number | null = null;
    for (const d of docs) {
      const c = d.courts.find((x) => x.court === n && x.match !== null);
      if (c) {
        division = { slug: d.slug, name: d.name };
        match = c.match;
        startedAt = c.startedAt ?? null;
        break;
      }
    }
    courts.push({ court: n, status: rec.paused.includes(n) ? 'paused' : 'open', division, match, startedAt });
  }
  const upNext = docs
    .flatMap((d) => d.upNext.map((e) => ({ ...e, division: { slug: d.slug, name: d.name } })))
    .sort((x, y) => x.etaMin - y.etaMin || x.court - y.court);
  return {
    slug: rec.slug,
    name: rec.name,
    date: rec.date,
    banner: rec.banner,
    courtCount: rec.courtCount,
    restMin: rec.restMin,
    divisions: docs.map((d) => ({ slug: d.slug, name: d.name, phase: d.phase, champion: d.champion })),
    courts,
    upNext,
    recentAlerts: rec.alerts.map((a) => ({ kind: a.kind, text: a.text, at: a.at, teams: [], match: '' })),
    generatedAt: now,
  };
}

/**
 * One event's venue document as a feed source: rebuilt when the record or a division's snapshot is another
 * object, and a new snapshot only when what it shows changed (docs/api.md, Persistence and pushes: the rule for tournaments).
 */
export class VenueSource implements FeedSource {
  private snap: VenueSnapshot | null = null;
  private inputs: unknown[] = [];
  private subscribers = new Set<(snap: Served) => void>();
  /** The snapshot subscribers last heard of. */
  private told: VenueSnapshot | null = null;

  constructor(
    private read: () => { rec: EventRecord; divisions: PublicSnapshot[] } | null,
    private onEmpty: () => void,
  ) {}

  get closed(): boolean {
    return this.read() === null;
  }

  snapshot(): VenueSnapshot {
    const now = this.read();
    if (!now) return this.snap ?? new VenueSnapshot({} as VenueDoc, '');
    const inputs = [now.rec, ...now.divisions];
    if (this.snap && inputs.length === this.inputs.length && inputs.every((x, i) => x === this.inputs[i])) return this.snap;
    this.inputs = inputs;
    const doc = buildVenueDoc(now.rec, now.divisions, Date.now());
    const { generatedAt: _, ...rest } = doc;
    const shows = JSON.stringify(rest);
    if (this.snap?.shows !== shows) this.snap = new VenueSnapshot(doc, shows);
    return this.snap;
  }

  subscribe(fn: (snap: Served) => void): () => void {
    this.subscribers.add(fn);
    return () => {
      this.subscribers.delete(fn);
      if (this.subscribers.size === 0) this.onEmpty();
    };
  }

  /**
   * Something of the venue may have changed: subscribers hear of a document that shows something new. Compared with
   * what they were last told, not with `snap`: a reader in between (state.json, a venue court room refreshing before
   * its ack) rebuilds `snap` from the new state, and comparing with it kept a keeper's point off /ws until the tick.
   */
  changed(): void {
    if (this.subscribers.size === 0) return;
    const snap = this.snapshot();
    if (snap === this.told) return;
    this.told = snap;
    for (const fn of [...this.subscribers]) {
      try {
        fn(snap);
      } catch (err) {
        console.error('a subscriber of a venue document failed', err);
      }
    }
  }
}
