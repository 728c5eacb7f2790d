// The event desk's venue sections: every venue court with its division's match, the venue's up next with why a match
// waits, keeper codes per venue court, and the detected player links.
import type { VenueDoc } from '../event/venue-doc.js';
import { Html, html, raw, seg } from './html.js';
import { etaIn, matchTitleIn } from '../../shared/view/format-words.js';
import type { TeamRef } from '../../shared/engine/types.js';
import type { MessageKey, Words } from '../../shared/i18n/words.js';
import { actionButton, field } from './layout.js';
import { linkKey } from '../event/event-versions.js';

/**
 * A message whose placeholders hold markup (`<strong>` team names): the words around them are escaped, each `Html`
 * value goes in its placeholder's place, so a sentence is never glued from parts (docs/translating.md).
 */
export function saidWith(w: Words, key: MessageKey, values: Record<string, string | number | Html>): Html {
  const marks: Html[] = [];
  const plain: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v instanceof Html) {
      plain[k] = `\u0000${marks.length}\u0000`;
      marks.push(v);
    } else plain[k] = v;
  }
  const parts = w.t(key, plain).split('\u0000');
  return html`${parts.map((p, i) => (i % 2 === 1 ? (marks[Number(p)] ?? '') : p))}`;
}

/** A side's team name, or "TBD" in the page's words. */
const sideIn = (ref: TeamRef | null, w: Words): string => ref?.name ?? w.t('event.tbd');

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
export function venueCourtsSection(base: string, venue: VenueDoc, divisions: DeskDivision[], revOf: RevOf, w: Words): Html {
  return html`<section class="panel" id="venue-courts"><h2>${w.t('event.venueCourtsTitle')}</h2>
<div class="courts desk-courts">${venue.courts.map((c) => {
    const m = c.match;
    const d = c.division ? divisions.find((x) => x.slug === c.division!.slug) : undefined;
    const others = (d?.courts ?? []).filter((n) => n !== c.court && !venue.courts.some((v) => v.court === n && v.status === 'paused'));
    const op = c.status === 'open' ? 'pause' : 'resume';
    const state = w.t('desk.courtState', { state: c.status === 'paused' ? 'paused' : m ? 'live' : 'open' });
    const matchLine = (x: NonNullable<typeof m>) =>
      saidWith(w, 'event.matchLine', {
        title: matchTitleIn(x, w),
        a: html`<strong>${sideIn(x.a, w)}</strong>`,
        b: html`<strong>${sideIn(x.b, w)}</strong>`,
      });
    const liveScore = (x: NonNullable<typeof m>) => (x.live ? html` · <span class="live-score">${x.live[0]}–${x.live[1]}</span>` : '');
    const swapOpen = (x: NonNullable<typeof m>, slug: string) => {
      const editWords = w.t('event.editMatch', { a: sideIn(x.a, w), b: sideIn(x.b, w), court: c.court });
      const words = w.t('event.moving', { a: sideIn(x.a, w), b: sideIn(x.b, w) });
      const target = `match:${slug}/${x.id}`;
      const data = html`data-target="${target}" data-edit="${target}" data-edit-words="${editWords}" data-words="${words}"`;
      const division = html`<input type="hidden" name="division" value="${slug}">`;
      const hidden = html`${division}<input type="hidden" name="match" value="${x.id}"><input type="hidden" name="rev" value="${x.rev ?? 0}">`;
      return html`<form method="post" action="${base}/swap" class="row-form" ${data}>${hidden}`;
    };
    const courtWords = w.t('desk.iCourt', { op, court: c.court });
    const rev = revOf(`court:${c.court}`);
    const courtHidden = html`<input type="hidden" name="court" value="${c.court}"><input type="hidden" name="rev" value="${rev}">`;
    const resume = html`<button type="submit" class="btn">${w.t('desk.resumeCourt', { court: c.court })}</button>`;
    return html`<article class="court court-${c.status}" data-court="${c.court}" data-edit="court:${c.court}">
<header><h3>${w.t('desk.court', { court: c.court })}</h3><span class="badge">${state}</span></header>
${
  m && c.division
    ? html`<p class="division-name"><a href="/admin/t/${seg(c.division.slug)}">${c.division.name}</a></p>
<p class="match-title">${matchLine(m)}${liveScore(m)}</p>
${
  others.length
    ? html`${swapOpen(m, c.division.slug)}
${field({
  name: 'court',
  id: `swap-${c.court}`,
  label: w.t('event.moveToCourt'),
  options: others.map((n) => ({ value: String(n), label: w.t('desk.court', { court: n }) })),
})}
<button type="submit" class="btn">${w.t('desk.move')}</button></form>`
    : ''
}`
    : html`<p class="idle">${c.status === 'paused' ? w.t('event.idlePaused') : w.t('event.idle')}</p>`
}
<form method="post" action="${base}/court" class="row-form" data-target="court:${c.court}" data-words="${courtWords}">${courtHidden}
${
  c.status === 'open'
    ? html`<input type="hidden" name="op" value="pause">
${field({ name: 'reason', id: `reason-${c.court}`, label: w.t('event.reason'), attrs: { maxlength: 100, placeholder: w.t('desk.reasonPlaceholder') } })}
<button type="submit" class="btn warn">${w.t('desk.pauseCourt', { court: c.court })}</button>`
    : html`<input type="hidden" name="op" value="resume"><input type="hidden" name="reason" value="">${resume}`
}
</form>
</article>`;
  })}</div></section>`;
}

