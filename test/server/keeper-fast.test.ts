// The keeper door ahead of express (server/http/keeper-fast.ts) answers exactly as express's route does: the same
// status, body and headers for every outcome, in the keeper order (docs/api.md, Keeper answers), and it leaves every other request to express.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { connect } from 'node:net';
import { plain } from '../../server/http/keeper-fast.js';
import { key, serverFor } from '../fixtures/server.js';

const t = suite('keeper fast path');
const { srv, c } = serverFor(t);
let slug = '';
let court = 0;
let match = '';

t.before(async () => {
  slug = await c.create({ name: 'Fast Lane Open', courtCount: 2 });
  for (let i = 0; i < 4; i++) await c.act(`/admin/t/${slug}/team`, { op: 'add', name: `Lane ${i}`, captain: 'C', players: 2 });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  const s = await c.state(slug);
  const live = s.courts.find((ct: any) => ct.match?.status === 'live');
  court = live.court;
  match = live.match.id;
});

/** JSON goes ahead of express; the same bytes as text/plain go through express's route (its reader takes any type). */
const TYPES = { fast: 'application/json', express: 'text/plain; charset=utf-8' } as const;

async function post(path: string, body: string, type: string): Promise<{ status: number; body: unknown; headers: Record<string, string> }> {
  const res = await fetch(`${srv.base}${path}`, { method: 'POST', body, headers: { 'content-type': type } });
  const headers: Record<string, string> = {};
  for (const name of [
    'content-type',
    'content-security-policy',
    'x-content-type-options',
    'referrer-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
  ]) {
    headers[name] = res.headers.get(name) ?? '';
  }
  return { status: res.status, body: await res.json(), headers };
}

t('every refusal is answered alike by both doors, in the documented order (docs/api.md, Keeper answers)', async () => {
  const k = key(slug, court);
  const cases: [string, string, string, number][] = [
    ['unknown court', `/keeper/${slug}/9/live`, JSON.stringify({ k, match, a: 1, b: 0 }), 404],
    ['wrong key', `/keeper/${slug}/${court}/live`, JSON.stringify({ k: 'nope', match, a: 1, b: 0 }), 403],
    [
      'key of another court',
      `/keeper/${slug}/${court}/live`,
      JSON.stringify({ k: key(slug, court === 1 ? 2 : 1), match, a: 1, b: 0 }),
      403,
    ],
    ['mangled body with the key', `/keeper/${slug}/${court}/live`, `{"k": "${k}", "match": `, 400],
    ['array body', `/keeper/${slug}/${court}/live`, `[1, 2]`, 403],
    ['missing score', `/keeper/${slug}/${court}/live`, JSON.stringify({ k, match }), 400],
    ['not the live match', `/keeper/${slug}/${court}/live`, JSON.stringify({ k, match: 'Z9-9', a: 1, b: 0 }), 409],
    ['final with no winner', `/keeper/${slug}/${court}/final`, JSON.stringify({ k, match, sets: [[21, 21]] }), 400],
  ];
  for (const [what, path, body, status] of cases) {
    const fast = await post(path, body, TYPES.fast);
    const slow = await post(path, body, TYPES.express);
    assert.is(fast.status, status, `${what}: status`);
    assert.equal(fast, slow, `${what}: both doors answer alike`);
    assert.is(fast.headers['content-type'], 'application/json; charset=utf-8');
    assert.ok((fast.headers['content-security-policy'] ?? '').includes("default-src 'self'"), `${what}: security headers`);
  }
});

t('a point through either door is applied and answered with the match as the public document shows it', async () => {
  const k = key(slug, court);
  const fast = await post(`/keeper/${slug}/${court}/live`, JSON.stringify({ k, match, a: 7, b: 4, sets: [] }), TYPES.fast);
  assert.is(fast.status, 200);
  const after = await c.state(slug);
  const shown = [...after.pools.flatMap((p: any) => p.matches)].find((m: any) => m.id === match);
  assert.equal((fast.body as any).match, shown, 'the answer is the match of state.json');
  assert.equal(shown.live, [7, 4]);
  const slow = await post(`/keeper/${slug}/${court}/live?k=${k}`, JSON.stringify({ match, a: 8, b: 4, sets: [] }), TYPES.express);
  assert.is(slow.status, 200);
  assert.equal((slow.body as any).match.live, [8, 4]);
  // The key in the address works on the fast door too.
  const viaQuery = await post(`/keeper/${slug}/${court}/live?k=${k}`, JSON.stringify({ match, a: 9, b: 4, sets: [] }), TYPES.fast);
  assert.is(viaQuery.status, 200);
  assert.equal((viaQuery.body as any).match.live, [9, 4]);
});

