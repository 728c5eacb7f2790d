// The desk's paper and spreadsheets: one click to each printed sheet (score sheets, schedule per court, pool sheets, bracket) and each CSV export.
import type { Tournament } from '../../shared/engine/types.js';
import type { Words } from '../../shared/i18n/words.js';
import { html, seg, type Html } from './html.js';

export function sheetsSection(base: string, t: Tournament, w: Words): Html {
  const pub = `/t/${seg(t.slug)}`;
  const courts = Array.from({ length: t.courtCount }, (_, i) => i + 1);
  const courtLink = (c: number) =>
    html`<a class="btn small" href="${base}/print/scoresheets?court=${c}" aria-label="${w.t('desk.scoreSheetsFor', { court: c })}">${c}</a>`;
  const byCourt = courts.length > 1 ? html`<p class="court-links small">${w.t('desk.byCourt')} ${courts.map(courtLink)}</p>` : '';
  return html`<section class="panel" id="sheets" aria-labelledby="sheets-title">
<h2 id="sheets-title">${w.t('desk.printTitle')}</h2>
<div class="sheet-links">
<div><h3>${w.t('desk.printedSheets')}</h3>
<ul class="link-list">
<li><a href="${base}/print/scoresheets">${w.t('desk.scoreSheets')}</a> <span class="muted small">${w.t('desk.stillToPlay')}</span>${byCourt}</li>
<li><a href="${base}/print/schedule">${w.t('desk.schedulePerCourt')}</a></li>
<li><a href="${base}/print/pools">${w.t('desk.poolSheets')}</a> <span class="muted small">${w.t('desk.roundRobin')}</span></li>
<li><a href="${pub}/bracket">${w.t('desk.bracketTitle')}</a> <span class="muted small">${w.t('desk.landscape')}</span></li>
</ul></div>
<div><h3>${w.t('desk.csvTitle')}</h3>
<ul class="link-list">
<li><a href="${base}/standings.csv" download>${w.t('desk.standings')}</a></li>
<li><a href="${base}/results.csv" download>${w.t('desk.results')}</a> <span class="muted small">${w.t('desk.resultsHint')}</span></li>
<li><a href="${base}/roster.csv" download>${w.t('desk.rosterTitle')}</a> <span class="muted small">${w.t('desk.rosterHint')}</span></li>
<li><a href="${base}/events.csv" download>${w.t('desk.events')}</a></li>
</ul></div>
</div>
</section>`;
}
