// The venue board of an event (docs/api.md, Events: `/e/<slug>`): every venue court with its division and match, the venue's
// up next, each division with its phase and champion, and in `checkin` the divisions open for registration. The
// server's first paint inside <venue-app> and the component's every render after it.
import type { PublicVenue } from '../public/public-venue.js';
import { alertsView, bannerView } from './announcements.js';
import { dateIn } from './format-words.js';
import type { Localized } from './markup.js';
import { VENUE_UPNEXT_SHOWN, divisionPath, divisionsView, nextOn, openDivisions, venueCourtView, venueUpNextView } from './venue-parts.js';

/** The registration landing: every division open for registration, each linking to its form. */
export function registerListView<R>(mk: Localized<R>, v: PublicVenue): R {
  const { html, nothing, words: w } = mk;
  const open = openDivisions(v);
  if (open.length === 0) return nothing;
  const item = (d: (typeof open)[number]) =>
    html`<li><a class="btn primary big" href="${divisionPath(d.slug)}">${w.t('venue.registerFor', { division: d.name })}</a></li>`;
  return html`<section class="panel register venue-register"><h2>${w.t('venue.registerTeam')}</h2>
<p>${w.t('venue.chooseDivision')}</p>
<ul class="venue-register-list">${open.map(item)}</ul>
</section>`;
}

/** The top of the venue board: the event's name, date and size. */
export function venueHeadView<R>({ html, words: w }: Localized<R>, v: PublicVenue): R {
  return html`<header class="t-head">
<h1>${v.name}</h1>
<p class="meta"><time datetime="${v.date}">${dateIn(v.date, w.lang)}</time> · ${w.t('venue.size', { divisions: v.divisions.length, courts: v.courtCount })}</p>
</header>`;
}

/**
 * The whole venue board: the head, then `#live` with everything that changes; the divisions first, a phone's way to its own.
 * `now`: the clock the courts' running times are counted against (default: the document's time).
 */
export function venueBoardView<R>(mk: Localized<R>, v: PublicVenue, now = v.generatedAt): R {
  const { html, nothing, words: w } = mk;
  const playing = v.courts.some((c) => c.match) || v.upNext.length > 0;
  const divisions = v.divisions.length ? divisionsView(mk, v) : html`<p class="empty">${w.t('venue.noDivisions')}</p>`;
  const court = (c: (typeof v.courts)[number]) => venueCourtView(mk, c, { now, next: nextOn(v, c.court) });
  return html`${venueHeadView(mk, v)}
<div id="live" class="board venue-board">
${bannerView(mk, v.banner || null)}
${alertsView(mk, v.recentAlerts, 3)}
${registerListView(mk, v)}
<section class="divisions-section"><h2>${w.t('venue.divisions')}</h2>${divisions}</section>
${
  playing
    ? html`<section class="courts-section"><h2>${w.t('board.courts')}</h2><div class="courts">${v.courts.map(court)}</div></section>
<section class="upnext-section"><h2>${w.t('board.upNext')}</h2>${venueUpNextView(mk, v, v.upNext.slice(0, VENUE_UPNEXT_SHOWN))}</section>`
    : nothing
}
</div>`;
}
