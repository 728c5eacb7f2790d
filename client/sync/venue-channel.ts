// Follows an event's venue document (docs/api.md, Events) for the venue pages: the venue's read-only Y.Doc /yjs/<event>/public
// first (a point costs tens of bytes), then /ws/<event>, then /e/<slug>/state.json polling, with the tournament channel's ladder, backoff and probing.
import type { PublicState } from '../../shared/engine/types.js';
import type { PublicVenue } from '../../shared/public/public-venue.js';
import { readVenueDoc } from '../../shared/public/venue-ydoc.js';
import type { ChannelEvents } from './channel.js';
import { openPoll } from './poll-channel.js';
import { PublicChannel } from './channel-ladder.js';
import type { SyncStatus } from './status.js';
import { openWs } from './ws-channel.js';
import { openReadOnlyDoc } from './yjs-channel.js';

const openVenueDoc = (slug: string, on: ChannelEvents) => openReadOnlyDoc(slug, on, readVenueDoc);
const openVenuePoll = (slug: string, on: ChannelEvents) => openPoll(slug, on, `/e/${encodeURIComponent(slug)}/state.json`);

const channels = new Map<string, PublicChannel>();

/** The page's one channel per event. Its `state` is the venue document (the channel itself only passes it on). */
export function venueChannel(slug: string): {
  readonly venue: PublicVenue | null;
  readonly status: SyncStatus;
  subscribe(fn: () => void): () => void;
} {
  let c = channels.get(slug);
  if (!c) {
    c = new PublicChannel(slug, [
      { via: 'yjs', open: openVenueDoc },
      { via: 'ws', open: openWs },
      { via: 'poll', open: openVenuePoll },
    ]);
    channels.set(slug, c);
  }
  const channel = c;
  return {
    get venue() {
      // the ladder carries whole documents without reading them: what arrives on an event's feed is its venue document
      return channel.state as (PublicState & PublicVenue) | null;
    },
    get status() {
      return channel.status;
    },
    subscribe: (fn) => channel.subscribe(fn),
  };
}