t('requests the fast door does not take reach express: unknown tournaments, other methods, oversized bodies', async () => {
  const unknown = await post('/keeper/no-such-cup/1/live', JSON.stringify({ k: 'x', match: 'A1-1', a: 1, b: 0 }), TYPES.fast);
  assert.is(unknown.status, 404);
  assert.equal(unknown.body, { ok: false, error: 'There is no such tournament or court.' });
  const big = await post(
    `/keeper/${slug}/${court}/live`,
    JSON.stringify({ k: key(slug, court), match, a: 1, b: 0, pad: 'x'.repeat(70_000) }),
    TYPES.fast,
  );
  assert.is(big.status, 413);
  const get = await fetch(`${srv.base}/keeper/${slug}/${court}/live`);
  assert.is(get.status, 404);
});

t('the fast door takes exactly the plain case: a keeper address, a JSON body of known length, no coding', () => {
  const req = (url: string, headers: Record<string, string> = {}, method = 'POST') =>
    plain({ method, url, headers: { 'content-type': 'application/json', 'content-length': '40', ...headers } });
  assert.equal(req('/keeper/summer-open/3/live'), { slug: 'summer-open', court: '3', action: 'live', queryK: undefined, length: 40 });
  assert.is(req('/keeper/summer-open/3/final?k=abc_-1')?.queryK, 'abc_-1');
  assert.ok(req('/keeper/summer-open/3/live', { 'content-type': 'application/json; charset=utf-8' }));
  for (const [what, got] of [
    ['GET', req('/keeper/summer-open/3/live', {}, 'GET')],
    ['form body', req('/keeper/summer-open/3/live', { 'content-type': 'application/x-www-form-urlencoded' })],
    ['UTF-16 body', req('/keeper/summer-open/3/live', { 'content-type': 'application/json; charset=utf-16' })],
    ['gzip body', req('/keeper/summer-open/3/live', { 'content-encoding': 'gzip' })],
    ['chunked body', req('/keeper/summer-open/3/live', { 'transfer-encoding': 'chunked' })],
    ['body past 64 KiB', req('/keeper/summer-open/3/live', { 'content-length': String(64 * 1024 + 1) })],
    ['escaped slug', req('/keeper/summer%2Dopen/3/live')],
    ['other action', req('/keeper/summer-open/3/undo')],
    ['trailing slash', req('/keeper/summer-open/3/live/')],
    ['double slash', req('//keeper/summer-open/3/live')],
  ] as const)
    assert.is(got, null, what);
});

t('a pad that goes away half way through its body changes nothing, and the next point is answered', async () => {
  const before = await c.state(slug);
  const was = before.pools.flatMap((p: any) => p.matches).find((m: any) => m.id === match).live;
  const body = JSON.stringify({ k: key(slug, court), match, a: 19, b: 19, sets: [] });
  await new Promise<void>((resolve) => {
    const socket = connect(srv.port, '127.0.0.1', () => {
      socket.write(
        `POST /keeper/${slug}/${court}/live HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 20)}`,
      );
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 100);
    });
    socket.on('error', () => resolve());
  });
  const after = await c.state(slug);
  assert.equal(
    after.pools.flatMap((p: any) => p.matches).find((m: any) => m.id === match).live,
    was,
    'the half-sent point was not applied',
  );
  const next = await post(
    `/keeper/${slug}/${court}/live`,
    JSON.stringify({ k: key(slug, court), match, a: 10, b: 4, sets: [] }),
    TYPES.fast,
  );
  assert.is(next.status, 200);
  assert.equal((next.body as any).match.live, [10, 4]);
});

t.run();
