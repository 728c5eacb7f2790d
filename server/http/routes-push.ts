// Notifications on a phone (docs/api.md, Notifications): the VAPID key, subscribing a browser to a team's calls and
// unsubscribing it, and the team's calendar feed.
import { Router, type Request, type Response } from 'express';
import type { PushService } from '../notify/push-service.js';
import { checkEndpoint, checkSubscribe, PUSH_LIMITS } from '../notify/subscription.js';
import { teamCalendar } from '../pages/team-calendar.js';
import type { AppContext } from './context.js';
import { addressKey, limiter, waitText } from './rate-limit.js';
import { pageLanguage, requestLanguage } from './language.js';
import { clientAddress, publicBase } from './request-info.js';
import { saidIn, sendError } from './respond.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';

/** A push route's tournament that does not exist, said in the request's language (docs/translating.md). */
const noTournament = (req: Request, slug: string) =>
  saidIn(req, `There is no tournament "${slug}".`, { key: 'public.noTournament', values: { slug } });

const TEN_MINUTES = 10 * 60_000;

export function pushRoutes({ hub, config }: Pick<AppContext, 'hub' | 'config'>, push: PushService): Router {
  const r = Router();
  const requests = limiter(PUSH_LIMITS.requestsPerAddress, TEN_MINUTES, config.rateLimits);

  const json = (res: Response, status: number, body: Record<string, unknown>) => {
    res.setHeader('Cache-Control', 'no-store');
    res.status(status).json(body);
  };

  /** The address is under its limit (counting this request), else it is answered 429. */
  const admitted = (req: Request, res: Response): boolean => {
    const key = addressKey(clientAddress(req, config));
    const wait = requests.retryAfterMs(key);
    if (wait > 0) {
      res.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
      const english = `Too many notification requests from this address (limit ${PUSH_LIMITS.requestsPerAddress} per 10 minutes). Wait ${waitText(wait)}.`;
      const lang = requestLanguage(req);
      json(res, 429, {
        ok: false,
        error: saidIn(req, english, {
          key: 'public.pushWait',
          values: { limit: PUSH_LIMITS.requestsPerAddress, wait: waitText(wait, wordsFor(lang)) },
        }),
      });
      return false;
    }
    requests.hit(key);
    return true;
  };

  r.get('/push/key', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json({ ok: true, key: push.key });
  });

  r.post('/t/:slug/push/subscribe', async (req, res) => {
    const slug = String(req.params.slug);
    const room = hub.tournament(slug);
    if (!room) return json(res, 404, { ok: false, error: noTournament(req, slug) });
    if (!admitted(req, res)) return;
    const checked = checkSubscribe(req.body, room.snapshot().doc, push.patterns, Date.now(), requestLanguage(req));
    if (!checked.ok) return json(res, 400, { ok: false, error: saidIn(req, checked.error, checked.why) });
    const team = room.snapshot().doc.teams.find((t) => t.id === checked.value.team);
    const done = await push.notifier.subscribe(slug, checked.value);
    if (!done.ok) return json(res, 400, { ok: false, error: saidIn(req, done.error, done.why) });
    const name = team?.name ?? 'the team';
    json(res, 200, {
      ok: true,
      msg: saidIn(req, `This phone will be told when ${name} plays.`, { key: 'public.pushOn', values: { team: name } }),
    });
  });

  r.post('/t/:slug/push/unsubscribe', async (req, res) => {
    const slug = String(req.params.slug);
    if (!hub.has(slug)) return json(res, 404, { ok: false, error: noTournament(req, slug) });
    if (!admitted(req, res)) return;
    const body = (req.body ?? {}) as Record<string, unknown>;
    // Any endpoint may be dropped (no request is made to it), but it must be one a subscription could hold.
    const endpoint = checkEndpoint(body.endpoint, push.patterns);
    if (!endpoint.ok) return json(res, 400, { ok: false, error: endpoint.error.replace('subscription.endpoint', 'endpoint') });
    const team = body.team;
    if (team !== undefined && (typeof team !== 'string' || team === '' || team.length > 40))
      return json(res, 400, {
        ok: false,
        error: saidIn(req, 'team must be the public id of a team this browser follows.', { key: 'public.pushTeamId' }),
      });
    const n = await push.notifier.unsubscribe(slug, endpoint.value, team);
    json(res, 200, {
      ok: true,
      msg:
        n > 0
          ? saidIn(req, 'Notifications are off on this phone.', { key: 'public.pushOff' })
          : saidIn(req, 'This phone was not following anyone here.', { key: 'public.pushNone' }),
    });
  });

  // The team page's own route (`/t/<slug>/teams/<id>`) takes every other id; only `<id>.ics` is answered here.
  r.get('/t/:slug/teams/:file', (req, res, next) => {
    const file = String(req.params.file);
    if (!file.endsWith('.ics')) return next();
    const slug = String(req.params.slug);
    const room = hub.tournament(slug);
    if (!room) return sendError(req, res, 404, noTournament(req, slug), requestLanguage(req));
    const pub = room.snapshot().doc;
    const team = file.slice(0, -'.ics'.length);
    if (![...pub.teams, ...pub.withdrawn].some((t) => t.id === team)) {
      const english = `There is no team "${team.slice(0, 40)}" in this tournament.`;
      return sendError(
        req,
        res,
        404,
        saidIn(req, english, { key: 'public.noTeam', values: { team: team.slice(0, 40) } }),
        requestLanguage(req),
      );
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Disposition', `inline; filename="${team.replace(/[^A-Za-z0-9_-]/g, '')}.ics"`);
    // the team page links the feed with its own ?lang, as a calendar app sends no cookie (docs/api.md, Notifications)
    const lang = pageLanguage(req, res, config, { tournament: room.state().language });
    res.type('text/calendar; charset=utf-8').send(teamCalendar(pub, team, publicBase(req, config), Date.now(), wordsFor(lang)));
  });

  return r;
}
