// Organizer authentication (docs/api.md, Organizer sessions): login, next, logout, cookie attributes, Origin check, proxy identity.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { safeNext } from '../../server/http/auth.js';
import { Client, key, PASSWORD, serverFor } from '../fixtures/server.js';

const plain = suite('sessions');
const { srv } = serverFor(plain, { login: false });

plain('an unauthenticated GET of an organizer page is sent to the login page with next', async () => {
  const c = new Client(srv.base);
  for (const path of ['/admin', '/admin/t/x', '/admin/t/x/qr', '/admin/t/x/qr.png', '/admin/t/x/keeper-qr', '/admin/t/x/events.csv']) {
    const res = await c.get(path);
    assert.is(res.status, 303, path);
    // The path reads as itself in the Location (slashes literal), and parses back to the same path.
    assert.is(res.headers.get('location'), `/admin/login?next=${path}`);
    assert.is(new URL(res.headers.get('location')!, srv.base).searchParams.get('next'), path);
  }
  const withQuery = await c.get('/admin/t/x?tab=roster&y=1');
  assert.is(new URL(withQuery.headers.get('location')!, srv.base).searchParams.get('next'), '/admin/t/x?tab=roster&y=1');
});

plain('an unauthenticated form POST goes to the login page; a JSON POST answers 401 JSON', async () => {
  const c = new Client(srv.base);
  const form = await c.form('/admin/t/x/phase', { phase: 'live' });
  assert.is(form.status, 303);
  assert.match(form.headers.get('location')!, /^\/admin\/login/);
  const json = await c.json('/admin/new', { name: 'x' });
  assert.is(json.status, 401);
  const body = await json.json();
  assert.is(body.ok, false);
  assert.type(body.error, 'string');
});

plain('the login form is served, a wrong password answers 401 with the form again', async () => {
  const c = new Client(srv.base);
  const page = await c.get('/admin/login?next=/admin/t/abc');
  assert.is(page.status, 200);
  assert.match(await page.text(), /<form/);
  const wrong = await c.form('/admin/login', { password: 'nope', next: '/admin' });
  assert.is(wrong.status, 401);
  assert.match(await wrong.text(), /<form/);
  assert.is(wrong.headers.get('set-cookie'), null);
});

plain('a correct password sets an HttpOnly, SameSite=Lax, Path=/ cookie for 12 hours and follows a local next', async () => {
  const c = new Client(srv.base);
  const res = await c.form('/admin/login', { password: PASSWORD, next: '/admin/t/some-slug?x=1', name: 'Pat' });
  assert.is(res.status, 303);
  assert.is(res.headers.get('location'), '/admin/t/some-slug?x=1');
  const cookie = res.headers.get('set-cookie')!;
  assert.match(cookie, /HttpOnly/);
  assert.match(cookie, /SameSite=Lax/);
  assert.match(cookie, /Path=\//);
  assert.match(cookie, /Max-Age=43200/);
  const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)![1]!);
  assert.ok(Math.abs(expires - (Date.now() + 12 * 3600_000)) < 60_000, 'Expires is 12 hours ahead');
  assert.not.match(cookie, /Secure/, 'plain HTTP gets no Secure flag');
  c.cookie = cookie.split(';')[0]!;
  assert.is((await c.get('/admin')).status, 200);
});

plain('next is followed only when it is a local path', async () => {
  const c = new Client(srv.base);
  const cases: [string, string][] = [
    ['//evil.example/x', '/admin'],
    ['/\\evil.example', '/admin'],
    ['https://evil.example/', '/admin'],
    ['/admin/t/a\nb', '/admin'],
    ['', '/admin'],
    ['admin', '/admin'],
    ['/t/ok', '/t/ok'],
  ];
  for (const [next, expected] of cases) {
    const res = await c.form('/admin/login', { password: PASSWORD, next });
    assert.is(res.headers.get('location'), expected, JSON.stringify(next));
  }
});

plain('logout clears the cookie; a tampered cookie is not a session', async () => {
  const c = new Client(srv.base);
  await c.login();
  const out = await c.get('/admin/logout');
  assert.is(out.status, 303);
  assert.match(out.headers.get('set-cookie')!, /Max-Age=0/);
  const tampered = new Client(srv.base);
  await tampered.login();
  tampered.cookie = tampered.cookie.replace(/\.(.)/, (_m, ch) => `.${ch === 'A' ? 'B' : 'A'}`);
  assert.is((await tampered.get('/admin')).status, 303);
});

plain('the organizer name given at login is the actor of the events table', async () => {
  const c = new Client(srv.base);
  await c.login('Morgan at desk');
  const slug = await c.create({ name: 'Actor Check' });
  await c.act(`/admin/t/${slug}/banner`, { banner: 'hi' });
  const csv = await (await c.get(`/admin/t/${slug}/events.csv`)).text();
  assert.match(csv, /"Morgan at desk","banner"/);
});

