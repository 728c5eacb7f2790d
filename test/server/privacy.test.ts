// Private team data never leaves through public outputs (docs/api.md, Persistence and pushes), and hostile text is escaped in every page.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { codeFrom, Feed, key, serverFor } from '../fixtures/server.js';

const t = suite('privacy and escaping');
const { srv, c } = serverFor(t);

const PRIVATE = {
  captain: 'Zebedee Quarrington',
  phone: '+44 7700 900123',
  playerNames: 'Ulrika Vandersloot\nPhineas Oddbody',
};
const SECRETS = [PRIVATE.captain, '7700 900123', '7700900123', 'Ulrika Vandersloot', 'Phineas Oddbody'];
const codeIn = (code: string) => new RegExp(`(?<![A-Za-z0-9])${code}(?![A-Za-z0-9])`);

t('no captain, phone, player name or team code in state.json, /ws messages or any public page', async () => {
  const slug = await c.create({ name: 'Privacy Cup', courtCount: 1, teamSize: 2 });
  const feed = new Feed(`${srv.base.replace('http', 'ws')}/ws/${slug}`);
  await feed.opened;
  const res = await c.register(slug, { name: 'Private Eyes', players: 2, ...PRIVATE });
  const code = codeFrom(res);
  const other = codeFrom(await c.register(slug, { name: 'Open Book', captain: 'Plain Pat', phone: '555 222 3333' }));
  await c.act(`/admin/t/${slug}/team`, { op: 'add', name: 'Desk Added', captain: 'Hidden Hortensia', players: 2, phone: '555 444 6666' });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 3 });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  await feed.until((d) => d.phase === 'live');
  const s = await c.state(slug);
  const teamIds: string[] = s.teams.map((x: any) => x.id);

  const outputs: [string, string][] = [
    ['state.json', JSON.stringify(s)],
    ...feed.messages.map((m, i) => [`ws #${i}`, m] as [string, string]),
  ];
  const pages = [
    '/',
    `/t/${slug}`,
    `/t/${slug}/display`,
    ...teamIds.map((id) => `/t/${slug}/teams/${id}`),
    `/t/${slug}/team/${other}`,
    `/keeper/${slug}/1?k=${key(slug, 1)}`,
  ];
  for (const path of pages) {
    const r = await fetch(srv.base + path);
    assert.is(r.status, 200, path);
    outputs.push([path, await r.text()]);
  }
  for (const [where, text] of outputs) {
    for (const secret of [...SECRETS, 'Hidden Hortensia', '555 444 6666'])
      assert.not.ok(text.includes(secret), `${where} leaks "${secret}"`);
    assert.not.match(text, codeIn(code), `${where} leaks the team code`);
    if (!where.includes(other)) assert.not.match(text, codeIn(other), `${where} leaks another team code`);
    assert.not.match(text, /"(captain|phone|playerNames|code)"\s*:/, `${where} has a private field`);
  }
  const own = await (await fetch(`${srv.base}/t/${slug}/team/${code}`)).text();
  assert.match(own, codeIn(code), 'the code page may show the team its own code');
  feed.close();
});

const HOSTILE_TEAM = '<script>alert(1)</script>';
const HOSTILE_BANNER = '<img src=x onerror=alert(2)>';
const HOSTILE_NAME = '<i>Evil</i> "Cup" & Co';
const RAW = [/<script>alert/, /<img src=x/, /<i>Evil<\/i>/];

t('hostile team names, banners and tournament names are escaped in every page and verbatim in JSON', async () => {
  const slug = await c.create({ name: HOSTILE_NAME, courtCount: 1 });
  const code = codeFrom(await c.register(slug, { name: HOSTILE_TEAM, captain: '<b>cap</b>', playerNames: '<u>p</u>' }));
  await c.register(slug, { name: 'Plain Team' });
  await c.act(`/admin/t/${slug}/banner`, { banner: HOSTILE_BANNER });
  await c.act(`/admin/t/${slug}/broadcast`, { text: '<script>alert(3)</script>' });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 2 });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  const s = await c.state(slug);
  assert.is(s.name, HOSTILE_NAME);
  assert.is(s.banner, HOSTILE_BANNER);
  assert.ok(
    s.teams.some((x: any) => x.name === HOSTILE_TEAM),
    'JSON keeps text verbatim',
  );
  const hostileId = s.teams.find((x: any) => x.name === HOSTILE_TEAM).id;

  const pages = [
    '/',
    `/t/${slug}`,
    `/t/${slug}/display`,
    `/t/${slug}/teams/${hostileId}`,
    `/t/${slug}/team/${code}?new=1`,
    `/t/${slug}/team/${code}`,
    `/keeper/${slug}/1?k=${key(slug, 1)}`,
    '/admin',
    `/admin/t/${slug}`,
    `/admin/t/${slug}/qr`,
    `/admin/t/${slug}/keeper-qr`,
  ];
  for (const path of pages) {
    const res = await c.get(path);
    assert.is(res.status, 200, path);
    const html = await res.text();
    for (const raw of RAW) assert.not.match(html, raw, `${path} holds raw ${raw}`);
    assert.not.match(html, /<b>cap<\/b>|<u>p<\/u>/, path);
  }
  const desk = await (await c.get(`/admin/t/${slug}`)).text();
  assert.match(desk, /&lt;script&gt;alert\(1\)/, 'the desk shows the name, escaped');

  const open = await c.create({ name: 'Escape Form Cup' });
  const rerender = await c.register(open, { name: HOSTILE_TEAM, captain: '"><script>alert(4)</script>', phone: '1' });
  assert.is(rerender.status, 400);
  const html = await rerender.text();
  assert.not.match(html, /<script>alert/);
  assert.not.match(html, /"><script/);
  const withMsg = await c.get(`/admin/t/${slug}?error=${encodeURIComponent('<script>alert(5)</script>')}`);
  assert.not.match(await withMsg.text(), /<script>alert/);
  const login = await c.get(`/admin/login?next=${encodeURIComponent('/"><script>alert(6)</script>')}`);
  assert.not.match(await login.text(), /<script>alert/);
});

t.run();
