// Validation of registration/team fields (docs/api.md, Registration) and creation parameters (docs/api.md, Rules and results).
import { TIEBREAKS } from './types.js';
import { isPresetName, leftOut, PRESET_NAMES, withPreset } from './presets.js';
import { parseTiebreaks } from './tiebreaks.js';
import type { CreateParams, Rules, Stage, StageRules, TeamFields } from './types.js';
import { toInt } from './rules.js';
import { DEFAULT_LANG, isLang, LANGS, type Lang } from '../i18n/languages.js';
import type { Message } from '../i18n/words.js';
import { charCount, cleanText, nonEmptyLines, nameKey, PLAYER_NAME_MAX, quoted, TEXT_FIELDS, type TextField } from './text.js';

export interface CleanTeamFields {
  name: string;
  captain: string;
  phone: string;
  players: number;
  playerNames: string[];
}
/** A refusal's `fieldWhy` (docs/translating.md, Refusals): each field's problem as a message, where the check gives one. */
export type FieldsCheck<T> =
  | { ok: true; value: T }
  | { ok: false; error: string; fields: Record<string, string>; why?: Message; fieldWhy?: Record<string, Message> };
export interface TeamFieldOptions {
  /** Registration requires a phone; organizer team operations check it only when given. */
  phoneRequired: boolean;
  /** Names already taken (registered and withdrawn teams, minus the team being edited). */
  takenNames: string[];
}

