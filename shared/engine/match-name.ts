// A match's name inside a message (docs/translating.md, Refusals): the same words as `describeMatch`'s English, as a
// message the reader's language says ("Sand Sharks vs Dig Dug", "Halbfinale", "Spiel W1-1"). One definition for the
// engine's refusals and answers, the desk's own notes and the pages' bracket labels (shared/view/format-words.ts).
import type { Said, SaidPlain } from '../i18n/words.js';
import type { Match, Tournament } from './types.js';

/**
 * The bracket's labels (shared/engine/bracket.ts: `Final`, `Semifinal`, `Losers round 2`, `3rd place`...) are the
 * engine's fixed words: read as codes of the `play.label` message. A label it does not know is said as it is.
 */
const LABEL_CODES: Readonly<Record<string, string>> = {
  final: 'final',
  semifinal: 'semifinal',
  quarterfinal: 'quarterfinal',
  'winners final': 'winnersFinal',
  'winners semifinal': 'winnersSemifinal',
  'winners quarterfinal': 'winnersQuarterfinal',
  'losers final': 'losersFinal',
  '3rd place': 'third',
  'grand final': 'grandFinal',
  'reset final': 'resetFinal',
  'consolation final': 'consolationFinal',
  'consolation semifinal': 'consolationSemifinal',
  'consolation quarterfinal': 'consolationQuarterfinal',
};
const LABEL_ROUND = /^(winners |losers |consolation |)round (\d+)$/i;

/** A label's code (`semifinal`), or the label itself when it is not one of the engine's. */
export function labelCode(label: string): string {
  return LABEL_CODES[label.toLowerCase()] ?? label;
}

/** A bracket label as a message (`play.label`, the board's words), or the label itself when it is not the engine's. */
export function labelSaid(label: string): SaidPlain | string {
  const code = LABEL_CODES[label.toLowerCase()];
  if (code) return { key: 'play.label', values: { code, n: 0 } };
  const r = LABEL_ROUND.exec(label);
  if (r) return { key: 'play.label', values: { code: `${r[1]!.trim().toLowerCase() || 'plain'}Round`, n: Number(r[2]) } };
  return label;
}

function teamName(t: Tournament, id: string): string {
  return t.teams[id]?.name ?? id;
}

/**
 * `describeMatch` as a message value: its teams ("{a} vs {b}"), else its bracket label as the board says it, else
 * "Match {id}". In English it says exactly what `describeMatch` says.
 */
export function matchSaid(t: Tournament, m: Match): Said | string {
  if (m.a !== null && m.b !== null) return { key: 'refusal.matchTeams', values: { a: teamName(t, m.a), b: teamName(t, m.b) } };
  if (m.label !== null) return labelSaid(m.label);
  return { key: 'refusal.matchId', values: { id: m.id } };
}

/** A match as a correction's refusal names it, its id and label ("SF1 (Semifinal)"), as a message value. */
export function matchIdSaid(m: Match): Said | string {
  return m.label ? { key: 'refusal.matchIdLabel', values: { id: m.id, label: labelSaid(m.label) } } : m.id;
}
