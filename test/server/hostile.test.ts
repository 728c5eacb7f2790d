// Hostile requests: malformed targets and headers, sent verbatim on raw sockets, never stop the
// process or drop other clients; a JSON body that is not an object is refused with 400 and changes nothing.
import { connect } from 'node:net';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import WebSocket from 'ws';
import { Client, Feed, key, serverFor, sleep, type Srv } from '../fixtures/server.js';

interface Ctx {
  srv: Srv;
  c: Client;
  slug: string;
  /** A tournament whose slug is `session` (a keeper key of it is a session MAC under the old signing, when cookies and keeper keys shared one key). */
  session: string;
  feed: Feed;
  keeper: WebSocket;
  keeperMessages: number;
  keeperClosed: boolean;
}

/** The status of the first answer on a raw socket (0 when it closed without one), after writing `bytes` verbatim. */
function rawStatus(port: number, bytes: string, ms = 5_000): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let got = '';
    const done = (status: number) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(status);
    };
    const timer = setTimeout(() => done(-1), ms);
    socket.on('data', (chunk) => {
      got += chunk.toString('latin1');
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(got);
      if (m) done(Number(m[1]));
      else if (got.length > 64) done(0);
    });
    socket.on('error', () => done(0));
    socket.on('close', () => done(0));
    socket.write(bytes, 'latin1');
  });
}

/**
 * Completes a WebSocket handshake on a raw socket, then writes `frame` verbatim; resolves with how the server
 * took it: `closed` when it sent a close frame or closed the connection, `open` when neither happened within
 * `ms`, or the status of a refused handshake.
 */
function afterHandshake(port: number, handshake: string, frame: Buffer, ms = 3_000): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let buf = Buffer.alloc(0);
    let upgraded = false;
    const done = (how: string) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(how);
    };
    const timer = setTimeout(() => done(upgraded ? 'open' : 'no answer'), ms);
    socket.on('data', (chunk) => {
      buf = Buffer.concat([buf, chunk]);
      if (!upgraded) {
        const end = buf.indexOf('\r\n\r\n');
        if (end < 0) return;
        const status = /^HTTP\/1\.1 (\d{3})/.exec(buf.toString('latin1', 0, end))?.[1] ?? 'no status';
        if (status !== '101') return done(status);
        upgraded = true;
        buf = buf.subarray(end + 4);
        socket.write(frame);
      }
      // Server frames are unmasked: opcode, length (7, 16 or 64 bits), payload.
      while (buf.length >= 2) {
        const op = buf[0]! & 0x0f;
        let len = buf[1]! & 0x7f;
        let at = 2;
        if (len === 126) {
          if (buf.length < 4) return;
          len = buf.readUInt16BE(2);
          at = 4;
        } else if (len === 127) {
          if (buf.length < 10) return;
          len = Number(buf.readBigUInt64BE(2));
          at = 10;
        }
        if (buf.length < at + len) return;
        if (op === 0x8) return done('closed');
        buf = buf.subarray(at + len);
      }
    });
    socket.on('error', () => {});
    socket.on('close', () => done(upgraded ? 'closed' : 'no answer'));
    socket.write(handshake, 'latin1');
  });
}

const WS_HEADERS = [
  'Connection: Upgrade',
  'Upgrade: websocket',
  'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
  'Sec-WebSocket-Version: 13',
];
const host = (x: Ctx) => `Host: 127.0.0.1:${x.srv.port}`;
const request = (line: string, headers: string[], body = '') => `${line}\r\n${headers.join('\r\n')}\r\n\r\n${body}`;
const httpGet =
  (target: string, headers: (x: Ctx) => string[] = (x) => [host(x)]) =>
  (x: Ctx) =>
    request(`GET ${target} HTTP/1.1`, [...headers(x), 'Connection: close']);
const upgrade =
  (target: string, headers: (x: Ctx) => string[] = (x) => [host(x), ...WS_HEADERS]) =>
  (x: Ctx) =>
    request(`GET ${target} HTTP/1.1`, headers(x));
