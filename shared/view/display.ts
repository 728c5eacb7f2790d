// The TV display's screen, one template for the server's first paint (server/pages/display-page.ts) and <display-app>:
// the header, the notices, one page (courts, up next, standings, bracket, podium, registration) and the footer.
import type { PublicAlert, PublicMatch, PublicState } from '../engine/types.js';
import { clockSlot } from './clock.js';
import { courtCardView } from './court-card.js';
import type { DisplayPage, PoolPart } from './display-pages.js';
import { clockText, currentAlerts, podium, sideClass } from './format.js';
import { alertTextIn, matchNameIn, phaseIn, sideTextIn, tierChampionIn } from './format-words.js';
import type { Localized } from './markup.js';
import { standingsView } from './standings.js';
import { upNextView } from './up-next-list.js';

import { BROADCAST_SHOWN_MS } from './display-pages.js';

export { BROADCAST_SHOWN_MS };

export interface DisplayScreen {
  pub: PublicState;
  pages: DisplayPage[];
  /** Which of `pages` is on screen. */
  at: number;
  /** The tournament's public address, shown and encoded in the QR code. */
  url: string;
  /** The clock the notices, the courts' running times and the wall clock are read from (the browser writes the time). */
  now: number;
}

/** The whole screen. */
export function displayView<R>(mk: Localized<R>, s: DisplayScreen): R {
  const { html, nothing, words: w } = mk;
  const { pub, pages, at, url } = s;
  const page = pages[at]!;
  // one label for the pager: the visible "2 / 5" is hidden from screen readers, which get the sentence
  const screenOf = w.t('tv.screenOf', { i: at + 1, n: pages.length });
  const pager =
    pages.length > 1
      ? html`<p class="d-pager"><span class="sr-only">${screenOf}</span><span aria-hidden="true">${at + 1} / ${pages.length}</span></p>`
      : nothing;
  return html`<div class="d-screen" data-page="${page.key}" data-pages="${pages.length}">
<header class="d-head">
<h1 class="d-name">${pub.name}</h1>
<span class="badge phase-${pub.phase}" data-phase>${phaseIn(pub.phase, w)}</span>
<h2 class="d-title" id="d-title">${page.title}</h2>
${pager}
<sync-status data-slug="${pub.slug}"></sync-status>
<p class="d-clock">${clockSlot(mk, s.now, 'd-clock-time')}</p>
</header>
${noticesView(mk, pub, s.now)}
${pageView(mk, pub, page, s)}
${
  pub.phase === 'checkin'
    ? nothing
    : html`<footer class="d-foot">${qrImage(mk, pub.slug, url, 'd-qr-small')}<p>${w.t('tv.footer')} <strong class="d-url-small">${url}</strong></p></footer>`
}
</div>`;
}

function qrImage<R>({ html, words: w }: Localized<R>, slug: string, url: string, className: string): R {
  return html`<img class="${className}" src="/t/${encodeURIComponent(slug)}/qr.svg" alt="${w.t('tv.qrAlt', { url })}" width="256" height="256">`;
}

/** The classes of a page's section: its kind, the grid of its cells, and for standings the rows' type size by the largest part on the page. */
function pageClass(p: DisplayPage, pub: PublicState): string {
  if (p.kind === 'podium') return 'd-final';
  const grid = 'cols' in p ? ` c${p.cols} r${p.rows}` : '';
  if (p.kind !== 'standings') return `d-${p.kind}${grid}`;
  return `d-${p.kind}${grid} s${p.size <= 4 ? 4 : p.size <= 6 ? 6 : 9} n${nameClass(p.pools, pub)}`;
}

/** Longest team names a standings class keeps whole: the rows' type shrinks to fit them, never below 32 px at 1080 lines. */
const NAME_CLASSES = [12, 16, 20, 24, 30, 40] as const;

