// The y-websocket wire format (lib0 varint framing over y-protocols): decoding what arrives, encoding what we send.
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import type * as Y from 'yjs';

/** Outer message types, as y-websocket's client numbers them. */
export const MSG = { sync: 0, awareness: 1, auth: 2, queryAwareness: 3 } as const;

/** Close codes and limits are wire shapes the pads read too: they live in shared/protocol.ts. */

/** A close frame holds at most 123 bytes of reason; ws throws past that. Cut on a character boundary. */
export function closeReason(text: string): string {
  const bytes = Buffer.from(text);
  if (bytes.byteLength <= 123) return text;
  let out = '';
  let used = 0;
  for (const ch of text) {
    const n = Buffer.byteLength(ch);
    if (used + n > 120) break;
    out += ch;
    used += n;
  }
  return `${out}...`;
}

/** An incoming message, decoded just far enough to route it. */
export type Incoming =
  | { type: 'step1'; stateVector: Uint8Array }
  | { type: 'step2' | 'update'; update: Uint8Array }
  | { type: 'awareness'; update: Uint8Array }
  | { type: 'queryAwareness' }
  | { type: 'other' };

/** Throws on bytes that are not a message. */
export function decodeMessage(data: Uint8Array): Incoming {
  const d = decoding.createDecoder(data);
  const type = decoding.readVarUint(d);
  if (type === MSG.sync) {
    const sub = decoding.readVarUint(d);
    const payload = decoding.readVarUint8Array(d);
    if (sub === syncProtocol.messageYjsSyncStep1) return { type: 'step1', stateVector: payload };
    if (sub === syncProtocol.messageYjsSyncStep2) return { type: 'step2', update: payload };
    if (sub === syncProtocol.messageYjsUpdate) return { type: 'update', update: payload };
    throw new Error(`unknown sync message ${sub}`);
  }
  if (type === MSG.awareness) return { type: 'awareness', update: decoding.readVarUint8Array(d) };
  if (type === MSG.queryAwareness) return { type: 'queryAwareness' };
  return { type: 'other' };
}

export function step1Message(doc: Y.Doc): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, MSG.sync);
  syncProtocol.writeSyncStep1(e, doc);
  return encoding.toUint8Array(e);
}

/** The reply to a client's step 1: everything the doc has that the client's state vector lacks. */
export function step2Message(doc: Y.Doc, stateVector: Uint8Array): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, MSG.sync);
  syncProtocol.writeSyncStep2(e, doc, stateVector);
  return encoding.toUint8Array(e);
}

export function updateMessage(update: Uint8Array): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, MSG.sync);
  syncProtocol.writeUpdate(e, update);
  return encoding.toUint8Array(e);
}

export function awarenessMessage(awareness: awarenessProtocol.Awareness, clients: number[]): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, MSG.awareness);
  encoding.writeVarUint8Array(e, awarenessProtocol.encodeAwarenessUpdate(awareness, clients));
  return encoding.toUint8Array(e);
}
