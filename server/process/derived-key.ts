// Keys derived from SESSION_SECRET, one per purpose, so a MAC made for one purpose (a keeper key) is never valid for another (a cookie).
import { createHmac } from 'node:crypto';

/**
 * Purpose labels. Keeper keys are HMACs of `<slug>:court<n>` under the secret itself (docs/api.md, Identifiers); no label
 * here has that shape, and derived keys never leave the process, so no keeper key equals or reveals one.
 */
export const PURPOSE = {
  sessionCookies: 'courtside session cookies v1',
  passwordFingerprint: 'courtside admin password fingerprint v1',
} as const;

export function derivedKey(secret: string, purpose: (typeof PURPOSE)[keyof typeof PURPOSE]): Buffer {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(purpose, 'utf8').digest();
}
