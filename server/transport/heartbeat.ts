// Liveness of WebSocket clients: ping each socket every interval, terminate the ones that missed a pong.
import type { WebSocket, WebSocketServer } from 'ws';

export interface Heartbeat {
  /** Starts watching a newly accepted socket. */
  watch(ws: WebSocket): void;
  stop(): void;
}

/** `each` runs after every round of pings (the feed uses it to re-attach reloaded tournaments). */
export function heartbeat(wss: WebSocketServer, intervalMs: number, each?: () => void): Heartbeat {
  const alive = new WeakMap<WebSocket, boolean>();
  const timer = setInterval(() => {
    for (const ws of wss.clients) {
      if (alive.get(ws) === false) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      // A throw here would escape the timer and stop the process; a socket ping refuses is cut instead.
      try {
        ws.ping();
      } catch (err) {
        console.error('heartbeat: ping failed; closing the socket', err);
        ws.terminate();
      }
    }
    try {
      each?.();
    } catch (err) {
      console.error('heartbeat: after-ping step failed', err);
    }
  }, intervalMs);
  timer.unref();
  return {
    watch(ws) {
      alive.set(ws, true);
      ws.on('pong', () => alive.set(ws, true));
    },
    stop: () => clearInterval(timer),
  };
}
