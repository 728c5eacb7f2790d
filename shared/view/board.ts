// The live board of a tournament (courts, up next, pools, bracket, champion, announcements): the server's first
// paint inside <board-app> and the component's every render after it.
import type { PublicState } from '../engine/types.js';
import { alertsView, bannerView } from './announcements.js';
import { courtCardView } from './court-card.js';
import { PHASE_LABEL, currentAlerts, playOver, podium, stageRulesText, tierTitle } from './format.js';
import type { Markup } from './markup.js';
import { partOfView } from './part-of.js';
import { poolsView } from './standings.js';
import { teamLinkView } from './team-link.js';
import { upNextView } from './up-next.js';

/** The headline's words in the page's language (format-words.ts headlineWords); the English ones when left out. */
export interface HeadlineWords {
  date: string;
  phase: string;
  rules: string;
  partOf: string;
}

/** The top of a tournament's public page: its name, date and phase, and how each stage is played. */
export function headlineView<R>(mk: Markup<R>, pub: PublicState, words?: HeadlineWords): R {
  const { html } = mk;
  return html`<header class="t-head">
<h1>${pub.name}</h1>
<p class="meta"><time datetime="${pub.date}">${words?.date ?? pub.date}</time> <span class="badge phase-${pub.phase}" data-phase>${words?.phase ?? PHASE_LABEL[pub.phase] ?? pub.phase}</span></p>
<p class="rules-line">${words?.rules ?? stageRulesText(pub)}</p>
${partOfView(mk, pub, words?.partOf)}
</header>`;
}

/** The champion, with runner-up and third place below when the results tell them. */
export function podiumView<R>(mk: Markup<R>, pub: PublicState, me = ''): R {
  const { html } = mk;
  const tiers = pub.tiers ?? [];
  // Several brackets (docs/api.md, Tiers and consolation): a podium for each one that has its champion.
  if (tiers.length > 1)
    return html`${tiers.map((x) => onePodium(mk, pub, me, x.name, `${tierTitle(x.name).replace(/ bracket$/, '')} champion`))}`;
  return onePodium(mk, pub, me, undefined, 'Champion');
}

function onePodium<R>(mk: Markup<R>, pub: PublicState, me: string, tier: string | undefined, heading: string): R {
  const { html, nothing } = mk;
  const p = podium(pub, tier);
  if (!p) return nothing;
  const link = (ref: typeof p.champion) => teamLinkView(mk, pub.slug, ref, me);
  return html`<section class="champion"><h2>${heading}</h2><p class="champion-name">${link(p.champion)}</p>
${p.second || p.third ? html`<p class="podium">${p.second ? html`<span>Runner-up: ${link(p.second)}</span>` : nothing}${p.third ? html`<span>Third: ${link(p.third)}</span>` : nothing}</p>` : nothing}</section>`;
}

export interface BoardOptions<R> {
  /** The clock the courts' running times are counted against (the document's `generatedAt` on the server). */
  now: number;
  /** The bracket drawing's host: the server draws it in place, the board loads <bracket-view> only once one exists. */
  bracket: () => R;
}

/** The whole board: the headline, then `#live` with everything that changes. */
export function boardView<R>(mk: Markup<R>, pub: PublicState, o: BoardOptions<R>): R {
  const { html, nothing } = mk;
  // courts and the queue while there is play; once play is over the podium and the results say it all
  const active = pub.courts.some((c) => c.match) || (pub.phase === 'live' && !playOver(pub));
  const drawn = pub.pools.length > 0 || pub.bracket.length > 0;
  return html`${headlineView(mk, pub)}
${pub.phase === 'checkin' ? html`<p class="notice">Registration is open. <a href="/t/${encodeURIComponent(pub.slug)}">Open the registration form</a></p>` : nothing}
<div id="live" class="board">
${bannerView(mk, pub.banner)}
${pub.notes ? html`<p class="notes">${pub.notes}</p>` : nothing}
${alertsView(mk, currentAlerts(pub), 3)}
${podiumView(mk, pub)}
${
  active
    ? html`<section class="courts-section"><h2>Courts</h2><div class="courts">${pub.courts.map((c) => courtCardView(mk, pub, c, { now: o.now }))}</div></section>
<section class="upnext-section"><h2>Up next</h2>${upNextView(mk, pub)}</section>`
    : nothing
}
${poolsView(mk, pub)}
${pub.bracket.length ? html`<section class="bracket"><h2>${(pub.tiers?.length ?? 0) > 1 ? 'Brackets' : 'Bracket'}</h2><p class="bx-tools no-print"><a href="/t/${encodeURIComponent(pub.slug)}/bracket">Full-width and printable bracket</a></p>${o.bracket()}</section>` : nothing}
${!active && !drawn ? html`<p class="empty">Play has not been drawn yet. ${pub.teams.length} teams registered.</p>` : nothing}
</div>`;
}
