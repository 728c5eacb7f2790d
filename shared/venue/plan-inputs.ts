// Whether two states of a division plan alike: a live score (points, sets, versions) moves no match on the venue
// plan, so the plan made for the state before it still holds, and a point costs no re-plan of the whole venue.
import type { Match, Tournament } from '../engine/types.js';

/** Match fields a live score changes and the venue plan never reads. */
const SCORE_ONLY = new Set<keyof Match>(['sets', 'live', 'rev', 'changedBy']);
/** Division fields the venue plan never reads (versions, announcements). */
const NOT_PLANNED = new Set<keyof Tournament>(['lastRev', 'alerts', 'banner', 'notes']);

/** True when `next` differs from `prev` only by what no venue plan reads; identity first, so a copy-on-write state costs one pass over the changed matches. */
export function plansAlike(prev: Tournament, next: Tournament): boolean {
  if (prev === next) return true;
  const keys = Object.keys(next) as (keyof Tournament)[];
  if (keys.length !== Object.keys(prev).length) return false;
  for (const k of keys) {
    if (k === 'matches' || NOT_PLANNED.has(k)) continue;
    if (prev[k] !== next[k]) return false;
  }
  if (prev.matches === next.matches) return true;
  const ids = Object.keys(next.matches);
  if (ids.length !== Object.keys(prev.matches).length) return false;
  for (const id of ids) {
    const a = prev.matches[id];
    const b = next.matches[id]!;
    if (a === b) continue;
    if (!a || !scoreOnly(a, b)) return false;
  }
  return true;
}

function scoreOnly(a: Match, b: Match): boolean {
  const keys = Object.keys(b) as (keyof Match)[];
  if (keys.length !== Object.keys(a).length) return false;
  return keys.every((k) => SCORE_ONLY.has(k) || a[k] === b[k]);
}
