// The tournament list, the organizer login and desk home (its creation form is ./create-form.ts), and error pages.
import type { Lang } from '../../shared/i18n/languages.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';
import type { Words } from '../../shared/i18n/words.js';
import { dateIn, phaseIn } from '../../shared/view/format-words.js';
import type { TournamentSummary } from '../tournament/hub-types.js';
import { html, seg, type Html } from './html.js';
import { createForm } from './create-form.js';
import { plural } from '../../shared/view/format.js';
import { errorSummary, field, notices, page } from './layout.js';
import { sessionsPanel, type SessionsView } from './sessions.js';

/** Values and per-field errors of a re-rendered form. */
export interface FormState {
  values: Record<string, string>;
  fields: Record<string, string>;
  error?: string;
}

/** The organizer's links at the top of every desk page, in `w`'s language (English without). */
export const deskNav = (actor: string, w: Words = wordsFor('en')): Html => {
  const who = html`<span class="who" title="${w.t('desk.signedInAs')}">${actor}</span>`;
  return html`<a href="/admin">${w.t('desk.navDesk')}</a>${who}<a href="/admin/logout">${w.t('desk.logOut')}</a>`;
};

function phaseBadge(phase: TournamentSummary['phase'], w: Words = wordsFor('en')): Html {
  return html`<span class="badge phase-${phase}">${phaseIn(phase, w)}</span>`;
}

export function listPage(o: { items: TournamentSummary[] }): string {
  const items = [...o.items].sort((x, y) => y.date.localeCompare(x.date) || x.name.localeCompare(y.name));
  const body = html`<h1>Tournaments</h1>
${
  items.length === 0
    ? html`<p class="empty">No tournaments yet.</p>`
    : html`<ul class="cards">${items.map(
        (t) => html`<li><a class="card-link" href="/t/${seg(t.slug)}">
<span class="card-title">${t.name}</span>
<span class="card-meta"><time datetime="${t.date}">${t.date}</time> · ${plural(t.teams, 'team')}</span>
${phaseBadge(t.phase)}</a></li>`,
      )}</ul>`
}
<p class="muted"><a href="/admin">Organizer desk</a></p>`;
  return page({ title: 'Tournaments · Courtside', body, nav: html`<a href="/admin">Organizer desk</a>` });
}

/** The organizer's sign-in, in `lang` (server/http/language.ts) with the language menu's `languages`. */
export function loginPage(o: { next: string; error?: string; name?: string; lang?: Lang; languages?: (lang: Lang) => string }): string {
  const w = wordsFor(o.lang ?? 'en');
  const again = html`<p><a href="#password">${w.t('login.again')}</a></p>`;
  const body = html`<section class="narrow">
<h1>${w.t('login.title')}</h1>
${o.error ? html`<div class="notice error summary" role="alert"><p><strong>${o.error}</strong></p>${again}</div>` : ''}
<form method="post" action="/admin/login" class="stack">
<input type="hidden" name="next" value="${o.next}">
${field({
  name: 'password',
  label: w.t('login.password'),
  type: 'password',
  error: o.error ? w.t('login.wrong') : undefined,
  attrs: { required: true, autocomplete: 'current-password', autofocus: true },
})}
${field({ name: 'name', label: w.t('login.who'), hint: w.t('login.whoHint'), value: o.name ?? '', attrs: { maxlength: 60, autocomplete: 'name' } })}
<button type="submit" class="btn primary">${w.t('login.submit')}</button>
</form>
</section>`;
  return page({ title: w.t('login.pageTitle'), body, bodyClass: 'desk', lang: o.lang, languages: o.languages });
}

/** The new event form's labels. */
function eventLabels(w: Words): Record<string, string> {
  return {
    name: w.t('desk.eventName'),
    date: w.t('desk.eventDate'),
    courtCount: w.t('desk.venueCourtsN'),
    restMin: w.t('desk.restBetween'),
    notes: w.t('desk.eventNotes'),
  };
}

/** An event as the desk home lists it (docs/api.md, Events). */
export interface EventSummary {
  slug: string;
  name: string;
  date: string;
  courtCount: number;
  divisions: number;
}

const EVENT_DEFAULTS: Record<string, string> = { name: '', date: '', courtCount: '8', restMin: '0', notes: '' };

/** The new event form; its ids start with `event-` so it sits beside the tournament form on one page. */
function eventForm(form: FormState | undefined, w: Words): Html {
  const v = { ...EVENT_DEFAULTS, ...(form?.values ?? {}) };
  const e = form?.fields ?? {};
  const short = (name: string, label: string, min: number, max: number, hint: string) =>
    field({
      name,
      id: `event-${name}`,
      label,
      type: 'number',
      value: v[name] ?? '',
      error: e[name],
      hint,
      attrs: { required: true, min, max, step: 1, inputmode: 'numeric' },
      className: 'short',
    });
  return html`<form method="post" action="/admin/events/new" class="stack">
${form ? errorSummary(e, eventLabels(w), form.error, 'event-', w) : ''}
${field({ name: 'name', id: 'event-name', label: w.t('desk.eventName'), value: v.name, error: e.name, attrs: { required: true, maxlength: 80 } })}
${field({ name: 'date', id: 'event-date', label: w.t('desk.eventDate'), type: 'date', value: v.date, error: e.date, attrs: { required: true } })}
<div class="grid-fields">
${short('courtCount', w.t('desk.venueCourtsN'), 1, 64, w.t('desk.range164'))}
${short('restMin', w.t('desk.restBetween'), 0, 120, w.t('desk.restHint'))}
</div>
${field({
  name: 'notes',
  id: 'event-notes',
  label: w.t('desk.eventNotes'),
  value: v.notes,
  error: e.notes,
  textarea: true,
  attrs: { rows: 2, maxlength: 2000 },
})}
<button type="submit" class="btn primary">${w.t('desk.createEvent')}</button>
</form>`;
}

