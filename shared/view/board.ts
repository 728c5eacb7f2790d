// The live board of a tournament (courts, up next, pools, bracket, champion, announcements): the server's first
// paint inside <board-app> and the component's every render after it.
import type { PublicCourt, PublicState } from '../engine/types.js';
import { alertsView, bannerView } from './announcements.js';
import { courtCardView } from './court-card.js';
import { currentAlerts, playOver, podium } from './format.js';
import { headlineWords, tierChampionIn } from './format-words.js';
import type { Localized, Markup } from './markup.js';
import { partOfView } from './part-of.js';
import { poolsView } from './pools.js';
import { teamLinkView } from './team-link.js';
import { upNextView } from './up-next-list.js';

/** The headline's words in the page's language (format-words.ts headlineWords); the English ones when left out. */
export interface HeadlineWords {
  date: string;
  phase: string;
  rules: string;
  partOf: string;
}

/** The top of a tournament's public page: its name, date and phase, and how each stage is played (`words`: headlineWords). */
export function headlineView<R>(mk: Markup<R>, pub: PublicState, words: HeadlineWords): R {
  const { html } = mk;
  return html`<header class="t-head">
<h1>${pub.name}</h1>
<p class="meta"><time datetime="${pub.date}">${words.date}</time> <span class="badge phase-${pub.phase}" data-phase>${words.phase}</span></p>
<p class="rules-line">${words.rules}</p>
${partOfView(mk, pub, words.partOf)}
</header>`;
}

/** The champion, with runner-up and third place below when the results tell them. */
export function podiumView<R>(mk: Localized<R>, pub: PublicState, me = ''): R {
  const { html, words: w } = mk;
  const tiers = pub.tiers ?? [];
  // Several brackets (docs/api.md, Tiers and consolation): a podium for each one that has its champion.
  if (tiers.length > 1) return html`${tiers.map((x) => onePodium(mk, pub, me, x.name, tierChampionIn(x.name, w)))}`;
  return onePodium(mk, pub, me, undefined, w.t('board.champion'));
}

function onePodium<R>(mk: Localized<R>, pub: PublicState, me: string, tier: string | undefined, heading: string): R {
  const { html, nothing, words: w } = mk;
  const p = podium(pub, tier);
  if (!p) return nothing;
  const link = (ref: typeof p.champion) => teamLinkView(mk, pub.slug, ref, me);
  const second = (ref: NonNullable<typeof p.second>) => html`<span>${w.t('board.runnerUp')} ${link(ref)}</span>`;
  const third = (ref: NonNullable<typeof p.third>) => html`<span>${w.t('board.third')} ${link(ref)}</span>`;
  return html`<section class="champion"><h2>${heading}</h2><p class="champion-name">${link(p.champion)}</p>
${p.second || p.third ? html`<p class="podium">${p.second ? second(p.second) : nothing}${p.third ? third(p.third) : nothing}</p>` : nothing}</section>`;
}

export interface BoardOptions<R> {
  /** The clock the courts' running times are counted against (the document's `generatedAt` on the server). */
  now: number;
  /** The bracket drawing's host: the server draws it in place, the board loads <bracket-view> only once one exists. */
  bracket: () => R;
}

/** The whole board: the headline, then `#live` with everything that changes. */
export function boardView<R>(mk: Localized<R>, pub: PublicState, o: BoardOptions<R>): R {
  const { html, nothing, words: w } = mk;
  // courts and the queue while there is play; once play is over the podium and the results say it all
  const active = pub.courts.some((c) => c.match) || (pub.phase === 'live' && !playOver(pub));
  const drawn = pub.pools.length > 0 || pub.bracket.length > 0;
  const card = (c: PublicCourt) => courtCardView(mk, pub, c, { now: o.now });
  const bracketHeading = w.t('board.bracketHeading', { many: (pub.tiers?.length ?? 0) > 1 ? 'yes' : 'no' });
  const printPath = `/t/${encodeURIComponent(pub.slug)}/bracket`;
  const printLabel = w.t('board.printable');
  return html`${headlineView(mk, pub, headlineWords(pub, w))}
${
  pub.phase === 'checkin'
    ? html`<p class="notice">${w.t('board.registrationOpen')} <a href="/t/${encodeURIComponent(pub.slug)}">${w.t('board.openForm')}</a></p>`
    : nothing
}
<div id="live" class="board">
${bannerView(mk, pub.banner)}
${pub.notes ? html`<p class="notes">${pub.notes}</p>` : nothing}
${alertsView(mk, currentAlerts(pub), 3, pub.teams)}
${podiumView(mk, pub)}
${
  active
    ? html`<section class="courts-section"><h2>${w.t('board.courts')}</h2><div class="courts">${pub.courts.map(card)}</div></section>
<section class="upnext-section"><h2>${w.t('board.upNext')}</h2>${upNextView(mk, pub)}</section>`
    : nothing
}
${poolsView(mk, pub)}
${
  pub.bracket.length
    ? html`<section class="bracket"><h2>${bracketHeading}</h2><p class="bx-tools no-print"><a href="${printPath}">${printLabel}</a></p>${o.bracket()}</section>`
    : nothing
}
${!active && !drawn ? html`<p class="empty">${w.t('board.notDrawn', { n: pub.teams.length })}</p>` : nothing}
</div>`;
}
