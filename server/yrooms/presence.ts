// The presence (awareness) check run on every incoming awareness message: its size, and that a connection speaks only for its own client id.
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import type { Awareness } from 'y-protocols/awareness';
import { CLOSE, LIMITS } from '../../shared/wire/room-protocol.js';

/** One entry of an awareness update: the state is kept as the JSON text it came as. */
export interface Entry {
  client: number;
  clock: number;
  state: string;
}

/** More entries than connections could ever own is not a y-websocket client. */
const MAX_ENTRIES = 256;

/** Throws on bytes that are not an awareness update. */
export function decodeEntries(update: Uint8Array): Entry[] {
  const d = decoding.createDecoder(update);
  const count = decoding.readVarUint(d);
  if (count > MAX_ENTRIES) throw new Error(`${count} awareness entries`);
  const out: Entry[] = [];
  for (let i = 0; i < count; i++) {
    out.push({ client: decoding.readVarUint(d), clock: decoding.readVarUint(d), state: decoding.readVarString(d) });
  }
  return out;
}

export function encodeEntries(entries: Entry[]): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, entries.length);
  for (const { client, clock, state } of entries) {
    encoding.writeVarUint(e, client);
    encoding.writeVarUint(e, clock);
    encoding.writeVarString(e, state);
  }
  return encoding.toUint8Array(e);
}

export type PresenceVerdict =
  /** `apply`: the entries to apply (the others change nothing); `claim`: the client id this connection now describes. */
  { ok: true; apply: Entry[]; claim: number | null } | { ok: false; code: number; reason: string };

/**
 * y-websocket's provider relays every awareness change it hears, so entries for other clients that
 * change nothing (an echo with a clock the server has seen, a removal) are dropped, not refused. An
 * entry that would set presence is accepted for the connection's own id, or claims an id for a
 * connection that has none yet (taking it over from an older connection of the same client that the
 * server has not seen close); setting a second id is refused.
 */
export function judgePresence(awareness: Awareness, entries: Entry[], own: number | null): PresenceVerdict {
  const apply: Entry[] = [];
  let claim: number | null = null;
  for (const e of entries) {
    if (e.state.length > LIMITS.awarenessChars) {
      return {
        ok: false,
        code: CLOSE.tooLarge,
        reason: `Presence information over ${LIMITS.awarenessChars} characters (2 KiB) is refused.`,
      };
    }
    const mine: number | null = claim ?? own;
    if (e.client === mine) {
      apply.push(e);
      continue;
    }
    const known = awareness.meta.get(e.client)?.clock;
    const sets = e.state !== 'null' && (known === undefined || e.clock > known);
    if (!sets) continue;
    if (mine !== null) {
      return {
        ok: false,
        code: CLOSE.forbidden,
        reason: `Presence refused: this connection already shows client ${mine}, not ${e.client}.`,
      };
    }
    claim = e.client;
    apply.push(e);
  }
  return { ok: true, apply, claim };
}
