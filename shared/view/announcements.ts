// What the organizers tell everyone on the public pages and the desk: the banner, and the announcements still
// worth reading (broadcasts and on-deck calls, newest first).
import type { PublicAlert } from '../engine/types.js';
import { clockSlot } from './clock.js';
import type { Markup } from './markup.js';

/** The organizer's banner, while one is set. */
export function bannerView<R>({ html, nothing }: Markup<R>, banner: string | null): R {
  return banner ? html`<p class="banner" role="status">${banner}</p>` : nothing;
}

/** The first `max` of `alerts` (already filtered, e.g. by currentAlerts), each with the time it was sent. */
export function alertsView<R>(mk: Markup<R>, alerts: PublicAlert[], max: number): R {
  const { html, nothing } = mk;
  if (alerts.length === 0) return nothing;
  return html`<section class="alerts"><h2>Announcements</h2><ul>${alerts.slice(0, max).map((a) => html`<li class="alert kind-${a.kind}">${clockSlot(mk, a.at, 'alert-at')} ${a.text}</li>`)}</ul></section>`;
}
