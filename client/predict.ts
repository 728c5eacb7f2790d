// What the desk shows while its changes are on their way: the confirmed tournament with every pending intent run through the engine itself (shared/apply.ts).
import { apply } from '../shared/engine/apply.js';
import { clockText } from '../shared/view/format.js';
import type { Tournament } from '../shared/engine/types.js';
import type { Sent } from './sync/desk-intents.js';

export interface Prediction {
  state: Tournament;
  /** Pending changes the engine refuses on the current state, by op id: the server will most likely refuse them too. */
  refused: Map<string, string>;
}

/**
 * Applies `pending` in order to `confirmed`. A change the engine refuses is skipped (the server decides;
 * its answer replaces the guess). Time and randomness are this browser's: a prediction is a picture of
 * the likely result (a new team's code, an ETA), never written anywhere.
 */
export function predict(confirmed: Tournament, pending: readonly Sent[], actorName: string, now = Date.now()): Prediction {
  let state = confirmed;
  const refused = new Map<string, string>();
  for (const p of pending) {
    const r = apply(state, p.intent, { now, random: Math.random, actor: { name: actorName, role: 'organizer' }, clock: clockText });
    if (r.ok) state = r.state;
    else refused.set(p.opId, r.error);
  }
  return { state, refused };
}
