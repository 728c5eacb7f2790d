// One match in a list (a pool's matches): who plays, the result or running score, and its status.
import { html, type TemplateResult } from 'lit';
import { STATUS_LABEL, setsText, sideClass } from '../../shared/view/format.js';
import type { PublicMatch, PublicState } from '../../shared/engine/types.js';
import { sideLink } from './team-link.js';

export function matchRow(pub: PublicState, m: PublicMatch, me = ''): TemplateResult {
  const result = m.status === 'live' && m.live ? `${m.live[0]}-${m.live[1]}` : setsText(m.sets);
  const where = m.court !== null && (m.status === 'live' || m.status === 'on_deck') ? ` · court ${m.court}` : '';
  return html`<li class="match status-${m.status}">
<span class="who">${sideLink(pub, m, 'A', me, sideClass(m, m.a))} <span class="vs">vs</span> ${sideLink(pub, m, 'B', me, sideClass(m, m.b))}</span>
<span class="result">${result}</span>
<span class="badge status-${m.status}">${STATUS_LABEL[m.status] ?? m.status}${where}</span>
</li>`;
}
