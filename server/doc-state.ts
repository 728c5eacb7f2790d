// The mapping between a Tournament and its Y.Doc: entities keyed by id, written by diffing so only changes travel.
// The roots and the reader are shared with the desk (shared/tournament-doc.ts); writing is the server's alone.
import type * as Y from 'yjs';
import { ROOTS } from '../shared/tournament-doc.js';
import type { Tournament } from '../shared/types.js';
import { sameJson } from '../shared/json-equal.js';
import { matchesChanged } from '../shared/cow.js';

export { ROOTS, hasState, readState } from '../shared/tournament-doc.js';

const ENTITY_KEYS = ['teams', 'matches'] as const;

/** Values are stored as detached copies, so later edits of a state object can never reach into the doc. */
const copy = <T>(v: T): T => (v === undefined ? v : structuredClone(v));


/** Writes what differs between `prev` (null: an empty doc) and `next`. Call inside `doc.transact`. */
export function writeState(doc: Y.Doc, prev: Tournament | null, next: Tournament): void {
  for (const root of ENTITY_KEYS) {
    const map = doc.getMap<unknown>(ROOTS[root]);
    const before: Record<string, unknown> = prev ? prev[root] : {};
    const after: Record<string, unknown> = next[root];
    // States are persistent (shared/cow.ts): the same record, or the same entity, is unchanged; an intent
    // that worked by copy on write names the matches it changed.
    if (before === after) continue;
    const touched = root === 'matches' && prev ? matchesChanged(prev, next) : null;
    if (!touched) for (const id of Object.keys(before)) if (!(id in after)) map.delete(id);
    for (const id of touched ?? Object.keys(after)) {
      const old = before[id];
      const value = after[id];
      if (old === value) continue;
      if (old === undefined || !sameJson(old, value)) map.set(id, copy(value));
    }
  }
  const meta = doc.getMap<unknown>(ROOTS.meta);
  const rest = (t: Tournament | null): Record<string, unknown> => {
    if (!t) return {};
    const { teams: _teams, matches: _matches, ...fields } = t;
    return fields;
  };
  const before = rest(prev);
  const after = rest(next);
  for (const key of Object.keys(before)) if (!(key in after)) meta.delete(key);
  for (const [key, value] of Object.entries(after)) {
    if (key in before && before[key] === value) continue;
    if (!(key in before) || !sameJson(before[key], value)) meta.set(key, copy(value));
  }
}