const cookieOf = (x: Ctx) => `Cookie: ${x.c.cookie}`;
/** Under the old cookie signing, the keeper key of court 1 of tournament `session` is the MAC of the body `court1`. */
const forgedCookie = (x: Ctx) => `Cookie: courtside_session=court1.${key(x.session, 1)}`;
const LONG = 'a'.repeat(10 * 1024);
const MALFORMED = ['//', '///', '//a%20b', '//:99999', '//%', '//@', '//@/x', '//[::1', '/\\evil'];

type Row = { name: string; send: (x: Ctx) => string; expect: number[] };

const upgradeRows: Row[] = [
  ...MALFORMED.map((t) => ({ name: `target ${t}`, send: upgrade(t), expect: [400] })),
  { name: 'target //a b (a space in the target)', send: upgrade('//a b'), expect: [400] },
  { name: 'target /ws/%', send: upgrade('/ws/%'), expect: [400] },
  { name: 'target /ws/%E0%A4%A', send: upgrade('/ws/%E0%A4%A'), expect: [400] },
  { name: 'a 10 KB target', send: upgrade(`/ws/${LONG}`), expect: [400] },
  { name: 'a 10 KB query', send: (x) => upgrade(`/ws/${x.slug}?q=${LONG}`)(x), expect: [400] },
  { name: 'target /ws/ with no slug', send: upgrade('/ws/'), expect: [404] },
  { name: 'an unknown tournament', send: upgrade('/ws/nope'), expect: [404] },
  { name: 'target /yjs/%', send: upgrade('/yjs/%'), expect: [400, 404, 101] },
  { name: 'target /yjs//court/1', send: upgrade('/yjs//court/1'), expect: [400, 404, 101] },
  { name: 'target /yjs/%E0%A4%A/court/1', send: upgrade('/yjs/%E0%A4%A/court/1'), expect: [400, 404, 101] },
  { name: 'a broken court number', send: (x) => upgrade(`/yjs/${x.slug}/court/%?k=x`)(x), expect: [400, 404, 101] },
  { name: 'a huge court number', send: (x) => upgrade(`/yjs/${x.slug}/court/99999999999999999999999`)(x), expect: [400, 404, 101] },
  { name: 'a keeper key given twice', send: (x) => upgrade(`/yjs/${x.slug}/court/1?k=a&k=${key(x.slug, 1)}`)(x), expect: [403, 101] },
  { name: 'a keeper key with broken escapes', send: (x) => upgrade(`/yjs/${x.slug}/court/1?k=%E0%A4%A`)(x), expect: [403, 101] },
  {
    name: 'a desk room with a garbage cookie',
    send: (x) =>
      upgrade(`/yjs/${x.slug}`, (y) => [host(y), ...WS_HEADERS, 'Cookie: ;;=;courtside_session=a.b.c;courtside_session==; x=%'])(x),
    expect: [401, 101],
  },
  {
    name: 'a desk room with a cookie whose MAC matches but whose body does not parse',
    send: (x) => upgrade(`/yjs/${x.session}`, (y) => [host(y), ...WS_HEADERS, forgedCookie(y)])(x),
    expect: [401, 500, 101],
  },
  {
    name: 'a desk room from a foreign Origin',
    send: (x) => upgrade(`/yjs/${x.slug}`, (y) => [host(y), ...WS_HEADERS, cookieOf(y), 'Origin: null'])(x),
    expect: [403, 101],
  },
  {
    name: 'a desk room with a bad Host',
    send: (x) => upgrade(`/yjs/${x.slug}`, (y) => ['Host: [::1', ...WS_HEADERS, cookieOf(y), 'Origin: http://127.0.0.1'])(x),
    expect: [403, 101],
  },
  {
    name: 'no Sec-WebSocket-Key',
    send: (x) => upgrade(`/ws/${x.slug}`, (y) => [host(y), ...WS_HEADERS.filter((h) => !h.startsWith('Sec-WebSocket-Key'))])(x),
    expect: [400],
  },
  {
    name: 'a short Sec-WebSocket-Key',
    send: (x) =>
      upgrade(`/ws/${x.slug}`, (y) => [host(y), ...WS_HEADERS.slice(0, 2), 'Sec-WebSocket-Key: short', 'Sec-WebSocket-Version: 13'])(x),
    expect: [400],
  },
  {
    name: 'no Sec-WebSocket-Version',
    send: (x) => upgrade(`/ws/${x.slug}`, (y) => [host(y), ...WS_HEADERS.slice(0, 3)])(x),
    expect: [400, 426],
  },
  {
    name: 'Sec-WebSocket-Version 99',
    send: (x) => upgrade(`/ws/${x.slug}`, (y) => [host(y), ...WS_HEADERS.slice(0, 3), 'Sec-WebSocket-Version: 99'])(x),
    expect: [400, 426],
  },
  {
    name: 'a garbage Sec-WebSocket-Protocol',
    send: (x) => upgrade(`/ws/${x.slug}`, (y) => [host(y), ...WS_HEADERS, 'Sec-WebSocket-Protocol: ,,;; ,'])(x),
    expect: [400, 101],
  },
  {
    name: 'a garbage Sec-WebSocket-Extensions',
    send: (x) => upgrade(`/ws/${x.slug}`, (y) => [host(y), ...WS_HEADERS, 'Sec-WebSocket-Extensions: permessage-deflate; =;;'])(x),
    expect: [400, 101],
  },
  {
    name: 'Upgrade: h2c',
    send: (x) => upgrade(`/ws/${x.slug}`, (y) => [host(y), 'Connection: Upgrade', 'Upgrade: h2c'])(x),
    expect: [400],
  },
  { name: 'a POST upgrade', send: (x) => request(`POST /ws/${x.slug} HTTP/1.1`, [host(x), ...WS_HEADERS]), expect: [400, 405] },
  { name: 'no Host header', send: (x) => upgrade(`/ws/${x.slug}`, () => WS_HEADERS)(x), expect: [400, 101] },
  { name: 'a bad Host header', send: (x) => upgrade(`/ws/${x.slug}`, () => ['Host: [::1', ...WS_HEADERS])(x), expect: [400, 101] },
  { name: 'raw bytes past ASCII in the target', send: upgrade('/ws/\xff\xfe%ZZ'), expect: [400, 404] },
  { name: 'raw bytes past ASCII in a Yjs target', send: upgrade('/yjs/\xff/court/1?k=\xfe'), expect: [400, 404, 101] },
  {
    name: 'headers over 16 KiB',
    send: (x) => upgrade(`/ws/${x.slug}`, (y) => [host(y), ...WS_HEADERS, `X-Big: ${'b'.repeat(20_000)}`])(x),
    expect: [431],
  },
  {
    name: 'a garbage Cookie on the feed',
    send: (x) => upgrade(`/ws/${x.slug}`, (y) => [host(y), ...WS_HEADERS, 'Cookie: =;;=%'])(x),
    expect: [101],
  },
];

