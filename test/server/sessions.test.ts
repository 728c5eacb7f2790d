// Organizer sessions kept on the server: cookies signed under their own key, logout, restarts, the desk's session list.
import { createHmac } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import WebSocket from 'ws';
import { keeperKey } from '../../server/http/keeper-key.js';
import { MAX_SESSIONS, SEEN_EVERY_MS, SESSION_MS, Sessions } from '../../server/store/sessions.js';
import { openStore, type Store } from '../../server/store/store.js';
import { Client, key, PASSWORD, removeDir, SECRET, serverFor, sleep, startServer, tempDir } from '../fixtures/server.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Logs a fresh client in from a device with this User-Agent. */
async function loginAs(base: string, name: string, userAgent: string): Promise<Client> {
  const c = new Client(base);
  const res = await c.form('/admin/login', { password: PASSWORD, next: '/admin', name }, { 'user-agent': userAgent });
  assert.is(res.status, 303, `login of ${name}`);
  c.cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  return c;
}

/** How a Yjs desk upgrade with these headers ends: an HTTP status, or the close code of an accepted socket. */
function deskUpgrade(url: string, headers: Record<string, string>): Promise<{ status?: number; close?: number }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers });
    ws.on('unexpected-response', (_req, res) => {
      resolve({ status: res.statusCode ?? 0 });
      ws.terminate();
    });
    ws.on('close', (code) => resolve({ close: code }));
    // An upgrade that stays open as an organizer would be a session: give it a moment to be closed by the server.
    ws.on('open', () =>
      setTimeout(() => {
        resolve({ status: 101 });
        ws.terminate();
      }, 500),
    );
    ws.on('error', () => resolve({ status: 0 }));
  });
}

const refusedUpgrade = (r: { status?: number; close?: number }) => r.status === 401 || r.close === 4401;

/** The public handle of the session row showing `who` on the desk home. */
function handleOf(html: string, who: string): string {
  const row = html
    .split('<tr')
    .slice(1)
    .find((r) => r.includes(who) && r.includes('name="id"'));
  const m = row && /name="id" value="([^"]+)"/.exec(row);
  if (!m) throw new Error(`no session row with an end button for ${who}`);
  return m[1]!;
}

// ---- the session table, in process ----

const u = suite('sessions in process');
let dir: string;
let store: Store;
const quiet = () => {};

u.before.each(() => {
  dir = tempDir();
  store = openStore(dir);
});
u.after.each(async () => {
  await store.close();
  removeDir(dir);
});

u('a session lasts 12 hours from sign-in and only under the secret that signed it', async () => {
  const sessions = new Sessions(store, 's', quiet);
  const cookie = await sessions.open('Ann', 'Firefox on Linux', 0);
  assert.is(sessions.find(cookie, 1_000)?.actor, 'Ann');
  assert.is(sessions.find(cookie, SESSION_MS - 1)?.device, 'Firefox on Linux');
  assert.is(sessions.find(cookie, SESSION_MS), null);
  assert.is(new Sessions(store, 't', quiet).find(cookie, 1_000), null);
});

u('anything that is not one of our cookies is no session, and never an error', async () => {
  const sessions = new Sessions(store, SECRET, quiet);
  const cookie = await sessions.open('Ann', 'x', 0);
  const [id, mac] = [cookie.slice(0, cookie.lastIndexOf('.')), cookie.slice(cookie.lastIndexOf('.') + 1)];
  const junk: unknown[] = [
    undefined,
    null,
    5,
    {},
    ['a'],
    '',
    '.',
    '..',
    'a.b',
    id,
    `${id}.`,
    `.${mac}`,
    `${id}.${mac}x`,
    `${id}x.${mac}`,
    `court1.${keeperKey(SECRET, 'session', 1)}`,
    `${id}.${keeperKey(SECRET, 'session', 1)}`,
    `${cookie}.${mac}`,
    'x'.repeat(100_000),
    '%E0%A4%A',
    '\u0000.\u0000',
    '\ud800.\udfff',
  ];
  for (const value of junk) assert.is(sessions.find(value, 1_000), null, String(value).slice(0, 40));
  for (const value of junk) await sessions.endCookie(value);
  assert.is(sessions.find(cookie, 1_000)?.actor, 'Ann', 'junk ended nothing');
});

