// <sync-status data-slug>: whether the page follows the tournament live, is reconnecting or offline: a pill
// in a corner, always shown, announced politely. It follows the channel itself, so it speaks before the
// first state has arrived too. The pill itself is channel-sync-status.ts, shared with <venue-sync-status>.
import { publicChannel } from '../sync/public-channel.js';
import { ChannelSyncStatus } from './channel-sync-status.js';

export class SyncStatusView extends ChannelSyncStatus {
  protected override follow(slug: string) {
    return publicChannel(slug);
  }
}

customElements.define('sync-status', SyncStatusView);

declare global {
  interface HTMLElementTagNameMap {
    'sync-status': SyncStatusView;
  }
}
