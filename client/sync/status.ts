// What the page tells people about its connection: one status value and the words for it.
import { clockText } from '../../shared/view/format.js';
import type { Words } from '../../shared/i18n/words.js';

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
export function statusText(s: SyncStatus, w: Words): string {
  switch (s.state) {
    case 'connecting':
      return w.t('live.connecting');
    case 'live':
      return w.t('live.live');
    case 'polling':
      return w.t('live.polling');
    case 'reconnecting':
      return w.t('live.reconnecting');
    case 'offline':
      return s.lastAt ? w.t('live.offlineAsOf', { time: clockText(s.lastAt, w.lang) }) : w.t('live.offline');
  }
}
