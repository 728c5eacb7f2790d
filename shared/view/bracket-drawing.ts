// The drawn bracket (winners, losers, finals) with a line from each match to the one it feeds: one SVG holding the
// lines and, in foreignObjects, the match boxes as HTML (links, ellipsis, app.css). Its viewBox lets the whole
// drawing scale as one piece (the TV display, print) or scroll as one piece (board, bracket page).
import type { PublicMatch, PublicState } from '../engine/types.js';
import { GEOMETRY, layoutBracket, type BoxSide, type BracketBox, type BracketSectionFrame, type Connector } from './bracket-layout.js';
import type { Localized, Markup } from './markup.js';
import { teamPath } from './team-link.js';
import { tierMatches, tierSections } from './format.js';
import { tierTitleIn } from './format-words.js';

/**
 * The drawing of `only` (a section the TV pages through) or of the whole bracket; `me` marks the reader's team.
 * Several tiers (docs/api.md, Tiers and consolation) are drawn one after the other, each under its heading.
 */
export function bracketDrawingView<R>(mk: Localized<R>, pub: PublicState, o: { only?: PublicMatch[] | null; me?: string } = {}): R {
  const { html, nothing, words: w } = mk;
  if (pub.bracket.length === 0) return nothing;
  const me = o.me ?? '';
  if (o.only) {
    const tier = o.only[0]?.tier ?? '';
    return tierDrawing(mk, pub, plain(o.only), plain(drawnWith(pub, tier)), me, w.t('bracket.drawing'));
  }
  const tiers = tierSections(pub);
  if (tiers.length === 1 && tiers[0]!.name === '') return tierDrawing(mk, pub, pub.bracket, pub.bracket, me, w.t('bracket.drawing'));
  return html`${tiers.map(
    (x) => html`<section class="bx-tier" data-tier="${x.name}"><h3 class="bx-tier-title">${tierTitleIn(x.name, w)}</h3>
${tierDrawing(mk, pub, plain(x.matches), plain(drawnWith(pub, x.name)), me, w.t('bracket.tierDrawing', { tier: tierTitleIn(x.name, w) }))}</section>`,
  )}`;
}

/**
 * The matches a tier's drawing names its boxes from: its own, and for a consolation the bracket whose first-round
 * losers it takes ("Loser of Quarterfinal 2").
 */
function drawnWith(pub: PublicState, tier: string): PublicMatch[] {
  const own = tierMatches(pub, tier);
  if (!/consolation$/i.test(tier)) return own;
  const parent = tier === 'Consolation' ? '' : tier.replace(/ consolation$/i, '');
  return [...own, ...tierMatches(pub, parent)];
}

/** Under its tier's heading a match needs no tier in its name: "Winners semifinal 1", not "Silver · Winners semifinal 1". */
const plain = (ms: PublicMatch[]): PublicMatch[] => ms.map((m) => (m.tier ? { ...m, tier: '' } : m));

function tierDrawing<R>(mk: Localized<R>, pub: PublicState, only: PublicMatch[], context: PublicMatch[], me: string, label: string): R {
  const { html, svg, nothing } = mk;
  const l = layoutBracket(only, context, mk.words);
  const g = GEOMETRY;
  const line = (c: Connector) => {
    const cls = `${c.decided ? ' done' : ''}${c.reset ? ' reset' : ''}${me && c.team === me ? ' me' : ''}`;
    return svg`<path class="bx-line${cls}" d="${c.d}" data-from="${c.from}" data-to="${c.to}"></path>`;
  };
  const sectionTitle = (s: BracketSectionFrame) =>
    svg`<foreignObject x="${s.x}" y="${s.y}" width="${Math.max(g.boxW, l.width - s.x)}" height="34"><h3 class="bx-section">${s.title}</h3></foreignObject>`;
  const column = (s: BracketSectionFrame, c: BracketSectionFrame['columns'][number]) =>
    svg`<foreignObject x="${c.x}" y="${s.y + 34}" width="${g.boxW}" height="24"><p class="bx-col">${c.title}</p></foreignObject>`;
  const box = (b: BracketBox) =>
    svg`<foreignObject x="${b.x}" y="${b.y - g.caption}" width="${g.boxW}" height="${g.caption + g.boxH}">${matchBox(mk, b, pub.slug, me)}</foreignObject>`;
  return html`<div class="bx-scroll" role="region" aria-label="${label}" tabindex="0"><svg class="bx" xmlns="http://www.w3.org/2000/svg" width="${
    l.width
  }" height="${l.height}" viewBox="0 0 ${l.width} ${l.height}" data-width="${l.width}" data-height="${l.height}">
<g class="bx-lines" aria-hidden="true">${l.connectors.map(line)}</g>
${l.sections.map(
  (s) => svg`${s.title ? sectionTitle(s) : nothing}
${s.columns.map((c) => column(s, c))}`,
)}
${l.boxes.map(box)}
</svg></div>`;
}

function matchBox<R>(mk: Markup<R>, b: BracketBox, slug: string, me: string): R {
  const m = b.match;
  return mk.html`<div class="bx-match status-${m.status}${m.conditional ? ' conditional' : ''}" data-match="${m.id}">
<p class="bx-caption">${b.caption}</p>
<div class="bx-box">${b.sides.map((s) => sideRow(mk, s, slug, me))}</div>
</div>`;
}

function sideRow<R>({ html, nothing }: Markup<R>, s: BoxSide, slug: string, me: string): R {
  const mine = s.team !== null && s.team.id === me;
  return html`<div class="bx-side${s.result ? ` ${s.result}` : ''}${s.team ? '' : ' empty'}${mine ? ' me' : ''}">
${
  s.team
    ? html`<a class="bx-name" href="${teamPath(slug, s.team.id)}" title="${s.text}">${s.text}</a>`
    : s.awaited
      ? html`<span class="bx-name" title="${s.text}"><span class="sr-only">${s.text}</span></span>`
      : html`<span class="bx-name" title="${s.text}">${s.text}</span>`
}
${s.scores.length ? html`<span class="bx-scores">${s.scores.map((x) => html`<span class="${x.live ? 'live' : ''}">${x.text}</span>`)}</span>` : nothing}
</div>`;
}
