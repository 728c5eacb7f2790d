// <sync-status data-slug>: whether the page follows the tournament live, is reconnecting or offline: a pill
// in a corner, always shown, announced politely. It follows the channel itself, so it speaks before the
// first state has arrived too.
import { html, type TemplateResult } from 'lit';
import { publicChannel } from '../sync/public-channel.js';
import { INITIAL_STATUS, statusText, type SyncStatus } from '../sync/status.js';
import { LightElement } from './light-element.js';

export class SyncStatusView extends LightElement {
  static override properties = {
    status: { state: true },
  };

  declare status: SyncStatus;
  private unsubscribe: (() => void) | null = null;

  constructor() {
    super();
    this.status = INITIAL_STATUS;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const slug = this.dataset.slug;
    if (!slug) return;
    const channel = publicChannel(slug);
    this.unsubscribe = channel.subscribe(() => {
      this.status = channel.status;
    });
    this.status = channel.status;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  protected override render(): TemplateResult {
    const s = this.status;
    // the live region stays in the page with its words changing, so each change is read out once
    return html`<p class="live-status sync-${s.state}" id="live-status" role="status" data-state=${s.state}><span class="sync-dot" aria-hidden="true"></span>${statusText(s)}</p>`;
  }
}

customElements.define('sync-status', SyncStatusView);

declare global {
  interface HTMLElementTagNameMap {
    'sync-status': SyncStatusView;
  }
}
