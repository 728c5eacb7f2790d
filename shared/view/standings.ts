// A pool's ranking as people read it, with the tiebreak that decided each rank in words: the board, the team page and
// the TV show it (the board's pools with their matches are pools.ts).
import type { PublicPool, PublicState } from '../engine/types.js';
import { decidedByIn, tiebreakOrderIn } from './format-words.js';
import type { Localized } from './markup.js';
import { teamLinkView } from './team-link.js';

/**
 * One pool's standings table; `me` marks the reader's own team. `rows` shows part of a big pool (the TV pages it):
 * `count` rows from row `from`, their ranks kept, the caption saying which part ("1 of 2").
 */
export function standingsView<R>(
  mk: Localized<R>,
  pub: PublicState,
  pool: PublicPool,
  me = '',
  rows: { from: number; count: number; part: string } = { from: 0, count: pool.standings.length, part: '' },
): R {
  const { html, nothing, words: w } = mk;
  // Ranking points are a column only where the tiebreak order uses them (docs/api.md, Tiebreak orders and sport presets).
  const points = pool.standings.some((s) => s.rankingPoints !== undefined);
  const col = {
    team: w.t('board.colTeam'),
    wins: w.t('board.colWins'),
    w: w.t('board.colW'),
    losses: w.t('board.colLosses'),
    l: w.t('board.colL'),
    setsTitle: w.t('board.colSetsTitle'),
    sets: w.t('board.colSets'),
    diffTitle: w.t('board.colDiffTitle'),
  };
  const pointsHead = points
    ? html`<th scope="col"><abbr title="${w.t('board.colRankingPoints')}">${w.t('board.colPts')}</abbr></th>`
    : nothing;
  const order = pub.rules.tiebreaks?.length ? w.t('board.tiesBroken', { order: tiebreakOrderIn(pub.rules.tiebreaks, w) }) : '';
  return html`<div class="table-wrap"><table class="standings${points ? ' with-pts' : ''}">
<caption>${w.t('board.poolStandings', { pool: pool.id })}${rows.part ? ` (${rows.part})` : ''}</caption>
<thead><tr><th scope="col">#</th><th scope="col">${col.team}</th><th scope="col"><abbr title="${col.wins}">${
    col.w
  }</abbr></th><th scope="col"><abbr title="${col.losses}">${col.l}</abbr></th>${pointsHead}<th scope="col"><abbr title="${col.setsTitle}">${
    col.sets
  }</abbr></th><th scope="col"><abbr title="${col.diffTitle}">+/-</abbr></th></tr></thead>
<tbody>${pool.standings.slice(rows.from, rows.from + rows.count).map((s, i) => {
    const link = teamLinkView(mk, pub.slug, { id: s.teamId, name: s.name }, me);
    const withdrawn = s.status === 'withdrawn' ? ` ${w.t('board.withdrawn')}` : nothing;
    const tiebreak =
      s.decidedBy !== 'wins' ? html` <span class="tiebreak">${decidedByIn(s.decidedBy, rows.from + i === 0, w)}</span>` : nothing;
    const diff = s.pointDiff > 0 ? `+${s.pointDiff}` : s.pointDiff;
    return html`<tr class="${s.teamId === me ? 'me' : ''}${s.status === 'withdrawn' ? ' withdrawn' : ''}">
<td>${rows.from + i + 1}</td><td>${link}${withdrawn}${tiebreak}</td>
<td>${s.w}</td><td>${s.l}</td>${points ? html`<td>${s.rankingPoints ?? 0}</td>` : nothing}<td>${s.setsW}-${s.setsL}</td><td>${diff}</td></tr>`;
  })}</tbody>
</table></div>${
    rows.from + rows.count >= pool.standings.length && pub.rules.tiebreaks?.length
      ? html`<p class="muted small tiebreak-order">${order}</p>`
      : nothing
  }`;
}