/** Text of a form or JSON value; numbers are taken as typed, anything else as empty. */
function raw(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

/** A field's clean text (shared/text.ts), or '' with the problem recorded under `key`; `named`: how its message names it. */
function cleaned(
  fields: Record<string, string>,
  key: string,
  v: unknown,
  field: TextField,
  why?: Record<string, Message>,
  named = key,
): string {
  const check = cleanText(raw(v), field);
  if (check.ok) return check.value;
  fields[key] = check.error;
  if (why) why[key] = { key: check.why.key, values: { ...check.why.values, field: named } };
  return '';
}

/** How the summary names each field; the key itself is added where the words differ from it, so API clients find it too. */
const LABELS: Record<string, string> = {
  name: 'name',
  captain: 'captain',
  phone: 'phone',
  players: 'players',
  playerNames: 'player names (playerNames)',
  date: 'date',
  courtCount: 'courts (courtCount)',
  teamSize: 'team size (teamSize)',
  pointsTo: 'points to (pointsTo)',
  winBy: 'win by (winBy)',
  cap: 'cap',
  bestOf: 'best of (bestOf)',
  stages: 'stages',
  notes: 'notes',
  bracketBestOf: 'bracket sets (bracketBestOf)',
  bracketPointsTo: 'bracket set target (bracketPointsTo)',
  bracketWinBy: 'bracket winning margin (bracketWinBy)',
  bracketCap: 'bracket cap (bracketCap)',
  decidingSetTo: 'deciding set to (decidingSetTo)',
  tiebreaks: 'tiebreak order (tiebreaks)',
  preset: 'sport (preset)',
  language: 'language',
};

/** One sentence for the whole form: the only problem itself, or the list of fields to fix. */
function summary(fields: Record<string, string>): string {
  const keys = Object.keys(fields);
  if (keys.length === 1) return fields[keys[0]!]!;
  const names = keys.map((k) => LABELS[k] ?? k);
  return `Please correct ${keys.length} fields: ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}.`;
}

/**
 * The summary as a message (docs/translating.md, Refusals): the only field's own. Several fields have none here: the English
 * summary names them, and a page says "fix the highlighted fields" beside each field's message (`refusalWhy`, shared/engine/outcome.ts).
 */
function summaryWhy(fields: Record<string, string>, why: Record<string, Message>): Message | undefined {
  const keys = Object.keys(fields);
  return keys.length === 1 ? why[keys[0]!] : undefined;
}

/** `why`: each field's problem as a message; the refusal carries them when every field has one. */
function done<T>(fields: Record<string, string>, value: () => T, why: Record<string, Message> = {}): FieldsCheck<T> {
  if (Object.keys(fields).length === 0) return { ok: true, value: value() };
  const all = Object.keys(fields).every((k) => why[k] !== undefined);
  const said = all ? summaryWhy(fields, why) : undefined;
  return {
    ok: false,
    error: summary(fields),
    fields,
    ...(said ? { why: said } : {}),
    ...(Object.keys(why).length > 0 ? { fieldWhy: why } : {}),
  };
}

/** Digits with the usual formatting removed, so "+1 (555) 010-2030" counts 11 digits. */
const PHONE_RE = /^\+?\d{7,15}$/;
export function isPhone(phone: string): boolean {
  return PHONE_RE.test(phone.trim().replace(/[\s\-.()]/g, ''));
}

/** Registration and organizer team fields; every failing field is reported at once. */
export function checkTeamFields(f: TeamFields, rules: Rules, opts: TeamFieldOptions): FieldsCheck<CleanTeamFields> {
  const fields: Record<string, string> = {};
  const why: Record<string, Message> = {};
  // each problem in English (the API's words) and as a message (the pages' words)
  const problem = (key: string, english: string, message: Message) => {
    fields[key] = english;
    why[key] = message;
  };
  const name = cleaned(fields, 'name', f.name, TEXT_FIELDS.teamName, why);
  const captain = cleaned(fields, 'captain', f.captain, TEXT_FIELDS.captain, why);
  const phone = cleaned(fields, 'phone', f.phone, TEXT_FIELDS.phone, why);

  // A field cleanText refused is already named; the checks below are for clean values.
  let own: string | undefined;
  const key = () => (own ??= nameKey(name));
  if (fields.name === undefined) {
    if (name === '') problem('name', 'Enter a team name.', { key: 'refusal.teamNameMissing' });
    else if (opts.takenNames.some((n) => nameKey(n) === key()))
      problem('name', `A team named "${name}" is already registered; choose another name.`, {
        key: 'refusal.teamNameTaken',
        values: { name },
      });
  }

  if (fields.captain === undefined && captain === '') problem('captain', "Enter the captain's name.", { key: 'refusal.captainMissing' });

  if (fields.phone !== undefined) {
    // Named by cleanText.
  } else if (phone === '') {
    if (opts.phoneRequired) problem('phone', 'Enter a phone number so the desk can reach the captain.', { key: 'refusal.phoneMissing' });
  } else if (!isPhone(phone)) {
    problem('phone', 'The phone number needs 7 to 15 digits (spaces, dashes, dots, brackets and a leading + are fine).', {
      key: 'refusal.phoneInvalid',
    });
  }

  const min = rules.teamSize;
  const max = 2 * rules.teamSize;
  const players = toInt(f.players);
  const playersOk = players !== null && players >= min && players <= max;
  if (!playersOk)
    problem('players', `Players must be a whole number from ${min} to ${max}.`, { key: 'refusal.players', values: { min, max } });

  const playerNames = nonEmptyLines(cleaned(fields, 'playerNames', f.playerNames, TEXT_FIELDS.playerNames, why));
  const long = playerNames.findIndex((s) => charCount(s) > PLAYER_NAME_MAX);
  if (fields.playerNames !== undefined) {
    // Named by cleanText.
  } else if (long >= 0) {
    const longName = quoted(playerNames[long]!);
    problem('playerNames', `The player name "${longName}" is longer than ${PLAYER_NAME_MAX} characters.`, {
      key: 'refusal.playerNameLong',
      values: { name: longName, max: PLAYER_NAME_MAX },
    });
  } else if (playersOk && playerNames.length > players) {
    problem('playerNames', `${playerNames.length} player names are listed for ${players} players; list at most ${players}, one per line.`, {
      key: 'refusal.playerNamesMany',
      values: { listed: playerNames.length, players },
    });
  }

  return done(fields, () => ({ name, captain, phone, players: players!, playerNames }), why);
}

export interface CleanCreateParams {
  name: string;
  date: string;
  courtCount: number;
  rules: Rules;
  stages: Stage[];
  notes: string;
  /** Left out by callers that build tournaments themselves (tests, benchmarks): English. */
  language?: Lang;
}

function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1]!;
  return d <= days;
}

/** Stages as a form sends them (`pool,bracket`) or JSON does (`['pool','bracket']`), pool first. */
const STAGE_CHOICES: Record<string, Stage[]> = { 'pool,bracket': ['pool', 'bracket'], pool: ['pool'], bracket: ['bracket'] };

