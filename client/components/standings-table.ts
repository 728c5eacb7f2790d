// <standings-table>: one pool's ranking, with the tiebreak that decided each rank in words ("head-to-head").
import { html, nothing, type TemplateResult } from 'lit';
import { tiebreakText } from '../../shared/view/format.js';
import type { PublicPool, PublicState } from '../../shared/engine/types.js';
import { LightElement } from './light-element.js';
import { teamLink } from './team-link.js';

export class StandingsTable extends LightElement {
  static override properties = {
    pub: { attribute: false },
    pool: { attribute: false },
    highlight: { type: String },
  };

  declare pub: PublicState | null;
  declare pool: PublicPool | null;
  declare highlight: string;

  constructor() {
    super();
    this.pub = null;
    this.pool = null;
    this.highlight = '';
  }

  protected override render(): TemplateResult | typeof nothing {
    const { pub, pool } = this;
    if (!pub || !pool) return nothing;
    const me = this.highlight;
    return html`<div class="table-wrap"><table class="standings">
<caption>Pool ${pool.id} standings</caption>
<thead><tr><th scope="col">#</th><th scope="col">Team</th><th scope="col"><abbr title="Wins">W</abbr></th><th scope="col"><abbr title="Losses">L</abbr></th><th scope="col"><abbr title="Sets won-lost">Sets</abbr></th><th scope="col"><abbr title="Point difference">+/-</abbr></th></tr></thead>
<tbody>${pool.standings.map(
      (s, i) => html`<tr class="${s.teamId === me ? 'me' : ''}${s.status === 'withdrawn' ? ' withdrawn' : ''}">
<td>${i + 1}</td><td>${teamLink(pub.slug, { id: s.teamId, name: s.name }, me)}${s.status === 'withdrawn' ? ' (withdrawn)' : nothing}${s.decidedBy !== 'wins' ? html` <span class="tiebreak">by ${tiebreakText(s.decidedBy)}</span>` : nothing}</td>
<td>${s.w}</td><td>${s.l}</td><td>${s.setsW}-${s.setsL}</td><td>${s.pointDiff > 0 ? `+${s.pointDiff}` : s.pointDiff}</td></tr>`,
    )}</tbody>
</table></div>`;
  }
}

customElements.define('standings-table', StandingsTable);

declare global {
  interface HTMLElementTagNameMap {
    'standings-table': StandingsTable;
  }
}
