// Public routes (docs/api.md, Public routes): list, health, landing and registration, team pages, display, state.json.
import { Router, type Request, type Response } from 'express';
import { CODE_LENGTH, isTeamCode, normalizeCode } from '../../shared/engine/ids.js';
import type { PublicState } from '../../shared/engine/types.js';
import type { Actor } from '../tournament/hub-types.js';
import { bracketPage, displayPage, landingPage, listPage, teamPage } from '../pages/index.js';
import { refusalText, type RegistrationForm } from '../pages/register.js';
import type { AppContext } from './context.js';
import { parseRegister, type Body } from './intent-parsers.js';
import { clientAddress, isJsonRequest, publicBase } from './request-info.js';
import { qrSvg } from '../pages/qr.js';
import { waitText } from './rate-limit.js';
import { sendError, sendNotFound, sendPage } from './respond.js';
import { sendStateJson } from './state-json.js';
import { noStore } from './security.js';
import { addressIn, pageLanguage, requestLanguage } from './language.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';
import type { Lang } from '../../shared/i18n/languages.js';
import type { Message } from '../../shared/i18n/words.js';

const PUBLIC: Actor = { name: 'public', role: 'public' };
const REGISTER_FIELDS = ['name', 'captain', 'phone', 'players', 'playerNames'] as const;

const noSuchTournament = (slug: string) => `There is no tournament "${slug}".`;

/** What the submitter typed, for the re-rendered form (their own values only). */
function formValues(b: Body): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of REGISTER_FIELDS) {
    const v = b[key];
    values[key] = typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
  }
  return values;
}

