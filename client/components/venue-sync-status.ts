// <venue-sync-status data-slug>: whether a venue page follows the event live, is reconnecting or offline: the pill
// <sync-status> shows on a tournament's pages, following the venue's channel instead.
import { html, type TemplateResult } from 'lit';
import { INITIAL_STATUS, statusText, type SyncStatus } from '../sync/status.js';
import { venueChannel } from '../sync/venue-channel.js';
import { LightElement } from './light-element.js';

export class VenueSyncStatus extends LightElement {
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
    const channel = venueChannel(slug);
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
    return html`<p class="live-status sync-${s.state}" id="live-status" role="status" data-state=${s.state}><span class="sync-dot" aria-hidden="true"></span>${statusText(s)}</p>`;
  }
}

customElements.define('venue-sync-status', VenueSyncStatus);

declare global {
  interface HTMLElementTagNameMap {
    'venue-sync-status': VenueSyncStatus;
  }
}
