// The line a division of an event shows under its name (docs/api.md, Events): which event it is part of, linking to the venue board.
import type { PublicState } from '../engine/types.js';
import type { Words } from '../i18n/words.js';
import type { Markup } from './markup.js';

/** "Part of <event>" for a division of an event; nothing for a tournament on its own (`w`: in the page's language). */
export function partOfView<R>({ html, nothing }: Markup<R>, pub: Pick<PublicState, 'event'>, w?: Words): R {
  const e = pub.event;
  if (!e) return nothing;
  const link = html`<a href="/e/${encodeURIComponent(e.slug)}">${e.name}</a>`;
  return w ? html`<p class="part-of">${w.t('common.partOf')} ${link}</p>` : html`<p class="part-of">Part of ${link}</p>`;
}
