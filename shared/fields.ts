// Validation of registration/team fields (CONTRACT 4) and creation parameters (CONTRACT 5).
import { TIEBREAKS } from './types.js';
import type { CreateParams, Rules, Stage, TeamFields } from './types.js';
import { toInt } from './rules.js';

export interface CleanTeamFields { name: string; captain: string; phone: string; players: number; playerNames: string[] }
export type FieldsCheck<T> = { ok: true; value: T } | { ok: false; error: string; fields: Record<string, string> };
export interface TeamFieldOptions {
  /** Registration requires a phone; organizer team operations check it only when given. */
  phoneRequired: boolean;
  /** Names already taken (registered and withdrawn teams, minus the team being edited). */
  takenNames: string[];
}

/** Lengths count Unicode code points, so an emoji or an accented letter is one character. */
export const charCount = (s: string): number => [...s].length;

/** Text of a form or JSON value; numbers are taken as typed, anything else as empty. */
function text(v: unknown): string {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

const sameName = (s: string): string => s.normalize('NFC').toLowerCase();

/** How the summary names each field; the key itself is added where the words differ from it, so API clients find it too. */
const LABELS: Record<string, string> = {
  name: 'name', captain: 'captain', phone: 'phone', players: 'players', playerNames: 'player names (playerNames)',
  date: 'date', courtCount: 'courts (courtCount)', teamSize: 'team size (teamSize)', pointsTo: 'points to (pointsTo)',
  winBy: 'win by (winBy)', cap: 'cap', bestOf: 'best of (bestOf)', stages: 'stages', notes: 'notes',
};

/** One sentence for the whole form: the only problem itself, or the list of fields to fix. */
function summary(fields: Record<string, string>): string {
  const keys = Object.keys(fields);
  if (keys.length === 1) return fields[keys[0]!]!;
  const names = keys.map((k) => LABELS[k] ?? k);
  return `Please correct ${keys.length} fields: ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}.`;
}

function done<T>(fields: Record<string, string>, value: () => T): FieldsCheck<T> {
  return Object.keys(fields).length > 0 ? { ok: false, error: summary(fields), fields } : { ok: true, value: value() };
}

/** Digits with the usual formatting removed, so "+1 (555) 010-2030" counts 11 digits. */
const PHONE_RE = /^\+?\d{7,15}$/;
export function isPhone(phone: string): boolean {
  return PHONE_RE.test(phone.trim().replace(/[\s\-.()]/g, ''));
}

/** Registration and organizer team fields; every failing field is reported at once. */
export function checkTeamFields(f: TeamFields, rules: Rules, opts: TeamFieldOptions): FieldsCheck<CleanTeamFields> {
  const fields: Record<string, string> = {};
  const name = text(f.name);
  const captain = text(f.captain);
  const phone = text(f.phone);

  if (name === '') fields.name = 'Enter a team name.';
  else if (charCount(name) > 40) fields.name = `The team name is ${charCount(name)} characters long; keep it to 40.`;
  else if (opts.takenNames.some((n) => sameName(n.trim()) === sameName(name))) {
    fields.name = `A team named "${name}" is already registered; choose another name.`;
  }

  if (captain === '') fields.captain = "Enter the captain's name.";
  else if (charCount(captain) > 60) fields.captain = `The captain's name is ${charCount(captain)} characters long; keep it to 60.`;

  if (phone === '') {
    if (opts.phoneRequired) fields.phone = 'Enter a phone number so the desk can reach the captain.';
  } else if (!isPhone(phone)) {
    fields.phone = 'The phone number needs 7 to 15 digits (spaces, dashes, dots, brackets and a leading + are fine).';
  }

  const min = rules.teamSize;
  const max = 2 * rules.teamSize;
  const players = toInt(f.players);
  const playersOk = players !== null && players >= min && players <= max;
  if (!playersOk) fields.players = `Players must be a whole number from ${min} to ${max}.`;

  const playerNames = text(f.playerNames).split(/\r\n|\r|\n/).map((s) => s.trim()).filter((s) => s !== '');
  const long = playerNames.findIndex((s) => charCount(s) > 40);
  if (long >= 0) {
    fields.playerNames = `The player name "${playerNames[long]}" is longer than 40 characters.`;
  } else if (playersOk && playerNames.length > players) {
    fields.playerNames = `${playerNames.length} player names are listed for ${players} players; list at most ${players}, one per line.`;
  }

  return done(fields, () => ({ name, captain, phone, players: players!, playerNames }));
}

export interface CleanCreateParams { name: string; date: string; courtCount: number; rules: Rules; stages: Stage[]; notes: string }

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

/** One of the three values of CONTRACT 5 (a JSON array of the same stages, pool first, is the same choice). */
function parseStages(v: unknown): Stage[] | null {
  const text = typeof v === 'string' ? v : Array.isArray(v) && v.every((x) => typeof x === 'string') ? v.join(',') : null;
  if (text === null) return null;
  const choice = STAGE_CHOICES[text.replace(/\s+/g, '').toLowerCase()];
  return choice ? [...choice] : null;
}

/** Parameters of `POST /admin/new`; every bad value named by its field. */
export function checkCreateParams(p: CreateParams): FieldsCheck<CleanCreateParams> {
  const fields: Record<string, string> = {};
  // Each message names the field as a person reads it and by its parameter name (`courtCount`).
  const int = (key: keyof CreateParams, label: string, lo: number, hi: number): number => {
    const n = toInt(p[key]);
    if (n === null || n < lo || n > hi) fields[key] = `${label} (${key}) must be a whole number from ${lo} to ${hi}.`;
    return n ?? 0;
  };

  const name = typeof p.name === 'string' ? p.name.trim() : '';
  if (name === '') fields.name = 'Enter a tournament name.';
  else if (charCount(name) > 80) fields.name = `The tournament name is ${charCount(name)} characters long; keep it to 80.`;

  const date = typeof p.date === 'string' ? p.date.trim() : '';
  if (!isCalendarDate(date)) {
    fields.date = date === ''
      ? 'Enter the date as YYYY-MM-DD.'
      : `The date "${date}" is not a calendar date; write it as YYYY-MM-DD, like 2026-06-14.`;
  }

  const courtCount = int('courtCount', 'Courts', 1, 64);
  const teamSize = int('teamSize', 'Team size', 1, 12);
  const pointsTo = int('pointsTo', 'Points to', 1, 99);
  const winBy = int('winBy', 'Win by', 1, 5);

  const cap = toInt(p.cap);
  const capFloor = fields.pointsTo ? 1 : pointsTo;
  if (cap === null || cap < 0 || cap > 999 || (cap > 0 && cap < capFloor)) {
    fields.cap = `Cap must be 0 (no cap) or a whole number from ${capFloor}${fields.pointsTo ? '' : ' (points to)'} to 999.`;
  }

  const bestOf = toInt(p.bestOf);
  if (bestOf !== 1 && bestOf !== 3 && bestOf !== 5) fields.bestOf = 'Best of (bestOf) must be 1, 3 or 5 sets.';

  const stages = parseStages(p.stages);
  if (!stages) fields.stages = 'The stages must be "pool,bracket", "pool" or "bracket".';

  let notes = '';
  if (p.notes !== undefined && p.notes !== null) {
    if (typeof p.notes !== 'string') fields.notes = 'The notes must be text.';
    else if (charCount(p.notes.trim()) > 2000) fields.notes = `Notes are ${charCount(p.notes.trim())} characters long; keep them to 2000.`;
    else notes = p.notes.trim();
  }

  return done(fields, () => ({
    name, date, courtCount, notes, stages: stages!,
    rules: { teamSize, pointsTo, winBy, cap: cap!, bestOf: bestOf!, tiebreaks: [...TIEBREAKS] },
  }));
}
