// <up-next>: the queue as people read it: which court, who plays (or what a side waits for), in how many
// minutes and at about what time.
import { html, nothing, type TemplateResult } from 'lit';
import { clockText, etaAt, etaInText, matchName, waitsForText } from '../../shared/view/format.js';
import type { PublicState, UpNextEntry } from '../../shared/engine/types.js';
import { LightElement } from './light-element.js';
import { sideLink } from './team-link.js';

/** "in 14 min" and "about 14:20" (the clock in the reader's own time zone, so only the browser writes it), or "now". */
export function etaWords(pub: PublicState, etaMin: number): TemplateResult {
  if (etaMin <= 0) return html`<span class="eta-in">now</span>`;
  return html`<span class="eta-in">${etaInText(etaMin)}</span> <span class="eta-clock">about ${clockText(etaAt(pub, etaMin))}</span>`;
}

export class UpNext extends LightElement {
  static override properties = {
    pub: { attribute: false },
    entries: { attribute: false },
    highlight: { type: String },
  };

  declare pub: PublicState | null;
  /** The entries to list; all of `pub.upNext` when unset. */
  declare entries: UpNextEntry[] | null;
  declare highlight: string;

  constructor() {
    super();
    this.pub = null;
    this.entries = null;
    this.highlight = '';
  }

  protected override render(): TemplateResult | typeof nothing {
    const pub = this.pub;
    if (!pub) return nothing;
    const entries = this.entries ?? pub.upNext;
    if (entries.length === 0) return html`<p class="empty">Nothing queued.</p>`;
    const me = this.highlight;
    return html`<ol class="upnext">${entries.map(
      (
        e,
      ) => html`<li class="${e.tentative ? 'tentative' : ''}${e.status === 'on_deck' ? ' on-deck' : ''}${me && (e.a?.id === me || e.b?.id === me) ? ' mine' : ''}">
<span class="where">Court ${e.court}</span>
<span class="who">${sideLink(pub, e, 'A', me)} <span class="vs">vs</span> ${sideLink(pub, e, 'B', me)}</span>
<span class="eta">${etaWords(pub, e.etaMin)}</span>
<span class="what">${matchName(pub, e)}${e.status === 'on_deck' ? ' · on deck' : ''}${e.tentative ? ` · ${waitsForText(pub, e)}` : ''}${e.workTeam ? ` · work team: ${e.workTeam.name}` : ''}</span>
</li>`,
    )}</ol>`;
  }
}

customElements.define('up-next', UpNext);

declare global {
  interface HTMLElementTagNameMap {
    'up-next': UpNext;
  }
}
