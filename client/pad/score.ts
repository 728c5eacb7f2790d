// The running score of one match on the pad: points, finished sets, and when a set or the match is over, by the project's own rules (shared/rules.ts).
import { checkResult, checkSet, setRules, setTarget } from '../../shared/engine/rules.js';
import { setCount } from '../../shared/view/format.js';
import type { MatchStage, Rules, SetScore } from '../../shared/engine/types.js';

/** What a keeper intent carries: the running set's points and the sets finished before it (never the deciding one). */
export interface Score {
  a: number;
  b: number;
  sets: SetScore[];
}

/** The tournament's rules and the match's stage: with the set's number, shared/rules.ts setRules says how a set is played. */
export interface Play {
  rules: Rules;
  stage: MatchStage;
}

export type SideIndex = 0 | 1;

export const ZERO: Score = { a: 0, b: 0, sets: [] };

/** The rules of the set being played (a deciding set may be shorter, a bracket set longer). */
const runningRules = (p: Play, s: Score) => setRules(p.rules, p.stage, s.sets.length + 1);

/** The running set, if its points end it: a set is over exactly when checkSet accepts it. */
export function runningSetDone(p: Play, s: Score): boolean {
  return checkSet(runningRules(p, s), [s.a, s.b]).ok;
}

/** Every set of the match when the running set has ended it, else null: what a final sends. */
export function finalSets(p: Play, s: Score): SetScore[] | null {
  if (!runningSetDone(p, s)) return null;
  const sets: SetScore[] = [...s.sets, [s.a, s.b]];
  return checkResult(p.rules, sets, p.stage).ok ? sets : null;
}

/**
 * The score after a point for `side`. A point that ends a set that does not decide the match starts the
 * next set at 0-0 (the finished set goes into `sets`); a point that decides the match leaves it on the
 * running score, for the final. Null when no point can be added (the match is decided, or at the bound).
 */
export function addPoint(p: Play, from: Score, side: SideIndex): Score | null {
  if (finalSets(p, from)) return null;
  // a finished set still on the running score (the desk typed it so) counts as finished
  const s = runningSetDone(p, from) ? { a: 0, b: 0, sets: [...from.sets, [from.a, from.b] as SetScore] } : from;
  const next: Score = side === 0 ? { ...s, a: s.a + 1 } : { ...s, b: s.b + 1 };
  // the live score's bound (docs/api.md, Rules and results): the running set's cap, else 99
  const cap = runningRules(p, s).cap;
  if (Math.max(next.a, next.b) > (cap > 0 ? cap : 99)) return null;
  if (runningSetDone(p, next) && !finalSets(p, next)) return { a: 0, b: 0, sets: [...s.sets, [next.a, next.b]] };
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
export function runningTarget(p: Play, s: Score): number {
  return setTarget(runningRules(p, s), Math.min(s.a, s.b));
}

export const sameScore = (x: Score | null, y: Score | null): boolean =>
  x !== null && y !== null && x.a === y.a && x.b === y.b && JSON.stringify(x.sets) === JSON.stringify(y.sets);
