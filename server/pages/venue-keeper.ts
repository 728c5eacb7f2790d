// The keeper pad of a venue court (docs/api.md, Events): the first paint of whichever division's match is on the court,
// its name and rules, or the court free; <keeper-pad data-venue> takes over on the venue court room.
import type { PublicState } from '../../shared/engine/types.js';
import { playRulesText, type KeeperScreen } from '../../shared/view/keeper.js';
import type { VenueDoc } from '../event/venue-doc.js';
import { keeperScreen, padDocument } from './keeper.js';
import { markupFor } from './markup.js';
import type { Lang } from '../../shared/i18n/languages.js';
import type { Words } from '../../shared/i18n/words.js';

/** The pad as the server paints it: the division's match as a tournament's pad shows it, under the event's name. */
export function venueKeeperScreen(venue: VenueDoc, division: PublicState | null, court: number, w: Words): KeeperScreen {
  const c = venue.courts.find((x) => x.court === court);
  const on = c?.match && division ? division : null;
  const base: KeeperScreen = on
    ? keeperScreen(on, court, w)
    : {
        court,
        headline: '',
        status: { tone: 'idle', state: 'loading', pending: 0, text: w.t('pad.connecting') },
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
      division: on && c?.match ? { name: on.name, rules: playRulesText(on.rules, c.match.stage, w) } : null,
    },
  };
}

export function venueKeeperPage(o: {
  venue: VenueDoc;
  division: PublicState | null;
  court: number;
  k: string;
  lang?: Lang;
  languages?: (lang: Lang) => string;
}): string {
  const { venue, court } = o;
  const mk = markupFor(o.lang ?? 'en');
  const w = mk.words;
  const screen = venueKeeperScreen(venue, o.division, court, w);
  return padDocument({ slug: venue.slug, court, k: o.k, name: venue.name, screen, mk, o, venue: true });
}
