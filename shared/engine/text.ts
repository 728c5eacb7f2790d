// Free text as people type it: the one rule every stored name, note and message passes, and when two names are the same name.
// Pure (no Node APIs): the browser imports it too.
import type { Message } from '../i18n/words.js';

/** A free text field: how sentences name it, its cap in code points, and whether it may hold line breaks. */
export interface TextField {
  /** Lower-case words for the field ("team name"); sentences capitalise them. */
  label: string;
  max: number;
  multiline?: boolean;
  /** The label is plural ("notes are", "keep them"). */
  plural?: boolean;
  /**
   * A name people read (a team, a player, a tournament, a desk): invisible characters are taken out of the
   * stored value (but for joiners and selectors an emoji or a script needs, `readable`), so two names that
   * look the same are the same text; a name of nothing but invisible characters is refused.
   */
  name?: boolean;
}

/** Every free text field a client can send, with its cap; the limits table of docs/operating.md lists the same numbers. */
export const TEXT_FIELDS = {
  tournamentName: { label: 'tournament name', max: 80, name: true },
  notes: { label: 'notes', max: 2000, multiline: true, plural: true },
  teamName: { label: 'team name', max: 40, name: true },
  captain: { label: "captain's name", max: 60, name: true },
  phone: { label: 'phone number', max: 40 },
  /** The whole list as typed, one name a line (each name has its own cap, `PLAYER_NAME_MAX`). */
  playerNames: { label: 'player names', max: 1000, multiline: true, plural: true, name: true },
  banner: { label: 'banner', max: 280 },
  broadcast: { label: 'broadcast', max: 280 },
  courtReason: { label: 'court pause reason', max: 120 },
  deskName: { label: 'desk name', max: 60, name: true },
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
 * Characters that draw nothing: Unicode's default-ignorable code points (zero-width space, joiners and
 * marks, soft hyphen, word joiner and invisible operators, BOM, variation selectors, combining grapheme
 * joiner, Hangul fillers, tag characters, the Mongolian vowel separator...) and the braille blank. They do
 * not count towards being non-empty or different; names keep only those an emoji or a script needs (`readable`).
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800]/gu;
const IS_INVISIBLE = /^[\p{Default_Ignorable_Code_Point}\u2800]$/u;

/** `why` leaves out the field's name (`field`), which the caller knows (shared/engine/fields.ts). */
export type TextCheck = { ok: true; value: string } | { ok: false; error: string; why: Message };

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
    return {
      ok: false,
      error: `${capital(field.label)} cannot contain ${what}.`,
      why: { key: 'refusal.textControl', values: { multi: multi ? 'yes' : 'no' } },
    };
  }
  let value = raw.normalize('NFC').trim();
  if (field.name) {
    // Blank is the caller's to judge; something typed that shows nothing is a name no one can read.
    const lines = multi ? value.split(/\r\n|\r|\n/) : [value];
    if (lines.some((line) => line.trim() !== '' && visible(line).trim() === '')) {
      return {
        ok: false,
        error: multi
          ? `${capital(field.label)} cannot hold a name of only invisible characters; type names people can read, one a line.`
          : `The ${field.label} has only invisible characters; type a name people can read.`,
        why: { key: 'refusal.textInvisible', values: { multi: multi ? 'yes' : 'no' } },
      };
    }
    value = readable(value).trim();
  }
  if (visible(value).trim() === '') return { ok: true, value: '' };
  const n = charCount(value);
  if (n > field.max) {
    const [is, it] = field.plural ? ['are', 'them'] : ['is', 'it'];
    return {
      ok: false,
      error: `The ${field.label} ${is} ${n} characters long; keep ${it} to ${field.max}.`,
      why: { key: 'refusal.textLong', values: { n, max: field.max } },
    };
  }
  return { ok: true, value };
}

/** Viramas of the Brahmic scripts: a joiner after one picks a conjunct's form (IDNA's CONTEXTJ rule). */
const VIRAMA = new RegExp(
  String.raw`[\u094d\u09cd\u0a4d\u0acd\u0b4d\u0bcd\u0c4d\u0ccd\u0d3b\u0d3c\u0d4d\u0dca\u0e3a\u0eba\u0f84\u1039\u103a\u1714\u1715\u1734` +
    String.raw`\u17d2\u1a60\u1b44\u1baa\u1bab\u1bf2\u1bf3\ua806\ua82c\ua8c4\ua953\ua9c0\uaaf6\uabed]`,
  'u',
);
/** Letters of scripts whose letters join: a non-joiner between two of them keeps them apart, as Persian writes. */
const JOINING =
  /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}\p{Script=Mandaic}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}]/u;
const LETTER = /[\p{L}\p{M}]/u;
/** What may stand before a joiner inside an emoji sequence: a pictograph, a skin tone, an emoji presentation selector. */
const EMOJI_BEFORE_JOINER = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\ufe0f)$/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const EMOJI = /\p{Emoji}/u;
const IDEOGRAPH = /\p{Ideographic}/u;
const MONGOLIAN = /\p{Script=Mongolian}/u;
const BLACK_FLAG = 0x1f3f4;
const TAG_CANCEL = 0xe007f;
const isTag = (cp: number) => cp >= 0xe0020 && cp <= 0xe007e;

/** Whether the invisible `c` does something between `before` (the last character kept) and `after`. */
function needed(c: string, before: string, after: string): boolean {
  const cp = c.codePointAt(0)!;
  if (cp === 0x200d) return (EMOJI_BEFORE_JOINER.test(before) && PICTOGRAPH.test(after)) || VIRAMA.test(before);
  if (cp === 0x200c)
    return VIRAMA.test(before) || (JOINING.test(before) && LETTER.test(before) && JOINING.test(after) && LETTER.test(after));
  if (cp === 0xfe0e || cp === 0xfe0f) {
    // A digit, # or * is an emoji only as a keycap (1️⃣): with U+20E3 after the selector.
    if (/^[0-9#*]$/.test(before)) return after === '\u20e3';
    return EMOJI.test(before) && !IS_INVISIBLE.test(before);
  }
  if ((cp >= 0xfe00 && cp <= 0xfe0d) || (cp >= 0xe0100 && cp <= 0xe01ef)) return IDEOGRAPH.test(before);
  if ((cp >= 0x180b && cp <= 0x180d) || cp === 0x180f) return MONGOLIAN.test(before);
  return false;
}

/**
 * A name with its invisible characters taken out, except those that shape what is drawn: a joiner inside an
 * emoji sequence (👨‍👩‍👧, 🏳️‍🌈) or after a virama, a non-joiner between joining letters (Persian) or after a
 * virama, an emoji or ideographic variation selector after its base, Mongolian variation selectors, and the
 * tags of a subdivision flag (🏴 + tags + cancel tag). "Sand\u200BSharks" becomes "SandSharks".
 */
export function readable(s: string): string {
  const cps = [...s];
  let out = '';
  let last = '';
  for (let i = 0; i < cps.length; i++) {
    const c = cps[i]!;
    if (c.codePointAt(0) === BLACK_FLAG) {
      // A flag's tags run up to a cancel tag; kept whole or not at all.
      let end = i + 1;
      while (end < cps.length && isTag(cps[end]!.codePointAt(0)!)) end++;
      if (end > i + 1 && cps[end]?.codePointAt(0) === TAG_CANCEL) {
        out += cps.slice(i, end + 1).join('');
        last = cps[end]!;
        i = end;
        continue;
      }
    }
    if (IS_INVISIBLE.test(c) && !needed(c, last, cps[i + 1] ?? '')) continue;
    out += c;
    last = c;
  }
  return out;
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
