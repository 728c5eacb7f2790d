// What the keeper pad tells the keeper about its connection and its unsaved changes: one state and the words for it.
import { plural } from '../../shared/view/format.js';

/**
 * - `loading`: reading the pad's stored doc.
 * - `connecting`: first contact with the server.
 * - `online`: synced; changes go out as they are made.
 * - `reconnecting`: the connection dropped a moment ago.
 * - `offline`: the phone is offline, or the server has not answered several times in a row.
 * - `refused`: the server closed for good (a QR code not valid for this court, ...): `sentence` says why.
 */
export type PadConn =
  | { state: 'loading' | 'connecting' | 'online' | 'reconnecting' | 'offline' }
  | { state: 'refused'; code: number; sentence: string; retry: boolean };

export type PadConnState = PadConn['state'];

/**
 * The status line: whether scores reach the server, and exactly how many changes wait (each tap, undo
 * and final is one). Short enough for one line on a phone.
 */
export function padStatusText(conn: PadConn, pending: number): string {
  const waiting = plural(pending, 'change');
  switch (conn.state) {
    case 'loading':
    case 'connecting':
      return pending ? `Connecting · ${waiting} not saved yet` : 'Connecting…';
    case 'online':
      return pending ? `Saving ${waiting}…` : 'Online · all scores saved';
    case 'reconnecting':
      return pending ? `Reconnecting · ${waiting} not saved yet` : 'Reconnecting…';
    case 'offline':
      return pending ? `Offline · ${waiting} not saved yet` : 'Offline · nothing waiting';
    case 'refused':
      return pending ? `Not connected · ${waiting} not saved` : 'Not connected';
  }
}