/** The class of the longest team name in the standings rows a page shows (app.css sizes the rows' type by it). */
function nameClass(parts: readonly PoolPart[], pub: PublicState): number {
  let longest = 0;
  for (const part of parts) {
    const rows = pub.pools.find((x) => x.id === part.id)?.standings.slice(part.from, part.from + part.count) ?? [];
    for (const r of rows) longest = Math.max(longest, [...r.name].length);
  }
  return NAME_CLASSES.find((n) => longest <= n) ?? 40;
}

/** One page of the rotation, labelled by the screen's title. */
function pageView<R>(mk: Localized<R>, pub: PublicState, page: DisplayPage, s: DisplayScreen): R {
  return mk.html`<section class="d-page ${pageClass(page, pub)}" data-page="${page.key}" aria-labelledby="d-title">${pageBody(mk, pub, page, s)}</section>`;
}

/** What a page shows; its cells hold the board's own views of a court, the queue, a pool, the bracket. */
function pageBody<R>(mk: Localized<R>, pub: PublicState, page: DisplayPage, s: DisplayScreen): R {
  const { html, nothing, words: w } = mk;
  const url = s.url;
  switch (page.kind) {
    case 'courts': {
      const courts = page.courts.map((n) => pub.courts.find((c) => c.court === n)).filter((c) => c !== undefined);
      return html`${courts.map((c) => html`<div class="d-slot">${courtCardView(mk, pub, c, { now: s.now })}</div>`)}`;
    }
    case 'upnext':
      return upNextView(mk, pub, pub.upNext.slice(page.from, page.from + page.count));
    case 'standings':
      return html`${page.pools.map((part) => {
        const p = pub.pools.find((x) => x.id === part.id);
        return p ? html`<div class="d-pool">${standingsView(mk, pub, p, '', part)}</div>` : nothing;
      })}`;
    case 'bracket':
      return html`${page.matches.map((id) => {
        const m = pub.bracket.find((x) => x.id === id);
        return m ? bracketCard(mk, pub, m) : nothing;
      })}`;
    case 'podium':
      return podiumView(mk, pub);
    case 'register':
      return html`${qrImage(mk, pub.slug, url, 'd-qr')}
<div class="d-register-text">
<p class="d-call">${w.t('tv.scan')}</p>
<p class="d-url">${url}</p>
<p class="d-count">${pub.teams.length === 0 ? w.t('tv.noTeams') : w.t('tv.registered', { n: pub.teams.length })}</p>
${teamNames(mk, pub)}
</div>`;
    case 'waiting':
      return html`<p class="d-call">${w.t('tv.startsSoon', { n: pub.teams.length })}</p>
<p class="d-url">${url}</p>`;
  }
  return nothing;
}

/**
 * A bracket match as a card, four down a column like a round of the drawn bracket: its name and state, each side's
 * team (or where it comes from) and its points per set.
 */
function bracketCard<R>({ html, nothing, words: w }: Localized<R>, pub: PublicState, m: PublicMatch): R {
  const court = m.court;
  const said =
    m.status === 'live'
      ? court === null
        ? w.t('bracket.note', { note: 'live' })
        : w.t('bracket.liveOn', { court })
      : m.status === 'on_deck'
        ? court === null
          ? w.t('bracket.note', { note: 'onDeck' })
          : w.t('bracket.onDeckOn', { court })
        : m.status === 'forfeit'
          ? w.t('bracket.note', { note: 'forfeit' })
          : '';
  const state = said ? ` · ${said}` : '';
  // The page's title names the tier (docs/api.md, Tiers and consolation): the card need not ("Quarterfinal 2", not "Gold · Quarterfinal 2").
  const base = (m.tier ?? '').replace(/ ?consolation$/i, '');
  const name = matchNameIn(pub, m, w);
  const shown = base && name.startsWith(`${base} · `) ? name.slice(base.length + 3) : name;
  return html`<article class="d-match status-${m.status}"><p class="d-cap">${shown}${state}</p>${(['A', 'B'] as const).map((side, i) => {
    const team = side === 'A' ? m.a : m.b;
    const cls = team ? 'team' : 'tbd';
    const text = sideTextIn(pub, m, side, w);
    const points = m.sets.map((x) => x[i]).join(' ');
    const live = m.live ? html` <strong>${m.live[i]}</strong>` : nothing;
    return html`<p class="d-side ${sideClass(m, team)}"><span class="${cls}">${text}</span><span class="pts">${points}${live}</span></p>`;
  })}</article>`;
}

