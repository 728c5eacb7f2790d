// A pool as people read it: its ranking with the tiebreak that decided each rank in words, and its matches.
import type { PublicMatch, PublicPool, PublicState } from '../engine/types.js';
import { STATUS_LABEL, decidedByText, setsText, sideClass, tiebreakOrderText } from './format.js';
import type { Markup } from './markup.js';
import { sideLinkView, teamLinkView } from './team-link.js';

/**
 * One pool's standings table; `me` marks the reader's own team. `rows` shows part of a big pool (the TV pages it):
 * `count` rows from row `from`, their ranks kept, the caption saying which part ("1 of 2").
 */
export function standingsView<R>(
  mk: Markup<R>,
  pub: PublicState,
  pool: PublicPool,
  me = '',
  rows: { from: number; count: number; part: string } = { from: 0, count: pool.standings.length, part: '' },
): R {
  const { html, nothing } = mk;
  // Ranking points are a column only where the tiebreak order uses them (docs/api.md, Tiebreak orders and sport presets).
  const points = pool.standings.some((s) => s.rankingPoints !== undefined);
  return html`<div class="table-wrap"><table class="standings${points ? ' with-pts' : ''}">
<caption>Pool ${pool.id} standings${rows.part ? ` (${rows.part})` : ''}</caption>
<thead><tr><th scope="col">#</th><th scope="col">Team</th><th scope="col"><abbr title="Wins">W</abbr></th><th scope="col"><abbr title="Losses">L</abbr></th>${points ? html`<th scope="col"><abbr title="Ranking points">Pts</abbr></th>` : nothing}<th scope="col"><abbr title="Sets won-lost">Sets</abbr></th><th scope="col"><abbr title="Point difference">+/-</abbr></th></tr></thead>
<tbody>${pool.standings.slice(rows.from, rows.from + rows.count).map(
    (s, i) => html`<tr class="${s.teamId === me ? 'me' : ''}${s.status === 'withdrawn' ? ' withdrawn' : ''}">
<td>${rows.from + i + 1}</td><td>${teamLinkView(mk, pub.slug, { id: s.teamId, name: s.name }, me)}${s.status === 'withdrawn' ? ' (withdrawn)' : nothing}${s.decidedBy !== 'wins' ? html` <span class="tiebreak">${decidedByText(s.decidedBy, rows.from + i === 0)}</span>` : nothing}</td>
<td>${s.w}</td><td>${s.l}</td>${points ? html`<td>${s.rankingPoints ?? 0}</td>` : nothing}<td>${s.setsW}-${s.setsL}</td><td>${s.pointDiff > 0 ? `+${s.pointDiff}` : s.pointDiff}</td></tr>`,
  )}</tbody>
</table></div>${rows.from + rows.count >= pool.standings.length && pub.rules.tiebreaks?.length ? html`<p class="muted small tiebreak-order">Ties broken by ${tiebreakOrderText(pub.rules.tiebreaks)}.</p>` : nothing}`;
}

/** One match in a list: who plays, the result or the running score, and its status (with its court while on it). */
export function matchRowView<R>(mk: Markup<R>, pub: PublicState, m: PublicMatch, me = ''): R {
  const { html } = mk;
  const result = m.status === 'live' && m.live ? `${m.live[0]}-${m.live[1]}` : setsText(m.sets);
  const where = m.court !== null && (m.status === 'live' || m.status === 'on_deck') ? ` · court ${m.court}` : '';
  return html`<li class="match status-${m.status}">
<span class="who">${sideLinkView(mk, pub, m, 'A', me, sideClass(m, m.a))} <span class="vs">vs</span> ${sideLinkView(mk, pub, m, 'B', me, sideClass(m, m.b))}</span>
<span class="result">${result}</span>
<span class="badge status-${m.status}">${STATUS_LABEL[m.status] ?? m.status}${where}</span>
</li>`;
}

/** Every pool: its standings and, folded away, its matches. */
export function poolsView<R>(mk: Markup<R>, pub: PublicState, me = ''): R {
  const { html, nothing } = mk;
  if (pub.pools.length === 0) return nothing;
  return html`<section class="pools"><h2>Pools</h2>${pub.pools.map(
    (p) => html`<div class="pool">
<h3>Pool ${p.id}</h3>
${standingsView(mk, pub, p, me)}
<details data-key="pool-${p.id}"><summary>Matches (${p.matches.length})</summary><ul class="matches">${p.matches.map((m) => matchRowView(mk, pub, m, me))}</ul></details>
</div>`,
  )}</section>`;
}
