// <venue-sync-status data-slug>: whether a venue page follows the event live, is reconnecting or offline: the pill
// <sync-status> shows on a tournament's pages (channel-sync-status.ts), following the venue's channel instead.
import { venueChannel } from '../sync/venue-channel.js';
import { ChannelSyncStatus } from './channel-sync-status.js';

export class VenueSyncStatus extends ChannelSyncStatus {
  protected override follow(slug: string) {
    return venueChannel(slug);
  }
}

customElements.define('venue-sync-status', VenueSyncStatus);

declare global {
  interface HTMLElementTagNameMap {
    'venue-sync-status': VenueSyncStatus;
  }
}