plain('a desk name with text-direction or control characters is refused at login with the field named, and no session starts', async () => {
  const c = new Client(srv.base);
  const res = await c.form('/admin/login', { password: PASSWORD, next: '/admin', name: 'Morgan\u202e' });
  assert.is(res.status, 400);
  assert.is(res.headers.get('set-cookie'), null);
  assert.match(await res.text(), /Desk name cannot contain/);
  const json = await fetch(`${srv.base}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: PASSWORD, name: 'A\u0000B' }),
  });
  assert.is(json.status, 400);
  assert.match((await json.json()).error, /Desk name cannot contain/);
});

plain('a cookie-authenticated POST with a foreign Origin is refused with 403; same host or no Origin passes', async () => {
  const c = new Client(srv.base);
  await c.login();
  const slug = await c.create({ name: 'Origin Check' });
  const foreign = await c.form(`/admin/t/${slug}/banner`, { banner: 'x' }, { origin: 'http://evil.example' });
  assert.is(foreign.status, 403);
  const otherPort = await c.form(`/admin/t/${slug}/banner`, { banner: 'x' }, { origin: `http://127.0.0.1:${srv.port + 1}` });
  assert.is(otherPort.status, 403, 'the port counts');
  const same = await c.form(`/admin/t/${slug}/banner`, { banner: 'x' }, { origin: srv.base });
  assert.is(same.status, 303);
  assert.match(same.headers.get('location')!, /\?msg=/);
  const none = await c.form(`/admin/t/${slug}/banner`, { banner: 'y' });
  assert.is(none.status, 303);
});

plain('without TRUST_PROXY_AUTH the proxy header is ignored entirely', async () => {
  const c = new Client(srv.base);
  const res = await c.get('/admin', { 'x-forwarded-email': 'mallory@example.com' });
  assert.is(res.status, 303);
  const login = await c.form('/admin/login', { password: PASSWORD, next: '/admin' }, { 'x-forwarded-proto': 'https' });
  assert.not.match(login.headers.get('set-cookie')!, /Secure/, 'X-Forwarded-Proto is not trusted either');
});

plain(
  'next keeps a local path and falls back to /admin for anything else (another host, a backslash, a control character, not a string)',
  () => {
    assert.is(safeNext('/admin/t/x?y=1'), '/admin/t/x?y=1');
    for (const bad of ['//x', '/\\x', 'http://x', '/a\tb', '/a\u007fb', undefined, 5]) assert.is(safeNext(bad), '/admin');
  },
);

plain('without PUBLIC_URL printed links come from Host, and X-Forwarded-Proto is not trusted', async () => {
  const c = new Client(srv.base);
  await c.login();
  const slug = await c.create({ name: 'Link Cup', courtCount: 2 });
  const html = await (await c.get(`/admin/t/${slug}/keeper-qr`, { 'x-forwarded-proto': 'https' })).text();
  const links = new Set(html.match(/https?:\/\/[^"'\s<]+\/keeper\/[^"'\s<]+/g));
  assert.equal(
    [...links].sort(),
    [1, 2].map((n) => `http://127.0.0.1:${srv.port}/keeper/${slug}/${n}?k=${key(slug, n)}`),
  );
});

plain.run();

const proxy = suite('proxy identity');
const { srv: psrv } = serverFor(proxy, { env: { TRUST_PROXY_AUTH: 'true', PROXY_AUTH_HEADER: 'X-Auth-User' }, login: false });

proxy('with TRUST_PROXY_AUTH the header names the organizer, no password needed, and is the actor', async () => {
  const c = new Client(psrv.base);
  const h = { 'x-auth-user': 'lee@example.com' };
  assert.is((await c.get('/admin', h)).status, 200);
  assert.is((await c.get('/admin')).status, 303, 'no header, no identity');
  const created = await c.json(
    '/admin/new',
    {
      name: 'Proxy Cup',
      date: '2026-07-01',
      courtCount: 1,
      teamSize: 2,
      pointsTo: 21,
      winBy: 2,
      cap: 0,
      bestOf: 1,
      stages: 'pool',
    },
    h,
  );
  assert.is(created.status, 200);
  const { slug } = await created.json();
  const csv = await (await c.get(`/admin/t/${slug}/events.csv`, h)).text();
  assert.match(csv, /"lee@example.com","create"/);
});

proxy('behind the trusted proxy X-Forwarded-Proto https makes the cookie Secure and the QR base https', async () => {
  const c = new Client(psrv.base);
  const res = await c.form('/admin/login', { password: PASSWORD, next: '/admin' }, { 'x-forwarded-proto': 'https' });
  assert.match(res.headers.get('set-cookie')!, /; Secure/);
  const h = { 'x-auth-user': 'lee@example.com', 'x-forwarded-proto': 'https' };
  const slug = (
    await (
      await c.json(
        '/admin/new',
        {
          name: 'Https Cup',
          date: '2026-07-01',
          courtCount: 1,
          teamSize: 2,
          pointsTo: 21,
          winBy: 2,
          cap: 0,
          bestOf: 1,
          stages: 'pool',
        },
        h,
      )
    ).json()
  ).slug;
  const sheet = await (await c.get(`/admin/t/${slug}/keeper-qr`, h)).text();
  assert.ok(sheet.includes(`https://127.0.0.1:${psrv.port}/keeper/${slug}/1?k=`), 'the base follows X-Forwarded-Proto and Host');
  const direct = await (await c.get(`/admin/t/${slug}/keeper-qr`, { 'x-auth-user': 'lee@example.com' })).text();
  assert.ok(direct.includes(`http://127.0.0.1:${psrv.port}/keeper/${slug}/1?k=`));
});

proxy.run();
