// The score keeper pad for one court. static/keeper.js runs it from state.json and the /ws feed,
// queues unsent points in localStorage and posts them with the court key `k` from a data- attribute.
import type { PublicState } from '../../shared/types.js';
import { html, raw } from './html.js';
import { matchTitle, setsText, sideName } from '../../shared/format.js';
import { page } from './layout.js';

export function keeperPage(o: { pub: PublicState; court: number; k: string }): string {
  const { pub, court } = o;
  const c = pub.courts.find((x) => x.court === court);
  const m = c?.match ?? null;
  const live = m?.live ?? [0, 0];
  const side = (i: 0 | 1) => html`<section class="k-side" data-side="${i}">
<h2 class="k-team" id="k-team-${i}">${sideName(i === 0 ? m?.a ?? null : m?.b ?? null)}</h2>
<output class="k-pts" id="k-pts-${i}" aria-live="polite" aria-labelledby="k-team-${i}">${live[i]}</output>
<div class="k-btns">
<button type="button" class="k-minus" data-side="${i}" data-delta="-1" aria-label="Take a point from side ${i === 0 ? 'A' : 'B'}" disabled>−1</button>
<button type="button" class="k-plus" data-side="${i}" data-delta="1" aria-label="Point for side ${i === 0 ? 'A' : 'B'}" disabled>+1</button>
</div>
</section>`;
  const body = html`<header class="k-head">
<h1>Court ${court}</h1>
<p class="k-tournament">${pub.name} · to ${pub.rules.pointsTo}, win by ${pub.rules.winBy}${pub.rules.cap ? `, cap ${pub.rules.cap}` : ''}, best of ${pub.rules.bestOf}</p>
<p class="sync sync-idle" id="sync" role="status" aria-live="polite">Connecting…</p>
</header>
<noscript><p class="notice error">The keeper pad needs JavaScript.</p></noscript>
<div id="pad" class="k-pad${m ? '' : ' no-match'}">
<p class="k-match" id="k-match">${m ? matchTitle(m) : 'No live match on this court right now.'}</p>
<div class="k-sides">${side(0)}${side(1)}</div>
<p class="k-sets" id="k-sets">${m && m.sets.length ? `Sets: ${setsText(m.sets)}` : ''}</p>
<div class="k-actions">
<button type="button" class="btn big" id="finish-set" disabled${pub.rules.bestOf === 1 ? raw(' hidden') : ''}>Finish set</button>
<button type="button" class="btn big primary" id="submit-final" disabled>Submit final result</button>
</div>
</div>
<p class="k-message" id="k-message" role="alert"></p>
<dialog id="k-confirm" class="k-confirm" aria-labelledby="k-confirm-title">
<form method="dialog">
<h2 id="k-confirm-title">Confirm</h2>
<p id="k-confirm-text"></p>
<div class="k-actions"><button value="cancel" class="btn big">Cancel</button><button value="ok" class="btn big primary" id="k-confirm-ok">Confirm</button></div>
</form>
</dialog>`;
  return page({
    title: `Court ${court} keeper · ${pub.name}`, body, bodyClass: 'keeper', bare: true, scripts: ['keeper.js'],
    data: { slug: pub.slug, court, k: o.k },
  });
}