const httpRows: Row[] = [
  ...MALFORMED.map((t) => ({ name: `target ${t}`, send: httpGet(t), expect: [400] })),
  { name: 'target //a b (a space in the target)', send: httpGet('//a b'), expect: [400] },
  { name: 'target /t/%', send: httpGet('/t/%'), expect: [400] },
  { name: 'target /t/%E0%A4%A', send: httpGet('/t/%E0%A4%A'), expect: [400] },
  { name: 'target /t/x/team/%', send: httpGet('/t/x/team/%'), expect: [400, 404] },
  { name: 'a broken team code on a real tournament', send: (x) => httpGet(`/t/${x.slug}/team/%`)(x), expect: [400] },
  { name: 'target /keeper/%/1', send: httpGet('/keeper/%/1'), expect: [400] },
  { name: 'a 10 KB target', send: httpGet(`/t/${LONG}`), expect: [400] },
  { name: 'next as an object on /admin/login', send: httpGet('/admin/login?next[a]=1'), expect: [200] },
  { name: 'next given twice on /admin/login', send: httpGet('/admin/login?next=/admin&next=/x'), expect: [200] },
  { name: 'next with broken escapes on /admin/login', send: httpGet('/admin/login?next=%E0%A4%A'), expect: [200] },
  { name: 'new as a list on a team page', send: (x) => httpGet(`/t/${x.slug}/team/ABCD?new[]=1`)(x), expect: [404] },
  { name: 'k given twice on a keeper page', send: (x) => httpGet(`/keeper/${x.slug}/1?k=a&k=b`)(x), expect: [403] },
  { name: 'k as an object on a keeper page', send: (x) => httpGet(`/keeper/${x.slug}/1?k[a]=1`)(x), expect: [403] },
  {
    name: 'msg and error as lists on the desk',
    send: (x) => httpGet(`/admin/t/${x.slug}?msg[]=1&error=a&error=b`, (y) => [host(y), cookieOf(y)])(x),
    expect: [200],
  },
  { name: 'a broken slug on the desk', send: (x) => httpGet('/admin/t/%E0%A4%A', (y) => [host(y), cookieOf(y)])(x), expect: [400, 404] },
  {
    name: 'a garbage If-None-Match',
    send: (x) => httpGet(`/t/${x.slug}/state.json`, (y) => [host(y), 'If-None-Match: ,,W/,"'])(x),
    expect: [200],
  },
  {
    name: 'a garbage Cookie',
    send: httpGet('/admin', (x) => [host(x), 'Cookie: ;;=;courtside_session=a.b.c;courtside_session==; x=%']),
    expect: [303],
  },
  {
    name: 'a cookie whose MAC matches but whose body does not parse',
    send: httpGet('/admin', (x) => [host(x), forgedCookie(x)]),
    expect: [303, 500],
  },
  {
    name: 'a bad Host on a page that prints links',
    send: (x) => httpGet(`/admin/t/${x.slug}/keeper-qr`, (y) => ['Host: "><b>[::1', cookieOf(y)])(x),
    expect: [200, 400],
  },
  { name: 'raw bytes past ASCII in the target', send: httpGet('/t/\xff\xfe/team/\xc0'), expect: [400, 404] },
  { name: 'raw bytes past ASCII in a desk target', send: httpGet('/admin/t/\xff?next=\xfe'), expect: [303, 400] },
  {
    name: 'a 3 KB Host on a page that prints links',
    send: (x) => httpGet(`/admin/t/${x.slug}/keeper-qr`, (y) => [`Host: ${'h'.repeat(3000)}`, cookieOf(y)])(x),
    expect: [200, 400],
  },
  { name: 'headers over 16 KiB', send: httpGet('/healthz', (x) => [host(x), `X-Big: ${'b'.repeat(20_000)}`]), expect: [431] },
  { name: 'no Host header', send: () => 'GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n', expect: [400] },
  {
    name: 'two Content-Length headers',
    send: (x) => request('POST /t/x/register HTTP/1.1', [host(x), 'Content-Length: 1', 'Content-Length: 2', 'Connection: close'], 'ab'),
    expect: [400],
  },
  {
    name: 'a broken chunked body',
    send: (x) =>
      request(
        `POST /t/${x.slug}/register HTTP/1.1`,
        [host(x), 'Content-Type: application/json', 'Transfer-Encoding: chunked', 'Connection: close'],
        'zz\r\n{}\r\n0\r\n\r\n',
      ),
    expect: [400],
  },
  { name: 'an unknown method', send: (x) => request('BREW / HTTP/1.1', [host(x), 'Connection: close']), expect: [400, 404, 405] },
  {
    name: 'invalid JSON',
    send: (x) =>
      request(
        `POST /t/${x.slug}/register HTTP/1.1`,
        [host(x), 'Content-Type: application/json', 'Content-Length: 1', 'Connection: close'],
        '{',
      ),
    expect: [400],
  },
  {
    name: 'an unknown JSON charset',
    send: (x) =>
      request(
        `POST /t/${x.slug}/register HTTP/1.1`,
        [host(x), 'Content-Type: application/json; charset=utf-99', 'Content-Length: 2', 'Connection: close'],
        '{}',
      ),
    expect: [415],
  },
  {
    name: 'a gzip body that is not gzip',
    send: (x) =>
      request(
        `POST /t/${x.slug}/register HTTP/1.1`,
        [host(x), 'Content-Type: application/json', 'Content-Encoding: gzip', 'Content-Length: 4', 'Connection: close'],
        'abcd',
      ),
    expect: [400, 415],
  },
];

