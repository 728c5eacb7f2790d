// The spectators' room `/yjs/<slug>/public`: a read-only Y.Doc per tournament holding the public document (shared/public-doc.ts), written
// from the room's snapshots and synced to anyone.
//
// No login and any Origin: the doc holds the public document only. The rules for clients (a fresh Y.Doc
// per connection, nothing but step 1 and awareness) are in shared/public-doc.ts. Refusals: any write
// closes 4403 (the guard treats a policy with no roots as read-only); a message over MAX_MESSAGE closes
// 1009; past MAX_SPECTATORS a newcomer is closed 1013 (try again later, or fall back to the feed); the
// oldest of too many rebuilt docs sends its spectators to join again with 1012.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import { writePublicDoc } from '../../shared/public/public-ydoc.js';
import type { PublicState } from '../../shared/engine/types.js';
import type { PublicSnapshot, LoadedTournament } from '../tournament/hub-types.js';
import { CLOSE } from '../../shared/wire/room-protocol.js';
import { ReadOnlyRoom, readOnlyServer } from './read-only-room.js';
import { TournamentFollower } from './tournament-follower.js';

export { MAX_MESSAGE, MAX_SPECTATORS, PUBLIC_IDLE_MS } from './read-only-room.js';

type Followed = LoadedTournament & { closed?: boolean };

const PUBLIC_DOC = {
  write: writePublicDoc,
  /** Origin of the server's own writes. */
  origin: Symbol('yrooms-public'),
  what: 'tournament',
  name: 'public',
};

export class PublicRoom extends ReadOnlyRoom<PublicState> {
  private follower = new TournamentFollower<Followed>((snap: PublicSnapshot) => this.show(snap.doc));

  constructor(
    readonly slug: string,
    onClose: (r: PublicRoom) => void,
    log: (line: string) => void,
    /** The bench plays an hour in seconds. */
    clock: () => number = Date.now,
  ) {
    super(PUBLIC_DOC, () => onClose(this), log, clock);
  }

  get bound(): Followed | null {
    return this.follower.bound;
  }

  /** (Re)binds to the hub's current room of the tournament (a reloaded one projects the same document). */
  attach(room: Followed): void {
    this.stopIdle();
    this.follower.attach(room);
  }

  /** Joins a spectator, or turns it away when the room is full. */
  join(ws: WebSocket): void {
    this.admit(ws);
  }

  protected detach(): void {
    this.follower.detach();
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
  const rooms = new Map<string, PublicRoom>();

  function publicRoom(slug: string): PublicRoom | null {
    const room = currentRoom(slug);
    if (!room) return null;
    let r = rooms.get(slug);
    if (!r) {
      r = new PublicRoom(slug, (x) => rooms.get(slug) === x && rooms.delete(slug), log);
      rooms.set(slug, r);
    }
    r.attach(room);
    return r;
  }

  const server = readOnlyServer({
    rooms,
    roomOf: publicRoom,
    // A room dropped after a failed commit is reloaded by the hub; its spectators keep their doc.
    onBeat: () => {
      for (const [slug, r] of rooms) {
        if (!r.bound?.closed) continue;
        const next = currentRoom(slug);
        if (next) r.attach(next);
        else r.close(CLOSE.gone, 'tournament deleted');
      }
    },
    what: 'tournament',
    label: 'public room',
    missing: 'no tournament by that name',
    log,
  });

  return {
    ...server,
    remove(slug) {
      rooms.get(slug)?.close(CLOSE.gone, 'tournament deleted');
    },
  };
}
