// Teams from a CSV file (docs/api.md, CSV): loose header names to team fields, every row checked by the registration rules, and the one-write import.
import { readCsv, CSV_LIMITS } from './csv.js';
import { checkTeamFields, type CleanTeamFields } from './fields.js';
import { teamCode } from './ids.js';
import { done, invalid, type Outcome } from './outcome.js';
import { MAX_TEAMS } from './roster.js';
import { toInt } from './rules.js';
import { nameKey, quoted, readable } from './text.js';
import type { Ctx, DomainEvent, ImportCheck, ImportRow, Team, Tournament } from './types.js';
import type { Message } from '../i18n/words.js';

type Column = 'name' | 'captain' | 'phone' | 'players' | 'playerNames' | 'seed';

/** Header words (lower case, letters and digits only) for each field; `player 1`, `player 2`... add to the player names. */
const HEADERS: Record<Column, string[]> = {
  name: ['name', 'team', 'teamname', 'teams', 'club'],
  captain: ['captain', 'captainname', 'captainsname', 'contact', 'contactname'],
  phone: ['phone', 'phonenumber', 'mobile', 'cell', 'tel', 'telephone', 'captainphone', 'contactphone'],
  players: ['players', 'playercount', 'numberofplayers', 'noofplayers', 'size', 'teamsize'],
  playerNames: ['playernames', 'names', 'roster', 'members', 'lineup', 'playerlist'],
  seed: ['seed', 'seeding', 'rank', 'ranking'],
};

const LABEL: Record<Column, string> = {
  name: 'team name',
  captain: 'captain',
  phone: 'phone',
  players: 'players',
  playerNames: 'player names',
  seed: 'seed',
};

const headerKey = (h: string): string =>
  h
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

function columnOf(header: string): Column | 'player' | null {
  const key = headerKey(header);
  for (const [col, words] of Object.entries(HEADERS) as [Column, string[]][]) if (words.includes(key)) return col;
  return /^player\d+(name)?$/.test(key) ? 'player' : null;
}

/** Player names in one cell: one a line, or separated by semicolons, or (when neither is used) by commas. */
function splitNames(cell: string): string[] {
  const parts = /[\n\r;]/.test(cell) ? cell.split(/\r\n|[\n\r;]/) : cell.split(',');
  return parts.map((s) => s.trim()).filter((s) => s !== '');
}

export interface ParsedImport {
  rows: ImportRow[];
  /** Things the organizer should know about the file as a whole (columns not used, players counted). */
  notes: string[];
  /** The same notes as messages (docs/translating.md, Refusals). */
  said: Message[];
}

type FileRefusal = { ok: false; error: string; why: Message };
const EMPTY: FileRefusal = {
  ok: false,
  error: 'The CSV is empty: choose a file or paste the rows, with the column names on the first line.',
  why: { key: 'refusal.csvEmpty' },
};

/**
 * The rows of a CSV text as team fields. Refused as a whole (with a sentence) when it cannot be read, is
 * over a limit, or has no team-name column; problems of single rows are left to `checkImport`.
 * Without a players column, each team counts its listed players (at least `teamSize`).
 */
export function parseImport(text: string, teamSize: number): { ok: true; value: ParsedImport } | FileRefusal {
  if (typeof text !== 'string' || text.trim() === '') return EMPTY;
  const read = readCsv(text);
  if (!read.ok) return read;
  const [header, ...data] = read.records;
  if (!header) return EMPTY;
  const at = new Map<Column, number>();
  const playerCols: number[] = [];
  const unused: string[] = [];
  for (const [i, h] of header.cells.entries()) {
    const col = columnOf(h);
    if (col === 'player') playerCols.push(i);
    else if (col === null) {
      if (h.trim() !== '') unused.push(`"${quoted(h.trim(), 20)}"`);
    } else if (at.has(col)) {
      const [first, second] = [quoted(header.cells[at.get(col)!]!.trim(), 20), quoted(h.trim(), 20)];
      return {
        ok: false,
        error: `Two columns hold the ${LABEL[col]}: "${first}" and "${second}". Keep one of them.`,
        why: { key: 'refusal.csvTwoColumns', values: { column: col, first, second } },
      };
    } else at.set(col, i);
  }
  if (!at.has('name')) {
    return {
      ok: false,
      error: 'The first line must name the columns, and none of them is the team name: call that column "name" or "team".',
      why: { key: 'refusal.csvNoName' },
    };
  }
  if (data.length === 0)
    return { ok: false, error: 'The CSV has column names but no rows of teams under them.', why: { key: 'refusal.csvNoRows' } };
  const notes: string[] = [];
  const said: Message[] = [];
  if (unused.length) {
    notes.push(`Column${unused.length === 1 ? '' : 's'} not used: ${unused.join(', ')}.`);
    said.push({ key: 'answer.importUnused', values: { n: unused.length, names: unused.join(', ') } });
  }
  if (!at.has('players')) {
    notes.push(`No players column: each team counts its listed players, at least ${teamSize}.`);
    said.push({ key: 'answer.importNoPlayers', values: { n: teamSize } });
  }
  const cell = (cells: string[], col: Column): string | undefined => (at.has(col) ? (cells[at.get(col)!] ?? '') : undefined);
  const rows = data.map(({ line, cells }): ImportRow => {
    const names = [
      ...splitNames(cell(cells, 'playerNames') ?? ''),
      ...playerCols.map((i) => (cells[i] ?? '').trim()).filter((s) => s !== ''),
    ];
    const players = cell(cells, 'players') ?? String(Math.max(teamSize, names.length));
    const phone = cell(cells, 'phone');
    const seed = cell(cells, 'seed');
    return {
      line,
      name: cell(cells, 'name') ?? '',
      captain: cell(cells, 'captain') ?? '',
      players,
      ...(phone !== undefined ? { phone } : {}),
      playerNames: names.join('\n'),
      ...(seed !== undefined ? { seed } : {}),
    };
  });
  return { ok: true, value: { rows, notes, said } };
}