const t = suite('hostile requests');
const x = {} as Ctx;

// Registered before the server's own hook: the sockets close while the server still answers.
t.after(() => {
  x.feed?.close();
  x.keeper?.terminate();
});
({ srv: x.srv, c: x.c } = serverFor(t));

t.before(async () => {
  x.slug = await x.c.create({ name: 'Hostile Cup' });
  x.session = await x.c.create({ name: 'Session' });
  assert.is(x.session, 'session');
  x.feed = new Feed(`${x.srv.base.replace('http', 'ws')}/ws/${x.slug}`);
  await x.feed.opened;
  x.keeperMessages = 0;
  x.keeperClosed = false;
  x.keeper = new WebSocket(`${x.srv.base.replace('http', 'ws')}/yjs/${x.slug}/court/1?k=${key(x.slug, 1)}`);
  x.keeper.on('message', () => {
    x.keeperMessages++;
  });
  x.keeper.on('close', () => {
    x.keeperClosed = true;
  });
  x.keeper.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    x.keeper.once('open', () => resolve());
    x.keeper.once('unexpected-response', (_req, res) => reject(new Error(`keeper room refused: ${res.statusCode}`)));
  });
});

async function healthy(): Promise<void> {
  const res = await fetch(`${x.srv.base}/healthz`);
  assert.is(res.status, 200, 'healthz answers 200');
}

