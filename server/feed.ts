// The plain public feed `/ws/<slug>` (SPEC 4.1, CONTRACT 9): the state bytes on connect and on every change.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { PublicSnapshot } from './hub-types.js';
import type { TournamentHub } from './hub.js';

const PING_MS = 30_000;
const COALESCE_MS = 100;
/** A subscriber with more unsent bytes than this is dropped rather than buffered without bound. */
const MAX_BACKLOG = 4 * 1024 * 1024;

interface Channel {
  sockets: Set<WebSocket>;
  unsubscribe: () => void;
  latest: PublicSnapshot;
  lastSentAt: number;
  timer: NodeJS.Timeout | null;
}

export interface Feed {
  handleUpgrade(slug: string, req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): void;
  /** For tests and metrics. */
  subscriberCount(): number;
}

export function refuseUpgrade(socket: Duplex, status: 404 | 400 | 403, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${text.length}\r\n\r\n${text}`);
}

export function createFeed(hub: TournamentHub): Feed {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024, perMessageDeflate: false });
  const channels = new Map<string, Channel>();
  const sentEtag = new WeakMap<WebSocket, string>();
  const alive = new WeakMap<WebSocket, boolean>();

  function send(ws: WebSocket, snap: PublicSnapshot): void {
    if (sentEtag.get(ws) === snap.etag || ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > MAX_BACKLOG) {
      ws.terminate();
      return;
    }
    sentEtag.set(ws, snap.etag);
    ws.send(snap.bytes);
  }

  function flush(ch: Channel): void {
    ch.timer = null;
    ch.lastSentAt = Date.now();
    for (const ws of ch.sockets) send(ws, ch.latest);
  }

  // First change after a quiet spell goes at once; later ones within 100 ms ride on one timer that sends the latest.
  function onChange(ch: Channel, snap: PublicSnapshot): void {
    ch.latest = snap;
    if (ch.timer) return;
    const wait = ch.lastSentAt + COALESCE_MS - Date.now();
    if (wait <= 0) flush(ch);
    else ch.timer = setTimeout(() => flush(ch), wait);
  }

  function channel(slug: string): Channel | null {
    const existing = channels.get(slug);
    if (existing) return existing;
    const room = hub.room(slug);
    if (!room) return null;
    const ch: Channel = { sockets: new Set(), unsubscribe: () => {}, latest: room.snapshot(), lastSentAt: 0, timer: null };
    ch.unsubscribe = room.subscribe((snap) => onChange(ch, snap));
    channels.set(slug, ch);
    return ch;
  }

  function drop(slug: string, ch: Channel): void {
    if (ch.timer) clearTimeout(ch.timer);
    ch.unsubscribe();
    channels.delete(slug);
  }

  hub.onRemove((slug) => {
    const ch = channels.get(slug);
    if (!ch) return;
    drop(slug, ch);
    for (const ws of ch.sockets) ws.close(4404, 'tournament deleted');
  });

  const pinger = setInterval(() => {
    for (const ws of wss.clients) {
      if (alive.get(ws) === false) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, PING_MS);
  pinger.unref();

  return {
    handleUpgrade(slug, req, socket, head) {
      if (!hub.has(slug)) return refuseUpgrade(socket, 404, 'Not Found');
      wss.handleUpgrade(req, socket, head, (ws) => {
        const ch = channel(slug);
        if (!ch) return ws.close(4404, 'no such tournament');
        ch.sockets.add(ws);
        alive.set(ws, true);
        ws.on('pong', () => alive.set(ws, true));
        // Clients send nothing; a message is ignored (maxPayload closes a flood).
        ws.on('message', () => {});
        ws.on('error', () => ws.terminate());
        ws.on('close', () => {
          ch.sockets.delete(ws);
          if (ch.sockets.size === 0 && channels.get(slug) === ch) drop(slug, ch);
        });
        const room = hub.room(slug);
        send(ws, room ? room.snapshot() : ch.latest);
      });
    },
    close() {
      clearInterval(pinger);
      for (const [slug, ch] of channels) drop(slug, ch);
      for (const ws of wss.clients) ws.close(1001, 'server shutting down');
      wss.close();
    },
    subscriberCount: () => wss.clients.size,
  };
}
