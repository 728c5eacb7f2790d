// The languages of the pages (docs/translating.md): their codes, their own names, and how a code is told from noise.

/** Every language a page can be read in; English is the source of every message. */
export const LANGS = ['en', 'es', 'pt', 'de', 'fr', 'it', 'nl', 'pl'] as const;
export type Lang = (typeof LANGS)[number];

export const DEFAULT_LANG: Lang = 'en';

/** Each language by its own name, as the language menu lists it (a reader finds their language even lost in another). */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
};

export function isLang(v: unknown): v is Lang {
  return typeof v === 'string' && (LANGS as readonly string[]).includes(v);
}

/** A code as people and browsers write it (`pt-BR`, `DE`, `es_AR`): the language it names, or null. */
export function langOf(tag: string): Lang | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isLang(primary) ? primary : null;
}
