// <venue-display-app data-slug data-url>: the venue TV, one screen at a time (registration, courts, up next,
// divisions), turning at the tournament TV's pace, live on every change.
import { venueDisplayView, venuePages, type VenuePage } from '../../shared/view/venue-display.js';
import { LIT_MARKUP, type LitView } from './lit-markup.js';
import { VenueLive } from './venue-live.js';
import './venue-sync-status.js';

/** A page shows this long unless `?page=<ms>` (tests, rehearsals) says otherwise. */
const PAGE_MS = 13_000;

export class VenueDisplayApp extends VenueLive {
  static override properties = {
    ...VenueLive.properties,
    shown: { state: true },
  };

  /** The key of the page on screen: a change of data keeps it there, only the timer turns pages. */
  declare shown: string;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor() {
    super();
    this.shown = '';
  }

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
    if (!this.venue) return;
    const pages = venuePages(this.venue);
    this.shown = pages[(this.at(pages) + 1) % pages.length]!.key;
  };

  /** Where the shown page is; a page gone gives way to the first of its kind. */
  private at(pages: VenuePage[]): number {
    const i = pages.findIndex((p) => p.key === this.shown);
    if (i >= 0) return i;
    const kind = this.shown.replace(/-.*$/, '');
    return Math.max(
      0,
      pages.findIndex((p) => p.key.startsWith(kind)),
    );
  }

  protected override render(): LitView {
    const venue = this.venue!;
    const pages = venuePages(venue);
    return venueDisplayView(LIT_MARKUP, { venue, pages, at: this.at(pages), url: this.url, now: this.now });
  }
}

customElements.define('venue-display-app', VenueDisplayApp);

declare global {
  interface HTMLElementTagNameMap {
    'venue-display-app': VenueDisplayApp;
  }
}
