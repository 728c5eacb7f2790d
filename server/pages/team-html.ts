// The first, server-side render of a team's own page (next match, results, bracket path): the same markup
// <team-app> (client/components/team-app.ts) draws, so it takes over without a flash.
import type { PublicMatch, PublicState } from '../../shared/engine/types.js';
import { etaInText, matchName, setCount, setsText, waitsForText } from '../../shared/view/format.js';
import { STEP_WORD, bracketPath, dutyText, mySide, opponentText, teamNext, teamResults } from '../../shared/view/team-view.js';
import { html, type Html } from './html.js';
import { liveScore, teamLink } from './board-html.js';

/** The panel that answers "where do we play, and when?" at a glance. */
export function nextMatchHtml(pub: PublicState, id: string): Html {
  const next = teamNext(pub, id);
  switch (next.kind) {
    case 'playing':
      return html`<div class="next-match now">
<p class="big-line">You are playing now on <strong>court ${next.court.court}</strong></p>
${liveScore(pub, next.match, id)}
${next.then ? html`<p class="then">After this: court ${next.then.court} vs ${opponentText(pub, next.then, id)} · <span class="eta-in">${etaInText(next.then.etaMin)}</span></p>` : ''}</div>`;
    case 'onDeck':
    case 'queued': {
      const e = next.entry;
      const deck = next.kind === 'onDeck';
      // the clock time ("about 14:20") is the browser's to add, in the reader's own time zone
      return html`<div class="next-match${deck ? ' on-deck' : ''}">
${deck ? html`<p class="big-line">You are on deck: <strong>court ${e.court}</strong></p><p class="deck-call">Get ready by the court: you play next there.</p>` : html`<p class="big-line">Next: court <strong>${e.court}</strong></p>`}
<p class="next-vs">vs <strong>${opponentText(pub, e, id)}</strong></p>
<p class="where-when"><span class="eta-in">${etaInText(e.etaMin)}</span></p>
<p class="muted">${matchName(pub, e)}${e.tentative ? ` · ${waitsForText(pub, e)}` : ''}</p></div>`;
    }
    case 'drawn':
      return html`<div class="next-match"><p class="big-line">Next: vs ${opponentText(pub, next.match, id)}</p><p class="muted">${matchName(pub, next.match)} · court and time not set yet</p></div>`;
    case 'none':
      return html`<div class="next-match"><p class="big-line">${pub.phase === 'checkin' ? 'Registered. Matches appear here once play is drawn.' : 'No match scheduled for your team right now.'}</p></div>`;
  }
}

/** The match the team referees next (work teams), if any. */
export function dutyHtml(pub: PublicState, id: string): Html {
  const text = dutyText(pub, id);
  return text ? html`<p class="work-duty">${text}</p>` : html``;
}

function resultRow(pub: PublicState, m: PublicMatch, id: string): Html {
  const won = m.winner?.id === id;
  const mineFirst = mySide(m, id) === 'A';
  const [sa, sb] = setCount(m.sets);
  const sets = mineFirst ? m.sets : m.sets.map(([a, b]) => [b, a] as [number, number]);
  const score = m.status === 'void' ? 'void' : m.status === 'forfeit' ? 'forfeit' : mineFirst ? `${sa}-${sb}` : `${sb}-${sa}`;
  const opponent = mineFirst ? m.b : m.a;
  return html`<li class="${m.status === 'void' ? 'void' : won ? 'won' : 'lost'}"><span class="wl" aria-label="${m.status === 'void' ? 'Void' : won ? 'Won' : 'Lost'}" role="img">${m.status === 'void' ? '–' : won ? 'W' : 'L'}</span>
<span class="who">vs ${teamLink(pub.slug, opponent, '', '', opponentText(pub, m, id))}</span><span class="result">${score}${sets.length ? ` (${setsText(sets)})` : ''}</span><span class="muted">${matchName(pub, m)}</span></li>`;
}

export function resultsHtml(pub: PublicState, id: string): Html {
  const done = teamResults(pub, id);
  return done.length
    ? html`<ul class="results">${done.map((m) => resultRow(pub, m, id))}</ul>`
    : html`<p class="empty">No results yet.</p>`;
}

/** The team's road through the bracket: each match played or to play, and what follows. */
export function pathHtml(pub: PublicState, id: string): Html {
  const path = bracketPath(pub, id);
  if (!path) return html``;
  return html`<section class="panel path"><h2>Bracket path</h2>
<ol class="path-steps">${path.steps.map((s) => html`<li class="step-${s.outcome}"><span class="badge">${STEP_WORD[s.outcome]}</span> <span class="step-name">${s.name}</span>${s.outcome === 'bye' ? '' : html` <span class="step-vs">vs ${s.opponent}</span>`}</li>`)}</ol>
${path.ahead ? html`<p class="path-ahead">${path.ahead}</p>` : ''}
</section>`;
}
