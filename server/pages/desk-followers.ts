// The desk's notification line (docs/running-an-event.md, Notifications): how many teams follow their calls on a phone,
// and which have no phone following (they may need a shout). Counts and team names only, never a subscription.
import type { PublicState } from '../../shared/engine/types.js';
import { html, type Html } from './html.js';
import type { Words } from '../../shared/i18n/words.js';

/** `followers`: team id → phones following it (server/notify/notifier.ts). */
export function followersSection(pub: Pick<PublicState, 'teams'>, followers: ReadonlyMap<string, number>, w: Words): Html {
  const teams = pub.teams;
  if (teams.length === 0) return html``;
  const followed = teams.filter((t) => (followers.get(t.id) ?? 0) > 0);
  const none = teams.filter((t) => (followers.get(t.id) ?? 0) === 0);
  const phones = followed.reduce((n, t) => n + (followers.get(t.id) ?? 0), 0);
  // the count stands out wherever the language puts it in the sentence
  const [before = '', after = ''] = w
    .t('desk.notifFollow', {
      count: '\u0000',
      total: teams.length,
      followed: followed.length,
      extra: phones > followed.length ? 'yes' : 'no',
      phones,
    })
    .split('\u0000');
  return html`<section class="panel" id="followers"><h2>${w.t('desk.notifTitle')}</h2>
<p>${before}<strong>${w.t('desk.notifCount', { followed: followed.length, total: teams.length })}</strong>${after}</p>
${
  none.length === 0
    ? html`<p class="muted">${w.t('desk.notifEveryone')}</p>`
    : html`<details${none.length <= 12 ? html` open` : ''}><summary>${w.t('desk.notifNone', { n: none.length })}</summary>
<p class="small">${none.map((t, i) => html`${i > 0 ? ', ' : ''}${t.name}`)}</p></details>`
}
</section>`;
}
