// The venue pages' room `/yjs/<event>/public`: a read-only Y.Doc per event holding the venue document (shared/public/venue-ydoc.ts),
// written by diff from the event's venue source and synced to anyone.
//
// The same guard rules as a tournament's public room (public-room.ts): no login and any Origin, any write
// closes 4403 (a policy with no roots is read-only), a message over MAX_MESSAGE closes 1009, past
// MAX_SPECTATORS a newcomer is closed 1013, a deleted event closes 4404. A doc grown with an hour of points
// is rebuilt for newcomers; spectators on an older one are closed 1012 (join again) once there are too many.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import type { PublicVenue } from '../../shared/public/public-venue.js';
import { writeVenueDoc } from '../../shared/public/venue-ydoc.js';
import { CLOSE } from '../../shared/wire/room-protocol.js';
import { ReadOnlyRoom, readOnlyServer } from './read-only-room.js';
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
  const rooms = new Map<string, VenuePublicRoom>();

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

  return readOnlyServer({
    rooms,
    roomOf,
    onBeat: () => {
      for (const r of [...rooms.values()]) r.refresh();
    },
    what: 'venue',
    label: 'venue room',
    missing: 'no event by that name',
    log,
  });
}
