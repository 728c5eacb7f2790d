// Who the organizer is (server-side session named by the cookie, or trusted proxy header), the login redirect, and the Origin check
// (docs/api.md, Organizer sessions).
import type { IncomingHttpHeaders } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Config } from '../process/config.js';
import type { Actor } from '../tournament/hub-types.js';
import type { Session, Sessions } from '../store/sessions.js';
import { isJsonRequest } from './request-info.js';
import { sessionCookieOf } from './session-cookie.js';
import { saidIn } from './respond.js';

/** A proxy identity has no session of ours: it signs in and out at the proxy. */
export type Identity = { actor: Actor; via: 'proxy' } | { actor: Actor; via: 'cookie'; session: Session };

/** The organizer behind a request (HTTP or an upgrade: only headers are read), or null. Without TRUST_PROXY_AUTH the proxy header is ignored entirely. */
export function identify(req: { headers: IncomingHttpHeaders }, config: Config, sessions: Sessions): Identity | null {
  if (config.trustProxyAuth) {
    const raw = req.headers[config.proxyAuthHeader];
    const name = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (name) return { actor: { name, role: 'organizer' }, via: 'proxy' };
  }
  const session = sessions.find(sessionCookieOf(req.headers.cookie));
  return session === null ? null : { actor: { name: session.actor, role: 'organizer' }, via: 'cookie', session };
}

/** docs/api.md, Organizer sessions: only a local path is followed; anything else lands on the desk home. */
export function safeNext(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/')) return '/admin';
  if (next[1] === '/' || next[1] === '\\') return '/admin';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(next)) return '/admin';
  return next;
}

/** `next` keeps its slashes readable (`?next=/admin/t/cup`); everything else a query value cannot hold is encoded. */
export const loginUrl = (next: string) => `/admin/login?next=${encodeURIComponent(next).replace(/%2F/gi, '/')}`;

/** An Origin naming another host:port than Host is a cross-site post. A missing Origin passes. */
export function sameOrigin(req: Request): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const host = req.headers.host;
  if (!host) return false;
  let o: URL;
  try {
    o = new URL(origin);
  } catch {
    return false; // "null" and other opaque origins are foreign
  }
  let h: URL;
  try {
    h = new URL(`${o.protocol}//${host}`);
  } catch {
    return false;
  }
  return o.host === h.host;
}

/** Sets `res.locals.actor`, or answers: 303 to the login page, 401 JSON for JSON posts, 403 for a foreign Origin. */
export function requireOrganizer(config: Config, sessions: Sessions) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const who = identify(req, config, sessions);
    const reading = req.method === 'GET' || req.method === 'HEAD';
    if (!who) {
      if (reading) return void res.redirect(303, loginUrl(req.originalUrl));
      if (isJsonRequest(req))
        return void res.status(401).json({ ok: false, error: saidIn(req, 'Log in as organizer first.', { key: 'refusal.logInFirst' }) });
      const desk = /^\/admin\/t\/[^/?]+/.exec(req.originalUrl);
      return void res.redirect(303, loginUrl(desk ? desk[0] : '/admin'));
    }
    // Proxy sessions are usually cookie-based too, so their posts get the same cross-site check.
    if (!reading && !sameOrigin(req)) {
      if (isJsonRequest(req))
        return void res.status(403).json({ ok: false, error: saidIn(req, 'Cross-site request refused.', { key: 'refusal.crossSite' }) });
      return void res.status(403).type('text').send('Cross-site request refused.');
    }
    res.locals.actor = who.actor;
    res.locals.identity = who;
    next();
  };
}

export function actorOf(res: Response): Actor {
  return res.locals.actor as Actor;
}

export function identityOf(res: Response): Identity {
  return res.locals.identity as Identity;
}
