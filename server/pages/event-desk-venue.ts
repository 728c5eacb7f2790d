// The event desk's venue sections: every venue court with its division's match, the venue's up next with why a match waits, keeper codes per venue court, and the detected player links.
import type { VenueDoc } from '../event/venue-doc.js';
import { html, raw, seg, type Html } from './html.js';
import { etaText, matchTitle, sideName } from '../../shared/view/format.js';
import { actionButton, field } from './layout.js';
import { linkKey } from '../event/event-versions.js';

/** A division as the venue sections read it: the courts it may use, for the swap choices. */
export interface DeskDivision {
  slug: string;
  name: string;
  phase: string;
  teams: number;
  courts: readonly number[];
}

/** Two player slots taken for one person (names are private: the desk only). */
export interface DeskLink {
  name: string;
  a: { ref: string; team: string; division: string };
  b: { ref: string; team: string; division: string };
  unlinked: boolean;
}

/** The current version of a thing the event desk changes (`court:<n>`, `banner`, `link:<a>|<b>`), for its forms' `rev`. */
export type RevOf = (target: string) => number;

/** `svg` is the QR code of `url`, made by the qrcode library, never from user input. */
export interface VenueKeeperLink {
  court: number;
  url: string;
  svg: string;
}

/**
 * Every venue court with its match. Each form says what it changes (`data-target`, its version in `rev`) and in words
 * (`data-words`), for the desk's pending marks and conflicts (client/components/event-desk-app.ts).
 */
export function venueCourtsSection(base: string, venue: VenueDoc, divisions: DeskDivision[], revOf: RevOf): Html {
  return html`<section class="panel" id="venue-courts"><h2>Venue courts</h2>
<div class="courts desk-courts">${venue.courts.map((c) => {
    const m = c.match;
    const d = c.division ? divisions.find((x) => x.slug === c.division!.slug) : undefined;
    const others = (d?.courts ?? []).filter((n) => n !== c.court && !venue.courts.some((v) => v.court === n && v.status === 'paused'));
    const op = c.status === 'open' ? 'Pause' : 'Resume';
    return html`<article class="court court-${c.status}" data-court="${c.court}" data-edit="court:${c.court}">
<header><h3>Court ${c.court}</h3><span class="badge">${c.status === 'paused' ? 'Paused' : m ? 'Live' : 'Open'}</span></header>
${
  m && c.division
    ? html`<p class="division-name"><a href="/admin/t/${seg(c.division.slug)}">${c.division.name}</a></p>
<p class="match-title">${matchTitle(m)}: <strong>${sideName(m.a)}</strong> vs <strong>${sideName(m.b)}</strong>${m.live ? html` · <span class="live-score">${m.live[0]}–${m.live[1]}</span>` : ''}</p>
${
  others.length
    ? html`<form method="post" action="${base}/swap" class="row-form" data-target="match:${c.division.slug}/${m.id}" data-words="Moving ${sideName(m.a)} vs ${sideName(m.b)}"><input type="hidden" name="division" value="${c.division.slug}"><input type="hidden" name="match" value="${m.id}"><input type="hidden" name="rev" value="${m.rev ?? 0}">
${field({ name: 'court', id: `swap-${c.court}`, label: 'Move to court', options: others.map((n) => ({ value: String(n), label: `Court ${n}` })) })}
<button type="submit" class="btn">Move</button></form>`
    : ''
}`
    : html`<p class="idle">${c.status === 'paused' ? 'Takes no new match.' : 'No match.'}</p>`
}
<form method="post" action="${base}/court" class="row-form" data-target="court:${c.court}" data-words="${op} court ${c.court}"><input type="hidden" name="court" value="${c.court}"><input type="hidden" name="rev" value="${revOf(`court:${c.court}`)}">
${
  c.status === 'open'
    ? html`<input type="hidden" name="op" value="pause">
${field({ name: 'reason', id: `reason-${c.court}`, label: 'Reason', attrs: { maxlength: 100, placeholder: 'e.g. net repair' } })}
<button type="submit" class="btn warn">Pause court ${c.court}</button>`
    : html`<input type="hidden" name="op" value="resume"><input type="hidden" name="reason" value=""><button type="submit" class="btn">Resume court ${c.court}</button>`
}
</form>
</article>`;
  })}</div></section>`;
}

