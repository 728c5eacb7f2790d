// Printed score sheets, one per match: teams, court, the rules of its stage, boxes and a point tally for each set, work team, signatures.
import { DECIDED } from '../../shared/view/format.js';
import { dateIn, matchNameIn, sideTextIn } from '../../shared/view/format-words.js';
import type { Words } from '../../shared/i18n/words.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';
import { planQueue } from '../../shared/engine/plan.js';
import { setRules, stageRules } from '../../shared/engine/rules.js';
import type { MatchStage, PublicMatch, PublicState, Tournament } from '../../shared/engine/types.js';
import { html, type Html } from './html.js';
import { printPage, setRulesText, stagePlayText, workTeamName } from './print.js';

/** Which sheets to print: one match, one court's, one pool's, or every match still to play. */
export interface SheetFilter {
  match?: string;
  court?: number;
  pool?: string;
}

/** Numbered cells to strike point by point: up to the cap, or a few past the target for a long deuce. */
function tallyCells(rules: Tournament['rules'], stage: MatchStage, n: number): number {
  const r = setRules(rules, stage, n);
  return Math.min(r.cap > 0 ? r.cap : r.pointsTo + 5, 35);
}

function sheet(t: Tournament, pub: PublicState, m: PublicMatch, court: number | null, w: Words): Html {
  const sets = Array.from({ length: stageRules(t.rules, m.stage).bestOf }, (_, i) => i + 1);
  const a = sideTextIn(pub, m, 'A', w);
  const b = sideTextIn(pub, m, 'B', w);
  const work = workTeamName(t, m.id);
  const cells = (n: number) =>
    Array.from({ length: tallyCells(t.rules, m.stage, n) }, (_, i) => html`<span class="tally-cell">${i + 1}</span>`);
  const tally = (label: string, n: number) => html`<div class="tally-row"><span class="tally-team">${label}</span>${cells(n)}</div>`;
  const setHead = (n: number) =>
    html`<th scope="col">${w.t('print.set', { n })}<small>${setRulesText(t.rules, m.stage, n, w)}</small></th>`;
  const tallySet = (n: number) =>
    html`<div class="tally-set"><p class="tally-label">${w.t('print.setPoints', { n })}</p>${tally('A', n)}${tally('B', n)}</div>`;
  const signs = [
    html`<p><span class="fill"></span>${w.t('print.captain', { team: a })}</p>`,
    html`<p><span class="fill"></span>${w.t('print.captain', { team: b })}</p>`,
    html`<p><span class="fill"></span>${w.t('print.referee')}</p>`,
  ];
  const event = html`<p class="ss-event">${t.name} · ${dateIn(t.date, w.lang)}</p>`;
  return html`<section class="score-sheet" data-match="${m.id}">
<header class="ss-head">
<div>${event}<h2>${matchNameIn(pub, m, w)}</h2><p class="ss-rules">${stagePlayText(t.rules, m.stage, w)}</p></div>
<div class="ss-court"><span>${w.t('print.court')}</span><strong>${court ?? ''}</strong></div>
</header>
<table class="ss-sets">
<thead><tr><th scope="col">${w.t('print.team')}</th>${sets.map((n) => setHead(n))}<th scope="col">${w.t('print.setsWon')}</th></tr></thead>
<tbody>
<tr><th scope="row">${a}</th>${sets.map(() => html`<td class="box"></td>`)}<td class="box"></td></tr>
<tr><th scope="row">${b}</th>${sets.map(() => html`<td class="box"></td>`)}<td class="box"></td></tr>
</tbody>
</table>
<div class="ss-tally">${sets.map((n) => tallySet(n))}</div>
<p class="ss-key">${w.t('print.key', { a, b })}</p>
<p class="ss-line"><span>${w.t('print.workTeam')}</span><span class="fill">${work}</span><span>${w.t('print.winner')}</span><span class="fill"></span></p>
<div class="ss-sign">${signs}</div>
</section>`;
}

/** The sheets of `filter`, in play order; every match still to play when no filter is given. */
export function scoreSheetsPage(o: { t: Tournament; pub: PublicState; now: number; filter: SheetFilter; w?: Words }): string {
  const { t, pub, filter } = o;
  const w = o.w ?? wordsFor('en');
  const byId = new Map([...pub.pools.flatMap((p) => p.matches), ...pub.bracket].map((m) => [m.id, m]));
  const planned = new Map(planQueue(t, o.now).map((e) => [e.match, e.court]));
  const courtOf = (m: PublicMatch) => m.court ?? planned.get(m.id) ?? null;
  const chosen = t.queue
    .map((id) => byId.get(id))
    .filter((m): m is PublicMatch => {
      if (!m) return false;
      if (filter.match !== undefined) return m.id === filter.match;
      if (DECIDED.has(m.status) || m.conditional) return false;
      if (filter.court !== undefined) return courtOf(m) === filter.court;
      if (filter.pool !== undefined) return m.stage === 'pool' && m.poolId === filter.pool;
      return true;
    });
  const what = w.t('print.what', {
    what: filter.match !== undefined ? 'match' : filter.court !== undefined ? 'court' : filter.pool !== undefined ? 'pool' : 'all',
    court: filter.court ?? '',
    pool: filter.pool ?? '',
  });
  const body = chosen.length
    ? html`${chosen.map((m) => sheet(t, pub, m, courtOf(m), w))}`
    : html`<p class="empty">${w.t('print.noMatch', { none: filter.match !== undefined ? 'yes' : 'no' })}</p>`;
  return printPage({
    t,
    title: w.t('print.scoreTitle', { what }),
    body,
    hint: w.t('print.scoreHint', { n: chosen.length }),
    w,
  });
}
