// Rules per stage, the deciding set and work teams through the real server (docs/api.md, Rules per stage and Work teams): creation by form and
// JSON, keeper finals and desk scores checked by the match's stage, and what state.json and the desk show.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { key, serverFor } from '../fixtures/server.js';
import { CREATE_PARAMS } from '../../harness/http-client.js';

const t = suite('stage rules and work teams');
const { c } = serverFor(t);

const BASE = { ...CREATE_PARAMS, name: 'Stage Cup', courtCount: 1 };

t('a bad bracket rule or deciding set is refused by both doors with a message naming the parameter, and nothing is created', async () => {
  const before = (await (await c.get('/healthz')).json()).tournaments;
  for (const [field, value, words] of [
    ['bracketBestOf', 2, /bracketBestOf/],
    ['bracketPointsTo', 0, /bracketPointsTo/],
    ['bracketWinBy', 6, /bracketWinBy/],
    ['bracketCap', 5, /bracketCap/],
    ['decidingSetTo', 100, /decidingSetTo/],
  ] as const) {
    const json = await c.json('/admin/new', { ...BASE, [field]: value });
    assert.is(json.status, 400, field);
    const body = await json.json();
    assert.match(body.error, words);
    assert.ok(body.fields[field], `fields.${field}`);
    const form = await c.form('/admin/new', { ...BASE, [field]: String(value) });
    assert.is(form.status, 303);
    assert.match(decodeURIComponent(form.headers.get('location') ?? ''), words);
  }
  assert.is((await (await c.get('/healthz')).json()).tournaments, before, 'no tournament was created');
});

t('state.json shows the bracket rules and the deciding set, the main values and 0 when left out', async () => {
  const plain = await c.state(await c.create({ name: 'Plain Cup', bestOf: 3, cap: 23 }));
  assert.equal(plain.rules, {
    teamSize: 2,
    pointsTo: 21,
    winBy: 2,
    cap: 23,
    bestOf: 3,
    tiebreaks: ['headToHead', 'setRatio', 'pointRatio', 'pointDiff', 'seed'],
    bracket: { pointsTo: 21, winBy: 2, cap: 23, bestOf: 3 },
    decidingSetTo: 0,
  });
  // a form leaves the optional fields blank
  const res = await c.form('/admin/new', {
    ...BASE,
    name: 'Form Cup',
    bracketBestOf: '3',
    bracketPointsTo: '',
    bracketWinBy: '',
    bracketCap: '',
    decidingSetTo: '15',
  });
  assert.is(res.status, 303);
  const slug = /\/admin\/t\/([^?]+)/.exec(res.headers.get('location') ?? '')![1]!;
  const s = await c.state(slug);
  assert.equal(s.rules.bracket, { pointsTo: 21, winBy: 2, cap: 0, bestOf: 3 });
  assert.is(s.rules.decidingSetTo, 15);
  assert.is(s.rules.bestOf, 1, 'the pool rules stay as given');
});

t('a keeper final is checked by the bracket rules, the deciding set to 15; pool scores by the pool rules', async () => {
  const slug = await c.create({ name: 'Final Rules Cup', bracketBestOf: 3, decidingSetTo: 15 });
  for (const name of ['Sand Sharks', 'Dig Dug']) assert.is((await c.register(slug, { name })).status, 303);
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 2 });
  const pool = (await c.state(slug)).pools[0].matches[0];
  const three = await c.json(`/admin/t/${slug}/score`, { match: pool.id, sets: '21-15, 18-21, 15-13' });
  assert.is(three.status, 400);
  assert.match((await three.json()).error, /best of 1/);
  await c.act(`/admin/t/${slug}/score`, { match: pool.id, sets: '21-15' });
  await c.act(`/admin/t/${slug}/generate`, { what: 'bracket', perPool: 2, wildcards: 0, type: 'single' });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  const final = (await c.state(slug)).courts[0].match;
  assert.is(final.stage, 'final');
  const post = (sets: number[][]) => c.json(`/keeper/${slug}/1/final`, { k: key(slug, 1), match: final.id, sets });
  const one = await post([[21, 15]]);
  assert.is(one.status, 400);
  assert.match((await one.json()).error, /best of 3 match is won with 2/);
  const long = await post([
    [21, 15],
    [18, 21],
    [21, 13],
  ]);
  assert.is(long.status, 400);
  assert.is((await long.json()).error, 'Set 3 (21-13) went past its end: at 15 win by 2 it ends 15-13.');
  const ok = await post([
    [21, 15],
    [18, 21],
    [15, 13],
  ]);
  assert.is(ok.status, 200);
  assert.equal((await ok.json()).match.sets, [
    [21, 15],
    [18, 21],
    [15, 13],
  ]);
});

t('pools drawn with workTeams give every pool match a work team in state.json; without, every match carries workTeam null', async () => {
  const slug = await c.create({ name: 'Work Cup', courtCount: 2 });
  const names = ['Sand Sharks', 'Dig Dug', 'Net Ninjas', 'Ace Ventura', 'Spike Lee'];
  for (const name of names) await c.register(slug, { name });
  // a form's checkbox
  assert.is((await c.form(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 5, workTeams: '1' })).status, 303);
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  const s = await c.state(slug);
  const all = [...s.pools.flatMap((p: any) => p.matches), ...s.upNext, ...s.courts.map((x: any) => x.match).filter(Boolean)];
  for (const m of all) {
    assert.ok(m.workTeam && names.includes(m.workTeam.name), `${m.id} has a work team`);
    assert.ok(m.workTeam.id !== m.a.id && m.workTeam.id !== m.b.id, `${m.id} is not worked by a side`);
  }
  const duties = names.map((n) => s.pools[0].matches.filter((m: any) => m.workTeam.name === n).length);
  assert.equal(duties, [2, 2, 2, 2, 2], 'ten matches, two duties each');
  assert.ok(
    s.recentAlerts.some((a: any) => a.kind === 'on_deck' && /; work team: .+$/.test(a.text)),
    'the on-deck call names the work team',
  );
  const events = await (await c.get(`/admin/t/${slug}/events.csv`)).text();
  assert.match(events, /pools of 5, with work teams/);

  const plain = await c.create({ name: 'No Work Cup' });
  for (const name of names.slice(0, 3)) await c.register(plain, { name });
  await c.act(`/admin/t/${plain}/generate`, { what: 'pools', poolSize: 3 });
  for (const m of (await c.state(plain)).pools[0].matches) assert.is(m.workTeam, null);
});

t('the desk offers work teams when drawing pools, and the creation form the bracket rules', async () => {
  const slug = await c.create({ name: 'Desk Form Cup' });
  const desk = await (await c.get(`/admin/t/${slug}`)).text();
  assert.match(desk, /<input type="checkbox" id="workTeams" name="workTeams" value="1">/);
  const home = await (await c.get('/admin')).text();
  for (const name of ['bracketBestOf', 'bracketPointsTo', 'bracketWinBy', 'bracketCap', 'decidingSetTo'])
    assert.match(home, new RegExp(`name="${name}"`));
});

t.run();
