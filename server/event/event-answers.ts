// What the event's writes answer (docs/api.md, Events: versions and conflicts): an event desk action's decision, its op id
// and version, and the answer stored with the write so a resent op id is answered again, never applied twice. `said` /
// `why` carry each sentence as a message for the organizer's language (docs/translating.md, Refusals).
import type { Rejected } from '../../shared/engine/types.js';
import type { Message } from '../../shared/i18n/words.js';
import type { DivisionIntent } from '../../shared/venue/court-ops.js';
import type { Ack } from '../../shared/wire/room-protocol.js';
import type { EventRecord } from './event-types.js';
import type { EventRow } from '../tournament/hub-types.js';

export type Outcome = { ok: true; msg: string; said?: Message | undefined } | Rejected;

/**
 * What an event desk action decides: the event's next record (when it changes) and the division intents to apply;
 * `did` says what it did after its author's name (`paused court 3`), for the version of its target.
 */
export type VenueDecision =
  | { ok: true; record?: EventRecord; writes: DivisionIntent[]; msg: string; said?: Message; did?: string }
  | { ok: false; error: string; kind?: Rejected['kind']; why?: Message | undefined };

/**
 * An event desk action's op id and version (docs/api.md, Events: versions and conflicts): an op id answered before is
 * answered again from the store and applied once; a `rev` of `target` that is not the current one is refused.
 */
export interface WriteMeta {
  opId?: string;
  target?: string;
  rev?: number;
}

/** The stored answer to a refusal or a success (store.ts `Answer`); `slug` rides along for a created division. */
export const ackOf = (o: Outcome | VenueDecision, extra: { slug?: string } = {}): Ack =>
  o.ok
    ? ({ ok: true, msg: o.msg, ...(o.said ? { said: o.said } : {}), ...extra } as Ack)
    : { ok: false, error: o.error, ...(o.kind ? { kind: o.kind } : {}), ...(o.why ? { why: o.why } : {}) };

/** An answer given again: a conflict keeps its 409 (with the target's current rev, to apply anyway on). */
export const replayed = (ack: Ack, rev: number): Outcome =>
  ack.ok
    ? { ok: true, msg: ack.msg, ...(ack.said ? { said: ack.said } : {}) }
    : {
        ok: false,
        error: ack.error,
        ...(ack.kind && ack.kind !== 'expired' ? { kind: ack.kind } : {}),
        ...(ack.kind === 'conflict' ? { rev } : {}),
        ...(ack.why ? { why: ack.why } : {}),
      };

/** A slug that names no event (`public.noEvent` says the same sentence in the reader's language). */
export const noEvent = (slug: string, kind: Rejected['kind'] = 'notFound'): Rejected => ({
  ok: false,
  error: `There is no event "${slug}".`,
  kind,
  why: { key: 'public.noEvent', values: { slug } },
});

/**
 * An event log row's messages: an event row says its answer's sentence (`event.*`, `answer.*`), not one of the
 * tournament log's own keys, so `said` is kept as the message it is; the event desk says it (server/pages/event-desk.ts
 * `eventDetailIn`), the tournament desk never reads an event's rows.
 */
export function eventRowSaid(m: { said?: Message | undefined; why?: Message | undefined }): Pick<EventRow, 'said' | 'why'> {
  return {
    ...(m.said ? { said: m.said as EventRow['said'] } : {}),
    ...(m.why ? { why: m.why } : {}),
  };
}
