// What the page tells people about its connection: one status value and the words for it.
import { clockText } from '../../shared/view/format.js';

/**
 * - `connecting`: nothing received yet; the server's first paint is on screen.
 * - `live`: following pushes (the public Y.Doc, or the /ws feed).
 * - `polling`: WebSockets are blocked here; state.json is read every few seconds.
 * - `reconnecting`: the connection dropped a moment ago; trying again.
 * - `offline`: the browser is offline, or several attempts in a row failed.
 */
export type SyncState = 'connecting' | 'live' | 'polling' | 'reconnecting' | 'offline';

/** Which door the state comes through; the words people read never name it. */
export type Via = 'yjs' | 'ws' | 'poll';

export interface SyncStatus {
  state: SyncState;
  via: Via | null;
  /** When the shown state last arrived (epoch ms); null before the first. */
  lastAt: number | null;
}

export const INITIAL_STATUS: SyncStatus = { state: 'connecting', via: null, lastAt: null };

/** The words shown and announced for a status: short enough for a corner of a phone screen. */
export function statusText(s: SyncStatus): string {
  switch (s.state) {
    case 'connecting':
      return 'Connecting…';
    case 'live':
      return 'Live updates';
    case 'polling':
      return 'Updates every few seconds';
    case 'reconnecting':
      return 'Reconnecting…';
    case 'offline':
      return s.lastAt ? `Offline · scores as of ${clockText(s.lastAt)}` : 'Offline · trying again';
  }
}
