// The tournament list, the organizer login and desk home (with the creation form), and error pages.
import { LANGS, LANGUAGE_NAMES, type Lang } from '../../shared/i18n/languages.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';
import type { MessageKey, Words } from '../../shared/i18n/words.js';
import { dateIn, phaseIn } from '../../shared/view/format-words.js';
import type { TournamentSummary } from '../tournament/hub-types.js';
import { html, raw, seg, type Html } from './html.js';
import { plural } from '../../shared/view/format.js';
import { isPresetName, PRESET_NAMES, presetFormValues, type PresetName } from '../../shared/engine/presets.js';
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

function phaseBadge(phase: TournamentSummary['phase'], w: Words = wordsFor('en')): Html {
  return html`<span class="badge phase-${phase}">${phaseIn(phase, w)}</span>`;
}

/** The sports' names (shared/engine/presets.ts), whole keys. */
const SPORT_KEY = {
  'beach-volleyball': 'desk.sportBeach',
  'indoor-volleyball': 'desk.sportIndoor',
  pickleball: 'desk.sportPickleball',
  badminton: 'desk.sportBadminton',
  padel: 'desk.sportPadel',
  cornhole: 'desk.sportCornhole',
} as const satisfies Record<PresetName, MessageKey>;

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

function stageRulesFields(v: Record<string, string>, e: Record<string, string>, w: Words): Html {
  const open = STAGE_FIELDS.some((k) => e[k] || (v[k] ?? '') !== CREATE_DEFAULTS[k]);
  const num = numberField(v, e, false);
  return html`<details class="stage-rules"${open ? raw(' open') : ''}><summary>${w.t('desk.stageRules')}</summary>
<p class="muted">${w.t('desk.stageRulesHint')}</p>
<div class="grid-fields">
${field({
  name: 'bracketBestOf',
  label: w.t('desk.bracketSets'),
  value: v.bracketBestOf,
  error: e.bracketBestOf,
  options: [
    { value: '', label: w.t('desk.sameAsPools') },
    { value: '1', label: w.t('desk.oneSet') },
    { value: '3', label: w.t('desk.bestOf3') },
    { value: '5', label: w.t('desk.bestOf5') },
  ],
  className: 'short',
})}
${num('bracketPointsTo', w.t('desk.bracketTarget'), 1, 99, w.t('desk.bracketTargetHint'))}
${num('bracketWinBy', w.t('desk.bracketMargin'), 1, 5, w.t('desk.emptySame'))}
${num('bracketCap', w.t('desk.bracketCap'), 0, 999, w.t('desk.bracketCapHint'))}
${num('decidingSetTo', w.t('desk.decidingSetTo'), 0, 99, w.t('desk.decidingHint'))}
</div>
</details>`;
}

/**
 * The sport, first: choosing one fills the rule fields in the browser (client/create-form.ts), each still editable;
 * without scripts the server gives the sport's values to the fields left as drawn (`presetShown` says for which sport).
 */
function presetField(e: Record<string, string>, preset: string, w: Words): Html {
  return html`${field({
    name: 'preset',
    label: w.t('desk.sport'),
    hint: w.t('desk.sportHint'),
    value: preset,
    error: e.preset,
    options: [{ value: '', label: w.t('desk.sportOther') }, ...PRESET_NAMES.map((n) => ({ value: n, label: w.t(SPORT_KEY[n]) }))],
  })}<input type="hidden" name="presetShown" value="${preset}">`;
}

