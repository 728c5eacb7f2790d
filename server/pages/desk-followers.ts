// The desk's notification line (docs/running-an-event.md, Notifications): how many teams follow their calls on a phone,
// and which have no phone following (they may need a shout). Counts and team names only, never a subscription.
import type { PublicState } from '../../shared/engine/types.js';
import { html, type Html } from './html.js';

/** `followers`: team id → phones following it (server/notify/notifier.ts). */
export function followersSection(pub: Pick<PublicState, 'teams'>, followers: ReadonlyMap<string, number>): Html {
  const teams = pub.teams;
  if (teams.length === 0) return html``;
  const followed = teams.filter((t) => (followers.get(t.id) ?? 0) > 0);
  const none = teams.filter((t) => (followers.get(t.id) ?? 0) === 0);
  const phones = followed.reduce((n, t) => n + (followers.get(t.id) ?? 0), 0);
  return html`<section class="panel" id="followers"><h2>Notifications</h2>
<p><strong>${followed.length} of ${teams.length}</strong> team${teams.length === 1 ? '' : 's'} follow${followed.length === 1 ? 's' : ''} their calls on a phone${phones > followed.length ? ` (${phones} phones)` : ''}.</p>
${
  none.length === 0
    ? html`<p class="muted">Every team is told when it is on deck.</p>`
    : html`<details${none.length <= 12 ? html` open` : ''}><summary>${none.length} team${none.length === 1 ? '' : 's'} with no phone following: they may need a shout</summary>
<p class="small">${none.map((t, i) => html`${i > 0 ? ', ' : ''}${t.name}`)}</p></details>`
}
</section>`;
}
