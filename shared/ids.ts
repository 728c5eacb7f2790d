// Slugs and team codes (CONTRACT 2); randomness comes in as a function.
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export function slugify(name: string): string { throw new Error('todo'); }
export function uniqueSlug(name: string, taken: (slug: string) => boolean): string { throw new Error('todo'); }
export function teamCode(random: () => number, taken: ReadonlySet<string>): string { throw new Error('todo'); }
/** Upper-cases a code typed by a person, for case-insensitive lookup. */
export function normalizeCode(code: string): string { throw new Error('todo'); }
