// The TV display's first screen as the server paints it: the markup <display-app> (client/components/display-app.ts) draws.
import { PHASE_LABEL, clockText, currentAlerts, podium } from '../../shared/view/format.js';
import { displayPages, type DisplayPage } from '../../shared/view/display-pages.js';
import type { PublicState } from '../../shared/engine/types.js';
import { bracketDrawing } from './bracket-html.js';
import { courtCard, standingsTable, upNextList } from './board-html.js';
import { html, seg, type Html } from './html.js';
import { page } from './layout.js';

/** Keep in step with display-parts.ts `sizeClass`. */
const sizeClass = (size: number) => (size <= 4 ? 's4' : size <= 6 ? 's6' : size <= 9 ? 's9' : size <= 12 ? 's12' : 's16');

const qrImage = (slug: string, url: string, className: string) =>
  html`<img class="${className}" src="/t/${seg(slug)}/qr.svg" alt="QR code for ${url}" width="256" height="256">`;

function pageHtml(pub: PublicState, p: DisplayPage, url: string): Html {
  switch (p.kind) {
    case 'courts':
      // plain wrappers, not <court-card>: an element without its data would clear this markup when it upgrades
      return html`<section class="d-page d-courts c${p.cols} r${p.rows}" data-page="${p.key}" aria-labelledby="d-title">
${p.courts.map((n) => pub.courts.find((c) => c.court === n)).map((c) => (c ? html`<div class="d-slot">${courtCard(pub, c)}</div>` : ''))}
</section>`;
    case 'upnext':
      return html`<section class="d-page d-upnext" data-page="${p.key}" aria-labelledby="d-title">${upNextList(pub, pub.upNext.slice(0, p.count))}</section>`;
    case 'standings':
      return html`<section class="d-page d-standings c${p.cols} r${p.rows} ${sizeClass(p.size)}" data-page="${p.key}" aria-labelledby="d-title">
${p.pools.map((id) => pub.pools.find((x) => x.id === id)).map((pool) => (pool ? html`<div class="d-pool">${standingsTable(pub, pool)}</div>` : ''))}
</section>`;
    case 'bracket': {
      const ids = new Set(p.matches);
      return html`<section class="d-page d-bracket" data-page="${p.key}" aria-labelledby="d-title">${bracketDrawing(pub, '', { only: pub.bracket.filter((m) => ids.has(m.id)), fit: true })}</section>`;
    }
    case 'podium': {
      const pod = podium(pub)!;
      return html`<section class="d-page d-final" data-page="${p.key}" aria-labelledby="d-title">
<p class="d-final-kicker">Champion</p>
<p class="d-final-name">${pod.champion.name}</p>
${pod.second || pod.third ? html`<div class="d-podium">${pod.second ? html`<p><span class="d-place">Runner-up</span> <span class="d-podium-name">${pod.second.name}</span></p>` : ''}${pod.third ? html`<p><span class="d-place">Third</span> <span class="d-podium-name">${pod.third.name}</span></p>` : ''}</div>` : ''}
</section>`;
    }
    case 'register':
      return html`<section class="d-page d-register" data-page="${p.key}" aria-labelledby="d-title">
${qrImage(pub.slug, url, 'd-qr')}
<div class="d-register-text">
<p class="d-call">Scan to register your team</p>
<p class="d-url">${url}</p>
<p class="d-count">${pub.teams.length === 0 ? 'No teams yet: be the first.' : `${pub.teams.length} ${pub.teams.length === 1 ? 'team' : 'teams'} registered`}</p>
</div>
</section>`;
    case 'waiting':
      return html`<section class="d-page d-waiting" data-page="${p.key}" aria-labelledby="d-title">
<p class="d-call">${pub.teams.length} teams registered. Play starts soon.</p>
<p class="d-url">${url}</p>
</section>`;
  }
}

/** `url`: the tournament's public address (PUBLIC_URL or the request's host), shown and encoded in the QR code. */
export function displayPage(o: { pub: PublicState; url: string }): string {
  const { pub, url } = o;
  const pages = displayPages(pub);
  const first = pages[0]!;
  const banner = pub.banner ? html`<p class="d-notice d-banner">${pub.banner}</p>` : '';
  const onDeck = currentAlerts(pub).find((a) => a.kind === 'on_deck');
  const body = html`<display-app data-slug="${pub.slug}" data-since="${pub.generatedAt}" data-url="${url}"><div class="d-screen" data-page="${first.key}" data-pages="${pages.length}">
<header class="d-head">
<h1 class="d-name">${pub.name}</h1>
<span class="badge phase-${pub.phase}" data-phase>${PHASE_LABEL[pub.phase] ?? pub.phase}</span>
<h2 class="d-title" id="d-title">${first.title}</h2>
${pages.length > 1 ? html`<p class="d-pager" aria-label="Screen 1 of ${pages.length}">1 / ${pages.length}</p>` : ''}
<sync-status data-slug="${pub.slug}"></sync-status>
<p class="d-clock"><time></time></p>
</header>
${banner || onDeck ? html`<div class="d-notices">${banner}${onDeck ? html`<p class="d-notice kind-on_deck"><span class="d-notice-time">${clockText(onDeck.at)}</span> ${onDeck.text}</p>` : ''}</div>` : ''}
${pageHtml(pub, first, url)}
${pub.phase === 'checkin' ? '' : html`<footer class="d-foot">${qrImage(pub.slug, url, 'd-qr-small')}<p>Scores and your team's page on your phone: <strong class="d-url-small">${url}</strong></p></footer>`}
</div></display-app>`;
  return page({ title: `${pub.name} · Display`, body, bodyClass: 'display', bare: true, entry: 'display', data: { slug: pub.slug } });
}
