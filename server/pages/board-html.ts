// The first, server-side render of the live board (courts, up next, pools, bracket): the same markup the
// components in client/components draw (court-card, up-next, standings-table, podium-view), so they take
// over without a flash; and the whole board for readers without scripts.
import type { PublicCourt, PublicMatch, PublicPool, PublicState, UpNextEntry } from '../../shared/engine/types.js';
import { html, seg, type Html } from './html.js';
import { bracketDrawing } from './bracket-html.js';
import {
  STATUS_LABEL,
  elapsedText,
  etaInText,
  matchName,
  playOver,
  podium,
  setCount,
  setsText,
  sideClass,
  sideText,
  tiebreakText,
  waitsForText,
} from '../../shared/view/format.js';

export { allMatches, currentAlerts, playOver, podium } from '../../shared/view/format.js';

export function teamLink(
  slug: string,
  ref: { id: string; name: string } | null,
  highlight?: string,
  extra = '',
  empty = 'To be decided',
): Html {
  if (!ref) return html`<span class="team tbd">${empty}</span>`;
  return html`<a class="team${ref.id === highlight ? ' me' : ''}${extra ? ` ${extra}` : ''}" href="/t/${seg(slug)}/teams/${seg(ref.id)}">${ref.name}</a>`;
}

/** One side of a match: its team, or what that side waits for ("Winner of Semifinal 1"). */
export function sideLink(pub: PublicState, m: PublicMatch, side: 'A' | 'B', highlight?: string, extra = ''): Html {
  return teamLink(pub.slug, side === 'A' ? m.a : m.b, highlight, extra, sideText(pub, m, side));
}

/** The champion, with runner-up and third place below when known. */
export function championSection(pub: PublicState): Html {
  const p = podium(pub);
  if (!p) return html``;
  return html`<section class="champion"><h2>Champion</h2><p class="champion-name">${teamLink(pub.slug, p.champion)}</p>
${p.second || p.third ? html`<p class="podium">${p.second ? html`<span>Runner-up: ${teamLink(pub.slug, p.second)}</span>` : ''}${p.third ? html`<span>Third: ${teamLink(pub.slug, p.third)}</span>` : ''}</p>` : ''}</section>`;
}

/** One court: its live match with the running score, or why it is idle, and what comes next. */
export function courtCard(pub: PublicState, c: PublicCourt, highlight?: string): Html {
  const m = c.match;
  const next = c.upNext?.[0];
  const state = c.status === 'paused' ? 'Paused' : m ? 'Live' : 'Open';
  return html`<article class="court court-${c.status}${m ? ' has-match' : ''}">
<header><h3>Court ${c.court}</h3><span class="badge court-state-${state.toLowerCase()}">${state}</span></header>
${c.status === 'paused' && c.reason ? html`<p class="reason">${c.reason}</p>` : ''}
${m ? liveScore(pub, m, highlight) : html`<p class="idle">${c.status === 'paused' ? 'No play on this court for now.' : 'Waiting for the next match.'}</p>`}
${m?.workTeam ? html`<p class="work-team">Work team: <strong>${m.workTeam.name}</strong></p>` : ''}
${m && c.startedAt ? html`<p class="court-clock">Playing for ${elapsedText(c.startedAt, Math.max(pub.generatedAt, c.startedAt))}</p>` : ''}
${next ? html`<p class="next">Next: ${sideLink(pub, next, 'A', highlight)} <span class="vs">vs</span> ${sideLink(pub, next, 'B', highlight)} · ${etaInText(next.etaMin)}</p>` : ''}
</article>`;
}

/** The numbers are drawn for the eye; one sentence carries them for screen readers, in reading order. */
export function liveScore(pub: PublicState, m: PublicMatch, highlight?: string): Html {
  const live = m.live ?? [0, 0];
  const [sa, sb] = setCount(m.sets);
  const said = `Score: ${sideText(pub, m, 'A')} ${live[0]}, ${sideText(pub, m, 'B')} ${live[1]}.${m.sets.length ? ` Sets won ${sa} to ${sb}.` : ''}`;
  return html`<div class="score">
<p class="match-title">${matchName(pub, m)}</p>
<div class="side">${sideLink(pub, m, 'A', highlight)}<span class="sets-won" title="Sets won" aria-hidden="true">${sa}</span><span class="pts" aria-hidden="true">${live[0]}</span></div>
<div class="side">${sideLink(pub, m, 'B', highlight)}<span class="sets-won" title="Sets won" aria-hidden="true">${sb}</span><span class="pts" aria-hidden="true">${live[1]}</span></div>
<p class="sr-only">${said}</p>
${m.sets.length ? html`<p class="set-list">Sets: ${setsText(m.sets)}</p>` : ''}
</div>`;
}

export function upNextList(pub: PublicState, entries: UpNextEntry[], highlight?: string): Html {
  if (entries.length === 0) return html`<p class="empty">Nothing queued.</p>`;
  // the clock time ("about 14:20") is the browser's to write, in the reader's own time zone
  return html`<ol class="upnext">${entries.map(
    (
      e,
    ) => html`<li class="${e.tentative ? 'tentative' : ''}${e.status === 'on_deck' ? ' on-deck' : ''}${highlight && (e.a?.id === highlight || e.b?.id === highlight) ? ' mine' : ''}">
<span class="where">Court ${e.court}</span>
<span class="who">${sideLink(pub, e, 'A', highlight)} <span class="vs">vs</span> ${sideLink(pub, e, 'B', highlight)}</span>
<span class="eta"><span class="eta-in">${etaInText(e.etaMin)}</span></span>
<span class="what">${matchName(pub, e)}${e.status === 'on_deck' ? ' · on deck' : ''}${e.tentative ? ` · ${waitsForText(pub, e)}` : ''}${e.workTeam ? ` · work team: ${e.workTeam.name}` : ''}</span>
</li>`,
  )}</ol>`;
}

