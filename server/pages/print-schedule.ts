// The day's schedule per court, printed one court a page: what was played there, what is on, and the engine's plan with estimated times.
import { DECIDED, STATUS_LABEL, clockText, matchName, setsText, sideText } from '../../shared/view/format.js';
import { planQueue } from '../../shared/engine/plan.js';
import type { PublicMatch, PublicState, Tournament } from '../../shared/engine/types.js';
import { html, type Html } from './html.js';
import { printPage, workTeamName } from './print.js';

interface Row {
  time: string;
  m: PublicMatch;
  result: string;
}

function table(t: Tournament, pub: PublicState, rows: Row[]): Html {
  if (rows.length === 0) return html`<p class="empty">Nothing planned on this court.</p>`;
  return html`<table class="sheet-table">
<thead><tr><th scope="col">Time</th><th scope="col">Match</th><th scope="col">Teams</th><th scope="col">Work team</th><th scope="col">Result</th></tr></thead>
<tbody>${rows.map((r) => html`<tr><td class="nowrap">${r.time}</td><td>${matchName(pub, r.m)}</td><td>${sideText(pub, r.m, 'A')} <span class="vs">vs</span> ${sideText(pub, r.m, 'B')}</td><td>${workTeamName(t, r.m.id)}</td><td class="result-cell">${r.result}</td></tr>`)}</tbody>
</table>`;
}

export function schedulePage(o: { t: Tournament; pub: PublicState; now: number }): string {
  const { t, pub, now } = o;
  const all = [...pub.pools.flatMap((p) => p.matches), ...pub.bracket];
  const plan = planQueue(t, now);
  const planned = new Set(plan.map((e) => e.match));
  const byId = new Map(all.map((m) => [m.id, m]));
  const played = (m: PublicMatch) => (m.status === 'forfeit' || m.status === 'void' ? STATUS_LABEL[m.status] : setsText(m.sets));
  const courts = t.courts.map((c) => {
    const done = all
      .filter((m) => m.court === c.court && (DECIDED.has(m.status) || m.status === 'live'))
      .map((m) => ({ m, at: t.matches[m.id]?.startedAt ?? t.matches[m.id]?.endedAt ?? 0 }))
      .sort((x, y) => x.at - y.at)
      .map(
        ({ m, at }): Row => ({
          time: m.status === 'live' ? 'now' : at ? clockText(at) : '',
          m,
          result: m.status === 'live' ? 'playing' : played(m),
        }),
      );
    const next = plan
      .filter((e) => e.court === c.court)
      .map((e): Row => ({ time: `about ${clockText(now + e.etaMin * 60_000)}`, m: byId.get(e.match)!, result: '' }));
    return html`<section class="sheet court-sheet">
<header class="sheet-head"><p class="ss-event">${t.name} · ${t.date}</p><h2>Court ${c.court}${c.status === 'paused' ? html` <span class="badge">paused${c.reason ? `: ${c.reason}` : ''}</span>` : ''}</h2></header>
${table(t, pub, [...done, ...next])}
</section>`;
  });
  const later = all.filter((m) => !DECIDED.has(m.status) && m.status !== 'live' && !planned.has(m.id) && !m.conditional);
  const body =
    all.length === 0
      ? html`<p class="empty">Play is not drawn yet: draw the pools or the bracket first.</p>`
      : html`${courts}${
          later.length
            ? html`<section class="sheet court-sheet"><header class="sheet-head"><p class="ss-event">${t.name} · ${t.date}</p><h2>Not on a court yet</h2></header>
${table(
  t,
  pub,
  later.map((m) => ({ time: '', m, result: '' })),
)}</section>`
            : ''
        }`;
  return printPage({
    t,
    title: "The day's schedule per court",
    body,
    hint: `One court a page. Times of matches not yet played are estimates from now (${clockText(now)}, average match ${pub.avgMatchMin} min); the court engine may move a match to the first free court.`,
  });
}
