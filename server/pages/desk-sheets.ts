// The desk's paper and spreadsheets: one click to each printed sheet (score sheets, schedule per court, pool sheets, bracket) and each CSV export.
import type { Tournament } from '../../shared/engine/types.js';
import { html, seg, type Html } from './html.js';

export function sheetsSection(base: string, t: Tournament): Html {
  const pub = `/t/${seg(t.slug)}`;
  const courts = Array.from({ length: t.courtCount }, (_, i) => i + 1);
  return html`<section class="panel" id="sheets" aria-labelledby="sheets-title">
<h2 id="sheets-title">Print and export</h2>
<div class="sheet-links">
<div><h3>Printed sheets</h3>
<ul class="link-list">
<li><a href="${base}/print/scoresheets">Score sheets</a> <span class="muted small">every match still to play</span>${courts.length > 1 ? html`<p class="court-links small">By court: ${courts.map((c) => html`<a class="btn small" href="${base}/print/scoresheets?court=${c}" aria-label="Score sheets for court ${c}">${c}</a>`)}</p>` : ''}</li>
<li><a href="${base}/print/schedule">Schedule per court</a></li>
<li><a href="${base}/print/pools">Pool sheets</a> <span class="muted small">round robin grids</span></li>
<li><a href="${pub}/bracket">Bracket</a> <span class="muted small">one landscape page</span></li>
</ul></div>
<div><h3>Spreadsheets (CSV)</h3>
<ul class="link-list">
<li><a href="${base}/standings.csv" download>Standings</a></li>
<li><a href="${base}/results.csv" download>Results</a> <span class="muted small">every match: sets, court, start and end</span></li>
<li><a href="${base}/roster.csv" download>Roster</a> <span class="muted small">private: captains, phones, players, codes</span></li>
<li><a href="${base}/events.csv" download>Events</a></li>
</ul></div>
</div>
</section>`;
}
