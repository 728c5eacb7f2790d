// A whole tournament over HTTP, keeper answers in their order (docs/api.md, Keeper answers), concurrency of finals, and the /ws feed.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { codeFrom, Feed, key, serverFor, upgradeStatus } from '../fixtures/server.js';

const t = suite('tournament');
const { srv, c } = serverFor(t);
let slug: string;

/** Plays every live match with a keeper final (side A wins 21-10) until `done` holds or nothing is live. */
async function play(slug: string, done: (s: any) => boolean): Promise<any> {
  for (let round = 0; round < 200; round++) {
    const s = await c.state(slug);
    if (done(s)) return s;
    const live = s.courts.filter((ct: any) => ct.match && ct.match.status === 'live');
    if (live.length === 0) throw new Error(`nothing live and not done: ${JSON.stringify(s.upNext.map((m: any) => m.id))}`);
    for (const ct of live) {
      const res = await c.json(`/keeper/${slug}/${ct.court}/final`, { k: key(slug, ct.court), match: ct.match.id, sets: [[21, 10]] });
      assert.is(res.status, 200, await res.clone().text());
    }
  }
  throw new Error('tournament did not finish');
}

t('a tournament runs from registration to champion over HTTP', async () => {
  slug = await c.create({ name: 'Full Run Open', courtCount: 2 });
  assert.is(slug, 'full-run-open');
  const feed = new Feed(`${srv.base.replace('http', 'ws')}/ws/${slug}`);
  await feed.opened;
  const first = await feed.until(() => true);
  assert.is(first.slug, slug);
  assert.is(feed.messages[0], await (await c.get(`/t/${slug}/state.json`)).text(), 'the first /ws message is the state.json bytes');

  for (let i = 1; i <= 8; i++) {
    const res = await c.register(slug, { name: `Team ${i}`, captain: `Captain ${i}`, phone: `555 000 ${1000 + i}` });
    assert.is(res.status, 303);
    assert.match(codeFrom(res), /^[2-9A-Z]{4}$/);
  }
  let s = await c.state(slug);
  assert.is(s.teams.length, 8);
  await feed.until((d) => d.teams.length === 8);

  await c.act(`/admin/t/${slug}/phase`, { phase: 'closed' });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  s = await c.state(slug);
  assert.equal(
    s.pools.map((p: any) => p.id),
    ['A', 'B'],
  );
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  s = await c.state(slug);
  assert.is(s.courts.filter((ct: any) => ct.match?.status === 'live').length, 2, 'both courts take a match on entering live');

  s = await play(slug, (st) => st.pools.every((p: any) => p.matches.every((m: any) => m.status === 'final')));
  await c.act(`/admin/t/${slug}/generate`, { what: 'bracket', perPool: 2, wildcards: 0, type: 'single', thirdPlace: false });
  s = await play(slug, (st) => st.champion !== null);
  assert.ok(s.champion.id && s.champion.name);
  await feed.until((d) => d.champion !== null);
  feed.close();
});

t('keeper answers: 404 slug or court, then 403 k, then 400 body, then 409 state, then 200', async () => {
  const slug2 = await c.create({ name: 'Keeper Rules', courtCount: 1 });
  for (let i = 1; i <= 2; i++) assert.is((await c.register(slug2, { name: `K${i}` })).status, 303);
  await c.act(`/admin/t/${slug2}/generate`, { what: 'pools', poolSize: 2 });
  await c.act(`/admin/t/${slug2}/phase`, { phase: 'live' });
  const s = await c.state(slug2);
  const m = s.courts[0].match;
  assert.is(m.status, 'live');
  const k = key(slug2, 1);
  const fin = (path: string, body: unknown) => c.json(path, body);

  assert.is((await fin(`/keeper/nope/1/final`, { k, match: m.id, sets: [[21, 5]] })).status, 404);
  assert.is(
    (await fin(`/keeper/${slug2}/2/final`, { k: key(slug2, 2), match: m.id, sets: [[21, 5]] })).status,
    404,
    'court outside 1..courtCount',
  );
  assert.is((await fin(`/keeper/${slug2}/0/live`, { k, match: m.id, a: 1, b: 0 })).status, 404);
  assert.is((await fin(`/keeper/${slug2}/1/final`, { match: m.id, sets: [[21, 5]] })).status, 403, 'missing k');
  assert.is(
    (await fin(`/keeper/${slug2}/1/final`, { k: key(slug, 1), match: m.id, sets: [[21, 5]] })).status,
    403,
    "another tournament's key",
  );
  assert.is(
    (await fin(`/keeper/${slug2}/1/final`, { k: k.slice(0, -1) + (k.endsWith('A') ? 'B' : 'A'), match: m.id, sets: [[21, 5]] })).status,
    403,
  );
  assert.is((await fin(`/keeper/${slug2}/1/final`, '{"k": "broken json')).status, 403, 'a body that cannot hold k');
  const bad = await fin(`/keeper/${slug2}/1/final`, { k, match: m.id, sets: 'twenty-one' });
  assert.is(bad.status, 400);
  assert.is((await bad.json()).ok, false);
  assert.is((await fin(`/keeper/${slug2}/1/live`, { k, match: m.id, a: 'x', b: 0 })).status, 400);
  assert.is((await fin(`/keeper/${slug2}/1/final`, { k, match: m.id, sets: [[21, 20]] })).status, 400, 'a set won by one point');
  assert.is((await fin(`/keeper/${slug2}/1/live`, { k, match: 'no-such-match', a: 1, b: 0 })).status, 409);
  assert.is((await fin(`/keeper/${slug2}/1/final`, { k, match: 'no-such-match', sets: [[21, 5]] })).status, 409);

  const live = await fin(`/keeper/${slug2}/1/live`, { k, match: m.id, a: 7, b: 5 });
  assert.is(live.status, 200);
  const liveBody = await live.json();
  assert.equal(liveBody.match.live, [7, 5]);
  const ok = await fin(`/keeper/${slug2}/1/final`, { k, match: m.id, sets: [[21, 5]] });
  assert.is(ok.status, 200);
  const okBody = await ok.json();
  assert.is(okBody.ok, true);
  assert.is(okBody.match.id, m.id);
  assert.is(okBody.match.status, 'final');
  const again = await fin(`/keeper/${slug2}/1/final`, { k, match: m.id, sets: [[21, 5]] });
  assert.is(again.status, 200, 'the same final again is answered 200');
  const other = await fin(`/keeper/${slug2}/1/final`, { k, match: m.id, sets: [[21, 7]] });
  assert.is(other.status, 409, 'a different final for a decided match');
  assert.is(
    (await fin(`/keeper/${slug2}/1/live`, { k, match: m.id, a: 1, b: 0 })).status,
    409,
    'live update for a match no longer on the court',
  );

  const page = await c.get(`/keeper/${slug2}/1?k=${k}`);
  assert.is(page.status, 200);
  assert.is((await c.get(`/keeper/${slug2}/1?k=nope`)).status, 403);
  assert.is((await c.get(`/keeper/${slug2}/1`)).status, 403);
  assert.is((await c.get(`/keeper/${slug2}/9?k=${k}`)).status, 404);
  assert.is((await c.get(`/keeper/nope/1?k=${k}`)).status, 404);
});

