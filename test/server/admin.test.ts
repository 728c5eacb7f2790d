// Organizer routes (docs/api.md, Organizer routes and Organizer answers): creation validation, the form/JSON answer convention, every action, desk pages.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { csvCell } from '../../server/http/csv.js';
import { key, serverFor } from '../fixtures/server.js';
import { CREATE_PARAMS } from '../../harness/http-client.js';

const t = suite('organizer');
const { c } = serverFor(t, { env: { PUBLIC_URL: 'https://play.example.org/' } });

const good = { ...CREATE_PARAMS, name: 'Valid Cup', bestOf: 3 };

t('creation refuses each bad value with a message naming the field', async () => {
  const bad: [string, unknown, RegExp][] = [
    ['name', '   ', /name/i],
    ['name', 'x'.repeat(81), /name/i],
    ['date', '2026-02-30', /date/i],
    ['date', '01/06/2026', /date/i],
    ['courtCount', 0, /court/i],
    ['courtCount', 65, /court/i],
    ['teamSize', 13, /team size/i],
    ['pointsTo', 100, /points to/i],
    ['winBy', 6, /win by/i],
    ['cap', 20, /cap/i],
    ['bestOf', 2, /best of/i],
    ['stages', 'bracket,cup', /stages/i],
  ];
  for (const [field, value, pattern] of bad) {
    const res = await c.json('/admin/new', { ...good, [field]: value });
    assert.is(res.status, 400, `${field}=${value}`);
    const body = await res.json();
    assert.is(body.ok, false);
    assert.match(body.error, pattern, `${field}: ${body.error}`);
    assert.ok(body.error.includes(field), `the message names the parameter ${field}: ${body.error}`);
    assert.type(body.fields?.[field], 'string', `fields.${field} holds the problem`);
  }
  const many = await (await c.json('/admin/new', { ...good, courtCount: 0, teamSize: 0 })).json();
  assert.match(many.error, /courtCount/);
  assert.match(many.error, /teamSize/);
  const form = await c.form('/admin/new', { ...good, bestOf: 4 });
  assert.is(form.status, 303);
  assert.match(form.headers.get('location')!, /^\/admin\?error=/);
});

t('creation answers JSON with the slug, a form post with a 303 to the new desk; taken slugs get -2', async () => {
  const a = await c.json('/admin/new', { ...good, name: 'Café  Ünïcode Cup!' });
  assert.is(a.status, 200);
  const body = await a.json();
  assert.is(body.ok, true);
  assert.type(body.msg, 'string');
  assert.is(body.slug, 'cafe-unicode-cup');
  const b = await c.form('/admin/new', { ...good, name: 'Cafe Unicode Cup' });
  assert.is(b.status, 303);
  assert.match(b.headers.get('location')!, /^\/admin\/t\/cafe-unicode-cup-2\?msg=/);
  const s = await c.state('cafe-unicode-cup-2');
  assert.is(s.phase, 'checkin', 'a new tournament starts in checkin');
});

