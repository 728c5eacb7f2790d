// The day's schedule per court, printed one court a page: what was played there, what is on, and the engine's plan with estimated times.
import { DECIDED, clockText, setsText } from '../../shared/view/format.js';
import { dateIn, matchNameIn, sideTextIn, statusIn } from '../../shared/view/format-words.js';
import type { Words } from '../../shared/i18n/words.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';
import { planQueue } from '../../shared/engine/plan.js';
import type { PublicMatch, PublicState, Tournament } from '../../shared/engine/types.js';
import { html, type Html } from './html.js';
import { colHeads } from './layout.js';
import { printPage, workTeamName } from './print.js';

interface Row {
  time: string;
  m: PublicMatch;
  result: string;
}

function table(t: Tournament, pub: PublicState, rows: Row[], w: Words): Html {
  if (rows.length === 0) return html`<p class="empty">${w.t('print.nothingPlanned')}</p>`;
  const heads = colHeads(w, ['print.time', 'print.match', 'print.teams', 'print.workTeam', 'print.result']);
  const row = (r: Row) => {
    const teams = html`${sideTextIn(pub, r.m, 'A', w)} <span class="vs">${w.t('board.vs')}</span> ${sideTextIn(pub, r.m, 'B', w)}`;
    const cells = html`<td>${teams}</td><td>${workTeamName(t, r.m.id)}</td><td class="result-cell">${r.result}</td>`;
    return html`<tr><td class="nowrap">${r.time}</td><td>${matchNameIn(pub, r.m, w)}</td>${cells}</tr>`;
  };
  return html`<table class="sheet-table">
<thead><tr>${heads}</tr></thead>
<tbody>${rows.map(row)}</tbody>
</table>`;
}

export function schedulePage(o: { t: Tournament; pub: PublicState; now: number; w?: Words }): string {
  const { t, pub, now } = o;
  const w = o.w ?? wordsFor('en');
  const all = [...pub.pools.flatMap((p) => p.matches), ...pub.bracket];
  const plan = planQueue(t, now);
  const planned = new Set(plan.map((e) => e.match));
  const byId = new Map(all.map((m) => [m.id, m]));
  const played = (m: PublicMatch) => (m.status === 'forfeit' || m.status === 'void' ? statusIn(m.status, w) : setsText(m.sets));
  const event = html`<p class="ss-event">${t.name} · ${dateIn(t.date, w.lang)}</p>`;
  const courts = t.courts.map((c) => {
    const done = all
      .filter((m) => m.court === c.court && (DECIDED.has(m.status) || m.status === 'live'))
      .map((m) => ({ m, at: t.matches[m.id]?.startedAt ?? t.matches[m.id]?.endedAt ?? 0 }))
      .sort((x, y) => x.at - y.at)
      .map(
        ({ m, at }): Row => ({
          time: m.status === 'live' ? w.t('print.now') : at ? clockText(at, w.lang) : '',
          m,
          result: m.status === 'live' ? w.t('print.playing') : played(m),
        }),
      );
    const next = plan
      .filter((e) => e.court === c.court)
      .map(
        (e): Row => ({ time: w.t('print.about', { time: clockText(now + e.etaMin * 60_000, w.lang) }), m: byId.get(e.match)!, result: '' }),
      );
    const paused = w.t('print.paused', { has: c.reason ? 'yes' : 'no', reason: c.reason ?? '' });
    const badge = c.status === 'paused' ? html` <span class="badge">${paused}</span>` : '';
    return html`<section class="sheet court-sheet">
<header class="sheet-head">${event}<h2>${w.t('print.courtN', { court: c.court })}${badge}</h2></header>
${table(t, pub, [...done, ...next], w)}
</section>`;
  });
  const later = all.filter((m) => !DECIDED.has(m.status) && m.status !== 'live' && !planned.has(m.id) && !m.conditional);
  const body =
    all.length === 0
      ? html`<p class="empty">${w.t('print.notDrawn')}</p>`
      : html`${courts}${
          later.length
            ? html`<section class="sheet court-sheet"><header class="sheet-head">${event}<h2>${w.t('print.notOnCourt')}</h2></header>
${table(
  t,
  pub,
  later.map((m) => ({ time: '', m, result: '' })),
  w,
)}</section>`
            : ''
        }`;
  return printPage({
    t,
    title: w.t('print.scheduleTitle'),
    body,
    hint: w.t('print.scheduleHint', { now: clockText(now, w.lang), avg: pub.avgMatchMin }),
    w,
  });
}
