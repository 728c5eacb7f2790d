// The base of a whole live page, tournament (live-app.ts) or venue (venue-live.ts): follows the document the
// subclass's channel gives and draws once the first one arrives, keeping the server's first paint on screen until then.
import { fillClocks } from './clock-slots.js';
import { LightElement } from './light-element.js';

/** How often running times ("playing for 12 min", "about 14:20" slots, the TV's clock) are recounted. */
const TICK_MS = 15_000;

/** What a live page needs of its channel: the newest document and word when it changes. */
export interface FollowedDoc<D> {
  readonly doc: D | null;
  subscribe(fn: () => void): () => void;
}

export abstract class ChannelLive<D extends { generatedAt: number }> extends LightElement {
  static override properties = {
    doc: { state: true },
    now: { state: true },
  };

  declare doc: D | null;
  declare now: number;
  private unsubscribe: (() => void) | null = null;
  private tick: ReturnType<typeof setInterval> | undefined;

  constructor() {
    super();
    this.doc = null;
    this.now = Date.now();
  }

  /** The page's channel for this slug. */
  protected abstract follow(slug: string): FollowedDoc<D>;

  /** Where `data-rendered` (the document drawn, which the server's paint lacks) is set after each draw. */
  protected abstract readonly renderedAt: readonly string[];

  /** The tournament or event, from the server's `data-slug`. */
  get slug(): string {
    return this.dataset.slug ?? '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.slug) return;
    const channel = this.follow(this.slug);
    const take = () => {
      if (!channel.doc || channel.doc === this.doc) return;
      this.doc = channel.doc;
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

  /** Nothing is drawn before the first document: the server's markup stays until the component can match it. */
  protected override shouldUpdate(_changed: Map<PropertyKey, unknown>): boolean {
    return this.doc !== null;
  }

  // Before the browser paints: the clock times the views leave as slots, and `data-rendered` where the page says.
  protected override updated(changed: Map<PropertyKey, unknown>): void {
    super.updated(changed);
    fillClocks(this);
    for (const sel of this.renderedAt) this.querySelector(sel)?.setAttribute('data-rendered', String(this.doc?.generatedAt ?? 0));
  }
}
