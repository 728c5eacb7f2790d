// The express application: middleware order, route mounting, static files, 404 and error answers.
import express, { type NextFunction, type Request, type Response } from 'express';
import { requireOrganizer } from './auth.js';
import { encodedAssets } from './assets-encoding.js';
import type { AppContext } from './context.js';
import { CLIENT_DIR, STATIC_DIR } from '../process/paths.js';
import { DEV } from '../pages/assets.js';
import { devAssets, devCsp } from './dev-vite.js';
import { saidIn, sendError } from './respond.js';
import { requestLanguage } from './language.js';
import type { MessageKey } from '../../shared/i18n/words.js';
import { adminActions } from './routes-actions.js';
import { eventActions } from './routes-events.js';
import { eventPublicRoutes } from './routes-events-public.js';
import { adminPages } from './routes-admin.js';
import { eventDeskPages } from './routes-event-desk.js';
import { keeperRoutes } from './routes-keeper.js';
import { loginRoutes } from './routes-login.js';
import { sessionRoutes } from './routes-sessions.js';
import { publicRoutes } from './routes-public.js';
import { pushRoutes } from './routes-push.js';
import { pushClientRoutes } from './routes-push-client.js';
import { importBodies, sheetRoutes } from './routes-sheets.js';
import { StoreUnavailable } from '../store/store.js';
import { sessionCookieOf } from './session-cookie.js';
import { BODY_LIMIT, INTERNAL_ERROR, noStore, objectBodies, securityHeaders, wellFormedTarget } from './security.js';

interface BodyError {
  type?: string;
  status?: number;
  statusCode?: number;
}

export function createApp(ctx: AppContext): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // ETags are ours (state.json); express's automatic ones would hash every page on every request.
  app.set('etag', false);
  app.use(securityHeaders, wellFormedTarget);
  // Cluster mode: an organizer's session is read from the database first, so a login or logout on another instance
  // counts here at once; on LMDB (and without our cookie) this passes straight on.
  app.use((req: Request, _res: Response, next: NextFunction) => {
    const fresh = ctx.sessions.refresh(sessionCookieOf(req.headers.cookie));
    if (fresh) fresh.then(() => next(), next);
    else next();
  });

  app.use('/static', express.static(STATIC_DIR, { index: false, maxAge: '1h', fallthrough: true }));
  if (DEV) {
    app.use(devCsp, devAssets());
  } else {
    // Built files carry a content hash in their names: a changed file is a new URL, so caches may keep them for good.
    // The build's brotli and gzip siblings first, for clients that accept them (server/http/assets-encoding.ts).
    app.use(
      '/assets',
      encodedAssets(CLIENT_DIR),
      express.static(CLIENT_DIR, { index: false, immutable: true, maxAge: '1y', fallthrough: true }),
    );
  }
  // Before the body parsers: keeper bodies are judged after the key (the keeper order, docs/api.md, Keeper answers).
  app.use('/keeper', keeperRoutes(ctx));

  // A CSV import carries a whole file: its own, larger body limit, read only once the organizer is known.
  app.use('/admin/t/:slug/import', noStore, requireOrganizer(ctx.config, ctx.sessions), importBodies);
  app.use(express.urlencoded({ extended: false, limit: BODY_LIMIT, parameterLimit: 100 }));
  // Not strict: `"x"`, `1` or `null` reach objectBodies, which says what is wrong with them, instead of a parse error.
  app.use(express.json({ limit: BODY_LIMIT, strict: false }), objectBodies);

  // Before the public routes: `/t/<slug>/teams/<id>.ics` would otherwise be taken for a team page.
  app.use(pushRoutes(ctx, ctx.push));
  app.use(publicRoutes(ctx), eventPublicRoutes(ctx), pushClientRoutes(ctx));
  app.use('/admin', loginRoutes(ctx));
  app.use(
    '/admin',
    noStore,
    requireOrganizer(ctx.config, ctx.sessions),
    adminPages(ctx),
    eventDeskPages(ctx),
    sheetRoutes(ctx),
    adminActions(ctx),
    eventActions(ctx),
    sessionRoutes(ctx),
  );

  // in the request's language (docs/translating.md, How a language is chosen); English byte for byte when it names none
  const refuse = (req: Request, res: Response, status: number, english: string, key: MessageKey) =>
    sendError(req, res, status, saidIn(req, english, { key }), requestLanguage(req));

  app.use((req: Request, res: Response) => refuse(req, res, 404, 'There is nothing at this address.', 'refusal.nothingHere'));

  app.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    const e = (err ?? {}) as BodyError;
    if (e.type === 'entity.parse.failed')
      return void res
        .status(400)
        .json({ ok: false, error: saidIn(req, 'The request body is not valid JSON.', { key: 'refusal.bodyNotJson' }) });
    if (e.type === 'entity.too.large') return void refuse(req, res, 413, 'The request body is too large.', 'refusal.bodyTooLarge');
    if (e.type === 'parameters.too.many') return void refuse(req, res, 413, 'The form has too many fields.', 'refusal.formTooMany');
    if (e.type === 'charset.unsupported')
      return void refuse(req, res, 415, 'The request body must be sent as UTF-8.', 'refusal.bodyCharset');
    if (e.type === 'encoding.unsupported')
      return void refuse(req, res, 415, 'The request body must be sent uncompressed, or as gzip, deflate or br.', 'refusal.bodyEncoding');
    // The router's answer to a path segment whose %-escapes do not decode (`/t/%E0%A4%A`).
    if (err instanceof URIError)
      return void refuse(req, res, 400, 'The address has broken %-escapes; check the link.', 'refusal.badEscapes');
    // Cluster mode, the database away: nothing was changed, and the answer says so (docs/api.md, Cluster).
    if (err instanceof StoreUnavailable) return void sendError(req, res, 503, err.message);
    const status = e.status ?? e.statusCode ?? 500;
    if (status >= 400 && status < 500) return void refuse(req, res, status, 'The request could not be read.', 'refusal.unreadable');
    console.error(`${req.method} ${req.originalUrl} failed`, err);
    sendError(req, res, 500, INTERNAL_ERROR);
  });

  return app;
}