/** The latest registrations, as many as the page holds; the rest counted. */
function teamNames<R>({ html, nothing, words: w }: Localized<R>, pub: PublicState): R {
  const MAX = 18;
  if (pub.teams.length === 0) return nothing;
  const newest = [...pub.teams].sort((x, y) => y.seed - x.seed);
  const shown = newest.slice(0, newest.length > MAX ? MAX - 1 : MAX);
  const more =
    newest.length > shown.length ? html`<li class="d-more">${w.t('tv.more', { n: newest.length - shown.length })}</li>` : nothing;
  return html`<ul class="d-teams">${shown.map((t) => html`<li>${t.name}</li>`)}${more}</ul>`;
}

/** The champion across the screen, the runner-up and third below (the page is only planned once there is a champion). */
function podiumView<R>({ html, nothing, words: w }: Localized<R>, pub: PublicState): R {
  const place = (label: string, name: string) =>
    html`<p><span class="d-place">${label}</span> <span class="d-podium-name">${name}</span></p>`;
  const tiers = pub.tiers ?? [];
  if (tiers.length > 1) {
    // One column per tier with its champion (docs/api.md, Tiers and consolation), runner-up and third below.
    const cols = tiers.flatMap((x) => {
      const p = podium(pub, x.name);
      return p ? [{ title: tierChampionIn(x.name, w), p }] : [];
    });
    return html`<div class="d-tier-podiums">${cols.map(
      ({ title, p }) => html`<div class="d-tier-podium"><p class="d-final-kicker">${title}</p><p class="d-tier-name">${p.champion.name}</p>
${p.second ? place(w.t('tv.runnerUp'), p.second.name) : nothing}${p.third ? place(w.t('tv.third'), p.third.name) : nothing}</div>`,
    )}</div>`;
  }
  const p = podium(pub);
  if (!p) return nothing;
  const second = p.second ? place(w.t('tv.runnerUp'), p.second.name) : nothing;
  const third = p.third ? place(w.t('tv.third'), p.third.name) : nothing;
  return html`<p class="d-final-kicker">${w.t('board.champion')}</p>
<p class="d-final-name">${p.champion.name}</p>
${p.second || p.third ? html`<div class="d-podium">${second}${third}</div>` : nothing}`;
}

/** The notices a TV shows above every page: the newest broadcast (for a while), the newest on-deck call. */
export function notices(pub: PublicState, now: number): PublicAlert[] {
  const current = currentAlerts(pub);
  const broadcast = current.find((a) => a.kind === 'broadcast' && now - a.at < BROADCAST_SHOWN_MS);
  const onDeck = current.find((a) => a.kind === 'on_deck');
  return [broadcast, onDeck].filter((a) => a !== undefined);
}

/** The organizer's banner, then the notices; nothing when there are none. */
export function noticesView<R>({ html, nothing, words: w }: Localized<R>, pub: PublicState, now: number): R {
  const list = notices(pub, now);
  if (!pub.banner && list.length === 0) return nothing;
  return html`<div class="d-notices">
${pub.banner ? html`<p class="d-notice d-banner">${pub.banner}</p>` : nothing}
${list.map((a) => html`<p class="d-notice kind-${a.kind}"><span class="d-notice-time">${clockText(a.at, w.lang)}</span> ${alertTextIn(pub, a, w)}</p>`)}
</div>`;
}
