// Following a tournament's snapshots from a Yjs room: bound to the hub's current room, re-bound when the hub reloads it.
import type { PublicSnapshot, LoadedTournament } from '../tournament/hub-types.js';

export class TournamentFollower<R extends LoadedTournament = LoadedTournament> {
  private boundTo: R | null = null;
  private unsubscribe: () => void = () => {};

  constructor(private readonly show: (snap: PublicSnapshot) => void) {}

  get bound(): R | null {
    return this.boundTo;
  }

  /** Binds to `room` and shows its snapshot now; binding the room already followed does nothing. */
  attach(room: R): void {
    if (this.boundTo === room) return;
    this.unsubscribe();
    this.boundTo = room;
    this.unsubscribe = room.subscribe(this.show);
    this.show(room.snapshot());
  }

  detach(): void {
    this.unsubscribe();
    this.unsubscribe = () => {};
    this.boundTo = null;
  }
}
