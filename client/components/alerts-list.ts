// <alerts-list>: the announcements still worth reading: broadcasts and on-deck calls, newest first.
import { html, nothing, type TemplateResult } from 'lit';
import { clockText } from '../../shared/view/format.js';
import type { PublicAlert } from '../../shared/engine/types.js';
import { LightElement } from './light-element.js';

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

  protected override render(): TemplateResult | typeof nothing {
    if (this.alerts.length === 0) return nothing;
    return html`<section class="alerts"><h2>Announcements</h2><ul>${this.alerts.slice(0, this.max).map((a) => html`<li class="alert kind-${a.kind}"><time datetime=${new Date(a.at).toISOString()}>${clockText(a.at)}</time> ${a.text}</li>`)}</ul></section>`;
  }
}

customElements.define('alerts-list', AlertsList);

declare global {
  interface HTMLElementTagNameMap {
    'alerts-list': AlertsList;
  }
}
