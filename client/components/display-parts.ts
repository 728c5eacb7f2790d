// The board's components inside the TV display's cells (shared/view/display.ts DisplayParts): a court, the queue, a pool, the bracket.
import { html } from 'lit';
import type { DisplayParts } from '../../shared/view/display.js';
import type { PublicState } from '../../shared/engine/types.js';
import type { LitView } from './lit-markup.js';
import './bracket-view.js';
import './court-card.js';
import './standings-table.js';
import './up-next.js';

export function displayParts(pub: PublicState, now: number): DisplayParts<LitView> {
  return {
    court: (c) => html`<court-card .pub=${pub} .court=${c} .now=${now}></court-card>`,
    upNext: (entries) => html`<up-next .pub=${pub} .entries=${entries}></up-next>`,
    pool: (p) => html`<standings-table .pub=${pub} .pool=${p}></standings-table>`,
    bracket: (matches) => html`<bracket-view fit .pub=${pub} .only=${matches}></bracket-view>`,
  };
}
