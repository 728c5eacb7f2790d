// Follows one tournament's public state for a page: the public Y.Doc first, then /ws, then state.json
// polling (channel-ladder.ts steps down and back up); one channel per tournament, shared by the page's components.
import { PublicChannel } from './channel-ladder.js';
import type { OpenChannel } from './channel.js';
import { openPoll } from './poll-channel.js';
import type { Via } from './status.js';
import { openWs } from './ws-channel.js';
import { openYjs } from './yjs-channel.js';

export { PublicChannel } from './channel-ladder.js';

/** Best first: a point costs bytes on the Y.Doc, the whole document on /ws, a request a second polling. */
const LADDER: { via: Via; open: OpenChannel }[] = [
  { via: 'yjs', open: openYjs },
  { via: 'ws', open: openWs },
  { via: 'poll', open: openPoll },
];
const channels = new Map<string, PublicChannel>();

/** The page's one channel per tournament, shared by every component that shows it. */
export function publicChannel(slug: string): PublicChannel {
  let c = channels.get(slug);
  if (!c) {
    c = new PublicChannel(slug, LADDER);
    channels.set(slug, c);
  }
  return c;
}