t('every action: form post 303 to the desk with msg or error; JSON {ok,msg} or 400 {ok:false,error}', async () => {
  const slug = await c.create({ name: 'Action Cup', courtCount: 2, bestOf: 3, stages: 'pool,bracket' });
  const desk = `/admin/t/${slug}`;
  const formOk = async (action: string, fields: Record<string, string | number>) => {
    const res = await c.form(`${desk}/${action}`, fields);
    assert.is(res.status, 303, action);
    const loc = res.headers.get('location')!;
    assert.ok(loc.startsWith(`${desk}?msg=`), `${action}: ${decodeURIComponent(loc)}`);
  };
  const formErr = async (action: string, fields: Record<string, string | number>) => {
    const res = await c.form(`${desk}/${action}`, fields);
    assert.is(res.status, 303, action);
    assert.ok(res.headers.get('location')!.startsWith(`${desk}?error=`), `${action} should fail`);
  };
  const jsonErr = async (action: string, body: unknown) => {
    const res = await c.json(`${desk}/${action}`, body);
    assert.is(res.status, 400, action);
    const out = await res.json();
    assert.is(out.ok, false);
    assert.type(out.error, 'string');
  };

  await formOk('team', { op: 'add', name: 'Alpha', captain: 'A Cap', players: 2 });
  await formOk('team', { op: 'add', name: 'Bravo', captain: 'B Cap', players: 2 });
  await formOk('team', { op: 'add', name: 'Charlie', captain: 'C Cap', players: 2, phone: '555 000 1111' });
  await c.act(`${desk}/team`, { op: 'add', name: 'Delta', captain: 'D Cap', players: 3 });
  await formErr('team', { op: 'add', name: 'alpha', captain: 'dup', players: 2 });
  await jsonErr('team', { op: 'add', name: 'Echo', captain: 'E', players: 9 });
  await jsonErr('team', { op: 'fly' });
  let s = await c.state(slug);
  const [alpha, bravo, charlie, delta] = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((n) => s.teams.find((x: any) => x.name === n));
  await formOk('team', { op: 'edit', id: delta.id, name: 'Delta Force', captain: 'D Cap', players: 2 });
  await formOk('team', { op: 'seed', id: delta.id, seed: 1 });
  await c.act(`${desk}/team`, { op: 'add', name: 'Foxtrot', captain: 'F', players: 2 });
  s = await c.state(slug);
  const fox = s.teams.find((x: any) => x.name === 'Foxtrot');
  await formOk('team', { op: 'remove', id: fox.id });
  await jsonErr('team', { op: 'remove', id: 'nobody' });

  await formOk('banner', { banner: 'Welcome!' });
  assert.is((await c.state(slug)).banner, 'Welcome!');
  await formOk('banner', { banner: '   ' });
  assert.is((await c.state(slug)).banner, null, 'a blank banner clears it');
  await formOk('broadcast', { text: 'Warm-up starts now' });
  assert.is((await c.state(slug)).recentAlerts[0].kind, 'broadcast');
  await formErr('broadcast', { text: '' });
  await formOk('notes', { notes: 'Bring water' });
  assert.is((await c.state(slug)).notes, 'Bring water');

  await formErr('phase', { phase: 'live' });
  await jsonErr('phase', { phase: 'live' });
  await jsonErr('phase', { phase: 'party' });
  await formErr('generate', { what: 'pools', poolSize: 'abc' });
  await formErr('generate', { what: 'cake' });
  await formOk('generate', { what: 'pools', poolSize: 2 });
  s = await c.state(slug);
  assert.is(s.pools.length, 2);
  await formOk('regenerate', {});
  assert.is((await c.state(slug)).pools.length, 0);
  await c.act(`${desk}/generate`, { what: 'pools', poolSize: 2 });
  await formOk('phase', { phase: 'live' });
  s = await c.state(slug);
  const liveMatches = s.courts.map((ct: any) => ct.match).filter(Boolean);
  assert.is(liveMatches.length, 2);
  const [m1, m2] = liveMatches;

  await c.act(`${desk}/live`, { match: m1.id, a: 5, b: 3 });
  assert.equal((await c.state(slug)).courts.find((ct: any) => ct.match?.id === m1.id).match.live, [5, 3]);
  await jsonErr('live', { match: m1.id, a: 'five', b: 3 });
  await formErr('score', { match: m1.id, sets: '21-20' });
  await formErr('score', { match: m1.id, sets: 'banana' });
  await formOk('court', { court: 1, op: 'pause', reason: 'net broken' });
  s = await c.state(slug);
  assert.is(s.courts[0].status, 'paused');
  await formOk('court', { court: 1, op: 'resume', reason: '' });
  await formErr('court', { court: 1, op: 'explode' });
  await formErr('swap', { match: m1.id, court: 9 });
  await formOk('swap', { match: m1.id, court: m1.court === 1 ? 2 : 1 });
  await formErr('pushback', { match: m2.id });
  await formOk('score', { match: m1.id, sets: '21-15, 18-21, 21-10' });
  s = await c.state(slug);
  const decided = [...s.pools.flatMap((p: any) => p.matches)].find((m: any) => m.id === m1.id);
  assert.equal(decided.sets, [
    [21, 15],
    [18, 21],
    [21, 10],
  ]);
  await formErr('regenerate', {});
  const live2 = s.courts.find((ct: any) => ct.match && ct.match.id !== m2.id && ct.match.status === 'live')?.match ?? m2;
  await formOk('forfeit', { match: live2.id, team: live2.a.id });
  await formErr('forfeit', { match: 'nope', team: alpha.id });
  s = await c.state(slug);
  const pending = s.upNext.find((m: any) => m.status === 'pending' || m.status === 'on_deck');
  if (pending) await formOk('pushback', { match: pending.id });
  await formOk('withdraw', { id: charlie.id, mode: 'forfeit' });
  await formErr('withdraw', { id: bravo.id, mode: 'maybe' });
  s = await c.state(slug);
  assert.ok(s.withdrawn.some((x: any) => x.id === charlie.id));
  await formOk('phase', { phase: 'final' });
  await formOk('phase', { phase: 'checkin' });
  assert.is((await c.state(slug)).phase, 'checkin');

  const unknown = await c.form(`${desk}/teleport`, {});
  assert.is(unknown.status, 404);
  const noSlug = await c.json('/admin/t/no-such/banner', { banner: 'x' });
  assert.is(noSlug.status, 404);
  const noSlugForm = await c.form('/admin/t/no-such/banner', { banner: 'x' });
  assert.is(noSlugForm.status, 404, 'an unknown tournament is a 404 page for form posts too');
  void bravo;
});

