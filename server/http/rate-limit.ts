// Per-address limits on failed logins and registrations (CONTRACT 1), as sliding windows held in memory.
export interface Limiter {
  /** True while the address is past its limit: the request answers 429. */
  blocked(key: string, now?: number): boolean;
  hit(key: string, now?: number): void;
}

export function limiter(max: number, windowMs: number, enabled: boolean): Limiter {
  const hits = new Map<string, number[]>();
  const recent = (key: string, now: number) => {
    const list = (hits.get(key) ?? []).filter((t) => now - t < windowMs);
    if (list.length === 0) hits.delete(key);
    else hits.set(key, list);
    return list;
  };
  // Forget idle addresses now and then, so the map cannot grow without bound.
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const key of [...hits.keys()]) recent(key, now);
  }, windowMs);
  sweeper.unref();
  return {
    blocked: (key, now = Date.now()) => enabled && recent(key, now).length >= max,
    hit(key, now = Date.now()) {
      if (!enabled) return;
      hits.set(key, [...recent(key, now), now]);
    },
  };
}

const TEN_MINUTES = 10 * 60_000;

/**
 * CONTRACT 1 asks for at least 5 failed logins and 20 registrations per 10 minutes. Registrations get
 * headroom: at an event many phones share one address (the venue's Wi-Fi behind one NAT).
 */
export const LOGIN_LIMIT = 10;
export const REGISTRATION_LIMIT = 40;

export function defaultLimits(enabled: boolean) {
  return {
    failedLogins: limiter(LOGIN_LIMIT, TEN_MINUTES, enabled),
    registrations: limiter(REGISTRATION_LIMIT, TEN_MINUTES, enabled),
  };
}
export type Limits = ReturnType<typeof defaultLimits>;
