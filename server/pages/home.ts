// The tournament list, the organizer login and desk home (with the creation form), and error pages.
import { LANGS, LANGUAGE_NAMES, type Lang } from '../../shared/i18n/languages.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';
import type { Words } from '../../shared/i18n/words.js';
import type { TournamentSummary } from '../tournament/hub-types.js';
import { html, raw, seg, type Html } from './html.js';
import { PHASE_LABEL, plural, tiebreakText } from '../../shared/view/format.js';
import { isPresetName, PRESET_NAMES, PRESETS, presetFormValues } from '../../shared/engine/presets.js';
import { TIEBREAK_NAMES } from '../../shared/engine/types.js';
import { errorSummary, field, notices, page } from './layout.js';
import { sessionsPanel, type SessionsView } from './sessions.js';

/** Values and per-field errors of a re-rendered form. */
export interface FormState {
  values: Record<string, string>;
  fields: Record<string, string>;
  error?: string;
}

/** The organizer's links at the top of every desk page, in `w`'s language (English without). */
export const deskNav = (actor: string, w: Words = wordsFor('en')): Html =>
  html`<a href="/admin">${w.t('desk.navDesk')}</a><span class="who" title="${w.t('desk.signedInAs')}">${actor}</span><a href="/admin/logout">${w.t('desk.logOut')}</a>`;

function phaseBadge(phase: TournamentSummary['phase']): Html {
  return html`<span class="badge phase-${phase}">${PHASE_LABEL[phase] ?? phase}</span>`;
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
  const body = html`<section class="narrow">
<h1>${w.t('login.title')}</h1>
${o.error ? html`<div class="notice error summary" role="alert"><p><strong>${o.error}</strong></p><p><a href="#password">${w.t('login.again')}</a></p></div>` : ''}
<form method="post" action="/admin/login" class="stack">
<input type="hidden" name="next" value="${o.next}">
${field({ name: 'password', label: w.t('login.password'), type: 'password', error: o.error ? w.t('login.wrong') : undefined, attrs: { required: true, autocomplete: 'current-password', autofocus: true } })}
${field({ name: 'name', label: w.t('login.who'), hint: w.t('login.whoHint'), value: o.name ?? '', attrs: { maxlength: 60, autocomplete: 'name' } })}
<button type="submit" class="btn primary">${w.t('login.submit')}</button>
</form>
</section>`;
  return page({ title: w.t('login.pageTitle'), body, bodyClass: 'desk', lang: o.lang, languages: o.languages });
}

const CREATE_DEFAULTS: Record<string, string> = {
  name: '',
  date: '',
  courtCount: '4',
  teamSize: '2',
  pointsTo: '21',
  winBy: '2',
  cap: '0',
  bestOf: '1',
  stages: 'pool,bracket',
  notes: '',
  bracketBestOf: '',
  bracketPointsTo: '',
  bracketWinBy: '',
  bracketCap: '',
  decidingSetTo: '0',
  preset: '',
};

/** docs/api.md, Rules per stage: the bracket's own rules and the deciding set; folded away until used, open when one is set or wrong. */
const STAGE_FIELDS = ['bracketBestOf', 'bracketPointsTo', 'bracketWinBy', 'bracketCap', 'decidingSetTo'] as const;

/** A short whole-number field of the creation form, with its value and error from the posted form. */
function numberField(v: Record<string, string>, e: Record<string, string>, required: boolean) {
  return (name: string, label: string, min: number, max: number, hint?: string): Html =>
    field({
      name,
      label,
      type: 'number',
      value: v[name] ?? '',
      error: e[name],
      hint,
      attrs: required ? { required: true, min, max, step: 1, inputmode: 'numeric' } : { min, max, step: 1, inputmode: 'numeric' },
      className: 'short',
    });
}

function stageRulesFields(v: Record<string, string>, e: Record<string, string>): Html {
  const open = STAGE_FIELDS.some((k) => e[k] || (v[k] ?? '') !== CREATE_DEFAULTS[k]);
  const num = numberField(v, e, false);
  return html`<details class="stage-rules"${open ? raw(' open') : ''}><summary>Bracket rules and deciding set (optional)</summary>
<p class="muted">Left empty, bracket matches are played like pool matches.</p>
<div class="grid-fields">
${field({
  name: 'bracketBestOf',
  label: 'Bracket sets',
  value: v.bracketBestOf,
  error: e.bracketBestOf,
  options: [
    { value: '', label: 'Same as pools' },
    { value: '1', label: '1 set' },
    { value: '3', label: 'Best of 3' },
    { value: '5', label: 'Best of 5' },
  ],
  className: 'short',
})}
${num('bracketPointsTo', 'Bracket set target', 1, 99, 'Points; empty = same')}
${num('bracketWinBy', 'Bracket winning margin', 1, 5, 'Empty = same')}
${num('bracketCap', 'Bracket cap', 0, 999, 'Empty = same, 0 = no cap')}
${num('decidingSetTo', 'Deciding set to', 0, 99, 'Set 3 of 3 or 5 of 5; 0 = like the others')}
</div>
</details>`;
}

