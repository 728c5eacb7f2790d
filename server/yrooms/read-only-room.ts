// The read-only spectators' room shared by a tournament's public room and an event's venue room: its docs (generations), guards, idle close and keepalive.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import * as Y from 'yjs';
import { CLOSE } from '../../shared/wire/room-protocol.js';
import { heartbeat } from '../transport/heartbeat.js';
import type { Actor } from '../tournament/hub-types.js';
import { SyncRoom } from './sync-room.js';
import { MSG } from './y-messages.js';

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
export const KEEPALIVE_MS = 10_000;
const KEEPALIVE = Uint8Array.from([MSG.awareness, 1, 0]);
export const PING_MS = 30_000;

const SPECTATOR: Actor = { name: 'public', role: 'public' };

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

/** How a room's doc is written, and what it is called in refusals. */
export interface ReadOnlyDoc<T> {
  /** Brings the doc to `value` (called inside the room's transaction). */
  write(doc: Y.Doc, value: T): void;
  /** Origin of the server's own writes. */
  origin: symbol;
  /** 'tournament' or 'venue': "this <what> cannot be followed right now". */
  what: string;
  /** Named in the error of a write that got past the guard: "the <name> document is read-only". */
  name: string;
}

/** One doc and its spectators. */
class Generation<T> {
  readonly doc = new Y.Doc();
  readonly sync: SyncRoom;
  /** When the doc last changed or was kept alive: every connection got something then. */
  lastSent: number;
  /** Bytes of updates written since it was built, and its size when built. */
  grown = 0;
  readonly base: number;
  readonly builtAt: number;

  constructor(
    first: T,
    private kind: ReadOnlyDoc<T>,
    private clock: () => number,
    empty: (g: Generation<T>) => void,
    log: (line: string) => void,
  ) {
    this.builtAt = clock();
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
          throw new Error(`the ${kind.name} document is read-only`);
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

  show(value: T): void {
    this.doc.transact(() => this.kind.write(this.doc, value), this.kind.origin);
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

/** A read-only room of generations of one doc: subclasses feed it with `show` and let go of their source in `detach`. */
export abstract class ReadOnlyRoom<T> {
  /** The doc newcomers join; null until the first `show`. */
  private current: Generation<T> | null = null;
  /** Earlier docs that still have spectators. */
  private older = new Set<Generation<T>>();
  protected idle: NodeJS.Timeout | null = null;
  protected isClosed = false;

  constructor(
    private kind: ReadOnlyDoc<T>,
    private onClosed: () => void,
    private log: (line: string) => void,
    private clock: () => number,
  ) {}

  /** Lets go of whatever feeds the room; called once, when it closes. */
  protected abstract detach(): void;

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

  protected stopIdle(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
  }

  /** Joins a spectator, or turns it away when the room is full; `admitted` runs just before it joins. */
  protected admit(ws: WebSocket, admitted?: () => void): void {
    if (!this.current || this.isClosed) return ws.close(1011, `this ${this.kind.what} cannot be followed right now`);
    if (this.size >= MAX_SPECTATORS) return ws.close(1013, 'too many spectators; try again later');
    admitted?.();
    this.current.sync.join(ws, SPECTATOR);
  }

  keepAlive(now: number): void {
    this.current?.keepAlive(now);
    for (const g of this.older) g.keepAlive(now);
  }

  close(code: number, reason: string): void {
    if (this.isClosed) return;
    this.isClosed = true;
    if (this.idle) clearTimeout(this.idle);
    this.detach();
    this.current?.close(code, reason);
    for (const g of this.older) g.close(code, reason);
    this.older.clear();
    this.onClosed();
  }

  /** Writes `value` into every generation, building a new one for newcomers when the current one has grown. */
  protected show(value: T): void {
    if (this.isClosed) return;
    for (const g of this.older) g.show(value);
    if (this.current && !this.current.overgrown) return this.current.show(value);
    // Built from the value: the first doc, or a compact one for newcomers.
    const prev = this.current;
    this.current = new Generation(value, this.kind, this.clock, (g) => this.empty(g), this.log);
    if (!prev) return;
    prev.show(value);
    if (prev.sync.size === 0) return prev.close(1000, 'rebuilt');
    this.older.add(prev);
    if (this.older.size <= MAX_OLDER) return;
    const oldest = this.older.values().next().value!;
    this.older.delete(oldest);
    oldest.close(1012, 'rebuilt: join again with a fresh doc');
  }

  private empty(g: Generation<T>): void {
    if (g !== this.current) {
      this.older.delete(g);
      g.close(1000, 'rebuilt');
    }
    if (this.size > 0 || this.isClosed) return;
    if (this.idle) clearTimeout(this.idle);
    this.idle = setTimeout(() => this.close(1000, 'idle'), PUBLIC_IDLE_MS);
    this.idle.unref();
  }
}

/** The connections of a set of read-only rooms: their own WebSocket server, heartbeat, keepalive and shutdown. */
export interface ReadOnlyServer {
  /** Accepts the upgrade into the room `roomOf` gives, or closes it 4404 with `missing` when there is none. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, slug: string): void;
  connectionCount(): number;
  close(): void;
}

export function readOnlyServer<R extends ReadOnlyRoom<unknown> & { join(ws: WebSocket): void }>(o: {
  rooms: Map<string, R>;
  /** The room of `slug`, opened when needed; null when there is no such tournament or event. */
  roomOf: (slug: string) => R | null;
  /** Runs at every heartbeat. */
  onBeat: () => void;
  /** 'tournament' or 'venue', and the room's name in the log ('public room', 'venue room'). */
  what: string;
  label: string;
  /** The close reason of an unknown name. */
  missing: string;
  log: (line: string) => void;
}): ReadOnlyServer {
  // A server of its own: spectators get a small message cap, the desk and keeper rooms keep theirs.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE, perMessageDeflate: false });
  const beat = heartbeat(wss, PING_MS, o.onBeat);
  const keepAlive = setInterval(() => {
    const now = Date.now();
    for (const r of o.rooms.values()) r.keepAlive(now);
  }, KEEPALIVE_MS / 2);
  keepAlive.unref();

  return {
    handleUpgrade(req, socket, head, slug) {
      // Accepted first, so a refusal is a close code y-websocket's client reports (44xx: do not retry).
      wss.handleUpgrade(req, socket, head, (ws) => {
        // A bad frame or a message past maxPayload is an 'error' on the socket; without a listener it would be uncaught.
        ws.on('error', () => ws.terminate());
        beat.watch(ws);
        try {
          const room = o.roomOf(slug);
          if (!room) return ws.close(CLOSE.gone, o.missing);
          room.join(ws);
        } catch (err) {
          o.log(`yjs: ${o.label} of ${slug} could not be opened: ${err instanceof Error ? err.message : String(err)}`);
          ws.close(1011, `this ${o.what} cannot be followed right now`);
        }
      });
    },
    connectionCount: () => wss.clients.size,
    close() {
      beat.stop();
      clearInterval(keepAlive);
      for (const r of [...o.rooms.values()]) r.close(CLOSE.shutdown, 'server shutting down');
      for (const ws of wss.clients) ws.close(CLOSE.shutdown, 'server shutting down');
      wss.close();
    },
  };
}
