// Public pages: the landing page (registration form or live board) and the team page (the TV display: display-page.ts).
// They see only the public document, plus a team's own data on its code page and a re-rendered form's values.
import type { PublicState } from '../../shared/engine/types.js';
import { html, seg, type Html } from './html.js';
import { findTeam, teamPageView } from '../../shared/view/team-page.js';
import { page } from './layout.js';
import type { Lang } from '../../shared/i18n/languages.js';
import { registrationPage, type RegistrationForm } from './register.js';
import { boardHtml } from './board-html.js';
import { markupFor } from './markup.js';
import type { Words } from '../../shared/i18n/words.js';
import { tournamentShare } from './share.js';
import { teamManifestPath } from './team-manifest.js';

const noscript = (w: Words) => html`<noscript><p class="notice">${w.t('board.noscript')}</p></noscript>`;
const _LIVE_STATUS = html`<p class="live-status" id="live-status" role="status" aria-live="polite" hidden></p>`;

function publicNav(pub: PublicState, w?: Words): Html {
  if (w)
    return html`<a href="/t/${seg(pub.slug)}">${w.t('common.board')}</a><a href="/t/${seg(pub.slug)}/display">${w.t('common.tvDisplay')}</a>`;
  return html`<a href="/t/${seg(pub.slug)}">Board</a><a href="/t/${seg(pub.slug)}/display">TV display</a>`;
}

/**
 * Registration form while phase is checkin (with `form` when re-rendered: register.ts, in `lang` with the menu's
 * `languages`), otherwise the live board. `base`: the public base URL (PUBLIC_URL or the request's), for the link preview.
 */
export function landingPage(o: {
  pub: PublicState;
  base: string;
  form?: RegistrationForm;
  closedError?: string;
  lang?: Lang;
  languages?: (lang: Lang) => string;
}): string {
  const { pub } = o;
  const path = `/t/${seg(pub.slug)}`;
  if (pub.phase === 'checkin') return registrationPage({ pub, base: o.base, form: o.form, lang: o.lang ?? 'en', languages: o.languages });
  // <board-app> draws the same view (shared/view/board.ts) from the live channel
  const lang = o.lang ?? 'en';
  const w = markupFor(lang).words;
  const body = html`${o.closedError ? html`<p class="notice error" role="alert">${o.closedError}</p>` : ''}
${noscript(w)}
<board-app data-slug="${pub.slug}" data-since="${pub.generatedAt}">${boardHtml(pub, lang)}</board-app>
<sync-status data-slug="${pub.slug}"></sync-status>`;
  const title = w.t('board.title', { tournament: pub.name });
  return page({
    title,
    share: tournamentShare(pub, { base: o.base, path, title, what: w.t('board.shareWhat'), w }),
    body,
    nav: publicNav(pub, w),
    entry: 'board',
    lang,
    languages: o.languages,
    data: { slug: pub.slug, mode: 'board', since: pub.generatedAt },
  });
}

/**
 * Personalised board. `own` only on the code page (that team's own private data); `isNew` shows the code once.
 * The link preview always names the team's public page, never its code page.
 */
export function teamPage(o: {
  pub: PublicState;
  base: string;
  teamId: string;
  own?: { code: string; captain: string; playerNames: string[] };
  isNew: boolean;
  lang?: Lang;
  languages?: (lang: Lang) => string;
}): string {
  const { pub, teamId: id } = o;
  const lang = o.lang ?? 'en';
  const mk = markupFor(lang);
  const w = mk.words;
  const team = findTeam(pub, id);
  const name = team?.name ?? w.t('team.unknown');
  const teamUrl = o.own ? `/t/${seg(pub.slug)}/team/${seg(o.own.code)}` : '';
  const body = html`${
    o.isNew && o.own
      ? html`<section class="confirm" role="status">
<h1>${w.t('team.registered')}</h1>
<p>${w.t('team.codeIs')}</p>
<p class="code" aria-label="${w.t('team.codeLabel')}">${o.own.code}</p>
<p><strong>${w.t('team.keepIt')}</strong> ${w.t('team.useIt')} <a href="${teamUrl}">${teamUrl}</a></p>
</section>`
      : ''
  }
${noscript(w)}
<team-app data-slug="${pub.slug}" data-team="${id}" data-since="${pub.generatedAt}">${teamPageView(mk, pub, id)}</team-app>
${
  o.own
    ? html`<section class="panel own"><h2>${w.t('team.yourTeam')}</h2><dl>
<dt>${w.t('team.codeLabel')}</dt><dd class="code-small">${o.own.code}</dd>
<dt>${w.t('team.captain')}</dt><dd>${o.own.captain}</dd>
${o.own.playerNames.length ? html`<dt>${w.t('team.players')}</dt><dd><ul class="plain">${o.own.playerNames.map((n) => html`<li>${n}</li>`)}</ul></dd>` : ''}
</dl><p class="muted">${w.t('team.private')}</p></section>`
    : ''
}
<sync-status data-slug="${pub.slug}"></sync-status>`;
  const title = w.t('team.pageTitle', { team: name, tournament: pub.name });
  const path = `/t/${seg(pub.slug)}/teams/${seg(id)}`;
  return page({
    title,
    share: tournamentShare(pub, { base: o.base, path, title, what: w.t('team.shareWhat', { team: name }), w }),
    body,
    nav: publicNav(pub, w),
    entry: 'team',
    lang,
    languages: o.languages,
    data: { slug: pub.slug, mode: 'team', team: id, since: pub.generatedAt },
    // added to a Home Screen, the team's page is an app of its own: where iPhones allow notifications
    head: team ? html`<link rel="manifest" href="${teamManifestPath(pub.slug, team.id)}">` : undefined,
  });
}
