// The events table as CSV: quoted cells, and spreadsheet formulas defused.
import type { EventRow } from '../hub-types.js';

/** A cell a spreadsheet would run as a formula gets a leading quote (OWASP CSV injection). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function eventsCsv(rows: EventRow[]): string {
  const lines = ['at,actor,action,detail,ok'];
  for (const e of rows) {
    lines.push([new Date(e.at).toISOString(), e.actor, e.action, e.detail, e.ok ? 'ok' : 'rejected'].map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
