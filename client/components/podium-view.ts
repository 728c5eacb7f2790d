// <podium-view>: the champion, with runner-up and third place below when the results tell them
// (shared/view/board.ts podiumView), as an element of its own for the desk.
import { nothing } from 'lit';
import type { PublicState } from '../../shared/engine/types.js';
import { podiumView } from '../../shared/view/board.js';
import { LightElement } from './light-element.js';
import type { LitView } from './lit-markup.js';
import { pageMarkup } from '../i18n/page-words.js';

export class PodiumView extends LightElement {
  static override properties = {
    pub: { attribute: false },
    highlight: { type: String },
  };

  declare pub: PublicState | null;
  declare highlight: string;

  constructor() {
    super();
    this.pub = null;
    this.highlight = '';
  }

  protected override render(): LitView {
    return this.pub ? podiumView(pageMarkup(), this.pub, this.highlight) : nothing;
  }
}

customElements.define('podium-view', PodiumView);

declare global {
  interface HTMLElementTagNameMap {
    'podium-view': PodiumView;
  }
}
