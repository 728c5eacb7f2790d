// The venue's public pages as the server first paints them (docs/api.md, Events): the venue board `/e/<slug>` and the venue
// TV `/e/<slug>/display`, each with the template its component draws (shared/view/venue-board.ts, venue-display.ts).
// They see only the venue's public document, which is built from the divisions' public documents.
import type { PublicVenue } from '../../shared/public/public-venue.js';
import { PHASE_LABEL, plural } from '../../shared/view/format.js';
import { venueBoardView } from '../../shared/view/venue-board.js';
import { openDivisions } from '../../shared/view/venue-parts.js';
import { venueDisplayView, venuePages } from '../../shared/view/venue-display.js';
import { html, seg } from './html.js';
import { page } from './layout.js';
import { markupFor } from './markup.js';
import type { ShareMeta } from './share.js';

const NOSCRIPT = html`<noscript><p class="notice">Scores update live when JavaScript is on. Without it, reload this page to see the latest.</p></noscript>`;

/** What a shared link to a venue page previews: the event's name, date and divisions with their phases. */
export function venueShare(v: PublicVenue, o: { base: string; path: string; title: string; what: string }): ShareMeta {
  const phases = v.divisions.map((d) => `${d.name} (${(PHASE_LABEL[d.phase] ?? d.phase).toLowerCase()})`).join(', ');
  return {
    title: o.title,
    description: `${v.name} (${v.date}) · ${plural(v.divisions.length, 'division')}${phases ? `: ${phases}` : ''}. ${o.what}`,
    url: `${o.base}${o.path}`,
  };
}

const venueNav = (v: PublicVenue) => html`<a href="/e/${seg(v.slug)}">Venue board</a><a href="/e/${seg(v.slug)}/display">TV display</a>`;

/** The venue board; in `checkin` it is the event's registration landing (choose a division, then its form). */
export function venueBoardPage(o: { venue: PublicVenue; base: string }): string {
  const v = o.venue;
  const body = html`${NOSCRIPT}
<venue-app data-slug="${v.slug}" data-since="${v.generatedAt}">${venueBoardView(markupFor('en'), v)}</venue-app>
<venue-sync-status data-slug="${v.slug}"></venue-sync-status>`;
  const registering = openDivisions(v).length > 0;
  const title = `${v.name} · ${registering ? 'Register' : 'Venue board'}`;
  const what = registering
    ? 'Choose your division and register your team; follow every court live.'
    : 'Every court live, up next and each division.';
  return page({
    title,
    share: venueShare(v, { base: o.base, path: `/e/${seg(v.slug)}`, title, what }),
    body,
    nav: venueNav(v),
    entry: 'venue',
    data: { slug: v.slug, mode: 'venue', since: v.generatedAt },
  });
}

/** The venue TV's first screen. `url`: the venue board's public address, shown and encoded in the QR code. */
export function venueDisplayPage(o: { venue: PublicVenue; base: string; url: string }): string {
  const v = o.venue;
  const screen = venueDisplayView(markupFor('en'), { venue: v, pages: venuePages(v), at: 0, url: o.url, now: v.generatedAt });
  const body = html`<venue-display-app data-slug="${v.slug}" data-since="${v.generatedAt}" data-url="${o.url}">${screen}</venue-display-app>`;
  const title = `${v.name} · Display`;
  const share = venueShare(v, { base: o.base, path: `/e/${seg(v.slug)}/display`, title, what: 'The venue TV: every court and up next.' });
  return page({ title, share, body, bodyClass: 'display', bare: true, entry: 'venue-display', data: { slug: v.slug } });
}
