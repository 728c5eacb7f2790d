// Clients of the Yjs rooms for integration tests: y-websocket providers for desks and keeper pads, and raw `ws` sockets.
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { sleep } from '../fixtures/server.js';

/** ws's WebSocket with a Cookie (and any other) header: what a browser sends on its own. */
export function socketWith(headers: Record<string, string>, onOpen?: () => void): typeof globalThis.WebSocket {
  return class extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
      onOpen?.();
    }
  } as unknown as typeof globalThis.WebSocket;
}

/** Disconnects for good; the provider leaves the awareness it made (and its timer) to the caller. */
export function done(p: WebsocketProvider): void {
  p.destroy();
  p.awareness.destroy();
}

export function synced(p: WebsocketProvider, ms = 5_000): Promise<void> {
  if (p.synced) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('provider did not sync')), ms);
    const on = (state: boolean) => {
      if (!state) return;
      clearTimeout(timer);
      p.off('sync', on);
      resolve();
    };
    p.on('sync', on);
  });
}

/** The code of the next close the server sends this provider. */
export function closeCode(p: WebsocketProvider, ms = 5_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('connection was not closed')), ms);
    p.on('connection-close', (e) => {
      if (!e) return;
      clearTimeout(timer);
      resolve(e.code);
    });
  });
}

export async function until<T>(fn: () => T | undefined | null | false, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

/** `p`, or a rejection naming `what` after `ms`: a test fails rather than hangs. */
export function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms);
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

export interface Closed {
  /** 101 when the upgrade was accepted, else the HTTP status of the refusal. */
  status: number;
  code: number | null;
  reason: string;
}

/** Opens a raw socket and waits for the server to close it (or refuse the upgrade). */
export function closeOf(url: string, headers: Record<string, string> = {}, ms = 5_000): Promise<Closed> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    let status = 0;
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error(`${url} was not closed within ${ms} ms`));
    }, ms);
    ws.on('unexpected-response', (_req, res) => {
      clearTimeout(timer);
      resolve({ status: res.statusCode ?? 0, code: null, reason: '' });
      ws.terminate();
    });
    ws.on('open', () => {
      status = 101;
    });
    ws.on('close', (code, reason) => {
      clearTimeout(timer);
      resolve({ status, code, reason: reason.toString() });
    });
    ws.on('error', () => {});
  });
}

/** A raw socket once open; `closed` resolves with the close code and reason the server sends. */
export async function openRaw(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ ws: WebSocket; closed: Promise<{ code: number; reason: string }> }> {
  const ws = new WebSocket(url, { headers });
  ws.on('error', () => {});
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('close', (code) => reject(new Error(`closed (${code}) before opening`)));
  });
  return { ws, closed };
}

/** A y-websocket awareness message with the given (client id, clock, state) entries. */
export function awarenessBytes(entries: [number, number, unknown][]): Uint8Array {
  const inner = encoding.createEncoder();
  encoding.writeVarUint(inner, entries.length);
  for (const [client, clock, state] of entries) {
    encoding.writeVarUint(inner, client);
    encoding.writeVarUint(inner, clock);
    encoding.writeVarString(inner, JSON.stringify(state));
  }
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, 1);
  encoding.writeVarUint8Array(e, encoding.toUint8Array(inner));
  return encoding.toUint8Array(e);
}

/** Bytes a fresh client downloads on its first sync of `doc` (the server's step 2 to an empty state vector). */
export const firstSyncBytes = (doc: Y.Doc) => Y.encodeStateAsUpdate(doc).byteLength;

export { WebsocketProvider };
