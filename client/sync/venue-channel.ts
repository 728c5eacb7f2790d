// Follows an event's venue document (docs/api.md, Events) for the venue pages: /ws/<event> first, then /e/<slug>/state.json
// polling, with the tournament channel's ladder, backoff and probing (public-channel.ts); there is no venue Y.Doc.
import type { PublicState } from '../../shared/engine/types.js';
import type { PublicVenue } from '../../shared/public/public-venue.js';
import type { ChannelEvents } from './channel.js';
import { openPoll } from './poll-channel.js';
import { PublicChannel } from './channel-ladder.js';
import type { SyncStatus } from './status.js';
import { openWs } from './ws-channel.js';

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
