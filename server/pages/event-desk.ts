// The event desk (docs/api.md, Events): an event's divisions and the form that adds one, the venue's courts and queue,
// keeper codes, player links, banner and broadcast for every division, the live log and delete. Plain forms: it works
// without JavaScript.
import type { EventRow } from '../tournament/hub-types.js';
import type { VenueDoc } from '../event/venue-doc.js';
import { html, seg, type Html } from './html.js';
import { clockText } from '../../shared/view/format.js';
import { dateIn, phaseIn } from '../../shared/view/format-words.js';
import type { Phase } from '../../shared/engine/types.js';
import { formatCourtList } from '../../shared/venue/court-list.js';
import type { Lang } from '../../shared/i18n/languages.js';
import type { MessageKey, Values, Words } from '../../shared/i18n/words.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';
import { logDetailIn } from '../../shared/view/log-detail.js';
import { field, notices, page } from './layout.js';
import { createForm } from './create-form.js';
import { deskNav, type FormState } from './home.js';
import {
  type DeskDivision,
  type DeskLink,
  playerLinksSection,
  type RevOf,
  type VenueKeeperLink,
  venueCourtsSection,
  venueKeepersSection,
  venueQueueSection,
} from './event-desk-venue.js';

export type { DeskDivision, DeskLink, RevOf, VenueKeeperLink } from './event-desk-venue.js';

/** A log row of the event or one of its divisions; `where` names the division (absent: the event itself). */
export type DeskLogRow = EventRow & { where?: string };

export interface EventDeskInput {
  event: { slug: string; name: string; date: string; courtCount: number; restMin: number; notes: string; banner: string };
  divisions: DeskDivision[];
  venue: VenueDoc;
  waits: ReadonlyMap<string, string>;
  links: DeskLink[];
  /** The current version of each thing the desk changes, for its forms' `rev`. */
  revOf: RevOf;
  keeperLinks: VenueKeeperLink[];
  log: DeskLogRow[];
  actor: string;
  msg?: string;
  error?: string;
  /** The division form re-rendered with what was typed and its errors. */
  form?: FormState;
  /** The page's language (docs/translating.md) and its address in each language (the menu); English when left out. */
  lang?: Lang;
  languages?: (lang: Lang) => string;
}

const PHASES = new Set<string>(['checkin', 'closed', 'live', 'final']);

/**
 * A log row's detail in the page's language: a division's row as the tournament desk says it (log-detail.ts); the
 * event's own row from the answer it gave (`said`, or `why` when refused; server/event/event-answers.ts `eventRowSaid`).
 * English readers, and rows without a message, get the stored English sentence.
 */
function eventDetailIn(e: DeskLogRow, w: Words): string {
  if (e.where !== undefined || w.lang === 'en') return logDetailIn(e, w);
  const say = (m: { key: string; values?: unknown } | undefined): string | null => {
    if (!m || typeof m.key !== 'string') return null;
    try {
      const text = w.t(m.key as MessageKey, m.values as Values | undefined);
      return text === m.key ? null : text;
    } catch {
      return null;
    }
  };
  if (e.ok) return say(e.said) ?? e.detail;
  const why = say(e.why);
  return why === null ? e.detail : w.t('desk.logRefusedDetail', { detail: w.t('desk.refused'), why });
}

/** Who did it, in words: a keeper by court, the registration form, or the organizer's name (as the tournament desk says it). */
function whoIn(actor: string, w: Words): string {
  const court = /^keeper:(\d+)$/.exec(actor)?.[1];
  if (court) return w.t('desk.keeperOf', { court });
  if (actor === 'public') return w.t('desk.registrationForm');
  return actor;
}

