// The language menu every translated page carries (docs/translating.md): plain links that set `?lang=`, so it works
// without JavaScript; folded on a phone, each language named in itself.
import { LANGS, LANGUAGE_NAMES, type Lang } from '../i18n/languages.js';
import type { Localized } from './markup.js';

/** `address(lang)`: this page in `lang` (server/http/language.ts addressIn). */
export function languageMenuView<R>({ html, words: w }: Localized<R>, address: (lang: Lang) => string): R {
  const current = w.lang;
  const item = (l: Lang) =>
    l === current
      ? html`<li><a href="${address(l)}" hreflang="${l}" lang="${l}" aria-current="true">${LANGUAGE_NAMES[l]}</a></li>`
      : html`<li><a href="${address(l)}" hreflang="${l}" lang="${l}">${LANGUAGE_NAMES[l]}</a></li>`;
  return html`<details class="lang-menu"><summary><span class="sr-only">${w.t('lang.menu')}: </span><svg class="lang-globe" aria-hidden="true" viewBox="0 0 20 20" width="18" height="18"><circle cx="10" cy="10" r="8.5"/><ellipse cx="10" cy="10" rx="3.6" ry="8.5"/><path d="M1.5 10h17M3 5.5h14M3 14.5h14"/></svg><span class="lang-code">${current.toUpperCase()}</span><span class="lang-name">${LANGUAGE_NAMES[current]}</span></summary>
<ul>${LANGS.map(item)}</ul>
</details>`;
}
