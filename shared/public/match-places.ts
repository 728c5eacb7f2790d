// Where the public document mentions each match (or planned entry), so a write looks only at the places that changed since the last one.
//
// A match is stored once but shown in several places (the plan, a court's list, its pool or the bracket, a
// court); the doc stores the last mention in a fixed order of places. With the places that mention each id
// remembered, a write compares the places of the last document and the next by identity (both frozen), and
// looks again only at the ids the changed places mention.
import type { PublicMatch, PublicState, UpNextEntry } from '../engine/types.js';

/** One kind of place: `count` of them in a document, each listing some items. */
export interface Places<T> {
  /** The object holding them all: the same one in two documents means no place of this kind changed. */
  of(doc: PublicState): unknown;
  count(doc: PublicState): number;
  /** The object of place `i`: the same one means the place lists the same items. */
  key(doc: PublicState, i: number): unknown;
  items(doc: PublicState, i: number): readonly T[];
}

/** A list per index (`list(x)` of each of `all(doc)`), or null for an item or none (`item(x)`). */
export function listPlaces<X, T>(
  all: (doc: PublicState) => readonly X[],
  key: (x: X) => unknown,
  items: (x: X) => readonly T[],
): Places<T> {
  return {
    of: all,
    count: (doc) => all(doc).length,
    key: (doc, i) => key(all(doc)[i]!),
    items: (doc, i) => items(all(doc)[i]!),
  };
}

/** Each item of a list is a place of its own (the plan, the bracket): one changed entry is one changed place. */
export function itemPlaces<T>(all: (doc: PublicState) => readonly T[]): Places<T> {
  return listPlaces(
    all,
    (x) => x,
    (x) => [x],
  );
}

/** Past this many changed places, looking at everything again costs no more. */
const MOST_PLACES = 48;

/**
 * The ids whose mentions changed, each with the item the doc now stores for it (undefined: mentioned nowhere any more), in the order a full
 * write visits them.
 */
export type Changes<T> = [id: string, item: T | undefined][];

export class Mentions<T extends { id: string }> {
  /** By id, the places (numbered across the kinds, in order) that mention it, ascending; one entry per mention. */
  private at = new Map<string, number[]>();

  constructor(private readonly kinds: readonly Places<T>[]) {}

  /** Every id with the item stored for it (its last mention), in order of first mention; the index starts again from `doc`. */
  all(doc: PublicState): Map<string, T> {
    this.at = new Map();
    const stored = new Map<string, T>();
    this.visit(doc, (place, items) => {
      for (const item of items) {
        stored.set(item.id, item);
        this.mention(item.id, place);
      }
    });
    return stored;
  }

  /**
   * What changed from `prev` (the document the index holds) to `next`, the index brought to `next`; null when
   * the places themselves changed (their number) or too many did: then `all(next)` starts again.
   */
  changes(prev: PublicState, next: PublicState): Changes<T> | null {
    const changed: { kind: Places<T>; i: number; place: number }[] = [];
    let base = 0;
    for (const kind of this.kinds) {
      const n = kind.count(next);
      if (kind.of(next) !== kind.of(prev)) {
        if (kind.count(prev) !== n) return null;
        for (let i = 0; i < n; i++) if (kind.key(next, i) !== kind.key(prev, i)) changed.push({ kind, i, place: base + i });
        if (changed.length > MOST_PLACES) return null;
      }
      base += n;
    }
    const dirty = new Set<string>();
    for (const { kind, i, place } of changed) {
      for (const item of kind.items(prev, i)) {
        this.unmention(item.id, place);
        dirty.add(item.id);
      }
      for (const item of kind.items(next, i)) {
        this.mention(item.id, place);
        dirty.add(item.id);
      }
    }
    const out: { id: string; item: T | undefined; first: number }[] = [];
    for (const id of dirty) out.push({ id, ...this.stored(next, id) });
    // The order a full write visits them in: by first mention (gone ones last; they are only deleted).
    out.sort((x, y) => x.first - y.first);
    return out.map((x) => [x.id, x.item]);
  }

  private visit(doc: PublicState, fn: (place: number, items: readonly T[]) => void): void {
    let base = 0;
    for (const kind of this.kinds) {
      const n = kind.count(doc);
      for (let i = 0; i < n; i++) fn(base + i, kind.items(doc, i));
      base += n;
    }
  }

  /** The items of place `place` of `doc`. */
  private itemsAt(doc: PublicState, place: number): readonly T[] {
    let base = 0;
    for (const kind of this.kinds) {
      const n = kind.count(doc);
      if (place < base + n) return kind.items(doc, place - base);
      base += n;
    }
    return [];
  }

  /** The item stored for `id` (its last mention) and where it is first mentioned, as one ordering number. */
  private stored(doc: PublicState, id: string): { item: T | undefined; first: number } {
    const places = this.at.get(id);
    if (!places) return { item: undefined, first: Number.POSITIVE_INFINITY };
    const last = this.itemsAt(doc, places[places.length - 1]!);
    let item: T | undefined;
    for (let j = last.length - 1; j >= 0 && !item; j--) if (last[j]!.id === id) item = last[j];
    const head = this.itemsAt(doc, places[0]!);
    const within = head.findIndex((x) => x.id === id);
    // Places hold a handful of items (a pool's matches, a court's next three): the position fits under 2^16.
    return { item, first: places[0]! * 65_536 + within };
  }

  private mention(id: string, place: number): void {
    const places = this.at.get(id);
    if (!places) {
      this.at.set(id, [place]);
      return;
    }
    let j = places.length;
    while (j > 0 && places[j - 1]! > place) j--;
    places.splice(j, 0, place);
  }

  private unmention(id: string, place: number): void {
    const places = this.at.get(id);
    const j = places ? places.indexOf(place) : -1;
    if (j < 0) return;
    places!.splice(j, 1);
    if (places!.length === 0) this.at.delete(id);
  }
}

/**
 * The places a match is shown, in the order the doc takes them (a later one's fields are stored): an upNext
 * entry's `court` is the planned court, not the match's own, so entries come first and the match as listed
 * elsewhere replaces them.
 */
export const MATCH_PLACES: readonly Places<PublicMatch>[] = [
  itemPlaces((d) => d.upNext),
  listPlaces(
    (d) => d.courts,
    (c) => c.upNext,
    (c) => c.upNext,
  ),
  listPlaces(
    (d) => d.pools,
    (p) => p.matches,
    (p) => p.matches,
  ),
  itemPlaces((d) => d.bracket),
  listPlaces(
    (d) => d.courts,
    (c) => c.match,
    (c) => (c.match ? [c.match] : []),
  ),
];

/** Court lists may name entries the top-level list lacks (it never happens today; the layout allows it); the top-level list wins. */
export const ENTRY_PLACES: readonly Places<UpNextEntry>[] = [
  listPlaces(
    (d) => d.courts,
    (c) => c.upNext,
    (c) => c.upNext,
  ),
  itemPlaces((d) => d.upNext),
];
