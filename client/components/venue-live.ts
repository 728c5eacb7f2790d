// The base of the venue pages (board and TV): follows the event's venue document and draws once the first one
// arrives, keeping the server's first paint on screen until then (channel-live.ts, shared with live-app.ts).
import type { PublicVenue } from '../../shared/public/public-venue.js';
import { venueChannel } from '../sync/venue-channel.js';
import { ChannelLive, type FollowedDoc } from './channel-live.js';

export class VenueLive extends ChannelLive<PublicVenue> {
  // on `#live` and the TV's `.d-screen` the document drawn (the server's paint lacks `data-rendered`)
  protected override readonly renderedAt = ['#live', '.d-screen'];

  /** The event's venue document, once the first has arrived. */
  get venue(): PublicVenue | null {
    return this.doc;
  }

  protected override follow(slug: string): FollowedDoc<PublicVenue> {
    const c = venueChannel(slug);
    return {
      get doc() {
        return c.venue;
      },
      subscribe: (fn) => c.subscribe(fn),
    };
  }
}
