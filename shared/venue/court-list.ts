// The venue courts a division may use, as the organizer types them (docs/api.md, Events: `1-4,7`), read and written back.
import type { Check } from '../engine/types.js';

const MAX_TEXT = 400;

/**
 * Reads a list of venue court numbers: numbers and ranges separated by commas or spaces (`1-4,7`, `1 2 5-6`).
 * Blank means every court. Each number must be a court of the venue; the result is sorted, without repeats.
 */
export function parseCourtList(raw: unknown, courtCount: number): Check<number[]> {
  const text = raw === undefined || raw === null ? '' : String(raw);
  const all = Array.from({ length: courtCount }, (_, i) => i + 1);
  if (text.trim() === '') return { ok: true, value: all };
  if (text.length > MAX_TEXT)
    return {
      ok: false,
      error: `The list of courts is ${text.length} characters long; keep it to ${MAX_TEXT}.`,
      why: { key: 'event.courtsLong', values: { n: text.length, max: MAX_TEXT } },
    };
  const courts = new Set<number>();
  // A range may be typed with spaces or an en dash around its dash (`5 – 6`).
  for (const part of text
    .replace(/\s*[-–]\s*/g, '-')
    .split(/[\s,;]+/)
    .filter((p) => p !== '')) {
    const range = /^(\d{1,3})(?:-(\d{1,3}))?$/.exec(part);
    if (!range)
      return {
        ok: false,
        error: `"${part.slice(0, 20)}" is not a court number or a range like 1-4; write courts as 1-4,7.`,
        why: { key: 'event.courtsBad', values: { part: part.slice(0, 20) } },
      };
    const from = Number(range[1]);
    const to = range[2] === undefined ? from : Number(range[2]);
    if (from > to)
      return {
        ok: false,
        error: `The range ${from}-${to} runs backwards; write it as ${to}-${from}.`,
        why: { key: 'event.courtsBackwards', values: { from, to } },
      };
    if (from < 1 || to > courtCount)
      return {
        ok: false,
        error: `The venue has courts 1 to ${courtCount}; ${from === to ? `court ${from}` : `${from}-${to}`} is not among them.`,
        why: { key: 'event.courtsOutside', values: { max: courtCount, single: from === to ? 'yes' : 'no', from, to } },
      };
    for (let n = from; n <= to; n++) courts.add(n);
  }
  return { ok: true, value: [...courts].sort((a, b) => a - b) };
}

/** The list as people write it, ranges joined: [1, 2, 3, 4, 7] is `1-4,7`. */
export function formatCourtList(courts: readonly number[]): string {
  const sorted = [...new Set(courts)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(j === i ? `${sorted[i]}` : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(',');
}
