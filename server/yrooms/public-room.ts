// The spectators' room `/yjs/<slug>/public`: a read-only Y.Doc per tournament holding the public document (shared/public-doc.ts), written from the room's snapshots and synced to anyone.
//
// No login and any Origin: the doc holds the public document only. The rules for clients (a fresh Y.Doc
// per connection, nothing but step 1 and awareness) are in shared/public-doc.ts. Refusals: any write
// closes 4403 (the guard treats a policy with no roots as read-only); a message over MAX_MESSAGE closes
// 1009; past MAX_SPECTATORS a newcomer is closed 1013 (try again later, or fall back to the feed); the
// oldest of too many rebuilt docs sends its spectators to join again with 1012.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import * as Y from 'yjs';
import { writePublicDoc } from '../../shared/public/public-ydoc.js';
import { heartbeat } from '../transport/heartbeat.js';
import type { Actor, PublicSnapshot, LoadedTournament } from '../tournament/hub-types.js';
import { CLOSE } from '../../shared/wire/room-protocol.js';
import { MSG } from './y-messages.js';
import { SyncRoom } from './sync-room.js';
import { TournamentFollower } from './tournament-follower.js';

/** How long a public doc outlives its last spectator; the next one gets a doc rebuilt from the projection. */
export const PUBLIC_IDLE_MS = 60_000;
/** Spectators per tournament: a full gym and its parents, with room to spare. */
export const MAX_SPECTATORS = 5_000;
/** Clients send sync step 1, an empty step 2 and awareness: tens of bytes. */
export const MAX_MESSAGE = 64 * 1024;
/**
 * y-websocket's client drops a connection that heard nothing for 30 s; a quiet doc sends an empty
 * awareness update (3 bytes) this often so a gym between matches does not make every phone reconnect.
 */
const KEEPALIVE_MS = 10_000;
const KEEPALIVE = Uint8Array.from([MSG.awareness, 1, 0]);
const PING_MS = 30_000;

const SPECTATOR: Actor = { name: 'public', role: 'public' };
/** Origin of the server's own writes. */
const SERVER = Symbol('yrooms-public');

type Followed = LoadedTournament & { closed?: boolean };

/**
 * A doc's encoded state grows with every overwrite (a Y.Map keeps a small tombstone per replaced value),
 * so after an hour of points a joiner would download several times the document. Once a doc has taken
 * this many bytes of updates beyond its own size, newcomers get a freshly built doc (a new generation);
 * spectators already connected stay on theirs, written alongside, until they leave.
 */
const REBUILD_AFTER_MIN = 32 * 1024;
/** At most one rebuild this often, so a busy day makes few generations. */
const REBUILD_EVERY_MIN_MS = 5 * 60_000;
/**
 * Each generation is written on every change (a keeper point: tens of microseconds at any size, the writer skipping
 * what the snapshot kept; a whole document once, when built). Past this many older ones, the
 * oldest one's spectators are closed 1012 to join again with a fresh doc: one download of the document.
 */
const MAX_OLDER = 8;

/** One doc and its spectators. */
class Generation {
  readonly doc = new Y.Doc();
  readonly sync: SyncRoom;
  /** When the doc last changed or was kept alive: every connection got something then. */
  lastSent: number;
  /** Bytes of updates written since it was built, and its size when built. */
  grown = 0;
  readonly base: number;
  readonly builtAt: number;

  constructor(
    first: PublicSnapshot,
    private clock: () => number,
    empty: (g: Generation) => void,
    log: (line: string) => void,
  ) {
    this.builtAt = clock();
    this.doc.transact(() => writePublicDoc(this.doc, first.doc), SERVER);
    this.base = Y.encodeStateAsUpdate(this.doc).length;
    this.lastSent = this.builtAt;
    this.sync = new SyncRoom(
      this.doc,
      {
        policy: { roots: {} },
        awareness: false,
        // The guard refuses every write to a doc with no roots, so nothing reaches here.
        apply: async () => {
          throw new Error('the public document is read-only');
        },
        accepted: () => {},
        empty: () => empty(this),
      },
      log,
    );
    this.doc.on('update', (update: Uint8Array) => {
      this.lastSent = this.clock();
      this.grown += update.length;
    });
  }

  get overgrown(): boolean {
    return this.grown > Math.max(this.base, REBUILD_AFTER_MIN) && this.clock() - this.builtAt >= REBUILD_EVERY_MIN_MS;
  }

  show(snap: PublicSnapshot): void {
    this.doc.transact(() => writePublicDoc(this.doc, snap.doc), SERVER);
  }

  keepAlive(now: number): void {
    if (now - this.lastSent < KEEPALIVE_MS) return;
    this.lastSent = now;
    for (const { ws } of this.sync.conns.values()) {
      if (ws.readyState === ws.OPEN && ws.bufferedAmount === 0) ws.send(KEEPALIVE);
    }
  }

