// Score keeper routes (SPEC 4.2), answered in CONTRACT 6 order: 404 slug/court, 403 k, 400 body, 409 state.
import express, { Router, type Request, type Response } from 'express';
import type { Actor } from '../hub-types.js';
import { join } from 'node:path';
import { errorPage, keeperPage } from '../pages/index.js';
import { builtFile } from '../pages/assets.js';
import { KEEPER_SW_SOURCE, keeperManifest } from '../pages/keeper.js';
import { CLIENT_DIR } from '../paths.js';
import type { AppContext } from './context.js';
import { keeperParsers, type Body } from './intents.js';
import { validKeeperKey } from './keeper-key.js';
import { answerKeeper, keeperFailure, sendNotFound, sendPage } from './respond.js';
import { BODY_LIMIT, NOT_AN_OBJECT, noStore } from './security.js';

/**
 * The body is read as text and parsed here rather than by the JSON middleware, so a malformed body
 * is judged after the slug, court and key, as CONTRACT 6 orders it.
 */
const rawBody = express.text({ type: () => true, limit: BODY_LIMIT });

function readBody(req: Request): Body | null {
  const raw = typeof req.body === 'string' ? req.body : '';
  if (req.is('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  if (raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null; // answered as a malformed body by the caller
  }
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Body) : null;
}

/**
 * The key of a body that is not a JSON object but still carries `"k": "..."` (a truncated or mangled
 * JSON text): with it the sender is known to hold the court's key, so the body itself is the problem (400).
 */
function keyInRawBody(req: Request): string | undefined {
  const raw = typeof req.body === 'string' ? req.body : '';
  return /"k"\s*:\s*"([A-Za-z0-9_-]{1,100})"/.exec(raw)?.[1];
}

export function keeperRoutes({ hub, config }: AppContext): Router {
  const r = Router();

  /** The court number when slug and court exist, else null (404). */
  const courtOf = (req: Request): number | null => {
    const room = hub.room(String(req.params.slug));
    if (!room) return null;
    const raw = String(req.params.court);
    if (!/^\d{1,3}$/.test(raw)) return null;
    const court = Number(raw);
    return court >= 1 && court <= room.state().courtCount ? court : null;
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
    const court = courtOf(req);
    const room = hub.room(slug);
    if (court === null || !room) return void sendNotFound(res, 'There is no such tournament or court.');
    const k = req.query.k;
    if (!validKeeperKey(config.sessionSecret, slug, court, k)) return void keeperFailure(res, 403, 'This score keeper key is not valid for this court.');
    res.type('application/manifest+json').send(JSON.stringify(keeperManifest({ pub: room.snapshot().doc, court, k: String(k) })));
  });

  r.get('/:slug/:court', noStore, (req, res) => {
    const slug = String(req.params.slug);
    const court = courtOf(req);
    if (court === null) return void sendNotFound(res, 'There is no such tournament or court.');
    const k = req.query.k;
    if (!validKeeperKey(config.sessionSecret, slug, court, k)) {
      return void sendPage(res, 403, errorPage({ status: 403, message: 'This score keeper link is not valid. Scan the court QR code again.' }));
    }
    const room = hub.room(slug);
    if (!room) return void sendNotFound(res, 'There is no such tournament.');
    sendPage(res, 200, keeperPage({ pub: room.snapshot().doc, court, k: String(k) }));
  });

  for (const action of ['live', 'final'] as const) {
    r.post(`/:slug/:court/${action}`, rawBody, async (req: Request, res: Response) => {
      const slug = String(req.params.slug);
      const court = courtOf(req);
      if (court === null) return void keeperFailure(res, 404, 'There is no such tournament or court.');
      const body = readBody(req);
      const k = body === null ? keyInRawBody(req) ?? req.query.k : body.k ?? req.query.k;
      if (!validKeeperKey(config.sessionSecret, slug, court, k)) return void keeperFailure(res, 403, 'This score keeper key is not valid for this court.');
      if (body === null) return void keeperFailure(res, 400, NOT_AN_OBJECT);
      const parsed = keeperParsers[action](court)(body);
      if (!parsed.ok) return void keeperFailure(res, 400, parsed.error);
      const actor: Actor = { name: `keeper:${court}`, role: 'keeper' };
      const result = await hub.dispatch(slug, parsed.intent, actor);
      const matchId = 'match' in parsed.intent ? parsed.intent.match : '';
      answerKeeper(res, result.ok ? { ok: true, msg: result.msg } : result, hub.room(slug)?.state() ?? null, matchId);
    });
  }

  return r;
}
