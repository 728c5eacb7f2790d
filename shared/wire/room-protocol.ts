// The wire shapes of the Yjs rooms that the server and the pads both speak: root names, acks, close codes and limits.
import type { Message } from '../i18n/words.js';

/** What the server writes into a doc's `acks` map under an intent's op id; `said` / `why`: the sentence as a message (docs/translating.md, Refusals). */
export type Ack =
  | { ok: true; msg: string; said?: Message }
  | {
      ok: false;
      error: string;
      kind?: 'invalid' | 'conflict' | 'notFound' | 'expired';
      fields?: Record<string, string>;
      why?: Message;
      fieldWhy?: Record<string, Message>;
    };

/** Root names shared by the tournament doc (desk) and the per-court doc (keeper pads). */
export const INTENT_ROOTS = { intents: 'intents', acks: 'acks' } as const;

/** Root names of the per-court keeper doc. */
export const COURT_ROOTS = { court: 'court', ...INTENT_ROOTS } as const;

/**
 * Close codes. y-websocket's provider treats 4400-4499 as final (it stops reconnecting and emits
 * `closed` with the code and reason); every other code makes it retry with backoff.
 */
export const CLOSE = {
  /** A message or request target that is not the protocol. */
  malformed: 4400,
  /** The desk room needs an organizer login. */
  unauthorized: 4401,
  /** Wrong keeper key, a cross-site desk, a write outside the role, or another client's presence. */
  forbidden: 4403,
  /** No such tournament or court (or it was deleted). */
  gone: 4404,
  /** The client's doc holds server items of a per-court doc the server no longer has (restart or idle drop): rebuild it, keeping unanswered intents. */
  stale: 4409,
  /** A presence (awareness) state over the limit. */
  tooLarge: 4413,
  /** The court room already has as many pads as it takes. */
  tooMany: 4429,
  /** Transient: the update depends on items the server lacks, or the room was reloaded; reconnecting resends everything. */
  resync: 4500,
  /** Transient: the tournament cannot be loaded right now. */
  unavailable: 4503,
  shutdown: 1001,
} as const;

/** True for the close codes after which y-websocket's provider gives up (its default `shouldReconnect`). */
export const isFinalClose = (code: number): boolean => code >= 4400 && code < 4500;

/** Limits of the rooms; docs/operating.md, Limits, lists them with what the server answers. */
export const LIMITS = {
  /** An intent's JSON, in UTF-16 code units (what `JSON.stringify(...).length` counts). */
  intentChars: 4 * 1024,
  /** One presence (awareness) state's JSON. */
  awarenessChars: 2 * 1024,
  /** Pads connected to one court room at once. */
  padsPerCourt: 8,
  /** Desks connected to one tournament's organizer room at once. */
  desksPerTournament: 32,
} as const;
