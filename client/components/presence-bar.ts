// The desk bar shared by the tournament and event desks: the connection, how many changes wait for the server, and who
// is at the desk with what each is working on.
import { html, nothing, type TemplateResult } from 'lit';
import { pageWords } from '../i18n/page-words.js';
import { CLOSE } from '../../shared/wire/room-protocol.js';
import type { Editing, Peer, PresenceRoom } from '../sync/presence-room.js';

export function presenceBar<K extends string>(
  room: PresenceRoom<K>,
  waiting: number,
  /** What an organizer is working on, in words ("court 2"). */
  describe: (e: Editing<K>) => string,
): TemplateResult {
  const w = pageWords();
  const state = room.state;
  const words =
    state === 'live'
      ? w.t('desk.live')
      : state === 'connecting'
        ? w.t('desk.connecting')
        : state === 'offline'
          ? w.t('desk.offline')
          : room.closedWhy;
  const peers: Peer<K>[] = room.peers();
  return html`<div class="desk-bar">
<p class="live-status sync-${
    state === 'live' ? 'live' : state === 'closed' ? 'offline' : 'reconnecting'
  }" role="status" data-state=${state}><span class="sync-dot" aria-hidden="true"></span>${words}${
    waiting ? html` · <strong data-waiting=${waiting}>${w.t('desk.waiting', { n: waiting })}</strong>` : nothing
  }
${
  state === 'closed' && room.closedCode === CLOSE.unauthorized
    ? html` <a href=${`/admin/login?next=${encodeURIComponent(location.pathname)}`}>${w.t('desk.loginAgain')}</a>`
    : nothing
}</p>
<ul class="people" aria-label=${w.t('desk.atDesk')}>${peers.map(
    (p) => html`<li class="person${p.self ? ' self' : ''}" data-person=${p.name}>
<span class="person-name">${p.self ? w.t('desk.you', { name: p.name }) : p.name}</span>${
      p.editing && !p.self ? html` <span class="person-doing">${w.t('desk.editing', { what: describe(p.editing) })}</span>` : nothing
    }</li>`,
  )}</ul>
</div>`;
}