function divisionsSection(o: EventDeskInput, w: Words): Html {
  const heads = [
    html`<th scope="col">${w.t('event.colDivision')}</th>`,
    html`<th scope="col">${w.t('event.colPhase')}</th>`,
    html`<th scope="col">${w.t('event.colTeams')}</th>`,
    html`<th scope="col">${w.t('desk.courts')}</th>`,
  ];
  const board = (d: EventDeskInput['divisions'][number]) =>
    html`<a class="small" href="/t/${seg(d.slug)}" aria-label="${w.t('event.boardOf', { division: d.name })}">${w.t('event.board')}</a>`;
  const phase = (d: EventDeskInput['divisions'][number]) =>
    html`<span class="badge phase-${d.phase}">${PHASES.has(d.phase) ? phaseIn(d.phase as Phase, w) : d.phase}</span>`;
  return html`<section class="panel" id="divisions"><h2>${w.t('venue.divisions')}</h2>
${
  o.divisions.length === 0
    ? html`<p class="empty">${w.t('event.noDivision')}</p>`
    : html`<div class="table-wrap"><table class="divisions">
<thead><tr>${heads}</tr></thead>
<tbody>${o.divisions.map(
        (d) => html`<tr data-division="${d.slug}"><th scope="row"><a href="/admin/t/${seg(d.slug)}">${d.name}</a><br>${board(d)}</th>
<td>${phase(d)}</td><td>${d.teams}</td><td>${formatCourtList(d.courts)}</td></tr>`,
      )}</tbody></table></div>`
}
</section>`;
}

function createSection(o: EventDeskInput, w: Words): Html {
  return html`<section class="panel" id="create" data-edit="division:" data-target="division" data-words="${w.t('event.newDivision')}">
<h2>${w.t('event.createTitle')}</h2>
${createForm(o.form, { slug: o.event.slug, date: o.event.date, courtCount: o.event.courtCount }, w)}
</section>`;
}

function announceSection(base: string, o: EventDeskInput, w: Words): Html {
  const n = o.divisions.length;
  const bannerRev = html`<input type="hidden" name="rev" value="${o.revOf('banner')}">`;
  return html`<section class="panel" id="announce" data-edit="announce:"><h2>${w.t('desk.announcements')}</h2>
<form method="post" action="${base}/banner" class="row-form" data-target="banner" data-words="${w.t('desk.iBanner')}">${bannerRev}
${field({ name: 'banner', id: 'banner', label: w.t('event.bannerLabel', { n }), value: o.event.banner, attrs: { maxlength: 200 } })}
<button type="submit" class="btn">${w.t('desk.setBanner')}</button>
</form>
<form method="post" action="${base}/broadcast" class="row-form" data-target="broadcast" data-words="${w.t('desk.iBroadcast')}">
${field({ name: 'text', id: 'broadcast', label: w.t('event.broadcastLabel', { n }), attrs: { required: true, maxlength: 200 } })}
<button type="submit" class="btn">${w.t('desk.send')}</button>
</form>
</section>`;
}

/** The latest rows of the event and its divisions, drawn as the tournament desk draws its log (one row a line, a card on phones). */
function logSection(log: DeskLogRow[], w: Words): Html {
  const refused = (e: DeskLogRow) => (e.ok ? '' : html` <span class="badge status-forfeit">${w.t('desk.refused')}</span>`);
  return html`<section class="panel" id="events"><h2>${w.t('event.logTitle')}</h2>
${
  log.length === 0
    ? html`<p class="empty">${w.t('desk.nothingYet')}</p>`
    : html`<details${log.length <= 10 ? html` open` : ''}><summary>${w.t('event.logSummary', { n: log.length })}</summary><ol class="event-log">
${log.map(
  (e) => html`<li class="${e.ok ? '' : 'failed'}"><time datetime="${new Date(e.at).toISOString()}">${clockText(e.at, w.lang)}</time>
<span class="event-who">${whoIn(e.actor, w)}</span>
<span class="event-what">${e.action === 'unlink' ? w.t('event.unlinkAction') : w.t('desk.action', { action: e.action })}</span>
<span class="event-detail"><span class="event-where">${e.where ?? w.t('desk.eventBadge')}</span> · ${eventDetailIn(e, w)}</span>${refused(e)}</li>`,
)}</ol></details>`
}
</section>`;
}

