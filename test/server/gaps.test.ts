// Gaps audit: SPEC/CONTRACT rows no other test drove through HTTP (CONTRACT 1, 4, 5, 6, 7, 8).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { key, serverFor } from '../fixtures/server.js';

const t = suite('gaps');
const { srv, c } = serverFor(t);

async function withTeams(name: string, n: number, params: Record<string, unknown> = {}): Promise<string> {
  const slug = await c.create({ name, ...params });
  for (let i = 1; i <= n; i++) assert.is((await c.register(slug, { name: `${name} ${i}` })).status, 303);
  return slug;
}

const allMatches = (s: any): any[] => [...s.pools.flatMap((p: any) => p.matches), ...s.bracket];

t('CONTRACT 7: poolSize outside 2-16, perPool outside 1..smallest pool and too many wildcards are refused', async () => {
  const slug = await withTeams('Bounds Cup', 4, { courtCount: 1 });
  for (const poolSize of [1, 17]) {
    const res = await c.json(`/admin/t/${slug}/generate`, { what: 'pools', poolSize });
    assert.is(res.status, 400, `poolSize ${poolSize}`);
    assert.match((await res.json()).error, /pool/i);
  }
  assert.is((await c.state(slug)).pools.length, 0);
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 2 });
  const s = await c.state(slug);
  assert.equal(
    s.pools.map((p: any) => p.id),
    ['A', 'B'],
  );
  for (const m of allMatches(s)) await c.act(`/admin/t/${slug}/score`, { match: m.id, sets: '21-10' });
  for (const [perPool, wildcards] of [
    [0, 0],
    [3, 0],
    [1, 3],
  ]) {
    const res = await c.json(`/admin/t/${slug}/generate`, { what: 'bracket', perPool, wildcards, type: 'single', thirdPlace: false });
    assert.is(res.status, 400, `perPool ${perPool} wildcards ${wildcards}`);
  }
  assert.is((await c.state(slug)).bracket.length, 0);
  await c.act(`/admin/t/${slug}/generate`, { what: 'bracket', perPool: 1, wildcards: 2, type: 'single', thirdPlace: false });
  assert.ok((await c.state(slug)).bracket.length > 0);
});

t('CONTRACT 5: the organizer records a result in any phase once play is generated (paper sheets)', async () => {
  const slug = await withTeams('Paper Cup', 2, { courtCount: 1 });
  const early = await c.json(`/admin/t/${slug}/score`, { match: 'A1-1', sets: '21-10' });
  assert.is(early.status, 400, 'no play generated yet');
  await c.act(`/admin/t/${slug}/phase`, { phase: 'closed' });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 2 });
  const m = (await c.state(slug)).pools[0].matches[0];
  await c.act(`/admin/t/${slug}/score`, { match: m.id, sets: '21-10' });
  const s = await c.state(slug);
  assert.is(s.phase, 'closed');
  const done = s.pools[0].matches[0];
  assert.is(done.status, 'final');
  assert.equal(done.sets, [[21, 10]]);
  assert.equal(done.winner, done.a);
});

t('CONTRACT 8: a single-pool tournament crowns its first-ranked team, and the phase stays live', async () => {
  const slug = await withTeams('Solo Pool Cup', 3, { courtCount: 1, stages: 'pool' });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  for (let i = 0; i < 3; i++) {
    const s = await c.state(slug);
    assert.is(s.champion, null, `no champion after ${i} results`);
    const m = s.courts[0].match;
    const res = await c.json(`/keeper/${slug}/1/final`, { k: key(slug, 1), match: m.id, sets: [[21, 10 + i]] });
    assert.is(res.status, 200);
  }
  const s = await c.state(slug);
  assert.is(s.phase, 'live', 'the phase changes only when the organizer changes it');
  const top = s.pools[0].standings[0];
  assert.equal(s.champion, { id: top.teamId, name: top.name });
  assert.is(s.courts[0].match, null, 'nothing left to play');
});

