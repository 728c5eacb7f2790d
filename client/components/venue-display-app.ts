// <venue-display-app data-slug data-url>: the venue TV, one screen at a time (registration, courts, up next,
// divisions), turning at the tournament TV's pace (page-turner.ts, shared with it), live on every change.
import { venueDisplayView, venuePages } from '../../shared/view/venue-display.js';
import type { LitView } from './lit-markup.js';
import { pageMarkup } from '../i18n/page-words.js';
import { PageTurner } from './page-turner.js';
import { VenueLive } from './venue-live.js';
import './venue-sync-status.js';

export class VenueDisplayApp extends VenueLive {
  private readonly mk = pageMarkup();
  private readonly pages = new PageTurner(this, () => (this.venue ? venuePages(this.venue, this.mk.words) : null));

  get url(): string {
    return this.dataset.url ?? '';
  }

  protected override render(): LitView {
    const venue = this.venue!;
    const pages = venuePages(venue, this.mk.words);
    return venueDisplayView(this.mk, { venue, pages, at: this.pages.at(pages), url: this.url, now: this.now });
  }
}

customElements.define('venue-display-app', VenueDisplayApp);

declare global {
  interface HTMLElementTagNameMap {
    'venue-display-app': VenueDisplayApp;
  }
}