/** The tiebreak order as API names, each explained in the hint (docs/running-an-event.md, Tiebreak orders). */
function tiebreaksField(v: Record<string, string>, e: Record<string, string>, w: Words): Html {
  const names = TIEBREAK_NAMES.map((n) => `${n} (${w.t('board.tiebreak', { by: n })})`).join(', ');
  return field({
    name: 'tiebreaks',
    label: w.t('desk.tiebreakOrder'),
    hint: w.t('desk.tiebreakHint', { names }),
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
export function createForm(form?: FormState, event?: DivisionOf, w: Words = wordsFor('en')): Html {
  // A re-rendered form draws the fields it was not sent with from its sport (docs/running-an-event.md, Sport presets).
  const typed = form?.values.preset?.trim().toLowerCase() ?? '';
  const preset = isPresetName(typed) ? typed : '';
  const v: Record<string, string> = {
    ...CREATE_DEFAULTS,
    ...presetFormValues(preset),
    ...(event ? { date: event.date, courts: '' } : {}),
    // a new tournament's language: the organizer's own page language until they pick another
    language: w.lang,
    ...(form?.values ?? {}),
  };
  const e = form?.fields ?? {};
  const num = numberField(v, e, true);
  const all = event ? (event.courtCount === 1 ? '1' : `1-${event.courtCount}`) : '';
  return html`<form method="post" action="/admin/new" class="stack create-form" data-create-form>
${form ? errorSummary(summaryFields(e), createLabels(w, !!event), form.error, '', w) : ''}
${event ? html`<input type="hidden" name="event" value="${event.slug}">` : ''}
${presetField(e, preset, w)}
${field({ name: 'name', label: event ? w.t('desk.divisionName') : w.t('desk.tournamentName'), value: v.name, error: e.name, attrs: { required: true, maxlength: 80 } })}
${field({ name: 'date', label: w.t('desk.date'), type: 'date', value: v.date, error: e.date, attrs: { required: true } })}
${
  event
    ? field({
        name: 'courts',
        label: w.t('desk.venueCourts'),
        hint: w.t('desk.venueCourtsHint', { all }),
        value: v.courts,
        error: e.courts ?? e.event,
        attrs: { maxlength: 200, placeholder: all, autocomplete: 'off' },
      })
    : ''
}
<div class="grid-fields">
${event ? '' : num('courtCount', w.t('desk.courts'), 1, 64)}
${num('teamSize', w.t('desk.playersPerTeam'), 1, 12)}
${num('pointsTo', w.t('desk.pointsToWin'), 1, 99)}
${num('winBy', w.t('desk.winBy'), 1, 5)}
${num('cap', w.t('desk.pointCap'), 0, 99, w.t('desk.noCapHint'))}
${field({
  name: 'bestOf',
  label: w.t('desk.setsPerMatch'),
  value: v.bestOf,
  error: e.bestOf,
  options: [
    { value: '1', label: w.t('desk.oneSet') },
    { value: '3', label: w.t('desk.bestOf3') },
    { value: '5', label: w.t('desk.bestOf5') },
  ],
  className: 'short',
})}
</div>
${field({
  name: 'stages',
  label: w.t('desk.format'),
  value: v.stages,
  error: e.stages,
  options: [
    { value: 'pool,bracket', label: w.t('desk.poolsThenBracket') },
    { value: 'pool', label: w.t('desk.poolsOnly') },
    { value: 'bracket', label: w.t('desk.bracketOnly') },
  ],
})}
${tiebreaksField(v, e, w)}
${stageRulesFields(v, e, w)}
${field({ name: 'notes', label: w.t('desk.notesPublic'), value: v.notes, error: e.notes, textarea: true, attrs: { rows: 3, maxlength: 2000 } })}
${field({ name: 'language', label: w.t('desk.languageField'), hint: w.t('desk.languageHint'), value: v.language ?? 'en', error: e.language, options: LANGS.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] })) })}
<button type="submit" class="btn primary">${event ? w.t('desk.createDivision') : w.t('desk.createTournament')}</button>
</form>`;
}

/** A division's `event` problem is shown on its courts field, so the summary links there. */
function summaryFields(e: Record<string, string>): Record<string, string> {
  const { event, ...rest } = e;
  return event === undefined ? e : { courts: event, ...rest };
}

/** The creation form's labels, which the summary of a refused form links by. */
function createLabels(w: Words, division: boolean): Record<string, string> {
  return {
    preset: w.t('desk.sport'),
    name: division ? w.t('desk.divisionName') : w.t('desk.tournamentName'),
    date: w.t('desk.date'),
    courts: w.t('desk.venueCourts'),
    courtCount: w.t('desk.courts'),
    teamSize: w.t('desk.playersPerTeam'),
    pointsTo: w.t('desk.pointsToWin'),
    winBy: w.t('desk.winBy'),
    cap: w.t('desk.pointCap'),
    bestOf: w.t('desk.setsPerMatch'),
    stages: w.t('desk.format'),
    tiebreaks: w.t('desk.tiebreakOrder'),
    bracketBestOf: w.t('desk.bracketSets'),
    bracketPointsTo: w.t('desk.bracketTarget'),
    bracketWinBy: w.t('desk.bracketMargin'),
    bracketCap: w.t('desk.bracketCap'),
    decidingSetTo: w.t('desk.decidingSetTo'),
    notes: w.t('desk.notesPublic'),
    language: w.t('desk.languageField'),
  };
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
${field({ name: 'notes', id: 'event-notes', label: w.t('desk.eventNotes'), value: v.notes, error: e.notes, textarea: true, attrs: { rows: 2, maxlength: 2000 } })}
<button type="submit" class="btn primary">${w.t('desk.createEvent')}</button>
</form>`;
}

function eventCards(events: EventSummary[], w: Words): Html {
  const sorted = [...events].sort((x, y) => y.date.localeCompare(x.date) || x.name.localeCompare(y.name));
  if (sorted.length === 0) return html`<p class="empty">${w.t('desk.noEvents')}</p>`;
  return html`<ul class="cards">${sorted.map(
    (ev) => html`<li><a class="card-link" href="/admin/e/${seg(ev.slug)}">
<span class="card-title">${ev.name}</span>
<span class="card-meta"><time datetime="${ev.date}">${dateIn(ev.date, w.lang)}</time> · ${w.t('desk.divisionsN', { n: ev.divisions })} · ${w.t('desk.courtsN', { n: ev.courtCount })}</span>
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
<span class="card-meta"><time datetime="${t.date}">${dateIn(t.date, w.lang)}</time> · ${w.t('desk.teamsN', { n: t.teams })}${t.event ? html` · ${w.t('desk.divisionOf', { event: t.event })}` : ''}</span>
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
  const body = html`<section class="narrow"><h1>${w.t('common.notFound')}</h1><p>${o.message}</p><p><a class="btn" href="/">${w.t('common.allTournaments')}</a></p></section>`;
  return page({ title: `${w.t('common.notFound')} · Courtside`, body, lang: o.lang });
}

export function errorPage(o: { status: number; message: string; lang?: Lang }): string {
  const w = wordsFor(o.lang ?? 'en');
  const heading = w.t('common.error', { status: o.status });
  const body = html`<section class="narrow"><h1>${heading}</h1><p>${o.message}</p><p><a class="btn" href="/">${w.t('common.allTournaments')}</a></p></section>`;
  return page({ title: `${heading} · Courtside`, body, lang: o.lang });
}
