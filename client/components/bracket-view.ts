// <bracket-view>: the drawn bracket (winners, losers, finals) with a line from each match to the one it feeds.
import { html, nothing, svg, type TemplateResult } from 'lit';
import { GEOMETRY, layoutBracket, type BoxSide, type BracketBox, type BracketLayout } from '../../shared/view/bracket-layout.js';
import type { PublicMatch, PublicState } from '../../shared/engine/types.js';
import { LightElement } from './light-element.js';

/**
 * Renders the same markup as the server's first paint (server/pages/bracket-html.ts), so taking over shows no
 * flash. One SVG holds the lines and, in foreignObjects, the match boxes as HTML (links, ellipsis, app.css):
 * its viewBox lets the whole drawing scale as one piece (`fit`: the TV display, print) or scroll as one piece.
 */
export class BracketView extends LightElement {
  static override properties = {
    pub: { attribute: false },
    /** A subset of `pub.bracket` to draw (the TV display pages through sections); all of it when unset. */
    only: { attribute: false },
    highlight: { type: String },
    /** Scale the drawing to the element's box instead of drawing it at its natural size. */
    fit: { type: Boolean, reflect: true },
  };

  declare pub: PublicState | null;
  declare only: PublicMatch[] | null;
  declare highlight: string;
  declare fit: boolean;

  constructor() {
    super();
    this.pub = null;
    this.only = null;
    this.highlight = '';
    this.fit = false;
  }

  // Until the first state arrives, the server's drawing stays on screen (see LightElement).
  protected override shouldUpdate(): boolean {
    return this.pub !== null;
  }

  protected override render(): TemplateResult | typeof nothing {
    const pub = this.pub;
    if (!pub || pub.bracket.length === 0) return nothing;
    const layout = layoutBracket(this.only ?? pub.bracket, pub.bracket);
    return html`<div class="bx-scroll" role="region" aria-label="Bracket drawing" tabindex="0">${drawing(layout, pub.slug, this.highlight)}</div>`;
  }
}

function drawing(l: BracketLayout, slug: string, me: string): TemplateResult {
  const g = GEOMETRY;
  return html`<svg class="bx" xmlns="http://www.w3.org/2000/svg" width=${l.width} height=${l.height} viewBox="0 0 ${l.width} ${l.height}" data-width=${l.width} data-height=${l.height}>
<g class="bx-lines" aria-hidden="true">${l.connectors.map((c) => svg`<path class="bx-line${c.decided ? ' done' : ''}${c.reset ? ' reset' : ''}${me && c.team === me ? ' me' : ''}" d=${c.d} data-from=${c.from} data-to=${c.to}></path>`)}</g>
${l.sections.map(
  (
    s,
  ) => svg`${s.title ? svg`<foreignObject x=${s.x} y=${s.y} width=${Math.max(g.boxW, l.width - s.x)} height="34"><h3 class="bx-section">${s.title}</h3></foreignObject>` : nothing}
${s.columns.map((c) => svg`<foreignObject x=${c.x} y=${s.y + 34} width=${g.boxW} height="24"><p class="bx-col">${c.title}</p></foreignObject>`)}`,
)}
${l.boxes.map((b) => svg`<foreignObject x=${b.x} y=${b.y - g.caption} width=${g.boxW} height=${g.caption + g.boxH}>${matchBox(b, slug, me)}</foreignObject>`)}
</svg>`;
}

function matchBox(b: BracketBox, slug: string, me: string): TemplateResult {
  const m = b.match;
  return html`<div class="bx-match status-${m.status}${m.conditional ? ' conditional' : ''}" data-match=${m.id}>
<p class="bx-caption">${b.caption}</p>
<div class="bx-box">${b.sides.map((s) => sideRow(s, slug, me))}</div>
</div>`;
}

function sideRow(s: BoxSide, slug: string, me: string): TemplateResult {
  const mine = s.team !== null && s.team.id === me;
  return html`<div class="bx-side${s.result ? ` ${s.result}` : ''}${s.team ? '' : ' empty'}${mine ? ' me' : ''}">
${
  s.team
    ? html`<a class="bx-name" href="/t/${encodeURIComponent(slug)}/teams/${encodeURIComponent(s.team.id)}" title=${s.text}>${s.text}</a>`
    : s.awaited
      ? html`<span class="bx-name" title=${s.text}><span class="sr-only">${s.text}</span></span>`
      : html`<span class="bx-name" title=${s.text}>${s.text}</span>`
}
${s.scores.length ? html`<span class="bx-scores">${s.scores.map((x) => html`<span class=${x.live ? 'live' : ''}>${x.text}</span>`)}</span>` : nothing}
</div>`;
}

customElements.define('bracket-view', BracketView);

declare global {
  interface HTMLElementTagNameMap {
    'bracket-view': BracketView;
  }
}
