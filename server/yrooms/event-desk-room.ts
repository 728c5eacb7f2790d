// The event desk's room `/yjs/<event>` (docs/api.md, Events: the event desk's presence): who is at the event desk and what
// each is working on, over the same sync room and presence checks as a tournament's desk. Its doc stays empty: the desk's
// changes go through the event's routes with an op id and a version, answered once they are committed.
import * as Y from 'yjs';
import { LIMITS } from '../../shared/wire/room-protocol.js';
import { SyncRoom } from './sync-room.js';

export class EventDeskRoom {
  readonly doc = new Y.Doc();
  readonly sync: SyncRoom;
  private closing = false;

  constructor(
    readonly slug: string,
    private onClose: (r: EventDeskRoom) => void,
    log: (line: string) => void,
  ) {
    this.sync = new SyncRoom(
      this.doc,
      {
        // No root is writable: a desk writes nothing into this doc, only its presence.
        policy: { roots: {} },
        apply: async () => {},
        accepted: () => {},
        empty: () => this.close(1000, 'no desks left'),
        capacity: {
          max: LIMITS.desksPerTournament,
          reason: `Too many desks are open on this event (${LIMITS.desksPerTournament} at most). Close one, then try again.`,
        },
      },
      log,
    );
  }

  close(code: number, reason: string): void {
    if (this.closing) return;
    this.closing = true;
    this.sync.close(code, reason);
    this.doc.destroy();
    this.onClose(this);
  }
}
