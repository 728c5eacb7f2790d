// Public pages: the landing page (registration form or live board) and the team page (the TV display: display-page.ts).
// They see only the public document, plus a team's own data on its code page and a re-rendered form's values.
import type { PublicState } from '../../shared/engine/types.js';
import { html, seg, type Html } from './html.js';
import { bannerView } from '../../shared/view/announcements.js';
import { headlineView } from '../../shared/view/board.js';
import { findTeam, teamPageView } from '../../shared/view/team-page.js';
import { errorSummary, field, page } from './layout.js';
import type { FormState } from './home.js';
import { boardHtml, teamLink } from './board-html.js';
import { SERVER_MARKUP } from './markup.js';
import { tournamentShare } from './share.js';
import { teamManifestPath } from './team-manifest.js';

const NOSCRIPT = html`<noscript><p class="notice">Scores update live when JavaScript is on. Without it, reload this page to see the latest.</p></noscript>`;
const _LIVE_STATUS = html`<p class="live-status" id="live-status" role="status" aria-live="polite" hidden></p>`;

function publicNav(pub: PublicState): Html {
  return html`<a href="/t/${seg(pub.slug)}">Board</a><a href="/t/${seg(pub.slug)}/display">TV display</a>`;
}

const REG_FIELDS = ['name', 'captain', 'phone', 'players', 'playerNames'] as const;

function registrationForm(pub: PublicState, form?: FormState): Html {
  const v = form?.values ?? {};
  const e = form?.fields ?? {};
  const size = pub.rules.teamSize;
  return html`<section class="panel register">
<h2>Register your team</h2>
${form ? errorSummary(Object.fromEntries(REG_FIELDS.filter((f) => e[f]).map((f) => [f, e[f] as string])), form.error) : ''}
<form method="post" action="/t/${seg(pub.slug)}/register" class="stack">
${field({ name: 'name', label: 'Team name', value: v.name ?? '', error: e.name, attrs: { required: true, maxlength: 40, autocomplete: 'off' } })}
${field({ name: 'captain', label: 'Captain', hint: 'Only the organizers see this.', value: v.captain ?? '', error: e.captain, attrs: { required: true, maxlength: 60, autocomplete: 'name' } })}
${field({ name: 'phone', label: 'Captain phone', type: 'tel', hint: 'So the desk can reach you. Only the organizers see this.', value: v.phone ?? '', error: e.phone, attrs: { required: true, autocomplete: 'tel', inputmode: 'tel', maxlength: 24 } })}
${field({ name: 'players', label: 'Number of players', type: 'number', hint: size === 1 ? 'From 1 to 2.' : `From ${size} to ${2 * size}.`, value: v.players ?? String(size), error: e.players, attrs: { required: true, min: size, max: 2 * size, step: 1, inputmode: 'numeric' }, className: 'short' })}
${field({ name: 'playerNames', label: 'Player names (optional, one per line)', value: v.playerNames ?? '', error: e.playerNames, textarea: true, attrs: { rows: Math.min(2 * size, 6), maxlength: 1000 } })}
<button type="submit" class="btn primary big">Register</button>
</form>
</section>`;
}

/**
 * Registration form while phase is checkin (with `form` when re-rendered), otherwise the live board. `base`: the
 * public base URL (PUBLIC_URL or the request's), for the link preview.
 */
export function landingPage(o: { pub: PublicState; base: string; form?: FormState; closedError?: string }): string {
  const { pub } = o;
  const path = `/t/${seg(pub.slug)}`;
  if (pub.phase === 'checkin') {
    const body = html`${headlineView(SERVER_MARKUP, pub)}
${bannerView(SERVER_MARKUP, pub.banner)}
${pub.notes ? html`<p class="notes">${pub.notes}</p>` : ''}
${registrationForm(pub, o.form)}
<section class="panel"><h2>Registered teams (${pub.teams.length})</h2>
${pub.teams.length ? html`<ul class="team-list">${[...pub.teams].sort((x, y) => x.seed - y.seed).map((t) => html`<li>${teamLink(pub.slug, t)}</li>`)}</ul>` : html`<p class="empty">No teams yet: be the first.</p>`}
</section>`;
    const title = `${pub.name} · Register`;
    const share = tournamentShare(pub, { base: o.base, path, title, what: 'Register your team and follow the tournament live.' });
    return page({ title, body, nav: publicNav(pub), share });
  }
  // <board-app> draws the same view (shared/view/board.ts) from the live channel
  const body = html`${o.closedError ? html`<p class="notice error" role="alert">${o.closedError}</p>` : ''}
${NOSCRIPT}
<board-app data-slug="${pub.slug}" data-since="${pub.generatedAt}">${boardHtml(pub)}</board-app>
<sync-status data-slug="${pub.slug}"></sync-status>`;
  const title = `${pub.name} · Live board`;
  return page({
    title,
    share: tournamentShare(pub, { base: o.base, path, title, what: 'Live scores, courts, up next and standings.' }),
    body,
    nav: publicNav(pub),
    entry: 'board',
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
}): string {
  const { pub, teamId: id } = o;
  const team = findTeam(pub, id);
  const name = team?.name ?? 'Unknown team';
  const teamUrl = o.own ? `/t/${seg(pub.slug)}/team/${seg(o.own.code)}` : '';
  const body = html`${
    o.isNew && o.own
      ? html`<section class="confirm" role="status">
<h1>You're registered!</h1>
<p>Your team code is</p>
<p class="code" aria-label="Team code">${o.own.code}</p>
<p><strong>Keep it (take a screenshot).</strong> Use it to open your team page: <a href="${teamUrl}">${teamUrl}</a></p>
</section>`
      : ''
  }
${NOSCRIPT}
<team-app data-slug="${pub.slug}" data-team="${id}" data-since="${pub.generatedAt}">${teamPageView(SERVER_MARKUP, pub, id)}</team-app>
${
  o.own
    ? html`<section class="panel own"><h2>Your team</h2><dl>
<dt>Team code</dt><dd class="code-small">${o.own.code}</dd>
<dt>Captain</dt><dd>${o.own.captain}</dd>
${o.own.playerNames.length ? html`<dt>Players</dt><dd><ul class="plain">${o.own.playerNames.map((n) => html`<li>${n}</li>`)}</ul></dd>` : ''}
</dl><p class="muted">Only visible with your code. Don't share this link.</p></section>`
    : ''
}
<sync-status data-slug="${pub.slug}"></sync-status>`;
  const title = `${name} · ${pub.name}`;
  const path = `/t/${seg(pub.slug)}/teams/${seg(id)}`;
  return page({
    title,
    share: tournamentShare(pub, { base: o.base, path, title, what: `${name}: next match, results and standings.` }),
    body,
    nav: publicNav(pub),
    entry: 'team',
    data: { slug: pub.slug, mode: 'team', team: id, since: pub.generatedAt },
    // added to a Home Screen, the team's page is an app of its own: where iPhones allow notifications
    head: team ? html`<link rel="manifest" href="${teamManifestPath(pub.slug, team.id)}">` : undefined,
  });
}