/**
 * The sport, first: choosing one fills the rule fields in the browser (client/create-form.ts), each still editable;
 * without scripts the server gives the sport's values to the fields left as drawn (`presetShown` says for which sport).
 */
function presetField(e: Record<string, string>, preset: string): Html {
  return html`${field({
    name: 'preset',
    label: 'Sport',
    hint: "Fills in the sport's usual rules below; change any of them.",
    value: preset,
    error: e.preset,
    options: [{ value: '', label: 'Other: set the rules below' }, ...PRESET_NAMES.map((n) => ({ value: n, label: PRESETS[n].label }))],
  })}<input type="hidden" name="presetShown" value="${preset}">`;
}

/** The tiebreak order as API names, each explained in the hint (docs/running-an-event.md, Tiebreak orders). */
function tiebreaksField(v: Record<string, string>, e: Record<string, string>): Html {
  const names = TIEBREAK_NAMES.map((n) => `${n} (${tiebreakText(n)})`).join(', ');
  return field({
    name: 'tiebreaks',
    label: 'Tiebreak order',
    hint: `After wins, in this order, separated by commas: ${names}.`,
    value: v.tiebreaks,
    error: e.tiebreaks,
    attrs: { required: true, maxlength: 200, autocomplete: 'off', spellcheck: 'false' },
  });
}

/** The event a new division joins (docs/api.md, Events): its courts replace the court count, its date is the default. */
export interface DivisionOf {
  slug: string;
  date: string;
  courtCount: number;
}

