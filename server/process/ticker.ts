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
    round = tickAll(hub, () => stopped, events, everyMs)
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

/**
 * Cluster mode: the tournaments and events whose tick this instance holds the lease of (docs/architecture.md, Cluster
 * mode), so each ticks once, not once per instance; null on LMDB (every one is this process's). A lease lasts three
 * rounds and is renewed every round by its holder; another instance takes it over once it runs out.
 */
async function leases(hub: TournamentHub, everyMs: number, events?: EventHub): Promise<Set<string> | null> {
  const cluster = hub.cluster;
  if (!cluster) return null;
  const names: string[] = [];
  for (const e of events?.list() ?? []) if (e.divisions.some((d) => hub.phaseOf(d.slug) === 'live')) names.push(`tick:${e.slug}`);
  for (const room of hub.loaded()) if (!room.closed && room.state().phase === 'live') names.push(`tick:${room.slug}`);
  // The database away: no lease is held, so this round ticks nothing (the store says the database is down).
  return cluster.lease(names, everyMs * 3).catch(() => new Set<string>());
}

async function tickAll(hub: TournamentHub, stopped: () => boolean, events?: EventHub, everyMs = 5_000): Promise<void> {
  const held = await leases(hub, everyMs, events);
  const mine = (slug: string) => held === null || held.has(`tick:${slug}`);
  // An event's divisions are ticked together, by one venue step (the venue's rest times run out with the clock).
  for (const e of events?.list() ?? []) {
    if (stopped()) return;
    if (e.divisions.length === 0) continue;
    if (mine(e.slug)) await events!.tick(e.slug);
    // Another instance ticks it; time alone still moves this instance's displayed estimates.
    else for (const d of e.divisions) refreshLive(hub, d.slug);
  }
  for (const room of hub.loaded()) {
    if (stopped()) return;
    if (room.closed || room.state().phase !== 'live' || events?.eventOf(room.slug)) continue;
    if (!mine(room.slug)) {
      room.refresh(Date.now());
      continue;
    }
    // The write path writes nothing when the tick changed nothing (apply answers changed:false).
    const result = await hub.dispatch(room.slug, { type: 'tick' }, ENGINE);
    if (!result.ok || room.closed) continue;
    // Time alone moves the displayed etaMin; the snapshot is rebuilt (and pushed) only when one did.
    room.refresh(Date.now());
  }
}

/** A loaded live room re-projects (estimates move with time); an unloaded one is not loaded for it. */
function refreshLive(hub: TournamentHub, slug: string): void {
  const room = hub.loaded().find((r) => r.slug === slug);
  if (room && !room.closed && room.state().phase === 'live') room.refresh(Date.now());
}