u('the table keeps a hash of the session id, never the id itself', async () => {
  const sessions = new Sessions(store, SECRET, quiet);
  const cookie = await sessions.open('Ann', 'x', 0);
  const id = cookie.slice(0, cookie.lastIndexOf('.'));
  const stored = JSON.stringify(store.sessions());
  assert.not.ok(stored.includes(id));
  assert.not.ok(
    sessions.list(1).some((s) => cookie.includes(s.handle)),
    'the public handle is not part of the cookie',
  );
});

u(`past ${MAX_SESSIONS} live sessions a sign-in ends the session unused the longest`, async () => {
  const sessions = new Sessions(store, SECRET, quiet);
  const cookies: string[] = [];
  for (let i = 0; i < MAX_SESSIONS; i++) cookies.push(await sessions.open(`Desk ${i}`, 'x', 1_000 + i));
  // Desk 0 comes back later than desk 1, so desk 1 is now the one unused the longest.
  assert.ok(sessions.find(cookies[0], 1_000 + SEEN_EVERY_MS + MAX_SESSIONS));
  await sleep(50);
  const extra = await sessions.open('Late', 'x', 2_000 + SEEN_EVERY_MS + MAX_SESSIONS);
  const now = 3_000 + SEEN_EVERY_MS + MAX_SESSIONS;
  assert.is(sessions.list(now).length, MAX_SESSIONS);
  assert.is(sessions.find(cookies[1], now), null, 'the least recently seen ended');
  assert.ok(sessions.find(cookies[0], now), 'a session seen recently stays');
  assert.ok(sessions.find(extra, now));
});

u('lastSeen is written at most once a minute per session, not on every request', async () => {
  const sessions = new Sessions(store, SECRET, quiet);
  const cookie = await sessions.open('Ann', 'x', 0);
  const stored = () => store.sessions()[0]![1].lastSeen;
  for (let at = 1; at < SEEN_EVERY_MS; at += 5_000) sessions.find(cookie, at);
  await sleep(50);
  assert.is(stored(), 0);
  assert.is(sessions.find(cookie, SEEN_EVERY_MS)?.lastSeen, SEEN_EVERY_MS);
  for (let i = 0; i < 100 && stored() !== SEEN_EVERY_MS; i++) await sleep(20);
  assert.is(stored(), SEEN_EVERY_MS);
});

u('at start, the same password keeps sessions and sweeps expired ones; a new one ends them all', async () => {
  const first = new Sessions(store, SECRET, quiet);
  await first.settle('pw one', 0);
  const old = await first.open('Old', 'x', 0);
  const now = SESSION_MS + 10;
  const fresh = await first.open('Fresh', 'x', now - 5);
  const lines: string[] = [];
  const again = new Sessions(store, SECRET, (l) => lines.push(l));
  await again.settle('pw one', now);
  assert.is(store.sessions().length, 1, 'the expired session was swept');
  assert.ok(again.find(fresh, now));
  assert.is(again.find(old, now), null);
  await new Sessions(store, SECRET, (l) => lines.push(l)).settle('pw two', now);
  assert.is(store.sessions().length, 0);
  assert.match(lines.join('\n'), /ended 1 organizer session/);
  assert.not.ok(JSON.stringify(store.getMeta('adminPasswordFingerprint')).includes('pw two'));
});

u.run();

const t = suite('organizer sessions');
const { srv } = serverFor(t, { login: false });

t('a keeper key of a tournament named "session", or a cookie in the old signed format, is no session on any organizer route', async () => {
  const c = await loginAs(srv.base, 'Desk Ann', FIREFOX);
  assert.is(await c.create({ name: 'session' }), 'session');
  // Before sessions had their own key, `court1.<key of court 1>` was a valid cookie MAC over `session:court1`.
  const body = Buffer.from(JSON.stringify({ n: 'Mallory', e: Date.now() + 3_600_000 })).toString('base64url');
  const oldFormat = `${body}.${createHmac('sha256', SECRET).update(`session:${body}`).digest('base64url')}`;
  const forged = [`court1.${key('session', 1)}`, `court2.${key('session', 2)}`, `${body}.${key('session', 1)}`, oldFormat];
  for (const value of forged) {
    const m = new Client(srv.base);
    m.cookie = `courtside_session=${value}`;
    for (const path of [
      '/admin',
      '/admin/t/session',
      '/admin/t/session/qr',
      '/admin/t/session/qr.png',
      '/admin/t/session/keeper-qr',
      '/admin/t/session/events.csv',
    ]) {
      const res = await m.get(path);
      assert.is(res.status, 303, `${path} with ${value}`);
      assert.match(res.headers.get('location')!, /^\/admin\/login\?next=/);
    }
    const form = await m.form('/admin/t/session/banner', { banner: 'pwned' });
    assert.is(form.status, 303);
    assert.match(form.headers.get('location')!, /^\/admin\/login/);
    for (const path of ['/admin/new', '/admin/t/session/banner', '/admin/sessions/end']) {
      const json = await m.json(path, { name: 'x', banner: 'pwned', id: 'x' });
      assert.is(json.status, 401, `${path} with ${value}`);
      assert.is((await json.json()).ok, false);
    }
  }
  const state = await c.state('session');
  assert.is.not(state.meta?.banner ?? state.banner ?? null, 'pwned');
});