for (const [door, rows] of [
  ['upgrade', upgradeRows],
  ['HTTP', httpRows],
] as const) {
  for (const row of rows) {
    t(`${door} request with ${row.name} gets an answer (${row.expect.join(' or ')}) and the service lives on`, async () => {
      const status = await rawStatus(x.srv.port, row.send(x));
      assert.ok(row.expect.includes(status), `answered ${status}, expected ${row.expect.join(' or ')}`);
      await healthy();
    });
  }
}

const FRAMES: [string, Buffer][] = [
  ['a frame with a reserved opcode', Buffer.from([0x8f, 0x80, 1, 2, 3, 4])],
  ['an unmasked frame', Buffer.from([0x81, 0x01, 0x41])],
  ['a frame longer than the feed takes', Buffer.concat([Buffer.from([0x82, 0xfe, 0x10, 0x00, 0, 0, 0, 0]), Buffer.alloc(4096)])],
  ['a text frame to a Yjs room', Buffer.from([0x81, 0x81, 0, 0, 0, 0, 0x41])],
];

for (const [what, frame] of FRAMES) {
  for (const [door, target] of [
    ['feed', (c: Ctx) => `/ws/${c.slug}`],
    ['keeper room', (c: Ctx) => `/yjs/${c.slug}/court/2?k=${key(c.slug, 2)}`],
  ] as const) {
    // The feed ignores a message it can read; everything else here is a protocol error or a malformed Yjs message.
    const ignored = door === 'feed' && what.startsWith('a text frame');
    t(`${what} on the ${door} ${ignored ? 'is ignored' : 'closes that socket'}, and the service lives on`, async () => {
      const how = await afterHandshake(x.srv.port, upgrade(target(x))(x), frame);
      assert.is(how, ignored ? 'open' : 'closed');
      await healthy();
    });
  }
}

t('a feed subscriber and a keeper pad connected before the table are still connected and still get pushes', async () => {
  assert.is(x.feed.ws.readyState, WebSocket.OPEN, 'feed still open');
  assert.is(x.keeper.readyState, WebSocket.OPEN, 'keeper room still open');
  assert.not.ok(x.keeperClosed);
  const before = x.keeperMessages;
  await x.c.act(`/admin/t/${x.slug}/court`, { court: 1, op: 'pause', reason: 'net repair' });
  const doc = await x.feed.until((d) => d.courts?.[0]?.status === 'paused');
  assert.is(doc.courts[0].reason, 'net repair');
  const deadline = Date.now() + 5_000;
  while (x.keeperMessages === before && Date.now() < deadline) await sleep(20);
  assert.ok(x.keeperMessages > before, 'the keeper room pushed the paused court');
  assert.ok(!/uncaught|unhandled/i.test(x.srv.output()), 'nothing escaped to the process');
});

