// The language menu every translated page carries (docs/translating.md): plain links that set `?lang=`, so it works
// without JavaScript; folded on a phone, each language named in itself.
import { LANGS, LANGUAGE_NAMES, type Lang } from '../i18n/languages.js';
import type { Localized } from './markup.js';

/** `address(lang)`: this page in `lang` (server/http/language.ts addressIn). */
export function languageMenuView<R>({ html, words: w }: Localized<R>, address: (lang: Lang) => string): R {
  const current = w.lang;
  return html`<details class="lang-menu"><summary aria-label="${w.t('lang.menu')}: ${LANGUAGE_NAMES[current]}"><span class="lang-globe" aria-hidden="true">🌐</span> ${LANGUAGE_NAMES[current]}</summary>
<ul>${LANGS.map((l) => (l === current ? html`<li><a href="${address(l)}" hreflang="${l}" lang="${l}" aria-current="true">${LANGUAGE_NAMES[l]}</a></li>` : html`<li><a href="${address(l)}" hreflang="${l}" lang="${l}">${LANGUAGE_NAMES[l]}</a></li>`))}</ul>
</details>`;
}
