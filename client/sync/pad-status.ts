// What the keeper pad tells the keeper about its connection and its unsaved changes: one state and the words for it.
import type { Words } from '../../shared/i18n/words.js';

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
export function padStatusText(conn: PadConn, pending: number, w: Words): string {
  const n = { n: pending };
  switch (conn.state) {
    case 'loading':
    case 'connecting':
      return pending ? w.t('pad.connectingPending', n) : w.t('pad.connecting');
    case 'online':
      return pending ? w.t('pad.savingPending', n) : w.t('pad.online');
    case 'reconnecting':
      return pending ? w.t('pad.reconnectingPending', n) : w.t('pad.reconnecting');
    case 'offline':
      return pending ? w.t('pad.offlinePending', n) : w.t('pad.offline');
    case 'refused':
      return pending ? w.t('pad.refusedPending', n) : w.t('pad.refused');
  }
}