export function standingsTable(pub: PublicState, pool: PublicPool, highlight?: string): Html {
  return html`<div class="table-wrap"><table class="standings">
<caption>Pool ${pool.id} standings</caption>
<thead><tr><th scope="col">#</th><th scope="col">Team</th><th scope="col"><abbr title="Wins">W</abbr></th><th scope="col"><abbr title="Losses">L</abbr></th><th scope="col"><abbr title="Sets won-lost">Sets</abbr></th><th scope="col"><abbr title="Point difference">+/-</abbr></th></tr></thead>
<tbody>${pool.standings.map(
    (s, i) => html`<tr class="${s.teamId === highlight ? 'me' : ''}${s.status === 'withdrawn' ? ' withdrawn' : ''}">
<td>${i + 1}</td><td>${teamLink(pub.slug, { id: s.teamId, name: s.name }, highlight)}${s.status === 'withdrawn' ? ' (withdrawn)' : ''}${s.decidedBy !== 'wins' ? html` <span class="tiebreak">by ${tiebreakText(s.decidedBy)}</span>` : ''}</td>
<td>${s.w}</td><td>${s.l}</td><td>${s.setsW}-${s.setsL}</td><td>${s.pointDiff > 0 ? `+${s.pointDiff}` : s.pointDiff}</td></tr>`,
  )}</tbody>
</table></div>`;
}

export function matchRow(pub: PublicState, m: PublicMatch, highlight?: string): Html {
  const result = m.status === 'live' && m.live ? `${m.live[0]}-${m.live[1]}` : setsText(m.sets);
  return html`<li class="match status-${m.status}">
<span class="who">${sideLink(pub, m, 'A', highlight, sideClass(m, m.a))} <span class="vs">vs</span> ${sideLink(pub, m, 'B', highlight, sideClass(m, m.b))}</span>
<span class="result">${result}</span>
<span class="badge status-${m.status}">${STATUS_LABEL[m.status] ?? m.status}${m.court !== null && (m.status === 'live' || m.status === 'on_deck') ? ` · court ${m.court}` : ''}</span>
</li>`;
}

export function poolsSection(pub: PublicState, highlight?: string): Html {
  if (pub.pools.length === 0) return html``;
  return html`<section class="pools"><h2>Pools</h2>${pub.pools.map(
    (p) => html`<div class="pool">
<h3>Pool ${p.id}</h3>
${standingsTable(pub, p, highlight)}
<details data-key="pool-${p.id}"><summary>Matches (${p.matches.length})</summary><ul class="matches">${p.matches.map((m) => matchRow(pub, m, highlight))}</ul></details>
</div>`,
  )}</section>`;
}

/** A column's title from the label all its matches share: "Semifinal" x2 -> "Semifinals". */
function sharedTitle(matches: PublicMatch[]): string | null {
  const label = matches[0]?.label;
  if (!label || matches.some((m) => m.label !== label)) return null;
  return matches.length > 1 && /final$/.test(label) ? `${label}s` : label;
}

/**
 * Bracket matches grouped into columns: winners rounds, then losers rounds, then finals. A column whose
 * matches share a label is titled by it (`labelled`: its matches need no label of their own).
 */
export function bracketColumns(bracket: PublicMatch[]): { title: string; labelled: boolean; matches: PublicMatch[] }[] {
  const cols = new Map<string, { title: string; order: number; matches: PublicMatch[] }>();
  for (const m of bracket) {
    const key = m.stage === 'final' ? 'final' : `${m.stage}-${m.round}`;
    const title = m.stage === 'final' ? 'Finals' : m.stage === 'losers' ? `Losers round ${m.round}` : `Round ${m.round}`;
    const order = m.stage === 'bracket' ? m.round : m.stage === 'losers' ? 1000 + m.round : 9999;
    const col = cols.get(key) ?? { title, order, matches: [] };
    col.matches.push(m);
    cols.set(key, col);
  }
  return [...cols.values()]
    .sort((x, y) => x.order - y.order)
    .map((c) => {
      const matches = c.matches.sort((x, y) => (x.slot ?? 0) - (y.slot ?? 0));
      const shared = sharedTitle(matches);
      return { title: shared ?? c.title, labelled: shared !== null, matches };
    });
}

/** The drawn bracket (server/pages/bracket-html.ts), with a link to the page that shows and prints it alone. */
export function bracketSection(pub: PublicState, highlight?: string): Html {
  if (pub.bracket.length === 0) return html``;
  return html`<section class="bracket"><h2>Bracket</h2><p class="bx-tools no-print"><a href="/t/${seg(pub.slug)}/bracket">Full-width and printable bracket</a></p>${bracketDrawing(pub, highlight)}</section>`;
}

/** The board as the server first paints it: <board-app> draws the same once its channel answers. */
export function boardHtml(pub: PublicState): Html {
  const active = pub.courts.some((c) => c.match) || (pub.phase === 'live' && !playOver(pub));
  return html`${championSection(pub)}
${
  active
    ? html`<section class="courts-section"><h2>Courts</h2><div class="courts">${pub.courts.map((c) => courtCard(pub, c))}</div></section>
<section class="upnext-section"><h2>Up next</h2>${upNextList(pub, pub.upNext)}</section>`
    : ''
}
${poolsSection(pub)}
${bracketSection(pub)}
${!active && pub.pools.length === 0 && pub.bracket.length === 0 ? html`<p class="empty">Play has not been drawn yet. ${pub.teams.length} teams registered.</p>` : ''}`;
}
