// What one write changed: worked out once, by the engine, with the new state, and handed on to every
// writer that follows (the tournament Y.Doc, the projection and through it the public side), instead of each one
// finding out again.
import type { Court, Tournament } from './types.js';

/**
 * The parts of `to` that are not the very objects of `from`. States are persistent (copy-on-write.ts): what a
 * change does not name is the same object in both, so a reader may skip it without looking.
 */
export interface ChangeSet {
  from: Tournament;
  to: Tournament;
  /** Top-level fields holding another value or object (`matches`, `courts`, `teams`, `alerts`, `queue`, `name`...). */
  fields: ReadonlySet<keyof Tournament>;
  /** Ids of the matches added, removed or changed. */
  matches: ReadonlySet<string>;
  /** Numbers of the courts added, removed or changed. */
  courts: ReadonlySet<number>;
}

const NONE: ReadonlySet<never> = new Set();

/**
 * The change from `from` to `to`. `touched`: the matches a copy-on-write intent copied (a superset of those it
 * changed, so none is missed); without it the record is scanned by identity, which the rare intents that work on
 * a full copy can afford (reshare gave every equal match its old object back).
 */
export function changeSet(from: Tournament, to: Tournament, touched: ReadonlySet<string> | null): ChangeSet {
  const fields = new Set<keyof Tournament>();
  for (const k of new Set([...Object.keys(from), ...Object.keys(to)]) as Set<keyof Tournament>) {
    if (from[k] !== to[k]) fields.add(k);
  }
  let matches: ReadonlySet<string> = NONE;
  if (fields.has('matches')) {
    if (touched) matches = new Set([...touched].filter((id) => from.matches[id] !== to.matches[id]));
    else {
      const ids = new Set<string>();
      for (const id in to.matches) if (from.matches[id] !== to.matches[id]) ids.add(id);
      for (const id in from.matches) if (!(id in to.matches)) ids.add(id);
      matches = ids;
    }
  }
  return { from, to, fields, matches, courts: fields.has('courts') ? changedCourts(from.courts, to.courts) : NONE };
}

function changedCourts(before: Court[], after: Court[]): ReadonlySet<number> {
  const was = new Map(before.map((c) => [c.court, c]));
  const out = new Set<number>();
  for (const c of after) if (was.get(c.court) !== c) out.add(c.court);
  const still = new Set(after.map((c) => c.court));
  for (const c of before) if (!still.has(c.court)) out.add(c.court);
  return out;
}

/** `a` then `b` (b made from a's new state) as one change; null when they do not follow each other. */
export function followedBy(a: ChangeSet, b: ChangeSet): ChangeSet | null {
  if (a.to !== b.from) return null;
  const union = <T>(x: ReadonlySet<T>, y: ReadonlySet<T>): ReadonlySet<T> => (y.size === 0 ? x : x.size === 0 ? y : new Set([...x, ...y]));
  return {
    from: a.from,
    to: b.to,
    fields: union(a.fields, b.fields),
    matches: union(a.matches, b.matches),
    courts: union(a.courts, b.courts),
  };
}

/** True when `c` tells what changed from exactly `from` to exactly `to`. */
export const changeBetween = (c: ChangeSet | null | undefined, from: Tournament | null, to: Tournament): c is ChangeSet =>
  c != null && c.from === from && c.to === to;
