// The small vocabulary handlers use to answer: accepted with a message, or rejected with a reason.
import type { DomainEvent, Rejected } from './types.js';

/** What a handler returns before apply() adds the engine's own follow-up events. */
export type Outcome = { ok: true; msg: string; events?: DomainEvent[]; changed?: boolean } | Rejected;

export function done(msg: string, events: DomainEvent[] = []): Outcome {
  return { ok: true, msg, events };
}

export function invalid(error: string, fields?: Record<string, string>): Rejected {
  return fields ? { ok: false, error, fields, kind: 'invalid' } : { ok: false, error, kind: 'invalid' };
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
