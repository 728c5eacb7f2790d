// <display-app data-slug data-url>: the TV display: one screen at a time (courts, up next, standings, bracket), turning
// at a pace a gym can read (page-turner.ts, shared with the venue TV), live on every change, with notices, the
// address and its QR code, and the connection.
import { displayPages } from '../../shared/view/display-pages.js';
import { displayView } from '../../shared/view/display.js';
import { LiveApp } from './live-app.js';
import type { LitView } from './lit-markup.js';
import { pageMarkup } from '../i18n/page-words.js';
import { PageTurner } from './page-turner.js';
import './sync-status.js';

export class DisplayApp extends LiveApp {
  private readonly mk = pageMarkup();
  private readonly pages = new PageTurner(this, () => (this.pub ? displayPages(this.pub, this.mk.words) : null));

  /** The tournament's public address, as the server wrote it (PUBLIC_URL or the request's host). */
  get url(): string {
    return this.dataset.url ?? '';
  }

  protected override render(): LitView {
    const pub = this.pub!;
    const pages = displayPages(pub, this.mk.words);
    return displayView(this.mk, { pub, pages, at: this.pages.at(pages), url: this.url, now: this.now });
  }
}

customElements.define('display-app', DisplayApp);

declare global {
  interface HTMLElementTagNameMap {
    'display-app': DisplayApp;
  }
}
