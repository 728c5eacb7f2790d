// The desk home's list of open organizer sessions: who, device, signed in, last seen, "this device", and a button to end the others.
import { timeText } from '../../shared/view/format.js';
import type { Session } from '../store/sessions.js';
import { html, type Html } from './html.js';
import { actionButton } from './layout.js';

export interface SessionsView {
  sessions: Session[];
  /** The handle of the session this page was asked with; null for a proxy identity. */
  current: string | null;
  via: 'cookie' | 'proxy';
}

const when = (at: number): Html => html`<time datetime="${new Date(at).toISOString()}">${timeText(at).slice(0, 16)}</time>`;

export function sessionsPanel(o: SessionsView): Html {
  const proxyNote =
    o.via === 'proxy'
      ? html`<p>You are signed in through the access proxy: this browser has no Courtside session, and signing out happens at the proxy.</p>`
      : '';
  const rows = o.sessions.map((s) => {
    const mine = s.handle === o.current;
    return html`<tr${mine ? html` class="current"` : ''}><td>${s.actor}</td><td>${s.device}${mine ? html` <strong class="badge">This device</strong>` : ''}</td><td>${when(s.createdAt)}</td><td>${when(s.lastSeen)}</td>
<td>${mine ? html`<a href="/admin/logout">Log out</a>` : actionButton('/admin/sessions/end', 'End session', { id: s.handle }, { className: 'btn small' })}</td></tr>`;
  });
  return html`<section class="panel" id="sessions">
<h2>Signed-in devices</h2>
${proxyNote}
${
  o.sessions.length === 0
    ? html`<p class="empty">No device is signed in with the password.</p>`
    : html`<p class="muted">A session lasts 12 hours from sign-in. Ending one signs that device out at once; changing ADMIN_PASSWORD ends them all.</p>
<div class="table-wrap"><table class="sessions">
<thead><tr><th scope="col">Who</th><th scope="col">Device</th><th scope="col">Signed in</th><th scope="col">Last seen</th><th scope="col"><span class="sr-only">Action</span></th></tr></thead>
<tbody>${rows}</tbody></table></div>`
}
</section>`;
}
