// Set and match validation, score text parsing and live score bounds (docs/api.md, Rules and results), by the rules of each stage and set
// (docs/api.md, Rules per stage).
import type { Check, MatchStage, Rules, SetScore, Side } from './types.js';

export { isDecidingSet, publicRules, setRules, setsToWin, stageRules, type SetRules } from './set-rules.js';
import { setRules, setsToWin, stageRules, type SetRules } from './set-rules.js';

/** An integer from a number or a string of digits (form fields arrive as strings), else null. */
export function toInt(v: unknown): number | null {
  if (typeof v === 'number') return Number.isSafeInteger(v) ? v : null;
  if (typeof v !== 'string') return null;
  const s = v.trim();
  if (!/^\d{1,15}$/.test(s)) return null;
  return Number(s);
}

/** The winner's score at which a set ends, given the loser's score. */
export function setTarget(rules: SetRules, loser: number): number {
  const target = Math.max(rules.pointsTo, loser + rules.winBy);
  return rules.cap > 0 ? Math.min(target, rules.cap) : target;
}

function describeRules(rules: SetRules): string {
  const cap = rules.cap > 0 ? `, cap ${rules.cap}` : '';
  return `at ${rules.pointsTo} win by ${rules.winBy}${cap}`;
}

/** How a set's refusal names it: `Set 21-19`, `Set 2 (21-19)` in a result, `Completed set 2: Set 21-19` in a live score. */
type SetLead = { lead: 'plain' } | { lead: 'numbered' | 'completed'; set: number };

/** A completed set: integers >= 0, a winner, and the winner exactly on target (docs/api.md, Rules and results). */
export function checkSet(rules: SetRules, set: SetScore, named: SetLead = { lead: 'plain' }): Check<SetScore> {
  // Sets arrive from JSON bodies too, so the shape is not taken on trust.
  if (!Array.isArray(set) || set.length !== 2) {
    const got = JSON.stringify(set) ?? 'nothing';
    return {
      ok: false,
      error: `Each set is a pair of points like [21, 15]; got ${got}.`,
      why: { key: 'refusal.setShape', values: { got } },
    };
  }
  const [a, b] = set;
  const score = `${a}-${b}`;
  const lead =
    named.lead === 'plain'
      ? `Set ${score}`
      : named.lead === 'numbered'
        ? `Set ${named.set} (${score})`
        : `Completed set ${named.set}: Set ${score}`;
  const values = { lead: named.lead, set: named.lead === 'plain' ? 0 : named.set, score };
  if (!Number.isInteger(a) || !Number.isInteger(b) || a < 0 || b < 0) {
    return {
      ok: false,
      error: `${lead} is not a score: points are whole numbers of 0 or more.`,
      why: { key: 'refusal.setNotScore', values },
    };
  }
  if (a === b) return { ok: false, error: `${lead} is tied: a set ends with a winner.`, why: { key: 'refusal.setTied', values } };
  const w = Math.max(a, b);
  const l = Math.min(a, b);
  const target = setTarget(rules, l);
  // The expected end written the same way round as the score that was entered.
  const end = a > b ? `${target}-${l}` : `${l}-${target}`;
  const rulesValues = { ...values, points: rules.pointsTo, winBy: rules.winBy, cap: Math.max(rules.cap, 0), end };
  if (w < target) {
    return {
      ok: false,
      error: `${lead} is not finished: ${describeRules(rules)} it ends ${end}.`,
      why: { key: 'refusal.setShort', values: rulesValues },
    };
  }
  if (w > target) {
    return {
      ok: false,
      error: `${lead} went past its end: ${describeRules(rules)} it ends ${end}.`,
      why: { key: 'refusal.setLong', values: rulesValues },
    };
  }
  return { ok: true, value: [a, b] };
}

export interface ResultSummary {
  winner: Side;
  setsA: number;
  setsB: number;
}

/**
 * A whole match result of a match of `stage` (pool, the main rules, when not given): enough valid sets, each by
 * its own set's rules, a winner, nothing played after the deciding set.
 */
