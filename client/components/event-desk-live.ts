// The event desk's live sections: whenever the event's venue document changes (/ws/<event>, else the state.json poll) or
// the desk's own change is answered (the `event-desk-refresh` event), the sections are fetched again as the server draws
// them (GET /admin/e/<slug>/live.html) and each takes the place of the section with its id, so the desk has one template,
// the server's, and its plain forms keep working. A section with a field in use waits until focus leaves it.
import { venueChannel } from '../sync/venue-channel.js';

/** Asks the live sections to redraw now (the event desk app sends it once a change of its own is answered). */
export const EVENT_DESK_REFRESH = 'event-desk-refresh';
/** Sent on the document after sections were redrawn: marks drawn into them are drawn again. */
export const EVENT_DESK_REDRAWN = 'event-desk-redrawn';

/**
 * The event desk's live sections as the server draws them now (GET /admin/e/<slug>/live.html), not yet in the page;
 * 'gone' when the server would not give them (signed out, the event deleted), null while offline.
 */
export async function liveSections(slug: string): Promise<DocumentFragment | 'gone' | null> {
  try {
    const res = await fetch(`/admin/e/${encodeURIComponent(slug)}/live.html`, {
      credentials: 'same-origin',
      headers: { accept: 'text/html' },
      cache: 'no-store',
    });
    if (!res.ok) return 'gone';
    const parts = document.createElement('template');
    // The server's own escaped markup (server/pages/event-desk.ts), from this origin.
    parts.innerHTML = await res.text();
    return parts.content;
  } catch {
    return null;
  }
}

/** True while the organizer is typing or choosing in `section` (a button pressed there does not count). */
function inUse(section: Element): boolean {
  const a = document.activeElement;
  if (!a || !section.contains(a)) return false;
  if (a instanceof HTMLInputElement) return !['hidden', 'submit', 'button', 'checkbox', 'radio'].includes(a.type);
  return a instanceof HTMLTextAreaElement || a instanceof HTMLSelectElement;
}

export class EventDeskLive extends HTMLElement {
  private unsubscribe: (() => void) | null = null;
  private seen: unknown = null;
  /** A section was in use when redrawn: fetch once more when focus leaves the fields. */
  private pending = false;
  /** A change came while a fetch ran: fetch once more right after it. */
  private again = false;
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
    const unsubscribe = channel.subscribe(take);
    take();
    document.addEventListener('focusout', this.onFocusOut);
    document.addEventListener(EVENT_DESK_REFRESH, this.onAsked);
    this.unsubscribe = () => {
      unsubscribe();
      document.removeEventListener('focusout', this.onFocusOut);
      document.removeEventListener(EVENT_DESK_REFRESH, this.onAsked);
    };
  }

  disconnectedCallback(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.stopped = true;
  }

  private readonly onAsked = (): void => void this.refresh();

  /** Typing a pause reason or choosing a court is never wiped by a redraw: it waits until focus leaves. */
  private readonly onFocusOut = (e: FocusEvent): void => {
    if (!this.pending) return;
    const next = e.relatedTarget;
    if (next instanceof HTMLInputElement || next instanceof HTMLTextAreaElement || next instanceof HTMLSelectElement) return;
    void this.refresh();
  };

  private async refresh(): Promise<void> {
    if (this.stopped) return;
    if (this.loading) {
      this.again = true;
      return;
    }
    this.pending = false;
    this.again = false;
    this.loading = true;
    const parts = await liveSections(this.slug);
    this.loading = false;
    // Signed out or the event deleted: the page as drawn stays, and its Refresh link says the rest.
    if (parts === 'gone') {
      this.stopped = true;
      return;
    }
    // Offline for a moment: the next change of the venue document tries again.
    if (!parts) this.pending = true;
    for (const section of parts ? [...parts.querySelectorAll<HTMLElement>('section[id]')] : []) {
      const now = document.getElementById(section.id);
      if (!now) continue;
      if (inUse(now)) this.pending = true;
      else now.replaceWith(section);
    }
    if (parts) document.dispatchEvent(new Event(EVENT_DESK_REDRAWN));
    if (this.again && !this.stopped) void this.refresh();
  }
}

if (!customElements.get('event-desk-live')) customElements.define('event-desk-live', EventDeskLive);