/** A valid row as it will be added. */
interface Ready {
  line: number;
  fields: CleanTeamFields;
  seed: number | null;
}

const SEED_MAX = 9999;

/** Per-row verdicts against the tournament as it is, with the clean values of the rows that can be added. */
function judge(t: Tournament, rows: ImportRow[]): { checks: ImportCheck[]; ready: Ready[] } {
  const roster = Object.values(t.teams);
  const takenNames = roster.map((x) => x.name);
  const seedHolder = new Map(roster.filter((x) => x.status === 'registered').map((x) => [x.seed, x.name]));
  const namesInFile = new Map<string, number>();
  const seedsInFile = new Map<number, number>();
  let room = MAX_TEAMS - roster.length;
  const checks: ImportCheck[] = [];
  const ready: Ready[] = [];
  for (const row of rows) {
    const errors: string[] = [];
    const whys: Message[] = [];
    // each problem in English (the API's words) and as a message (the desk's words)
    const problem = (english: string, why: Message | undefined) => {
      errors.push(english);
      if (why) whys.push(why);
    };
    const key = nameKey(String(row.name ?? ''));
    const earlier = key === '' ? undefined : namesInFile.get(key);
    if (earlier !== undefined) {
      const name = quoted(readable(String(row.name)).trim());
      problem(`Line ${earlier} already has the team name "${name}"; each team once.`, {
        key: 'refusal.rowDupName',
        values: { line: earlier, name },
      });
    } else if (key !== '') namesInFile.set(key, row.line);
    const check = checkTeamFields(row, t.rules, { phoneRequired: false, takenNames });
    if (!check.ok)
      for (const [f, e] of Object.entries(check.fields)) if (!(f === 'name' && earlier !== undefined)) problem(e, check.fieldWhy?.[f]);
    let seed: number | null = null;
    const seedText = String(row.seed ?? '').trim();
    if (seedText !== '') {
      const n = toInt(seedText);
      if (n === null || n < 1 || n > SEED_MAX) {
        const typed = quoted(seedText, 10);
        problem(`The seed "${typed}" is not a whole number from 1 to ${SEED_MAX}; leave it empty for the next free seed.`, {
          key: 'refusal.rowSeedBad',
          values: { seed: typed },
        });
      } else if (seedHolder.has(n))
        problem(`Seed ${n} is already held by ${seedHolder.get(n)}; leave it empty for the next free seed.`, {
          key: 'refusal.rowSeedHeld',
          values: { seed: n, name: String(seedHolder.get(n)) },
        });
      else if (seedsInFile.has(n))
        problem(`Line ${seedsInFile.get(n)} already has seed ${n}; each seed once.`, {
          key: 'refusal.rowSeedTwice',
          values: { line: seedsInFile.get(n)!, seed: n },
        });
      else seed = n;
      if (seed !== null) seedsInFile.set(seed, row.line);
    }
    if (errors.length === 0 && room <= 0)
      problem(`The tournament has reached its limit of ${MAX_TEAMS} teams; this row does not fit.`, {
        key: 'refusal.rowFull',
        values: { max: MAX_TEAMS },
      });
    const ok = errors.length === 0;
    checks.push({
      line: row.line,
      // A refused row is named as it would be stored: without invisible characters.
      name: check.ok
        ? check.value.name
        : readable(String(row.name ?? ''))
            .trim()
            .slice(0, 80),
      ok,
      errors,
      ...(errors.length > 0 && whys.length === errors.length ? { whys } : {}),
    });
    if (ok && check.ok) {
      ready.push({ line: row.line, fields: check.value, seed });
      room -= 1;
    }
  }
  return { checks, ready };
}

