// Organizer pages (docs/api.md, Organizer routes: pages): desk home, tournament desk, registration QR and its PNG, keeper QR sheet, events CSV.
import { Router, type Request, type Response } from 'express';
import { deskHomePage, deskPage, keeperQrPage, qrPage, type FormState } from '../pages/index.js';
import { qrPng, qrSvg } from '../pages/qr.js';
import type { LiveTournament } from '../tournament/live-tournament.js';
import { actorOf, identityOf } from './auth.js';
import type { AppContext } from './context.js';
import { eventsCsv } from './csv.js';
import { keeperKey } from './keeper-key.js';
import { publicBase } from './request-info.js';
import { sendNotFound, sendPage } from './respond.js';
import { sheetWords } from './routes-sheets.js';
import { addressIn, pageLanguage } from './language.js';
import type { Lang } from '../../shared/i18n/languages.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';

/** How many events the desk shows; the CSV export has them all. */
const DESK_EVENTS = 50;

const queryText = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v.slice(0, 500) : undefined);

/** The desk home: events and tournaments, the creation forms (one of them re-rendered with what was typed and its errors). */
export function sendDeskHome(
  { hub, events, sessions }: AppContext,
  res: Response,
  status: number,
  extra: { msg?: string; error?: string; form?: FormState; eventForm?: FormState; lang?: Lang; languages?: (lang: Lang) => string },
): void {
  const who = identityOf(res);
  const signedIn = { sessions: sessions.list(), current: who.via === 'cookie' ? who.session.handle : null, via: who.via };
  const eventList = events
    .list()
    .map((e) => ({ slug: e.slug, name: e.name, date: e.date, courtCount: e.courtCount, divisions: e.divisions.length }));
  // A division is listed with its event's name, so the desk home tells it from a tournament on its own.
  const eventOf = new Map(events.list().flatMap((e) => e.divisions.map((d) => [d.slug, e.name] as const)));
  const items = hub.list().map((t) => ({ ...t, event: eventOf.get(t.slug) ?? null }));
  sendPage(res, status, deskHomePage({ items, events: eventList, actor: actorOf(res).name, sessions: signedIn, ...extra }));
}

export function adminPages(ctx: AppContext): Router {
  const { hub, config } = ctx;
  const r = Router();

  const roomOf = (req: Request, res: Response): LiveTournament | null => {
    const slug = String(req.params.slug);
    const room = hub.tournament(slug);
    if (!room) {
      const lang = pageLanguage(req, res, config);
      sendNotFound(res, wordsFor(lang).t('refusal.noTournament', { slug }), lang);
    }
    return room;
  };
  const registerUrl = (req: Request, slug: string) => `${publicBase(req, config)}/t/${encodeURIComponent(slug)}`;
  const keeperLinks = (req: Request, room: LiveTournament) => {
    const base = publicBase(req, config);
    const links: { court: number; url: string }[] = [];
    for (let court = 1; court <= room.state().courtCount; court++) {
      const k = keeperKey(config.sessionSecret, room.slug, court);
      links.push({ court, url: `${base}/keeper/${encodeURIComponent(room.slug)}/${court}?k=${k}` });
    }
    return links;
  };

  r.get('/', (req, res) => {
    const msg = queryText(req.query.msg);
    const error = queryText(req.query.error);
    sendDeskHome(ctx, res, 200, {
      ...(msg ? { msg } : {}),
      ...(error ? { error } : {}),
      lang: pageLanguage(req, res, ctx.config),
      languages: addressIn(req),
    });
  });

  r.get('/t/:slug', async (req, res) => {
    const room = roomOf(req, res);
    if (!room) return;
    const links = await Promise.all(keeperLinks(req, room).map(async (l) => ({ ...l, svg: await qrSvg(l.url) })));
    const msg = queryText(req.query.msg);
    const error = queryText(req.query.error);
    const t = room.state();
    sendPage(
      res,
      200,
      deskPage({
        t,
        lang: pageLanguage(req, res, ctx.config, { tournament: t.language }),
        languages: addressIn(req),
        pub: room.snapshot().doc,
        events: hub.events(room.slug, DESK_EVENTS).reverse(),
        actor: actorOf(res).name,
        keeperLinks: links,
        registerUrl: registerUrl(req, room.slug),
        followers: ctx.push.notifier.followers(room.slug),
        ...(msg ? { msg } : {}),
        ...(error ? { error } : {}),
      }),
    );
  });

  r.get('/t/:slug/qr', async (req, res) => {
    const room = roomOf(req, res);
    if (!room) return;
    const url = registerUrl(req, room.slug);
    const pngUrl = `/admin/t/${encodeURIComponent(room.slug)}/qr.png`;
    sendPage(res, 200, qrPage({ pub: room.snapshot().doc, url, pngUrl, svg: await qrSvg(url), w: sheetWords(req, room.state()) }));
  });

  r.get('/t/:slug/qr.png', async (req, res) => {
    const room = roomOf(req, res);
    if (!room) return;
    const png = await qrPng(registerUrl(req, room.slug));
    res.type('image/png').setHeader('Content-Disposition', `inline; filename="${room.slug}-qr.png"`);
    res.send(png);
  });

  r.get('/t/:slug/keeper-qr', async (req, res) => {
    const room = roomOf(req, res);
    if (!room) return;
    const courts = await Promise.all(keeperLinks(req, room).map(async (l) => ({ ...l, svg: await qrSvg(l.url) })));
    sendPage(res, 200, keeperQrPage({ pub: room.snapshot().doc, courts, w: sheetWords(req, room.state()) }));
  });

  // The desk's live log (<desk-events>) reads the latest rows, newest first, whenever the tournament changes.
  r.get('/t/:slug/events.json', (req, res) => {
    const room = roomOf(req, res);
    if (!room) return;
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ok: true, events: hub.events(room.slug, DESK_EVENTS).reverse() });
  });

  r.get('/t/:slug/events.csv', (req, res) => {
    const room = roomOf(req, res);
    if (!room) return;
    res.type('text/csv; charset=utf-8').setHeader('Content-Disposition', `attachment; filename="${room.slug}-events.csv"`);
    res.send(eventsCsv(hub.events(room.slug)));
  });

  return r;
}
