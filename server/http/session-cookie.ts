// The organizer session cookie (docs/api.md, Organizer sessions): its attributes, reading it from a Cookie header, and the password check.
import { createHash, timingSafeEqual } from 'node:crypto';
import { parseCookie } from 'cookie';
import { SESSION_MS } from '../store/sessions.js';

export const SESSION_COOKIE = 'courtside_session';

/** Max-Age and Expires both say 12 hours, for clients that read only one of them. */
export function sessionCookie(value: string, secure: boolean, now = Date.now()): string {
  const expires = new Date(now + SESSION_MS).toUTCString();
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${SESSION_MS / 1000}; Expires=${expires}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearedCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The session cookie's value in a Cookie header (the `cookie` package does not throw on malformed headers). */
export function sessionCookieOf(header: string | string[] | undefined): string | undefined {
  const text = Array.isArray(header) ? header.join('; ') : header;
  return text ? parseCookie(text)[SESSION_COOKIE] : undefined;
}

/** Constant-time password comparison (digests first, so lengths do not leak). */
export function passwordMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}
