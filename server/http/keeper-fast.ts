// Keeper writes ahead of express (docs/benchmarks.md, goal 2): every point a pad scores is a POST of a small JSON body, and
// express's middleware stack and body reader cost a good part of what the write itself costs. This door takes
// only the plain case (an exact keeper address, a JSON body in UTF-8 with a length, no content coding) and
// answers it with the same keeperWrite as express's route; anything else goes on to express unread.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Config } from '../process/config.js';
import type { EventHub } from '../event/event-hub.js';
import type { TournamentHub } from '../tournament/hub.js';
import { keeperWrite, parseJsonBody, type KeeperAction, type KeeperAnswer } from './keeper-write.js';
import { INTERNAL_ERROR, SECURITY_HEADERS } from './security.js';
import { StoreUnavailable } from '../store/store.js';

/** `/keeper/<slug>/<court>/live|final`, with at most a plain query; slugs are lower-case words and dashes. */
const TARGET = /^\/keeper\/([a-z0-9-]{1,80})\/(\d{1,3})\/(live|final)(?:\?([A-Za-z0-9_=&.%-]{0,512}))?$/;
/** The same limit as express's readers (BODY_LIMIT, 64 KiB). */
const MAX_BODY = 64 * 1024;
const JSON_TYPE = /^application\/json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

interface Plain {
  slug: string;
  court: string;
  action: KeeperAction;
  queryK: unknown;
  length: number;
}

/** The parts of a request this door answers, or null for everything express should see. */
export function plain(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): Plain | null {
  if (req.method !== 'POST') return null;
  const m = TARGET.exec(req.url ?? '');
  if (!m) return null;
  const h = req.headers;
  if (h['transfer-encoding'] !== undefined || (h['content-encoding'] !== undefined && h['content-encoding'] !== 'identity')) return null;
  if (!JSON_TYPE.test(h['content-type'] ?? '')) return null;
  const length = Number(h['content-length']);
  if (!Number.isInteger(length) || length < 0 || length > MAX_BODY) return null;
  const query = m[4] === undefined ? null : new URLSearchParams(m[4]);
  return { slug: m[1]!, court: m[2]!, action: m[3] as KeeperAction, queryK: query?.get('k') ?? undefined, length };
}

function send(res: ServerResponse, a: KeeperAnswer): void {
  const body = JSON.stringify(a.body);
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
  res.writeHead(a.status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

/** Reads the whole body (its length is known and capped); null when the client went away first. */
function readAll(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('error', () => resolve(null));
    // Closed before the whole body came (the pad lost its connection): nobody is left to answer.
    req.once('close', () => {
      if (!req.complete) resolve(null);
    });
  });
}

/** A request listener answering plain keeper writes itself and handing every other request to `next`. */
export function keeperWritesFirst(ctx: { hub: TournamentHub; config: Config; events?: EventHub }, next: RequestListener): RequestListener {
  return (req, res) => {
    const p = plain(req);
    if (p === null || (!ctx.hub.has(p.slug) && !ctx.events?.has(p.slug))) return void next(req, res);
    void answer(ctx, req, res, p);
  };
}

async function answer(
  ctx: { hub: TournamentHub; config: Config; events?: EventHub },
  req: IncomingMessage,
  res: ServerResponse,
  p: Plain,
): Promise<void> {
  try {
    const raw = await readAll(req);
    if (raw === null) return void res.destroy();
    send(res, await keeperWrite(ctx, p.slug, p.court, p.action, { parsed: parseJsonBody(raw), raw, queryK: p.queryK }));
  } catch (err) {
    // As express's error handler answers a failed write: the action may not have been saved.
    if (res.headersSent) return void res.destroy();
    // Cluster mode, the database away: 503, nothing changed (docs/api.md, Cluster).
    if (err instanceof StoreUnavailable) return void send(res, { status: 503, body: { ok: false, error: err.message } });
    console.error(`POST ${req.url} failed`, err);
    send(res, { status: 500, body: { ok: false, error: INTERNAL_ERROR } });
  }
}
