// Reconnect delays: exponential with jitter, so a gym full of phones does not reconnect in lockstep.

/** The wait before attempt `n` (1 = the first retry): 0.5 s, 1 s, 2 s ... up to `max`, each ±25 %. */
export function backoffMs(n: number, max = 30_000, random: () => number = Math.random): number {
  const base = Math.min(max, 500 * 2 ** Math.max(0, Math.min(n - 1, 16)));
  return Math.round(base * (0.75 + random() * 0.5));
}
