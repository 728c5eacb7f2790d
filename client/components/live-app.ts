// The base of a whole live page (board, team page): follows the tournament's public channel and draws once
// the first state arrives, keeping the server's first paint on screen until then.
import { fillClocks } from './clock-slots.js';
import { LightElement } from './light-element.js';
import { publicChannel } from '../sync/public-channel.js';
import type { PublicState } from '../../shared/engine/types.js';

/** How often running times ("playing for 12 min") are recounted. */
const TICK_MS = 15_000;

export class LiveApp extends LightElement {
  static override properties = {
    pub: { state: true },
    now: { state: true },
  };

  declare pub: PublicState | null;
  declare now: number;
  private unsubscribe: (() => void) | null = null;
  private tick: ReturnType<typeof setInterval> | undefined;

  constructor() {
    super();
    this.pub = null;
    this.now = Date.now();
  }

  /** The tournament, from the server's `data-slug`. */
  get slug(): string {
    return this.dataset.slug ?? '';
  }

  /** generatedAt of the document the server painted (`data-since`): older broadcasts are already shown. */
  get since(): number {
    return Number(this.dataset.since) || 0;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.slug) return;
    const channel = publicChannel(this.slug);
    const take = () => {
      if (channel.state === this.pub) return;
      this.pub = channel.state;
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

  /** Nothing is drawn before the first state: the server's markup stays until the component can match it. */
  protected override shouldUpdate(_changed: Map<PropertyKey, unknown>): boolean {
    return this.pub !== null;
  }

  // Before the browser paints: the clock times the views leave as slots, and on `#live` the document drawn
  // (`data-rendered`, which the server's paint lacks: it says the component has taken over).
  protected override updated(changed: Map<PropertyKey, unknown>): void {
    super.updated(changed);
    fillClocks(this);
    this.querySelector(':scope > #live')?.setAttribute('data-rendered', String(this.pub?.generatedAt ?? 0));
  }
}
