// The mapping between a Tournament and its Y.Doc: entities keyed by id, written by diffing so only changes travel.
// The roots and the reader are shared with the desk (shared/tournament-doc.ts); writing is the server's alone.
import type * as Y from 'yjs';
import { courtKey, ROOTS } from '../../shared/wire/tournament-ydoc.js';
import { editArray } from '../../shared/wire/y-array-edit.js';
import type { Alert, Court, Tournament } from '../../shared/engine/types.js';
import { sameJson } from '../../shared/engine/json-equal.js';
import { changeBetween, type ChangeSet } from '../../shared/engine/change-set.js';

export { ROOTS, hasState, readState } from '../../shared/wire/tournament-ydoc.js';

const ENTITY_KEYS = ['teams', 'matches'] as const;
/** The Tournament fields with roots of their own; every other field is a key of `meta`. */
const OWN_ROOTS: ReadonlySet<string> = new Set(['teams', 'matches', 'courts', 'alerts']);

/**
 * Values are stored as the state's own objects, not copies: states are persistent (shared/engine/copy-on-write.ts), so no
 * later write changes an object once `apply` returned it, and nothing on the server edits what the doc holds (readState
 * clones). Copying them cost a third of this writer's time and allocation on a final (docs/benchmarks.md).
 */
const copy = <T>(v: T): T => v;

/**
 * Writes what differs between `prev` (null: an empty doc) and `next`. Call inside `doc.transact`. `change`, the
 * engine's record of what made `next` from `prev` (change-set.ts), names the matches to look at; without it
 * every match is compared.
 */
export function writeState(doc: Y.Doc, prev: Tournament | null, next: Tournament, change?: ChangeSet): void {
  const known = changeBetween(change, prev, next) ? change : null;
  for (const root of ENTITY_KEYS) {
    const map = doc.getMap<unknown>(ROOTS[root]);
    const before: Record<string, unknown> = prev ? prev[root] : {};
    const after: Record<string, unknown> = next[root];
    // States are persistent (copy-on-write.ts): the same record, or the same entity, is unchanged.
    if (before === after) continue;
    const touched = root === 'matches' && known ? known.matches : null;
    if (!touched) for (const id of Object.keys(before)) if (!(id in after)) map.delete(id);
    for (const id of touched ?? Object.keys(after)) {
      const old = before[id];
      const value = after[id];
      if (old === value) continue;
      if (value === undefined) {
        map.delete(id);
        continue;
      }
      if (old === undefined || !sameJson(old, value)) map.set(id, copy(value));
    }
  }
  const meta = doc.getMap<unknown>(ROOTS.meta);
  // A doc written before courts and alerts had roots of their own holds them in meta: this write moves them.
  const legacy = (key: 'courts' | 'alerts') => {
    if (!meta.has(key)) return false;
    meta.delete(key);
    return true;
  };
  writeCourts(doc.getMap<unknown>(ROOTS.courts), legacy('courts') || !prev ? [] : prev.courts, next.courts);
  writeAlerts(doc.getArray<unknown>(ROOTS.alerts), legacy('alerts') || !prev ? [] : prev.alerts, next.alerts);
  if (known) {
    // The engine named the fields that hold new values: a final changes a few counters, not the ~20 meta keys.
    for (const key of known.fields) {
      if (OWN_ROOTS.has(key)) continue;
      if (!(key in next)) meta.delete(key);
      else if (!(key in prev!) || !sameJson(prev![key], next[key])) meta.set(key, copy(next[key]));
    }
    return;
  }
  const rest = (t: Tournament | null): Record<string, unknown> => {
    if (!t) return {};
    const { teams: _teams, matches: _matches, courts: _courts, alerts: _alerts, ...fields } = t;
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

/** One entry per court number: a court that changed is written alone. */
function writeCourts(map: Y.Map<unknown>, before: Court[], after: Court[]): void {
  if (before === after) return;
  const was = new Map(before.map((c) => [c.court, c]));
  const keep = new Set(after.map((c) => courtKey(c.court)));
  for (const c of before) if (!keep.has(courtKey(c.court))) map.delete(courtKey(c.court));
  for (const c of after) {
    const old = was.get(c.court);
    if (old === c) continue;
    if (old === undefined || !sameJson(old, c)) map.set(courtKey(c.court), copy(c));
  }
}

/** Alerts newest first, edited in place (shared/wire/y-array-edit.ts): a final's new calls, not the twenty. */
function writeAlerts(arr: Y.Array<unknown>, before: Alert[], after: Alert[]): void {
  if (before === after) return;
  editArray<unknown>(arr, before, after, (x, y) => x === y || sameJson(x, y), copy);
}
