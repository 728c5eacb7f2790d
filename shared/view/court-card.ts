// One court as the board and the TV show it: the live match with its running score (live-score.ts), or why the court
// is idle, how long the match has run, and what comes next on it.
import type { PublicCourt, PublicMatch, PublicState } from '../engine/types.js';
import { elapsedIn, etaIn } from './format-words.js';
import { liveScoreView } from './live-score.js';
import type { Localized } from './markup.js';
import { sideLinkView } from './team-link.js';

export { liveScoreView } from './live-score.js';

/** "Playing for 12 min" under a live match (`now`: the clock it is counted against). */
export function courtClockView<R>({ html, words: w }: Localized<R>, startedAt: number, now: number): R {
  return html`<p class="court-clock">${w.t('board.playingFor', { time: elapsedIn(startedAt, Math.max(now, startedAt), w) })}</p>`;
}

/** "Next: A vs B · in 8 min", the court's next match; `what` goes before the wait (the venue TV names its division). */
export function nextLineView<R>(
  mk: Localized<R>,
  pub: Pick<PublicState, 'slug' | 'bracket'>,
  next: PublicMatch & { etaMin: number },
  me = '',
  what = '',
): R {
  const { html, words: w } = mk;
  const a = sideLinkView(mk, pub, next, 'A', me);
  const b = sideLinkView(mk, pub, next, 'B', me);
  return html`<p class="next"><span class="next-label">${w.t('board.next')}</span> ${a} <span class="vs">${w.t('board.vs')}</span> ${
    b
  }<span class="next-when"><span class="sep"> · </span>${what ? `${what} · ` : ''}${etaIn(next.etaMin, w)}</span></p>`;
}

/**
 * One court. `now` is the clock the running time is counted against: the document's `generatedAt` in the
 * server's first paint, the page's ticking clock in the component. `me` marks the reader's own team.
 */
export function courtCardView<R>(mk: Localized<R>, pub: PublicState, c: PublicCourt, o: { now: number; me?: string }): R {
  const { html, nothing, words: w } = mk;
  const me = o.me ?? '';
  const m = c.match;
  const next = c.upNext?.[0];
  // docs/api.md, Events: a venue court playing another division's match is busy, not idle
  const away = !m && c.elsewhere ? c.elsewhere : null;
  const state = c.status === 'paused' ? 'paused' : m ? 'live' : away ? 'elsewhere' : 'open';
  return html`<article class="court court-${c.status}${m ? ' has-match' : ''}${away ? ' court-elsewhere' : ''}">
<header><h3>${w.t('board.court', { court: c.court })}</h3><span class="badge court-state-${state}">${w.t('board.courtState', { state })}</span></header>
${c.status === 'paused' && c.reason ? html`<p class="reason">${c.reason}</p>` : nothing}
${
  m
    ? liveScoreView(mk, pub, m, me)
    : away
      ? html`<p class="idle elsewhere">${w.t('board.inUseBy')} <a href="/t/${encodeURIComponent(away.slug)}">${away.name}</a></p>`
      : html`<p class="idle">${c.status === 'paused' ? w.t('board.courtPaused') : w.t('board.courtWaiting')}</p>`
}
${m?.workTeam ? html`<p class="work-team">${w.t('board.workTeam')} <strong>${m.workTeam.name}</strong></p>` : nothing}
${m && c.startedAt ? courtClockView(mk, c.startedAt, o.now) : nothing}
${next ? nextLineView(mk, pub, next, me) : nothing}
</article>`;
}
