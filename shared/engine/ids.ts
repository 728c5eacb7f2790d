// Slugs and team codes (docs/api.md, Identifiers); randomness comes in as a function.

/** No 0/O, 1/I/L: codes are read aloud and typed from paper. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 4;
export const SLUG_MAX = 48;

const trimDashes = (s: string): string => s.replace(/^-+|-+$/g, '');

/** The URL slug of a tournament name, exactly as docs/api.md, Identifiers, describes. */
export function slugify(name: string): string {
  const base = trimDashes(
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-'),
  );
  return trimDashes(base.slice(0, SLUG_MAX)) || 'tournament';
}

/** The slug of `name`, with `-2`, `-3`, ... appended (after the cut) while it is taken. */
export function uniqueSlug(name: string, taken: (slug: string) => boolean): string {
  const base = slugify(name);
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const slug = `${base}-${n}`;
    if (!taken(slug)) return slug;
  }
}

function codeAt(index: number): string {
  let s = '';
  let n = index;
  for (let i = 0; i < CODE_LENGTH; i++) {
    s = CODE_ALPHABET[n % CODE_ALPHABET.length]! + s;
    n = Math.floor(n / CODE_ALPHABET.length);
  }
  return s;
}

const CODE_SPACE = CODE_ALPHABET.length ** CODE_LENGTH;
const RANDOM_TRIES = 64;

/** A fresh team code not in `taken` (upper-case codes). */
export function teamCode(random: () => number, taken: ReadonlySet<string>): string {
  let index = 0;
  for (let attempt = 0; attempt < RANDOM_TRIES; attempt++) {
    // Clamp: a random source that returns exactly 1 must not index past the alphabet.
    index = Math.min(CODE_SPACE - 1, Math.max(0, Math.floor(random() * CODE_SPACE)));
    const code = codeAt(index);
    if (!taken.has(code)) return code;
  }
  // A nearly full code space (or a poor random source): walk on from the last try.
  for (let step = 1; step < CODE_SPACE; step++) {
    const code = codeAt((index + step) % CODE_SPACE);
    if (!taken.has(code)) return code;
  }
  throw new Error(`Every one of the ${CODE_SPACE} team codes is taken.`);
}

const CODE_RE = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

/** True when `code` (normalised) has the form of a team code; anything else cannot be a guess of one. */
export function isTeamCode(code: string): boolean {
  return CODE_RE.test(code);
}

/** Upper-cases a code typed by a person, for case-insensitive lookup. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}
