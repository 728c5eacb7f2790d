// The words of the desk's control room, one template each for both paints (docs/translating.md, What is translated): the
// server's first paint (server/pages/desk.ts, plain forms around them) and <desk-app>'s components (client/components/
// desk-court.ts, desk-queue.ts, desk-match.ts, which add their taps and who-is-editing marks), so both say the same.
import type { PublicCourt, PublicMatch, PublicState, Tier, UpNextEntry } from '../engine/types.js';
import type { Words } from '../i18n/words.js';
import { DECIDED, setsText, sideClass } from './format.js';
import { elapsedIn, etaIn, matchNameIn, sideTextIn, statusIn, tierTitleIn, waitsForIn } from './format-words.js';
import { liveScoreView } from './live-score.js';
import type { Localized } from './markup.js';

/** "Playing for <strong>12 min</strong>": the time stands out wherever the language puts it. */
function playingFor<R>(mk: Localized<R>, time: string): R {
  const [before = '', after = ''] = mk.words.t('desk.playingFor', { time: '\u0000' }).split('\u0000');
  return mk.html`${before}<strong>${time}</strong>${after}`;
}

/** A court's state under its heading: why it is paused, its match's running score and time played (or why it is idle), and what comes next there. */
export function courtStatusView<R>(mk: Localized<R>, pub: PublicState, c: PublicCourt, now: number): R {
  const { html, nothing, words: w } = mk;
  const m = c.match;
  const next = c.upNext[0];
  const clock = c.startedAt ? playingFor(mk, elapsedIn(c.startedAt, Math.max(now, c.startedAt), w)) : w.t('desk.justStarted');
  const nextHere = next
    ? w.t('desk.nextHere', { a: sideTextIn(pub, next, 'A', w), b: sideTextIn(pub, next, 'B', w), eta: etaIn(next.etaMin, w) })
    : '';
  return html`${c.status === 'paused' && c.reason ? html`<p class="reason">${c.reason}</p>` : nothing}
${
  m
    ? html`${liveScoreView(mk, pub, m, '')}
<p class="court-clock">${clock} <span class="muted">${w.t('desk.average', { min: pub.avgMatchMin })}</span></p>`
    : html`<p class="idle">${c.status === 'paused' ? w.t('desk.idlePaused') : w.t('desk.idleWaiting')}</p>`
}
${next ? html`<p class="next">${nextHere}</p>` : nothing}`;
}

/**
 * One waiting match of up next: its planned court, its teams, its wait and what it is (on deck, what a tentative one
 * waits for). `marks` go after (who is editing it).
 */
export function queueEntryView<R>(mk: Localized<R>, pub: PublicState, e: UpNextEntry, marks: R): R {
  const { html, words: w } = mk;
  const onDeck = e.status === 'on_deck' ? ` · ${w.t('desk.onDeck')}` : '';
  const waits = e.tentative ? ` · ${waitsForIn(pub, e, w)}` : '';
  return html`<span class="where">${w.t('desk.court', { court: e.court })}</span>
<span class="who">${sideTextIn(pub, e, 'A', w)} <span class="vs">${w.t('board.vs')}</span> ${sideTextIn(pub, e, 'B', w)}</span>
<span class="what"><strong class="eta">${etaIn(e.etaMin, w)}</strong> · ${matchNameIn(pub, e, w)}${onDeck}${waits} ${marks}</span>`;
}

/**
 * A match of the results list, its head: who plays (the winner marked), the score or result, its state and court, its
 * name. `marks` go last.
 */
export function deskMatchHeadView<R>(mk: Localized<R>, pub: PublicState, m: PublicMatch, marks: R): R {
  const { html, words: w } = mk;
  const decided = DECIDED.has(m.status);
  const score = m.live ? `${m.live[0]}-${m.live[1]}` : '';
  const result =
    m.status === 'live' && m.live ? (m.sets.length ? w.t('desk.liveSets', { score, sets: setsText(m.sets) }) : score) : setsText(m.sets);
  const a = sideTextIn(pub, m, 'A', w);
  const b = sideTextIn(pub, m, 'B', w);
  const sideB = sideClass(m, m.b);
  const vs = w.t('board.vs');
  const status = statusIn(m.status, w);
  const court = m.court !== null && !decided ? ` · ${w.t('desk.court', { court: m.court })}` : '';
  const name = matchNameIn(pub, m, w);
  return html`<div class="match-head"><span class="who"><span class="team ${sideClass(m, m.a)}">${a}</span> <span class="vs">${vs}</span> <span class="team ${
    sideB
  }">${b}</span></span>
<span class="result">${result}</span>
<span class="match-meta"><span class="badge status-${m.status}">${status}${court}</span> <span class="muted">${name}</span> ${marks}</span></div>`;
}

/**
 * A drawn tier as the draw lists it (docs/running-an-event.md, Gold and Silver): its title, what it takes and how it is
 * played ("ranks 1-2, single elimination, 3 matches"), and whether results hold it (then it cannot be drawn again).
 */
export function tierSummaryIn(pub: Pick<PublicState, 'bracket'>, x: Tier, w: Words): { title: string; what: string; played: boolean } {
  const matches = pub.bracket.filter((m) => m.tier === x.name);
  const played = matches.some((m) => m.status === 'final' || m.status === 'forfeit' || m.sets.length > 0);
  const how = w.t('desk.tierWhat', { type: x.type === 'double' ? 'double' : 'single', n: matches.length });
  const ranks =
    x.consolationOf !== undefined
      ? w.t('desk.firstRoundLosers')
      : x.toRank > 0
        ? w.t('desk.ranks', { from: x.fromRank, to: x.toRank })
        : '';
  return { title: tierTitleIn(x.name, w), what: [ranks, how].filter(Boolean).join(', '), played };
}
