// The small vocabulary handlers use to answer: accepted with a message, or rejected with a reason.
import type { DomainEvent, Rejected } from './types.js';
import type { Message } from '../i18n/words.js';

/** What a handler returns before apply() adds the engine's own follow-up events. */
export type Outcome = { ok: true; msg: string; events?: DomainEvent[]; changed?: boolean } | Rejected;

export function done(msg: string, events: DomainEvent[] = []): Outcome {
  return { ok: true, msg, events };
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

export function notFound(error: string): Rejected {
  return { ok: false, error, kind: 'notFound' };
}

export function conflict(error: string): Rejected {
  return { ok: false, error, kind: 'conflict' };
}

/** Lifts a validator's or engine module's error text (null = fine) into an outcome. */
export function fromError(error: string | null, msg: string): Outcome {
  return error === null ? done(msg) : invalid(error);
}
