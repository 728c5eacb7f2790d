// The sync pill both <sync-status> (a tournament's pages) and <venue-sync-status> (a venue's pages) show:
// whether the page follows live, is reconnecting or offline, following the channel `follow` gives for data-slug.
import { html, type TemplateResult } from 'lit';
import type { Followed } from '../sync/followed.js';
import { INITIAL_STATUS, statusText, type SyncStatus } from '../sync/status.js';
import { LightElement } from './light-element.js';
import { pageWords } from '../i18n/page-words.js';

export abstract class ChannelSyncStatus extends LightElement {
  static override properties = {
    status: { state: true },
  };

  declare status: SyncStatus;
  private unsubscribe: (() => void) | null = null;

  constructor() {
    super();
    this.status = INITIAL_STATUS;
  }

  /** The page's channel for this slug. */
  protected abstract follow(slug: string): Followed;

  override connectedCallback(): void {
    super.connectedCallback();
    const slug = this.dataset.slug;
    if (!slug) return;
    const channel = this.follow(slug);
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
    return html`<p class="live-status sync-${s.state}" id="live-status" role="status" data-state=${
      s.state
    }><span class="sync-dot" aria-hidden="true"></span>${statusText(s, pageWords())}</p>`;
  }
}
