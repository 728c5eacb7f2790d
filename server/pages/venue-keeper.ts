// The keeper pad of a venue court (docs/api.md, Events): the first paint of whichever division's match is on the court, its name and rules, or the court free; <keeper-pad data-venue> takes over on the venue court room.
import type { PublicState } from '../../shared/engine/types.js';
import { keeperView, playRulesText, type KeeperScreen } from '../../shared/view/keeper.js';
import type { VenueDoc } from '../event/venue-doc.js';
import { builtFile } from './assets.js';
import { html } from './html.js';
import { KEEPER_SW_PATH, KEEPER_SW_SOURCE, keeperScreen } from './keeper.js';
import { page } from './layout.js';
import { SERVER_MARKUP } from './markup.js';

/** The pad as the server paints it: the division's match as a tournament's pad shows it, under the event's name. */
export function venueKeeperScreen(venue: VenueDoc, division: PublicState | null, court: number): KeeperScreen {
  const c = venue.courts.find((x) => x.court === court);
  const on = c?.match && division ? division : null;
  const base: KeeperScreen = on
    ? keeperScreen(on, court)
    : {
        court,
        headline: '',
        status: { tone: 'idle', state: 'loading', pending: 0, text: 'Connecting…' },
        refused: null,
        handover: null,
        match: null,
        paused: null,
        message: null,
        next: null,
      };
  return {
    ...base,
    headline: venue.name,
    paused: c?.status === 'paused' ? { reason: null } : base.paused,
    venue: {
      division: on && c?.match ? { name: on.name, rules: playRulesText(on.rules, c.match.stage) } : null,
    },
  };
}

export function venueKeeperPage(o: { venue: VenueDoc; division: PublicState | null; court: number; k: string }): string {
  const { venue, court } = o;
  const sw = builtFile(KEEPER_SW_SOURCE) ? KEEPER_SW_PATH : '';
  const path = `/keeper/${encodeURIComponent(venue.slug)}/${court}`;
  const body = html`<noscript><p class="notice error">The keeper pad needs JavaScript.</p></noscript>
<keeper-pad data-slug="${venue.slug}" data-court="${court}" data-k="${o.k}" data-venue="1"${sw ? html` data-sw="${sw}"` : ''}>${keeperView(SERVER_MARKUP, venueKeeperScreen(venue, o.division, court))}</keeper-pad>`;
  return page({
    title: `Court ${court} keeper · ${venue.name}`,
    body,
    bodyClass: 'keeper',
    bare: true,
    entry: 'keeper',
    head: html`<link rel="manifest" href="${path}/manifest.webmanifest?k=${encodeURIComponent(o.k)}">
<meta name="theme-color" content="#0f1720">`,
  });
}
