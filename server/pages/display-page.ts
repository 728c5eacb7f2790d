// The TV display's first screen as the server paints it, with <display-app>'s own template (shared/view/display.ts).
import { displayPages } from '../../shared/view/display-pages.js';
import { displayView, type DisplayParts } from '../../shared/view/display.js';
import type { PublicState } from '../../shared/engine/types.js';
import { bracketDrawing } from './bracket-html.js';
import { courtCard, standingsTable, upNextList } from './board-html.js';
import { html, type Html } from './html.js';
import { page } from './layout.js';
import { SERVER_MARKUP } from './markup.js';

/** The board's views inside the display's cells, as the server draws them. */
function parts(pub: PublicState): DisplayParts<Html> {
  return {
    court: (c) => courtCard(pub, c),
    upNext: (entries) => upNextList(pub, entries),
    pool: (p) => standingsTable(pub, p),
    bracket: (matches) => bracketDrawing(pub, '', { only: matches, fit: true }),
  };
}

/** `url`: the tournament's public address (PUBLIC_URL or the request's host), shown and encoded in the QR code. */
export function displayPage(o: { pub: PublicState; url: string }): string {
  const { pub, url } = o;
  // the clock is the browser's to write, in the TV's own time zone
  const screen = displayView(SERVER_MARKUP, { pub, pages: displayPages(pub), at: 0, url, now: pub.generatedAt, clock: '' }, parts(pub));
  const body = html`<display-app data-slug="${pub.slug}" data-since="${pub.generatedAt}" data-url="${url}">${screen}</display-app>`;
  return page({ title: `${pub.name} · Display`, body, bodyClass: 'display', bare: true, entry: 'display', data: { slug: pub.slug } });
}
