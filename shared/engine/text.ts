// Free text as people type it: the one rule every stored name, note and message passes, and when two names are the same name.
// Pure (no Node APIs): the browser imports it too.

/** A free text field: how sentences name it, its cap in code points, and whether it may hold line breaks. */
export interface TextField {
  /** Lower-case words for the field ("team name"); sentences capitalise them. */
  label: string;
  max: number;
  multiline?: boolean;
  /** The label is plural ("notes are", "keep them"). */
  plural?: boolean;
}

/** Every free text field a client can send, with its cap; the README's limits table lists the same numbers. */
export const TEXT_FIELDS = {
  tournamentName: { label: 'tournament name', max: 80 },
  notes: { label: 'notes', max: 2000, multiline: true, plural: true },
  teamName: { label: 'team name', max: 40 },
  captain: { label: "captain's name", max: 60 },
  phone: { label: 'phone number', max: 40 },
  /** The whole list as typed, one name a line (each name has its own cap, `PLAYER_NAME_MAX`). */
  playerNames: { label: 'player names', max: 1000, multiline: true, plural: true },
  banner: { label: 'banner', max: 280 },
  broadcast: { label: 'broadcast', max: 280 },
  courtReason: { label: 'court pause reason', max: 120 },
  deskName: { label: 'desk name', max: 60 },
} as const satisfies Record<string, TextField>;

export const PLAYER_NAME_MAX = 40;

/**
 * Refused everywhere: C0 and C1 controls (line breaks and tabs only in multi-line fields), bidi
 * embeddings, overrides and isolates (they reorder what the board shows around them), the deprecated
 * format controls U+206A-U+206F, interlinear annotations, and lone surrogates (not text at all).
 * Line and paragraph separators count as line breaks.
 */
const REFUSED_SINGLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u206a-\u206f\ufff9-\ufffb]|\p{Cs}/u;
const REFUSED_MULTI =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u206a-\u206f\ufff9-\ufffb]|\p{Cs}/u;

/**
 * Characters that draw nothing: zero-width space, joiners and marks, word joiner and invisible
 * operators, BOM, soft hyphen, Mongolian vowel separator and variation selectors, combining grapheme
 * joiner, Hangul and braille blanks, tag characters. They stay in a stored value (emoji sequences and
 * flags need joiners, selectors and tags) but do not count towards being non-empty or different.
 */
const INVISIBLE =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: a class of single invisible code points, matched one by one on purpose
  /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2060-\u2064\u2800\u3164\ufe00-\ufe0f\uffa0\ufeff]|[\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/gu;

export type TextCheck = { ok: true; value: string } | { ok: false; error: string };

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Lengths count Unicode code points, so an emoji or an accented letter is one character. */
export const charCount = (s: string): number => [...s].length;

/** The text with every invisible character removed. */
export const visible = (s: string): string => s.replace(INVISIBLE, '');

/**
 * A field's value as stored: NFC, trimmed, and '' when nothing visible is left (callers decide whether
 * empty is allowed). Refuses forbidden characters and values over the cap, each with a sentence naming the field.
 */
export function cleanText(raw: string, field: TextField): TextCheck {
  const multi = field.multiline === true;
  if ((multi ? REFUSED_MULTI : REFUSED_SINGLE).test(raw)) {
    const what = multi ? 'control or text-direction characters' : 'line breaks, control or text-direction characters';
    return { ok: false, error: `${capital(field.label)} cannot contain ${what}.` };
  }
  const value = raw.normalize('NFC').trim();
  if (visible(value).trim() === '') return { ok: true, value: '' };
  const n = charCount(value);
  if (n > field.max) {
    const [is, it] = field.plural ? ['are', 'them'] : ['is', 'it'];
    return { ok: false, error: `The ${field.label} ${is} ${n} characters long; keep ${it} to ${field.max}.` };
  }
  return { ok: true, value };
}

/** A value as a message quotes it: cut after `max` code points, so a refusal never echoes a huge value. */
export function quoted(value: string, max = 40): string {
  const chars = [...value];
  return chars.length > max + 1 ? `${chars.slice(0, max).join('')}…` : value;
}

/** Lines of a multi-line value, each trimmed, blank ones dropped (player names are one a line). */
export function nonEmptyLines(value: string): string[] {
  return value
    .split(/\r\n|\r|\n/)
    .map((s) => s.trim())
    .filter((s) => visible(s).trim() !== '');
}

/**
 * What two names are compared by: invisible characters removed, NFKC (full-width and ligature forms
 * become plain letters, a no-break space a space), case folded (upper then lower, so "ß" matches "SS"),
 * and runs of spaces as one. "Sand Sharks" plus a zero-width joiner is "Sand Sharks".
 */
export function nameKey(name: string): string {
  const plain = visible(name).normalize('NFKC');
  return plain.toUpperCase().toLowerCase().normalize('NFKC').replace(/\s+/gu, ' ').trim();
}

/** True when the two names are the same name to a reader. */
export const sameName = (a: string, b: string): boolean => nameKey(a) === nameKey(b);
