// <up-next>: the queue (shared/view/up-next.ts) as an element of its own, for the TV display's cells: which court,
// who plays (or what a side waits for), in how many minutes and at about what time.
import { nothing } from 'lit';
import type { PublicState, UpNextEntry } from '../../shared/engine/types.js';
import { upNextView } from '../../shared/view/up-next.js';
import { fillClocks } from './clock-slots.js';
import { LightElement } from './light-element.js';
import { LIT_MARKUP, type LitView } from './lit-markup.js';

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

  protected override render(): LitView {
    const pub = this.pub;
    if (!pub) return nothing;
    return upNextView(LIT_MARKUP, pub, this.entries ?? pub.upNext, this.highlight);
  }

  protected override updated(changed: Map<PropertyKey, unknown>): void {
    super.updated(changed);
    fillClocks(this);
  }
}

customElements.define('up-next', UpNext);

declare global {
  interface HTMLElementTagNameMap {
    'up-next': UpNext;
  }
}