  close(code: number, reason: string): void {
    this.sync.close(code, reason);
    this.doc.destroy();
  }
}

export class PublicRoom {
  /** The doc newcomers join; null until the room is first attached. */
  private current: Generation | null = null;
  /** Earlier docs that still have spectators. */
  private older = new Set<Generation>();
  private follower = new TournamentFollower<Followed>((snap) => this.show(snap));
  private idle: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    readonly slug: string,
    private onClose: (r: PublicRoom) => void,
    private log: (line: string) => void,
    /** The bench plays an hour in seconds. */
    private clock: () => number = Date.now,
  ) {}

  get bound(): Followed | null {
    return this.follower.bound;
  }

  /** The doc a newcomer would join (for tests and the bench). */
  get doc(): Y.Doc | null {
    return this.current?.doc ?? null;
  }

  /** Spectators on every generation. */
  get size(): number {
    let n = this.current?.sync.size ?? 0;
    for (const g of this.older) n += g.sync.size;
    return n;
  }

  /** (Re)binds to the hub's current room of the tournament (a reloaded one projects the same document). */
  attach(room: Followed): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    this.follower.attach(room);
  }

  /** Joins a spectator, or turns it away when the room is full. */
  join(ws: WebSocket): void {
    if (!this.current || this.closed) {
      ws.close(1011, 'this tournament cannot be followed right now');
      return;
    }
    if (this.size >= MAX_SPECTATORS) {
      ws.close(1013, 'too many spectators; try again later');
      return;
    }
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
    this.follower.detach();
    this.current?.close(code, reason);
    for (const g of this.older) g.close(code, reason);
    this.older.clear();
    this.onClose(this);
  }

  private show(snap: PublicSnapshot): void {
    if (this.closed) return;
    for (const g of this.older) g.show(snap);
    if (this.current && !this.current.overgrown) return this.current.show(snap);
    // Built from the snapshot: the first doc, or a compact one for newcomers.
    const prev = this.current;
    this.current = new Generation(snap, this.clock, (g) => this.empty(g), this.log);
    if (!prev) return;
    prev.show(snap);
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

export interface PublicRooms {
  /** Accepts the upgrade into the public room of `slug`, or closes it 4404 when there is no such tournament. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, slug: string): void;
  /** The tournament was deleted: its spectators are closed 4404. */
  remove(slug: string): void;
  connectionCount(): number;
  close(): void;
}

export interface PublicRoomsDeps {
  /** The hub's current room of a tournament, to follow a reload. */
  tournament(slug: string): Followed | null;
  log: (line: string) => void;
}

export function createPublicRooms({ tournament: currentRoom, log }: PublicRoomsDeps): PublicRooms {
  // A server of its own: spectators get a small message cap, the desk and keeper rooms keep theirs.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE, perMessageDeflate: false });
  const rooms = new Map<string, PublicRoom>();

  const beat = heartbeat(wss, PING_MS, () => {
    // A room dropped after a failed commit is reloaded by the hub; its spectators keep their doc.
    for (const [slug, r] of rooms) {
      if (!r.bound?.closed) continue;
      const next = currentRoom(slug);
      if (next) r.attach(next);
      else r.close(CLOSE.gone, 'tournament deleted');
    }
  });
  const keepAlive = setInterval(() => {
    const now = Date.now();
    for (const r of rooms.values()) r.keepAlive(now);
  }, KEEPALIVE_MS / 2);
  keepAlive.unref();

  function publicRoom(slug: string, room: Followed): PublicRoom {
    let r = rooms.get(slug);
    if (!r) {
      r = new PublicRoom(slug, (x) => rooms.get(slug) === x && rooms.delete(slug), log);
      rooms.set(slug, r);
    }
    r.attach(room);
    return r;
  }

  return {
    handleUpgrade(req, socket, head, slug) {
      // Accepted first, so a refusal is a close code y-websocket's client reports (44xx: do not retry).
      wss.handleUpgrade(req, socket, head, (ws) => {
        // A bad frame or a message past maxPayload is an 'error' on the socket; without a listener it would be uncaught.
        ws.on('error', () => ws.terminate());
        beat.watch(ws);
        try {
          const room = currentRoom(slug);
          if (!room) return ws.close(CLOSE.gone, 'no tournament by that name');
          publicRoom(slug, room).join(ws);
        } catch (err) {
          log(`yjs: public room of ${slug} could not be opened: ${err instanceof Error ? err.message : String(err)}`);
          ws.close(1011, 'this tournament cannot be followed right now');
        }
      });
    },
    remove(slug) {
      rooms.get(slug)?.close(CLOSE.gone, 'tournament deleted');
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