/** The venue's up next; `waits` says why a match waits, by `<division>/<match>` (a player's name may be in it: desk only). */
export function venueQueueSection(base: string, venue: VenueDoc, waits: ReadonlyMap<string, string>, w: Words): Html {
  return html`<section class="panel" id="queue"><h2>${w.t('event.queueTitle')}</h2>
${
  venue.upNext.length === 0
    ? html`<p class="empty">${w.t('event.queueEmpty')}</p>`
    : html`<ol class="upnext desk-queue">${venue.upNext.map((e) => {
        const why = waits.get(`${e.division.slug}/${e.id}`);
        const versus = w.t('event.versus', { a: sideIn(e.a, w), b: sideIn(e.b, w) });
        const pushing = w.t('event.pushingBack', { a: sideIn(e.a, w), b: sideIn(e.b, w) });
        const target = `match:${e.division.slug}/${e.id}`;
        const data = html`data-target="${target}" data-edit="${target}" data-edit-words="${versus}" data-words="${pushing}"`;
        const push = actionButton(
          `${base}/pushback`,
          w.t('desk.pushBack'),
          { division: e.division.slug, match: e.id, rev: e.rev ?? 0 },
          { className: 'btn small' },
        );
        const where = w.t('desk.court', { court: e.court });
        const eta = e.tentative ? w.t('event.tentative', { eta: etaIn(e.etaMin, w) }) : etaIn(e.etaMin, w);
        const title = matchTitleIn(e, w);
        const whyLine = why ? html`<br><span class="wait-why">${w.t('event.waits', { why })}</span>` : '';
        return html`<li class="${e.tentative ? 'tentative' : ''}" data-match="${e.id}" data-division="${e.division.slug}" ${data}>
<span class="who">${versus}</span>
${push}
<span class="what"><strong class="where">${where}</strong> · <strong class="eta">${eta}</strong> · ${e.division.name} · ${title}${whyLine}</span>
</li>`;
      })}</ol>`
}
</section>`;
}

/** One keeper code per venue court: it scores whatever division's match is on that court. */
export function venueKeepersSection(links: VenueKeeperLink[], w: Words): Html {
  return html`<section class="panel" id="keepers"><h2>${w.t('desk.keepersTitle')}</h2>
<p class="muted">${w.t('event.keepersHint')}</p>
<details${links.length <= 8 ? raw(' open') : ''}><summary>${w.t('desk.courtsN', { n: links.length })}</summary>
<div class="qr-cards desk-keepers">${links.map(
    (l) => html`<figure class="qr-card keeper-code" data-court="${l.court}">
<div class="qr-code">${raw(l.svg)}</div>
<figcaption><a href="${l.url}">${w.t('desk.keeperPadFor', { court: l.court })}</a></figcaption>
</figure>`,
  )}</div></details>
</section>`;
}

/** Players in two divisions, matched by name; each pair can be told apart (or linked again). */
export function playerLinksSection(base: string, links: DeskLink[], revOf: RevOf, w: Words): Html {
  const side = (s: DeskLink['a']) => html`${s.team} <span class="muted">(${s.division})</span>`;
  return html`<section class="panel" id="players" data-edit="players:"><h2>${w.t('event.playersTitle')}</h2>
<p class="muted">${w.t('event.playersHint')}</p>
${
  links.length === 0
    ? html`<p class="empty">${w.t('event.noLinks')}</p>`
    : html`<ul class="player-links">${links.map((l) => {
        const key = linkKey(l.a.ref, l.b.ref);
        const words = l.unlinked ? w.t('event.linking', { name: l.name }) : w.t('event.tellingApart', { name: l.name });
        const pair = saidWith(w, 'event.linkPair', { name: html`<strong>${l.name}</strong>`, a: side(l.a), b: side(l.b) });
        const button = actionButton(
          `${base}/unlink`,
          l.unlinked ? w.t('event.linkAgain') : w.t('event.unlink'),
          { a: l.a.ref, b: l.b.ref, op: l.unlinked ? 'link' : 'unlink', rev: revOf(key) },
          { className: 'btn small' },
        );
        return html`<li class="${l.unlinked ? 'unlinked' : ''}" data-target="${key}" data-words="${words}">${pair}
${l.unlinked ? html` <span class="badge">${w.t('event.differentPeople')}</span>` : ''}
${button}</li>`;
      })}</ul>`
}
</section>`;
}
