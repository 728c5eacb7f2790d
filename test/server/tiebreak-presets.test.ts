// Tiebreak orders and sport presets through the real server (docs/api.md, Tiebreak orders and sport presets): POST /admin/new
// by JSON and by form (the desk's and the event desk's), bad values refused on their field with nothing created,
// state.json's rules.tiebreaks and standings' rankingPoints, a form whose sport changed without scripts, and a stored
// tournament read back after a restart.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PRESETS } from '../../shared/engine/presets.js';
import { serverFor } from '../fixtures/server.js';
import { CREATE_PARAMS } from '../../harness/http-client.js';

const t = suite('tiebreak orders and sport presets');
const { c, srv, restart } = serverFor(t);

const BASE = { ...CREATE_PARAMS, name: 'Order Cup' };
const DEFAULT_ORDER = ['headToHead', 'setRatio', 'pointRatio', 'pointDiff', 'seed'];
const count = async () => (await (await c.get('/healthz')).json()).tournaments as number;
const form = (fields: Record<string, string | number>) => c.form('/admin/new', fields, { origin: srv.base });
const flash = (res: Response) => new URL(res.headers.get('location') ?? '', 'http://x');

t('a bad tiebreak order or sport is refused on its field by JSON and by form, and nothing is created', async () => {
  const before = await count();
  for (const [tiebreaks, words] of [
    ['headToHead, wins', /"wins" is not a criterion/],
    ['setRatio,setRatio', /setRatio is listed twice/],
    ['', /at least one criterion/],
    [' , ', /at least one criterion/],
    [[], /at least one criterion/],
    [[1, 2], /comma-separated list/],
  ] as const) {
    const res = await c.json('/admin/new', { ...BASE, tiebreaks });
    assert.is(res.status, 400, JSON.stringify(tiebreaks));
    const body = await res.json();
    assert.match(body.error, words);
    assert.match(body.fields.tiebreaks, words, 'the problem sits on the tiebreaks field');
    if (typeof tiebreaks === 'string') {
      const post = await form({ ...BASE, tiebreaks });
      assert.is(post.status, 303);
      assert.match(flash(post).searchParams.get('error') ?? '', words);
    }
  }
  const sport = await (await c.json('/admin/new', { ...BASE, preset: 'curling' })).json();
  assert.match(sport.fields.preset, /beach-volleyball, indoor-volleyball, pickleball, badminton, padel, cornhole/);
  assert.is(await count(), before, 'no tournament was created');
});

t('the order given is the one state.json shows; standings carry ranking points only when it lists them', async () => {
  const plain = await c.state(await c.create({ name: 'Plain Order Cup' }));
  assert.equal(plain.rules.tiebreaks, DEFAULT_ORDER, 'left out: the default order');

  const slug = await c.createWithTeams('Points Cup', 3, {
    bestOf: 3,
    decidingSetTo: 15,
    tiebreaks: 'rankingPoints, setRatio, pointRatio, headToHead, seed',
  });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'closed' });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 3 });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  let s = await c.state(slug);
  assert.equal(s.rules.tiebreaks, ['rankingPoints', 'setRatio', 'pointRatio', 'headToHead', 'seed']);
  // Side A wins 2-0 (3 points to 0), then 2-1 (2 to 1), then side B wins 2-1 (2 to 1).
  const results = ['21-15, 21-15', '21-15, 15-21, 15-10', '15-21, 21-15, 10-15'];
  const expected = new Map<string, number>();
  const add = (id: string, n: number) => expected.set(id, (expected.get(id) ?? 0) + n);
  s.pools[0].matches.forEach((m: any, i: number) => {
    const [aPts, bPts] = [
      [3, 0],
      [2, 1],
      [1, 2],
    ][i]!;
    add(m.a.id, aPts!);
    add(m.b.id, bPts!);
  });
  for (const [i, m] of s.pools[0].matches.entries()) await c.act(`/admin/t/${slug}/score`, { match: m.id, sets: results[i] });
  s = await c.state(slug);
  for (const row of s.pools[0].standings) assert.is(row.rankingPoints, expected.get(row.teamId), row.name);
  const board = await (await c.get(`/t/${slug}`)).text();
  assert.match(board, /<abbr title="Ranking points">Pts<\/abbr>/);
  assert.match(board, /Ties broken by ranking points, then set ratio, then point ratio, then head-to-head, then seed\./);
  const sheet = await (await c.get(`/admin/t/${slug}/print/pools`)).text();
  assert.match(sheet, /<th scope="col">Ranking points<\/th><th scope="col">Rank<\/th>/, 'the printed pool sheet has the column');
  assert.match(sheet, /Ties broken by ranking points, then set ratio/);
  const top = s.pools[0].standings[0];
  assert.ok(sheet.includes(`<td class="box num">${top.rankingPoints}</td><td class="box num">1</td>`), 'the leader’s points beside rank 1');

  const none = await c.createWithTeams('No Points Cup', 3);
  await c.act(`/admin/t/${none}/phase`, { phase: 'closed' });
  await c.act(`/admin/t/${none}/generate`, { what: 'pools', poolSize: 3 });
  const plainRows = (await c.state(none)).pools[0].standings;
  assert.ok(
    plainRows.every((r: any) => !('rankingPoints' in r)),
    'no rankingPoints without the criterion',
  );
});

