// The event desk (docs/api.md, Events): an event's divisions and the form that adds one, the venue's courts and queue, keeper codes, player links, banner and broadcast for every division, the live log and delete. Plain forms: it works without JavaScript.
import type { EventRow } from '../tournament/hub-types.js';
import type { VenueDoc } from '../event/venue-doc.js';
import { html, seg, type Html } from './html.js';
import { PHASE_LABEL, plural, timeText } from '../../shared/view/format.js';
import { formatCourtList } from '../../shared/venue/court-list.js';
import { field, notices, page } from './layout.js';
import { createForm, deskNav, type FormState } from './home.js';
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

/** A log row of the event or one of its divisions; `where` names which. */
export type DeskLogRow = EventRow & { where: string };

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
}

function divisionsSection(o: EventDeskInput): Html {
  return html`<section class="panel" id="divisions"><h2>Divisions</h2>
${
  o.divisions.length === 0
    ? html`<p class="empty">No division yet: create the first one below.</p>`
    : html`<div class="table-wrap"><table class="divisions">
<thead><tr><th scope="col">Division</th><th scope="col">Phase</th><th scope="col">Teams</th><th scope="col">Courts</th></tr></thead>
<tbody>${o.divisions.map(
        (
          d,
        ) => html`<tr data-division="${d.slug}"><th scope="row"><a href="/admin/t/${seg(d.slug)}">${d.name}</a><br><a class="small" href="/t/${seg(d.slug)}">Board<span class="sr-only"> of ${d.name}</span></a></th>
<td><span class="badge phase-${d.phase}">${PHASE_LABEL[d.phase as keyof typeof PHASE_LABEL] ?? d.phase}</span></td><td>${d.teams}</td><td>${formatCourtList(d.courts)}</td></tr>`,
      )}</tbody></table></div>`
}
</section>`;
}

function createSection(o: EventDeskInput): Html {
  return html`<section class="panel" id="create" data-edit="division:" data-target="division" data-words="New division">
<h2>Create a division</h2>
${createForm(o.form, { slug: o.event.slug, date: o.event.date, courtCount: o.event.courtCount })}
</section>`;
}

function announceSection(base: string, o: EventDeskInput): Html {
  const n = plural(o.divisions.length, 'division');
  return html`<section class="panel" id="announce" data-edit="announce:"><h2>Announcements</h2>
<form method="post" action="${base}/banner" class="row-form" data-target="banner" data-words="Banner"><input type="hidden" name="rev" value="${o.revOf('banner')}">
${field({ name: 'banner', id: 'banner', label: `Banner on the venue board and all ${n} (empty clears it)`, value: o.event.banner, attrs: { maxlength: 200 } })}
<button type="submit" class="btn">Set banner</button>
</form>
<form method="post" action="${base}/broadcast" class="row-form" data-target="broadcast" data-words="Broadcast">
${field({ name: 'text', id: 'broadcast', label: `Broadcast (one-time alert to every team page of all ${n})`, attrs: { required: true, maxlength: 200 } })}
<button type="submit" class="btn">Send</button>
</form>
</section>`;
}

function logSection(log: DeskLogRow[]): Html {
  return html`<section class="panel" id="events"><h2>Latest events</h2>
${
  log.length === 0
    ? html`<p class="empty">Nothing yet.</p>`
    : html`<details${log.length <= 10 ? html` open` : ''}><summary>${log.length} latest, of the event and its divisions</summary><div class="table-wrap"><table class="events">
<thead><tr><th scope="col">When</th><th scope="col">Where</th><th scope="col">Who</th><th scope="col">Action</th><th scope="col">Detail</th><th scope="col">OK</th></tr></thead>
<tbody>${log.map((e) => html`<tr class="${e.ok ? '' : 'failed'}"><td><time datetime="${new Date(e.at).toISOString()}">${timeText(e.at)}</time></td><td>${e.where}</td><td>${e.actor}</td><td>${e.action}</td><td>${e.detail}</td><td>${e.ok ? 'yes' : 'no'}</td></tr>`)}</tbody>
</table></div></details>`
}
</section>`;
}

function deleteSection(base: string, o: EventDeskInput): Html {
  const n = o.divisions.length;
  return html`<section class="panel danger-zone" id="delete"><h2>Delete event</h2>
${
  n > 0
    ? html`<p>The event still has ${plural(n, 'division')}: it can be deleted only once they are gone. Delete each division on its own desk first.</p>`
    : html`<p class="muted">The event has no division left; deleting it removes its record for good.</p>`
}
<form method="post" action="${base}/delete" class="stack">
<div class="field check"><input type="checkbox" id="confirm-delete" name="confirm" value="yes" required><label for="confirm-delete">Yes, delete ${o.event.name} for good</label></div>
<button type="submit" class="btn danger">Delete event</button>
</form>
</section>`;
}

/** The venue's courts and up next, wrapped by <event-desk-live>, which keeps every section of eventDeskLive current. */
function venueSections(o: EventDeskInput): Html {
  const base = `/admin/e/${seg(o.event.slug)}`;
  return html`${venueCourtsSection(base, o.venue, o.divisions, o.revOf)}
${venueQueueSection(base, o.venue, o.waits)}`;
}

/**
 * The sections the desk redraws whenever the venue changes or one of its own changes is answered (GET
 * /admin/e/<slug>/live.html; client/components/event-desk-live.ts puts each in place of the section with its id).
 */
export function eventDeskLive(o: EventDeskInput): Html {
  const base = `/admin/e/${seg(o.event.slug)}`;
  return html`${divisionsSection(o)}
${venueSections(o)}
${playerLinksSection(base, o.links, o.revOf)}
${announceSection(base, o)}`;
}

export function eventDeskPage(o: EventDeskInput): string {
  const ev = o.event;
  const base = `/admin/e/${seg(ev.slug)}`;
  // Before the first division (or with the form's errors to show) the form comes first; on the day, the courts do.
  const setup = o.divisions.length === 0 || o.form !== undefined;
  const body = html`${notices(o.msg, o.error)}
<nav class="desk-links" aria-label="Event links">
<a class="btn" href="/e/${seg(ev.slug)}">Venue board</a>
<a class="btn" href="/e/${seg(ev.slug)}/display">Venue TV</a>
<a class="btn" href="${base}" data-refresh>Refresh</a>
</nav>
<header class="t-head">
<p class="kicker"><a href="/admin">Desk</a> · Event</p>
<h1>${ev.name}</h1>
<p class="meta"><span><time datetime="${ev.date}">${ev.date}</time> · ${plural(ev.courtCount, 'venue court')} · ${ev.restMin ? `${ev.restMin} min rest between matches` : 'no rest minimum'}</span></p>
${ev.notes ? html`<p class="notes">${ev.notes}</p>` : ''}
</header>
<event-desk-app data-slug="${ev.slug}" data-actor="${o.actor}"></event-desk-app>
${divisionsSection(o)}
${setup ? createSection(o) : ''}
<event-desk-live data-slug="${ev.slug}">${venueSections(o)}</event-desk-live>
${playerLinksSection(base, o.links, o.revOf)}
${announceSection(base, o)}
${setup ? '' : createSection(o)}
${venueKeepersSection(o.keeperLinks)}
${logSection(o.log)}
${deleteSection(base, o)}`;
  return page({
    title: `${ev.name} · Event desk`,
    body,
    bodyClass: 'desk',
    nav: deskNav(o.actor),
    entry: 'event-desk',
    data: { slug: ev.slug },
  });
}
