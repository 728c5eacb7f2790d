// Development only (DEV=1, `npm run dev`): Vite in middleware mode serves /assets/ from the client sources with hot reload.
import { join } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ViteDevServer } from 'vite';
import { ROOT } from '../process/paths.js';

/** Vite's hot-reload socket listens on its own port: our upgrade router answers 404 to unknown paths. */
const HMR_PORT = 24678;

/**
 * What the browser may ask Vite for. Vite's root is the project root, and by itself it would serve any
 * file under it, LMDB files in ./data (secrets, team codes) included; only the client's module graph passes.
 */
const SERVED = /^\/assets\/(?:@vite\/|@id\/__x00__|node_modules\/|client\/|shared\/|static\/)/;

/**
 * Vite's client opens a WebSocket to the HMR port and injects <style> elements for CSS modules; the
 * production CSP forbids both, so development pages get a wider policy. Production never runs this.
 */
export function devCsp(_req: Request, res: Response, next: NextFunction): void {
  const csp = res.getHeader('Content-Security-Policy');
  if (typeof csp === 'string') {
    res.setHeader(
      'Content-Security-Policy',
      csp.replace("connect-src 'self'", "connect-src 'self' ws: wss:").replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
    );
  }
  next();
}

/**
 * Requests under /assets/ go to Vite, started on first use. Vite is a development dependency, imported
 * only here, so the production image (without it) never loads it.
 */
export function devAssets(): RequestHandler {
  let vite: Promise<ViteDevServer> | null = null;
  return (req, res, next) => {
    if (!req.path.startsWith('/assets/')) return next();
    // No way up and out of those folders, escaped or not.
    if (!SERVED.test(req.path) || /\.\.|%2e/i.test(req.path)) return next();
    vite ??= import('vite').then(({ createServer }) =>
      createServer({
        configFile: join(ROOT, 'vite.config.ts'),
        server: {
          middlewareMode: true,
          hmr: { port: HMR_PORT },
          // The LMDB files change on every write; watching them would only cost.
          watch: { ignored: ['**/data/**', '**/dist/**'] },
          // Vite's own list plus the data folder, in case a path above slips through (e.g. a symlink).
          fs: { deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/data/**'] },
        },
        appType: 'custom',
      }),
    );
    vite.then((v) => v.middlewares(req, res, next), next);
  };
}
