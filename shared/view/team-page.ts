// A team's own live page (where and when it plays next, its results, its pool or its road through the bracket):
// the server's first paint inside <team-app> and the component's every render after it. What it says is decided
// in team-view.ts; this is how it reads.
import type { PublicMatch, PublicState, PublicTeam } from '../engine/types.js';
import { alertsView, bannerView } from './announcements.js';
import { partOfView } from './part-of.js';
import { liveScoreView } from './live-score.js';
import { currentAlerts, setCount, setsText } from './format.js';
import { matchNameIn, phaseIn, waitsForIn } from './format-words.js';
import type { Localized } from './markup.js';
import { standingsView } from './standings.js';
import { teamLinkView } from './team-link.js';
import { bracketPath, checkinWords, dutyText, mySide, opponentText, teamNext, teamResults } from './team-view.js';
import { etaView } from './up-next.js';

/** A team by id, withdrawn ones included. */
export function findTeam(pub: PublicState, id: string): PublicTeam | undefined {
  return pub.teams.find((t) => t.id === id) ?? pub.withdrawn.find((t) => t.id === id);
}

/** The panel that answers "where do we play, and when?" at a glance. */
export function nextMatchView<R>(mk: Localized<R>, pub: PublicState, id: string): R {
  const { html, nothing, words: w } = mk;
  const next = teamNext(pub, id);
  switch (next.kind) {
    case 'playing': {
      const afterThis = next.then ? w.t('team.afterThis', { court: next.then.court, opponent: opponentText(pub, next.then, id, w) }) : '';
      return html`<div class="next-match now">
<p class="big-line">${w.t('team.playingNow')} <strong>${w.t('team.court', { court: next.court.court })}</strong></p>
${liveScoreView(mk, pub, next.match, id)}
${next.then ? html`<p class="then">${afterThis} · ${etaView(mk, pub, next.then.etaMin)}</p>` : nothing}</div>`;
    }
    case 'onDeck':
    case 'queued': {
      const e = next.entry;
      const deck = next.kind === 'onDeck';
      const court = w.t('team.court', { court: e.court });
      return html`<div class="next-match${deck ? ' on-deck' : ''}">
${
  deck
    ? html`<p class="big-line">${w.t('team.onDeck')} <strong>${court}</strong></p><p class="deck-call">${w.t('team.getReady')}</p>`
    : html`<p class="big-line">${w.t('team.nextCourt')} <strong>${e.court}</strong></p>`
}
<p class="next-vs">${w.t('board.vs')} <strong>${opponentText(pub, e, id, w)}</strong></p>
<p class="where-when">${etaView(mk, pub, e.etaMin)}</p>
<p class="muted">${matchNameIn(pub, e, w)}${e.tentative ? ` · ${waitsForIn(pub, e, w)}` : ''}</p></div>`;
    }
    case 'drawn': {
      const nextVs = w.t('team.nextVs', { opponent: opponentText(pub, next.match, id, w) });
      const notSet = w.t('team.notSet', { match: matchNameIn(pub, next.match, w) });
      return html`<div class="next-match"><p class="big-line">${nextVs}</p><p class="muted">${notSet}</p></div>`;
    }
    case 'none':
      return html`<div class="next-match"><p class="big-line">${pub.phase === 'checkin' ? w.t('team.waitDraw') : w.t('team.noMatch')}</p></div>`;
  }
}

/** The match the team referees next (work teams), if any. */
export function dutyView<R>({ html, nothing, words: w }: Localized<R>, pub: PublicState, id: string): R {
  const text = dutyText(pub, id, w);
  return text ? html`<p class="work-duty">${text}</p>` : nothing;
}

/** One result from the team's side: W/L, the opponent, sets won and each set's points, mine first. */
function resultRow<R>(mk: Localized<R>, pub: PublicState, m: PublicMatch, id: string): R {
  const w = mk.words;
  const won = m.winner?.id === id;
  const mineFirst = mySide(m, id) === 'A';
  const [sa, sb] = setCount(m.sets);
  const sets = mineFirst ? m.sets : m.sets.map(([a, b]) => [b, a] as [number, number]);
  const score =
    m.status === 'void' || m.status === 'forfeit' ? w.t('team.scoreWord', { status: m.status }) : mineFirst ? `${sa}-${sb}` : `${sb}-${sa}`;
  const opponent = mineFirst ? m.b : m.a;
  const outcome = m.status === 'void' ? 'void' : won ? 'won' : 'lost';
  const said = w.t('team.outcome', { outcome });
  const wl = m.status === 'void' ? '–' : w.t('team.wl', { outcome });
  const link = teamLinkView(mk, pub.slug, opponent, '', '', opponentText(pub, m, id, w));
  const setList = sets.length ? ` (${setsText(sets)})` : '';
  const name = matchNameIn(pub, m, w);
  return mk.html`<li class="${outcome}"><span class="wl" aria-label="${said}" role="img">${wl}</span>
<span class="who">${w.t('board.vs')} ${link}</span><span class="result">${score}${setList}</span><span class="muted">${name}</span></li>`;
}

