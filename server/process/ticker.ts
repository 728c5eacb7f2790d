// The court engine's clock: every few seconds, live tournaments get a tick and a fresh look at their estimates.
import type { Actor } from '../tournament/hub-types.js';
import type { EventHub } from '../event/event-hub.js';
import type { TournamentHub } from '../tournament/hub.js';

const ENGINE: Actor = { name: 'engine', role: 'engine' };

/**
 * Starts ticking every `everyMs` (TICK_MS, default 5 s). The returned stop function resolves once a
 * round under way has finished, so shutdown can close the store without a tick writing after it.
 */
export function startTicker(hub: TournamentHub, everyMs = 5_000, events?: EventHub): () => Promise<void> {
  let round: Promise<void> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    // A slow round (many tournaments, a busy disk) must not overlap the next one.
    if (round || stopped) return;
    round = tickAll(hub, () => stopped, events)
      .catch((err) => console.error('court engine tick failed', err))
      .finally(() => {
        round = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await round;
  };
}

async function tickAll(hub: TournamentHub, stopped: () => boolean, events?: EventHub): Promise<void> {
  // An event's divisions are ticked together, by one venue step (the venue's rest times run out with the clock).
  for (const e of events?.list() ?? []) {
    if (stopped()) return;
    if (e.divisions.length > 0) await events!.tick(e.slug);
  }
  for (const room of hub.loaded()) {
    if (stopped()) return;
    if (room.closed || room.state().phase !== 'live' || events?.eventOf(room.slug)) continue;
    // The write path writes nothing when the tick changed nothing (apply answers changed:false).
    const result = await hub.dispatch(room.slug, { type: 'tick' }, ENGINE);
    if (!result.ok || room.closed) continue;
    // Time alone moves the displayed etaMin; the snapshot is rebuilt (and pushed) only when one did.
    room.refresh(Date.now());
  }
}
