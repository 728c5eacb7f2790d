// The venue's public pages (docs/api.md, Events): the venue board /e/<slug> (the event's registration landing in checkin), the
// venue TV /e/<slug>/display, and the QR code of the board's address. (The document itself: routes-public.ts.)
import { Router, type Request, type Response } from 'express';
import type { PublicVenue } from '../../shared/public/public-venue.js';
import { qrSvg } from '../pages/qr.js';
import { venueBoardPage, venueDisplayPage } from '../pages/venue.js';
import type { AppContext } from './context.js';
import { publicBase } from './request-info.js';
import { addressIn, pageLanguage } from './language.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';
import { sendNotFound, sendPage } from './respond.js';

export function eventPublicRoutes({ events, config }: AppContext): Router {
  const r = Router();

  const venueOf = (req: Request, res: Response): PublicVenue | null => {
    const slug = String(req.params.slug);
    const source = events.venue(slug);
    if (!source) {
      const lang = pageLanguage(req, res, config, {});
      sendNotFound(res, wordsFor(lang).t('public.noEvent', { slug: slug.slice(0, 80) }), lang);
      return null;
    }
    return source.snapshot().doc;
  };
  const boardUrl = (req: Request, slug: string) => `${publicBase(req, config)}/e/${encodeURIComponent(slug)}`;

  r.get('/e/:slug', (req, res) => {
    const venue = venueOf(req, res);
    if (!venue) return;
    res.setHeader('Cache-Control', 'no-cache');
    const lang = pageLanguage(req, res, config, {});
    sendPage(res, 200, venueBoardPage({ venue, base: publicBase(req, config), lang, languages: addressIn(req) }));
  });

  r.get('/e/:slug/display', (req, res) => {
    const venue = venueOf(req, res);
    if (!venue) return;
    res.setHeader('Cache-Control', 'no-cache');
    // a shared screen: no Accept-Language, only ?lang or the cookie (an event has no language of its own)
    const lang = pageLanguage(req, res, config, { shared: true });
    sendPage(
      res,
      200,
      venueDisplayPage({ venue, base: publicBase(req, config), url: boardUrl(req, venue.slug), lang, languages: addressIn(req) }),
    );
  });

  // The event's registration QR code: the venue board's public address only, nothing private.
  r.get('/e/:slug/qr.svg', async (req, res) => {
    const venue = venueOf(req, res);
    if (!venue) return;
    res.setHeader('Cache-Control', 'no-cache');
    res.type('image/svg+xml').send(await qrSvg(boardUrl(req, venue.slug)));
  });

  return r;
}
