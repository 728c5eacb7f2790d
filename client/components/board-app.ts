// <board-app data-slug data-since>: the whole live board of a tournament (courts, up next, pools, bracket,
// champion, announcements), drawn over the server's first paint and updated on every change.
import { html, nothing, type TemplateResult } from 'lit';
import { currentAlerts, playOver } from '../../shared/view/format.js';
import type { PublicPool, PublicState } from '../../shared/engine/types.js';
import { LiveApp } from './live-app.js';
import { matchRow } from './match-row.js';
import { bannerView, headline } from './tournament-head.js';
import './alerts-list.js';
import './broadcast-toasts.js';
import './court-card.js';
import './podium-view.js';
import './standings-table.js';
import './up-next.js';

let bracketView: Promise<unknown> | null = null;

/** The drawn bracket's code, loaded once a bracket exists: pools and the wait before the draw never pay for it. */
export function loadBracketView(): Promise<unknown> {
  return (bracketView ??= import('./bracket-view.js'));
}

function poolView(pub: PublicState, p: PublicPool): TemplateResult {
  return html`<div class="pool">
<h3>Pool ${p.id}</h3>
<standings-table .pub=${pub} .pool=${p}></standings-table>
<details data-key="pool-${p.id}"><summary>Matches (${p.matches.length})</summary><ul class="matches">${p.matches.map((m) => matchRow(pub, m))}</ul></details>
</div>`;
}

export class BoardApp extends LiveApp {
  protected override shouldUpdate(changed: Map<PropertyKey, unknown>): boolean {
    if (!super.shouldUpdate(changed)) return false;
    if (this.pub!.bracket.length === 0 || customElements.get('bracket-view')) return true;
    void loadBracketView().then(() => this.requestUpdate());
    // the first drawing waits for it, so the server's bracket never blinks out; later ones go ahead
    return this.hasUpdated;
  }

  protected override render(): TemplateResult {
    const pub = this.pub!;
    // courts and the queue while there is play; once play is over the podium and the results say it all
    const active = pub.courts.some((c) => c.match) || (pub.phase === 'live' && !playOver(pub));
    const drawn = pub.pools.length > 0 || pub.bracket.length > 0;
    return html`${headline(pub)}
${pub.phase === 'checkin' ? html`<p class="notice">Registration is open. <a href="/t/${encodeURIComponent(pub.slug)}">Open the registration form</a></p>` : nothing}
<div id="live" class="board" data-rendered=${pub.generatedAt}>
${bannerView(pub.banner)}
${pub.notes ? html`<p class="notes">${pub.notes}</p>` : nothing}
<alerts-list .alerts=${currentAlerts(pub)} .max=${3}></alerts-list>
<podium-view .pub=${pub}></podium-view>
${
  active
    ? html`<section class="courts-section"><h2>Courts</h2><div class="courts">${pub.courts.map((c) => html`<court-card .pub=${pub} .court=${c} .now=${this.now}></court-card>`)}</div></section>
<section class="upnext-section"><h2>Up next</h2><up-next .pub=${pub}></up-next></section>`
    : nothing
}
${pub.pools.length ? html`<section class="pools"><h2>Pools</h2>${pub.pools.map((p) => poolView(pub, p))}</section>` : nothing}
${pub.bracket.length ? html`<section class="bracket"><h2>Bracket</h2><p class="bx-tools no-print"><a href="/t/${encodeURIComponent(pub.slug)}/bracket">Full-width and printable bracket</a></p><bracket-view .pub=${pub}></bracket-view></section>` : nothing}
${!active && !drawn ? html`<p class="empty">Play has not been drawn yet. ${pub.teams.length} teams registered.</p>` : nothing}
</div>
<broadcast-toasts .alerts=${pub.recentAlerts} .since=${this.since}></broadcast-toasts>`;
  }
}

customElements.define('board-app', BoardApp);

declare global {
  interface HTMLElementTagNameMap {
    'board-app': BoardApp;
  }
}
