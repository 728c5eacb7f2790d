// The score keeper pad for one court: the server paints the court's match as <keeper-pad> (client/components/keeper-pad.ts) will
// draw it, and the pad takes over on the keeper Yjs room; a web app manifest and a service worker make it installable and offline.
import type { PublicMatch, PublicState } from '../../shared/engine/types.js';
import { html, type Html } from './html.js';
import { matchTitle, rulesText, runningSetText, setCount, setsText, sideName } from '../../shared/view/format.js';
import { setRules, setTarget, stageRules } from '../../shared/engine/rules.js';
import { builtFile } from './assets.js';
import { page } from './layout.js';

/** Where the keeper pad's service worker is served; its scope, /keeper/, covers every court's pad. */
export const KEEPER_SW_PATH = '/keeper/sw.js';
export const KEEPER_SW_SOURCE = 'client/keeper-sw.ts';

const padPath = (slug: string, court: number) => `/keeper/${encodeURIComponent(slug)}/${court}`;

/** The web app manifest of one court's pad: installed, it opens that court's pad with its key. */
export function keeperManifest(o: { pub: PublicState; court: number; k: string }): Record<string, unknown> {
  const path = padPath(o.pub.slug, o.court);
  return {
    id: path,
    name: `Court ${o.court} keeper · ${o.pub.name}`,
    short_name: `Court ${o.court}`,
    start_url: `${path}?k=${encodeURIComponent(o.k)}`,
    scope: '/keeper/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#0f1720',
    theme_color: '#0f1720',
    icons: [{ src: '/static/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}

function side(m: PublicMatch | null, i: 0 | 1): Html {
  const name = m ? sideName(i === 0 ? m.a : m.b) : i === 0 ? 'Side A' : 'Side B';
  const pts = m?.live?.[i] ?? 0;
  return html`<section class="k-side" data-side="${i}">
<h2 class="k-team" id="k-team-${i}">${name}</h2>
<output class="k-pts" id="k-pts-${i}" aria-labelledby="k-team-${i}">${pts}</output>
<button type="button" class="k-plus" data-side="${i}" disabled><span class="k-plus-sign" aria-hidden="true">+1</span><span class="k-plus-name">Point for ${name}</span></button>
</section>`;
}

export function keeperPage(o: { pub: PublicState; court: number; k: string }): string {
  const { pub, court } = o;
  const c = pub.courts.find((x) => x.court === court);
  const m = c?.match ?? null;
  const live = m?.live ?? [0, 0];
  const pad = m
    ? html`<section class="k-pad" aria-labelledby="k-match">
<p class="k-match" id="k-match">${matchTitle(m)}</p>
<p class="k-set" id="k-set">${runningSetText(m.sets.length + 1, setTarget(setRules(pub.rules, m.stage, m.sets.length + 1), Math.min(live[0], live[1])), setCount(m.sets), stageRules(pub.rules, m.stage).bestOf)}</p>
<div class="k-sides">${side(m, 0)}${side(m, 1)}</div>
<p class="k-sets" id="k-sets">${m.sets.length ? `Sets: ${setsText(m.sets)}` : ''}</p>
</section>`
    : html`<section class="k-pad no-match"><p class="k-match" id="k-match">No match on court ${court} right now.</p><p class="k-set">The next match appears here by itself.</p></section>`;
  const sw = builtFile(KEEPER_SW_SOURCE) ? KEEPER_SW_PATH : '';
  const body = html`<keeper-pad data-slug="${pub.slug}" data-court="${court}" data-k="${o.k}"${sw ? html` data-sw="${sw}"` : ''}>
<header class="k-head"><h1>Court ${court}</h1><p class="k-tournament">${pub.name} · ${rulesText(stageRules(pub.rules, m?.stage ?? 'pool'))}</p>
<p class="sync sync-idle" id="sync" role="status" data-state="loading">Connecting…</p></header>
<noscript><p class="notice error">The keeper pad needs JavaScript.</p></noscript>
${pad}
<p class="k-message" id="k-message" role="status"></p>
</keeper-pad>`;
  return page({
    title: `Court ${court} keeper · ${pub.name}`,
    body,
    bodyClass: 'keeper',
    bare: true,
    entry: 'keeper',
    head: html`<link rel="manifest" href="${padPath(pub.slug, court)}/manifest.webmanifest?k=${encodeURIComponent(o.k)}">
<meta name="theme-color" content="#0f1720">`,
  });
}