t('a preset fills every rule left out, explicit fields win, and a JSON list of names is taken as the order', async () => {
  const { date, courtCount, stages } = BASE;
  const badminton = await c.state(
    await c.create({
      name: 'Shuttle Open',
      date,
      courtCount,
      stages,
      preset: 'badminton',
      teamSize: undefined,
      pointsTo: undefined,
      winBy: undefined,
      cap: undefined,
      bestOf: undefined,
    }),
  );
  assert.equal(badminton.rules, {
    teamSize: 2,
    pointsTo: 21,
    winBy: 2,
    cap: 30,
    bestOf: 3,
    tiebreaks: ['headToHead', 'setRatio', 'pointDiff', 'seed'],
    bracket: { pointsTo: 21, winBy: 2, cap: 30, bestOf: 3 },
    decidingSetTo: 0,
  });
  const res = await c.json('/admin/new', {
    name: 'Indoor Cup',
    date,
    courtCount,
    stages,
    preset: 'indoor-volleyball',
    teamSize: 9,
    tiebreaks: ['rankingPoints', 'seed'],
  });
  const indoor = await c.state((await res.json()).slug);
  assert.equal(
    { ...indoor.rules },
    {
      teamSize: 9,
      pointsTo: 25,
      winBy: 2,
      cap: 0,
      bestOf: 5,
      tiebreaks: ['rankingPoints', 'seed'],
      bracket: { pointsTo: 25, winBy: 2, cap: 0, bestOf: 5 },
      decidingSetTo: 15,
    },
  );
  const pickle = await c.state(
    (await (await c.json('/admin/new', { name: 'Dink Day', date, courtCount, stages, preset: 'pickleball', pointsTo: 15 })).json()).slug,
  );
  assert.equal(
    pickle.rules.bracket,
    { pointsTo: 15, winBy: 2, cap: 0, bestOf: 3 },
    "the bracket's best of 3, its target following the explicit 15",
  );
  assert.is(pickle.rules.bestOf, 1);
  for (const [preset, def] of Object.entries(PRESETS)) {
    const made = await (await c.json('/admin/new', { name: `${def.label} Day`, date, courtCount, stages, preset })).json();
    assert.ok(made.ok, `${preset}: ${made.error}`);
    const r = (await c.state(made.slug)).rules;
    assert.is(r.pointsTo, Number(def.values.pointsTo), preset);
    assert.is(r.teamSize, Number(def.values.teamSize), preset);
    assert.is(r.tiebreaks.join(','), def.values.tiebreaks, preset);
  }
});

