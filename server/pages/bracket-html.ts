// The drawn bracket as the server first paints it: <bracket-view> (client/components/bracket-view.ts) holding the
// drawing it renders itself (shared/view/bracket-drawing.ts). Without JavaScript this is the bracket, lines and all.
import type { PublicMatch, PublicState } from '../../shared/engine/types.js';
import { bracketDrawingView } from '../../shared/view/bracket-drawing.js';
import { html, type Html } from './html.js';
import { SERVER_MARKUP } from './markup.js';

/** `only`: a section of the bracket (the TV pages through them); `fit`: scale the drawing to its box. */
export function bracketDrawing(pub: PublicState, highlight = '', o: { only?: PublicMatch[]; fit?: boolean } = {}): Html {
  if (pub.bracket.length === 0) return html``;
  const drawing = bracketDrawingView(SERVER_MARKUP, pub, { only: o.only, me: highlight });
  return html`<bracket-view${highlight ? html` highlight="${highlight}"` : ''}${o.fit ? html` fit` : ''}>${drawing}</bracket-view>`;
}
