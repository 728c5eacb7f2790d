// The desk home's list of open organizer sessions: who, device, signed in, last seen, "this device", and a button to end the others.
import { timeText } from '../../shared/view/format.js';
import type { Session } from '../store/sessions.js';
import { html, type Html } from './html.js';
import { actionButton } from './layout.js';
import type { Words } from '../../shared/i18n/words.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';

export interface SessionsView {
  sessions: Session[];
  /** The handle of the session this page was asked with; null for a proxy identity. */
  current: string | null;
  via: 'cookie' | 'proxy';
}

const when = (at: number): Html => html`<time datetime="${new Date(at).toISOString()}">${timeText(at).slice(0, 16)}</time>`;

export function sessionsPanel(o: SessionsView, w: Words = wordsFor('en')): Html {
  const proxyNote = o.via === 'proxy' ? html`<p>${w.t('desk.sessProxy')}</p>` : '';
  const heads = [
    html`<th scope="col">${w.t('desk.sessWho')}</th>`,
    html`<th scope="col">${w.t('desk.sessDevice')}</th>`,
    html`<th scope="col">${w.t('desk.sessSince')}</th>`,
    html`<th scope="col">${w.t('desk.sessSeen')}</th>`,
    html`<th scope="col"><span class="sr-only">${w.t('desk.sessAction')}</span></th>`,
  ];
  const rows = o.sessions.map((s) => {
    const mine = s.handle === o.current;
    const device = html`${s.device}${mine ? html` <strong class="badge">${w.t('desk.sessThis')}</strong>` : ''}`;
    const end = () => actionButton('/admin/sessions/end', w.t('desk.sessEnd'), { id: s.handle }, { className: 'btn small' });
    return html`<tr${mine ? html` class="current"` : ''}><td>${s.actor}</td><td>${device}</td><td>${when(s.createdAt)}</td><td>${when(s.lastSeen)}</td>
<td>${mine ? html`<a href="/admin/logout">${w.t('desk.logOut')}</a>` : end()}</td></tr>`;
  });
  return html`<section class="panel" id="sessions">
<h2>${w.t('desk.sessTitle')}</h2>
${proxyNote}
${
  o.sessions.length === 0
    ? html`<p class="empty">${w.t('desk.sessNone')}</p>`
    : html`<p class="muted">${w.t('desk.sessHint')}</p>
<div class="table-wrap"><table class="sessions">
<thead><tr>${heads}</tr></thead>
<tbody>${rows}</tbody></table></div>`
}
</section>`;
}