export function checkResult(rules: Rules, sets: SetScore[], stage: MatchStage = 'pool'): Check<ResultSummary> {
  const { bestOf } = stageRules(rules, stage);
  const need = setsToWin({ bestOf });
  const match = `a best of ${bestOf} match`;
  if (!Array.isArray(sets) || sets.length === 0) {
    return {
      ok: false,
      error: `No sets given: ${match} needs at least ${need} set${need === 1 ? '' : 's'}.`,
      why: { key: 'refusal.noSets', values: { bestOf, need } },
    };
  }
  if (sets.length > bestOf) {
    return {
      ok: false,
      error: `${sets.length} sets given: ${match} has at most ${bestOf}.`,
      why: { key: 'refusal.tooManySets', values: { n: sets.length, bestOf } },
    };
  }
  let setsA = 0;
  let setsB = 0;
  for (let i = 0; i < sets.length; i++) {
    const set = sets[i]!;
    if (setsA === need || setsB === need) {
      return {
        ok: false,
        error: `Set ${i + 1} (${set[0]}-${set[1]}) follows the deciding set: the match was over at ${setsA}-${setsB} in sets.`,
        why: { key: 'refusal.afterDecider', values: { set: i + 1, score: `${set[0]}-${set[1]}`, sets: `${setsA}-${setsB}` } },
      };
    }
    const checked = checkSet(setRules(rules, stage, i + 1), set, sets.length > 1 ? { lead: 'numbered', set: i + 1 } : { lead: 'plain' });
    if (!checked.ok) return checked;
    if (set[0] > set[1]) setsA++;
    else setsB++;
  }
  if (setsA < need && setsB < need) {
    return {
      ok: false,
      error: `The match is not finished: it stands ${setsA}-${setsB} in sets and ${match} is won with ${need}.`,
      why: { key: 'refusal.unfinished', values: { sets: `${setsA}-${setsB}`, bestOf, need } },
    };
  }
  return { ok: true, value: { winner: setsA > setsB ? 'A' : 'B', setsA, setsB } };
}

const SCORE_HINT = 'write the sets as points-points separated by commas, like 21-15, 18-21, 15-10';
// Whole text: sets of digits-dash-digits, separated by commas/semicolons and/or spaces.
const SET_RE = String.raw`\d+\s*-\s*\d+`;
const SCORE_TEXT_RE = new RegExp(String.raw`^${SET_RE}(?:(?:\s*[,;]\s*|\s+)${SET_RE})*\s*[,;]?$`);

/** Organizer score text such as `21-15, 18-21, 15-10` into sets; the rules are checked separately. */
export function parseScoreText(text: string): Check<SetScore[]> {
  // Phones and word processors turn '-' into en/em dashes or a minus sign.
  const s = (typeof text === 'string' ? text : '').replace(/[\u2010-\u2015\u2212]/g, '-').trim();
  if (s === '') return { ok: false, error: `The score is empty: ${SCORE_HINT}.`, why: { key: 'refusal.scoreEmpty' } };
  if (!SCORE_TEXT_RE.test(s))
    return {
      ok: false,
      error: `Could not read the score "${s}": ${SCORE_HINT}.`,
      why: { key: 'refusal.scoreUnreadable', values: { text: s } },
    };
  const sets: SetScore[] = [];
  for (const m of s.matchAll(/(\d+)\s*-\s*(\d+)/g)) sets.push([Number(m[1]), Number(m[2])]);
  return { ok: true, value: sets };
}

/** A running score of a match of `stage` (pool when not given): bounded points and the completed sets so far (docs/api.md, Rules and results). */
export function checkLiveScore(
  rules: Rules,
  a: unknown,
  b: unknown,
  sets: unknown,
  stage: MatchStage = 'pool',
): Check<{ a: number; b: number; sets: SetScore[] }> {
  // The running set's own cap bounds its points (a deciding set may have another); shapes are checked below.
  const running = setRules(rules, stage, Array.isArray(sets) ? sets.length + 1 : 1);
  const max = running.cap > 0 ? running.cap : 99;
  const ia = toInt(a);
  const ib = toInt(b);
  for (const [side, v] of [
    ['A', ia],
    ['B', ib],
  ] as const) {
    if (v === null || v < 0 || v > max) {
      return {
        ok: false,
        error: `The live score for side ${side} must be a whole number from 0 to ${max}.`,
        why: { key: 'refusal.liveSide', values: { side, max } },
      };
    }
  }
  const raw = sets ?? [];
  if (!Array.isArray(raw))
    return { ok: false, error: 'Completed sets must be a list of [A points, B points] pairs.', why: { key: 'refusal.completedList' } };
  const clean: SetScore[] = [];
  let setsA = 0;
  let setsB = 0;
  for (let i = 0; i < raw.length; i++) {
    const pair: unknown = raw[i];
    const x = Array.isArray(pair) && pair.length === 2 ? toInt(pair[0]) : null;
    const y = Array.isArray(pair) && pair.length === 2 ? toInt(pair[1]) : null;
    if (x === null || y === null) {
      return {
        ok: false,
        error: `Completed set ${i + 1} must be a pair of whole numbers like [21, 15].`,
        why: { key: 'refusal.completedPair', values: { set: i + 1 } },
      };
    }
    const checked = checkSet(setRules(rules, stage, i + 1), [x, y], { lead: 'completed', set: i + 1 });
    if (!checked.ok) return checked;
    clean.push([x, y]);
    if (x > y) setsA++;
    else setsB++;
  }
  const need = setsToWin(stageRules(rules, stage));
  if (setsA >= need || setsB >= need) {
    return {
      ok: false,
      error: `The completed sets already decide the match (${setsA}-${setsB} in sets): send them as the final result instead.`,
      why: { key: 'refusal.completedDecide', values: { sets: `${setsA}-${setsB}` } },
    };
  }
  return { ok: true, value: { a: ia!, b: ib!, sets: clean } };
}
