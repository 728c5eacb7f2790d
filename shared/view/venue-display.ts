// The venue TV (docs/api.md, Events: `/e/<slug>/display`): every venue court in screenfuls, each card naming its division, the
// venue's up next, the divisions' champions, and the registration QR while a division takes registrations. One
// template for the server's first paint and <venue-display-app>; the pages are planned as the tournament TV's are.
import type { PublicVenue } from '../public/public-venue.js';
import { clockSlot } from './clock.js';
import { BROADCAST_SHOWN_MS, COURTS_PER_PAGE, UPNEXT_PAGES, UPNEXT_PER_PAGE, courtGrid } from './display-pages.js';
import type { Words } from '../i18n/words.js';
import { clockText } from './format.js';
import type { Localized } from './markup.js';
import { divisionsView, nextOn, openDivisions, venueCourtView, venueUpNextView } from './venue-parts.js';

export type VenuePage =
  | { kind: 'register'; key: string; title: string }
  | { kind: 'courts'; key: string; title: string; courts: number[]; cols: number; rows: number }
  | { kind: 'upnext'; key: string; title: string; from: number; count: number }
  | { kind: 'divisions'; key: string; title: string };

/** `items` in near-even chunks of at most `per`, in order. */
function chunks<T>(items: T[], per: number): T[][] {
  const pages = Math.max(1, Math.ceil(items.length / per));
  const size = Math.max(1, Math.ceil(items.length / pages));
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The rotation: registration first while it is open, then the courts six at a time, up next, the divisions. */
export function venuePages(v: PublicVenue, words?: Words): VenuePage[] {
  // English keeps its own titles; another language says them from the catalogue (docs/translating.md)
  const w = words && words.lang !== 'en' ? words : undefined;
  const pages: VenuePage[] = [];
  if (openDivisions(v).length) pages.push({ kind: 'register', key: 'register', title: w ? w.t('tv.registerTitle') : 'Register your team' });
  const playing = v.courts.some((c) => c.match) || v.upNext.length > 0;
  if (playing) {
    const groups = chunks(
      v.courts.map((c) => c.court),
      COURTS_PER_PAGE,
    );
    for (const g of groups) {
      const first = g[0]!;
      const last = g[g.length - 1]!;
      const title = w
        ? first === last
          ? w.t('board.court', { court: first })
          : v.courts.length > g.length
            ? w.t('tv.courtsOf', { first, last, total: v.courts.length })
            : w.t('tv.courts', { first, last })
        : first === last
          ? `Court ${first}`
          : `Courts ${first}–${last}${v.courts.length > g.length ? ` of ${v.courts.length}` : ''}`;
      pages.push({ kind: 'courts', key: `courts-${first}`, title, courts: g, ...courtGrid(g.length) });
    }
    const queued = Math.min(v.upNext.length, UPNEXT_PER_PAGE * UPNEXT_PAGES);
    for (let from = 0; from < queued; from += UPNEXT_PER_PAGE)
      pages.push({
        kind: 'upnext',
        key: `upnext-${from}`,
        title: w ? w.t('board.upNext') : 'Up next',
        from,
        count: Math.min(UPNEXT_PER_PAGE, queued - from),
      });
  }
  if (!playing || v.divisions.some((d) => d.champion))
    pages.push({ kind: 'divisions', key: 'divisions', title: w ? w.t('venue.divisions') : 'Divisions' });
  return pages;
}

export interface VenueScreen {
  venue: PublicVenue;
  pages: VenuePage[];
  at: number;
  /** The venue board's public address, shown and encoded in the QR code. */
  url: string;
  now: number;
}

function qrImage<R>({ html, words: w }: Localized<R>, slug: string, url: string, className: string): R {
  return html`<img class="${className}" src="/e/${encodeURIComponent(slug)}/qr.svg" alt="${w.t('tv.qrAlt', { url })}" width="256" height="256">`;
}

function pageBody<R>(mk: Localized<R>, s: VenueScreen, page: VenuePage): R {
  const { html, nothing, words: w } = mk;
  const v = s.venue;
  switch (page.kind) {
    case 'courts': {
      const courts = page.courts.map((n) => v.courts.find((c) => c.court === n)).filter((c) => c !== undefined);
      return html`${courts.map((c) => html`<div class="d-slot">${venueCourtView(mk, c, { now: s.now, next: nextOn(v, c.court) })}</div>`)}`;
    }
    case 'upnext':
      return venueUpNextView(mk, v, v.upNext.slice(page.from, page.from + page.count));
    case 'divisions':
      return divisionsView(mk, v);
    case 'register': {
      const open = openDivisions(v);
      return html`${qrImage(mk, v.slug, s.url, 'd-qr')}
<div class="d-register-text">
<p class="d-call">${w.t('tv.scan')}</p>
<p class="d-url">${s.url}</p>
<p class="d-count">${w.t('venue.openList', { list: open.map((d) => d.name).join(', ') })}</p>
</div>`;
    }
  }
  return nothing;
}

/** The whole screen: the header, the banner and the newest broadcast, one page, and the address with its QR code. */
export function venueDisplayView<R>(mk: Localized<R>, s: VenueScreen): R {
  const { html, nothing, words: w } = mk;
  const { venue: v, pages, at } = s;
  const page = pages[Math.min(at, pages.length - 1)]!;
  const screenOf = w.t('tv.screenOf', { i: at + 1, n: pages.length });
  const pager =
    pages.length > 1
      ? html`<p class="d-pager"><span class="sr-only">${screenOf}</span><span aria-hidden="true">${at + 1} / ${pages.length}</span></p>`
      : nothing;
  const footer = w.t('venue.footer');
  const broadcast = v.recentAlerts.find((a) => a.kind === 'broadcast' && s.now - a.at < BROADCAST_SHOWN_MS);
  const cls =
    page.kind === 'courts' ? `d-courts c${page.cols} r${page.rows}` : page.kind === 'divisions' ? 'd-divisions' : `d-${page.kind}`;
  return html`<div class="d-screen venue-screen" data-page="${page.key}" data-pages="${pages.length}">
<header class="d-head">
<h1 class="d-name">${v.name}</h1>
<span class="badge">${w.t('venue.divisionsCount', { n: v.divisions.length })}</span>
<h2 class="d-title" id="d-title">${page.title}</h2>
${pager}
<venue-sync-status data-slug="${v.slug}"></venue-sync-status>
<p class="d-clock">${clockSlot(mk, s.now, 'd-clock-time')}</p>
</header>
${
  v.banner || broadcast
    ? html`<div class="d-notices">
${v.banner ? html`<p class="d-notice d-banner">${v.banner}</p>` : nothing}
${broadcast ? html`<p class="d-notice kind-broadcast"><span class="d-notice-time">${clockText(broadcast.at, w.lang)}</span> ${broadcast.text}</p>` : nothing}
</div>`
    : nothing
}
<section class="d-page ${cls}" data-page="${page.key}" aria-labelledby="d-title">${pageBody(mk, s, page)}</section>
${
  page.kind === 'register'
    ? nothing
    : html`<footer class="d-foot">${qrImage(mk, v.slug, s.url, 'd-qr-small')}<p>${footer} <strong class="d-url-small">${s.url}</strong></p></footer>`
}
</div>`;
}
