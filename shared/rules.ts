// Set and match validation, score text parsing and live score bounds (CONTRACT 5).
import type { Check, Rules, SetScore, Side } from './types.js';

export function setsToWin(rules: Rules): number { return Math.ceil(rules.bestOf / 2); }
export function setTarget(rules: Rules, loser: number): number { throw new Error('todo'); }
export function checkSet(rules: Rules, set: SetScore): Check<SetScore> { throw new Error('todo'); }
export interface ResultSummary { winner: Side; setsA: number; setsB: number }
export function checkResult(rules: Rules, sets: SetScore[]): Check<ResultSummary> { throw new Error('todo'); }
export function parseScoreText(text: string): Check<SetScore[]> { throw new Error('todo'); }
export function checkLiveScore(rules: Rules, a: unknown, b: unknown, sets: unknown): Check<{ a: number; b: number; sets: SetScore[] }> { throw new Error('todo'); }