/** The preview: what importing `rows` now would make of each, changing nothing. */
export function checkImport(t: Tournament, rows: ImportRow[]): ImportCheck[] {
  return judge(t, rows).checks;
}

/** "line 4", "lines 4, 7 and 9", "lines 4, 7, ... 30 and 12 more": at most eight numbers in a sentence. */
function lineList(lines: number[]): string {
  if (lines.length === 1) return `line ${lines[0]}`;
  const shown = lines.slice(0, 8);
  const rest = lines.length - shown.length;
  const tail = rest > 0 ? `${shown.join(', ')} and ${rest} more` : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
  return `lines ${tail}`;
}

/** The same list as a message's values: `count` lines, `head` and `last` (or `more` past eight) for the language to join. */
function lineValues(lines: number[]): { count: number; head: string; last: number; more: number } {
  const shown = lines.slice(0, 8);
  const more = lines.length - shown.length;
  const head = (more > 0 ? shown : shown.slice(0, -1)).join(', ');
  return { count: lines.length, head, last: shown[shown.length - 1] ?? 0, more };
}

/** The sentence a preview answers with. */
export function previewText(checks: ImportCheck[]): string {
  const bad = checks.filter((c) => !c.ok).map((c) => c.line);
  const good = checks.length - bad.length;
  if (good === 0) return `No row can be imported: fix the problems shown next to each row, then preview again.`;
  if (bad.length === 0)
    return good === 1 ? 'The row can be imported. Confirm to add the team.' : `All ${good} rows can be imported. Confirm to add them.`;
  return `${good} row${good === 1 ? '' : 's'} can be imported; ${bad.length} with problems (${lineList(bad)}) will be skipped unless you fix them.`;
}

/** `previewText` as a message (docs/translating.md, Refusals). */
export function previewSaid(checks: ImportCheck[]): Message {
  const bad = checks.filter((c) => !c.ok).map((c) => c.line);
  const good = checks.length - bad.length;
  if (good === 0) return { key: 'answer.importNone' };
  if (bad.length === 0) return { key: 'answer.importAll', values: { n: good } };
  return { key: 'answer.importSome', values: { good, ...lineValues(bad) } };
}

/** `teamImport`: every valid row becomes a registered team (explicit seeds first, the rest after the highest); nothing when no row is valid. */
export function importTeams(t: Tournament, rows: ImportRow[], ctx: Ctx): Outcome {
  if (!Array.isArray(rows) || rows.length === 0)
    return invalid('The import holds no rows of teams.', undefined, { why: { key: 'refusal.importNoRows' } });
  if (rows.length > CSV_LIMITS.rows)
    return invalid(`An import holds at most ${CSV_LIMITS.rows} rows; split the file.`, undefined, {
      why: { key: 'refusal.importTooMany', values: { max: CSV_LIMITS.rows } },
    });
  const { checks, ready } = judge(t, rows);
  const bad = checks.filter((c) => !c.ok);
  if (ready.length === 0) {
    const first = bad[0];
    // The message names the line only: its problem is said beside the row (a sentence cannot hold another's translation).
    return invalid(
      `No row can be imported${first ? ` (line ${first.line}: ${first.errors[0]})` : ''}; nothing was added.`,
      undefined,
      first ? { why: { key: 'refusal.importNothing', values: { line: first.line } } } : undefined,
    );
  }
  const seeds = Object.values(t.teams)
    .filter((x) => x.status === 'registered')
    .map((x) => x.seed);
  let next = Math.max(0, ...seeds, ...ready.map((r) => r.seed ?? 0)) + 1;
  const codes = new Set(Object.values(t.teams).map((x) => x.code));
  const events: DomainEvent[] = [];
  for (const r of ready) {
    const v = r.fields;
    const code = teamCode(ctx.random, codes);
    codes.add(code);
    const team: Team = {
      id: `t${t.nextTeam}`,
      name: v.name,
      players: v.players,
      seed: r.seed ?? next++,
      status: 'registered',
      poolId: null,
      withdrawMode: null,
      arrived: false,
      captain: v.captain,
      phone: v.phone,
      playerNames: v.playerNames,
      code,
    };
    t.nextTeam += 1;
    t.teams[team.id] = team;
    events.push({ type: 'teamAdded', team: team.id, code });
  }
  events.push({ type: 'imported', rows: checks });
  const skipped = bad.length ? `; ${bad.length} row${bad.length === 1 ? '' : 's'} skipped (${lineList(bad.map((c) => c.line))})` : '';
  return done(`Imported ${ready.length} team${ready.length === 1 ? '' : 's'}${skipped}.`, events, {
    key: 'answer.imported',
    values: { n: ready.length, skipped: bad.length ? 'yes' : 'no', ...lineValues(bad.map((c) => c.line)) },
  });
}
