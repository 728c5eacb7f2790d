// The spectators' channel: the server's read-only public Y.Doc over the y-websocket protocol, a few bytes per
// point. Only the reading half of the protocol, on y-protocols/sync: a spectator never writes, never shares
// awareness and never reconnects the same doc, so y-websocket's provider (and its bytes) would be dead weight.
import * as Y from 'yjs';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as sync from 'y-protocols/sync';
import { readPublicDoc } from '../../shared/public/public-ydoc-read.js';
import { socketUrl, type ChannelEvents, type Connection } from './channel.js';

/** y-websocket message types. */
const MSG_SYNC = 0;
/**
 * The server sends something (a 3-byte keepalive at least) every 10 s; a socket silent this long is dead
 * (a phone that changed networks can keep a half-open socket for minutes).
 */
const SILENCE_MS = 30_000;

/**
 * One connection with a fresh Y.Doc (shared/public-doc.ts: never reuse a doc across connections, a rebuilt
 * server doc would merge with the old copy). It ends on the first close; the caller decides what next.
 */
export function openYjs(slug: string, on: ChannelEvents): Connection {
  return openReadOnlyDoc(slug, on, readPublicDoc);
}

/** The same for any read-only public doc at `/yjs/<slug>/public`, read with `readDoc` (an event's: shared/public/venue-ydoc.ts). */
export function openReadOnlyDoc(slug: string, on: ChannelEvents, readDoc: (doc: Y.Doc) => unknown): Connection {
  const doc = new Y.Doc();
  let delivered = false;
  let done = false;
  let queued = false;
  let heard = Date.now();
  let ws: WebSocket;

  // one message is one transaction is one update; reading once per task keeps a burst to one render
  const read = () => {
    queued = false;
    if (done) return;
    const pub = readDoc(doc);
    if (!pub) return;
    delivered = true;
    on.state(pub as Parameters<ChannelEvents['state']>[0]);
  };
  doc.on('update', () => {
    if (queued) return;
    queued = true;
    queueMicrotask(read);
  });

  const stop = () => {
    done = true;
    clearInterval(watchdog);
    doc.destroy();
  };
  const finish = (code: number | null) => {
    if (done) return;
    stop();
    ws?.close();
    on.closed({ delivered, code });
  };
  const watchdog = setInterval(() => {
    if (Date.now() - heard > SILENCE_MS) finish(null);
  }, SILENCE_MS / 3);

  try {
    ws = new WebSocket(socketUrl(`/yjs/${encodeURIComponent(slug)}/public`));
  } catch {
    // WebSockets unavailable in this browser: a refusal, reported after the caller's setup
    queueMicrotask(() => finish(null));
    return { close: stop };
  }
  ws.binaryType = 'arraybuffer';
  ws.addEventListener('open', () => {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MSG_SYNC);
    sync.writeSyncStep1(encoder, doc);
    ws.send(encoding.toUint8Array(encoder));
  });
  ws.addEventListener('message', (ev) => {
    heard = Date.now();
    if (done || !(ev.data instanceof ArrayBuffer)) return;
    try {
      const decoder = decoding.createDecoder(new Uint8Array(ev.data));
      // awareness (keepalives) and anything else is not for spectators
      if (decoding.readVarUint(decoder) !== MSG_SYNC) return;
      const reply = encoding.createEncoder();
      encoding.writeVarUint(reply, MSG_SYNC);
      // the server's step 1 is answered with this doc's (empty) step 2, which the server accepts
      sync.readSyncMessage(decoder, reply, doc, 'server');
      if (encoding.length(reply) > 1) ws.send(encoding.toUint8Array(reply));
    } catch {
      // a message this client cannot read: start over with a fresh doc rather than show a half-applied one
      finish(null);
    }
  });
  ws.addEventListener('close', (ev) => finish(ev.code));
  ws.addEventListener('error', () => {
    /* a close event follows */
  });

  return {
    close() {
      if (done) return;
      stop();
      ws.close();
    },
  };
}
