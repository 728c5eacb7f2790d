// Organizer login and logout (docs/api.md, Organizer sessions): password, optional desk name, `next`, the failed-login limit; logout ends the session on the server.
import { Router } from 'express';
import { loginPage } from '../pages/index.js';
import { safeNext } from './auth.js';
import type { AppContext } from './context.js';
import type { Body } from './intent-parsers.js';
import { describeDevice } from './device.js';
import { clientAddress, isHttps, isJsonRequest } from './request-info.js';
import { sendPage } from './respond.js';
import { noStore } from './security.js';
import { cleanText, TEXT_FIELDS } from '../../shared/engine/text.js';
import { clearedCookie, passwordMatches, sessionCookie, sessionCookieOf } from './session-cookie.js';

/** The desk name becomes the actor of the events table; blank means `organizer`; the free-text rule applies. */
function actorName(raw: unknown): { ok: true; value: string } | { ok: false; error: string } {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') return { ok: false, error: 'The desk name must be text.' };
  const checked = cleanText(raw ?? '', TEXT_FIELDS.deskName);
  if (!checked.ok) return checked;
  return { ok: true, value: checked.value === '' ? 'organizer' : checked.value };
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
    const actor = actorName(body.name);
    if (!actor.ok) {
      if (json) return void res.status(400).json({ ok: false, error: actor.error });
      return void sendPage(res, 400, loginPage({ next, error: actor.error, name }));
    }
    const cookie = await sessions.open(actor.value, describeDevice(req.headers['user-agent']));
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
