// The fields of a new event (docs/api.md, Events: name, date, courtCount 1-64, notes, restMin 0-120), each bad one named.
import { checkCreateParams, PLAIN_RULES } from '../../shared/engine/fields.js';
import type { CreateParams, Rejected } from '../../shared/engine/types.js';
import type { Message } from '../../shared/i18n/words.js';
import type { EventRecord } from './event-types.js';

const REST_MAX = 120;

export interface EventParams {
  name?: unknown;
  date?: unknown;
  courtCount?: unknown;
  notes?: unknown;
  restMin?: unknown;
}

/** The event's fields, checked by the tournament's own rules for the ones they share (name, date, courts, notes). */
export function checkEventParams(p: EventParams): { ok: true; value: Omit<EventRecord, 'slug' | 'createdAt'> } | Rejected {
  const shared = checkCreateParams({
    name: p.name,
    date: p.date,
    courtCount: p.courtCount,
    notes: p.notes,
    ...PLAIN_RULES,
  } as unknown as CreateParams);
  const fields: Record<string, string> = shared.ok ? {} : { ...shared.fields };
  // each field's problem as a message too (docs/translating.md, Refusals), the name's said of an event
  const fieldWhy: Record<string, Message> = shared.ok ? {} : { ...shared.fieldWhy };
  if (fields.name) fields.name = fields.name.replace('a tournament name', 'an event name').replace('tournament name', 'event name');
  const nameWhy = fieldWhy.name;
  if (nameWhy?.key === 'refusal.tournamentNameMissing') fieldWhy.name = { key: 'event.nameMissing' };
  else if (nameWhy?.values?.field === 'tournamentName') fieldWhy.name = { ...nameWhy, values: { ...nameWhy.values, field: 'eventName' } };
  let restMin = 0;
  const rest = p.restMin;
  if (rest !== undefined && rest !== null && String(rest).trim() !== '') {
    const text = String(rest).trim();
    restMin = /^\d{1,3}$/.test(text) ? Number(text) : -1;
    if (restMin < 0 || restMin > REST_MAX) {
      fields.restMin = `Rest between matches (restMin) must be a whole number of minutes from 0 to ${REST_MAX}.`;
      fieldWhy.restMin = { key: 'event.restMin', values: { max: REST_MAX } };
    }
  }
  if (!shared.ok || Object.keys(fields).length > 0) {
    const error = Object.values(fields).join(' ');
    // Every field said as a message, or none (a page then shows the English beside the fields it has no message for).
    const keys = Object.keys(fields);
    const said = keys.every((k) => fieldWhy[k] !== undefined);
    const why = said && keys.length === 1 ? { why: fieldWhy[keys[0]!]! } : {};
    return { ok: false, error, fields, kind: 'invalid', ...(said ? { fieldWhy } : {}), ...why };
  }
  const { name, date, courtCount, notes } = shared.value;
  return {
    ok: true,
    value: { name, date, courtCount, notes, restMin, divisions: [], unlinks: [], banner: '', alerts: [], paused: [] },
  };
}
