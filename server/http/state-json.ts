// `GET`/`HEAD /t/<slug>/state.json` (docs/api.md, Persistence and pushes): answered ahead of express from bytes and header lists made once
// per snapshot, as identity, gzip or brotli.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Served } from '../tournament/hub-types.js';
import type { TournamentHub } from '../tournament/hub.js';
import { SECURITY_HEADERS } from './security.js';

export type Coding = 'identity' | 'gzip' | 'br';
const CODINGS: readonly Coding[] = ['identity', 'gzip', 'br'];

/**
 * The canonical target only: a lowercase slug (what slugs are) and an optional query of printable ASCII.
 * Anything else (escapes, a trailing slash, other case, a long target) goes to express, which answers it as before.
 */
const TARGET = /^\/t\/([a-z0-9][a-z0-9-]{0,63})\/state\.json(?:\?[\x21-\x7e]{0,1024})?$/;

/** Brotli at 11 costs ~50 ms for 45 KB; 6 costs ~0.3 ms and is within 20% of its size. */
const BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } };

/** Accept-Encoding values seen, with the coding chosen for each (clients send a handful of distinct ones). */
const CHOSEN_MAX = 256;
const CHOSEN_KEY_MAX = 256;

const COMMON_HEADERS: readonly string[] = [
  ...SECURITY_HEADERS.flat(),
  'Access-Control-Allow-Origin',
  '*',
  'Cache-Control',
  'no-cache',
  'Vary',
  'Accept-Encoding',
];

/** One encoding's 200 answer: the bytes and the whole header list, Content-Length included. */
interface Encoded {
  body: Buffer;
  head: string[];
}

/** Everything state.json sends for one snapshot; compressed bodies are made on the first request that wants them. */
interface Answers {
  snap: Served;
  /** The ETag of each encoding: the snapshot's own for identity, with `-gz`/`-br` inside the quotes for the others. */
  tags: Record<Coding, string>;
  notModified: Record<Coding, string[]>;
  ok: Partial<Record<Coding, Encoded>>;
}

const answersOf = new WeakMap<Served, Answers>();

function tagOf(etag: string, coding: Coding): string {
  if (coding === 'identity') return etag;
  return `${etag.slice(0, -1)}-${coding === 'gzip' ? 'gz' : 'br'}"`;
}

function answers(snap: Served): Answers {
  let a = answersOf.get(snap);
  if (!a) {
    const tags = { identity: tagOf(snap.etag, 'identity'), gzip: tagOf(snap.etag, 'gzip'), br: tagOf(snap.etag, 'br') };
    const notModified = { identity: [] as string[], gzip: [] as string[], br: [] as string[] };
    for (const c of CODINGS) notModified[c] = [...COMMON_HEADERS, 'ETag', tags[c]];
    a = { snap, tags, notModified, ok: {} };
    answersOf.set(snap, a);
  }
  return a;
}

function encoded(a: Answers, coding: Coding): Encoded {
  let e = a.ok[coding];
  if (!e) {
    const plain = coding === 'identity' ? Buffer.from(a.snap.bytes, 'utf8') : (a.ok.identity?.body ?? Buffer.from(a.snap.bytes, 'utf8'));
    const body = coding === 'gzip' ? gzipSync(plain) : coding === 'br' ? brotliCompressSync(plain, BROTLI) : plain;
    const head = [
      ...COMMON_HEADERS,
      'ETag',
      a.tags[coding],
      'Content-Type',
      'application/json; charset=utf-8',
      ...(coding === 'identity' ? [] : ['Content-Encoding', coding]),
      'Content-Length',
      String(body.length),
    ];
    e = { body, head };
    a.ok[coding] = e;
  }
  return e;
}

/** The bytes of each encoding of a snapshot (benchmarks print them). */
export function encodedSizes(snap: Served): Record<Coding, number> {
  const a = answers(snap);
  return { identity: encoded(a, 'identity').body.length, gzip: encoded(a, 'gzip').body.length, br: encoded(a, 'br').body.length };
}

