// The spectators' channel: the server's read-only public Y.Doc over y-websocket, a few bytes per point.
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { readPublicDoc } from '../../shared/public-doc.js';
import { socketUrl, type ChannelEvents, type Connection } from './channel.js';

/**
 * One connection with a fresh Y.Doc (shared/public-doc.ts: never reuse a doc across connections, a rebuilt
 * server doc would merge with the old copy). The provider's own reconnect loop is cut short: on the first
 * close the doc is dropped and the caller decides when and how to try again.
 */
export function openYjs(slug: string, on: ChannelEvents): Connection {
  const doc = new Y.Doc();
  let delivered = false;
  let done = false;
  let queued = false;

  // One message is one transaction is one update; reading once per task keeps a burst to one render.
  const read = () => {
    queued = false;
    if (done) return;
    const pub = readPublicDoc(doc);
    if (!pub) return;
    delivered = true;
    on.state(pub);
  };
  doc.on('update', () => {
    if (queued) return;
    queued = true;
    queueMicrotask(read);
  });

  let provider: WebsocketProvider | null = null;
  const finish = (code: number | null) => {
    if (done) return;
    done = true;
    provider?.destroy();
    doc.destroy();
    on.closed({ delivered, code });
  };
  try {
    provider = new WebsocketProvider(socketUrl(`/yjs/${encodeURIComponent(slug)}`), 'public', doc, {
      disableBc: true,
      // the server closes with 44xx when it refuses; never let the provider retry on its own
      shouldReconnect: () => false,
    });
    provider.on('connection-close', (event) => queueMicrotask(() => finish(event?.code ?? null)));
  } catch {
    // WebSockets unavailable in this browser: report it as a refusal, after the caller's setup
    queueMicrotask(() => finish(null));
  }

  return {
    close() {
      if (done) return;
      done = true;
      provider?.destroy();
      doc.destroy();
    },
  };
}
