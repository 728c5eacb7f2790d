// Organizer login and logout (CONTRACT 3): password, optional desk name, `next`, the failed-login limit; logout ends the session on the server.
import { Router } from 'express';
import { loginPage } from '../pages/index.js';
import { safeNext } from './auth.js';
import type { AppContext } from './context.js';
import type { Body } from './intents.js';
import { describeDevice } from './device.js';
import { clientAddress, isHttps, isJsonRequest } from './request-info.js';
import { sendPage } from './respond.js';
import { noStore } from './security.js';
import { clearedCookie, passwordMatches, sessionCookie, sessionCookieOf } from './session.js';

const MAX_NAME = 60;

/** The desk name becomes the actor of the events table; blank means `organizer`. */
function actorName(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.trim().slice(0, MAX_NAME) : '';
  return name === '' ? 'organizer' : name;
}

export function loginRoutes({ config, limits, sessions }: AppContext): Router {
  const r = Router();

  r.get('/login', noStore, (req, res) => {
    sendPage(res, 200, loginPage({ next: safeNext(req.query.next) }));
  });

  r.post('/login', noStore, async (req, res) => {
    const body = (req.body ?? {}) as Body;
    const next = safeNext(body.next);
    const name = typeof body.name === 'string' ? body.name : '';
    const json = isJsonRequest(req);
    const address = clientAddress(req, config);
    if (limits.failedLogins.blocked(address)) {
      const error = 'Too many failed logins from this address. Wait ten minutes and try again.';
      if (json) return void res.status(429).json({ ok: false, error });
      return void sendPage(res, 429, loginPage({ next, error, name }));
    }
    if (!passwordMatches(body.password, config.adminPassword)) {
      limits.failedLogins.hit(address);
      const error = 'Wrong password.';
      if (json) return void res.status(401).json({ ok: false, error });
      return void sendPage(res, 401, loginPage({ next, error, name }));
    }
    const cookie = await sessions.open(actorName(body.name), describeDevice(req.headers['user-agent']));
    res.setHeader('Set-Cookie', sessionCookie(cookie, isHttps(req, config)));
    if (json) return void res.json({ ok: true, msg: 'Logged in.', next });
    res.redirect(303, next);
  });

  r.get('/logout', noStore, async (req, res) => {
    await sessions.endCookie(sessionCookieOf(req.headers.cookie));
    res.setHeader('Set-Cookie', clearedCookie(isHttps(req, config)));
    res.redirect(303, '/admin/login');
  });

  return r;
}
