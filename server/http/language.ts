// Which language a request is answered in (docs/translating.md, How a language is chosen): `?lang=` (remembered in the
// `lang` cookie), the cookie, the browser's Accept-Language, the tournament's language, English.
import type { Request, Response } from 'express';
import { parseCookie } from 'cookie';
import { DEFAULT_LANG, isLang, langOf, type Lang } from '../../shared/i18n/languages.js';
import { isHttps } from './request-info.js';
import type { Config } from '../process/config.js';

export const LANG_COOKIE = 'lang';
/** Longer Accept-Language headers are read only this far; browsers send a few dozen characters. */
export const ACCEPT_LANGUAGE_MAX = 512;
/** Entries of Accept-Language looked at, at most. */
const ACCEPT_ENTRIES_MAX = 24;
const YEAR_S = 365 * 24 * 3600;

/**
 * The first of our languages in an Accept-Language header, by q-value (ties keep the header's order); a region falls
 * back to its language (`pt-BR` is `pt`), `*` and `q=0` name nothing. Null when it names none of ours.
 */
export function fromAcceptLanguage(header: string | undefined): Lang | null {
  if (!header) return null;
  const entries = header
    .slice(0, ACCEPT_LANGUAGE_MAX)
    .split(',')
    .slice(0, ACCEPT_ENTRIES_MAX)
    .map((part, i) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)).find((m) => m);
      return { lang: langOf(tag), q: q ? Number(q[1]) : params.length ? 0 : 1, i };
    })
    .filter((e): e is { lang: Lang; q: number; i: number } => e.lang !== null && e.q > 0 && e.q <= 1);
  entries.sort((a, b) => b.q - a.q || a.i - b.i);
  return entries[0]?.lang ?? null;
}

function cookieLang(req: Request): Lang | null {
  const raw = req.headers.cookie;
  if (!raw || raw.length > 8192) return null;
  const v = parseCookie(raw)[LANG_COOKIE];
  return isLang(v) ? v : null;
}

function queryLang(req: Request): Lang | null {
  const v = req.query.lang;
  return typeof v === 'string' && isLang(v) ? v : null;
}

/** The `lang` cookie that remembers a reader's choice for a year, on every page of the site. */
function langCookie(lang: Lang, secure: boolean): string {
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export interface PageLanguageOptions {
  /** The tournament's language (else English). */
  tournament?: Lang | undefined;
  /** A shared screen (the TV display, a keeper pad) skips Accept-Language: it keeps the tournament's language. */
  shared?: boolean;
}

/**
 * The language of a page. A valid `?lang=` is remembered in the `lang` cookie; the answer varies with the cookie and
 * Accept-Language, so caches keep the languages apart.
 */
export function pageLanguage(req: Request, res: Response, config: Config, o: PageLanguageOptions = {}): Lang {
  res.vary('Cookie');
  if (!o.shared) res.vary('Accept-Language');
  const asked = queryLang(req);
  if (asked) {
    res.append('Set-Cookie', langCookie(asked, isHttps(req, config)));
    return asked;
  }
  return cookieLang(req) ?? (o.shared ? null : fromAcceptLanguage(req.headers['accept-language'])) ?? o.tournament ?? DEFAULT_LANG;
}

/** The language of a JSON answer's `error` and `msg`: the cookie, then Accept-Language, else English. */
export function requestLanguage(req: Request): Lang {
  return cookieLang(req) ?? fromAcceptLanguage(req.headers['accept-language']) ?? DEFAULT_LANG;
}

/**
 * A page's address in another language: the same path and query, `lang` replaced (the language menu's links). `path`
 * for a page answered to a form post: the page to read it again on.
 */
export function addressIn(req: Request, path?: string): (lang: Lang) => string {
  let url: URL;
  try {
    url = new URL(path ?? req.originalUrl, 'http://x');
  } catch {
    // an address URL cannot read (`//[`): the menu links the site's root in each language
    url = new URL('/', 'http://x');
  }
  return (lang) => {
    url.searchParams.set('lang', lang);
    return `${url.pathname}${url.search}`;
  };
}