t('CONTRACT 7: a pool-only tournament with two pools has no champion when every match is decided', async () => {
  const slug = await withTeams('Two Pool Cup', 4, { courtCount: 2, stages: 'pool' });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 2 });
  for (const m of allMatches(await c.state(slug))) await c.act(`/admin/t/${slug}/score`, { match: m.id, sets: '21-10' });
  const s = await c.state(slug);
  assert.ok(allMatches(s).every((m: any) => m.status === 'final'));
  assert.is(s.champion, null);
});

t('CONTRACT 4: a withdrawn team is listed as withdrawn, stays in its standings, and keeps its name taken', async () => {
  const slug = await withTeams('Withdraw Cup', 3, { courtCount: 1 });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 3 });
  let s = await c.state(slug);
  const gone = s.teams.find((x: any) => x.name === 'Withdraw Cup 3');
  await c.act(`/admin/t/${slug}/withdraw`, { id: gone.id, mode: 'void' });
  s = await c.state(slug);
  assert.not.ok(
    s.teams.some((x: any) => x.id === gone.id),
    'leaves teams',
  );
  const w = s.withdrawn.find((x: any) => x.id === gone.id);
  assert.is(w.status, 'withdrawn');
  assert.is(w.poolId, 'A');
  const row = s.pools[0].standings.find((r: any) => r.teamId === gone.id);
  assert.is(row.status, 'withdrawn');
  for (const m of s.pools[0].matches.filter((m: any) => m.a?.id === gone.id || m.b?.id === gone.id)) assert.is(m.status, 'void');
  await c.act(`/admin/t/${slug}/phase`, { phase: 'checkin' });
  const again = await c.register(slug, { name: 'WITHDRAW CUP 3' });
  assert.is(again.status, 400, 'the name of a withdrawn team is still taken');
  assert.match(await again.text(), /name/i);
  const dup = await c.json(`/admin/t/${slug}/team`, { op: 'add', name: 'withdraw cup 3', captain: 'X', players: 2 });
  assert.is(dup.status, 400);
});

t('CONTRACT 4: remove is refused once the team has a recorded result, allowed before', async () => {
  const slug = await withTeams('Remove Cup', 3, { courtCount: 1 });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 3 });
  const s = await c.state(slug);
  const m = s.pools[0].matches[0];
  await c.act(`/admin/t/${slug}/score`, { match: m.id, sets: '21-10' });
  const res = await c.json(`/admin/t/${slug}/team`, { op: 'remove', id: m.a.id });
  assert.is(res.status, 400);
  assert.is((await res.json()).ok, false);
  assert.ok((await c.state(slug)).teams.some((x: any) => x.id === m.a.id));
});

t('CONTRACT 5: keeper live scores are bounded by the cap when set, and 99 without one', async () => {
  const capped = await withTeams('Cap Cup', 2, { courtCount: 1, pointsTo: 21, cap: 25 });
  const open = await withTeams('Open Cup', 2, { courtCount: 1, pointsTo: 21, cap: 0 });
  for (const slug of [capped, open]) {
    await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 2 });
    await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  }
  const live = async (slug: string, a: number, b: number) => {
    const m = (await c.state(slug)).courts[0].match;
    return c.json(`/keeper/${slug}/1/live`, { k: key(slug, 1), match: m.id, a, b });
  };
  assert.is((await live(capped, 25, 24)).status, 200);
  const over = await live(capped, 26, 24);
  assert.is(over.status, 400);
  assert.is((await over.json()).ok, false);
  assert.is((await live(open, 99, 0)).status, 200);
  assert.is((await live(open, 100, 0)).status, 400);
  assert.is((await live(open, -1, 0)).status, 400);
  const m = (await c.state(open)).courts[0].match;
  assert.equal(m.live, [99, 0], 'a refused update changes nothing');
});

