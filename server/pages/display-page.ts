// The TV display's first screen as the server paints it, with <display-app>'s own template (shared/view/display.ts).
import { displayPages } from '../../shared/view/display-pages.js';
import { displayView } from '../../shared/view/display.js';
import type { PublicState } from '../../shared/engine/types.js';
import { html } from './html.js';
import { page } from './layout.js';
import { markupFor } from './markup.js';
import type { Lang } from '../../shared/i18n/languages.js';
import { tournamentShare } from './share.js';

/** `url`: the tournament's public address (PUBLIC_URL or the request's host), shown and encoded in the QR code. */
export function displayPage(o: { pub: PublicState; url: string; lang?: Lang; languages?: (lang: Lang) => string }): string {
  const { pub, url } = o;
  const lang = o.lang ?? 'en';
  const mk = markupFor(lang);
  const w = mk.words;
  // the bracket split for a 16:9 TV, the usual screen: the browser splits it again for its own if it differs
  const screen = displayView(mk, { pub, pages: displayPages(pub, w), at: 0, url, now: pub.generatedAt });
  const body = html`<display-app data-slug="${pub.slug}" data-since="${pub.generatedAt}" data-url="${url}">${screen}</display-app>`;
  const title = w.t('tv.title', { tournament: pub.name });
  // the link preview (share.ts): `url` is the tournament's public address, the display's own is below it
  const share = tournamentShare(pub, { base: url, path: '/display', title, what: w.t('tv.shareWhat'), w });
  return page({
    title,
    share,
    body,
    bodyClass: 'display',
    bare: true,
    entry: 'display',
    data: { slug: pub.slug },
    lang,
    languages: o.languages,
  });
}
