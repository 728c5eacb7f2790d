// The venue pages' room `/yjs/<event>/public`: a read-only Y.Doc per event holding the venue document (shared/public/venue-ydoc.ts), written by diff from the event's venue source and synced to anyone.
//
// The same guard rules as a tournament's public room (public-room.ts): no login and any Origin, any write
// closes 4403 (a policy with no roots is read-only), a message over MAX_MESSAGE closes 1009, past
// MAX_SPECTATORS a newcomer is closed 1013, a deleted event closes 4404. A doc grown with an hour of points
// is rebuilt for newcomers; spectators on an older one are closed 1012 (join again) once there are too many.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { PublicVenue } from '../../shared/public/public-venue.js';
import { writeVenueDoc } from '../../shared/public/venue-ydoc.js';
import { CLOSE } from '../../shared/wire/room-protocol.js';
import { heartbeat } from '../transport/heartbeat.js';
import { KEEPALIVE_MS, MAX_MESSAGE, PING_MS, ReadOnlyRoom } from './read-only-room.js';
import type { VenueCourts } from './venue-court-room.js';

type VenueSourceLike = NonNullable<ReturnType<VenueCourts['venue']>>;

const VENUE_DOC = {
  write: writeVenueDoc,
  origin: Symbol('yrooms-venue-public'),
  what: 'venue',
  name: 'venue',
};

export class VenuePublicRoom extends ReadOnlyRoom<PublicVenue> {
  private unsubscribe: () => void;

  constructor(
    readonly slug: string,
    private source: VenueSourceLike,
    onClose: (r: VenuePublicRoom) => void,
    log: (line: string) => void,
  ) {
    super(
      VENUE_DOC,
      () => onClose(this),
      log,
      () => Date.now(),
    );
    this.unsubscribe = source.subscribe(() => this.refresh());
    this.refresh();
  }

  get closed(): boolean {
    return this.isClosed;
  }

  join(ws: WebSocket): void {
    this.admit(ws, () => this.stopIdle());
  }

  protected detach(): void {
    this.unsubscribe();
  }

  /** Writes the venue document as it is now into every generation; an event deleted meanwhile closes the room 4404. */
  refresh(): void {
    if (this.isClosed) return;
    if (this.source.closed) return this.close(CLOSE.gone, 'event deleted');
    const venue = this.source.snapshot().doc as PublicVenue;
    if (!Array.isArray(venue.courts)) return;
    this.show(venue);
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
