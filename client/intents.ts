// Writing intents into a synced doc (desk or keeper pad) and waiting for the server's ack; rebuilding a doc the server refused.
import * as Y from 'yjs';

/** What the server writes into `acks` under an intent's op id. */
export type Ack = { ok: true; msg: string } | { ok: false; error: string; kind?: string; fields?: Record<string, string> };

/** Close codes of the Yjs rooms (server/yrooms/protocol.ts holds the same numbers). */
export const CLOSE = {
  /** A write outside the role: nothing was applied; rebuild the doc. */
  forbidden: 4403,
  /** The tournament was deleted. */
  gone: 4404,
  /** The server's per-court doc was reset (restart, idle): rebuild the doc, keeping unacknowledged intents. */
  stale: 4409,
} as const;

const INTENTS = 'intents';
const ACKS = 'acks';

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

export function ackOf(doc: Y.Doc, opId: string): Ack | undefined {
  return doc.getMap<Ack>(ACKS).get(opId);
}

/** Resolves with the ack once the server's answer has synced (rejects after `timeoutMs`, when given). */
export function waitForAck(doc: Y.Doc, opId: string, timeoutMs?: number): Promise<Ack> {
  const acks = doc.getMap<Ack>(ACKS);
  const now = acks.get(opId);
  if (now) return Promise.resolve(now);
  return new Promise((resolve, reject) => {
    const timer = timeoutMs === undefined ? null : setTimeout(() => {
      acks.unobserve(watch);
      reject(new Error(`no ack for ${opId} within ${timeoutMs} ms`));
    }, timeoutMs);
    const watch = (e: Y.YMapEvent<Ack>) => {
      if (!e.keysChanged.has(opId)) return;
      const ack = acks.get(opId);
      if (!ack) return;
      acks.unobserve(watch);
      if (timer) clearTimeout(timer);
      resolve(ack);
    };
    acks.observe(watch);
  });
}

/** Intents the server has not answered yet, in insertion order of this doc. */
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
