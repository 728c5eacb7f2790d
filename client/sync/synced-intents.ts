// Writing intents into a synced doc (desk or keeper pad) and waiting for the server's ack; rebuilding a doc the server refused.
import type * as Y from 'yjs';
import { INTENT_ROOTS, type Ack } from '../../shared/wire/room-protocol.js';

export { CLOSE, type Ack } from '../../shared/wire/room-protocol.js';

const INTENTS = INTENT_ROOTS.intents;
const ACKS = INTENT_ROOTS.acks;

/**
 * What waitForAck answers when the server removed an intent whose ack the pad never saw (it was away
 * longer than the doc keeps acks). The change was answered once; writing the same op id again asks
 * the server for its stored answer.
 */
export const EXPIRED: Ack = {
  ok: false,
  kind: 'expired',
  error: 'The server answered this change while this device was away; check the current state before sending it again.',
};

/** A random op id (crypto.getRandomValues works outside secure contexts too, unlike randomUUID). */
export function newOpId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Queues an intent; it syncs now or on reconnect, and the op id makes a replay harmless. */
export function writeIntent(doc: Y.Doc, intent: { type: string } & Record<string, unknown>, opId: string = newOpId()): string {
  doc.getMap(INTENTS).set(opId, intent);
  return opId;
}

export function readAck(doc: Y.Doc, opId: string): Ack | undefined {
  return doc.getMap<Ack>(ACKS).get(opId);
}

/**
 * Resolves with the ack once the server's answer has synced (rejects after `timeoutMs`, when given).
 * The server removes an answered intent in the same transaction as it writes the ack; an intent removed
 * with no ack beside it was answered long ago (EXPIRED).
 */
export function waitForAck(doc: Y.Doc, opId: string, timeoutMs?: number): Promise<Ack> {
  const acks = doc.getMap<Ack>(ACKS);
  const intents = doc.getMap(INTENTS);
  const now = acks.get(opId);
  if (now) return Promise.resolve(now);
  return new Promise((resolve, reject) => {
    const timer =
      timeoutMs === undefined
        ? null
        : setTimeout(() => {
            doc.off('afterTransaction', watch);
            reject(new Error(`no ack for ${opId} within ${timeoutMs} ms`));
          }, timeoutMs);
    let seen = intents.has(opId);
    const watch = () => {
      if (intents.has(opId)) seen = true;
      const ack = acks.get(opId) ?? (seen && !intents.has(opId) ? EXPIRED : undefined);
      if (!ack) return;
      doc.off('afterTransaction', watch);
      if (timer) clearTimeout(timer);
      resolve(ack);
    };
    doc.on('afterTransaction', watch);
  });
}

/** Intents the server has not answered yet, in insertion order of this doc (answered ones leave `intents`). */
export function pendingIntents(doc: Y.Doc): [string, unknown][] {
  const acks = doc.getMap(ACKS);
  return [...doc.getMap(INTENTS).entries()].filter(([opId]) => !acks.has(opId));
}

/**
 * After the server closed with `forbidden` or `stale`, a pad drops its doc, syncs a new one (a new
 * provider), and once that one has synced calls this: the unanswered intents of the old doc that the
 * server does not hold are written again under their op ids. The server answers an op id it already
 * applied with the stored ack, so nothing is applied twice. Returns the op ids written.
 */
export function carryPending(from: Y.Doc, to: Y.Doc): string[] {
  const intents = to.getMap(INTENTS);
  const carried = pendingIntents(from).filter(([opId]) => !intents.has(opId));
  to.transact(() => {
    for (const [opId, intent] of carried) intents.set(opId, intent);
  });
  return carried.map(([opId]) => opId);
}
