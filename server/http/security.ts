// What every request passes before routing: security headers, a well-formed target, body-size limits, and the rule that a JSON body is an object.
import type { NextFunction, Request, Response } from 'express';
import { parseRequestTarget } from './request-target.js';
import { sendError } from './respond.js';

export const BODY_LIMIT = '64kb';

/** The answer to a request whose handler failed: a write it carried may or may not have been saved. */
export const INTERNAL_ERROR = 'Something went wrong on the server. The action may not have been saved; please reload.';

export const NOT_AN_OBJECT =
  'The request body must be a JSON object ({"field": value, ...}), not an array, text, a number, true, false or null.';

/** After the JSON parser: every JSON route reads named fields, so any other JSON value is refused before it can mean "all fields empty". */
export function objectBodies(req: Request, res: Response, next: NextFunction): void {
  const body: unknown = req.body;
  if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
    res.status(400).json({ ok: false, error: NOT_AN_OBJECT });
    return;
  }
  next();
}

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Sent on every answer; a list so the state.json fast path (state-json.ts) sends the very same ones without express. */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', CSP],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'same-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
  next();
}

/** The same targets the upgrade door refuses (`//x`, `/\x`, past 8 KiB) answer 400 here too, before any route reads them. */
export function wellFormedTarget(req: Request, res: Response, next: NextFunction): void {
  if (parseRequestTarget(req.url) === null)
    return void sendError(req, res, 400, 'The request target is malformed: it must be a path such as /t/<tournament>.');
  next();
}

/** For pages that show private data or the desk: never stored by a browser or proxy. */
export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}
