// A live match's running score as the court cards, the team page and the venue pages show it. Apart from court-card.ts
// so the team page, which shows its own match only, loads none of the court card (bench/bundle-budget.ts).
import type { PublicMatch, PublicState } from '../engine/types.js';
import { setCount, setsText } from './format.js';
import { matchNameIn, sideTextIn } from './format-words.js';
import type { Localized } from './markup.js';
import { sideLinkView } from './team-link.js';

/**
 * The running score of a live match: each side's name, sets won and points, and the sets played. The numbers
 * are drawn for the eye; one sentence carries them for screen readers, in reading order.
 */
export function liveScoreView<R>(mk: Localized<R>, pub: Pick<PublicState, 'slug' | 'bracket'>, m: PublicMatch, me = ''): R {
  const { html, nothing, words: w } = mk;
  const live = m.live ?? [0, 0];
  const [sa, sb] = setCount(m.sets);
  const score = w.t('board.scoreSaid', { a: sideTextIn(pub, m, 'A', w), pa: live[0], b: sideTextIn(pub, m, 'B', w), pb: live[1] });
  const said = m.sets.length ? `${score} ${w.t('board.setsWonSaid', { a: sa, b: sb })}` : score;
  const won = w.t('board.setsWon');
  const a = sideLinkView(mk, pub, m, 'A', me);
  const b = sideLinkView(mk, pub, m, 'B', me);
  return html`<div class="score">
<p class="match-title">${matchNameIn(pub, m, w)}</p>
<div class="side">${a}<span class="sets-won" title="${won}" aria-hidden="true">${sa}</span><span class="pts" aria-hidden="true">${live[0]}</span></div>
<div class="side">${b}<span class="sets-won" title="${won}" aria-hidden="true">${sb}</span><span class="pts" aria-hidden="true">${live[1]}</span></div>
<p class="sr-only">${said}</p>
${m.sets.length ? html`<p class="set-list">${w.t('board.setList', { sets: setsText(m.sets) })}</p>` : nothing}
</div>`;
}
