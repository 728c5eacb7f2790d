// States as a persistent engine returns them: whatever an intent left unchanged keeps the object of the state before.
import { sameJson } from '../../shared/engine/json-equal.js';
import type { Tournament } from '../../shared/engine/types.js';

/** Each entry of `next` that equals the one of `prev` under the same key takes its object; the record too when all do. */
function shareRecord<T>(prev: Record<string, T>, next: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  let all = Object.keys(prev).length === Object.keys(next).length;
  for (const [k, v] of Object.entries(next)) {
    const was = prev[k];
    const same = was !== undefined && sameJson(was, v);
    out[k] = same ? was : v;
    if (!same) all = false;
  }
  return all ? prev : out;
}

/** The same for a list: an item equal to one of `prev` (anywhere: alerts move down as new ones come) takes its object. */
function shareList<T>(prev: T[], next: T[]): T[] {
  const out = next.map((v, i) => (i < prev.length && sameJson(prev[i], v) ? prev[i]! : (prev.find((p) => sameJson(p, v)) ?? v)));
  return out.length === prev.length && out.every((v, i) => v === prev[i]) ? prev : out;
}

/**
 * `next` rebuilt so that its unchanged matches, teams, courts, pools, alerts, lists and rules are the very
 * objects of `prev`, as the persistent engine (issue 9) gives them; a state equal to `prev` is `prev`.
 */
export function shareUnchanged(prev: Tournament, next: Tournament): Tournament {
  if (sameJson(prev, next)) return prev;
  const pick = <T>(was: T, now: T): T => (sameJson(was, now) ? was : now);
  return {
    ...next,
    rules: pick(prev.rules, next.rules),
    stages: pick(prev.stages, next.stages),
    teams: shareRecord(prev.teams, next.teams),
    matches: shareRecord(prev.matches, next.matches),
    pools: shareList(prev.pools, next.pools),
    courts: shareList(prev.courts, next.courts),
    alerts: shareList(prev.alerts, next.alerts),
    queue: pick(prev.queue, next.queue),
    bracket: pick(prev.bracket, next.bracket),
  };
}
