// Push settings (docs/operating.md, Notifications): the VAPID keys and the push services a subscription may name.
import { createECDH } from 'node:crypto';
import type { Store } from '../store/store.js';

export interface VapidKeys {
  /** base64url of the 65-byte uncompressed P-256 point: what browsers subscribe with (GET /push/key). */
  publicKey: string;
  /** base64url of the 32-byte private scalar. */
  privateKey: string;
  /** `mailto:` or `https:` contact the push services see in each JWT. */
  subject: string;
}

export interface PushEnv {
  /** Null when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are unset: generated once and kept in the store. */
  vapid: VapidKeys | null;
  subject: string;
  /** Allowed push origins, as patterns (see `originAllowed`). */
  pushEndpoints: string[];
}

/** The browsers' push services: Chrome and Edge on Android (FCM), Firefox, Edge/Windows, Safari. */
export const DEFAULT_PUSH_ENDPOINTS = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://*.notify.windows.com',
  'https://web.push.apple.com',
];

const B64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Bytes of a base64url string, or null when it is not one (padding tolerated). */
export function base64urlBytes(text: string): Buffer | null {
  if (!B64URL.test(text)) return null;
  return Buffer.from(text.replace(/=+$/, ''), 'base64url');
}

/**
 * One PUSH_ENDPOINTS entry as an origin pattern: `scheme://host[:port]`, where the host may start with `*.`
 * (any one or more labels before the rest, never the bare rest itself). No path, no credentials. A bare host
 * means https.
 */
export function parseEndpointPattern(entry: string): string {
  const raw = entry.trim();
  const withScheme = /^[a-z]+:\/\//i.test(raw) ? raw : `https://${raw}`;
  const m = /^(https?):\/\/(\*\.)?([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?\/?$/i.exec(withScheme);
  if (!m) throw new Error(`PUSH_ENDPOINTS: "${raw}" is not an origin like https://fcm.googleapis.com or https://*.notify.windows.com`);
  const [, rawScheme = '', star = '', host = '', port] = m;
  const scheme = rawScheme.toLowerCase();
  const defaultPort = scheme === 'https' ? '443' : '80';
  const shownPort = port && port !== defaultPort ? `:${Number(port)}` : '';
  return `${scheme}://${star}${host.toLowerCase()}${shownPort}`;
}

/** Whether a URL's origin is on the list: the same scheme, port and host, or a subdomain of a `*.` entry's host. */
export function originAllowed(url: URL, patterns: readonly string[]): boolean {
  const origin = url.origin.toLowerCase();
  for (const p of patterns) {
    if (!p.includes('://*.')) {
      if (origin === p) return true;
      continue;
    }
    const [scheme, rest = ''] = p.split('://*.');
    if (`${url.protocol}` !== `${scheme}:`) continue;
    const portSep = rest.lastIndexOf(':');
    const hostPart = portSep > rest.lastIndexOf(']') && portSep >= 0 ? rest.slice(0, portSep) : rest;
    const portPart = hostPart === rest ? '' : rest.slice(portSep + 1);
    if (url.port !== portPart) continue;
    const host = url.hostname.toLowerCase();
    if (host.endsWith(`.${hostPart}`) && host.length > hostPart.length + 1) return true;
  }
  return false;
}

export function readPushEnv(env: NodeJS.ProcessEnv, publicUrl: string | null): PushEnv {
  const given = (v: string | undefined) => (v !== undefined && v.trim() !== '' ? v.trim() : null);
  const pub = given(env.VAPID_PUBLIC_KEY);
  const priv = given(env.VAPID_PRIVATE_KEY);
  if ((pub === null) !== (priv === null)) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither)');
  const subject = given(env.VAPID_SUBJECT) ?? (publicUrl?.startsWith('https://') ? publicUrl : 'mailto:courtside@example.org');
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/i.test(subject))
    throw new Error(`VAPID_SUBJECT must be a mailto: address or an https:// URL, got "${subject}"`);
  let vapid: VapidKeys | null = null;
  if (pub !== null && priv !== null) {
    const p = base64urlBytes(pub);
    const k = base64urlBytes(priv);
    if (p?.length !== 65 || p[0] !== 4) throw new Error('VAPID_PUBLIC_KEY must be a base64url uncompressed P-256 public key (65 bytes)');
    if (k?.length !== 32) throw new Error('VAPID_PRIVATE_KEY must be a base64url P-256 private key (32 bytes)');
    vapid = { publicKey: pub.replace(/=+$/, ''), privateKey: priv.replace(/=+$/, ''), subject };
  }
  const list = given(env.PUSH_ENDPOINTS);
  const pushEndpoints =
    list === null
      ? DEFAULT_PUSH_ENDPOINTS
      : list
          .split(',')
          .filter((s) => s.trim() !== '')
          .map(parseEndpointPattern);
  return { vapid, subject, pushEndpoints };
}

/** A private scalar as 32 bytes: one that happens to start with zero bytes comes back shorter from node:crypto. */
const scalar32 = (key: Buffer): Buffer => (key.length >= 32 ? key : Buffer.concat([Buffer.alloc(32 - key.length), key]));

/** The VAPID keys from the environment, else the pair generated on the first start and kept in the store's meta. */
export async function settleVapid(push: PushEnv, store: Store): Promise<VapidKeys> {
  if (push.vapid) return push.vapid;
  const kept = store.getMeta<{ publicKey: string; privateKey: string }>('vapid');
  if (kept) return { ...kept, subject: push.subject };
  // A P-256 pair as web-push makes it (the public point uncompressed), without loading that library at start.
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const made = { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: scalar32(ecdh.getPrivateKey()).toString('base64url') };
  await store.putMeta('vapid', { publicKey: made.publicKey, privateKey: made.privateKey });
  return { publicKey: made.publicKey, privateKey: made.privateKey, subject: push.subject };
}
