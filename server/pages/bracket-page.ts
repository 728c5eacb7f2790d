// The bracket page (/t/<slug>/bracket): the drawn bracket alone, full width on screen and on one landscape sheet in print.
import type { PublicState } from '../../shared/engine/types.js';
import { PHASE_LABEL } from '../../shared/view/format.js';
import { html, seg } from './html.js';
import { page } from './layout.js';
import { bracketDrawing } from './bracket-html.js';
import { tournamentShare } from './share.js';

/** `base`: the public base URL, for the link preview. */
export function bracketPage(o: { pub: PublicState; base: string }): string {
  const { pub } = o;
  const body = html`<header class="t-head">
<h1>${pub.name}: bracket</h1>
<p class="meta"><time datetime="${pub.date}">${pub.date}</time> <span class="badge phase-${pub.phase}" data-phase>${PHASE_LABEL[pub.phase] ?? pub.phase}</span></p>
</header>
<section class="bracket-alone" id="live">
${pub.bracket.length ? bracketDrawing(pub) : html`<p class="empty">The bracket has not been drawn yet.</p>`}
</section>`;
  const nav = html`<a href="/t/${seg(pub.slug)}">Board</a><a href="/t/${seg(pub.slug)}/display">TV display</a>`;
  const title = `${pub.name} · Bracket`;
  const share = tournamentShare(pub, {
    base: o.base,
    path: `/t/${seg(pub.slug)}/bracket`,
    title,
    what: 'The bracket, live and printable.',
  });
  return page({ title, share, body, nav, bodyClass: 'public bracket-page', entry: 'bracket', data: { slug: pub.slug } });
}
