// Printed pool sheets, one pool a page: the round robin grid (results so far, empty boxes to fill), the standings columns and the order of play.
import { planQueue } from '../../shared/engine/plan.js';
import { DECIDED, clockText, setsText } from '../../shared/view/format.js';
import { dateIn, tiebreakOrderIn } from '../../shared/view/format-words.js';
import type { Words } from '../../shared/i18n/words.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';
import type { PublicMatch, PublicPool, PublicState, Tournament } from '../../shared/engine/types.js';
import { html, type Html } from './html.js';
import { colHeads } from './layout.js';
import { printPage, stagePlayText, workTeamName } from './print.js';

/** A result seen from `row`'s side: "W 21-15, 18-21, 15-9", "L forfeit", "void"; '' while unplayed. */
function cellText(m: PublicMatch | undefined, row: string, w: Words): string {
  if (!m || !DECIDED.has(m.status)) return '';
  if (m.status === 'void') return w.t('print.cellVoid');
  const won = m.winner?.id === row ? 'yes' : 'no';
  if (m.status === 'forfeit') return w.t('print.cellForfeit', { won });
  const mine = m.a?.id === row ? m.sets : m.sets.map(([x, y]) => [y, x] as [number, number]);
  return w.t('print.cellSets', { won, sets: setsText(mine) });
}

function poolSheet(t: Tournament, pool: PublicPool, plannedAt: Map<string, { court: number; at: number }>, w: Words): Html {
  const ids = t.pools.find((p) => p.id === pool.id)?.teamIds ?? pool.standings.map((s) => s.teamId);
  const name = (id: string) => t.teams[id]?.name ?? '';
  const rank = new Map(pool.standings.map((s, i) => [s.teamId, { s, i }]));
  const between = (x: string, y: string) => pool.matches.find((m) => (m.a?.id === x && m.b?.id === y) || (m.a?.id === y && m.b?.id === x));
  const anyResult = pool.matches.some((m) => DECIDED.has(m.status));
  // Ranking points get a column of their own when the tiebreak order uses them (docs/api.md, Tiebreak orders and sport presets).
  const points = t.rules.tiebreaks.includes('rankingPoints');
  const event = html`<p class="ss-event">${t.name} · ${dateIn(t.date, w.lang)}</p><h2>${w.t('print.pool', { pool: pool.id })}</h2>`;
  const ties = w.t('print.tiesBroken', { order: tiebreakOrderIn(t.rules.tiebreaks, w) });
  const rules = html`<p class="ss-rules">${stagePlayText(t.rules, 'pool', w)}</p><p class="ss-rules">${ties}</p>`;
  const gridHeads = [
    html`<th scope="col"><span class="sr-only">${w.t('print.team')}</span></th>`,
    ids.map((id, i) => html`<th scope="col"><span class="rr-num">${i + 1}</span> ${name(id)}</th>`),
    colHeads(w, ['print.won', 'print.lost', ...(points ? (['print.rankingPoints'] as const) : []), 'print.rank']),
  ];
  const playHeads = colHeads(w, ['print.round', 'print.match', 'print.courtTime', 'print.workTeam', 'print.result']);
  return html`<section class="sheet pool-sheet">
<header class="sheet-head">${event}${rules}</header>
<table class="rr-grid">
<thead><tr>${gridHeads}</tr></thead>
<tbody>${ids.map((row, i) => {
    const r = rank.get(row);
    const withdrawn = t.teams[row]?.status === 'withdrawn' ? ` ${w.t('print.withdrawnMark')}` : '';
    const cells = ids.map((col) =>
      col === row ? html`<td class="rr-self"></td>` : html`<td class="box">${cellText(between(row, col), row, w)}</td>`,
    );
    const wonLost = html`<td class="box num">${anyResult && r ? r.s.w : ''}</td><td class="box num">${anyResult && r ? r.s.l : ''}</td>`;
    const rankingPoints = points ? html`<td class="box num">${anyResult && r ? (r.s.rankingPoints ?? 0) : ''}</td>` : '';
    const head = html`<th scope="row"><span class="rr-num">${i + 1}</span> ${name(row)}${withdrawn}</th>`;
    return html`<tr>${head}${cells}${wonLost}${rankingPoints}<td class="box num">${anyResult && r ? r.i + 1 : ''}</td></tr>`;
  })}</tbody>
</table>
<h3>${w.t('print.orderOfPlay')}</h3>
<table class="sheet-table">
<thead><tr>${playHeads}</tr></thead>
<tbody>${pool.matches.map((m) => {
    const p = plannedAt.get(m.id);
    const where =
      m.status === 'live'
        ? w.t('print.whereNow', { court: m.court ?? '' })
        : p
          ? w.t('print.whereAbout', { court: p.court, time: clockText(p.at, w.lang) })
          : m.court !== null && DECIDED.has(m.status)
            ? w.t('print.whereCourt', { court: m.court })
            : '';
    const result = DECIDED.has(m.status)
      ? m.status === 'forfeit' || m.status === 'void'
        ? w.t('print.statusWord', { status: m.status })
        : setsText(m.sets)
      : '';
    const teams = html`${m.a?.name ?? ''} <span class="vs">${w.t('board.vs')}</span> ${m.b?.name ?? ''}`;
    const cells = html`<td class="nowrap">${where}</td><td>${workTeamName(t, m.id)}</td><td class="box result-cell">${result}</td>`;
    return html`<tr><td class="num">${m.round}</td><td>${teams}</td>${cells}</tr>`;
  })}</tbody>
</table>
</section>`;
}

export function poolSheetsPage(o: { t: Tournament; pub: PublicState; now: number; pool?: string; w?: Words }): string {
  const { t, pub, now } = o;
  const w = o.w ?? wordsFor('en');
  const plannedAt = new Map(planQueue(t, now).map((e) => [e.match, { court: e.court, at: now + e.etaMin * 60_000 }]));
  const pools = pub.pools.filter((p) => o.pool === undefined || p.id === o.pool);
  const body = pools.length
    ? html`${pools.map((p) => poolSheet(t, p, plannedAt, w))}`
    : html`<p class="empty">${w.t('print.noPool', { one: o.pool !== undefined ? 'yes' : 'no', pool: o.pool ?? '' })}</p>`;
  return printPage({
    t,
    title: w.t('print.poolTitle', { one: o.pool !== undefined ? 'yes' : 'no', pool: o.pool ?? '' }),
    body,
    hint: w.t('print.poolHint'),
    w,
  });
}
