// The drawn bracket as the server first paints it: <bracket-view> (client/components/bracket-view.ts) holding the
// drawing it renders itself (shared/view/bracket-drawing.ts). Without JavaScript this is the bracket, lines and all.
import type { PublicState } from '../../shared/engine/types.js';
import { bracketDrawingView } from '../../shared/view/bracket-drawing.js';
import { html, type Html } from './html.js';
import type { Lang } from '../../shared/i18n/languages.js';
import { markupFor } from './markup.js';

/** The whole bracket (board, bracket page) in `lang`; `highlight` marks a team's own road. */
export function bracketDrawing(pub: PublicState, highlight = '', lang: Lang = 'en'): Html {
  if (pub.bracket.length === 0) return html``;
  const drawing = bracketDrawingView(markupFor(lang), pub, { me: highlight });
  return html`<bracket-view${highlight ? html` highlight="${highlight}"` : ''}>${drawing}</bracket-view>`;
}