/** The coding an Accept-Encoding value asks for: brotli, else gzip, else identity; q=0 refuses, `*` stands for the unnamed. */
export function chooseCoding(header: string): Coding {
  let br = -1;
  let gzip = -1;
  let star = -1;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    let q = 1;
    for (const p of params) {
      const [key = '', value = ''] = p.split('=');
      if (key.trim().toLowerCase() !== 'q') continue;
      // A q we cannot read refuses rather than accepts: identity is always a safe answer.
      const v = value.trim();
      q = /^[0-9.]{1,5}$/.test(v) ? Number(v) : 0;
      if (!(q >= 0 && q <= 1)) q = 0;
    }
    const n = name.trim().toLowerCase();
    if (n === 'br') br = Math.max(br, q);
    else if (n === 'gzip' || n === 'x-gzip') gzip = Math.max(gzip, q);
    else if (n === '*') star = Math.max(star, q);
  }
  const qBr = br >= 0 ? br : Math.max(star, 0);
  const qGzip = gzip >= 0 ? gzip : Math.max(star, 0);
  if (qBr > 0 && qBr >= qGzip) return 'br';
  if (qGzip > 0) return 'gzip';
  return 'identity';
}

const chosen = new Map<string, Coding>();

function codingFor(header: string | undefined): Coding {
  if (!header) return 'identity';
  let c = chosen.get(header);
  if (c === undefined) {
    c = chooseCoding(header);
    if (header.length <= CHOSEN_KEY_MAX) {
      if (chosen.size >= CHOSEN_MAX) chosen.clear();
      chosen.set(header, c);
    }
  }
  return c;
}

/**
 * The coding whose ETag a 304 carries, or null for a 200. The client's copy is current when
 * If-None-Match names any encoding of this snapshot (all decode to the same bytes): the selected
 * encoding's tag when named (or `*`), else the tag the client holds, so a cache can find that copy.
 */
function notModifiedAs(header: string | undefined, a: Answers, selected: Coding): Coding | null {
  if (header === undefined) return null;
  if (header === a.tags[selected]) return selected;
  let held: Coding | null = null;
  for (const raw of header.split(',')) {
    let tag = raw.trim();
    if (tag.startsWith('W/')) tag = tag.slice(2);
    if (tag === '*' || tag === a.tags[selected]) return selected;
    if (held === null) held = CODINGS.find((c) => a.tags[c] === tag) ?? null;
  }
  return held;
}

/** Answers a GET or HEAD of state.json with `snap` (200 or 304, in the encoding the client accepts). */
export function sendStateJson(req: IncomingMessage, res: ServerResponse, snap: Served): void {
  const a = answers(snap);
  const coding = codingFor(req.headers['accept-encoding']);
  const held = notModifiedAs(req.headers['if-none-match'], a, coding);
  if (held !== null) {
    res.writeHead(304, a.notModified[held]);
    res.end();
    return;
  }
  const e = encoded(a, coding);
  res.writeHead(200, e.head);
  if (req.method === 'HEAD') res.end();
  else res.end(e.body);
}

/** The slug of a request this fast path answers, or null for everything express should see. */
function fastSlug(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  // A request with a body goes through express's parsers, which judge it as they judge any other.
  if (req.headers['transfer-encoding'] !== undefined) return null;
  const length = req.headers['content-length'];
  if (length !== undefined && length !== '0') return null;
  const m = TARGET.exec(req.url ?? '');
  return m ? m[1]! : null;
}

/**
 * A request listener that answers state.json of a known tournament itself and hands every other
 * request (unknown slugs included, whose 404 express words) to `next`. Express's middleware stack
 * costs several times the answer itself on this, the hottest read of the service.
 */
export function stateJsonFirst(hub: TournamentHub, next: RequestListener): RequestListener {
  return (req, res) => {
    const slug = fastSlug(req);
    if (slug === null || !hub.has(slug)) return void next(req, res);
    try {
      const room = hub.tournament(slug);
      if (room) return sendStateJson(req, res, room.snapshot());
    } catch (err) {
      // A tournament that cannot load: express's route meets the same failure and answers it (500) as it answers every other.
      console.error(`state.json of ${slug} failed on the fast path`, err);
      if (res.headersSent) return void res.destroy();
    }
    next(req, res);
  };
}
