// <court-card>: one court (shared/view/court-card.ts) as an element of its own, for the TV display's cells: its
// live match with the running score and sets, how long it has run, or why it is idle, and what comes next on it.
import { nothing } from 'lit';
import type { PublicCourt, PublicMatch, PublicState } from '../../shared/engine/types.js';
import { courtCardView, liveScoreView } from '../../shared/view/court-card.js';
import { LightElement } from './light-element.js';
import { LIT_MARKUP, type LitView } from './lit-markup.js';

/** The running score of a live match (shared/view/court-card.ts), as a Lit template. */
export function liveScore(pub: PublicState, m: PublicMatch, me = ''): LitView {
  return liveScoreView(LIT_MARKUP, pub, m, me);
}

export class CourtCard extends LightElement {
  static override properties = {
    pub: { attribute: false },
    court: { attribute: false },
    /** The reader's own team id (team page), marked in the names. */
    highlight: { type: String },
    /** The clock the running time is counted against; the app ticks it. */
    now: { type: Number },
  };

  declare pub: PublicState | null;
  declare court: PublicCourt | null;
  declare highlight: string;
  declare now: number;

  constructor() {
    super();
    this.pub = null;
    this.court = null;
    this.highlight = '';
    this.now = Date.now();
  }

  protected override render(): LitView {
    const { pub, court } = this;
    if (!pub || !court) return nothing;
    return courtCardView(LIT_MARKUP, pub, court, { now: this.now, me: this.highlight });
  }
}

customElements.define('court-card', CourtCard);

declare global {
  interface HTMLElementTagNameMap {
    'court-card': CourtCard;
  }
}