/** The venue's up next; `waits` says why a match waits, by `<division>/<match>` (a player's name may be in it: desk only). */
export function venueQueueSection(base: string, venue: VenueDoc, waits: ReadonlyMap<string, string>): Html {
  return html`<section class="panel" id="queue"><h2>Up next at the venue</h2>
${
  venue.upNext.length === 0
    ? html`<p class="empty">No match is waiting.</p>`
    : html`<ol class="upnext desk-queue">${venue.upNext.map((e) => {
        const why = waits.get(`${e.division.slug}/${e.id}`);
        return html`<li class="${e.tentative ? 'tentative' : ''}" data-match="${e.id}" data-division="${e.division.slug}" data-target="match:${e.division.slug}/${e.id}" data-words="Push back ${sideName(e.a)} vs ${sideName(e.b)}">
<span class="who">${sideName(e.a)} <span class="vs">vs</span> ${sideName(e.b)}</span>
${actionButton(`${base}/pushback`, 'Push back', { division: e.division.slug, match: e.id, rev: e.rev ?? 0 }, { className: 'btn small' })}
<span class="what"><strong class="where">Court ${e.court}</strong> · <strong class="eta">${etaText(e.etaMin)}${e.tentative ? ' (tentative)' : ''}</strong> · ${e.division.name} · ${matchTitle(e)}${why ? html`<br><span class="wait-why">Waits: ${why}</span>` : ''}</span>
</li>`;
      })}</ol>`
}
</section>`;
}

/** One keeper code per venue court: it scores whatever division's match is on that court. */
export function venueKeepersSection(links: VenueKeeperLink[]): Html {
  return html`<section class="panel" id="keepers"><h2>Score keeper codes</h2>
<p class="muted">Each code opens the score pad of one venue court, whichever division plays there. Hand them to keepers only.</p>
<details${links.length <= 8 ? raw(' open') : ''}><summary>${links.length} court${links.length === 1 ? '' : 's'}</summary>
<div class="qr-cards desk-keepers">${links.map(
    (l) => html`<figure class="qr-card keeper-code" data-court="${l.court}">
<div class="qr-code">${raw(l.svg)}</div>
<figcaption><a href="${l.url}">Court ${l.court} keeper pad</a></figcaption>
</figure>`,
  )}</div></details>
</section>`;
}

/** Players in two divisions, matched by name; each pair can be told apart (or linked again). */
export function playerLinksSection(base: string, links: DeskLink[], revOf: RevOf): Html {
  const side = (s: DeskLink['a']) => html`${s.team} <span class="muted">(${s.division})</span>`;
  return html`<section class="panel" id="players" data-edit="players:"><h2>Players in two divisions</h2>
<p class="muted">Players with the same name on different teams are taken for one person and never put on two courts at once. Two different people who share a name can be told apart.</p>
${
  links.length === 0
    ? html`<p class="empty">No player is on two teams.</p>`
    : html`<ul class="player-links">${links.map((l) => {
        const key = linkKey(l.a.ref, l.b.ref);
        return html`<li class="${l.unlinked ? 'unlinked' : ''}" data-target="${key}" data-words="${l.unlinked ? 'Linking' : 'Telling apart'} the two ${l.name}"><strong>${l.name}</strong>: ${side(l.a)} and ${side(l.b)}
${l.unlinked ? html` <span class="badge">Different people</span>` : ''}
${actionButton(`${base}/unlink`, l.unlinked ? 'Link again: one person' : 'Unlink: different people', { a: l.a.ref, b: l.b.ref, op: l.unlinked ? 'link' : 'unlink', rev: revOf(key) }, { className: 'btn small' })}</li>`;
      })}</ul>`
}
</section>`;
}
