// The event desk's live venue: whenever the event's venue document changes (/ws/<event>, else the state.json
// poll), the courts and up next are fetched again as the server draws them (GET /admin/e/<slug>/venue.html), so the desk
// has one template, the server's, and its plain forms keep working.
import { venueChannel } from '../sync/venue-channel.js';

export class EventDeskLive extends HTMLElement {
  private unsubscribe: (() => void) | null = null;
  private seen: unknown = null;
  /** A change came while a fetch ran or while the organizer was in a form here: fetch once more when free. */
  private pending = false;
  private loading = false;
  private stopped = false;

  get slug(): string {
    return this.dataset.slug ?? '';
  }

  connectedCallback(): void {
    if (!this.slug || this.unsubscribe) return;
    this.stopped = false;
    const channel = venueChannel(this.slug);
    const take = () => {
      if (!channel.venue || channel.venue === this.seen) return;
      this.seen = channel.venue;
      void this.refresh();
    };
    this.unsubscribe = channel.subscribe(take);
    take();
    this.addEventListener('focusout', this.onFocusOut);
  }

  disconnectedCallback(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.stopped = true;
    this.removeEventListener('focusout', this.onFocusOut);
  }

  /** Typing a pause reason or choosing a court is never wiped by a redraw: it waits until focus leaves. */
  private readonly onFocusOut = (e: FocusEvent): void => {
    if (this.pending && !(e.relatedTarget instanceof Node && this.contains(e.relatedTarget))) void this.refresh();
  };

  private async refresh(): Promise<void> {
    if (this.stopped) return;
    const active = document.activeElement;
    if (this.loading || (active && active !== this && this.contains(active))) {
      this.pending = true;
      return;
    }
    this.pending = false;
    this.loading = true;
    try {
      const res = await fetch(`/admin/e/${encodeURIComponent(this.slug)}/venue.html`, {
        credentials: 'same-origin',
        headers: { accept: 'text/html' },
        cache: 'no-store',
      });
      // Signed out or the event deleted: the page as drawn stays, and its Refresh link says the rest.
      if (!res.ok) {
        this.stopped = true;
        return;
      }
      const fragment = await res.text();
      const now = document.activeElement;
      if (now && now !== this && this.contains(now)) this.pending = true;
      // The server's own escaped markup (server/pages/event-desk.ts), from this origin.
      else this.innerHTML = fragment;
    } catch {
      // Offline for a moment: the next change of the venue document tries again.
      this.pending = true;
    } finally {
      this.loading = false;
    }
    if (this.pending && !this.stopped) {
      const active2 = document.activeElement;
      if (!(active2 && active2 !== this && this.contains(active2))) void this.refresh();
    }
  }
}

if (!customElements.get('event-desk-live')) customElements.define('event-desk-live', EventDeskLive);
