// Writing CSV (the events table and the desk's exports): quoted cells, and spreadsheet formulas defused.
import type { EventRow } from '../tournament/hub-types.js';

/** A cell a spreadsheet would run as a formula gets a leading quote (OWASP CSV injection). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A cell value as exported: numbers as digits, null and undefined as an empty cell. */
export type CsvValue = string | number | null | undefined;

/** The one CSV writer (every export uses it): a header row, then the rows, every cell quoted and defused, CRLF line ends. */
export function csvText(header: string[], rows: CsvValue[][]): string {
  const line = (cells: CsvValue[]) => cells.map((c) => csvCell(c === null || c === undefined ? '' : String(c))).join(',');
  // Our own column names are plain words: written bare, as spreadsheets write them.
  const head = header.map((h) => (/^[\w ]+$/.test(h) ? h : csvCell(h))).join(',');
  return `${[head, ...rows.map(line)].join('\r\n')}\r\n`;
}

export function eventsCsv(rows: EventRow[]): string {
  return csvText(
    ['at', 'actor', 'action', 'detail', 'ok'],
    rows.map((e) => [new Date(e.at).toISOString(), e.actor, e.action, e.detail, e.ok ? 'ok' : 'rejected']),
  );
}