function deleteSection(base: string, o: EventDeskInput, w: Words): Html {
  const n = o.divisions.length;
  const confirmLabel = html`<label for="confirm-delete">${w.t('event.deleteConfirm', { name: o.event.name })}</label>`;
  return html`<section class="panel danger-zone" id="delete"><h2>${w.t('event.deleteTitle')}</h2>
${n > 0 ? html`<p>${w.t('event.deleteBlocked', { n })}</p>` : html`<p class="muted">${w.t('event.deleteEmpty')}</p>`}
<form method="post" action="${base}/delete" class="stack">
<div class="field check"><input type="checkbox" id="confirm-delete" name="confirm" value="yes" required>${confirmLabel}</div>
<button type="submit" class="btn danger">${w.t('event.deleteTitle')}</button>
</form>
</section>`;
}

/** The venue's courts and up next, wrapped by <event-desk-live>, which keeps every section of eventDeskLive current. */
function venueSections(o: EventDeskInput, w: Words): Html {
  const base = `/admin/e/${seg(o.event.slug)}`;
  return html`${venueCourtsSection(base, o.venue, o.divisions, o.revOf, w)}
${venueQueueSection(base, o.venue, o.waits, w)}`;
}

/**
 * The sections the desk redraws whenever the venue changes or one of its own changes is answered (GET
 * /admin/e/<slug>/live.html; client/components/event-desk-live.ts puts each in place of the section with its id).
 */
export function eventDeskLive(o: EventDeskInput): Html {
  const w = wordsFor(o.lang ?? 'en');
  const base = `/admin/e/${seg(o.event.slug)}`;
  return html`${divisionsSection(o, w)}
${venueSections(o, w)}
${playerLinksSection(base, o.links, o.revOf, w)}
${announceSection(base, o, w)}`;
}

export function eventDeskPage(o: EventDeskInput): string {
  const ev = o.event;
  const w = wordsFor(o.lang ?? 'en');
  const base = `/admin/e/${seg(ev.slug)}`;
  // Before the first division (or with the form's errors to show) the form comes first; on the day, the courts do.
  const setup = o.divisions.length === 0 || o.form !== undefined;
  const meta = w.t('event.meta', { courts: ev.courtCount, rest: ev.restMin });
  const body = html`${notices(o.msg, o.error)}
<nav class="desk-links" aria-label="${w.t('event.links')}">
<a class="btn" href="/e/${seg(ev.slug)}">${w.t('venue.nav')}</a>
<a class="btn" href="/e/${seg(ev.slug)}/display">${w.t('event.venueTv')}</a>
<a class="btn" href="${base}" data-refresh>${w.t('event.refresh')}</a>
</nav>
<header class="t-head">
<p class="kicker"><a href="/admin">${w.t('desk.home')}</a> · ${w.t('desk.eventBadge')}</p>
<h1>${ev.name}</h1>
<p class="meta"><span><time datetime="${ev.date}">${dateIn(ev.date, w.lang)}</time> · ${meta}</span></p>
${ev.notes ? html`<p class="notes">${ev.notes}</p>` : ''}
</header>
<event-desk-app data-slug="${ev.slug}" data-actor="${o.actor}"></event-desk-app>
${divisionsSection(o, w)}
${setup ? createSection(o, w) : ''}
<event-desk-live data-slug="${ev.slug}">${venueSections(o, w)}</event-desk-live>
${playerLinksSection(base, o.links, o.revOf, w)}
${announceSection(base, o, w)}
${setup ? '' : createSection(o, w)}
${venueKeepersSection(o.keeperLinks, w)}
${logSection(o.log, w)}
${deleteSection(base, o, w)}`;
  return page({
    title: w.t('event.pageTitle', { event: ev.name }),
    body,
    bodyClass: 'desk',
    nav: deskNav(o.actor, w),
    entry: 'event-desk',
    data: { slug: ev.slug },
    ...(o.lang ? { lang: o.lang } : {}),
    ...(o.languages ? { languages: o.languages } : {}),
  });
}