/** The team's decided matches, or a line saying there are none yet. */
export function resultsView<R>(mk: Localized<R>, pub: PublicState, id: string): R {
  const done = teamResults(pub, id);
  return done.length
    ? mk.html`<ul class="results">${done.map((m) => resultRow(mk, pub, m, id))}</ul>`
    : mk.html`<p class="empty">${mk.words.t('team.noResults')}</p>`;
}

/** The team's road through the bracket: each match played or to play, and what follows. */
export function pathView<R>({ html, nothing, words: w }: Localized<R>, pub: PublicState, id: string): R {
  const path = bracketPath(pub, id, w);
  if (!path) return nothing;
  const step = (s: (typeof path.steps)[number]) => {
    const vs = s.outcome === 'bye' ? nothing : html` <span class="step-vs">${w.t('board.vs')} ${s.opponent}</span>`;
    const badge = w.t('team.outcome', { outcome: s.outcome });
    return html`<li class="step-${s.outcome}"><span class="badge">${badge}</span> <span class="step-name">${s.name}</span>${vs}</li>`;
  };
  return html`<section class="panel path"><h2>${path.title}</h2>
<ol class="path-steps">${path.steps.map(step)}</ol>
${path.ahead ? html`<p class="path-ahead">${path.ahead}</p>` : nothing}
</section>`;
}

/**
 * The "Notify me when we play" control for a team still in the tournament, as it first shows (off): the page's script
 * makes it work and shows this device's own state (client/components/notify-me.ts, client/push/push-control.ts). Below
 * it, the team's calendar feed (docs/api.md, Notifications).
 */
function notifyView<R>({ html, nothing, words: w }: Localized<R>, pub: PublicState, team: PublicTeam | undefined): R {
  if (!team || team.status === 'withdrawn') return nothing;
  const calendar = `/t/${encodeURIComponent(pub.slug)}/teams/${encodeURIComponent(team.id)}.ics?lang=${w.lang}`;
  return html`<notify-me data-slug="${pub.slug}" data-team="${team.id}" data-name="${team.name}"><div class="notify" data-mode="off">
<p class="notify-status" hidden></p>
<button type="button" class="btn primary">${w.t('notify.button')}</button>
<p class="notify-note" role="status" aria-live="polite"></p>
</div></notify-me>
<p class="calendar-link"><a href="${calendar}">${w.t('team.calendar')}</a> <span class="muted small">${w.t('team.calendarNote')}</span></p>`;
}

/** The team's name, seed, pool, phase and check-in. */
function teamHeadView<R>(mk: Localized<R>, pub: PublicState, team: PublicTeam | undefined): R {
  const { html, nothing, words: w } = mk;
  const about = team
    ? [
        w.t('team.seed', { seed: team.seed }),
        ...(team.poolId ? [w.t('board.pool', { pool: team.poolId })] : []),
        ...(team.status === 'withdrawn' ? [w.t('team.withdrawn')] : []),
      ].join(' · ')
    : '';
  const checkin = team ? checkinWords(team, w) : '';
  const checkinBadge =
    team && checkin ? html` <span class="badge checkin-${team.arrived ? 'in' : 'out'}" data-checkin>${checkin}</span>` : nothing;
  return html`<header class="t-head">
<p class="kicker"><a href="/t/${encodeURIComponent(pub.slug)}">${pub.name}</a></p>
<h1 class="team-name">${team?.name ?? w.t('team.unknown')}</h1>
<p class="meta">${about} <span class="badge phase-${pub.phase}" data-phase>${phaseIn(pub.phase, w)}</span>${checkinBadge}</p>
${partOfView(mk, pub, w.t('common.partOf'))}
</header>`;
}

/** The whole page of team `id`: its head, then `#live` with everything that changes. */
export function teamPageView<R>(mk: Localized<R>, pub: PublicState, id: string): R {
  const { html, nothing, words: w } = mk;
  const pool = pub.pools.find((p) => p.standings.some((s) => s.teamId === id));
  const alerts = currentAlerts(pub).filter((a) => a.kind === 'broadcast' || a.teams.includes(id));
  const team = findTeam(pub, id);
  return html`${teamHeadView(mk, pub, team)}
<div id="live" class="board team-board">
${bannerView(mk, pub.banner)}
<section class="panel next-panel"><h2>${w.t('team.nextMatch')}</h2>${nextMatchView(mk, pub, id)}${dutyView(mk, pub, id)}${notifyView(mk, pub, team)}</section>
${alertsView(mk, alerts, 5, pub.teams)}
<section class="panel"><h2>${w.t('team.results')}</h2>${resultsView(mk, pub, id)}</section>
${pathView(mk, pub, id)}
${pool ? html`<section class="panel">${standingsView(mk, pub, pool, id)}</section>` : nothing}
</div>`;
}
