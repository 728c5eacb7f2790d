// The live score line of a match (shared/view/court-card.ts) as a Lit template, for the desk's court cards.
import type { PublicMatch, PublicState } from '../../shared/engine/types.js';
import { liveScoreView } from '../../shared/view/court-card.js';
import { LIT_MARKUP, type LitView } from './lit-markup.js';

/** Each side's name, sets won and points, and the sets played; `me` marks the reader's own team. */
export function liveScore(pub: PublicState, m: PublicMatch, me = ''): LitView {
  return liveScoreView(LIT_MARKUP, pub, m, me);
}
