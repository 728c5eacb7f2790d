// What a component needs of a channel it follows, whichever it is (public-channel.ts for a tournament,
// venue-channel.ts for an event's venue): its status now and word when anything changes.
import type { SyncStatus } from './status.js';

export interface Followed {
  readonly status: SyncStatus;
  subscribe(fn: () => void): () => void;
}