t('a /yjs/ upgrade with a forged cookie is refused and the process keeps serving', async () => {
  const ws = srv.base.replace('http', 'ws');
  const feed = new WebSocket(`${ws}/ws/session`);
  await new Promise((resolve, reject) => {
    feed.once('open', resolve);
    feed.once('error', reject);
  });
  for (const value of [`court1.${key('session', 1)}`, 'court1.', '.', `${'%'.repeat(50)}.${key('session', 1)}`, `${'x'.repeat(3000)}.y`]) {
    const r = await deskUpgrade(`${ws}/yjs/session`, { cookie: `courtside_session=${value}` });
    assert.ok(refusedUpgrade(r), `${value.slice(0, 40)} -> ${JSON.stringify(r)}`);
  }
  const health = await fetch(`${srv.base}/healthz`);
  assert.is(health.status, 200);
  assert.is(feed.readyState, WebSocket.OPEN, 'the other clients stay connected');
  feed.close();
});

t('logging out ends the session: the same cookie afterwards is sent to the login page, on HTTP and on the desk room', async () => {
  const c = await loginAs(srv.base, 'Desk Ann', FIREFOX);
  const cookie = c.cookie;
  assert.is((await c.get('/admin')).status, 200);
  const out = await c.get('/admin/logout');
  assert.is(out.status, 303);
  assert.match(out.headers.get('set-cookie')!, /Max-Age=0/);
  c.cookie = cookie;
  const again = await c.get('/admin');
  assert.is(again.status, 303);
  assert.match(again.headers.get('location')!, /^\/admin\/login/);
  assert.is((await c.json('/admin/new', { name: 'After Logout' })).status, 401);
  assert.ok(refusedUpgrade(await deskUpgrade(`${srv.base.replace('http', 'ws')}/yjs/session`, { cookie })));
});

t("logging out or ending a session closes that device's open desk room at once with 4401, and only that one", async () => {
  const slug = await (await loginAs(srv.base, 'Room Maker', FIREFOX)).create({ name: 'Open Rooms' });
  const ann = await loginAs(srv.base, 'Room Ann', FIREFOX);
  const bob = await loginAs(srv.base, 'Room Bob', IPHONE);
  const open = (cookie: string) =>
    new Promise<{ ws: WebSocket; closed: Promise<number> }>((resolve, reject) => {
      const ws = new WebSocket(`${srv.base.replace('http', 'ws')}/yjs/${slug}`, { headers: { cookie } });
      const closed = new Promise<number>((done) => ws.on('close', (code) => done(code)));
      ws.on('open', () => resolve({ ws, closed }));
      ws.on('error', reject);
    });
  const annRoom = await open(ann.cookie);
  const bobRoom = await open(bob.cookie);
  const handle = handleOf(await (await ann.get('/admin')).text(), 'Room Bob');
  assert.is((await ann.json('/admin/sessions/end', { id: handle })).status, 200);
  assert.is(await bobRoom.closed, 4401, "the ended session's room closes");
  assert.is(annRoom.ws.readyState, WebSocket.OPEN, 'the other desk stays');
  await ann.get('/admin/logout');
  assert.is(await annRoom.closed, 4401, 'logout closes the desk room too');
});

