// The rules of a stage and of each set (docs/api.md, Rules per stage): which target, win-by and cap a set plays to. Its own module,
// apart from the validators in rules.ts (which re-exports it), so the public pages' bundle carries only these few lines.
import type { MatchStage, PublicRules, Rules, StageRules } from './types.js';

/** What decides when one set ends. */
export type SetRules = Pick<StageRules, 'pointsTo' | 'winBy' | 'cap'>;

/** Sets one side must win to take the match. */
export function setsToWin(rules: Pick<StageRules, 'bestOf'>): number {
  return Math.ceil(rules.bestOf / 2);
}

/** The rules of a match's stage: the main (pool) rules, or the bracket's for stages bracket, losers and final. */
export function stageRules(rules: Rules, stage: MatchStage): StageRules {
  // Tournaments made before bracket rules existed have none: their bracket plays by the main rules.
  const own = stage !== 'pool' && rules.bracket ? rules.bracket : rules;
  return { pointsTo: own.pointsTo, winBy: own.winBy, cap: own.cap, bestOf: own.bestOf };
}

/**
 * The rules as the public document shows them: the six of docs/api.md, The public document (Rules), then the bracket's and the deciding
 * set's, always present.
 */
export function publicRules(rules: Rules): PublicRules {
  return {
    teamSize: rules.teamSize,
    pointsTo: rules.pointsTo,
    winBy: rules.winBy,
    cap: rules.cap,
    bestOf: rules.bestOf,
    tiebreaks: [...rules.tiebreaks],
    bracket: stageRules(rules, 'bracket'),
    decidingSetTo: rules.decidingSetTo ?? 0,
  };
}

/** True for the last possible set of a best of 3 or 5 when the tournament plays it to its own target. */
export function isDecidingSet(rules: Rules, stage: MatchStage, setNumber: number): boolean {
  const bestOf = stageRules(rules, stage).bestOf;
  return (rules.decidingSetTo ?? 0) > 0 && bestOf > 1 && setNumber === bestOf;
}

/**
 * The rules of set `setNumber` (counted from 1) of a match of `stage`: the stage's rules, except that a
 * deciding set is played to `decidingSetTo` with the stage's win-by, and the stage's cap only when that cap
 * is none or not below the deciding target (a cap of 23 means nothing for a set to 25). Every validator,
 * the keeper pad and the printed sheets ask this one function.
 */
export function setRules(rules: Rules, stage: MatchStage, setNumber: number): StageRules {
  const own = stageRules(rules, stage);
  if (!isDecidingSet(rules, stage, setNumber)) return own;
  const to = rules.decidingSetTo!;
  return { ...own, pointsTo: to, cap: own.cap === 0 || own.cap >= to ? own.cap : 0 };
}
