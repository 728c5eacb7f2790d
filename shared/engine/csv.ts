// Reading CSV text the way spreadsheets write it (RFC 4180: quoted cells, doubled quotes, line breaks inside quotes), with caps on size.
// Pure: the browser can import it too.
import type { Message } from '../i18n/words.js';

/** What one import may hold; past any of them the whole file is refused with a sentence naming the limit. */
export const CSV_LIMITS = {
  /** Characters of the whole text (about 512 KB: far more than 1,024 teams need). */
  chars: 512 * 1024,
  /** Data rows, the header not counted: the team cap. */
  rows: 1024,
  /** Cells in one row. */
  cells: 32,
  /** Characters in one cell (the longest field, player names, holds 1,000). */
  cellChars: 1000,
} as const;

export interface CsvRecord {
  /** The line the record starts on (1 = the first line), so sentences can point at it. */
  line: number;
  cells: string[];
}

export type CsvRead = { ok: true; records: CsvRecord[] } | { ok: false; error: string; why: Message };

/** Tab (a paste from a spreadsheet), semicolon (spreadsheets set to a decimal comma) or comma, whichever the first line uses most. */
function delimiterOf(text: string): string {
  const first = text.slice(0, text.search(/\r|\n|$/));
  let best = ',';
  let most = 0;
  for (const d of [',', ';', '\t']) {
    const n = first.split(d).length - 1;
    if (n > most) [best, most] = [d, n];
  }
  return best;
}

const kb = (n: number) => `${Math.ceil(n / 1024)} KB`;

/**
 * The records of `text`, blank rows dropped. Lenient where spreadsheets are (a stray quote inside an
 * unquoted cell is kept as a character); strict on size and on a quote that never closes.
 */
export function readCsv(input: string): CsvRead {
  if (input.length > CSV_LIMITS.chars) {
    return {
      ok: false,
      error: `The CSV is ${kb(input.length)}; the limit is ${kb(CSV_LIMITS.chars)}. Split it into smaller files.`,
      why: { key: 'refusal.csvBig', values: { size: Math.ceil(input.length / 1024), limit: CSV_LIMITS.chars / 1024 } },
    };
  }
  const text = input.replace(/^\ufeff/, '');
  const delim = delimiterOf(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let quoteLine = 0;
  let tooLong = false;

  const endCell = (): CsvRead | null => {
    if (cell.length > CSV_LIMITS.cellChars) tooLong = true;
    cells.push(cell);
    cell = '';
    if (cells.length > CSV_LIMITS.cells)
      return {
        ok: false,
        error: `Line ${start} has more than ${CSV_LIMITS.cells} cells; keep the columns to the team's fields.`,
        why: { key: 'refusal.csvCells', values: { line: start, max: CSV_LIMITS.cells } },
      };
    if (tooLong)
      return {
        ok: false,
        error: `Line ${start} has a cell of more than ${CSV_LIMITS.cellChars} characters; no team field is that long.`,
        why: { key: 'refusal.csvCell', values: { line: start, max: CSV_LIMITS.cellChars } },
      };
    return null;
  };
  const endRecord = (): CsvRead | null => {
    const bad = endCell();
    if (bad) return bad;
    if (cells.some((c) => c.trim() !== '')) records.push({ line: start, cells });
    if (records.length > CSV_LIMITS.rows + 1) {
      return {
        ok: false,
        error: `The CSV has more than ${CSV_LIMITS.rows} rows of teams, the most a tournament holds. Split it into smaller files.`,
        why: { key: 'refusal.csvRows', values: { max: CSV_LIMITS.rows } },
      };
    }
    cells = [];
    return null;
  };

  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line++;
        cell += ch;
      }
      if (cell.length > CSV_LIMITS.cellChars)
        return {
          ok: false,
          error: `Line ${start} has a cell of more than ${CSV_LIMITS.cellChars} characters; no team field is that long.`,
          why: { key: 'refusal.csvCell', values: { line: start, max: CSV_LIMITS.cellChars } },
        };
      continue;
    }
    if (ch === '"' && cell.trim() === '') {
      // A quote opens a quoted cell only at its start (spaces before it are dropped, as spreadsheets do).
      cell = '';
      quoted = true;
      quoteLine = line;
    } else if (ch === delim) {
      const bad = endCell();
      if (bad) return bad;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      const bad = endRecord();
      if (bad) return bad;
      line++;
      start = line;
    } else {
      cell += ch;
    }
  }
  if (quoted)
    return {
      ok: false,
      error: `Line ${quoteLine} opens a quoted cell that never closes; add the closing " and try again.`,
      why: { key: 'refusal.csvQuote', values: { line: quoteLine } },
    };
  const bad = endRecord();
  if (bad) return bad;
  return { ok: true, records };
}
