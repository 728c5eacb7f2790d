// What the page tells people about its connection: one status value and the words for it.

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

function clock(at: number): string {
  const d = new Date(at);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** The sentence shown and announced for a status (no countdown: a polite live region should not chatter). */
export function statusText(s: SyncStatus): string {
  switch (s.state) {
    case 'connecting': return 'Connecting for live scores…';
    case 'live': return 'Live: scores update by themselves';
    case 'polling': return 'Scores update every few seconds';
    case 'reconnecting': return 'Connection lost. Reconnecting…';
    case 'offline': return `Offline: trying again by itself.${s.lastAt ? ` Scores as of ${clock(s.lastAt)}.` : ''}`;
  }
}

/** Short words for the dot beside the status (visible on every size). */
export function statusShort(s: SyncStatus): string {
  return { connecting: 'Connecting', live: 'Live', polling: 'Updating', reconnecting: 'Reconnecting', offline: 'Offline' }[s.state];
}
