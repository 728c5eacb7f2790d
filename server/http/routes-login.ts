// Organizer login and logout (docs/api.md, Organizer sessions): password, optional desk name, `next`, the failed-login limit; logout ends
// the session on the server.
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
import { addressIn, pageLanguage, requestLanguage } from './language.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';
import type { Words } from '../../shared/i18n/words.js';

/** The desk name becomes the actor of the events table; blank means `organizer`; the free-text rule applies. */
function actorName(raw: unknown, w: Words): { ok: true; value: string } | { ok: false; error: string } {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') return { ok: false, error: w.t('refusal.deskNameText') };
  const checked = cleanText(raw ?? '', TEXT_FIELDS.deskName);
  if (!checked.ok) return { ok: false, error: w.t(checked.why.key, { ...checked.why.values, field: 'deskName' }) };
  return { ok: true, value: checked.value === '' ? 'organizer' : checked.value };
}

export function loginRoutes({ config, limits, sessions }: AppContext): Router {
  const r = Router();

  r.get('/login', noStore, (req, res) => {
    const lang = pageLanguage(req, res, config);
    sendPage(res, 200, loginPage({ next: safeNext(req.query.next), lang, languages: addressIn(req) }));
  });

  r.post('/login', noStore, async (req, res) => {
    const body = (req.body ?? {}) as Body;
    const next = safeNext(body.next);
    const name = typeof body.name === 'string' ? body.name : '';
    const json = isJsonRequest(req);
    // a page in the page's language; JSON's `error` and `msg` in the request's (docs/translating.md)
    const lang = json ? requestLanguage(req) : pageLanguage(req, res, config);
    const w = wordsFor(lang);
    const again = { next, name, lang, languages: addressIn(req) };
    const address = clientAddress(req, config);
    if (limits.failedLogins.blocked(address)) {
      const error = w.t('login.tooMany');
      if (json) return void res.status(429).json({ ok: false, error });
      return void sendPage(res, 429, loginPage({ ...again, error }));
    }
    if (!passwordMatches(body.password, config.adminPassword)) {
      limits.failedLogins.hit(address);
      const error = w.t('login.wrong');
      if (json) return void res.status(401).json({ ok: false, error });
      return void sendPage(res, 401, loginPage({ ...again, error }));
    }
    const actor = actorName(body.name, w);
    if (!actor.ok) {
      if (json) return void res.status(400).json({ ok: false, error: actor.error });
      return void sendPage(res, 400, loginPage({ ...again, error: actor.error }));
    }
    const cookie = await sessions.open(actor.value, describeDevice(req.headers['user-agent']));
    res.setHeader('Set-Cookie', sessionCookie(cookie, isHttps(req, config)));
    if (json) return void res.json({ ok: true, msg: w.t('login.done'), next });
    res.redirect(303, next);
  });

  r.get('/logout', noStore, async (req, res) => {
    await sessions.endCookie(sessionCookieOf(req.headers.cookie));
    res.setHeader('Set-Cookie', clearedCookie(isHttps(req, config)));
    res.redirect(303, '/admin/login');
  });

  return r;
}
