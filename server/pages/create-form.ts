// The creation form of a tournament, or of an event's division (docs/running-an-event.md): the sport first, the rules,
// the format, the tiebreak order, the bracket's own rules and the tournament's language, re-drawn with its values and
// each field's problem after a refused post.
import { isPresetName, PRESET_NAMES, presetFormValues, type PresetName } from '../../shared/engine/presets.js';
import { TIEBREAK_NAMES } from '../../shared/engine/types.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';
import { LANGS, LANGUAGE_NAMES } from '../../shared/i18n/languages.js';
import type { MessageKey, Words } from '../../shared/i18n/words.js';
import type { FormState } from './home.js';
import { html, raw, type Html } from './html.js';
import { errorSummary, field } from './layout.js';

/** The creation form's fields' labels by name. */
type Labels = ReturnType<typeof createLabels>;

/** The sports' names (shared/engine/presets.ts), whole keys. */
const SPORT_KEY = {
  'beach-volleyball': 'desk.sportBeach',
  'indoor-volleyball': 'desk.sportIndoor',
  pickleball: 'desk.sportPickleball',
  badminton: 'desk.sportBadminton',
  padel: 'desk.sportPadel',
  cornhole: 'desk.sportCornhole',
} as const satisfies Record<PresetName, MessageKey>;

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

function stageRulesFields(v: Record<string, string>, e: Record<string, string>, w: Words, l: Labels): Html {
  const open = STAGE_FIELDS.some((k) => e[k] || (v[k] ?? '') !== CREATE_DEFAULTS[k]);
  const num = numberField(v, e, false);
  return html`<details class="stage-rules"${open ? raw(' open') : ''}><summary>${w.t('desk.stageRules')}</summary>
<p class="muted">${w.t('desk.stageRulesHint')}</p>
<div class="grid-fields">
${field({
  name: 'bracketBestOf',
  label: l.bracketBestOf,
  value: v.bracketBestOf,
  error: e.bracketBestOf,
  options: [{ value: '', label: w.t('desk.sameAsPools') }, ...bestOfOptions(w)],
  className: 'short',
})}
${num('bracketPointsTo', l.bracketPointsTo, 1, 99, w.t('desk.bracketTargetHint'))}
${num('bracketWinBy', l.bracketWinBy, 1, 5, w.t('desk.emptySame'))}
${num('bracketCap', l.bracketCap, 0, 999, w.t('desk.bracketCapHint'))}
${num('decidingSetTo', l.decidingSetTo, 0, 99, w.t('desk.decidingHint'))}
</div>
</details>`;
}

/** A match's length in sets, as the rules allow it (one set, best of 3, best of 5). */
const bestOfOptions = (w: Words) => [
  { value: '1', label: w.t('desk.oneSet') },
  { value: '3', label: w.t('desk.bestOf3') },
  { value: '5', label: w.t('desk.bestOf5') },
];

/**
 * The sport, first: choosing one fills the rule fields in the browser (client/create-form.ts), each still editable;
 * without scripts the server gives the sport's values to the fields left as drawn (`presetShown` says for which sport).
 */
function presetField(e: Record<string, string>, preset: string, w: Words, l: Labels): Html {
  return html`${field({
    name: 'preset',
    label: l.preset,
    hint: w.t('desk.sportHint'),
    value: preset,
    error: e.preset,
    options: [{ value: '', label: w.t('desk.sportOther') }, ...PRESET_NAMES.map((n) => ({ value: n, label: w.t(SPORT_KEY[n]) }))],
  })}<input type="hidden" name="presetShown" value="${preset}">`;
}

/** The tiebreak order as API names, each explained in the hint (docs/running-an-event.md, Tiebreak orders). */
function tiebreaksField(v: Record<string, string>, e: Record<string, string>, w: Words, l: Labels): Html {
  const names = TIEBREAK_NAMES.map((n) => `${n} (${w.t('board.tiebreak', { by: n })})`).join(', ');
  return field({
    name: 'tiebreaks',
    label: l.tiebreaks,
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
  const l = createLabels(w, !!event);
  const num = numberField(v, e, true);
  const all = event ? (event.courtCount === 1 ? '1' : `1-${event.courtCount}`) : '';
  return html`<form method="post" action="/admin/new" class="stack create-form" data-create-form>
${form ? errorSummary(summaryFields(e), l, form.error, '', w) : ''}
${event ? html`<input type="hidden" name="event" value="${event.slug}">` : ''}
${presetField(e, preset, w, l)}
${field({ name: 'name', label: l.name, value: v.name, error: e.name, attrs: { required: true, maxlength: 80 } })}
${field({ name: 'date', label: l.date, type: 'date', value: v.date, error: e.date, attrs: { required: true } })}
${
  event
    ? field({
        name: 'courts',
        label: l.courts,
        hint: w.t('desk.venueCourtsHint', { all }),
        value: v.courts,
        error: e.courts ?? e.event,
        attrs: { maxlength: 200, placeholder: all, autocomplete: 'off' },
      })
    : ''
}
<div class="grid-fields">
${event ? '' : num('courtCount', l.courtCount, 1, 64)}
${num('teamSize', l.teamSize, 1, 12)}
${num('pointsTo', l.pointsTo, 1, 99)}
${num('winBy', l.winBy, 1, 5)}
${num('cap', l.cap, 0, 99, w.t('desk.noCapHint'))}
${field({
  name: 'bestOf',
  label: l.bestOf,
  value: v.bestOf,
  error: e.bestOf,
  options: bestOfOptions(w),
  className: 'short',
})}
</div>
${field({
  name: 'stages',
  label: l.stages,
  value: v.stages,
  error: e.stages,
  options: [
    { value: 'pool,bracket', label: w.t('desk.poolsThenBracket') },
    { value: 'pool', label: w.t('desk.poolsOnly') },
    { value: 'bracket', label: w.t('desk.bracketOnly') },
  ],
})}
${tiebreaksField(v, e, w, l)}
${stageRulesFields(v, e, w, l)}
${field({ name: 'notes', label: l.notes, value: v.notes, error: e.notes, textarea: true, attrs: { rows: 3, maxlength: 2000 } })}
${field({
  name: 'language',
  label: l.language,
  hint: w.t('desk.languageHint'),
  value: v.language ?? 'en',
  error: e.language,
  options: LANGS.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] })),
})}
<button type="submit" class="btn primary">${event ? w.t('desk.createDivision') : w.t('desk.createTournament')}</button>
</form>`;
}

/** A division's `event` problem is shown on its courts field, so the summary links there. */
function summaryFields(e: Record<string, string>): Record<string, string> {
  const { event, ...rest } = e;
  return event === undefined ? e : { courts: event, ...rest };
}

/** The creation form's labels: its fields' and the ones the summary of a refused form links by. */
function createLabels(w: Words, division: boolean) {
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
