// The server's Markup (shared/view/markup.ts): shared views rendered through the escaping tag of ./html.ts.
import type { Localized, Markup } from '../../shared/view/markup.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';
import type { Lang } from '../../shared/i18n/languages.js';
import { Html, html } from './html.js';

/** Shared views called with this give server `Html`: every interpolated value escaped, `nothing` empty. */
export const SERVER_MARKUP: Markup<Html> = { html, svg: html, nothing: new Html('') };

const LOCALIZED = new Map<Lang, Localized<Html>>();

/** The server's markup for a page in `lang` (docs/translating.md), made on the first page in that language. */
export function markupFor(lang: Lang): Localized<Html> {
  let mk = LOCALIZED.get(lang);
  if (!mk) LOCALIZED.set(lang, (mk = { ...SERVER_MARKUP, words: wordsFor(lang) }));
  return mk;
}
