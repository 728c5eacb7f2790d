// Per-court keeper keys (docs/api.md, Identifiers): base64url HMAC-SHA256 of `<slug>:court<n>` under SESSION_SECRET.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function keeperKey(secret: string, slug: string, court: number): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${slug}:court${court}`).digest('base64url');
}

/** Constant-time check; a key for one court or tournament is invalid for every other. */
export function validKeeperKey(secret: string, slug: string, court: number, k: unknown): boolean {
  if (typeof k !== 'string' || k.length === 0) return false;
  const expected = Buffer.from(keeperKey(secret, slug, court), 'utf8');
  const given = Buffer.from(k, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
