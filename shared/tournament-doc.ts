// The tournament's own Y.Doc as both sides read it: its root names, and the Tournament it holds (the server on load, the desk on every change).
import type * as Y from 'yjs';
import type { Tournament } from './types.js';

/**
 * Roots of a tournament doc. `teams` and `matches` hold one JSON value per id; every other field of
 * the Tournament is one key of `meta`. `intents`, `acks` and `notes` belong to the Yjs rooms (desk and
 * keeper pads): the server writes only `acks` there, through the write path.
 */
export const ROOTS = { teams: 'teams', matches: 'matches', meta: 'meta', intents: 'intents', acks: 'acks', notes: 'notes' } as const;

/** Rebuilds the Tournament held by a doc; the result shares nothing with the doc. */
export function readState(doc: Y.Doc): Tournament {
  const meta = doc.getMap<unknown>(ROOTS.meta).toJSON();
  const teams = doc.getMap<unknown>(ROOTS.teams).toJSON();
  const matches = doc.getMap<unknown>(ROOTS.matches).toJSON();
  return structuredClone({ ...meta, teams, matches }) as Tournament;
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
    const stops = [
      follow(ROOTS.teams, () => this.teams, (r) => { this.teams = r; }),
      follow(ROOTS.matches, () => this.matches, (r) => { this.matches = r; }),
      follow(ROOTS.meta, () => this.meta, (r) => { this.meta = r; }),
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
    this.meta = doc.getMap<unknown>(ROOTS.meta).toJSON();
    this.state = this.build();
  }

  private built: [unknown, unknown, unknown] = [null, null, null];

  private build(): Tournament | null {
    if (!('slug' in this.meta)) return null;
    if (this.built[0] === this.teams && this.built[1] === this.matches && this.built[2] === this.meta) return this.state;
    this.built = [this.teams, this.matches, this.meta];
    return { ...this.meta, teams: this.teams, matches: this.matches } as unknown as Tournament;
  }

  destroy(): void {
    this.stop();
  }
}
