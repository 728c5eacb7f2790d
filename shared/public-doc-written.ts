// What each public Y.Doc was last given, part by part, so a write skips the parts it is handed again unchanged.
import type * as Y from 'yjs';

/**
 * A frozen part handed over again as the very same object cannot have changed since it was written
 * (the server's projector freezes what it builds and hands unchanged parts back as the same objects),
 * so it is skipped without comparing. Anything else (a part not frozen, or another object) is compared
 * with the doc as before. A change made to the doc by anything but `writePublicDoc` forgets it all.
 */
export class Written {
  private parts = new Map<string, unknown>();
  /** Each team's name by id as the last write's team list named them (matches store their teams by these). */
  names: Map<string, string> | null = null;
  /** The keys of each entity map (teams, matches, upNext, courts, pools) as last written. */
  private keySets = new Map<string, Set<string>>();

  /** True when `value` is frozen and is the very object last written as `part`. */
  has(part: string, value: unknown): boolean {
    return typeof value === 'object' && value !== null && Object.isFrozen(value) && this.parts.get(part) === value;
  }

  note(part: string, value: unknown): void {
    this.parts.set(part, value);
  }

  /** True when the doc's `map` may hold keys not in `keep` (some were written before and are gone now, or nobody knows). */
  mayHoldOthers(map: string, keep: Set<string>): boolean {
    const had = this.keySets.get(map);
    if (!had) return true;
    for (const k of had) if (!keep.has(k)) return true;
    return false;
  }

  /** After a write of `map` that left it holding exactly `keep`; parts of entities gone are let go. */
  holds(map: string, keep: Set<string>): void {
    const had = this.keySets.get(map);
    if (had) for (const k of had) if (!keep.has(k)) this.parts.delete(`${map}:${k}`);
    this.keySets.set(map, keep);
  }
}

const written = new WeakMap<Y.Doc, Written>();
const watched = new WeakSet<Y.Doc>();
/** Transactions `writePublicDoc` wrote in: any other that changed the doc makes its record unreliable. */
const ours = new WeakSet<Y.Transaction>();

/** The record of `doc`, for a write inside `tr`. */
export function writtenIn(doc: Y.Doc, tr: Y.Transaction): Written {
  ours.add(tr);
  if (!watched.has(doc)) {
    watched.add(doc);
    doc.on('afterTransaction', (t: Y.Transaction) => {
      if (!ours.has(t) && t.changed.size > 0) written.delete(doc);
    });
  }
  let w = written.get(doc);
  if (!w) {
    w = new Written();
    written.set(doc, w);
  }
  return w;
}
