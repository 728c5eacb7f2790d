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

/** Lifts a validator's or engine module's error text (null = fine) into an outcome. */
export function fromError(error: string | null, msg: string): Outcome {
  return error === null ? done(msg) : invalid(error);
}
