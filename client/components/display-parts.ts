// The TV display's pages drawn one by one (courts, up next, standings, bracket, podium, registration), and its notices.
import { html, nothing, type TemplateResult } from 'lit';
import { clockText, currentAlerts, podium } from '../../shared/view/format.js';
import type { DisplayPage } from '../../shared/view/display-pages.js';
import type { PublicAlert, PublicState } from '../../shared/engine/types.js';
import './bracket-view.js';
import './court-card.js';
import './standings-table.js';
import './up-next.js';

/** A broadcast stays on the TV this long after it was sent; the banner stays until the organizer clears it. */
const BROADCAST_SHOWN_MS = 20 * 60_000;

/** How big a standings table's rows may be: by the largest pool on the page (CSS picks the type size). */
function sizeClass(size: number): string {
  return size <= 4 ? 's4' : size <= 6 ? 's6' : size <= 9 ? 's9' : size <= 12 ? 's12' : 's16';
}

export function qrImage(slug: string, url: string, className: string): TemplateResult {
  return html`<img class=${className} src="/t/${encodeURIComponent(slug)}/qr.svg" alt="QR code for ${url}" width="256" height="256">`;
}

export function pageView(pub: PublicState, page: DisplayPage, now: number, url: string): TemplateResult {
  switch (page.kind) {
    case 'courts':
      return html`<section class="d-page d-courts c${page.cols} r${page.rows}" data-page=${page.key} aria-labelledby="d-title">
${page.courts.map((n) => pub.courts.find((c) => c.court === n)).map((c) => (c ? html`<court-card .pub=${pub} .court=${c} .now=${now}></court-card>` : nothing))}
</section>`;
    case 'upnext':
      return html`<section class="d-page d-upnext" data-page=${page.key} aria-labelledby="d-title"><up-next .pub=${pub} .entries=${pub.upNext.slice(0, page.count)}></up-next></section>`;
    case 'standings':
      return html`<section class="d-page d-standings c${page.cols} r${page.rows} ${sizeClass(page.size)}" data-page=${page.key} aria-labelledby="d-title">
${page.pools.map((id) => pub.pools.find((p) => p.id === id)).map((p) => (p ? html`<div class="d-pool"><standings-table .pub=${pub} .pool=${p}></standings-table></div>` : nothing))}
</section>`;
    case 'bracket': {
      const ids = new Set(page.matches);
      return html`<section class="d-page d-bracket" data-page=${page.key} aria-labelledby="d-title"><bracket-view fit .pub=${pub} .only=${pub.bracket.filter((m) => ids.has(m.id))}></bracket-view></section>`;
    }
    case 'podium':
      return podiumView(pub, page.key);
    case 'register':
      return html`<section class="d-page d-register" data-page=${page.key} aria-labelledby="d-title">
${qrImage(pub.slug, url, 'd-qr')}
<div class="d-register-text">
<p class="d-call">Scan to register your team</p>
<p class="d-url">${url}</p>
<p class="d-count">${pub.teams.length === 0 ? 'No teams yet: be the first.' : `${pub.teams.length} ${pub.teams.length === 1 ? 'team' : 'teams'} registered`}</p>
${teamNames(pub)}
</div>
</section>`;
    case 'waiting':
      return html`<section class="d-page d-waiting" data-page=${page.key} aria-labelledby="d-title">
<p class="d-call">${pub.teams.length} teams registered. Play starts soon.</p>
<p class="d-url">${url}</p>
</section>`;
  }
}

/** The latest registrations, as many as the page holds; the rest counted. */
function teamNames(pub: PublicState): TemplateResult | typeof nothing {
  const MAX = 24;
  if (pub.teams.length === 0) return nothing;
  const newest = [...pub.teams].sort((x, y) => y.seed - x.seed);
  const shown = newest.slice(0, newest.length > MAX ? MAX - 1 : MAX);
  return html`<ul class="d-teams">${shown.map((t) => html`<li>${t.name}</li>`)}${newest.length > shown.length ? html`<li class="d-more">and ${newest.length - shown.length} more</li>` : nothing}</ul>`;
}

function podiumView(pub: PublicState, key: string): TemplateResult {
  const p = podium(pub);
  if (!p) return html`<section class="d-page" data-page=${key}></section>`;
  return html`<section class="d-page d-final" data-page=${key} aria-labelledby="d-title">
<p class="d-final-kicker">Champion</p>
<p class="d-final-name">${p.champion.name}</p>
${p.second || p.third ? html`<div class="d-podium">${p.second ? html`<p><span class="d-place">Runner-up</span> <span class="d-podium-name">${p.second.name}</span></p>` : nothing}${p.third ? html`<p><span class="d-place">Third</span> <span class="d-podium-name">${p.third.name}</span></p>` : nothing}</div>` : nothing}
</section>`;
}

/** The notices a TV shows above every page: the organizer's banner, the newest broadcast, the newest on-deck call. */
export function notices(pub: PublicState, now: number): PublicAlert[] {
  const current = currentAlerts(pub);
  const broadcast = current.find((a) => a.kind === 'broadcast' && now - a.at < BROADCAST_SHOWN_MS);
  const onDeck = current.find((a) => a.kind === 'on_deck');
  return [broadcast, onDeck].filter((a): a is PublicAlert => a !== undefined);
}

export function noticesView(pub: PublicState, now: number): TemplateResult | typeof nothing {
  const list = notices(pub, now);
  if (!pub.banner && list.length === 0) return nothing;
  return html`<div class="d-notices">
${pub.banner ? html`<p class="d-notice d-banner">${pub.banner}</p>` : nothing}
${list.map((a) => html`<p class="d-notice kind-${a.kind}"><span class="d-notice-time">${clockText(a.at)}</span> ${a.text}</p>`)}
</div>`;
}
