// Sport presets (docs/running-an-event.md, Sport presets): each sport's usual rules as the creation fields
// (docs/api.md, Tiebreak orders and sport presets). One definition, read by the server's creation check and the desk's form.
import { TIEBREAKS, type CreateParams } from './types.js';

export type PresetName = 'beach-volleyball' | 'indoor-volleyball' | 'pickleball' | 'badminton' | 'padel' | 'cornhole';
export const PRESET_NAMES: readonly PresetName[] = [
  'beach-volleyball',
  'indoor-volleyball',
  'pickleball',
  'badminton',
  'padel',
  'cornhole',
];

/** The creation fields a preset fills when the request leaves them out. */
export const PRESET_FIELDS = [
  'teamSize',
  'pointsTo',
  'winBy',
  'cap',
  'bestOf',
  'decidingSetTo',
  'bracketBestOf',
  'bracketPointsTo',
  'bracketWinBy',
  'bracketCap',
  'tiebreaks',
] as const;
export type PresetField = (typeof PRESET_FIELDS)[number];

export interface Preset {
  /** The sport as people name it. */
  label: string;
  /** Every field of PRESET_FIELDS as a form holds it; '' for a bracket field means "as the pools". */
  values: Record<PresetField, string>;
}

const SAME_BRACKET = { bracketBestOf: '', bracketPointsTo: '', bracketWinBy: '', bracketCap: '' };

export const PRESETS: Readonly<Record<PresetName, Preset>> = {
  // FIVB Official Beach Volleyball Rules: best of 3, sets to 21, the third to 15, win by 2, no cap; teams of 2.
  // Pool ranking as the FIVB beach regulations: wins, the match between two tied teams, point ratio, then seeding.
  'beach-volleyball': {
    label: 'Beach volleyball',
    values: {
      teamSize: '2',
      pointsTo: '21',
      winBy: '2',
      cap: '0',
      bestOf: '3',
      decidingSetTo: '15',
      ...SAME_BRACKET,
      tiebreaks: 'headToHead,pointRatio,seed',
    },
  },
  // FIVB Official Volleyball Rules: best of 5, sets to 25, the fifth to 15, win by 2, no cap; teams of 6.
  // FIVB pool ranking: wins, ranking points, set quotient, point quotient, then the match between them.
  'indoor-volleyball': {
    label: 'Indoor volleyball',
    values: {
      teamSize: '6',
      pointsTo: '25',
      winBy: '2',
      cap: '0',
      bestOf: '5',
      decidingSetTo: '15',
      ...SAME_BRACKET,
      tiebreaks: 'rankingPoints,setRatio,pointRatio,headToHead,seed',
    },
  },
  // USA Pickleball tournament play: doubles, games to 11 win by 2; pools one game, the bracket best of 3 games to 11.
  pickleball: {
    label: 'Pickleball',
    values: {
      teamSize: '2',
      pointsTo: '11',
      winBy: '2',
      cap: '0',
      bestOf: '1',
      decidingSetTo: '0',
      // Only the number of games differs in the bracket; its target, margin and cap follow the pools'.
      bracketBestOf: '3',
      bracketPointsTo: '',
      bracketWinBy: '',
      bracketCap: '',
      tiebreaks: 'headToHead,pointDiff,seed',
    },
  },
  // BWF Laws of Badminton: best of 3 games to 21, win by 2, capped at 30 (29-29: the next point wins); doubles.
  // BWF group ranking: wins, the match between two tied players, then games and points.
  badminton: {
    label: 'Badminton',
    values: {
      teamSize: '2',
      pointsTo: '21',
      winBy: '2',
      cap: '30',
      bestOf: '3',
      decidingSetTo: '0',
      ...SAME_BRACKET,
      tiebreaks: 'headToHead,setRatio,pointDiff,seed',
    },
  },
  // FIP padel: best of 3 sets of games, a set to 6 games win by 2 with a tie-break at 6-6. Scored in games:
  // a "set" to 6, win by 2, cap 7 allows exactly 6-0 to 6-4, 7-5 and 7-6 (the tie-break won). Doubles.
  padel: {
    label: 'Padel',
    values: {
      teamSize: '2',
      pointsTo: '6',
      winBy: '2',
      cap: '7',
      bestOf: '3',
      decidingSetTo: '0',
      ...SAME_BRACKET,
      tiebreaks: 'headToHead,setRatio,pointRatio,seed',
    },
  },
  // ACL cornhole: one game to 21 with cancellation scoring (only the difference of an inning counts), no win by 2; doubles.
  cornhole: {
    label: 'Cornhole',
    values: {
      teamSize: '2',
      pointsTo: '21',
      winBy: '1',
      cap: '0',
      bestOf: '1',
      decidingSetTo: '0',
      ...SAME_BRACKET,
      tiebreaks: 'headToHead,pointDiff,seed',
    },
  },
};

export function isPresetName(v: unknown): v is PresetName {
  return typeof v === 'string' && (PRESET_NAMES as readonly string[]).includes(v);
}

/** Whether a creation field counts as left out: absent, null, or blank text. */
export function leftOut(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

/**
 * The creation parameters with the preset's value in every field the request left out (docs/api.md, Tiebreak orders
 * and sport presets); explicit fields win. A missing preset changes nothing; an unknown one is the caller's error.
 */
export function withPreset(p: CreateParams, name: PresetName): CreateParams {
  const out: CreateParams = { ...p };
  const values = PRESETS[name].values;
  for (const key of PRESET_FIELDS) {
    // A bracket field the preset leaves as the pools stays left out, so the tournament has no separate bracket rules.
    if (leftOut(out[key]) && values[key] !== '') out[key] = values[key];
  }
  return out;
}

/** What the creation form shows for no preset: its long-standing defaults and the default tiebreak order. */
const FORM_DEFAULTS: Record<PresetField, string> = {
  teamSize: '2',
  pointsTo: '21',
  winBy: '2',
  cap: '0',
  bestOf: '1',
  decidingSetTo: '0',
  ...SAME_BRACKET,
  tiebreaks: TIEBREAKS.join(', '),
};

/** The rule fields as the creation form shows them for a preset ('' for none), the tiebreaks spaced for reading. */
export function presetFormValues(name: PresetName | ''): Record<PresetField, string> {
  if (name === '') return { ...FORM_DEFAULTS };
  const values = PRESETS[name].values;
  return { ...values, tiebreaks: values.tiebreaks.split(',').join(', ') };
}

/**
 * A creation form posted without scripts after its sport was changed (`presetShown`, the preset its fields were
 * drawn for, differs from `preset`): a rule field still holding the value it was drawn with was not chosen by the
 * person, so it counts as left out and the chosen sport's value applies (docs/running-an-event.md, Sport presets).
 */
export function untouchedAsLeftOut<T extends Record<string, unknown>>(body: T): T {
  const shown = body.presetShown;
  if (typeof shown !== 'string') return body;
  const drawnFor = isPresetName(shown) ? shown : '';
  const chosen = typeof body.preset === 'string' ? body.preset.trim().toLowerCase() : '';
  if (chosen === drawnFor || !isPresetName(chosen)) return body;
  const drawn = presetFormValues(drawnFor);
  const out: Record<string, unknown> = { ...body };
  const same = (v: unknown, w: string) => typeof v === 'string' && v.replace(/\s+/g, '') === w.replace(/\s+/g, '');
  for (const key of PRESET_FIELDS) if (same(out[key], drawn[key])) delete out[key];
  return out as T;
}
