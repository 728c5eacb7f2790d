// What the organizers tell everyone on the public pages and the desk: the banner, and the announcements still
// worth reading (broadcasts and on-deck calls, newest first).
import type { PublicAlert, PublicTeam } from '../engine/types.js';
import { clockSlot } from './clock.js';
import { alertTextIn } from './format-words.js';
import type { Localized, Markup } from './markup.js';

/** The organizer's banner, while one is set. */
export function bannerView<R>({ html, nothing }: Markup<R>, banner: string | null): R {
  return banner ? html`<p class="banner" role="status">${banner}</p>` : nothing;
}

/**
 * The first `max` of `alerts` (already filtered, e.g. by currentAlerts), each with the time it was sent, in the page's
 * language (`teams`: the tournament's, to name an on-deck call's teams; without them the call shows as sent).
 */
export function alertsView<R>(mk: Localized<R>, alerts: PublicAlert[], max: number, teams: readonly PublicTeam[] = []): R {
  const { html, nothing, words: w } = mk;
  if (alerts.length === 0) return nothing;
  const item = (a: PublicAlert) =>
    html`<li class="alert kind-${a.kind}">${clockSlot(mk, a.at, 'alert-at')} ${alertTextIn({ teams }, a, w)}</li>`;
  return html`<section class="alerts"><h2>${w.t('board.announcements')}</h2><ul>${alerts.slice(0, max).map(item)}</ul></section>`;
}