function eventCards(events: EventSummary[], w: Words): Html {
  const sorted = [...events].sort((x, y) => y.date.localeCompare(x.date) || x.name.localeCompare(y.name));
  if (sorted.length === 0) return html`<p class="empty">${w.t('desk.noEvents')}</p>`;
  const counts = (ev: EventSummary) => html`${w.t('desk.divisionsN', { n: ev.divisions })} · ${w.t('desk.courtsN', { n: ev.courtCount })}`;
  return html`<ul class="cards">${sorted.map(
    (ev) => html`<li><a class="card-link" href="/admin/e/${seg(ev.slug)}">
<span class="card-title">${ev.name}</span>
<span class="card-meta"><time datetime="${ev.date}">${dateIn(ev.date, w.lang)}</time> · ${counts(ev)}</span>
<span class="badge">${w.t('desk.eventBadge')}</span></a></li>`,
  )}</ul>`;
}

export function deskHomePage(o: {
  items: (TournamentSummary & { event?: string | null })[];
  events?: EventSummary[];
  actor: string;
  msg?: string;
  error?: string;
  form?: FormState;
  eventForm?: FormState;
  sessions?: SessionsView;
  /** The page's language (docs/translating.md) and its address in each language (the menu). */
  lang?: Lang;
  languages?: (lang: Lang) => string;
}): string {
  const w = wordsFor(o.lang ?? 'en');
  const items = [...o.items].sort((x, y) => y.date.localeCompare(x.date) || x.name.localeCompare(y.name));
  const divisionOf = (t: (typeof items)[number]) => (t.event ? html` · ${w.t('desk.divisionOf', { event: t.event })}` : '');
  const body = html`<h1>${w.t('desk.homeTitle')}</h1>
${notices(o.msg, o.error)}
<section class="panel" id="events-list">
<h2>${w.t('desk.eventsTitle')}</h2>
${eventCards(o.events ?? [], w)}
</section>
<section class="panel">
<h2>${w.t('desk.tournamentsTitle')}</h2>
${
  items.length === 0
    ? html`<p class="empty">${w.t('desk.noTournaments')}</p>`
    : html`<ul class="cards">${items.map(
        (t) => html`<li><a class="card-link" href="/admin/t/${seg(t.slug)}">
<span class="card-title">${t.name}</span>
<span class="card-meta"><time datetime="${t.date}">${dateIn(t.date, w.lang)}</time> · ${w.t('desk.teamsN', { n: t.teams })}${divisionOf(t)}</span>
${phaseBadge(t.phase, w)}</a></li>`,
      )}</ul>`
}
</section>
<section class="panel" id="create">
<h2>${w.t('desk.newTournament')}</h2>
${createForm(o.form, undefined, w)}
</section>
<section class="panel" id="create-event">
<h2>${w.t('desk.newEvent')}</h2>
<p class="muted">${w.t('desk.newEventHint')}</p>
${eventForm(o.eventForm, w)}
</section>
${o.sessions ? sessionsPanel(o.sessions, w) : ''}`;
  return page({
    title: w.t('desk.homePageTitle'),
    body,
    bodyClass: 'desk',
    nav: deskNav(o.actor, w),
    entry: 'desk-home',
    ...(o.lang ? { lang: o.lang } : {}),
    ...(o.languages ? { languages: o.languages } : {}),
  });
}

/** `lang`: a translated page's language (its `message` already in it); English when left out. */
export function notFoundPage(o: { message: string; lang?: Lang }): string {
  const w = wordsFor(o.lang ?? 'en');
  const home = html`<p><a class="btn" href="/">${w.t('common.allTournaments')}</a></p>`;
  const body = html`<section class="narrow"><h1>${w.t('common.notFound')}</h1><p>${o.message}</p>${home}</section>`;
  return page({ title: `${w.t('common.notFound')} · Courtside`, body, lang: o.lang });
}

export function errorPage(o: { status: number; message: string; lang?: Lang }): string {
  const w = wordsFor(o.lang ?? 'en');
  const heading = w.t('common.error', { status: o.status });
  const body = html`<section class="narrow"><h1>${heading}</h1><p>${o.message}</p><p><a class="btn" href="/">${w.t('common.allTournaments')}</a></p></section>`;
  return page({ title: `${heading} · Courtside`, body, lang: o.lang });
}
