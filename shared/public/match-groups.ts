// The state's matches as the public document groups them (each pool's, the bracket's), carried from one state to the next by what changed.
import { changeBetween, type ChangeSet } from '../engine/change-set.js';
import type { Match, Tournament } from '../engine/types.js';

/** Past this many changed matches, grouping afresh costs no more than following the changes. */
const MOST_CHANGED = 64;

export interface Groups {
  /** The record grouped, and how many matches it holds. */
  of: Tournament['matches'];
  count: number;
  /** Pool matches by pool id, and the other matches; each in the state's order. */
  pools: Map<string, Match[]>;
  bracket: Match[];
}

const NONE: readonly Match[] = Object.freeze([]);

/** The pool's matches in `g` (a shared empty list for a pool without any). */
export const poolMatchesIn = (g: Groups, poolId: string): readonly Match[] => g.pools.get(poolId) ?? NONE;

export function groupMatches(matches: Tournament['matches']): Groups {
  const pools = new Map<string, Match[]>();
  const bracket: Match[] = [];
  const all = Object.values(matches);
  for (const m of all) {
    if (m.stage !== 'pool') bracket.push(m);
    else if (m.poolId !== null) {
      const list = pools.get(m.poolId);
      if (list) list.push(m);
      else pools.set(m.poolId, [m]);
    }
  }
  return { of: matches, count: all.length, pools, bracket };
}

/**
 * The ids of the matches of `to` that are not the very objects of `from`, or null when matches came or
 * went, or too many changed. The engine's change record names them (change-set.ts); other states are scanned.
 */
export function changedMatches(from: Tournament, to: Tournament, count: number, change?: ChangeSet | null): string[] | null {
  if (to.matches === from.matches) return [];
  if (changeBetween(change, from, to)) return change.matches.size > MOST_CHANGED ? null : [...change.matches];
  const out: string[] = [];
  let n = 0;
  for (const id in to.matches) {
    n++;
    if (to.matches[id] !== from.matches[id] && out.push(id) > MOST_CHANGED) return null;
  }
  return n === count ? out : null;
}

/** `prev` with the changed matches put in their places; null when one moved group (or was not grouped), so all must be grouped afresh. */
export function regroup(prev: Groups, matches: Tournament['matches'], changed: readonly string[]): Groups | null {
  const touched = new Map<string, Match[]>();
  let bracket = prev.bracket;
  for (const id of changed) {
    const was = prev.of[id];
    const now = matches[id];
    if (!was || !now) return null;
    if (was === now) continue;
    if (was.stage !== now.stage || was.poolId !== now.poolId) return null;
    if (now.stage === 'pool' && now.poolId === null) continue;
    let list: Match[];
    if (now.stage === 'pool') {
      list = touched.get(now.poolId!) ?? [...(prev.pools.get(now.poolId!) ?? [])];
      touched.set(now.poolId!, list);
    } else {
      if (bracket === prev.bracket) bracket = [...bracket];
      list = bracket;
    }
    const at = list.indexOf(was);
    if (at < 0) return null;
    list[at] = now;
  }
  let pools = prev.pools;
  if (touched.size > 0) {
    pools = new Map(prev.pools);
    for (const [poolId, list] of touched) pools.set(poolId, list);
  }
  return { of: matches, count: prev.count, pools, bracket };
}
