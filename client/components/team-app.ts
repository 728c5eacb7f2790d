// <team-app data-slug data-team data-since>: a team's own live page: where and when it plays next (with an
// unmistakable "playing now" and "on deck"), its results, and its pool or its road through the bracket, drawn
// over the server's first paint with the same view (shared/view/team-page.ts).
import { html, type TemplateResult } from 'lit';
import { teamPageView } from '../../shared/view/team-page.js';
import { LiveApp } from './live-app.js';
import { pageMarkup } from '../i18n/page-words.js';
import { followMode } from '../push/follows.js';
import { pushControl } from './notify-me.js';
import './broadcast-toasts.js';

export class TeamApp extends LiveApp {
  /** The team this page belongs to, from the server's `data-team`. */
  get teamId(): string {
    return this.dataset.team ?? '';
  }

  // A team this device follows without push: the open page alerts when it is called (push/push-control.ts, announce).
  protected override updated(changed: Map<PropertyKey, unknown>): void {
    super.updated(changed);
    const pub = this.pub;
    if (!changed.has('doc') || !pub || followMode(pub.slug, this.teamId) !== 'page') return;
    pushControl()
      .then((c) => c.announce(pub, this.teamId))
      .catch(() => undefined);
  }

  protected override render(): TemplateResult {
    const pub = this.pub!;
    return html`${teamPageView(pageMarkup(), pub, this.teamId)}
<broadcast-toasts .alerts=${pub.recentAlerts} .since=${this.since}></broadcast-toasts>`;
  }
}

customElements.define('team-app', TeamApp);

declare global {
  interface HTMLElementTagNameMap {
    'team-app': TeamApp;
  }
}
