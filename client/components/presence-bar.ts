// The desk bar shared by the tournament and event desks: the connection, how many changes wait for the server, and who is at the desk with what each is working on.
import { html, nothing, type TemplateResult } from 'lit';
import { plural } from '../../shared/view/format.js';
import { CLOSE } from '../../shared/wire/room-protocol.js';
import type { Editing, Peer, PresenceRoom } from '../sync/presence-room.js';

export function presenceBar<K extends string>(
  room: PresenceRoom<K>,
  waiting: number,
  /** What an organizer is working on, in words ("court 2"). */
  describe: (e: Editing<K>) => string,
): TemplateResult {
  const state = room.state;
  const words =
    state === 'live' ? 'Live' : state === 'connecting' ? 'Connecting…' : state === 'offline' ? 'Offline · reconnecting' : room.closedWhy;
  const peers: Peer<K>[] = room.peers();
  return html`<div class="desk-bar">
<p class="live-status sync-${state === 'live' ? 'live' : state === 'closed' ? 'offline' : 'reconnecting'}" role="status" data-state=${state}><span class="sync-dot" aria-hidden="true"></span>${words}${waiting ? html` · <strong data-waiting=${waiting}>${plural(waiting, 'change')} waiting</strong>` : nothing}
${state === 'closed' && room.closedCode === CLOSE.unauthorized ? html` <a href=${`/admin/login?next=${encodeURIComponent(location.pathname)}`}>Log in again</a>` : nothing}</p>
<ul class="people" aria-label="At the desk">${peers.map(
    (p) => html`<li class="person${p.self ? ' self' : ''}" data-person=${p.name}>
<span class="person-name">${p.name}${p.self ? ' (you)' : ''}</span>${p.editing && !p.self ? html` <span class="person-doing">editing ${describe(p.editing)}</span>` : nothing}</li>`,
  )}</ul>
</div>`;
}
