// Printed pool sheets, one pool a page: the round robin grid (results so far, empty boxes to fill), the standings columns and the order of play.
import { planQueue } from '../../shared/engine/plan.js';
import { DECIDED, clockText, setsText, tiebreakOrderText } from '../../shared/view/format.js';
import type { PublicMatch, PublicPool, PublicState, Tournament } from '../../shared/engine/types.js';
import { html, type Html } from './html.js';
import { printPage, stagePlayText, workTeamName } from './print.js';

/** A result seen from `row`'s side: "W 21-15, 18-21, 15-9", "L forfeit", "void"; '' while unplayed. */
function cellText(m: PublicMatch | undefined, row: string): string {
  if (!m || !DECIDED.has(m.status)) return '';
  if (m.status === 'void') return 'void';
  const won = m.winner?.id === row ? 'W' : 'L';
  if (m.status === 'forfeit') return `${won} forfeit`;
  const mine = m.a?.id === row ? m.sets : m.sets.map(([x, y]) => [y, x] as [number, number]);
  return `${won} ${setsText(mine)}`;
}

function poolSheet(t: Tournament, _pub: PublicState, pool: PublicPool, plannedAt: Map<string, { court: number; at: number }>): Html {
  const ids = t.pools.find((p) => p.id === pool.id)?.teamIds ?? pool.standings.map((s) => s.teamId);
  const name = (id: string) => t.teams[id]?.name ?? '';
  const rank = new Map(pool.standings.map((s, i) => [s.teamId, { s, i }]));
  const between = (x: string, y: string) => pool.matches.find((m) => (m.a?.id === x && m.b?.id === y) || (m.a?.id === y && m.b?.id === x));
  const anyResult = pool.matches.some((m) => DECIDED.has(m.status));
  // Ranking points get a column of their own when the tiebreak order uses them (docs/api.md, Tiebreak orders and sport presets).
  const points = t.rules.tiebreaks.includes('rankingPoints');
  return html`<section class="sheet pool-sheet">
<header class="sheet-head"><p class="ss-event">${t.name} · ${t.date}</p><h2>Pool ${pool.id}</h2><p class="ss-rules">${stagePlayText(t.rules, 'pool')}</p><p class="ss-rules">Ties broken by ${tiebreakOrderText(t.rules.tiebreaks)}.</p></header>
<table class="rr-grid">
<thead><tr><th scope="col"><span class="sr-only">Team</span></th>${ids.map((id, i) => html`<th scope="col"><span class="rr-num">${i + 1}</span> ${name(id)}</th>`)}<th scope="col">Won</th><th scope="col">Lost</th>${points ? html`<th scope="col">Ranking points</th>` : ''}<th scope="col">Rank</th></tr></thead>
<tbody>${ids.map((row, i) => {
    const r = rank.get(row);
    return html`<tr><th scope="row"><span class="rr-num">${i + 1}</span> ${name(row)}${t.teams[row]?.status === 'withdrawn' ? ' (withdrawn)' : ''}</th>${ids.map((col) => (col === row ? html`<td class="rr-self"></td>` : html`<td class="box">${cellText(between(row, col), row)}</td>`))}<td class="box num">${anyResult && r ? r.s.w : ''}</td><td class="box num">${anyResult && r ? r.s.l : ''}</td>${points ? html`<td class="box num">${anyResult && r ? (r.s.rankingPoints ?? 0) : ''}</td>` : ''}<td class="box num">${anyResult && r ? r.i + 1 : ''}</td></tr>`;
  })}</tbody>
</table>
<h3>Order of play</h3>
<table class="sheet-table">
<thead><tr><th scope="col">Round</th><th scope="col">Match</th><th scope="col">Court · time</th><th scope="col">Work team</th><th scope="col">Result</th></tr></thead>
<tbody>${pool.matches.map((m) => {
    const p = plannedAt.get(m.id);
    const where =
      m.status === 'live'
        ? `court ${m.court} · now`
        : p
          ? `court ${p.court} · about ${clockText(p.at)}`
          : m.court !== null && DECIDED.has(m.status)
            ? `court ${m.court}`
            : '';
    return html`<tr><td class="num">${m.round}</td><td>${m.a?.name ?? ''} <span class="vs">vs</span> ${m.b?.name ?? ''}</td><td class="nowrap">${where}</td><td>${workTeamName(t, m.id)}</td><td class="box result-cell">${DECIDED.has(m.status) ? (m.status === 'forfeit' || m.status === 'void' ? m.status : setsText(m.sets)) : ''}</td></tr>`;
  })}</tbody>
</table>
</section>`;
}

export function poolSheetsPage(o: { t: Tournament; pub: PublicState; now: number; pool?: string }): string {
  const { t, pub, now } = o;
  const plannedAt = new Map(planQueue(t, now).map((e) => [e.match, { court: e.court, at: now + e.etaMin * 60_000 }]));
  const pools = pub.pools.filter((p) => o.pool === undefined || p.id === o.pool);
  const body = pools.length
    ? html`${pools.map((p) => poolSheet(t, pub, p, plannedAt))}`
    : html`<p class="empty">${o.pool !== undefined ? `There is no pool ${o.pool}.` : 'No pools drawn yet: draw the pools first.'}</p>`;
  return printPage({
    t,
    title: o.pool !== undefined ? `Pool sheet: Pool ${o.pool}` : 'Pool sheets',
    body,
    hint: "One pool a page: the round robin grid (each cell from the row team's side), standings columns and the order of play with the current plan.",
  });
}
