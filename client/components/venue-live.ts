// The base of the venue pages (board and TV): follows the event's venue document and draws once the first one
// arrives, keeping the server's first paint on screen until then.
import type { PublicVenue } from '../../shared/public/public-venue.js';
import { venueChannel } from '../sync/venue-channel.js';
import { fillClocks } from './clock-slots.js';
import { LightElement } from './light-element.js';

/** How often "about 14:20" slots and the TV's clock are rewritten. */
const TICK_MS = 15_000;

export class VenueLive extends LightElement {
  static override properties = {
    venue: { state: true },
    now: { state: true },
  };

  declare venue: PublicVenue | null;
  declare now: number;
  private unsubscribe: (() => void) | null = null;
  private tick: ReturnType<typeof setInterval> | undefined;

  constructor() {
    super();
    this.venue = null;
    this.now = Date.now();
  }

  /** The event, from the server's `data-slug`. */
  get slug(): string {
    return this.dataset.slug ?? '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.slug) return;
    const channel = venueChannel(this.slug);
    const take = () => {
      if (!channel.venue || channel.venue === this.venue) return;
      this.venue = channel.venue;
      this.now = Date.now();
    };
    this.unsubscribe = channel.subscribe(take);
    take();
    this.tick = setInterval(() => {
      this.now = Date.now();
    }, TICK_MS);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribe?.();
    this.unsubscribe = null;
    clearInterval(this.tick);
  }

  protected override shouldUpdate(_changed: Map<PropertyKey, unknown>): boolean {
    return this.venue !== null;
  }

  // the clock slots the views leave, and on `#live` the document drawn (the server's paint lacks `data-rendered`)
  protected override updated(changed: Map<PropertyKey, unknown>): void {
    super.updated(changed);
    fillClocks(this);
    this.querySelector('#live')?.setAttribute('data-rendered', String(this.venue?.generatedAt ?? 0));
    this.querySelector('.d-screen')?.setAttribute('data-rendered', String(this.venue?.generatedAt ?? 0));
  }
}
