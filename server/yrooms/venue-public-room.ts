// The venue pages' room `/yjs/<event>/public`: a read-only Y.Doc per event holding the venue document (shared/public/venue-ydoc.ts), written by diff from the event's venue source and synced to anyone.
//
// The same guard rules as a tournament's public room (public-room.ts): no login and any Origin, any write
// closes 4403 (a policy with no roots is read-only), a message over MAX_MESSAGE closes 1009, past
// MAX_SPECTATORS a newcomer is closed 1013, a deleted event closes 4404. A doc grown with an hour of points
// is rebuilt for newcomers; spectators on an older one are closed 1012 (join again) once there are too many.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import * as Y from 'yjs';
import type { PublicVenue } from '../../shared/public/public-venue.js';
import { writeVenueDoc } from '../../shared/public/venue-ydoc.js';
import { CLOSE } from '../../shared/wire/room-protocol.js';
import { heartbeat } from '../transport/heartbeat.js';
import type { Actor } from '../tournament/hub-types.js';
import { MAX_MESSAGE, MAX_SPECTATORS, PUBLIC_IDLE_MS } from './public-room.js';
import { SyncRoom } from './sync-room.js';
import type { VenueCourts } from './venue-court-room.js';
import { MSG } from './y-messages.js';

/** y-websocket's client drops a connection silent for 30 s: a quiet doc sends an empty awareness update this often. */
const KEEPALIVE_MS = 10_000;
const KEEPALIVE = Uint8Array.from([MSG.awareness, 1, 0]);
const PING_MS = 30_000;
/** As in public-room.ts: rebuilt for newcomers past this much growth, at most once per REBUILD_EVERY_MIN_MS. */
const REBUILD_AFTER_MIN = 32 * 1024;
const REBUILD_EVERY_MIN_MS = 5 * 60_000;
const MAX_OLDER = 8;

const SPECTATOR: Actor = { name: 'public', role: 'public' };
const SERVER = Symbol('yrooms-venue-public');

type VenueSourceLike = NonNullable<ReturnType<VenueCourts['venue']>>;

/** One doc and its spectators. */
class Generation {
  readonly doc = new Y.Doc();
  readonly sync: SyncRoom;
  lastSent: number;
  grown = 0;
  readonly base: number;
  readonly builtAt = Date.now();

  constructor(first: PublicVenue, empty: (g: Generation) => void, log: (line: string) => void) {
    this.show(first);
    this.base = Y.encodeStateAsUpdate(this.doc).length;
    this.lastSent = this.builtAt;
    this.sync = new SyncRoom(
      this.doc,
      {
        policy: { roots: {} },
        awareness: false,
        // The guard refuses every write to a doc with no roots, so nothing reaches here.
        apply: async () => {
          throw new Error('the venue document is read-only');
        },
        accepted: () => {},
        empty: () => empty(this),
      },
      log,
    );
    this.doc.on('update', (update: Uint8Array) => {
      this.lastSent = Date.now();
      this.grown += update.length;
    });
  }

  get overgrown(): boolean {
    return this.grown > Math.max(this.base, REBUILD_AFTER_MIN) && Date.now() - this.builtAt >= REBUILD_EVERY_MIN_MS;
  }

  show(venue: PublicVenue): void {
    this.doc.transact(() => writeVenueDoc(this.doc, venue), SERVER);
  }

  keepAlive(now: number): void {
    if (now - this.lastSent < KEEPALIVE_MS) return;
    this.lastSent = now;
    for (const { ws } of this.sync.conns.values()) if (ws.readyState === ws.OPEN && ws.bufferedAmount === 0) ws.send(KEEPALIVE);
  }

  close(code: number, reason: string): void {
    this.sync.close(code, reason);
    this.doc.destroy();
  }
}

export class VenuePublicRoom {
  private current: Generation | null = null;
  private older = new Set<Generation>();
  private unsubscribe: () => void;
  private idle: NodeJS.Timeout | null = null;
  closed = false;

  constructor(
    readonly slug: string,
    private source: VenueSourceLike,
    private onClose: (r: VenuePublicRoom) => void,
    private log: (line: string) => void,
  ) {
    this.unsubscribe = source.subscribe(() => this.refresh());
    this.refresh();
  }

  /** The doc a newcomer would join (for tests). */
  get doc(): Y.Doc | null {
    return this.current?.doc ?? null;
  }

