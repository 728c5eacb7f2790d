// The tiebreak order an organizer lists at creation (docs/api.md, Tiebreak orders and sport presets), checked name by name.
import { TIEBREAK_NAMES, type Check, type Tiebreak } from './types.js';
import { quoted } from './text.js';

const ALL = TIEBREAK_NAMES.join(', ');

/**
 * `headToHead,rankingPoints,setRatio` (spaces and letter case ignored) or a JSON array of the same names:
 * each a known criterion, none twice, at least one.
 */
export function parseTiebreaks(v: unknown): Check<Tiebreak[]> {
  const items =
    typeof v === 'string' && v.length <= 500
      ? v.split(',')
      : Array.isArray(v) && v.length <= 20 && v.every((x) => typeof x === 'string')
        ? (v as string[])
        : null;
  if (items === null || items.length > 20) {
    return {
      ok: false,
      error: `Tiebreaks (tiebreaks) must be a comma-separated list from: ${ALL}.`,
      why: { key: 'refusal.tiebreaksList', values: { names: ALL } },
    };
  }
  const names = items.map((s) => s.trim()).filter((s) => s !== '');
  if (names.length === 0)
    return {
      ok: false,
      error: `Tiebreaks (tiebreaks) must list at least one criterion from: ${ALL}.`,
      why: { key: 'refusal.tiebreaksEmpty', values: { names: ALL } },
    };
  const out: Tiebreak[] = [];
  for (const name of names) {
    const known = TIEBREAK_NAMES.find((t) => t.toLowerCase() === name.toLowerCase());
    if (!known) {
      const typed = quoted(name, 30);
      return {
        ok: false,
        error: `Tiebreaks (tiebreaks): "${typed}" is not a criterion; choose from: ${ALL}.`,
        why: { key: 'refusal.tiebreakUnknown', values: { name: typed, names: ALL } },
      };
    }
    if (out.includes(known))
      return {
        ok: false,
        error: `Tiebreaks (tiebreaks): ${known} is listed twice; list each criterion once.`,
        why: { key: 'refusal.tiebreakTwice', values: { name: known } },
      };
    out.push(known);
  }
  return { ok: true, value: out };
}
