// The small vocabulary handlers use to answer: accepted with a message, or rejected with a reason.
import type { DomainEvent, Rejected } from './types.js';
import type { Message } from '../i18n/words.js';

/** What a handler returns before apply() adds the engine's own follow-up events. */
export type Outcome = { ok: true; msg: string; said?: Message; events?: DomainEvent[]; changed?: boolean } | Rejected;

/** `said`: the same sentence as a message (docs/translating.md, Refusals). */
export function done(msg: string, events: DomainEvent[] = [], said?: Message): Outcome {
  return said ? { ok: true, msg, events, said } : { ok: true, msg, events };
}

/** A validator's refusal with its message, when it has one. */
export function refused(check: { error: string; why?: Message }, fields?: Record<string, string>): Rejected {
  return invalid(check.error, fields, check.why ? { why: check.why } : undefined);
}

/**
 * A refusal's message for a reader of another language: its own, or, for several fields each with its message, "fix the
 * highlighted fields" (the English summary lists the fields by their API names; English readers keep it).
 */
export function refusalWhy(r: {
  why?: Message | undefined;
  fields?: Record<string, string>;
  fieldWhy?: Record<string, Message> | undefined;
}): Message | undefined {
  if (r.why) return r.why;
  const keys = Object.keys(r.fields ?? {});
  return keys.length > 1 && keys.every((k) => r.fieldWhy?.[k] !== undefined) ? { key: 'refusal.fixFields' } : undefined;
}

/** `why`: the refusal as a message; `fieldWhy`: each field's (docs/translating.md, Refusals). */
export function invalid(
  error: string,
  fields?: Record<string, string>,
  why?: { why?: Message; fieldWhy?: Record<string, Message> },
): Rejected {
  const base: Rejected = fields ? { ok: false, error, fields, kind: 'invalid' } : { ok: false, error, kind: 'invalid' };
  return why ? { ...base, ...why } : base;
}

export function notFound(error: string, why?: Message): Rejected {
  return why ? { ok: false, error, kind: 'notFound', why } : { ok: false, error, kind: 'notFound' };
}

export function conflict(error: string, why?: Message): Rejected {
  return why ? { ok: false, error, kind: 'conflict', why } : { ok: false, error, kind: 'conflict' };
}

/** An engine module's refusal: its English sentence and the same as a message (docs/translating.md, Refusals). */
export interface Refusal {
  error: string;
  why: Message;
}

/** A refusal of `key` with `values`, said in English as `error`. */
export function refusal(error: string, key: Message['key'], values?: Message['values']): Refusal {
  return values ? { error, why: { key, values } } : { error, why: { key } };
}

/** Lifts an engine module's refusal (null = fine) into an outcome. */
export function fromError(error: Refusal | null, msg: string): Outcome {
  return error === null ? done(msg) : invalid(error.error, undefined, { why: error.why });
}
