// The organizer room `/yjs/<slug>` as the tournament desk holds it: the synced tournament doc on top of the room's connection and presence (presence-room.ts).
import { TournamentReader } from '../../shared/wire/tournament-ydoc.js';
import type { Tournament } from '../../shared/engine/types.js';
import { type Editing as AnyEditing, type Peer as AnyPeer, PresenceRoom } from './presence-room.js';

export type { DeskState } from './presence-room.js';

/** What a tournament desk's organizer works on: a match, a court, a team, the draw or the announcements. */
export type EditingKind = 'match' | 'court' | 'team' | 'draw' | 'announce';
export type Editing = AnyEditing<EditingKind>;
export type Peer = AnyPeer<EditingKind>;

export class DeskRoom extends PresenceRoom<EditingKind> {
  /** The tournament as the server confirmed it (the synced doc). */
  confirmed: Tournament | null = null;
  private reader: TournamentReader;

  constructor(slug: string, name: string) {
    super(slug, name, 'This tournament is no longer here (it was deleted).');
    this.reader = new TournamentReader(this.doc, (t) => {
      this.confirmed = t;
      this.changed();
    });
  }

  /** Keeper pads connected per court, as the server tells the desks (its own presence in the room); empty until it does. */
  pads(): Record<string, number> {
    for (const value of this.provider.awareness.getStates().values()) {
      const pads = (value as { pads?: unknown } | null)?.pads;
      if (pads && typeof pads === 'object') return pads as Record<string, number>;
    }
    return {};
  }

  override destroy(): void {
    this.reader.destroy();
    super.destroy();
  }
}
