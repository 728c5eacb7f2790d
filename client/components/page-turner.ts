// The TV's page turning, shared by <display-app> and <venue-display-app>: one page at a time, the next one every
// PAGE_MS (or `?page=<ms>`); a change of data keeps the page on screen, only the timer turns pages.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** A page shows this long unless `?page=<ms>` (tests, rehearsals) says otherwise. */
const PAGE_MS = 13_000;

export class PageTurner<P extends { key: string }> implements ReactiveController {
  /** The key of the page on screen. */
  shown = '';
  private timer: ReturnType<typeof setInterval> | undefined;

  /** `pages`: the pages the host shows now, or null before its first document. */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly pages: () => P[] | null,
  ) {
    host.addController(this);
  }

  get pageMs(): number {
    const asked = Number(new URLSearchParams(location.search).get('page'));
    return Number.isFinite(asked) && asked >= 500 ? asked : PAGE_MS;
  }

  hostConnected(): void {
    this.timer = setInterval(this.turn, this.pageMs);
  }

  hostDisconnected(): void {
    clearInterval(this.timer);
  }

  private readonly turn = (): void => {
    const pages = this.pages();
    if (!pages) return;
    const next = pages[(this.at(pages) + 1) % pages.length]!.key;
    if (next === this.shown) return;
    this.shown = next;
    this.host.requestUpdate();
  };

  /** Where the shown page is in `pages`; a page gone (its courts regrouped) gives way to the first of its kind. */
  at(pages: P[]): number {
    const i = pages.findIndex((p) => p.key === this.shown);
    if (i >= 0) return i;
    const kind = this.shown.replace(/-.*$/, '');
    return Math.max(
      0,
      pages.findIndex((p) => p.key.startsWith(kind)),
    );
  }
}
