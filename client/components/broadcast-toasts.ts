// <broadcast-toasts>: a broadcast that arrives while the page is open pops up on top until dismissed
// (docs/api.md, Alert: a broadcast is a one-time alert to every team page); the announcements list keeps it afterwards.
import { html, nothing, type TemplateResult } from 'lit';
import { clockText } from '../../shared/view/format.js';
import { pageWords } from '../i18n/page-words.js';
import type { PublicAlert } from '../../shared/engine/types.js';
import { LightElement } from './light-element.js';

const MAX_TOASTS = 3;
const key = (a: PublicAlert) => `${a.at}|${a.text}`;

export class BroadcastToasts extends LightElement {
  static override properties = {
    alerts: { attribute: false },
    /** generatedAt of the document the server painted: broadcasts up to then are already on the page. */
    since: { type: Number },
    shown: { state: true },
  };

  declare alerts: PublicAlert[];
  declare since: number;
  /** Toasts on screen, newest first. */
  declare shown: PublicAlert[];
  private readonly seen = new Set<string>();
  private first = true;

  constructor() {
    super();
    this.alerts = [];
    this.since = 0;
    this.shown = [];
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('keydown', this.onKey);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('keydown', this.onKey);
  }

  private readonly onKey = (ev: KeyboardEvent): void => {
    if (ev.key === 'Escape' && this.shown.length) this.shown = this.shown.slice(1);
  };

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (!changed.has('alerts')) return;
    const fresh: PublicAlert[] = [];
    // oldest first, so the newest ends on top
    for (const a of [...this.alerts].reverse()) {
      if (a.kind !== 'broadcast' || this.seen.has(key(a))) continue;
      this.seen.add(key(a));
      // without `since` the first document is what the page already shows
      if (this.since ? a.at > this.since : !this.first) fresh.unshift(a);
    }
    if (this.alerts.length) this.first = false;
    if (fresh.length) this.shown = [...fresh, ...this.shown].slice(0, MAX_TOASTS);
  }

  private dismiss(a: PublicAlert): void {
    this.shown = this.shown.filter((x) => x !== a);
  }

  protected override render(): TemplateResult | typeof nothing {
    if (this.shown.length === 0) return nothing;
    const w = pageWords();
    return html`<div class="toasts">${this.shown.map(
      (a) => html`<div class="toast" role="alert">
<p class="toast-kicker">${w.t('live.announcement', { time: clockText(a.at, w.lang) })}</p>
<p class="toast-text">${a.text}</p>
<button type="button" class="btn toast-close" aria-label=${w.t('live.dismissLabel')} title=${w.t('live.dismiss')} @click=${() => this.dismiss(a)}>×</button>
</div>`,
    )}</div>`;
  }
}

customElements.define('broadcast-toasts', BroadcastToasts);

declare global {
  interface HTMLElementTagNameMap {
    'broadcast-toasts': BroadcastToasts;
  }
}
