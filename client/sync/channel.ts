// The shape every way of following a tournament shares: open it, get states, learn when it ends.
import type { PublicState } from '../../shared/engine/types.js';

export interface ChannelEvents {
  /** A whole public document, newest known. */
  state(pub: PublicState): void;
  /**
   * The connection is over and will not come back by itself. `delivered`: it gave at least one state
   * (it worked, then dropped) rather than being refused or unreachable.
   */
  closed(info: { delivered: boolean; code: number | null }): void;
}

export interface Connection {
  /** Ends it without a `closed` event. */
  close(): void;
}

export type OpenChannel = (slug: string, on: ChannelEvents) => Connection;

/** ws:// or wss:// for a path on this page's host. */
export function socketUrl(path: string): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}
