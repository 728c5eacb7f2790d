// The line a division of an event shows under its name (docs/api.md, Events): which event it is part of, linking to the venue board.
import type { PublicState } from '../engine/types.js';
import type { Markup } from './markup.js';

/** "Part of <event>" for a division of an event; nothing for a tournament on its own (`partOf`: the words in the page's language). */
export function partOfView<R>({ html, nothing }: Markup<R>, pub: Pick<PublicState, 'event'>, partOf = 'Part of'): R {
  const e = pub.event;
  return e ? html`<p class="part-of">${partOf} <a href="/e/${encodeURIComponent(e.slug)}">${e.name}</a></p>` : nothing;
}
