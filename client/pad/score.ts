// The running score of one match on the pad: points, finished sets, and when a set or the match is over, by the project's own rules (shared/rules.ts).
import { checkResult, checkSet, setTarget } from '../../shared/rules.js';
import { setCount } from '../../shared/format.js';
import type { Rules, SetScore } from '../../shared/types.js';

/** What a keeper intent carries: the running set's points and the sets finished before it (never the deciding one). */
export interface Score {
  a: number;
  b: number;
  sets: SetScore[];
}

export type SideIndex = 0 | 1;

export const ZERO: Score = { a: 0, b: 0, sets: [] };

/**
 * The rules of set `n` (0-based) of a match. One place to change when rules differ per stage or for
 * the deciding set (CONTRACT 10): the court doc carries the tournament's rules, and those are used for every set.
 */
export function setRules(rules: Rules, _n: number): Rules {
  return rules;
}

/** The running set, if its points end it: a set is over exactly when checkSet accepts it. */
export function runningSetDone(rules: Rules, s: Score): boolean {
  return checkSet(setRules(rules, s.sets.length), [s.a, s.b]).ok;
}

/** Every set of the match when the running set has ended it, else null: what a final sends. */
export function finalSets(rules: Rules, s: Score): SetScore[] | null {
  if (!runningSetDone(rules, s)) return null;
  const sets: SetScore[] = [...s.sets, [s.a, s.b]];
  return checkResult(rules, sets).ok ? sets : null;
}

/** The most points a side may have: the cap, or the live score's bound (CONTRACT 5). */
const maxPoints = (rules: Rules) => (rules.cap > 0 ? rules.cap : 99);

/**
 * The score after a point for `side`. A point that ends a set that does not decide the match starts the
 * next set at 0-0 (the finished set goes into `sets`); a point that decides the match leaves it on the
 * running score, for the final. Null when no point can be added (the match is decided, or at the bound).
 */
export function addPoint(rules: Rules, from: Score, side: SideIndex): Score | null {
  if (finalSets(rules, from)) return null;
  // a finished set still on the running score (the desk typed it so) counts as finished
  const s = runningSetDone(rules, from) ? { a: 0, b: 0, sets: [...from.sets, [from.a, from.b] as SetScore] } : from;
  const next: Score = side === 0 ? { ...s, a: s.a + 1 } : { ...s, b: s.b + 1 };
  if (Math.max(next.a, next.b) > maxPoints(rules)) return null;
  if (runningSetDone(rules, next) && !finalSets(rules, next)) return { a: 0, b: 0, sets: [...s.sets, [next.a, next.b]] };
  return next;
}

/** The score with one point taken from `side` (a correction, when there is no history to undo). */
export function takePoint(s: Score, side: SideIndex): Score | null {
  const pts = side === 0 ? s.a : s.b;
  if (pts === 0) return null;
  return side === 0 ? { ...s, a: s.a - 1 } : { ...s, b: s.b - 1 };
}

/** Sets won by each side so far. */
export const setsWon = (s: Score): [number, number] => setCount(s.sets);

/** The point the running set is played to now: "to 21", and "to 23" once 21-21 needs a lead of two. */
export function runningTarget(rules: Rules, s: Score): number {
  return setTarget(setRules(rules, s.sets.length), Math.min(s.a, s.b));
}

export const sameScore = (x: Score | null, y: Score | null): boolean =>
  x !== null && y !== null && x.a === y.a && x.b === y.b && JSON.stringify(x.sets) === JSON.stringify(y.sets);
