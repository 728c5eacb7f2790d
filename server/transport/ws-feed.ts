// The plain public feed `/ws/<slug>` (docs/api.md, Public routes; Persistence and pushes): the state bytes on connect and on every change.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { FeedSource, Served } from '../tournament/hub-types.js';
import type { TournamentHub } from '../tournament/hub.js';
import { heartbeat } from './heartbeat.js';
import { answerRaw } from './socket-answer.js';
import { textFrame } from './ws-frame.js';

const COALESCE_MS = 100;
/**
 * A subscriber whose unsent backlog would pass this many bytes is dropped rather than buffered
 * without bound. The backlog is what the process still holds for the socket (ws's `bufferedAmount`:
 * frames not yet handed to the kernel); the kernel's own socket buffers, bounded by the system's
 * TCP settings, come on top of it and are never process memory.
 */
const MAX_BACKLOG = 4 * 1024 * 1024;
/** On shutdown, a client that does not answer the close frame within this long is cut off. */
const CLOSE_GRACE_MS = 1_000;
/** How often channels look for a room that was dropped and reloaded. */
const RELOAD_CHECK_MS = 1_000;

interface Channel {
  sockets: Set<WebSocket>;
  room: FeedSource;
  unsubscribe: () => void;
  latest: Served;
  lastSentAt: number;
  timer: NodeJS.Timeout | null;
}

export interface Feed {
  handleUpgrade(slug: string, req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): void;
  /** For tests and metrics. */
  subscriberCount(): number;
}

export interface FeedOptions {
  /** Ping interval (docs/api.md, Persistence and pushes: 30 s); a socket that has not answered the previous ping by the next one is terminated. */
  pingMs?: number;
}

