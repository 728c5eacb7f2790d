// Per-address limits on failed logins, registrations and failed team-code lookups, as sliding windows held in memory
// (in cluster mode every instance also counts the others' hits: docs/architecture.md, Cluster mode).
import type { Words } from '../../shared/i18n/words.js';
import { isIPv6 } from 'node:net';
import type { ClusterStore } from '../store/store.js';

export interface Limiter {
  /** True while the address is past its limit: the request answers 429. */
  blocked(key: string, now?: number): boolean;
  hit(key: string, now?: number): void;
  /** How long until the key is under its limit again: when enough of its oldest hits have left the window (0 when not blocked). */
  retryAfterMs(key: string, now?: number): number;
}

const TEN_MINUTES = 10 * 60_000;

/** Cluster mode: the limiter's name among the instances, and the shared database that tells them each other's hits. */
export interface SharedLimit {
  name: string;
  cluster: ClusterStore;
}

export function limiter(max: number, windowMs: number, enabled: boolean, shared?: SharedLimit): Limiter {
  const hits = new Map<string, number[]>();
  /** A hit another instance counted, kept in time order with ours. */
  const heard = (key: string, at: number) => {
    const list = hits.get(key) ?? [];
    list.push(at);
    list.sort((a, b) => a - b);
    hits.set(key, list);
  };
  if (shared && enabled) {
    shared.cluster.follow((c) => {
      if (c.kind === 'hit' && c.limiter === shared.name && Date.now() - c.at < windowMs) heard(c.key, c.at);
    });
    // Hits counted before this instance started (another instance's, or this one's before a restart).
    shared.cluster.recentHits(shared.name, windowMs).then(
      (rows) => {
        for (const r of rows) heard(r.key, r.at);
      },
      () => undefined,
    );
  }
  const recent = (key: string, now: number) => {
    const list = (hits.get(key) ?? []).filter((t) => now - t < windowMs);
    if (list.length === 0) hits.delete(key);
    else hits.set(key, list);
    return list;
  };
  // Forget idle addresses now and then (at least every ten minutes, whatever the window), so the map cannot grow without bound.
  const sweeper = setInterval(
    () => {
      const now = Date.now();
      for (const key of [...hits.keys()]) recent(key, now);
    },
    Math.min(windowMs, TEN_MINUTES),
  );
  sweeper.unref();
  return {
    blocked: (key, now = Date.now()) => enabled && recent(key, now).length >= max,
    hit(key, now = Date.now()) {
      if (!enabled) return;
      hits.set(key, [...recent(key, now), now]);
      shared?.cluster.publishHit(shared.name, key, now);
    },
    retryAfterMs(key, now = Date.now()) {
      const list = enabled ? recent(key, now) : [];
      // Hits are kept oldest first; the key is free again once list.length - max + 1 of them have left.
      const freeing = list[list.length - max];
      return list.length < max || freeing === undefined ? 0 : Math.max(0, freeing + windowMs - now);
    },
  };
}

/**
 * Failed team-code lookups (`GET /t/<slug>/team/<code>`) per address: per tournament, and over all
 * tournaments. A team mistyping its code stays far below both; at the overall limit a guesser finds,
 * against a 200-team event, 100 × 200 / 31^4 ≈ 0.022 teams a day (one every ~46 days), and trying
 * every code of one tournament takes 31^4 / 100 ≈ 9,235 days.
 */
export const CODE_LIMITS = {
  perTournament: { max: 20, windowMs: TEN_MINUTES },
  overall: { max: 100, windowMs: 24 * 60 * 60_000 },
} as const;

/**
 * docs/operating.md, Limits, promises at least 5 failed logins and 20 registrations per 10 minutes. Registrations get
 * headroom: at an event many phones share one address (the venue's Wi-Fi behind one NAT).
 */
export const LOGIN_LIMIT = 10;
export const REGISTRATION_LIMIT = 40;

/** Failed team-code lookups, counted per tournament and over all tournaments for one address. */
export class CodeGuard {
  private perTournament: Limiter;
  private overall: Limiter;
  constructor(enabled: boolean, cluster?: ClusterStore) {
    const shared = (name: string) => (cluster ? { name, cluster } : undefined);
    this.perTournament = limiter(CODE_LIMITS.perTournament.max, CODE_LIMITS.perTournament.windowMs, enabled, shared('codes'));
    this.overall = limiter(CODE_LIMITS.overall.max, CODE_LIMITS.overall.windowMs, enabled, shared('codes-all'));
  }

  /** Milliseconds the address must wait before looking up a code of this tournament; 0 when it may. */
  waitMs(slug: string, address: string, now = Date.now()): number {
    const key = addressKey(address);
    return Math.max(this.perTournament.retryAfterMs(`${slug} ${key}`, now), this.overall.retryAfterMs(key, now));
  }

  failed(slug: string, address: string, now = Date.now()): void {
    const key = addressKey(address);
    this.perTournament.hit(`${slug} ${key}`, now);
    this.overall.hit(key, now);
  }
}

/**
 * The key an address is counted under: an IPv4 address itself (also when IPv4-mapped), an IPv6
 * address by its /64, since one host or home network is usually given a whole /64 to pick from.
 */
export function addressKey(address: string): string {
  const bare = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1]!;
  if (!isIPv6(bare)) return address;
  const [head = '', tail] = bare.split('::');
  const part = (s: string | undefined) => (s ? s.split(':') : []);
  // An embedded IPv4 tail (::1.2.3.4) stands for two groups; only the first four groups matter here.
  const width = (xs: string[]) => xs.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const before = part(head);
  const after = tail === undefined ? [] : part(tail);
  const groups = [...before, ...Array<string>(Math.max(0, 8 - width(before) - width(after))).fill('0'), ...after];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** A wait as people say it: minutes up to two hours, then hours (always rounded up). */
export function waitText(ms: number, w?: Words): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (w) return minutes < 120 ? w.t('common.minutes', { n: minutes }) : w.t('common.hours', { n: Math.ceil(minutes / 60) });
  if (minutes < 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** `cluster`: the limits hold across instances (each counts every instance's hits). */
export function defaultLimits(enabled: boolean, cluster?: ClusterStore) {
  const shared = (name: string) => (cluster ? { name, cluster } : undefined);
  return {
    failedLogins: limiter(LOGIN_LIMIT, TEN_MINUTES, enabled, shared('logins')),
    registrations: limiter(REGISTRATION_LIMIT, TEN_MINUTES, enabled, shared('registrations')),
    codeLookups: new CodeGuard(enabled, cluster),
  };
}
export type Limits = ReturnType<typeof defaultLimits>;
