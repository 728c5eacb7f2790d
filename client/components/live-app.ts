// The base of a whole live page (board, team page): follows the tournament's public channel and draws once
// the first state arrives, keeping the server's first paint on screen until then (channel-live.ts, shared with venue-live.ts).
import type { PublicState } from '../../shared/engine/types.js';
import { publicChannel } from '../sync/public-channel.js';
import { ChannelLive, type FollowedDoc } from './channel-live.js';

export class LiveApp extends ChannelLive<PublicState> {
  // on `#live` the document drawn (`data-rendered`): it says the component has taken over
  protected override readonly renderedAt = [':scope > #live'];

  /** The tournament's public state, once the first has arrived. */
  get pub(): PublicState | null {
    return this.doc;
  }

  /** generatedAt of the document the server painted (`data-since`): older broadcasts are already shown. */
  get since(): number {
    return Number(this.dataset.since) || 0;
  }

  protected override follow(slug: string): FollowedDoc<PublicState> {
    const c = publicChannel(slug);
    return {
      get doc() {
        return c.state;
      },
      subscribe: (fn) => c.subscribe(fn),
    };
  }
}
