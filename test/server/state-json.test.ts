// state.json (docs/api.md, Persistence and pushes) on its fast path: 200/304/HEAD, gzip and brotli that decode to the same document, Vary, headers, 404.
import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { chooseCoding } from '../../server/http/state-json.js';
import { serverFor, type Srv } from '../fixtures/server.js';

interface Got {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** node:http, not fetch: fetch picks its own Accept-Encoding and decodes bodies before we can see them. */
function get(srv: Srv, path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: srv.port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** What every state.json answer carries, whatever its status or encoding. */
function assertCommonHeaders(h: IncomingHttpHeaders, what: string): void {
  assert.is(h['cache-control'], 'no-cache', what);
  assert.is(h['access-control-allow-origin'], '*', what);
  assert.is(h['vary'], 'Accept-Encoding', what);
  assert.match(String(h['content-security-policy']), /default-src 'self'/, what);
  assert.match(String(h['content-security-policy']), /frame-ancestors 'none'/, what);
  assert.is(h['x-content-type-options'], 'nosniff', what);
  assert.is(h['referrer-policy'], 'same-origin', what);
  assert.is(h['x-frame-options'], 'DENY', what);
  assert.is(h['cross-origin-opener-policy'], 'same-origin', what);
  assert.match(String(h['etag']), /^"[^"]+"$/, what);
}

const t = suite('state.json');
const { srv, c } = serverFor(t);
let slug: string;
let path: string;

t.before(async () => {
  slug = await c.create({ name: 'Fast Path Open', courtCount: 2, teamSize: 2 });
  for (const name of ['Sand Sharks', 'Net Ninjas', 'Dig Deep'])
    await c.act(`/admin/t/${slug}/team`, { op: 'add', name, captain: 'Cap', players: 2 });
  path = `/t/${slug}/state.json`;
});

t('a plain GET: 200, the JSON document, its length, type, ETag and every header the route promises', async () => {
  const res = await get(srv, path);
  assert.is(res.status, 200);
  assertCommonHeaders(res.headers, 'identity');
  assert.is(res.headers['content-type'], 'application/json; charset=utf-8');
  assert.is(res.headers['content-encoding'], undefined);
  assert.is(Number(res.headers['content-length']), res.body.length);
  const doc = JSON.parse(res.body.toString('utf8'));
  assert.is(doc.slug, slug);
  assert.is(doc.teams.length, 3);
  const again = await get(srv, path);
  assert.ok(again.body.equals(res.body), 'no change, same bytes');
  assert.is(again.headers.etag, res.headers.etag);
});

t('If-None-Match with the ETag (strong, weak, in a list, or *) answers 304 with no body and the same headers', async () => {
  const etag = String((await get(srv, path)).headers.etag);
  for (const inm of [etag, `W/${etag}`, `"nope", ${etag}`, '*']) {
    const res = await get(srv, path, { 'if-none-match': inm });
    assert.is(res.status, 304, inm);
    assert.is(res.body.length, 0, inm);
    assertCommonHeaders(res.headers, inm);
    assert.is(res.headers.etag, etag, inm);
  }
  assert.is((await get(srv, path, { 'if-none-match': '"nope"' })).status, 200);
  assert.is((await get(srv, path, { 'if-none-match': ',,W/,"' })).status, 200, 'a garbage header is no match');
});

t('gzip and brotli: compressed bytes that decode to the identical document, with their own ETags', async () => {
  const plain = await get(srv, path);
  const gz = await get(srv, path, { 'accept-encoding': 'gzip' });
  const br = await get(srv, path, { 'accept-encoding': 'gzip, deflate, br' });
  assert.is(gz.status, 200);
  assert.is(br.status, 200);
  assert.is(gz.headers['content-encoding'], 'gzip');
  assert.is(br.headers['content-encoding'], 'br');
  for (const [what, res] of [
    ['gzip', gz],
    ['br', br],
  ] as const) {
    assertCommonHeaders(res.headers, what);
    assert.is(res.headers['content-type'], 'application/json; charset=utf-8', what);
    assert.is(Number(res.headers['content-length']), res.body.length, what);
    assert.ok(res.body.length < plain.body.length, `${what} is smaller`);
  }
  assert.ok(gunzipSync(gz.body).equals(plain.body), 'gzip decodes to the same bytes');
  assert.ok(brotliDecompressSync(br.body).equals(plain.body), 'brotli decodes to the same bytes');
  const base = String(plain.headers.etag).slice(0, -1);
  assert.is(gz.headers.etag, `${base}-gz"`);
  assert.is(br.headers.etag, `${base}-br"`);
  // Compressed once per change: the next request gets the very same bytes.
  assert.ok((await get(srv, path, { 'accept-encoding': 'br' })).body.equals(br.body));
  const nm = await get(srv, path, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
  assert.is(nm.status, 304);
  assert.is(nm.headers.etag, br.headers.etag);
});

t('a client holding another encoding of the current document gets 304 naming the copy it holds', async () => {
  const plain = await get(srv, path);
  const res = await get(srv, path, { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
  assert.is(res.status, 304);
  assert.is(res.headers.etag, plain.headers.etag);
});

t('HEAD: the headers of GET, Content-Length included, and no body, in each encoding', async () => {
  for (const ae of ['identity', 'gzip', 'br']) {
    const full = await get(srv, path, { 'accept-encoding': ae });
    const head = await get(srv, path, { 'accept-encoding': ae }, 'HEAD');
    assert.is(head.status, 200, ae);
    assert.is(head.body.length, 0, ae);
    for (const h of [
      'content-length',
      'content-type',
      'content-encoding',
      'etag',
      'vary',
      'cache-control',
      'access-control-allow-origin',
      'content-security-policy',
    ]) {
      assert.is(head.headers[h], full.headers[h], `${ae} ${h}`);
    }
  }
});

t('after a change: new bytes and new ETags in every encoding; the old ETags no longer match', async () => {
  const before = await get(srv, path, { 'accept-encoding': 'br' });
  await c.act(`/admin/t/${slug}/banner`, { banner: 'Finals at four' });
  const stale = await get(srv, path, { 'accept-encoding': 'br', 'if-none-match': String(before.headers.etag) });
  assert.is(stale.status, 200);
  assert.is.not(stale.headers.etag, before.headers.etag);
  assert.is(JSON.parse(brotliDecompressSync(stale.body).toString('utf8')).banner, 'Finals at four');
  const gz = await get(srv, path, { 'accept-encoding': 'gzip' });
  assert.is(JSON.parse(gunzipSync(gz.body).toString('utf8')).banner, 'Finals at four');
});

t('targets the fast path leaves to express get the same answer: a query, a trailing slash, a GET with a body', async () => {
  const fast = await get(srv, path, { 'accept-encoding': 'gzip' });
  for (const [target, body] of [
    [`${path}?t=123`, undefined],
    [`${path}/`, undefined],
    [path, '{}'],
  ] as const) {
    const res = await get(srv, target, { 'accept-encoding': 'gzip', ...(body ? { 'content-type': 'application/json' } : {}) }, 'GET', body);
    assert.is(res.status, 200, target);
    assert.ok(res.body.equals(fast.body), `${target}: same bytes`);
    for (const h of [
      'etag',
      'content-type',
      'content-encoding',
      'content-length',
      'vary',
      'cache-control',
      'access-control-allow-origin',
      'content-security-policy',
      'x-frame-options',
    ]) {
      assert.is(res.headers[h], fast.headers[h], `${target} ${h}`);
    }
  }
});

t('an unknown tournament: 404 {ok:false,error} as JSON, with the CORS and security headers', async () => {
  const res = await get(srv, '/t/no-such-cup/state.json', { 'accept-encoding': 'br' });
  assert.is(res.status, 404);
  assert.match(String(res.headers['content-type']), /application\/json/);
  assert.is(res.headers['access-control-allow-origin'], '*');
  assert.is(res.headers['x-content-type-options'], 'nosniff');
  const body = JSON.parse(res.body.toString('utf8'));
  assert.equal(body, { ok: false, error: 'There is no tournament "no-such-cup".' });
  assert.is((await get(srv, '/t/no-such-cup/state.json', {}, 'POST')).status, 404, 'other methods are not served');
});

t('Accept-Encoding: brotli first, then gzip, q=0 refuses, * stands for the unnamed, unreadable q refuses', () => {
  const cases: [string, string][] = [
    ['', 'identity'],
    ['identity', 'identity'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['BR', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['br;q=0.9, gzip;q=0.9', 'br'],
    ['gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=nonsense', 'identity'],
    ['br;q=7', 'identity'],
    ['deflate, compress', 'identity'],
    [',;;=,', 'identity'],
  ];
  for (const [header, want] of cases) assert.is(chooseCoding(header), want, header);
});

t.run();
