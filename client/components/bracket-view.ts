// <bracket-view>: the drawn bracket (winners, losers, finals) with a line from each match to the one it feeds.
import { nothing } from 'lit';
import type { PublicMatch, PublicState } from '../../shared/engine/types.js';
import { bracketDrawingView } from '../../shared/view/bracket-drawing.js';
import { LightElement } from './light-element.js';
import type { LitView } from './lit-markup.js';
import { pageMarkup } from '../i18n/page-words.js';

/**
 * Renders the drawing the server first paints inside it (shared/view/bracket-drawing.ts), so taking over shows no
 * flash; `fit` scales it to the element's box (the TV display, print) instead of scrolling it.
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

  protected override render(): LitView {
    const pub = this.pub;
    if (!pub) return nothing;
    return bracketDrawingView(pageMarkup(), pub, { only: this.only, me: this.highlight });
  }
}

customElements.define('bracket-view', BracketView);

declare global {
  interface HTMLElementTagNameMap {
    'bracket-view': BracketView;
  }
}