t('the desk lists the sessions open: who, device, signed in, last seen, and which one is this device', async () => {
  const ann = await loginAs(srv.base, 'Lister Ann', FIREFOX);
  await loginAs(srv.base, 'Lister Bob', IPHONE);
  const html = await (await ann.get('/admin')).text();
  assert.match(html, /Lister Ann/);
  assert.match(html, /Lister Bob/);
  assert.match(html, /Firefox on Linux/);
  assert.match(html, /Safari on iPhone/);
  const annRow = html
    .split('<tr')
    .slice(1)
    .find((r) => r.includes('Lister Ann'))!;
  assert.match(annRow, /This device/);
  assert.not.match(annRow, /name="id"/, 'this device logs out instead');
  const bobHandle = handleOf(html, 'Lister Bob');
  const annId = ann.cookie.split('=')[1]!.split('.')[0]!;
  assert.not.ok(html.includes(annId), 'the page never shows a session secret');
  assert.not.ok(ann.cookie.includes(bobHandle));
});

t('ending another session by form post answers 303 with msg and logs that device out', async () => {
  const ann = await loginAs(srv.base, 'Form Ann', FIREFOX);
  const bob = await loginAs(srv.base, 'Form Bob', IPHONE);
  assert.is((await bob.get('/admin')).status, 200);
  const handle = handleOf(await (await ann.get('/admin')).text(), 'Form Bob');
  const res = await ann.form('/admin/sessions/end', { id: handle }, { origin: srv.base });
  assert.is(res.status, 303);
  assert.match(res.headers.get('location')!, /^\/admin\?msg=/);
  assert.is((await bob.get('/admin')).status, 303, 'the ended cookie is no session');
  assert.is((await ann.get('/admin')).status, 200, 'the one who ended it is still in');
  assert.not.match(await (await ann.get('/admin')).text(), /Form Bob/);
});

t('ending a session by JSON answers {ok,msg}; an unknown, missing or own handle answers 400 and changes nothing', async () => {
  const ann = await loginAs(srv.base, 'Json Ann', FIREFOX);
  const bob = await loginAs(srv.base, 'Json Bob', IPHONE);
  const handle = handleOf(await (await ann.get('/admin')).text(), 'Json Bob');
  for (const body of [{}, { id: 'no-such-session' }, { id: ['x'] }, { id: 'x'.repeat(10_000) }]) {
    const res = await ann.json('/admin/sessions/end', body);
    assert.is(res.status, 400, JSON.stringify(body).slice(0, 40));
    const out = await res.json();
    assert.is(out.ok, false);
    assert.type(out.error, 'string');
  }
  const own = handleOf(await (await bob.get('/admin')).text(), 'Json Ann');
  assert.is.not(own, handle);
  const foreign = await ann.json('/admin/sessions/end', { id: handle }, { origin: 'http://evil.example' });
  assert.is(foreign.status, 403);
  assert.is((await bob.get('/admin')).status, 200, 'refusals changed nothing');
  const res = await ann.json('/admin/sessions/end', { id: handle });
  assert.is(res.status, 200);
  const out = await res.json();
  assert.is(out.ok, true);
  assert.type(out.msg, 'string');
  assert.is((await bob.get('/admin')).status, 303);
  assert.is((await ann.json('/admin/sessions/end', { id: handle })).status, 400, 'already ended');
});

t.run();

const r = suite('sessions across restarts');

r('a session survives a restart; a new ADMIN_PASSWORD ends every session, for good', async () => {
  const dataDir = tempDir();
  try {
    let s = await startServer({ dataDir });
    const c = await loginAs(s.base, 'Restart Ann', FIREFOX);
    await s.stop();
    s = await startServer({ dataDir });
    c.base = s.base;
    assert.is((await c.get('/admin')).status, 200, 'same DATA_DIR, same password: still signed in');
    await s.stop();
    s = await startServer({ dataDir, env: { ADMIN_PASSWORD: 'a brand new password' } });
    c.base = s.base;
    assert.is((await c.get('/admin')).status, 303, 'the password changed: signed out');
    await s.stop();
    s = await startServer({ dataDir });
    c.base = s.base;
    assert.is((await c.get('/admin')).status, 303, 'changing the password back does not revive the session');
    await s.stop();
  } finally {
    removeDir(dataDir);
  }
});

r.run();

const p = suite('sessions with a proxy identity');
const { srv: proxied } = serverFor(p, { env: { TRUST_PROXY_AUTH: 'true' }, login: false });

p('with a proxy identity the desk says there is no cookie session for this browser', async () => {
  const res = await new Client(proxied.base).get('/admin', { 'x-forwarded-email': 'lee@example.com' });
  assert.is(res.status, 200);
  assert.match(await res.text(), /signed in through the access proxy/i);
});

p.run();
