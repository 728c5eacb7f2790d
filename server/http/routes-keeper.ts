// Score keeper routes (docs/api.md, Keeper routes), answered in the keeper order (docs/api.md, Keeper answers): 404 slug/court, 403 k, 400 body, 409 state.
import express, { Router, type Request, type Response } from 'express';
import { join } from 'node:path';
import { errorPage, keeperPage, notFoundPage } from '../pages/index.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';
import { builtFile } from '../pages/assets.js';
import { KEEPER_SW_SOURCE, keeperManifest } from '../pages/keeper.js';
import { venueKeeperPage } from '../pages/venue-keeper.js';
import type { VenueDoc } from '../event/venue-doc.js';
import { CLIENT_DIR } from '../process/paths.js';
import type { AppContext } from './context.js';
import type { Body } from './intent-parsers.js';
import { validKeeperKey } from './keeper-key.js';
import { courtOf as courtIn, keeperWrite, parseJsonBody } from './keeper-write.js';
import { keeperFailure, sendNotFound, sendPage } from './respond.js';
import { BODY_LIMIT, noStore } from './security.js';
import { addressIn, pageLanguage } from './language.js';

/**
 * The body is read as text and parsed here rather than by the JSON middleware, so a malformed body
 * is judged after the slug, court and key, as docs/api.md, Keeper answers, orders it.
 */
const rawBody = express.text({ type: () => true, limit: BODY_LIMIT });

/** The body as a form or a JSON object; null when it is neither (answered as a malformed body). */
function readBody(req: Request, raw: string): Body | null {
  if (req.is('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  return parseJsonBody(raw);
}

export function keeperRoutes({ hub, config, events }: AppContext): Router {
  const r = Router();

  /** The court number when slug and court exist, else null (404). */
  const courtOf = (req: Request): number | null => courtIn(hub, String(req.params.slug), String(req.params.court));

  /** A venue court of an event (docs/api.md, Events): the event's document and the court number, or null (404). */
  const venueCourtOf = (req: Request): { venue: VenueDoc; court: number } | null => {
    const slug = String(req.params.slug);
    const rec = events?.record(slug);
    const raw = String(req.params.court);
    const court = /^\d{1,3}$/.test(raw) ? Number(raw) : 0;
    if (!rec || court < 1 || court > rec.courtCount) return null;
    const venue = events?.venue(slug)?.snapshot().doc as VenueDoc | undefined;
    return venue && Array.isArray(venue.courts) ? { venue, court } : null;
  };
  const isEvent = (req: Request) => events?.has(String(req.params.slug)) === true;
  // the pad's own refusals, in the pad's language (a shared screen: the tournament's, or ?lang and the cookie)
  const padLanguage = (req: Request, res: Response) =>
    pageLanguage(req, res, config, { shared: true, tournament: hub.tournament(String(req.params.slug))?.state().language });
  const badKeyPage = (req: Request, res: Response) => {
    const lang = padLanguage(req, res);
    sendPage(res, 403, errorPage({ status: 403, message: wordsFor(lang).t('keeper.badLink'), lang }));
  };
  const noCourtPage = (req: Request, res: Response) => {
    const lang = padLanguage(req, res);
    sendPage(res, 404, notFoundPage({ message: wordsFor(lang).t('keeper.noCourt'), lang }));
  };

  // The pad's service worker: a fixed address whose scope (/keeper/) covers every court's pad; the file is the build's.
  r.get('/sw.js', (_req, res) => {
    const file = builtFile(KEEPER_SW_SOURCE);
    if (!file) return void sendNotFound(res, 'The client is not built.');
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/javascript').sendFile(join(CLIENT_DIR, file));
  });

  r.get('/:slug/:court/manifest.webmanifest', noStore, (req, res) => {
    const slug = String(req.params.slug);
    if (isEvent(req)) {
      const at = venueCourtOf(req);
      if (!at) return void sendNotFound(res, 'There is no such event or court.');
      if (!validKeeperKey(config.sessionSecret, slug, at.court, req.query.k))
        return void keeperFailure(res, 403, 'This score keeper key is not valid for this court.');
      const manifest = keeperManifest({
        pub: at.venue,
        court: at.court,
        k: String(req.query.k),
        lang: pageLanguage(req, res, config, { shared: true }),
      });
      return void res.type('application/manifest+json').send(JSON.stringify(manifest));
    }
    const court = courtOf(req);
    const room = hub.tournament(slug);
    if (court === null || !room) return void sendNotFound(res, 'There is no such tournament or court.');
    const k = req.query.k;
    if (!validKeeperKey(config.sessionSecret, slug, court, k))
      return void keeperFailure(res, 403, 'This score keeper key is not valid for this court.');
    const lang = pageLanguage(req, res, config, { shared: true, tournament: room.state().language });
    res.type('application/manifest+json').send(JSON.stringify(keeperManifest({ pub: room.snapshot().doc, court, k: String(k), lang })));
  });

  r.get('/:slug/:court', noStore, (req, res) => {
    const slug = String(req.params.slug);
    if (isEvent(req)) {
      // a venue court: the same checks in the same order, then the division's match on it
      const at = venueCourtOf(req);
      if (!at) return void noCourtPage(req, res);
      if (!validKeeperKey(config.sessionSecret, slug, at.court, req.query.k)) return void badKeyPage(req, res);
      const on = at.venue.courts.find((x) => x.court === at.court)?.division;
      const division = on ? (hub.tournament(on.slug)?.snapshot().doc ?? null) : null;
      // a shared screen: the cookie or ?lang, else English (an event has no language of its own yet)
      const lang = pageLanguage(req, res, config, { shared: true });
      return void sendPage(
        res,
        200,
        venueKeeperPage({ venue: at.venue, division, court: at.court, k: String(req.query.k), lang, languages: addressIn(req) }),
      );
    }
    const court = courtOf(req);
    if (court === null) return void noCourtPage(req, res);
    const k = req.query.k;
    if (!validKeeperKey(config.sessionSecret, slug, court, k)) return void badKeyPage(req, res);
    const room = hub.tournament(slug);
    if (!room) return void noCourtPage(req, res);
    // a shared screen (docs/translating.md): the tournament's language unless ?lang or the cookie names another
    const lang = pageLanguage(req, res, config, { shared: true, tournament: room.state().language });
    sendPage(res, 200, keeperPage({ pub: room.snapshot().doc, court, k: String(k), lang, languages: addressIn(req) }));
  });

  for (const action of ['live', 'final'] as const) {
    // Plain JSON bodies are answered ahead of express (keeper-fast.ts) by the same keeperWrite; the rest come here.
    r.post(`/:slug/:court/${action}`, rawBody, async (req: Request, res: Response) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const answer = await keeperWrite({ hub, config, events }, String(req.params.slug), String(req.params.court), action, {
        parsed: readBody(req, raw),
        raw,
        queryK: req.query.k,
      });
      res.status(answer.status).json(answer.body);
    });
  }

  return r;
}