t(
  "the desk's form: the sport first, the order field; a sport chosen without scripts gives its rules to the fields left as drawn",
  async () => {
    const home = await (await c.get('/admin')).text();
    const create = home.slice(home.indexOf('id="create"'));
    assert.ok(create.indexOf('name="preset"') < create.indexOf('name="name"'), 'the sport comes first');
    assert.match(create, /<option value="beach-volleyball">Beach volleyball<\/option>/);
    assert.match(create, /name="tiebreaks"[^>]*value="headToHead, setRatio, pointRatio, pointDiff, seed"/);
    assert.match(create, /<input type="hidden" name="presetShown" value="">/);

    // As a browser without scripts posts it: every field as drawn, the sport changed, the team size typed over.
    const drawn = {
      teamSize: '2',
      pointsTo: '21',
      winBy: '2',
      cap: '0',
      bestOf: '1',
      decidingSetTo: '0',
      bracketBestOf: '',
      bracketPointsTo: '',
      bracketWinBy: '',
      bracketCap: '',
    };
    const res = await form({
      ...drawn,
      name: 'No Script Indoor',
      date: '2026-06-01',
      courtCount: '2',
      stages: 'pool,bracket',
      notes: '',
      preset: 'indoor-volleyball',
      presetShown: '',
      teamSize: '4',
      tiebreaks: 'headToHead, setRatio, pointRatio, pointDiff, seed',
    });
    assert.is(res.status, 303, flash(res).searchParams.get('error') ?? '');
    const slug = /\/admin\/t\/([^?]+)/.exec(flash(res).pathname)![1]!;
    const r = (await c.state(slug)).rules;
    assert.equal([r.teamSize, r.pointsTo, r.bestOf, r.decidingSetTo], [4, 25, 5, 15]);
    assert.equal(r.tiebreaks, ['rankingPoints', 'setRatio', 'pointRatio', 'headToHead', 'seed']);

    // With scripts the fields already hold the sport's values (presetShown names it): what is posted is taken as it is.
    const typed = await form({
      ...drawn,
      name: 'Scripted Indoor',
      date: '2026-06-01',
      courtCount: '2',
      stages: 'pool',
      notes: '',
      preset: 'indoor-volleyball',
      presetShown: 'indoor-volleyball',
      teamSize: '6',
      pointsTo: '21',
      tiebreaks: 'seed',
    });
    const r2 = (await c.state(/\/admin\/t\/([^?]+)/.exec(flash(typed).pathname)![1]!)).rules;
    assert.equal([r2.teamSize, r2.pointsTo, r2.bestOf, r2.tiebreaks], [6, 21, 1, ['seed']]);
  },
);

t("an event's division takes a preset and an order; a bad order re-renders the division form with the error on its field", async () => {
  const evRes = await c.form(
    '/admin/events/new',
    { name: 'Sand Day', date: '2026-08-01', courtCount: 3, restMin: 0, notes: '' },
    { origin: srv.base },
  );
  const event = flash(evRes).pathname.split('/').pop()!;
  const ok = await c.json('/admin/new', { event, name: 'Open Pairs', date: '2026-08-01', stages: 'pool', preset: 'beach-volleyball' });
  const made = await ok.json();
  assert.ok(made.ok, made.error);
  const r = (await c.state(made.slug)).rules;
  assert.equal([r.teamSize, r.pointsTo, r.bestOf, r.decidingSetTo, r.tiebreaks], [2, 21, 3, 15, ['headToHead', 'pointRatio', 'seed']]);
  const before = await count();
  const bad = await c.form(
    '/admin/new',
    {
      event,
      name: 'Bad Order',
      date: '2026-08-01',
      teamSize: 2,
      pointsTo: 21,
      winBy: 2,
      cap: 0,
      bestOf: 1,
      stages: 'pool',
      tiebreaks: 'seed, luck',
      preset: '',
      presetShown: '',
    },
    { origin: srv.base },
  );
  assert.is(bad.status, 400);
  const page = await bad.text();
  assert.match(page, /<p class="field-error" id="tiebreaks-error">Tiebreaks \(tiebreaks\): &quot;luck&quot; is not a criterion/);
  assert.match(page, /name="tiebreaks"[^>]*value="seed, luck"/, 'what was typed is kept');
  assert.is(await count(), before);
});

t('a stored tournament reads back after a restart with its order, and one made with the default keeps it', async () => {
  const fivb = await c.create({ name: 'Kept Order Cup', tiebreaks: 'rankingPoints,headToHead,seed' });
  const plain = await c.create({ name: 'Kept Default Cup' });
  await restart();
  assert.equal((await c.state(fivb)).rules.tiebreaks, ['rankingPoints', 'headToHead', 'seed']);
  assert.equal((await c.state(plain)).rules.tiebreaks, DEFAULT_ORDER);
});

t.run();
