// Invisible characters in names through the real server: every door stores names without them,
// so a look-alike of a registered team is refused as the same name, and a name of nothing visible is refused.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Client, PASSWORD, serverFor } from '../fixtures/server.js';

const test = suite('invisible characters in names');
const { srv, c } = serverFor(test);

const TEAM = { captain: 'Ana', phone: '555 123 4567', players: 2, playerNames: '' };

test('registering "Sand\\u200BSharks" while "SandSharks" is registered is refused as the same name, on the form and in JSON', async () => {
  const slug = await c.create({ name: 'Look Alike Cup' });
  assert.is((await c.register(slug, { name: 'SandSharks' })).status, 303);

  const form = await c.register(slug, { name: 'Sand\u200BSharks' });
  assert.is(form.status, 400);
  assert.ok((await form.text()).includes('A team named &quot;SandSharks&quot; is already registered'), 'the form names the clash');

  const json = await c.json(`/t/${slug}/register`, { name: 'Sand\u200BSharks', ...TEAM });
  assert.is(json.status, 400);
  assert.match(((await json.json()) as { error: string }).error, /A team named "SandSharks" is already registered/);

  const st = await c.state(slug);
  assert.equal(
    st.teams.map((x: { name: string }) => x.name),
    ['SandSharks'],
  );
});

test('a name with a word joiner, a soft hyphen or a joiner between letters is stored without them, wherever it comes in', async () => {
  const slug = await c.create({ name: 'Clean\u200B Names\u2060 Cup' });
  assert.is((await c.register(slug, { name: 'Dig\u2060Dug', playerNames: 'Bo\u00AD\nCy' })).status, 303);
  await c.act(`/admin/t/${slug}/team`, { op: 'add', name: 'Net\u200DNinjas', captain: 'Bo', players: 2 });
  const st = await c.state(slug);
  assert.is(st.name, 'Clean Names Cup');
  assert.equal(st.teams.map((x: { name: string }) => x.name).sort(), ['DigDug', 'NetNinjas']);
  assert.not.ok(/\u200B|\u200D|\u2060|\u00AD/.test(JSON.stringify(st)), 'no invisible character in the public document');
});

test('a name of only invisible characters is refused with a sentence saying so: team, tournament, desk name', async () => {
  const slug = await c.create({ name: 'Nothing Visible Cup' });
  const reg = await c.json(`/t/${slug}/register`, { name: '\u200B\u2060', ...TEAM });
  assert.is(reg.status, 400);
  assert.match(((await reg.json()) as { error: string }).error, /The team name has only invisible characters/);

  const created = await c.json('/admin/new', {
    name: '\u200D',
    date: '2026-06-01',
    courtCount: 1,
    teamSize: 2,
    pointsTo: 21,
    winBy: 2,
    cap: 0,
    bestOf: 1,
    stages: 'pool',
  });
  assert.is(created.status, 400);
  assert.match(((await created.json()) as { error: string }).error, /The tournament name has only invisible characters/);

  const desk = new Client(srv.base);
  const login = await desk.json('/admin/login', { password: PASSWORD, name: '\u200B' });
  assert.is(login.status, 400);
  assert.match(((await login.json()) as { error: string }).error, /The desk name has only invisible characters/);
});

test.run();
