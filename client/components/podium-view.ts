// <podium-view>: the champion, with runner-up and third place below when the results tell them.
import { html, nothing, type TemplateResult } from 'lit';
import { podium } from '../../shared/view/format.js';
import type { PublicState } from '../../shared/engine/types.js';
import { LightElement } from './light-element.js';
import { teamLink } from './team-link.js';

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

  protected override render(): TemplateResult | typeof nothing {
    const pub = this.pub;
    const p = pub ? podium(pub) : null;
    if (!pub || !p) return nothing;
    const link = (ref: typeof p.champion) => teamLink(pub.slug, ref, this.highlight);
    return html`<section class="champion"><h2>Champion</h2><p class="champion-name">${link(p.champion)}</p>
${p.second || p.third ? html`<p class="podium">${p.second ? html`<span>Runner-up: ${link(p.second)}</span>` : nothing}${p.third ? html`<span>Third: ${link(p.third)}</span>` : nothing}</p>` : nothing}</section>`;
  }
}

customElements.define('podium-view', PodiumView);

declare global {
  interface HTMLElementTagNameMap {
    'podium-view': PodiumView;
  }
}
