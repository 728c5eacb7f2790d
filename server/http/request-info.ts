// What a request says about its client: address, scheme, the public base URL, and whether it speaks JSON.
import type { TLSSocket } from 'node:tls';
import type { Request } from 'express';
import type { Config } from '../process/config.js';

const firstHeader = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Forwarded headers count only behind the trusted proxy (TRUST_PROXY_AUTH); otherwise anyone could set them. */
export function isHttps(req: Request, config: Config): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!config.trustProxyAuth) return false;
  const proto = firstHeader(req.headers['x-forwarded-proto'])?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}

/** The rate-limit key. Behind the trusted proxy, the last X-Forwarded-For hop is the one the proxy added. */
export function clientAddress(req: Request, config: Config): string {
  if (config.trustProxyAuth) {
    const hops = firstHeader(req.headers['x-forwarded-for'])
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const last = hops?.[hops.length - 1];
    if (last) return last;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/** A Host header a browser could have sent: a name or an IP literal, and an optional port. */
const HOST = /^(?:[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * Base URL for QR codes and printed links: PUBLIC_URL, else derived from the request. A Host that is no
 * host name (garbage, or kilobytes that no QR code holds) is not printed: the address the request
 * arrived at is, so the links still lead here.
 */
export function publicBase(req: Request, config: Config): string {
  if (config.publicUrl) return config.publicUrl;
  const given = req.headers.host;
  let host = given !== undefined && given.length <= 255 && HOST.test(given) ? given : null;
  if (host === null) {
    const { localAddress, localPort } = req.socket;
    host = localAddress ? `${localAddress.includes(':') ? `[${localAddress}]` : localAddress}:${localPort}` : 'localhost';
  }
  return `${isHttps(req, config) ? 'https' : 'http'}://${host}`;
}

/** docs/api.md, Organizer answers: a request is JSON when its Content-Type is application/json. */
export function isJsonRequest(req: Request): boolean {
  return Boolean(req.is('application/json'));
}
