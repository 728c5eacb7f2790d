// The pieces of the venue's pages (docs/api.md, Events) that the venue board and the venue TV both show: a venue court with
// its division, the venue's up next, the divisions, and which divisions take registrations.
import type { PublicVenue, VenueCourt, VenueUpNext } from '../public/public-venue.js';
import { clockSlot } from './clock.js';
import { courtClockView, liveScoreView, nextLineView } from './court-card.js';
import { etaAt } from './format.js';
import { etaIn, matchNameIn, phaseIn } from './format-words.js';
import type { Localized, Markup } from './markup.js';
import { sideLinkView, teamLinkView } from './team-link.js';

/** The venue board lists this much of the venue's queue; the TV and each division's board show the rest. */
export const VENUE_UPNEXT_SHOWN = 12;

export const divisionPath = (slug: string): string => `/t/${encodeURIComponent(slug)}`;
/** What the shared match views read of a division: its slug (team links) and no bracket (sides read "To be decided"). */
const divisionOf = (slug: string) => ({ slug, bracket: [] });

/** The divisions taking registrations: the event's registration landing (its QR code points here). */
export function openDivisions(v: PublicVenue): PublicVenue['divisions'] {
  return v.divisions.filter((d) => d.phase === 'checkin');
}

/** A division's name as a link to its own board. */
export function divisionLinkView<R>({ html, nothing }: Markup<R>, d: { slug: string; name: string } | null): R {
  return d ? html`<a class="division" href="${divisionPath(d.slug)}">${d.name}</a>` : nothing;
}

/** The venue's next match on court `n` (its up next is in order of time), or null. */
export function nextOn(v: Pick<PublicVenue, 'upNext'>, n: number): VenueUpNext | null {
  return v.upNext.find((e) => e.court === n) ?? null;
}

/**
 * One venue court: which division plays on it, its live score and how long it has run, or why it is idle; and the
 * court's next match (`next`, named with its division when another one plays it). `now`: the clock the running time is
 * counted against (the document's `generatedAt` in the server's paint, the page's ticking clock in the component).
 */
export function venueCourtView<R>(mk: Localized<R>, c: VenueCourt, o: { now: number; next: VenueUpNext | null }): R {
  const { html, nothing, words: w } = mk;
  const m = c.match;
  const next = o.next;
  const state = c.status === 'paused' ? 'paused' : m ? 'live' : 'open';
  return html`<article class="court court-${c.status}${m ? ' has-match' : ''}">
<header><h3>${w.t('board.court', { court: c.court })}</h3><span class="badge court-state-${state}">${w.t('board.courtState', { state })}</span></header>
${c.division ? html`<p class="court-division">${divisionLinkView(mk, c.division)}</p>` : nothing}
${
  m && c.division
    ? liveScoreView(mk, divisionOf(c.division.slug), m)
    : html`<p class="idle">${c.status === 'paused' ? w.t('board.courtPaused') : w.t('board.courtWaiting')}</p>`
}
${m && c.startedAt ? courtClockView(mk, c.startedAt, o.now) : nothing}
${next ? nextLineView(mk, divisionOf(next.division.slug), next, '', next.division.slug === c.division?.slug ? '' : next.division.name) : nothing}
</article>`;
}

/** "in 14 min" and a slot for "about 14:20" (the browser writes it), or "now". */
export function venueEtaView<R>(mk: Localized<R>, v: Pick<PublicVenue, 'generatedAt'>, etaMin: number): R {
  const { html, words: w } = mk;
  if (etaMin <= 0) return html`<span class="eta-in">${etaIn(etaMin, w)}</span>`;
  return html`<span class="eta-in">${etaIn(etaMin, w)}</span> ${clockSlot(mk, etaAt(v, etaMin), 'eta-clock', w.t('board.about'))}`;
}

/** The venue's queue: court, division, who plays, about when. */
export function venueUpNextView<R>(mk: Localized<R>, v: PublicVenue, entries: VenueUpNext[]): R {
  const { html, words: w } = mk;
  if (entries.length === 0) return html`<p class="empty">${w.t('board.nothingQueued')}</p>`;
  return html`<ol class="upnext venue-upnext">${entries.map((e) => {
    const d = divisionOf(e.division.slug);
    return html`<li class="${e.tentative ? 'tentative' : ''}${e.status === 'on_deck' ? ' on-deck' : ''}">
<span class="where">${w.t('board.court', { court: e.court })}</span>
<span class="who">${sideLinkView(mk, d, e, 'A')} <span class="vs">${w.t('board.vs')}</span> ${sideLinkView(mk, d, e, 'B')}</span>
<span class="eta">${venueEtaView(mk, v, e.etaMin)}</span>
<span class="what">${divisionLinkView(mk, e.division)} · ${matchNameIn(d, e, w)}${e.status === 'on_deck' ? ` · ${w.t('board.onDeck')}` : ''}</span>
</li>`;
  })}</ol>`;
}

/** Each division: its phase, its champion once there is one, and a link to its board. */
export function divisionsView<R>(mk: Localized<R>, v: PublicVenue): R {
  const { html, nothing, words: w } = mk;
  return html`<ul class="venue-divisions">${v.divisions.map(
    (d) => html`<li class="venue-division">
<p class="venue-division-name">${divisionLinkView(mk, d)} <span class="badge phase-${d.phase}" data-phase>${phaseIn(d.phase, w)}</span></p>
${d.champion ? html`<p class="venue-champion">${w.t('venue.champion')} ${teamLinkView(mk, d.slug, d.champion)}</p>` : nothing}
</li>`,
  )}</ul>`;
}
