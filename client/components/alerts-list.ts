// <alerts-list>: the announcements still worth reading (shared/view/announcements.ts), broadcasts and on-deck calls,
// newest first, as an element of its own for the desk.
import type { PublicAlert, PublicTeam } from '../../shared/engine/types.js';
import { alertsView } from '../../shared/view/announcements.js';
import { fillClocks } from './clock-slots.js';
import { LightElement } from './light-element.js';
import type { LitView } from './lit-markup.js';
import { pageMarkup } from '../i18n/page-words.js';

export class AlertsList extends LightElement {
  static override properties = {
    alerts: { attribute: false },
    teams: { attribute: false },
    max: { type: Number },
  };

  declare alerts: PublicAlert[];
  /** The teams, so an on-deck call is said again in the page's language from its teams (alertTextIn). */
  declare teams: readonly PublicTeam[];
  declare max: number;

  constructor() {
    super();
    this.alerts = [];
    this.teams = [];
    this.max = 3;
  }

  protected override render(): LitView {
    return alertsView(pageMarkup(), this.alerts, this.max, this.teams);
  }

  protected override updated(changed: Map<PropertyKey, unknown>): void {
    super.updated(changed);
    fillClocks(this);
  }
}

customElements.define('alerts-list', AlertsList);

declare global {
  interface HTMLElementTagNameMap {
    'alerts-list': AlertsList;
  }
}