export function publicRoutes({ hub, events, config, limits, startedAt }: AppContext): Router {
  const r = Router();

  const tournamentUrl = (req: Request, slug: string) => `${publicBase(req, config)}/t/${encodeURIComponent(slug)}`;

  const pubOf = (req: Request, res: Response): { slug: string; pub: PublicState } | null => {
    const slug = String(req.params.slug);
    const room = hub.tournament(slug);
    if (!room) {
      const lang = pageLanguage(req, res, config, {});
      sendNotFound(res, wordsFor(lang).t('public.noTournament', { slug: slug.slice(0, 80) }), lang);
      return null;
    }
    return { slug, pub: room.snapshot().doc };
  };

  r.get('/', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    sendPage(res, 200, listPage({ items: hub.list() }));
  });

  r.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      ok: true,
      tournaments: hub.count(),
      events: events.count(),
      uptime: Math.floor((Date.now() - startedAt) / 1000),
      ...hub.storeInfo(),
    });
  });

  /** A tournament's own language (docs/translating.md), English when it has none. */
  const languageOf = (slug: string): Lang | undefined => hub.tournament(slug)?.state().language;

  r.get('/t/:slug', (req, res) => {
    const found = pubOf(req, res);
    if (!found) return;
    res.setHeader('Cache-Control', 'no-cache');
    const lang = pageLanguage(req, res, config, { tournament: languageOf(found.slug) });
    sendPage(res, 200, landingPage({ pub: found.pub, base: publicBase(req, config), lang, languages: addressIn(req) }));
  });

  r.post('/t/:slug/register', noStore, async (req, res) => {
    const slug = String(req.params.slug);
    if (!hub.has(slug)) return void sendError(req, res, 404, noSuchTournament(slug));
    const body = (req.body ?? {}) as Body;
    const address = clientAddress(req, config);
    // a form's page in the page's language; JSON's `error` and `msg` in the request's (docs/translating.md)
    const json = isJsonRequest(req);
    const lang = json ? requestLanguage(req) : pageLanguage(req, res, config, { tournament: languageOf(slug) });
    const w = wordsFor(lang);
    const say = (m: Message | undefined, english: string) => (m ? w.t(m.key, m.values) : english);
    const wait = limits.registrations.retryAfterMs(address);
    if (wait > 0) {
      res.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
      return void sendError(req, res, 429, w.t('reg.tooMany', { wait: waitText(wait, w) }));
    }
    limits.registrations.hit(address);

    const parsed = parseRegister(body);
    const result = parsed.ok ? await hub.dispatch(slug, parsed.intent, PUBLIC) : { ok: false as const, error: parsed.error };
    if (result.ok) {
      const added = result.events.find((e) => e.type === 'teamAdded');
      if (added?.type !== 'teamAdded') throw new Error('registration succeeded without a teamAdded event');
      const page = `/t/${encodeURIComponent(slug)}/team/${encodeURIComponent(added.code)}?new=1`;
      const team = hub.tournament(slug)?.state().teams[added.team]?.name ?? '';
      if (json) return void res.json({ ok: true, msg: w.t('reg.done', { name: team }), team: added.team, code: added.code, url: page });
      return void res.redirect(303, page);
    }
    const status = 'kind' in result && result.kind === 'notFound' ? 404 : 400;
    const fields = 'fields' in result && result.fields ? result.fields : {};
    const why = 'why' in result ? result.why : undefined;
    const fieldWhy = 'fieldWhy' in result ? result.fieldWhy : undefined;
    if (json) {
      const said = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, say(fieldWhy?.[k], v)]));
      return void res.status(status).json({ ok: false, error: refusalText(w, { ...result, fields }) ?? result.error, fields: said });
    }
    const tournament = hub.tournament(slug);
    if (!tournament) return void sendNotFound(res, noSuchTournament(slug));
    const pub = tournament.snapshot().doc;
    const form: RegistrationForm = {
      values: formValues(body),
      fields,
      error: result.error,
      ...(why ? { why } : {}),
      ...(fieldWhy ? { fieldWhy } : {}),
    };
    sendPage(
      res,
      status,
      landingPage({
        pub,
        base: publicBase(req, config),
        form,
        lang,
        languages: addressIn(req, `/t/${encodeURIComponent(slug)}`),
        ...(pub.phase !== 'checkin' ? { closedError: result.error } : {}),
      }),
    );
  });

  r.get('/t/:slug/teams/:id', (req, res) => {
    const found = pubOf(req, res);
    if (!found) return;
    const teamId = String(req.params.id);
    const known = [...found.pub.teams, ...found.pub.withdrawn].some((t) => t.id === teamId);
    const lang = pageLanguage(req, res, config, { tournament: languageOf(found.slug) });
    if (!known) return void sendNotFound(res, wordsFor(lang).t('public.noTeam', { team: teamId.slice(0, 80) }), lang);
    res.setHeader('Cache-Control', 'no-cache');
    sendPage(res, 200, teamPage({ pub: found.pub, base: publicBase(req, config), teamId, isNew: false, lang, languages: addressIn(req) }));
  });

  // The code page shows the team's own private data, so it is never cached.
  r.get('/t/:slug/team/:code', noStore, (req, res) => {
    const slug = String(req.params.slug);
    const room = hub.tournament(slug);
    const lang = pageLanguage(req, res, config, { tournament: languageOf(slug) });
    const w = wordsFor(lang);
    if (!room) return void sendNotFound(res, w.t('public.noTournament', { slug: slug.slice(0, 80) }), lang);
    const code = normalizeCode(String(req.params.code));
    if (!isTeamCode(code)) return void sendNotFound(res, w.t('public.codeFormat', { n: CODE_LENGTH }), lang);
    // Past the limit every lookup answers 429, the right code too, or the answer would tell a guess apart.
    const address = clientAddress(req, config);
    const wait = limits.codeLookups.waitMs(slug, address);
    if (wait > 0) {
      res.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
      return void sendError(req, res, 429, w.t('public.codeWait', { wait: waitText(wait, w) }), lang);
    }
    const team = Object.values(room.state().teams).find((t) => t.code === code);
    if (!team) {
      limits.codeLookups.failed(slug, address);
      return void sendNotFound(res, w.t('public.noCode'), lang);
    }
    const own = { code: team.code, captain: team.captain, playerNames: [...team.playerNames] };
    const pub = room.snapshot().doc;
    sendPage(
      res,
      200,
      teamPage({ pub, base: publicBase(req, config), teamId: team.id, own, isNew: req.query.new === '1', lang, languages: addressIn(req) }),
    );
  });

  r.get('/t/:slug/display', (req, res) => {
    const found = pubOf(req, res);
    if (!found) return;
    res.setHeader('Cache-Control', 'no-cache');
    // a shared screen: the tournament's language unless ?lang or the cookie names another (docs/translating.md)
    const lang = pageLanguage(req, res, config, { tournament: languageOf(found.slug), shared: true });
    sendPage(res, 200, displayPage({ pub: found.pub, url: tournamentUrl(req, found.slug), lang, languages: addressIn(req) }));
  });

  // The registration QR code for the TV display: the public address only, nothing private.
  r.get('/t/:slug/qr.svg', async (req, res) => {
    const found = pubOf(req, res);
    if (!found) return;
    res.setHeader('Cache-Control', 'no-cache');
    res.type('image/svg+xml').send(await qrSvg(tournamentUrl(req, found.slug)));
  });

  r.get('/t/:slug/bracket', (req, res) => {
    const found = pubOf(req, res);
    if (!found) return;
    res.setHeader('Cache-Control', 'no-cache');
    const lang = pageLanguage(req, res, config, { tournament: languageOf(found.slug) });
    sendPage(res, 200, bracketPage({ pub: found.pub, base: publicBase(req, config), lang, languages: addressIn(req) }));
  });

  // docs/api.md, Events: the venue document of an event, with the ETag and 304 of a tournament's.
  r.get('/e/:slug/state.json', (req, res) => {
    const slug = String(req.params.slug);
    const venue = events.venue(slug);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!venue) return void res.status(404).json({ ok: false, error: `There is no event "${slug.slice(0, 80)}".` });
    sendStateJson(req, res, venue.snapshot());
  });

  r.get('/t/:slug/state.json', (req, res) => {
    const slug = String(req.params.slug);
    const room = hub.tournament(slug);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!room) return void res.status(404).json({ ok: false, error: noSuchTournament(slug) });
    // Requests the fast path in front of express leaves here (a trailing slash, escapes) get the same answer.
    sendStateJson(req, res, room.snapshot());
  });

  return r;
}
