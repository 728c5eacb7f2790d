// The first, server-side render of the live board (courts, up next, pools, bracket). static/board.js
// rebuilds the same markup from state.json and the /ws feed; this one serves readers without scripts.
import type { PublicAlert, PublicCourt, PublicMatch, PublicPool, PublicState, TeamRef, UpNextEntry } from '../../shared/types.js';
import { html, seg, type Html } from './html.js';
import { bracketDrawing } from './bracket-html.js';
import { STATUS_LABEL, allMatches, etaText, matchTitle, playOver, podium, setCount, setsText, sideClass, sideName, tiebreakText } from '../../shared/format.js';

export { allMatches, currentAlerts, playOver, podium } from '../../shared/format.js';

export function teamLink(slug: string, ref: { id: string; name: string } | null, highlight?: string, extra = ''): Html {
  if (!ref) return html`<span class="team tbd">TBD</span>`;
  return html`<a class="team${ref.id === highlight ? ' me' : ''}${extra ? ` ${extra}` : ''}" href="/t/${seg(slug)}/teams/${seg(ref.id)}">${ref.name}</a>`;
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
${m ? liveScore(pub.slug, m, highlight) : html`<p class="idle">${c.status === 'paused' ? 'No play on this court for now.' : 'Waiting for the next match.'}</p>`}
${next ? html`<p class="next">Next: ${sideName(next.a)} vs ${sideName(next.b)} · ${etaText(next.etaMin)}</p>` : ''}
</article>`;
}

export function liveScore(slug: string, m: PublicMatch, highlight?: string): Html {
  const live = m.live ?? [0, 0];
  const [sa, sb] = setCount(m.sets);
  return html`<div class="score">
<p class="match-title">${matchTitle(m)}</p>
<div class="side">${teamLink(slug, m.a, highlight)}<span class="sets-won" title="Sets won">${sa}</span><span class="pts">${live[0]}</span></div>
<div class="side">${teamLink(slug, m.b, highlight)}<span class="sets-won" title="Sets won">${sb}</span><span class="pts">${live[1]}</span></div>
${m.sets.length ? html`<p class="set-list">Sets: ${setsText(m.sets)}</p>` : ''}
</div>`;
}

export function upNextList(pub: PublicState, entries: UpNextEntry[], highlight?: string): Html {
  if (entries.length === 0) return html`<p class="empty">Nothing queued.</p>`;
  return html`<ol class="upnext">${entries.map((e) => html`<li class="${e.tentative ? 'tentative' : ''}${e.status === 'on_deck' ? ' on-deck' : ''}">
<span class="where">Court ${e.court}</span>
<span class="who">${teamLink(pub.slug, e.a, highlight)} <span class="vs">vs</span> ${teamLink(pub.slug, e.b, highlight)}</span>
<span class="eta">${etaText(e.etaMin)}${e.tentative ? ' (if results hold)' : ''}</span>
<span class="what">${matchTitle(e)}${e.status === 'on_deck' ? ' · on deck' : ''}</span>
</li>`)}</ol>`;
}

export function standingsTable(pub: PublicState, pool: PublicPool, highlight?: string): Html {
  return html`<div class="table-wrap"><table class="standings">
<caption>Pool ${pool.id} standings</caption>
<thead><tr><th scope="col">#</th><th scope="col">Team</th><th scope="col" title="Wins">W</th><th scope="col" title="Losses">L</th><th scope="col" title="Sets won-lost">Sets</th><th scope="col" title="Point difference">+/-</th></tr></thead>
<tbody>${pool.standings.map((s, i) => html`<tr class="${s.teamId === highlight ? 'me' : ''}${s.status === 'withdrawn' ? ' withdrawn' : ''}">
<td>${i + 1}</td><td>${teamLink(pub.slug, { id: s.teamId, name: s.name }, highlight)}${s.status === 'withdrawn' ? ' (withdrawn)' : ''}${s.decidedBy !== 'wins' ? html` <span class="tiebreak" title="Order decided by">by ${tiebreakText(s.decidedBy)}</span>` : ''}</td>
<td>${s.w}</td><td>${s.l}</td><td>${s.setsW}-${s.setsL}</td><td>${s.pointDiff > 0 ? `+${s.pointDiff}` : s.pointDiff}</td></tr>`)}</tbody>
</table></div>`;
}

export function matchRow(slug: string, m: PublicMatch, highlight?: string): Html {
  const result = m.status === 'live' && m.live ? `${m.live[0]}-${m.live[1]}` : setsText(m.sets);
  return html`<li class="match status-${m.status}">
<span class="who">${teamLink(slug, m.a, highlight, sideClass(m, m.a))} <span class="vs">vs</span> ${teamLink(slug, m.b, highlight, sideClass(m, m.b))}</span>
<span class="result">${result}</span>
<span class="badge status-${m.status}">${STATUS_LABEL[m.status] ?? m.status}${m.court !== null && (m.status === 'live' || m.status === 'on_deck') ? ` · court ${m.court}` : ''}</span>
</li>`;
}

export function poolsSection(pub: PublicState, highlight?: string): Html {
  if (pub.pools.length === 0) return html``;
  return html`<section class="pools"><h2>Pools</h2>${pub.pools.map((p) => html`<div class="pool">
<h3>Pool ${p.id}</h3>
${standingsTable(pub, p, highlight)}
<details data-key="pool-${p.id}"><summary>Matches (${p.matches.length})</summary><ul class="matches">${p.matches.map((m) => matchRow(pub.slug, m, highlight))}</ul></details>
</div>`)}</section>`;
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
  return [...cols.values()].sort((x, y) => x.order - y.order).map((c) => {
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

/** The board as the server first paints it: replaced in place by static/board.js once the feed answers. */
export function boardHtml(pub: PublicState): Html {
  const active = pub.courts.some((c) => c.match) || (pub.phase === 'live' && !playOver(pub));
  return html`${championSection(pub)}
${active ? html`<section class="courts-section"><h2>Courts</h2><div class="courts">${pub.courts.map((c) => courtCard(pub, c))}</div></section>
<section class="upnext-section"><h2>Up next</h2>${upNextList(pub, pub.upNext)}</section>` : ''}
${poolsSection(pub)}
${bracketSection(pub)}
${!active && pub.pools.length === 0 && pub.bracket.length === 0 ? html`<p class="empty">Play has not been drawn yet. ${pub.teams.length} teams registered.</p>` : ''}`;
}