t.run();

// ---- item 7: a JSON body must be an object ----

const j = suite('non-object JSON bodies');
const NON_OBJECTS = ['[]', '["banner"]', '"Closed"', '1', 'null', 'true', '[{"banner":"x"}]'];
const y = { ...serverFor(j), slug: '', match: '' };

j.before(async () => {
  y.slug = await y.c.create({ name: 'Body Cup', courtCount: 1 });
  for (const name of ['Sand Sharks', 'Dig Dug']) await y.c.register(y.slug, { name });
  await y.c.act(`/admin/t/${y.slug}/banner`, { banner: 'Welcome' });
  await y.c.act(`/admin/t/${y.slug}/generate`, { what: 'pools', poolSize: 2 });
  await y.c.act(`/admin/t/${y.slug}/phase`, { phase: 'live' });
  const state = await y.c.state(y.slug);
  y.match = state.courts[0].match.id;
});

async function refused(res: Response, status = 400): Promise<string> {
  assert.is(res.status, status);
  const body = (await res.json()) as { ok: boolean; error?: string };
  assert.is(body.ok, false);
  assert.type(body.error, 'string');
  return body.error!;
}

j('an organizer action with a JSON body that is not an object answers 400 and leaves the banner set', async () => {
  for (const body of NON_OBJECTS) {
    const error = await refused(await y.c.json(`/admin/t/${y.slug}/banner`, body));
    assert.match(error, /object/, `${body}: ${error}`);
  }
  for (const body of NON_OBJECTS) await refused(await y.c.json(`/admin/t/${y.slug}/phase`, body));
  const state = await y.c.state(y.slug);
  assert.is(state.banner, 'Welcome');
  assert.is(state.phase, 'live');
});

j('creating a tournament with a JSON body that is not an object answers 400 and creates nothing', async () => {
  const before = (await (await fetch(`${y.srv.base}/healthz`)).json()) as { tournaments: number };
  for (const body of NON_OBJECTS) await refused(await y.c.json('/admin/new', body));
  const after = (await (await fetch(`${y.srv.base}/healthz`)).json()) as { tournaments: number };
  assert.is(after.tournaments, before.tournaments);
});

j('logging in with a JSON body that is not an object answers 400 and sets no cookie', async () => {
  const anon = new Client(y.srv.base);
  for (const body of NON_OBJECTS) {
    const res = await anon.json('/admin/login', body);
    assert.is(res.headers.get('set-cookie'), null);
    await refused(res);
  }
});

j('registering with a JSON body that is not an object answers 400 and adds no team', async () => {
  await y.c.act(`/admin/t/${y.slug}/phase`, { phase: 'checkin' });
  try {
    const anon = new Client(y.srv.base);
    for (const body of NON_OBJECTS) await refused(await anon.json(`/t/${y.slug}/register`, body));
    const state = await y.c.state(y.slug);
    assert.is(state.teams.length, 2);
  } finally {
    await y.c.act(`/admin/t/${y.slug}/phase`, { phase: 'live' });
  }
});

j(
  'a keeper post with a JSON body that is not an object answers 404, then 403, then 400 (the documented order), and changes nothing',
  async () => {
    const anon = new Client(y.srv.base);
    const k = key(y.slug, 1);
    for (const action of ['live', 'final']) {
      for (const body of NON_OBJECTS) {
        await refused(await anon.json(`/keeper/${y.slug}/9/${action}?k=${k}`, body), 404);
        await refused(await anon.json(`/keeper/${y.slug}/1/${action}?k=wrong`, body), 403);
        const error = await refused(await anon.json(`/keeper/${y.slug}/1/${action}?k=${k}`, body), 400);
        assert.match(error, /object/);
      }
    }
    const state = await y.c.state(y.slug);
    const m = state.courts[0].match;
    assert.is(m.id, y.match);
    assert.equal([m.live?.a ?? 0, m.live?.b ?? 0], [0, 0]);
    assert.is(m.status, 'live');
  },
);

j.run();
