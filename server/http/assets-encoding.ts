// Built client files, compressed: the build writes `<file>.br` and `<file>.gz` beside each script, style sheet,
// source map, SVG and JSON file (scripts/build.mjs); this middleware, in front of express.static for /assets/,
// sends the best of them the client accepts. Anything it does not answer (no acceptable or existing sibling, odd
// paths) falls through to express.static and the plain file.
import { statSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** The extensions the build compresses (scripts/build.mjs COMPRESSIBLE). */
const COMPRESSIBLE = new Set(['.js', '.css', '.map', '.svg', '.json']);

/** Preferred first: at equal weight brotli wins, it is the smaller. */
const CODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;
type Coding = (typeof CODINGS)[number];

/**
 * The codings a request's Accept-Encoding allows, best first (by q, then br before gzip). `*` stands for a coding
 * it does not name; q=0 refuses. No header: nothing but identity.
 */
export function acceptedCodings(header: string | undefined): Coding[] {
  if (!header) return [];
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (!coding) continue;
    let weight = 1;
    for (const p of params) {
      const m = /^\s*q\s*=(.*)$/.exec(p);
      // A weight that is not a number refuses, as q=0 does.
      if (m) weight = /^\s*[0-9.]+\s*$/.test(m[1]!) ? Number(m[1]) : 0;
    }
    if (!Number.isFinite(weight)) weight = 0;
    const name = coding.trim() === 'x-gzip' ? 'gzip' : coding.trim();
    q.set(name, Math.max(weight, q.get(name) ?? 0));
  }
  const weightOf = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  return CODINGS.filter((c) => weightOf(c.name) > 0).sort((a, b) => weightOf(b.name) - weightOf(a.name));
}

/** The file under `dir` a request path names, or null when it is not one we compress or could leave `dir`. */
function target(dir: string, path: string): string | null {
  let rel: string;
  try {
    rel = decodeURIComponent(path);
  } catch {
    return null;
  }
  // No `..`, no dot files (the manifest), no backslashes or NULs: such paths are express.static's to refuse.
  if (/[\\\0]/.test(rel) || rel.split('/').some((s) => s.startsWith('.'))) return null;
  if (!COMPRESSIBLE.has(extname(rel))) return null;
  const file = join(dir, rel);
  return file.startsWith(dir + sep) ? file : null;
}

/** Middleware for a mount of `dir` (the build's output): see the header comment. */
export function encodedAssets(dir: string): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = target(dir, req.path);
    if (!file) return next();
    // The answer at this address depends on the header, whichever representation is sent: caches must know.
    res.vary('Accept-Encoding');
    const coding = acceptedCodings(req.get('accept-encoding')).find((c) => statSync(file + c.ext, { throwIfNoEntry: false })?.isFile());
    if (!coding) return next();
    // The original's type (send keeps a Content-Type already set), the coding, and the same caching as the plain file.
    res.type(extname(file));
    res.setHeader('Content-Encoding', coding.name);
    res.sendFile(
      file + coding.ext,
      { maxAge: '1y', immutable: true, dotfiles: 'allow' },
      (err?: Error & { status?: number; statusCode?: number }) => {
        if (!err || res.headersSent) return;
        // Gone between the stat and the send (a rebuild pruned it): the plain file, if any, is next.
        res.removeHeader('Content-Encoding');
        res.removeHeader('Content-Type');
        if ((err.status ?? err.statusCode) === 404) next();
        else next(err);
      },
    );
  };
}
