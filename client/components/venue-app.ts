// <venue-app data-slug data-since>: the venue board of an event (every court with its division, the venue's up next,
// the divisions), drawn over the server's first paint with the same view and updated on every change.
import { venueBoardView } from '../../shared/view/venue-board.js';
import type { LitView } from './lit-markup.js';
import { pageMarkup } from '../i18n/page-words.js';
import { VenueLive } from './venue-live.js';

export class VenueApp extends VenueLive {
  protected override render(): LitView {
    return venueBoardView(pageMarkup(), this.venue!, this.now);
  }
}

customElements.define('venue-app', VenueApp);

declare global {
  interface HTMLElementTagNameMap {
    'venue-app': VenueApp;
  }
}
