// The desk's paper and spreadsheets: CSV import of teams (preview, then one write), CSV exports, and the printed sheets.
import express, { Router, type Request, type Response } from 'express';
import { checkImport, parseImport, previewSaid, previewText } from '../../shared/engine/import.js';
import type { ImportCheck } from '../../shared/engine/types.js';
import { importPage } from '../pages/desk-import.js';
import { poolSheetsPage } from '../pages/print-pools.js';
import { schedulePage } from '../pages/print-schedule.js';
import { scoreSheetsPage, type SheetFilter } from '../pages/print-score.js';
import type { LiveTournament } from '../tournament/live-tournament.js';
import { actorOf } from './auth.js';
import type { AppContext } from './context.js';
import { resultsCsv, rosterCsv, standingsCsv } from './exports.js';
import { ID_MAX, type Body } from './intent-parsers.js';
import { isJsonRequest } from './request-info.js';
import { answerNoTournament, answerOrganizer, deskPath, sendError, sendNotFound, sendPage } from './respond.js';
import { pageLanguage, requestLanguage } from './language.js';
import type { Message } from '../../shared/i18n/words.js';
import type { Lang } from '../../shared/i18n/languages.js';
import { objectBodies } from './security.js';
import { isLang } from '../../shared/i18n/languages.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';
import type { Words } from '../../shared/i18n/words.js';
import type { Tournament } from '../../shared/engine/types.js';

/** docs/translating.md: printed sheets are in the tournament's language, or the one ?lang names. */
export function sheetWords(req: Request, t: Tournament): Words {
  const asked = req.query.lang;
  return wordsFor(typeof asked === 'string' && isLang(asked) ? asked : (t.language ?? 'en'));
}

/**
 * An import posts the whole CSV: more than other forms may (64 KB), so its route parses its own body,
 * after the organizer check. A form escapes most punctuation as three characters: 2 MB carries the
 * 512 KB of CSV text shared/csv.ts accepts.
 */
export const IMPORT_BODY_LIMIT = '2mb';
export const importBodies = [
  express.urlencoded({ extended: false, limit: IMPORT_BODY_LIMIT, parameterLimit: 10 }),
  express.json({ limit: IMPORT_BODY_LIMIT, strict: false }),
  objectBodies,
];

/** `said`/`why`: the answer as messages, each sentence of it (docs/translating.md, Refusals); English readers get the English. */
type ImportAnswer =
  | { ok: true; msg: string; said?: Message[]; rows: ImportCheck[] }
  | { ok: false; error: string; why?: Message; rows: ImportCheck[] };

/** The sentences in `lang`: the messages where every one has one, else the English. */
function sayIn(lang: Lang, english: string, messages: Message[] | undefined): string {
  if (lang === 'en' || !messages || messages.length === 0) return english;
  const w = wordsFor(lang);
  return messages.map((m) => w.t(m.key, m.values)).join(' ');
}

/** Each row's problems in `lang` (its messages beside the English, which English readers keep). */
function rowsIn(lang: Lang, rows: ImportCheck[]): ImportCheck[] {
  if (lang === 'en') return rows;
  const w = wordsFor(lang);
  return rows.map((r) => (r.whys && r.whys.length === r.errors.length ? { ...r, errors: r.whys.map((m) => w.t(m.key, m.values)) } : r));
}

/** `confirm`: 0 (or absent) previews, 1 imports; anything else is a mistake worth saying. */
function confirmOf(v: unknown): boolean | null {
  const s = typeof v === 'string' ? v.trim() : v;
  if (s === undefined || s === null || s === '' || s === '0' || s === 0 || s === false || s === 'false') return false;
  if (s === '1' || s === 1 || s === true || s === 'true') return true;
  return null;
}

