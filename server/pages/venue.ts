// The venue's public pages as the server first paints them (docs/api.md, Events): the venue board `/e/<slug>` and the venue
// TV `/e/<slug>/display`, each with the template its component draws (shared/view/venue-board.ts, venue-display.ts).
// They see only the venue's public document, which is built from the divisions' public documents.
import type { PublicVenue } from '../../shared/public/public-venue.js';
import type { Lang } from '../../shared/i18n/languages.js';
import type { Words } from '../../shared/i18n/words.js';
import { dateIn, phaseIn } from '../../shared/view/format-words.js';
import { venueBoardView } from '../../shared/view/venue-board.js';
import { openDivisions } from '../../shared/view/venue-parts.js';
import { venueDisplayView, venuePages } from '../../shared/view/venue-display.js';
import { html, seg } from './html.js';
import { page } from './layout.js';
import { markupFor } from './markup.js';
import type { ShareMeta } from './share.js';

/** What a shared link to a venue page previews: the event's name, date and divisions with their phases. */
export function venueShare(v: PublicVenue, o: { base: string; path: string; title: string; what: string; w: Words }): ShareMeta {
  const { w } = o;
  const phases = v.divisions.map((d) => `${d.name} (${phaseIn(d.phase, w).toLowerCase()})`).join(', ');
  return {
    title: o.title,
    description: `${v.name} (${dateIn(v.date, w.lang)}) · ${w.t('venue.divisionsCount', { n: v.divisions.length })}${phases ? `: ${phases}` : ''}. ${o.what}`,
    url: `${o.base}${o.path}`,
  };
}

const venueNav = (v: PublicVenue, w: Words) =>
  html`<a href="/e/${seg(v.slug)}">${w.t('venue.nav')}</a><a href="/e/${seg(v.slug)}/display">${w.t('common.tvDisplay')}</a>`;

interface VenuePageOptions {
  venue: PublicVenue;
  base: string;
  /** The page's language and the menu's links (docs/translating.md); English without them. */
  lang?: Lang;
  languages?: (lang: Lang) => string;
}

/** The venue board; in `checkin` it is the event's registration landing (choose a division, then its form). */
export function venueBoardPage(o: VenuePageOptions): string {
  const v = o.venue;
  const lang = o.lang ?? 'en';
  const mk = markupFor(lang);
  const w = mk.words;
  const body = html`<noscript><p class="notice">${w.t('board.noscript')}</p></noscript>
<venue-app data-slug="${v.slug}" data-since="${v.generatedAt}">${venueBoardView(mk, v)}</venue-app>
<venue-sync-status data-slug="${v.slug}"></venue-sync-status>`;
  const registering = openDivisions(v).length > 0;
  const title = w.t(registering ? 'venue.registerTitle' : 'venue.boardTitle', { event: v.name });
  const what = registering ? w.t('venue.shareRegister') : w.t('venue.shareBoard');
  return page({
    title,
    share: venueShare(v, { base: o.base, path: `/e/${seg(v.slug)}`, title, what, w }),
    body,
    nav: venueNav(v, w),
    entry: 'venue',
    data: { slug: v.slug, mode: 'venue', since: v.generatedAt },
    lang,
    languages: o.languages,
  });
}

/** The venue TV's first screen. `url`: the venue board's public address, shown and encoded in the QR code. */
export function venueDisplayPage(o: VenuePageOptions & { url: string }): string {
  const v = o.venue;
  const lang = o.lang ?? 'en';
  const mk = markupFor(lang);
  const w = mk.words;
  const screen = venueDisplayView(mk, { venue: v, pages: venuePages(v, w), at: 0, url: o.url, now: v.generatedAt });
  const body = html`<venue-display-app data-slug="${v.slug}" data-since="${v.generatedAt}" data-url="${o.url}">${screen}</venue-display-app>`;
  const title = w.t('venue.tvTitle', { event: v.name });
  const share = venueShare(v, { base: o.base, path: `/e/${seg(v.slug)}/display`, title, what: w.t('venue.shareTv'), w });
  return page({
    title,
    share,
    body,
    bodyClass: 'display',
    bare: true,
    entry: 'venue-display',
    data: { slug: v.slug },
    lang,
    languages: o.languages,
  });
}
