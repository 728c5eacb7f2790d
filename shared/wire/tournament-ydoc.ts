// The tournament's own Y.Doc as both sides read it: its root names, and the Tournament it holds (the server on load, the desk on every change).
import type * as Y from 'yjs';
import type { Alert, Court, Tournament } from '../engine/types.js';

/**
 * Roots of a tournament doc. `teams` and `matches` hold one JSON value per id, `courts` one per court
 * number, `alerts` (a Y.Array) the alerts newest first, so a final writes the court it freed and the alert
 * it raised, not every court and alert; every other field of the Tournament is one key of `meta`. Docs
 * written before courts and alerts had roots of their own keep them as `meta` keys until their next write
 * moves them (server/doc-state.ts); readers take `meta`'s while it has them. `intents`, `acks` and `notes`
 * belong to the Yjs rooms (desk and keeper pads): the server writes only `acks` there, through the write path.
 */
export const ROOTS = {
  teams: 'teams',
  matches: 'matches',
  courts: 'courts',
  alerts: 'alerts',
  meta: 'meta',
  intents: 'intents',
  acks: 'acks',
  notes: 'notes',
} as const;

/** A court's key in the `courts` root. */
export const courtKey = (court: number): string => String(court);

/** The courts of a `courts` root's JSON, in court order. */
function courtList(byKey: Record<string, unknown>): Court[] {
  return (Object.values(byKey) as Court[]).sort((x, y) => x.court - y.court);
}

/** The Tournament fields a doc keeps outside `meta`, as its roots hold them (or `meta`, in an older doc). */
function ownRoots(doc: Y.Doc, meta: Record<string, unknown>): { courts: Court[]; alerts: Alert[] } {
  const courts = 'courts' in meta ? (meta.courts as Court[]) : courtList(doc.getMap<unknown>(ROOTS.courts).toJSON());
  const alerts = 'alerts' in meta ? (meta.alerts as Alert[]) : (doc.getArray<Alert>(ROOTS.alerts).toJSON() as Alert[]);
  return { courts, alerts };
}

/** Rebuilds the Tournament held by a doc; the result shares nothing with the doc. */
export function readState(doc: Y.Doc): Tournament {
  const meta = doc.getMap<unknown>(ROOTS.meta).toJSON();
  const teams = doc.getMap<unknown>(ROOTS.teams).toJSON();
  const matches = doc.getMap<unknown>(ROOTS.matches).toJSON();
  return structuredClone({ ...meta, teams, matches, ...ownRoots(doc, meta) }) as Tournament;
}

/** True when the doc holds a tournament at all (its meta was ever written). */
export function hasState(doc: Y.Doc): boolean {
  return doc.getMap(ROOTS.meta).has('slug');
}

/**
 * Follows a doc's Tournament change by change: only the teams, matches and meta keys an update touched are
 * read again, so a keeper's point costs one match, not the whole tournament. The values are the doc's own
 * (never written to: apply() and project() work on copies); `state` is a new object after each change.
 */
export class TournamentReader {
  state: Tournament | null = null;
  private teams: Record<string, unknown> = {};
  private matches: Record<string, unknown> = {};
  private courts: Record<string, unknown> = {};
  private alerts: unknown[] = [];
  private meta: Record<string, unknown> = {};
  private stop: () => void;

  constructor(doc: Y.Doc, onChange: (t: Tournament | null) => void) {
    const follow = (root: string, into: () => Record<string, unknown>, set: (r: Record<string, unknown>) => void) => {
      const map = doc.getMap<unknown>(root);
      const seen = (e: Y.YMapEvent<unknown>) => {
        const next = { ...into() };
        for (const key of e.keysChanged) {
          if (map.has(key)) next[key] = map.get(key);
          else delete next[key];
        }
        set(next);
      };
      map.observe(seen);
      return () => map.unobserve(seen);
    };
    // The alerts are 20 at most: read again whole whenever they change.
    const alerts = doc.getArray<unknown>(ROOTS.alerts);
    const alertsSeen = () => {
      this.alerts = alerts.toArray();
    };
    alerts.observe(alertsSeen);
    const stops = [
      follow(
        ROOTS.teams,
        () => this.teams,
        (r) => {
          this.teams = r;
        },
      ),
      follow(
        ROOTS.matches,
        () => this.matches,
        (r) => {
          this.matches = r;
        },
      ),
      follow(
        ROOTS.courts,
        () => this.courts,
        (r) => {
          this.courts = r;
        },
      ),
      follow(
        ROOTS.meta,
        () => this.meta,
        (r) => {
          this.meta = r;
        },
      ),
      () => alerts.unobserve(alertsSeen),
    ];
    // One new state per transaction, however many roots it touched.
    const done = () => {
      const next = this.build();
      if (next !== this.state) {
        this.state = next;
        onChange(next);
      }
    };
    doc.on('afterTransaction', done);
    this.stop = () => {
      stops.forEach((s) => s());
      doc.off('afterTransaction', done);
    };
    this.teams = doc.getMap<unknown>(ROOTS.teams).toJSON();
    this.matches = doc.getMap<unknown>(ROOTS.matches).toJSON();
    this.courts = doc.getMap<unknown>(ROOTS.courts).toJSON();
    this.alerts = alerts.toArray();
    this.meta = doc.getMap<unknown>(ROOTS.meta).toJSON();
    this.state = this.build();
  }

  private built: unknown[] = [];

  private build(): Tournament | null {
    if (!('slug' in this.meta)) return null;
    const parts = [this.teams, this.matches, this.courts, this.alerts, this.meta];
    if (parts.every((p, i) => p === this.built[i])) return this.state;
    this.built = parts;
    // An older doc keeps courts and alerts in meta until its next write: meta's win while it has them.
    const own = { courts: courtList(this.courts), alerts: this.alerts };
    return { ...own, ...this.meta, teams: this.teams, matches: this.matches } as unknown as Tournament;
  }

  destroy(): void {
    this.stop();
  }
}
