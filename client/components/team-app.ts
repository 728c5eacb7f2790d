// <team-app data-slug data-team data-since>: a team's own live page: where and when it plays next (with an
// unmistakable "playing now" and "on deck"), its results, and its pool or its road through the bracket.
import { html, nothing, type TemplateResult } from 'lit';
import { PHASE_LABEL, currentAlerts, matchName, setCount, setsText, waitsForText } from '../../shared/view/format.js';
import { checkinWords } from '../../shared/engine/checkin.js';
import { STEP_WORD, bracketPath, dutyText, mySide, opponentText, teamNext, teamResults } from '../../shared/view/team-view.js';
import type { PublicMatch, PublicState, PublicTeam } from '../../shared/engine/types.js';
import { liveScore } from './court-card.js';
import { LiveApp } from './live-app.js';
import { teamLink } from './team-link.js';
import { bannerView } from './tournament-head.js';
import { etaWords } from './up-next.js';
import './alerts-list.js';
import './broadcast-toasts.js';
import './standings-table.js';

function findTeam(pub: PublicState, id: string): PublicTeam | undefined {
  return pub.teams.find((t) => t.id === id) ?? pub.withdrawn.find((t) => t.id === id);
}

/** The panel that answers "where do we play, and when?" at a glance. */
export function nextMatchView(pub: PublicState, id: string): TemplateResult {
  const next = teamNext(pub, id);
  switch (next.kind) {
    case 'playing':
      return html`<div class="next-match now">
<p class="big-line">You are playing now on <strong>court ${next.court.court}</strong></p>
${liveScore(pub, next.match, id)}
${next.then ? html`<p class="then">After this: court ${next.then.court} vs ${opponentText(pub, next.then, id)} · ${etaWords(pub, next.then.etaMin)}</p>` : nothing}</div>`;
    case 'onDeck':
    case 'queued': {
      const e = next.entry;
      const deck = next.kind === 'onDeck';
      return html`<div class="next-match${deck ? ' on-deck' : ''}">
${deck ? html`<p class="big-line">You are on deck: <strong>court ${e.court}</strong></p><p class="deck-call">Get ready by the court: you play next there.</p>` : html`<p class="big-line">Next: court <strong>${e.court}</strong></p>`}
<p class="next-vs">vs <strong>${opponentText(pub, e, id)}</strong></p>
<p class="where-when">${etaWords(pub, e.etaMin)}</p>
<p class="muted">${matchName(pub, e)}${e.tentative ? ` · ${waitsForText(pub, e)}` : ''}</p></div>`;
    }
    case 'drawn':
      return html`<div class="next-match"><p class="big-line">Next: vs ${opponentText(pub, next.match, id)}</p><p class="muted">${matchName(pub, next.match)} · court and time not set yet</p></div>`;
    case 'none':
      return html`<div class="next-match"><p class="big-line">${pub.phase === 'checkin' ? 'Registered. Matches appear here once play is drawn.' : 'No match scheduled for your team right now.'}</p></div>`;
  }
}

/** The match the team referees next (work teams), if any. */
function dutyView(pub: PublicState, id: string): TemplateResult | typeof nothing {
  const text = dutyText(pub, id);
  return text ? html`<p class="work-duty">${text}</p>` : nothing;
}

/** One result from the team's side: W/L, the opponent, sets won and each set's points, mine first. */
function resultRow(pub: PublicState, m: PublicMatch, id: string): TemplateResult {
  const won = m.winner?.id === id;
  const mineFirst = mySide(m, id) === 'A';
  const [sa, sb] = setCount(m.sets);
  const sets = mineFirst ? m.sets : m.sets.map(([a, b]) => [b, a] as [number, number]);
  const score = m.status === 'void' ? 'void' : m.status === 'forfeit' ? 'forfeit' : mineFirst ? `${sa}-${sb}` : `${sb}-${sa}`;
  const opponent = mineFirst ? m.b : m.a;
  return html`<li class="${m.status === 'void' ? 'void' : won ? 'won' : 'lost'}"><span class="wl" aria-label=${m.status === 'void' ? 'Void' : won ? 'Won' : 'Lost'} role="img">${m.status === 'void' ? '–' : won ? 'W' : 'L'}</span>
<span class="who">vs ${teamLink(pub.slug, opponent, '', '', opponentText(pub, m, id))}</span><span class="result">${score}${sets.length ? ` (${setsText(sets)})` : ''}</span><span class="muted">${matchName(pub, m)}</span></li>`;
}

/** The team's road through the bracket: each match played or to play, and what follows. */
function pathView(pub: PublicState, id: string): TemplateResult | typeof nothing {
  const path = bracketPath(pub, id);
  if (!path) return nothing;
  return html`<section class="panel path"><h2>Bracket path</h2>
<ol class="path-steps">${path.steps.map((s) => html`<li class="step-${s.outcome}"><span class="badge">${STEP_WORD[s.outcome]}</span> <span class="step-name">${s.name}</span>${s.outcome === 'bye' ? nothing : html` <span class="step-vs">vs ${s.opponent}</span>`}</li>`)}</ol>
${path.ahead ? html`<p class="path-ahead">${path.ahead}</p>` : nothing}
</section>`;
}

export class TeamApp extends LiveApp {
  /** The team this page belongs to, from the server's `data-team`. */
  get teamId(): string {
    return this.dataset.team ?? '';
  }

  protected override render(): TemplateResult {
    const pub = this.pub!;
    const id = this.teamId;
    const team = findTeam(pub, id);
    const pool = pub.pools.find((p) => p.standings.some((s) => s.teamId === id));
    const alerts = currentAlerts(pub).filter((a) => a.kind === 'broadcast' || a.teams.includes(id));
    return html`<header class="t-head">
<p class="kicker"><a href="/t/${encodeURIComponent(pub.slug)}">${pub.name}</a></p>
<h1 class="team-name">${team?.name ?? 'Unknown team'}</h1>
<p class="meta">${team ? `Seed ${team.seed}${team.poolId ? ` · Pool ${team.poolId}` : ''}${team.status === 'withdrawn' ? ' · withdrawn' : ''}` : ''} <span class="badge phase-${pub.phase}" data-phase>${PHASE_LABEL[pub.phase] ?? pub.phase}</span>${team && checkinWords(team) ? html` <span class="badge checkin-${team.arrived ? 'in' : 'out'}" data-checkin>${checkinWords(team)}</span>` : nothing}</p>
</header>
<div id="live" class="board team-board" data-rendered=${pub.generatedAt}>
${bannerView(pub.banner)}
<section class="panel next-panel"><h2>Your next match</h2>${nextMatchView(pub, id)}${dutyView(pub, id)}</section>
<alerts-list .alerts=${alerts} .max=${5}></alerts-list>
<section class="panel"><h2>Results</h2>${teamResults(pub, id).length ? html`<ul class="results">${teamResults(pub, id).map((m) => resultRow(pub, m, id))}</ul>` : html`<p class="empty">No results yet.</p>`}</section>
${pathView(pub, id)}
${pool ? html`<section class="panel"><standings-table .pub=${pub} .pool=${pool} highlight=${id}></standings-table></section>` : nothing}
</div>
<broadcast-toasts .alerts=${pub.recentAlerts} .since=${this.since}></broadcast-toasts>`;
  }
}

customElements.define('team-app', TeamApp);

declare global {
  interface HTMLElementTagNameMap {
    'team-app': TeamApp;
  }
}
