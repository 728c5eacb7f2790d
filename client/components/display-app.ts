// <display-app data-slug data-url>: the TV display: one screen at a time (courts, up next, standings, bracket), turning
// at a pace a gym can read, live on every change, with notices, the address and its QR code, and the connection.
import { displayPages, type DisplayPage } from '../../shared/view/display-pages.js';
import { displayView } from '../../shared/view/display.js';
import { LiveApp } from './live-app.js';
import { LIT_MARKUP, type LitView } from './lit-markup.js';
import './sync-status.js';

/** A page shows this long unless `?page=<ms>` (tests, rehearsals) says otherwise. */
const PAGE_MS = 13_000;

export class DisplayApp extends LiveApp {
  static override properties = {
    ...LiveApp.properties,
    shown: { state: true },
  };

  /** The key of the page on screen: a change of data keeps it there, only the timer turns pages. */
  declare shown: string;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor() {
    super();
    this.shown = '';
  }

  /** The tournament's public address, as the server wrote it (PUBLIC_URL or the request's host). */
  get url(): string {
    return this.dataset.url ?? '';
  }

  get pageMs(): number {
    const asked = Number(new URLSearchParams(location.search).get('page'));
    return Number.isFinite(asked) && asked >= 500 ? asked : PAGE_MS;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.timer = setInterval(this.turn, this.pageMs);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.timer);
  }

  private readonly turn = (): void => {
    if (!this.pub) return;
    const pages = displayPages(this.pub);
    this.shown = pages[(this.at(pages) + 1) % pages.length]!.key;
  };

  /** Where the shown page is in `pages`; a page gone (its courts regrouped) gives way to the first of its kind. */
  private at(pages: DisplayPage[]): number {
    const i = pages.findIndex((p) => p.key === this.shown);
    if (i >= 0) return i;
    const kind = this.shown.replace(/-.*$/, '');
    return Math.max(
      0,
      pages.findIndex((p) => p.key.startsWith(kind)),
    );
  }

  protected override render(): LitView {
    const pub = this.pub!;
    const pages = displayPages(pub);
    return displayView(LIT_MARKUP, { pub, pages, at: this.at(pages), url: this.url, now: this.now });
  }
}

customElements.define('display-app', DisplayApp);

declare global {
  interface HTMLElementTagNameMap {
    'display-app': DisplayApp;
  }
}
