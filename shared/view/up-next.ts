// When a match is due as people read it: in how many minutes and at about what time (the queue itself, which the board
// and the TV list, is up-next-list.ts; a team page shows only its own waits).
import type { PublicState } from '../engine/types.js';
import { clockSlot } from './clock.js';
import { etaAt } from './format.js';
import { etaIn } from './format-words.js';
import type { Localized } from './markup.js';

/** "in 14 min" and a slot for "about 14:20" (the browser writes it, in the reader's own time zone), or "now". */
export function etaView<R>(mk: Localized<R>, pub: PublicState, etaMin: number): R {
  const { html, words: w } = mk;
  if (etaMin <= 0) return html`<span class="eta-in">${etaIn(etaMin, w)}</span>`;
  return html`<span class="eta-in">${etaIn(etaMin, w)}</span> ${clockSlot(mk, etaAt(pub, etaMin), 'eta-clock', w.t('board.about'))}`;
}
