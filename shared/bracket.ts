// Bracket structures: single and double elimination, byes, third place, the conditional reset final.
import type { BracketSettings, Match } from './types.js';
import type { Entrant } from './standings.js';

export function seedOrder(size: number): number[] { throw new Error('todo'); }
/** All bracket matches in play order, first round filled in (byes not yet settled). */
export function buildBracket(entrants: Entrant[], settings: BracketSettings): Match[] { throw new Error('todo'); }
