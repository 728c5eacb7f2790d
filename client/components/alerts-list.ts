// <alerts-list>: the announcements still worth reading (shared/view/announcements.ts), broadcasts and on-deck calls,
// newest first, as an element of its own for the desk.
import type { PublicAlert } from '../../shared/engine/types.js';
import { alertsView } from '../../shared/view/announcements.js';
import { fillClocks } from './clock-slots.js';
import { LightElement } from './light-element.js';
import type { LitView } from './lit-markup.js';
import { pageMarkup } from '../i18n/page-words.js';

export class AlertsList extends LightElement {
  static override properties = {
    alerts: { attribute: false },
    max: { type: Number },
  };

  declare alerts: PublicAlert[];
  declare max: number;

  constructor() {
    super();
    this.alerts = [];
    this.max = 3;
  }

  protected override render(): LitView {
    return alertsView(pageMarkup(), this.alerts, this.max);
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
