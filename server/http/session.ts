// Organizer session cookies (CONTRACT 3): an actor name and expiry, signed with SESSION_SECRET.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'courtside_session';
export const SESSION_MS = 12 * 60 * 60 * 1000;

interface Payload { n: string; e: number }

function sign(secret: string, body: string): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(`session:${body}`).digest('base64url');
}

export function issueSession(secret: string, actor: string, now: number): string {
  const body = Buffer.from(JSON.stringify({ n: actor, e: now + SESSION_MS } satisfies Payload), 'utf8').toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** The actor of a valid, unexpired session value, else null. */
export function readSession(secret: string, value: string | undefined, now: number): string | null {
  if (!value) return null;
  const dot = value.indexOf('.');
  if (dot <= 0) return null;
  const body = value.slice(0, dot);
  const mac = Buffer.from(value.slice(dot + 1), 'utf8');
  const expected = Buffer.from(sign(secret, body), 'utf8');
  if (mac.length !== expected.length || !timingSafeEqual(mac, expected)) return null;
  // The MAC matched, so the body is ours and parses.
  const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
  return typeof payload.n === 'string' && typeof payload.e === 'number' && payload.e > now ? payload.n : null;
}

/** Max-Age and Expires both say 12 hours, for clients that read only one of them. */
export function sessionCookie(value: string, secure: boolean, now = Date.now()): string {
  const expires = new Date(now + SESSION_MS).toUTCString();
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${SESSION_MS / 1000}; Expires=${expires}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearedCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** One cookie's value from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Constant-time password comparison (digests first, so lengths do not leak). */
export function passwordMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}