t('20 concurrent finals for one match have exactly one effect and all answer 200', async () => {
  const slug3 = await c.create({ name: 'Race Final', courtCount: 1 });
  for (let i = 1; i <= 3; i++) assert.is((await c.register(slug3, { name: `R${i}` })).status, 303);
  await c.act(`/admin/t/${slug3}/generate`, { what: 'pools', poolSize: 3 });
  await c.act(`/admin/t/${slug3}/phase`, { phase: 'live' });
  const before = await c.state(slug3);
  const m = before.courts[0].match;
  const k = key(slug3, 1);
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => c.json(`/keeper/${slug3}/1/final`, { k, match: m.id, sets: [[21, 12]] })),
  );
  assert.equal(
    answers.map((r) => r.status),
    Array(20).fill(200),
  );
  const after = await c.state(slug3);
  const decided = after.pools[0].matches.filter((x: any) => x.status === 'final');
  assert.is(decided.length, 1, 'one match decided, not a cascade of later ones');
  assert.is(after.courts[0].match.id !== m.id, true, 'the court took the next match once');
  const csv = await (await c.get(`/admin/t/${slug3}/events.csv`)).text();
  assert.is(csv.split('keeperFinal').length - 1, 1, 'one events row for the final');
});

t('/ws pushes the new document after a change, and refuses unknown slugs with 404', async () => {
  const feed = new Feed(`${srv.base.replace('http', 'ws')}/ws/${slug}`);
  await feed.opened;
  await feed.until(() => true);
  await c.act(`/admin/t/${slug}/banner`, { banner: 'Lunch at noon' });
  const doc = await feed.until((d) => d.banner === 'Lunch at noon');
  assert.is(JSON.stringify(doc), await (await c.get(`/t/${slug}/state.json`)).text());
  feed.close();
  assert.is(await upgradeStatus(`${srv.base.replace('http', 'ws')}/ws/no-such-thing`), 404);
  assert.is(await upgradeStatus(`${srv.base.replace('http', 'ws')}/elsewhere`), 404);
  // Changed deliberately: the Yjs rooms accept the upgrade and close with 4401 (see yrooms-limits.test.ts).
  assert.is(
    await upgradeStatus(`${srv.base.replace('http', 'ws')}/yjs/${slug}`),
    101,
    '/yjs/ goes to the Yjs rooms, which accept, then close',
  );
});

t('a burst of changes reaches /ws coalesced, and the last state is always delivered', async () => {
  const feed = new Feed(`${srv.base.replace('http', 'ws')}/ws/${slug}`);
  await feed.opened;
  await feed.until(() => true);
  await Promise.all(Array.from({ length: 15 }, (_, i) => c.act(`/admin/t/${slug}/banner`, { banner: `burst ${i}` })));
  const last = (await c.state(slug)).banner;
  await feed.until((d) => d.banner === last);
  const seen = feed.messages.slice(1).map((m) => JSON.parse(m).banner);
  assert.ok(seen.length <= 15, `${seen.length} messages for 15 changes`);
  assert.is(seen[seen.length - 1], last);
  feed.close();
});

t.run();
