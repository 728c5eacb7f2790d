// <board-app data-slug data-since>: the whole live board of a tournament (courts, up next, pools, bracket,
// champion, announcements), drawn over the server's first paint with the same view and updated on every change.
import { html, type TemplateResult } from 'lit';
import { boardView } from '../../shared/view/board.js';
import { LiveApp } from './live-app.js';
import { pageMarkup } from '../i18n/page-words.js';
import './broadcast-toasts.js';

let bracketView: Promise<unknown> | null = null;

/** The drawn bracket's code, loaded once a bracket exists: pools and the wait before the draw never pay for it. */
export function loadBracketView(): Promise<unknown> {
  return (bracketView ??= import('./bracket-view.js'));
}

export class BoardApp extends LiveApp {
  private readonly mk = pageMarkup();

  protected override shouldUpdate(changed: Map<PropertyKey, unknown>): boolean {
    if (!super.shouldUpdate(changed)) return false;
    if (this.pub!.bracket.length === 0 || customElements.get('bracket-view')) return true;
    void loadBracketView().then(() => this.requestUpdate());
    // the first drawing waits for it, so the server's bracket never blinks out; later ones go ahead
    return this.hasUpdated;
  }

  protected override render(): TemplateResult {
    const pub = this.pub!;
    const bracket = () => html`<bracket-view .pub=${pub}></bracket-view>`;
    return html`${boardView(this.mk, pub, { now: this.now, bracket })}
<broadcast-toasts .alerts=${pub.recentAlerts} .since=${this.since}></broadcast-toasts>`;
  }
}

customElements.define('board-app', BoardApp);

declare global {
  interface HTMLElementTagNameMap {
    'board-app': BoardApp;
  }
}
