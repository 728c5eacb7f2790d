// The drawn bracket as the server first paints it: the markup <bracket-view> (client/components/bracket-view.ts) renders.
import { GEOMETRY, layoutBracket, type BoxSide, type BracketBox } from '../../shared/view/bracket-layout.js';
import type { PublicMatch, PublicState } from '../../shared/engine/types.js';
import { html, seg, type Html } from './html.js';

/**
 * Keep the markup in step with bracket-view.ts: the component replaces this inside <bracket-view> on its first
 * render, and identical markup means no flash. Without JavaScript this is the bracket, lines and all.
 */
export function bracketDrawing(pub: PublicState, highlight = '', o: { only?: PublicMatch[]; fit?: boolean } = {}): Html {
  if (pub.bracket.length === 0) return html``;
  const l = layoutBracket(o.only ?? pub.bracket, pub.bracket);
  const g = GEOMETRY;
  const me = highlight;
  return html`<bracket-view${me ? html` highlight="${me}"` : ''}${o.fit ? html` fit` : ''}><div class="bx-scroll" role="region" aria-label="Bracket drawing" tabindex="0"><svg class="bx" xmlns="http://www.w3.org/2000/svg" width="${l.width}" height="${l.height}" viewBox="0 0 ${l.width} ${l.height}" data-width="${l.width}" data-height="${l.height}">
<g class="bx-lines" aria-hidden="true">${l.connectors.map((c) => html`<path class="bx-line${c.decided ? ' done' : ''}${c.reset ? ' reset' : ''}${me && c.team === me ? ' me' : ''}" d="${c.d}" data-from="${c.from}" data-to="${c.to}"></path>`)}</g>
${l.sections.map(
  (
    s,
  ) => html`${s.title ? html`<foreignObject x="${s.x}" y="${s.y}" width="${Math.max(g.boxW, l.width - s.x)}" height="34"><h3 class="bx-section">${s.title}</h3></foreignObject>` : ''}
${s.columns.map((c) => html`<foreignObject x="${c.x}" y="${s.y + 34}" width="${g.boxW}" height="24"><p class="bx-col">${c.title}</p></foreignObject>`)}`,
)}
${l.boxes.map((b) => html`<foreignObject x="${b.x}" y="${b.y - g.caption}" width="${g.boxW}" height="${g.caption + g.boxH}">${matchBox(b, pub.slug, me)}</foreignObject>`)}
</svg></div></bracket-view>`;
}

function matchBox(b: BracketBox, slug: string, me: string): Html {
  const m = b.match;
  return html`<div class="bx-match status-${m.status}${m.conditional ? ' conditional' : ''}" data-match="${m.id}">
<p class="bx-caption">${b.caption}</p>
<div class="bx-box">${b.sides.map((s) => sideRow(s, slug, me))}</div>
</div>`;
}

function sideRow(s: BoxSide, slug: string, me: string): Html {
  const mine = s.team !== null && s.team.id === me;
  return html`<div class="bx-side${s.result ? ` ${s.result}` : ''}${s.team ? '' : ' empty'}${mine ? ' me' : ''}">
${
  s.team
    ? html`<a class="bx-name" href="/t/${seg(slug)}/teams/${seg(s.team.id)}" title="${s.text}">${s.text}</a>`
    : s.awaited
      ? html`<span class="bx-name" title="${s.text}"><span class="sr-only">${s.text}</span></span>`
      : html`<span class="bx-name" title="${s.text}">${s.text}</span>`
}
${s.scores.length ? html`<span class="bx-scores">${s.scores.map((x) => html`<span class="${x.live ? 'live' : ''}">${x.text}</span>`)}</span>` : ''}
</div>`;
}