t('desk pages: home, desk with msg, registration QR page and PNG, keeper QR page with one link per court', async () => {
  const slug = await c.create({ name: 'Pages Cup', courtCount: 3 });
  const home = await c.get('/admin');
  assert.is(home.status, 200);
  assert.match(await home.text(), /Pages Cup/);
  const desk = await c.get(`/admin/t/${slug}?msg=${encodeURIComponent('All good')}`);
  assert.is(desk.status, 200);
  assert.is(desk.headers.get('cache-control'), 'no-store');
  assert.match(await desk.text(), /All good/);
  const qr = await c.get(`/admin/t/${slug}/qr`);
  assert.is(qr.status, 200);
  const qrHtml = await qr.text();
  assert.match(qrHtml, /<svg/);
  assert.match(qrHtml, new RegExp(`https://play.example.org/t/${slug}`), 'PUBLIC_URL is the base of printed links');
  const png = await c.get(`/admin/t/${slug}/qr.png`);
  assert.is(png.status, 200);
  assert.is(png.headers.get('content-type'), 'image/png');
  const bytes = new Uint8Array(await png.arrayBuffer());
  assert.equal([...bytes.slice(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
  const kq = await c.get(`/admin/t/${slug}/keeper-qr`);
  assert.is(kq.status, 200);
  const links = new Set((await kq.text()).match(/https:\/\/play\.example\.org\/keeper\/[^/]+\/\d+\?k=[A-Za-z0-9_-]{43}/g));
  assert.is(links.size, 3);
  for (const path of ['', '/qr', '/qr.png', '/keeper-qr', '/events.csv']) {
    assert.is((await c.get(`/admin/t/no-such${path}`)).status, 404, path);
  }
});

t('events.csv exports every event with CSV quoting and formula cells defused', async () => {
  const slug = await c.create({ name: 'Csv Cup' });
  await c.act(`/admin/t/${slug}/banner`, { banner: '=HYPERLINK("http://evil")' });
  await c.act(`/admin/t/${slug}/team`, {
    op: 'add',
    name: '@risky, "quoted"',
    captain: 'Secret Captain',
    players: 2,
    phone: '555 999 8888',
  });
  await c.json(`/admin/t/${slug}/phase`, { phase: 'live' });
  await c.json(`/admin/t/${slug}/generate`, { what: 'cake' });
  const res = await c.get(`/admin/t/${slug}/events.csv`);
  assert.is(res.status, 200);
  assert.match(res.headers.get('content-type')!, /^text\/csv/);
  const csv = await res.text();
  const lines = csv.trim().split('\r\n');
  assert.is(lines[0], 'at,actor,action,detail,ok');
  assert.is(lines.length, 6, 'create, banner, team, the refused phase change, the malformed generate');
  assert.match(lines[5]!, /"generate","refused: what must be one of pools, bracket\.","rejected"$/);
  assert.match(csv, /"banner ""=HYPERLINK\(""http:\/\/evil""\)"""/);
  assert.match(csv, /"team ""@risky, ""quoted""""/);
  assert.match(lines[4]!, /"phase","phase live: .*","rejected"$/);
  assert.not.match(csv, /Secret Captain|555 999 8888/, 'no private data in the events table');
  for (const line of lines.slice(1)) for (const cell of line.match(/"(?:[^"]|"")*"/g)!) assert.not.match(cell, /^"[=+\-@]/);
});

t('delete needs confirm=yes, then removes the tournament and its data', async () => {
  const slug = await c.create({ name: 'Doomed Cup' });
  const no = await c.form(`/admin/t/${slug}/delete`, { confirm: 'no' });
  assert.match(no.headers.get('location')!, new RegExp(`^/admin/t/${slug}\\?error=`));
  assert.is((await c.get(`/t/${slug}/state.json`)).status, 200);
  const yes = await c.form(`/admin/t/${slug}/delete`, { confirm: 'yes' });
  assert.is(yes.status, 303);
  assert.match(yes.headers.get('location')!, /^\/admin\?msg=/);
  assert.is((await c.get(`/t/${slug}/state.json`)).status, 404);
  assert.is((await c.get(`/t/${slug}`)).status, 404);
  const again = await c.json(`/admin/t/${slug}/delete`, { confirm: 'yes' });
  assert.is(again.status, 404);
  const recreated = await c.create({ name: 'Doomed Cup' });
  assert.is(recreated, slug, 'a deleted slug is free again');
  const csv = await (await c.get(`/admin/t/${slug}/events.csv`)).text();
  assert.is(csv.trim().split('\r\n').length, 2, 'the old events went with it');
});

t('the trimmed tournament name is stored', async () => {
  const slug = await c.create({ name: '   Spaced  Cup   ' });
  assert.is(slug, 'spaced-cup');
  assert.is((await c.state(slug)).name, 'Spaced  Cup');
});

t('the desk shows one score keeper QR code per court, with the signed link, before play exists', async () => {
  const slug = await c.create({ name: 'Keeper Codes Cup', courtCount: 3 });
  const page = await (await c.get(`/admin/t/${slug}`)).text();
  const section = /<section class="panel" id="keepers">[\s\S]*?<\/section>/.exec(page)?.[0] ?? '';
  assert.ok(section, 'a keeper codes section');
  assert.is(section.match(/<svg/g)?.length, 3, 'one QR code per court');
  for (let court = 1; court <= 3; court++)
    assert.ok(section.includes(`/keeper/${slug}/${court}?k=${key(slug, court)}`), `court ${court} link`);
});

t('CSV cells: a formula-looking value is defused with a quote, and quotes inside are doubled', () => {
  assert.is(csvCell('=1+1'), `"'=1+1"`);
  assert.is(csvCell('-5'), `"'-5"`);
  assert.is(csvCell('say "hi", ok'), '"say ""hi"", ok"');
});

t('every organizer route of an unknown or deleted tournament answers 404, form posts included', async () => {
  const slug = await c.create({ name: 'Gone Cup' });
  assert.is((await c.form(`/admin/t/${slug}/delete`, { confirm: 'yes' })).status, 303);
  for (const [path, fields] of [
    ['phase', { phase: 'live' }],
    ['banner', { banner: 'x' }],
    ['delete', { confirm: 'yes' }],
  ] as const) {
    const form = await c.form(`/admin/t/${slug}/${path}`, fields);
    assert.is(form.status, 404, `form ${path}`);
    assert.match(form.headers.get('content-type') ?? '', /text\/html/);
    assert.match(await form.text(), /There is no tournament/);
    const json = await c.json(`/admin/t/${slug}/${path}`, fields);
    assert.is(json.status, 404, `json ${path}`);
    assert.equal(await json.json(), { ok: false, error: `There is no tournament "${slug}".` });
  }
  for (const path of [`/admin/t/${slug}`, `/admin/t/${slug}/qr`, `/admin/t/${slug}/keeper-qr`, `/t/${slug}`, `/t/${slug}/state.json`]) {
    assert.is((await c.get(path)).status, 404, path);
  }
});

t.run();
