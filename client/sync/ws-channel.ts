// The plain feed: /ws/<slug> sends the whole public document on connect and on every change (docs/api.md, Public routes).
import type { PublicState } from '../../shared/engine/types.js';
import { socketUrl, type ChannelEvents, type Connection } from './channel.js';

export function openWs(slug: string, on: ChannelEvents): Connection {
  let delivered = false;
  let done = false;
  let ws: WebSocket | null = null;
  const finish = (code: number | null) => {
    if (done) return;
    done = true;
    on.closed({ delivered, code });
  };
  try {
    ws = new WebSocket(socketUrl(`/ws/${encodeURIComponent(slug)}`));
  } catch {
    queueMicrotask(() => finish(null));
    return {
      close() {
        done = true;
      },
    };
  }
  ws.addEventListener('message', (ev) => {
    if (done) return;
    let pub: PublicState;
    try {
      pub = JSON.parse(String(ev.data)) as PublicState;
    } catch {
      return; // a malformed frame is skipped; the next one is whole
    }
    if (!pub || typeof pub !== 'object' || typeof pub.slug !== 'string') return;
    delivered = true;
    on.state(pub);
  });
  ws.addEventListener('close', (ev) => finish(ev.code));
  ws.addEventListener('error', () => {
    /* a close event follows */
  });
  return {
    close() {
      done = true;
      ws?.close();
    },
  };
}
