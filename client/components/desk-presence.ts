// <desk-presence>: the desk's connection and who is at the desk, with what each is working on; it says how many changes wait for the server.
import { html, nothing, type TemplateResult } from 'lit';
import { describeMatch } from '../../shared/engine/courts.js';
import { plural } from '../../shared/view/format.js';
import { CLOSE } from '../../shared/wire/room-protocol.js';
import type { Editing } from '../sync/desk-room.js';
import type { DeskView } from './desk-view.js';
import { DeskSection } from './desk-section.js';

/** What an organizer is working on, in words ("Sand Sharks vs Dig Dug", "court 2"). */
export function editingText(view: DeskView, e: Editing): string {
  const t = view.t;
  switch (e.kind) {
    case 'match': {
      const m = t.matches[e.id];
      return m ? describeMatch(t, m) : 'a match';
    }
    case 'court':
      return `court ${e.id}`;
    case 'team':
      return t.teams[e.id]?.name ?? 'the roster';
    case 'draw':
      return 'the draw';
    case 'announce':
      return 'the announcements';
  }
}

export class DeskPresence extends DeskSection {
  protected override render(): TemplateResult | typeof nothing {
    const view = this.view;
    if (!view) return nothing;
    const room = view.room;
    const waiting = view.intents.pending.length;
    const state = room.state;
    const words =
      state === 'live' ? 'Live' : state === 'connecting' ? 'Connecting…' : state === 'offline' ? 'Offline · reconnecting' : room.closedWhy;
    return html`<div class="desk-bar">
<p class="live-status sync-${state === 'live' ? 'live' : state === 'closed' ? 'offline' : 'reconnecting'}" role="status" data-state=${state}><span class="sync-dot" aria-hidden="true"></span>${words}${waiting ? html` · <strong data-waiting=${waiting}>${plural(waiting, 'change')} waiting</strong>` : nothing}
${state === 'closed' && room.closedCode === CLOSE.unauthorized ? html` <a href=${`/admin/login?next=${encodeURIComponent(location.pathname)}`}>Log in again</a>` : nothing}</p>
<ul class="people" aria-label="At the desk">${view.peers.map(
      (p) => html`<li class="person${p.self ? ' self' : ''}" data-person=${p.name}>
<span class="person-name">${p.name}${p.self ? ' (you)' : ''}</span>${p.editing && !p.self ? html` <span class="person-doing">editing ${editingText(view, p.editing)}</span>` : nothing}</li>`,
    )}</ul>
</div>`;
  }
}

customElements.define('desk-presence', DeskPresence);

declare global {
  interface HTMLElementTagNameMap {
    'desk-presence': DeskPresence;
  }
}
