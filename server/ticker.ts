// The court engine's clock: every few seconds, live tournaments get a tick and a fresh look at their estimates.
import type { Actor } from './hub-types.js';
import type { TournamentHub } from './hub.js';

const ENGINE: Actor = { name: 'engine', role: 'engine' };

export function startTicker(hub: TournamentHub, everyMs = 5_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    // A slow round (many tournaments, a busy disk) must not overlap the next one.
    if (running) return;
    running = true;
    tickAll(hub).then(
      () => { running = false; },
      (err) => { running = false; console.error('court engine tick failed', err); },
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

async function tickAll(hub: TournamentHub): Promise<void> {
  for (const room of hub.loaded()) {
    if (room.state().phase !== 'live') continue;
    // The write path writes nothing when the tick changed nothing (apply answers changed:false).
    await hub.dispatch(room.slug, { type: 'tick' }, ENGINE);
    // Time alone moves the displayed etaMin; the snapshot is rebuilt only when one did.
    room.refresh(Date.now());
  }
}
