// The board's pools: each pool's standings (standings.ts) and, folded away, its matches. Apart from standings.ts so the
// team page and the TV, which show a pool's table only, load none of it (bench/bundle-budget.ts).
import type { PublicMatch, PublicState } from '../engine/types.js';
import { setsText, sideClass } from './format.js';
import { statusIn } from './format-words.js';
import type { Localized } from './markup.js';
import { standingsView } from './standings.js';
import { sideLinkView } from './team-link.js';

/** One match in a list: who plays, the result or the running score, and its status (with its court while on it). */
export function matchRowView<R>(mk: Localized<R>, pub: PublicState, m: PublicMatch, me = ''): R {
  const { html, words: w } = mk;
  const result = m.status === 'live' && m.live ? `${m.live[0]}-${m.live[1]}` : setsText(m.sets);
  const status = statusIn(m.status, w);
  const badge =
    m.court !== null && (m.status === 'live' || m.status === 'on_deck') ? w.t('board.statusOnCourt', { status, court: m.court }) : status;
  const a = sideLinkView(mk, pub, m, 'A', me, sideClass(m, m.a));
  const b = sideLinkView(mk, pub, m, 'B', me, sideClass(m, m.b));
  return html`<li class="match status-${m.status}">
<span class="who">${a} <span class="vs">${w.t('board.vs')}</span> ${b}</span>
<span class="result">${result}</span>
<span class="badge status-${m.status}">${badge}</span>
</li>`;
}

/** Every pool: its standings and, folded away, its matches. */
export function poolsView<R>(mk: Localized<R>, pub: PublicState, me = ''): R {
  const { html, nothing, words: w } = mk;
  if (pub.pools.length === 0) return nothing;
  const row = (m: PublicMatch) => matchRowView(mk, pub, m, me);
  return html`<section class="pools"><h2>${w.t('board.pools')}</h2>${pub.pools.map(
    (p) => html`<div class="pool">
<h3>${w.t('board.pool', { pool: p.id })}</h3>
${standingsView(mk, pub, p, me)}
<details data-key="pool-${p.id}"><summary>${w.t('board.matches', { n: p.matches.length })}</summary><ul class="matches">${p.matches.map(row)}</ul></details>
</div>`,
  )}</section>`;
}
