// The bracket page (/t/<slug>/bracket): the drawn bracket alone, full width on screen and on one landscape sheet in print.
import type { PublicState } from '../../shared/engine/types.js';
import type { Lang } from '../../shared/i18n/languages.js';
import { dateIn, phaseIn } from '../../shared/view/format-words.js';
import { html, seg } from './html.js';
import { page } from './layout.js';
import { bracketDrawing } from './bracket-html.js';
import { markupFor } from './markup.js';
import { tournamentShare } from './share.js';

/** `base`: the public base URL, for the link preview; `lang` the page's language, `languages` the menu's links. */
export function bracketPage(o: { pub: PublicState; base: string; lang?: Lang; languages?: (lang: Lang) => string }): string {
  const { pub } = o;
  const lang = o.lang ?? 'en';
  const w = markupFor(lang).words;
  const phase = html`<span class="badge phase-${pub.phase}" data-phase>${phaseIn(pub.phase, w)}</span>`;
  const body = html`<header class="t-head">
<h1>${w.t('bracket.heading', { tournament: pub.name })}</h1>
<p class="meta"><time datetime="${pub.date}">${dateIn(pub.date, lang)}</time> ${phase}</p>
</header>
<section class="bracket-alone" id="live">
${pub.bracket.length ? bracketDrawing(pub, '', lang) : html`<p class="empty">${w.t('bracket.notDrawn')}</p>`}
</section>`;
  const nav = html`<a href="/t/${seg(pub.slug)}">${w.t('common.board')}</a><a href="/t/${seg(pub.slug)}/display">${w.t('common.tvDisplay')}</a>`;
  const title = w.t('bracket.pageTitle', { tournament: pub.name });
  const share = tournamentShare(pub, {
    base: o.base,
    path: `/t/${seg(pub.slug)}/bracket`,
    title,
    what: w.t('bracket.shareWhat'),
    w,
  });
  return page({
    title,
    share,
    body,
    nav,
    bodyClass: 'public bracket-page',
    entry: 'bracket',
    data: { slug: pub.slug },
    lang,
    languages: o.languages,
  });
}