/** `venue`: an event's venue document by slug (docs/api.md, Events: `/ws/<event>`), null for any other slug. */
export function createFeed(hub: TournamentHub, opts: FeedOptions = {}, venue: (slug: string) => FeedSource | null = () => null): Feed {
  const pingMs = opts.pingMs ?? 30_000;
  // perMessageDeflate must stay off: send() writes uncompressed frames to the sockets itself.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024, perMessageDeflate: false });
  const channels = new Map<string, Channel>();
  /** The snapshot each subscriber last got: one object per document shown (server/snapshot.ts), so no ETag is needed. */
  const sent = new WeakMap<WebSocket, Served>();
  /** The socket under each subscriber, as the upgrade handed it over. */
  const sockets = new WeakMap<WebSocket, Duplex>();
  /** One whole frame per snapshot, shared by every subscriber (and by every slow one's backlog). */
  const frames = new WeakMap<Served, Buffer>();

  function frameOf(snap: Served): Buffer {
    let frame = frames.get(snap);
    if (!frame) {
      frame = textFrame(snap.bytes);
      frames.set(snap, frame);
    }
    return frame;
  }

  function send(ws: WebSocket, snap: Served): void {
    if (sent.get(ws) === snap || ws.readyState !== ws.OPEN) return;
    const socket = sockets.get(ws);
    if (!socket) return;
    const frame = frameOf(snap);
    // A subscriber that keeps up (nothing queued) always gets the document, however big.
    const backlog = ws.bufferedAmount;
    if (backlog > 0 && backlog + frame.length > MAX_BACKLOG) {
      ws.terminate();
      return;
    }
    sent.set(ws, snap);
    // The pre-built frame goes straight to the socket: one write, no framing or allocation per subscriber
    // (the fan-out to 5,000 subscribers, docs/benchmarks.md goal 5). ws itself writes only pings and the close here, each a whole frame in
    // one write (no compression, no Blobs), so frames never interleave and bufferedAmount still counts ours.
    socket.write(frame);
  }

  function flush(ch: Channel): void {
    ch.timer = null;
    ch.lastSentAt = Date.now();
    for (const ws of ch.sockets) send(ws, ch.latest);
  }

  // First change after a quiet spell goes at once (on the next turn, so the writer's answer leaves first);
  // later ones within 100 ms ride on one timer that sends the latest.
  function onChange(ch: Channel, snap: Served): void {
    ch.latest = snap;
    if (ch.timer) return;
    const wait = ch.lastSentAt + COALESCE_MS - Date.now();
    ch.timer = setTimeout(() => flush(ch), Math.max(0, wait));
  }

  function attach(ch: Channel, room: FeedSource): void {
    ch.room = room;
    ch.unsubscribe = room.subscribe((snap) => onChange(ch, snap));
  }

  /** The channel of a tournament, following the hub to a fresh room when the old one was dropped (a failed commit). */
  function channel(slug: string): Channel | null {
    const room = hub.tournament(slug) ?? venue(slug);
    if (!room) return null;
    const existing = channels.get(slug);
    if (existing) {
      if (existing.room !== room) {
        existing.unsubscribe();
        attach(existing, room);
        onChange(existing, room.snapshot());
      }
      return existing;
    }
    const ch: Channel = { sockets: new Set(), room, unsubscribe: () => {}, latest: room.snapshot(), lastSentAt: 0, timer: null };
    attach(ch, room);
    channels.set(slug, ch);
    return ch;
  }

  function drop(slug: string, ch: Channel): void {
    if (ch.timer) clearTimeout(ch.timer);
    ch.timer = null;
    ch.unsubscribe();
    channels.delete(slug);
  }

  hub.onRemove((slug) => {
    const ch = channels.get(slug);
    if (!ch) return;
    drop(slug, ch);
    for (const ws of ch.sockets) ws.close(4404, 'tournament deleted');
  });

  /** Channels whose room was dropped (a failed commit, a write lost to another instance) follow the reloaded one. */
  function followReloads(): void {
    for (const [slug, ch] of channels) {
      if (!ch.room.closed) continue;
      try {
        channel(slug);
      } catch (err) {
        console.error(`feed: tournament ${slug} could not be reloaded`, err);
      }
    }
  }
  const beat = heartbeat(wss, pingMs, followReloads);
  // Checked every second, not only at the next ping: subscribers must not miss 30 s of changes after a reload.
  const reloads = setInterval(followReloads, RELOAD_CHECK_MS);
  reloads.unref();

  return {
    handleUpgrade(slug, req, socket, head) {
      if (!hub.has(slug) && !venue(slug)) return answerRaw(socket, 404, 'There is no such tournament.');
      wss.handleUpgrade(req, socket, head, (ws) => {
        // A bad frame or a flood past maxPayload is an 'error' on the socket; without a listener it would be uncaught.
        ws.on('error', () => ws.terminate());
        sockets.set(ws, socket);
        let ch: Channel | null;
        try {
          ch = channel(slug);
        } catch (err) {
          console.error(`feed: tournament ${slug} could not be loaded`, err);
          return ws.close(1011, 'this tournament cannot be loaded right now');
        }
        if (!ch) return ws.close(4404, 'no such tournament');
        const joined = ch;
        joined.sockets.add(ws);
        beat.watch(ws);
        // Clients send nothing; a message is ignored (maxPayload closes a flood).
        ws.on('message', () => {});
        ws.on('close', () => {
          joined.sockets.delete(ws);
          if (joined.sockets.size === 0 && channels.get(slug) === joined) drop(slug, joined);
        });
        send(ws, joined.room.snapshot());
      });
    },
    close() {
      beat.stop();
      clearInterval(reloads);
      for (const [slug, ch] of channels) drop(slug, ch);
      for (const ws of wss.clients) ws.close(1001, 'server shutting down');
      // A client that never answers the close frame (stalled, or not reading) must not hold the shutdown.
      const cut = setTimeout(() => {
        for (const ws of wss.clients) ws.terminate();
      }, CLOSE_GRACE_MS);
      cut.unref();
      wss.close();
    },
    subscriberCount: () => wss.clients.size,
  };
}
