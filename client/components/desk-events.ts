// <desk-events data-slug>: the desk's live log: the latest actions in words (who, what, on which teams), read again whenever the tournament changes.
import { html, nothing, type TemplateResult } from 'lit';
import { clockText } from '../../shared/view/format.js';
import { LightElement } from './light-element.js';
import { pageWords } from '../i18n/page-words.js';
import type { Words } from '../../shared/i18n/words.js';
import { logDetailIn, type LogSaid } from '../../shared/view/log-detail.js';

/** A row of events.json: its English `detail`, and on newer rows the same said as a message (shared/view/log-detail.ts). */
interface EventRow extends LogSaid {
  at: number;
  actor: string;
  action: string;
}

/** The event a desk sends on `document` when the confirmed tournament changed (desk-app.ts). */
export const DESK_CHANGE = 'desk-change';

/** Who did it, in words: a keeper by court, a registration form, or the organizer's login name. */
function who(actor: string, w: Words): string {
  const court = /^keeper:(\d+)$/.exec(actor)?.[1];
  if (court) return w.t('desk.keeperOf', { court });
  if (actor === 'public') return w.t('desk.registrationForm');
  return actor;
}

/** Quiet time after a change before the log is read again: a burst of points is one read. */
const READ_AFTER_MS = 800;

export class DeskEvents extends LightElement {
  static override properties = {
    rows: { state: true },
  };

  declare rows: EventRow[] | null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private reading = false;
  private again = false;

  constructor() {
    super();
    this.rows = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener(DESK_CHANGE, this.changed);
    void this.read();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener(DESK_CHANGE, this.changed);
    window.removeEventListener('online', this.changed);
    clearTimeout(this.timer);
  }

  private changed = (): void => {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.read(), READ_AFTER_MS);
  };

  private async read(): Promise<void> {
    const slug = this.dataset.slug;
    if (!slug) return;
    // Offline the read would only fail (and say so in the console): read once the browser is back.
    if (!navigator.onLine) {
      window.addEventListener('online', this.changed, { once: true });
      return;
    }
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = true;
    try {
      const res = await fetch(`/admin/t/${encodeURIComponent(slug)}/events.json`, {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      const body = res.ok ? ((await res.json()) as { events?: EventRow[] }) : null;
      if (body?.events) this.rows = body.events;
    } catch {
      // Offline: the log keeps what it showed; the next change reads it again.
    } finally {
      this.reading = false;
      if (this.again) {
        this.again = false;
        this.changed();
      }
    }
  }

  /** The server's first paint stays until the first read. */
  protected override shouldUpdate(): boolean {
    return this.rows !== null;
  }

  protected override render(): TemplateResult {
    const slug = encodeURIComponent(this.dataset.slug ?? '');
    // every keeper point is an event; the log shows what people decide, the CSV has every point
    const rows = (this.rows ?? []).filter((e) => e.action !== 'keeperLive');
    const w = pageWords();
    return html`<section class="panel" id="events" aria-labelledby="events-title"><h2 id="events-title">${w.t(
      'desk.logTitle',
    )} <span class="count">${w.t('desk.logCount')}</span></h2>
<p class="muted small">${w.t('desk.logHint')} <a href=${`/admin/t/${slug}/events.csv`} download>${w.t('desk.logCsv')}</a>.</p>
${
  rows.length === 0
    ? html`<p class="empty">${w.t('desk.nothingYet')}</p>`
    : html`<ol class="event-log" tabindex="0" aria-labelledby="events-title">${rows.map(
        (e) => html`<li class=${e.ok ? '' : 'failed'}>
<time datetime=${new Date(e.at).toISOString()}>${clockText(e.at, w.lang)}</time>
<span class="event-who">${who(e.actor, w)}</span>
<span class="event-what">${w.t('desk.action', { action: e.action })}</span>
<span class="event-detail">${logDetailIn(e, w)}</span>${e.ok ? nothing : html` <span class="badge status-forfeit">${w.t('desk.refused')}</span>`}
</li>`,
      )}</ol>`
}
</section>`;
  }
}

customElements.define('desk-events', DeskEvents);

declare global {
  interface HTMLElementTagNameMap {
    'desk-events': DeskEvents;
  }
}
