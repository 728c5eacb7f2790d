// Public routes (docs/api.md, Public routes; Registration; Persistence and pushes): pages, registration, state.json and its ETag, health,
// static, headers, limits.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { codeFrom, serverFor, sleep } from '../fixtures/server.js';

const t = suite('public');
const { c } = serverFor(t);
let slug: string;

t.before(async () => {
  slug = await c.create({ name: 'Public Cup', courtCount: 2, teamSize: 2 });
});

t('healthz answers {ok, tournaments, uptime}', async () => {
  const res = await c.get('/healthz');
  assert.is(res.status, 200);
  const body = await res.json();
  assert.is(body.ok, true);
  assert.is(body.tournaments, 1);
  assert.type(body.uptime, 'number');
});

t('pages: list, landing with the form in checkin, display; unknown slugs answer a 404 page', async () => {
  const list = await c.get('/');
  assert.is(list.status, 200);
  assert.match(list.headers.get('content-type')!, /text\/html/);
  assert.match(await list.text(), /Public Cup/);
  const landing = await c.get(`/t/${slug}`);
  assert.is(landing.status, 200);
  assert.match(await landing.text(), /<form[^>]*register/);
  assert.is((await c.get(`/t/${slug}/display`)).status, 200);
  for (const path of ['/t/nope', '/t/nope/display', '/t/nope/teams/t1', '/t/nope/team/ABCD']) {
    const res = await c.get(path);
    assert.is(res.status, 404, path);
    assert.match(res.headers.get('content-type')!, /text\/html/);
  }
  const json = await c.get('/t/nope/state.json');
  assert.is(json.status, 404);
  assert.equal(Object.keys(await json.json()).sort(), ['error', 'ok']);
  assert.is((await c.get('/no/such/page')).status, 404);
});

t('every response carries the security headers', async () => {
  for (const path of ['/', `/t/${slug}`, `/t/${slug}/state.json`, '/healthz', '/nope', '/admin/login']) {
    const res = await c.get(path);
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, /default-src 'self'/, path);
    assert.match(csp, /img-src 'self' data:/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.is(res.headers.get('x-content-type-options'), 'nosniff');
    assert.is(res.headers.get('referrer-policy'), 'same-origin');
    assert.is(res.headers.get('x-frame-options'), 'DENY');
  }
});

t('registration: 303 to the code page; the code works in any case; new=1 shows it', async () => {
  const res = await c.register(slug, {
    name: 'Sand Sharks',
    captain: 'Sam',
    phone: '+1 (555) 010-2030',
    players: 3,
    playerNames: 'Ann\nBo\nCy',
  });
  assert.is(res.status, 303);
  const code = codeFrom(res);
  assert.is(res.headers.get('location'), `/t/${slug}/team/${code}?new=1`);
  const page = await c.get(`/t/${slug}/team/${code}?new=1`);
  assert.is(page.status, 200);
  assert.is(page.headers.get('cache-control'), 'no-store');
  assert.match(await page.text(), new RegExp(code));
  assert.is((await c.get(`/t/${slug}/team/${code.toLowerCase()}`)).status, 200);
  assert.is((await c.get(`/t/${slug}/team/ZZZZ1`)).status, 404);
  const s = await c.state(slug);
  const team = s.teams.find((x: any) => x.name === 'Sand Sharks');
  assert.equal(
    team,
    { id: team.id, name: 'Sand Sharks', players: 3, seed: 1, status: 'registered', poolId: '', arrived: false },
    'poolId is a string, empty before pools',
  );
  assert.is((await c.get(`/t/${slug}/teams/${team.id}`)).status, 200);
  assert.is((await c.get(`/t/${slug}/teams/nobody`)).status, 404);
});

t('registration errors: 400 with the form re-rendered, values kept, problems named', async () => {
  const res = await c.register(slug, { name: 'sand sharks', captain: 'Kept Captain Value', phone: '12', players: 9 });
  assert.is(res.status, 400);
  const html = await res.text();
  assert.match(html, /<form/);
  assert.match(html, /Kept Captain Value/);
  assert.match(html, /phone/i);
  assert.match(html, /players/i);
  const json = await c.json(`/t/${slug}/register`, { name: '', captain: '', phone: '', players: 2 });
  assert.is(json.status, 400);
  const body = await json.json();
  assert.is(body.ok, false);
  assert.ok(body.fields.name && body.fields.captain && body.fields.phone);
  assert.is((await c.register('nope')).status, 404);
});

t('registration outside checkin answers 400 saying it is closed', async () => {
  const other = await c.create({ name: 'Closed Cup' });
  await c.act(`/admin/t/${other}/phase`, { phase: 'closed' });
  const res = await c.register(other, { name: 'Late Team' });
  assert.is(res.status, 400);
  assert.match(await res.text(), /closed/i);
  assert.is((await c.state(other)).teams.length, 0);
});

t('state.json sends an ETag, honours If-None-Match with 304, and keeps its bytes between changes', async () => {
  const a = await c.get(`/t/${slug}/state.json`);
  assert.is(a.status, 200);
  assert.match(a.headers.get('content-type')!, /application\/json/);
  const etag = a.headers.get('etag')!;
  assert.match(etag, /^"[^"]+"$/);
  const bytes = await a.text();
  assert.is(JSON.parse(bytes).generatedAt > 0, true);
  await sleep(30);
  const b = await c.get(`/t/${slug}/state.json`);
  assert.is(await b.text(), bytes, 'no change, same bytes (generatedAt included)');
  const nm = await c.get(`/t/${slug}/state.json`, { 'if-none-match': etag });
  assert.is(nm.status, 304);
  assert.is(nm.headers.get('etag'), etag);
  assert.is((await c.get(`/t/${slug}/state.json`, { 'if-none-match': `W/${etag}` })).status, 304);
  await c.act(`/admin/t/${slug}/banner`, { banner: 'changed' });
  const d = await c.get(`/t/${slug}/state.json`, { 'if-none-match': etag });
  assert.is(d.status, 200);
  assert.is.not(d.headers.get('etag'), etag);
});

t('static files are served with cache headers', async () => {
  const css = await c.get('/static/app.css');
  assert.is(css.status, 200);
  assert.match(css.headers.get('cache-control')!, /max-age=\d+/);
  assert.is((await c.get('/static/nope.css')).status, 404);
});

t('bodies: malformed JSON answers 400 JSON; an oversized body is refused', async () => {
  const bad = await c.json(`/admin/t/${slug}/banner`, '{"banner": ');
  assert.is(bad.status, 400);
  assert.is((await bad.json()).ok, false);
  const big = await c.json(`/admin/t/${slug}/banner`, { banner: 'x'.repeat(70 * 1024) });
  assert.is(big.status, 413);
});

t.run();