/** One of the three values of docs/api.md, Rules and results (a JSON array of the same stages, pool first, is the same choice). */
function parseStages(v: unknown): Stage[] | null {
  const text = typeof v === 'string' ? v : Array.isArray(v) && v.every((x) => typeof x === 'string') ? v.join(',') : null;
  if (text === null) return null;
  const choice = STAGE_CHOICES[text.replace(/\s+/g, '').toLowerCase()];
  return choice ? [...choice] : null;
}

/** The plainest rules a tournament can have (2 a side, one set to 21 by 2, pools then a bracket): a form's first values. */
export const PLAIN_RULES = { teamSize: 2, pointsTo: 21, winBy: 2, cap: 0, bestOf: 1, stages: 'pool,bracket' } as const;

/** Parameters of `POST /admin/new`; every bad value named by its field. */
export function checkCreateParams(params: CreateParams): FieldsCheck<CleanCreateParams> {
  const fields: Record<string, string> = {};
  const why: Record<string, Message> = {};
  // each problem in English (the API's words) and as a message (the pages' words)
  const problem = (key: string, english: string, message: Message) => {
    fields[key] = english;
    why[key] = message;
  };
  // docs/api.md, Tiebreak orders and sport presets: a sport's rules fill the fields left out; explicit ones win.
  let p = params;
  if (!leftOut(params.preset)) {
    const name = typeof params.preset === 'string' ? params.preset.trim().toLowerCase() : '';
    if (isPresetName(name)) p = withPreset(params, name);
    else
      problem('preset', `Sport (preset) must be one of: ${PRESET_NAMES.join(', ')}; or leave it out.`, {
        key: 'refusal.createPreset',
        values: { names: PRESET_NAMES.join(', ') },
      });
  }
  // Each message names the field as a person reads it and by its parameter name (`courtCount`).
  const int = (key: keyof CreateParams, label: string, lo: number, hi: number): number => {
    const n = toInt(p[key]);
    if (n === null || n < lo || n > hi)
      problem(key, `${label} (${key}) must be a whole number from ${lo} to ${hi}.`, {
        key: 'refusal.createRange',
        values: { key, min: lo, max: hi },
      });
    return n ?? 0;
  };

  const name = typeof p.name === 'string' ? cleaned(fields, 'name', p.name, TEXT_FIELDS.tournamentName, why, 'tournamentName') : '';
  if (!fields.name && name === '') problem('name', 'Enter a tournament name.', { key: 'refusal.tournamentNameMissing' });

  const date = typeof p.date === 'string' ? p.date.trim() : '';
  if (!isCalendarDate(date)) {
    if (date === '') problem('date', 'Enter the date as YYYY-MM-DD.', { key: 'refusal.dateMissing' });
    else {
      const typed = quoted(date, 20);
      problem('date', `The date "${typed}" is not a calendar date; write it as YYYY-MM-DD, like 2026-06-14.`, {
        key: 'refusal.dateInvalid',
        values: { date: typed },
      });
    }
  }

  const courtCount = int('courtCount', 'Courts', 1, 64);
  const teamSize = int('teamSize', 'Team size', 1, 12);
  const pointsTo = int('pointsTo', 'Points to', 1, 99);
  const winBy = int('winBy', 'Win by', 1, 5);

  const cap = toInt(p.cap);
  const capFloor = fields.pointsTo ? 1 : pointsTo;
  if (cap === null || cap < 0 || cap > 999 || (cap > 0 && cap < capFloor)) {
    problem('cap', `Cap must be 0 (no cap) or a whole number from ${capFloor}${fields.pointsTo ? '' : ' (points to)'} to 999.`, {
      key: 'refusal.cap',
      values: { min: capFloor, points: fields.pointsTo ? 'no' : 'yes' },
    });
  }

  const bestOf = toInt(p.bestOf);
  if (bestOf !== 1 && bestOf !== 3 && bestOf !== 5)
    problem('bestOf', 'Best of (bestOf) must be 1, 3 or 5 sets.', { key: 'refusal.bestOf' });

  const stages = parseStages(p.stages);
  if (!stages) problem('stages', 'The stages must be "pool,bracket", "pool" or "bracket".', { key: 'refusal.stages' });

  // docs/api.md, Rules per stage: the elimination stages' rules and the deciding set; each left out (or blank) takes its main value.
  const given = (key: keyof CreateParams) => {
    const v = p[key];
    return v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');
  };
  const anyBracket = (['bracketBestOf', 'bracketPointsTo', 'bracketWinBy', 'bracketCap'] as const).some(given);
  const bracketPointsTo = given('bracketPointsTo') ? int('bracketPointsTo', 'Bracket set target', 1, 99) : pointsTo;
  const bracketWinBy = given('bracketWinBy') ? int('bracketWinBy', 'Bracket winning margin', 1, 5) : winBy;
  let bracketBestOf = bestOf ?? 0;
  if (given('bracketBestOf')) {
    bracketBestOf = toInt(p.bracketBestOf) ?? 0;
    if (![1, 3, 5].includes(bracketBestOf))
      problem('bracketBestOf', 'Bracket sets (bracketBestOf) must be 1, 3 or 5 (best of).', { key: 'refusal.bracketBestOf' });
  }
  let bracketCap = cap ?? 0;
  const bracketFloor = fields.bracketPointsTo || fields.pointsTo ? 1 : bracketPointsTo;
  if (given('bracketCap')) {
    const n = toInt(p.bracketCap);
    bracketCap = n ?? -1;
    if (n === null || n < 0 || n > 999 || (n > 0 && n < bracketFloor)) {
      problem(
        'bracketCap',
        `Bracket cap (bracketCap) must be 0 (no cap) or a whole number from ${bracketFloor} (the bracket's set target) to 999.`,
        { key: 'refusal.bracketCap', values: { min: bracketFloor } },
      );
    }
  } else if (!fields.cap && bracketCap > 0 && bracketCap < bracketFloor) {
    problem(
      'bracketCap',
      `Bracket cap (bracketCap) takes the point cap, ${bracketCap}, when left out, which is below the bracket's set target (${bracketFloor}): ` +
        `give 0 (no cap) or a cap from ${bracketFloor}.`,
      { key: 'refusal.bracketCapDefault', values: { cap: bracketCap, min: bracketFloor } },
    );
  }
  const decidingSetTo = given('decidingSetTo') ? toInt(p.decidingSetTo) : 0;
  if (decidingSetTo === null || decidingSetTo < 0 || decidingSetTo > 99) {
    problem('decidingSetTo', 'Deciding set to (decidingSetTo) must be 0 (played like the other sets) or a whole number from 1 to 99.', {
      key: 'refusal.decidingSetTo',
    });
  }

  // Left out: the default order; given, even empty, it must be a valid list.
  let tiebreaks = [...TIEBREAKS];
  if (p.tiebreaks !== undefined && p.tiebreaks !== null) {
    const parsed = parseTiebreaks(p.tiebreaks);
    if (parsed.ok) tiebreaks = parsed.value;
    else if (parsed.why) problem('tiebreaks', parsed.error, parsed.why);
    else fields.tiebreaks = parsed.error;
  }

  let notes = '';
  if (p.notes !== undefined && p.notes !== null) {
    if (typeof p.notes !== 'string') problem('notes', 'The notes must be text.', { key: 'refusal.notesText' });
    else notes = cleaned(fields, 'notes', p.notes, TEXT_FIELDS.notes, why);
  }

  // docs/translating.md: the language the tournament's pages default to.
  let language: Lang = DEFAULT_LANG;
  if (p.language !== undefined && p.language !== null && p.language !== '') {
    if (isLang(p.language)) language = p.language;
    else
      problem('language', `Language (language) must be one of: ${LANGS.join(', ')}.`, {
        key: 'refusal.language',
        values: { names: LANGS.join(', ') },
      });
  }

  // Left out, they are left out of the rules too, so such a tournament is exactly what it was before them.
  const bracket: StageRules = { pointsTo: bracketPointsTo, winBy: bracketWinBy, cap: bracketCap, bestOf: bracketBestOf };
  return done(
    fields,
    () => ({
      name,
      date,
      courtCount,
      notes,
      language,
      stages: stages!,
      rules: {
        teamSize,
        pointsTo,
        winBy,
        cap: cap!,
        bestOf: bestOf!,
        tiebreaks,
        ...(anyBracket ? { bracket } : {}),
        ...(decidingSetTo ? { decidingSetTo } : {}),
      },
    }),
    why,
  );
}
