// <standings-table>: one pool's ranking (shared/view/standings.ts) as an element of its own, for the TV display's
// cells, with the tiebreak that decided each rank in words ("head-to-head").
import { nothing } from 'lit';
import type { PublicPool, PublicState } from '../../shared/engine/types.js';
import { standingsView } from '../../shared/view/standings.js';
import { LightElement } from './light-element.js';
import { LIT_MARKUP, type LitView } from './lit-markup.js';

export class StandingsTable extends LightElement {
  static override properties = {
    pub: { attribute: false },
    pool: { attribute: false },
    highlight: { type: String },
  };

  declare pub: PublicState | null;
  declare pool: PublicPool | null;
  declare highlight: string;

  constructor() {
    super();
    this.pub = null;
    this.pool = null;
    this.highlight = '';
  }

  protected override render(): LitView {
    const { pub, pool } = this;
    if (!pub || !pool) return nothing;
    return standingsView(LIT_MARKUP, pub, pool, this.highlight);
  }
}

customElements.define('standings-table', StandingsTable);

declare global {
  interface HTMLElementTagNameMap {
    'standings-table': StandingsTable;
  }
}
