// The one place outcomes become HTTP answers: organizer (docs/api.md, Organizer answers), keeper (docs/api.md, Keeper answers) and page helpers.
import type { Request, Response } from 'express';
import type { Rejected } from '../../shared/engine/types.js';
import { refusalWhy } from '../../shared/engine/outcome.js';
import type { Message } from '../../shared/i18n/words.js';
import type { Lang } from '../../shared/i18n/languages.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';
import { requestLanguage } from './language.js';
import { errorPage, notFoundPage } from '../pages/index.js';
import { isJsonRequest } from './request-info.js';

export type Outcome =
  | { ok: true; msg: string; said?: Message | undefined }
  | {
      ok: false;
      error: string;
      kind?: Rejected['kind'];
      fields?: Record<string, string>;
      rev?: number;
      why?: Message | undefined;
      fieldWhy?: Record<string, Message> | undefined;
    };

/**
 * `msg` or `error` in the request's language (docs/translating.md, How a language is chosen): the message beside the
 * English sentence when there is one and the reader is not English; else the English sentence.
 */
export function saidIn(req: Request, english: string, message: Message | undefined): string {
  if (!message) return english;
  const lang = requestLanguage(req);
  return lang === 'en' ? english : wordsFor(lang).t(message.key, message.values);
}

export const deskPath = (slug: string) => `/admin/t/${encodeURIComponent(slug)}`;

const withQuery = (path: string, key: 'msg' | 'error', text: string) => `${path}?${key}=${encodeURIComponent(text)}`;

/**
 * Organizer answers. Form posts: 303 back to `back` (the desk) with `msg` or `error`.
 * JSON: `{ok:true,msg,...extra}`, or 400 `{ok:false,error}`: every refusal of an action is 400 (docs/api.md, Organizer answers),
 * unknown ids included; only a tournament that does not exist is 404 (see `answerNoTournament`). The one
 * exception is a stale `rev` (docs/api.md, Versions): 409 `{ok:false,error,kind:"conflict",rev}` with the current rev.
 */
export function answerOrganizer(req: Request, res: Response, back: string, outcome: Outcome, extra: Record<string, unknown> = {}): void {
  const text = outcome.ok ? saidIn(req, outcome.msg, outcome.said) : saidIn(req, outcome.error, refusalWhy(outcome));
  if (isJsonRequest(req)) {
    if (outcome.ok) res.json({ ok: true, msg: text, ...extra });
    // Only a refused `rev` carries one: other engine conflicts (a live score on a match no longer live) stay 400.
    else if (outcome.kind === 'conflict' && outcome.rev !== undefined)
      res.status(409).json({ ok: false, error: text, kind: 'conflict', rev: outcome.rev });
    else {
      const fields = outcome.fields
        ? Object.fromEntries(Object.entries(outcome.fields).map(([k, english]) => [k, saidIn(req, english, outcome.fieldWhy?.[k])]))
        : undefined;
      res.status(400).json({ ok: false, error: text, ...(fields ? { fields } : {}) });
    }
    return;
  }
  res.redirect(303, outcome.ok ? withQuery(back, 'msg', text) : withQuery(back, 'error', text));
}

/**
 * An organizer action on a tournament that does not exist (never created, or deleted): 404 like every
 * other route of an unknown slug (docs/api.md, Persistence and pushes), as JSON or as the 404 page with a link back.
 */
export function answerNoTournament(req: Request, res: Response, slug: string): void {
  const error = saidIn(req, `There is no tournament "${slug}".`, { key: 'refusal.noTournament', values: { slug } });
  if (isJsonRequest(req)) res.status(404).json({ ok: false, error });
  else sendNotFound(res, error);
}

export function keeperStatus(kind: Rejected['kind']): number {
  if (kind === 'conflict') return 409;
  if (kind === 'notFound') return 404;
  return 400;
}

export function keeperFailure(res: Response, status: 400 | 403 | 404 | 409, error: string): void {
  res.status(status).json({ ok: false, error });
}

export function sendPage(res: Response, status: number, html: string): void {
  res.status(status).type('html').send(html);
}

/** `lang`: the page's language (docs/translating.md); English when left out. */
export function sendNotFound(res: Response, message: string, lang?: Lang): void {
  sendPage(res, 404, notFoundPage({ message, ...(lang ? { lang } : {}) }));
}

export function sendError(req: Request, res: Response, status: number, message: string, lang?: Lang): void {
  if (isJsonRequest(req) || req.path.endsWith('.json') || !req.accepts('html')) {
    res.status(status).json({ ok: false, error: message });
    return;
  }
  sendPage(res, status, errorPage({ status, message, ...(lang ? { lang } : {}) }));
}