  get size(): number {
    let n = this.current?.sync.size ?? 0;
    for (const g of this.older) n += g.sync.size;
    return n;
  }

  join(ws: WebSocket): void {
    if (!this.current || this.closed) return ws.close(1011, 'this venue cannot be followed right now');
    if (this.size >= MAX_SPECTATORS) return ws.close(1013, 'too many spectators; try again later');
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    this.current.sync.join(ws, SPECTATOR);
  }

  keepAlive(now: number): void {
    this.current?.keepAlive(now);
    for (const g of this.older) g.keepAlive(now);
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    if (this.idle) clearTimeout(this.idle);
    this.unsubscribe();
    this.current?.close(code, reason);
    for (const g of this.older) g.close(code, reason);
    this.older.clear();
    this.onClose(this);
  }

  /** Writes the venue document as it is now into every generation; an event deleted meanwhile closes the room 4404. */
  refresh(): void {
    if (this.closed) return;
    if (this.source.closed) return this.close(CLOSE.gone, 'event deleted');
    const venue = this.source.snapshot().doc as PublicVenue;
    if (!Array.isArray(venue.courts)) return;
    for (const g of this.older) g.show(venue);
    if (this.current && !this.current.overgrown) return this.current.show(venue);
    const prev = this.current;
    this.current = new Generation(venue, (g) => this.empty(g), this.log);
    if (!prev) return;
    prev.show(venue);
    if (prev.sync.size === 0) return prev.close(1000, 'rebuilt');
    this.older.add(prev);
    if (this.older.size <= MAX_OLDER) return;
    const oldest = this.older.values().next().value!;
    this.older.delete(oldest);
    oldest.close(1012, 'rebuilt: join again with a fresh doc');
  }

  private empty(g: Generation): void {
    if (g !== this.current) {
      this.older.delete(g);
      g.close(1000, 'rebuilt');
    }
    if (this.size > 0 || this.closed) return;
    if (this.idle) clearTimeout(this.idle);
    this.idle = setTimeout(() => this.close(1000, 'idle'), PUBLIC_IDLE_MS);
    this.idle.unref();
  }
}

export interface VenuePublicRooms {
  /** Accepts the upgrade into the venue room of event `slug`, or closes it 4404 when there is no such event. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, slug: string): void;
  connectionCount(): number;
  close(): void;
}

export function createVenuePublicRooms(events: VenueCourts, log: (line: string) => void): VenuePublicRooms {
  // A server of its own, as the tournaments' public rooms: spectators get the small message cap.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE, perMessageDeflate: false });
  const rooms = new Map<string, VenuePublicRoom>();
  const beat = heartbeat(wss, PING_MS, () => {
    for (const r of [...rooms.values()]) r.refresh();
  });
  const keepAlive = setInterval(() => {
    const now = Date.now();
    for (const r of rooms.values()) r.keepAlive(now);
  }, KEEPALIVE_MS / 2);
  keepAlive.unref();

  function roomOf(slug: string): VenuePublicRoom | null {
    const r = rooms.get(slug);
    if (r && !r.closed) return r;
    const source = events.venue(slug);
    if (!source || source.closed) return null;
    const made = new VenuePublicRoom(slug, source, (x) => rooms.get(slug) === x && rooms.delete(slug), log);
    if (made.closed) return null;
    rooms.set(slug, made);
    return made;
  }

  return {
    handleUpgrade(req, socket, head, slug) {
      // Accepted first, so a refusal is a close code the client reads (44xx: do not retry).
      wss.handleUpgrade(req, socket, head, (ws) => {
        ws.on('error', () => ws.terminate());
        beat.watch(ws);
        try {
          const room = roomOf(slug);
          if (!room) return ws.close(CLOSE.gone, 'no event by that name');
          room.join(ws);
        } catch (err) {
          log(`yjs: venue room of ${slug} could not be opened: ${err instanceof Error ? err.message : String(err)}`);
          ws.close(1011, 'this venue cannot be followed right now');
        }
      });
    },
    connectionCount: () => wss.clients.size,
    close() {
      beat.stop();
      clearInterval(keepAlive);
      for (const r of [...rooms.values()]) r.close(CLOSE.shutdown, 'server shutting down');
      for (const ws of wss.clients) ws.close(CLOSE.shutdown, 'server shutting down');
      wss.close();
    },
  };
}