export function sheetRoutes({ hub, config }: AppContext): Router {
  const r = Router();

  const roomOf = (req: Request, res: Response): LiveTournament | null => {
    const slug = String(req.params.slug);
    const room = hub.tournament(slug);
    if (!room) {
      // docs/translating.md: the page's language (there is no tournament's to fall back on)
      const lang = pageLanguage(req, res, config);
      sendNotFound(res, wordsFor(lang).t('refusal.noTournament', { slug }), lang);
    }
    return room;
  };

  r.post('/t/:slug/import', async (req, res) => {
    const slug = String(req.params.slug);
    const room = hub.has(slug) ? hub.tournament(slug) : null;
    if (!room) return void answerNoTournament(req, res, slug);
    const body = (req.body ?? {}) as Body;
    const csv = typeof body.csv === 'string' ? body.csv : '';
    const json = isJsonRequest(req);
    const confirm = confirmOf(body.confirm);
    // JSON: {ok, msg, rows} (a refusal adds error, docs/api.md, Organizer answers). A form's import answers 303 to the desk like every
    // action; a form's preview is a page of its own, with the rows, their problems and the text to fix.
    // JSON answers in the request's language, the preview page in the desk's (docs/translating.md, How a language is chosen).
    const answer = (status: number, a: ImportAnswer) => {
      if (json) {
        const lang = requestLanguage(req);
        const rows = rowsIn(lang, a.rows);
        if (a.ok) return void res.status(status).json({ ...a, msg: sayIn(lang, a.msg, a.said), rows });
        const error = sayIn(lang, a.error, a.why ? [a.why] : undefined);
        return void res.status(status).json({ ok: false, error, msg: error, ...(a.why ? { why: a.why } : {}), rows });
      }
      if (confirm)
        return void answerOrganizer(
          req,
          res,
          deskPath(slug),
          a.ok ? { ok: true, msg: a.msg, said: a.said?.length === 1 ? a.said[0] : undefined } : a,
        );
      const t = room.state();
      const lang = pageLanguage(req, res, config, { tournament: t.language });
      const said = a.ok ? { msg: sayIn(lang, a.msg, a.said) } : { error: sayIn(lang, a.error, a.why ? [a.why] : undefined) };
      sendPage(res, status, importPage({ t, actor: actorOf(res).name, csv, rows: a.rows, lang, ...said }));
    };
    const bad: Message | null =
      body.csv !== undefined && typeof body.csv !== 'string'
        ? { key: 'refusal.importBody', values: { what: 'csv' } }
        : confirm === null
          ? { key: 'refusal.importBody', values: { what: 'confirm' } }
          : null;
    if (bad) {
      const error = wordsFor('en').t(bad.key, bad.values);
      await hub.logRefusal(slug, actorOf(res), 'teamImport', error, bad);
      return answer(400, { ok: false, error, why: bad, rows: [] });
    }
    const parsed = parseImport(csv, room.state().rules.teamSize);
    if (!parsed.ok) {
      if (confirm) await hub.logRefusal(slug, actorOf(res), 'teamImport', parsed.error, parsed.why);
      return answer(400, { ok: false, error: parsed.error, why: parsed.why, rows: [] });
    }
    const notes = parsed.value.notes.join(' ');
    const { rows } = parsed.value;
    if (!confirm) {
      // A preview reads the tournament as it is and writes nothing.
      const checks = checkImport(room.state(), rows);
      return answer(200, {
        ok: true,
        msg: `${previewText(checks)}${notes ? ` ${notes}` : ''}`,
        said: [previewSaid(checks), ...parsed.value.said],
        rows: checks,
      });
    }
    const result = await hub.dispatch(slug, { type: 'teamImport', rows }, actorOf(res));
    if (!result.ok && result.kind === 'notFound' && !hub.has(slug)) return void answerNoTournament(req, res, slug);
    // Refused: nothing changed, so the rows judged against the tournament now are the ones the engine saw.
    if (!result.ok)
      return answer(400, {
        ok: false,
        error: result.error,
        ...(result.why ? { why: result.why } : {}),
        rows: checkImport(room.state(), rows),
      });
    const report = result.events.find((e) => e.type === 'imported');
    answer(200, {
      ok: true,
      msg: result.msg,
      ...(result.said ? { said: [result.said] } : {}),
      rows: report?.type === 'imported' ? report.rows : [],
    });
  });

  const csvFile = (res: Response, slug: string, what: string, text: string) => {
    res.type('text/csv; charset=utf-8').setHeader('Content-Disposition', `attachment; filename="${slug}-${what}.csv"`);
    res.send(text);
  };

  r.get('/t/:slug/standings.csv', (req, res) => {
    const room = roomOf(req, res);
    if (room) csvFile(res, room.slug, 'standings', standingsCsv(room.snapshot().doc));
  });

  r.get('/t/:slug/results.csv', (req, res) => {
    const room = roomOf(req, res);
    if (room) csvFile(res, room.slug, 'results', resultsCsv(room.state(), room.snapshot().doc));
  });

  // Private fields: the admin router already sends no-store; organizers only, like every route here.
  r.get('/t/:slug/roster.csv', (req, res) => {
    const room = roomOf(req, res);
    if (room) csvFile(res, room.slug, 'roster', rosterCsv(room.state()));
  });

  r.get('/t/:slug/print/scoresheets', (req, res) => {
    const room = roomOf(req, res);
    if (!room) return;
    const q = req.query;
    const filter: SheetFilter = {};
    const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
    const match = text(q.match);
    const court = text(q.court);
    const pool = text(q.pool);
    const courts = room.state().courtCount;
    // a refused filter says so in the sheets' language (docs/translating.md)
    const w = sheetWords(req, room.state());
    if (match !== undefined) {
      if (match.length > ID_MAX) return void sendError(req, res, 400, w.t('refusal.fieldLong', { key: 'match', max: ID_MAX }), w.lang);
      filter.match = match;
    }
    if (court !== undefined) {
      const n = Number(court);
      if (!Number.isInteger(n) || n < 1 || n > courts)
        return void sendError(req, res, 400, w.t('refusal.sheetCourt', { max: courts }), w.lang);
      filter.court = n;
    }
    if (pool !== undefined) {
      if (pool.length > 8) return void sendError(req, res, 400, w.t('refusal.sheetPool'), w.lang);
      filter.pool = pool.toUpperCase();
    }
    sendPage(
      res,
      200,
      scoreSheetsPage({ t: room.state(), pub: room.snapshot().doc, now: Date.now(), filter, w: sheetWords(req, room.state()) }),
    );
  });

  r.get('/t/:slug/print/schedule', (req, res) => {
    const room = roomOf(req, res);
    if (room)
      sendPage(res, 200, schedulePage({ t: room.state(), pub: room.snapshot().doc, now: Date.now(), w: sheetWords(req, room.state()) }));
  });

  r.get('/t/:slug/print/pools', (req, res) => {
    const room = roomOf(req, res);
    if (!room) return;
    const pool =
      typeof req.query.pool === 'string' && req.query.pool.trim() !== '' ? req.query.pool.trim().toUpperCase().slice(0, 8) : undefined;
    sendPage(
      res,
      200,
      poolSheetsPage({
        t: room.state(),
        pub: room.snapshot().doc,
        now: Date.now(),
        ...(pool ? { pool } : {}),
        w: sheetWords(req, room.state()),
      }),
    );
  });

  return r;
}