t('CONTRACT 6: keeper 404 and 409 answers carry {ok:false, error}', async () => {
  const slug = await withTeams('Keeper Body Cup', 2, { courtCount: 1 });
  const notFound = await c.json(`/keeper/no-such-cup/1/final`, { k: key('no-such-cup', 1), match: 'x', sets: [[21, 5]] });
  assert.is(notFound.status, 404);
  const nf = await notFound.json();
  assert.is(nf.ok, false);
  assert.type(nf.error, 'string');
  const conflict = await c.json(`/keeper/${slug}/1/live`, { k: key(slug, 1), match: 'A1-1', a: 1, b: 0 });
  assert.is(conflict.status, 409, 'nothing is live before play starts');
  const cf = await conflict.json();
  assert.is(cf.ok, false);
  assert.type(cf.error, 'string');
});

t('CONTRACT 1: without PUBLIC_URL printed links come from Host, and X-Forwarded-Proto is not trusted', async () => {
  const slug = await c.create({ name: 'Link Cup', courtCount: 2 });
  const html = await (await c.get(`/admin/t/${slug}/keeper-qr`, { 'x-forwarded-proto': 'https' })).text();
  const links = new Set(html.match(/https?:\/\/[^"'\s<]+\/keeper\/[^"'\s<]+/g));
  assert.equal(
    [...links].sort(),
    [1, 2].map((n) => `http://127.0.0.1:${srv.port}/keeper/${slug}/${n}?k=${key(slug, n)}`),
  );
});

t('CONTRACT 8: a swap to an open court with a live match exchanges the two courts', async () => {
  const slug = await withTeams('Swap Cup', 4, { courtCount: 2 });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  let s = await c.state(slug);
  const [m1, m2] = [s.courts[0].match.id, s.courts[1].match.id];
  await c.act(`/admin/t/${slug}/swap`, { match: m1, court: 2 });
  s = await c.state(slug);
  assert.equal([s.courts[0].match.id, s.courts[1].match.id], [m2, m1]);
  assert.equal([s.courts[0].match.court, s.courts[1].match.court], [1, 2]);
  await c.act(`/admin/t/${slug}/court`, { court: 1, op: 'pause', reason: '' });
  const refused = await c.json(`/admin/t/${slug}/swap`, { match: m1, court: 1 });
  assert.is(refused.status, 400, 'a paused court takes no swapped match');
});

t('CONTRACT 2: the trimmed tournament name is stored', async () => {
  const slug = await c.create({ name: '   Spaced  Cup   ' });
  assert.is(slug, 'spaced-cup');
  assert.is((await c.state(slug)).name, 'Spaced  Cup');
});

t('CONTRACT 8: upNext plans per court at avgMatchMin steps, and pushback moves a match exactly two places', async () => {
  const slug = await withTeams('Queue Cup', 6, { courtCount: 1 });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 6 });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  let s = await c.state(slug);
  assert.is(s.avgMatchMin, 20);
  assert.ok(s.upNext.length >= 4);
  assert.equal(
    s.upNext.slice(0, 4).map((m: any) => [m.court, m.etaMin]),
    [
      [1, 20],
      [1, 40],
      [1, 60],
      [1, 80],
    ],
  );
  const first = s.upNext[0];
  assert.is(first.status, 'on_deck');
  const alert = s.recentAlerts.find((a: any) => a.kind === 'on_deck' && a.match === first.id);
  assert.is(alert.text, `${first.a.name} vs ${first.b.name}: on deck, court 1, about 20 min`);
  assert.equal(alert.teams.slice().sort(), [first.a.id, first.b.id].sort());
  const order = s.upNext.map((m: any) => m.id);
  await c.act(`/admin/t/${slug}/pushback`, { match: order[1] });
  s = await c.state(slug);
  assert.equal(s.upNext.map((m: any) => m.id).slice(0, 4), [order[0], order[2], order[3], order[1]]);
  const liveRes = await c.json(`/admin/t/${slug}/pushback`, { match: s.courts[0].match.id });
  assert.is(liveRes.status, 400, 'a live match is not pushed back');
});

t.run();