/** The creation form; with `event`, the same form makes a division of that event on the courts it lists. */
export function createForm(form?: FormState, event?: DivisionOf): Html {
  // A re-rendered form draws the fields it was not sent with from its sport (docs/running-an-event.md, Sport presets).
  const typed = form?.values.preset?.trim().toLowerCase() ?? '';
  const preset = isPresetName(typed) ? typed : '';
  const v: Record<string, string> = {
    ...CREATE_DEFAULTS,
    ...presetFormValues(preset),
    ...(event ? { date: event.date, courts: '' } : {}),
    ...(form?.values ?? {}),
  };
  const e = form?.fields ?? {};
  const num = numberField(v, e, true);
  const all = event ? (event.courtCount === 1 ? '1' : `1-${event.courtCount}`) : '';
  return html`<form method="post" action="/admin/new" class="stack create-form" data-create-form>
${form ? errorSummary(e, form.error) : ''}
${event ? html`<input type="hidden" name="event" value="${event.slug}">` : ''}
${presetField(e, preset)}
${field({ name: 'name', label: event ? 'Division name' : 'Tournament name', value: v.name, error: e.name, attrs: { required: true, maxlength: 80 } })}
${field({ name: 'date', label: 'Date', type: 'date', value: v.date, error: e.date, attrs: { required: true } })}
${
  event
    ? field({
        name: 'courts',
        label: 'Venue courts it may use',
        hint: `Such as 1-4,7; empty = all (${all}).`,
        value: v.courts,
        error: e.courts ?? e.event,
        attrs: { maxlength: 200, placeholder: all, autocomplete: 'off' },
      })
    : ''
}
<div class="grid-fields">
${event ? '' : num('courtCount', 'Courts', 1, 64)}
${num('teamSize', 'Players per team', 1, 12)}
${num('pointsTo', 'Points to win a set', 1, 99)}
${num('winBy', 'Win by', 1, 5)}
${num('cap', 'Point cap', 0, 99, '0 = no cap')}
${field({
  name: 'bestOf',
  label: 'Sets per match (best of)',
  value: v.bestOf,
  error: e.bestOf,
  options: [
    { value: '1', label: '1 set' },
    { value: '3', label: 'Best of 3' },
    { value: '5', label: 'Best of 5' },
  ],
  className: 'short',
})}
</div>
${field({
  name: 'stages',
  label: 'Format',
  value: v.stages,
  error: e.stages,
  options: [
    { value: 'pool,bracket', label: 'Pools, then a bracket' },
    { value: 'pool', label: 'Pools only' },
    { value: 'bracket', label: 'Bracket only' },
  ],
})}
${tiebreaksField(v, e)}
${stageRulesFields(v, e)}
${field({ name: 'notes', label: 'Notes (shown on the public page)', value: v.notes, error: e.notes, textarea: true, attrs: { rows: 3, maxlength: 2000 } })}
${field({ name: 'language', label: 'Language of the public pages', hint: 'Each reader can still pick another language on the page.', value: v.language ?? 'en', error: e.language, options: LANGS.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] })) })}
<button type="submit" class="btn primary">${event ? 'Create division' : 'Create tournament'}</button>
</form>`;
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
function eventForm(form?: FormState): Html {
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
${form ? errorSummary(e, form.error, 'event-') : ''}
${field({ name: 'name', id: 'event-name', label: 'Event name', value: v.name, error: e.name, attrs: { required: true, maxlength: 80 } })}
${field({ name: 'date', id: 'event-date', label: 'Event date', type: 'date', value: v.date, error: e.date, attrs: { required: true } })}
<div class="grid-fields">
${short('courtCount', 'Venue courts', 1, 64, '1 to 64')}
${short('restMin', 'Rest between matches', 0, 120, 'Minutes, 0 to 120')}
</div>
${field({ name: 'notes', id: 'event-notes', label: 'Event notes', value: v.notes, error: e.notes, textarea: true, attrs: { rows: 2, maxlength: 2000 } })}
<button type="submit" class="btn primary">Create event</button>
</form>`;
}

function eventCards(events: EventSummary[]): Html {
  const sorted = [...events].sort((x, y) => y.date.localeCompare(x.date) || x.name.localeCompare(y.name));
  if (sorted.length === 0) return html`<p class="empty">None yet: an event runs several divisions on one venue's courts.</p>`;
  return html`<ul class="cards">${sorted.map(
    (ev) => html`<li><a class="card-link" href="/admin/e/${seg(ev.slug)}">
<span class="card-title">${ev.name}</span>
<span class="card-meta"><time datetime="${ev.date}">${ev.date}</time> · ${plural(ev.divisions, 'division')} · ${plural(ev.courtCount, 'court')}</span>
<span class="badge">Event</span></a></li>`,
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
}): string {
  const items = [...o.items].sort((x, y) => y.date.localeCompare(x.date) || x.name.localeCompare(y.name));
  const body = html`<h1>Organizer desk</h1>
${notices(o.msg, o.error)}
<section class="panel" id="events-list">
<h2>Events</h2>
${eventCards(o.events ?? [])}
</section>
<section class="panel">
<h2>Tournaments</h2>
${
  items.length === 0
    ? html`<p class="empty">None yet: create the first one below.</p>`
    : html`<ul class="cards">${items.map(
        (t) => html`<li><a class="card-link" href="/admin/t/${seg(t.slug)}">
<span class="card-title">${t.name}</span>
<span class="card-meta"><time datetime="${t.date}">${t.date}</time> · ${plural(t.teams, 'team')}${t.event ? html` · division of ${t.event}` : ''}</span>
${phaseBadge(t.phase)}</a></li>`,
      )}</ul>`
}
</section>
<section class="panel" id="create">
<h2>New tournament</h2>
${createForm(o.form)}
</section>
<section class="panel" id="create-event">
<h2>New event</h2>
<p class="muted">Several divisions on one venue's courts: create the event, then its divisions on its desk.</p>
${eventForm(o.eventForm)}
</section>
${o.sessions ? sessionsPanel(o.sessions) : ''}`;
  return page({ title: 'Desk · Courtside', body, bodyClass: 'desk', nav: deskNav(o.actor), entry: 'desk-home' });
}

/** `lang`: a translated page's language (its `message` already in it); English when left out. */
export function notFoundPage(o: { message: string; lang?: Lang }): string {
  const w = wordsFor(o.lang ?? 'en');
  const body = html`<section class="narrow"><h1>${w.t('common.notFound')}</h1><p>${o.message}</p><p><a class="btn" href="/">${w.t('common.allTournaments')}</a></p></section>`;
  return page({ title: `${w.t('common.notFound')} · Courtside`, body, lang: o.lang });
}

export function errorPage(o: { status: number; message: string; lang?: Lang }): string {
  const w = wordsFor(o.lang ?? 'en');
  const heading = w.t('common.error', { status: o.status });
  const body = html`<section class="narrow"><h1>${heading}</h1><p>${o.message}</p><p><a class="btn" href="/">${w.t('common.allTournaments')}</a></p></section>`;
  return page({ title: `${heading} · Courtside`, body, lang: o.lang });
}
