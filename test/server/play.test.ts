// Play over HTTP (docs/api.md, Rules and results; Pools, brackets and standings; The court engine): the bounds of generation, results the
// desk records, and when there is a champion.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { key, serverFor } from '../fixtures/server.js';

const t = suite('play');
const { c } = serverFor(t);

const allMatches = (s: any): any[] => [...s.pools.flatMap((p: any) => p.matches), ...s.bracket];

t('poolSize outside 2-16, perPool outside 1..smallest pool and too many wildcards are refused', async () => {
  const slug = await c.createWithTeams('Bounds Cup', 4, { courtCount: 1 });
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

t('the organizer records a result in any phase once play is generated (paper sheets)', async () => {
  const slug = await c.createWithTeams('Paper Cup', 2, { courtCount: 1 });
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

t('a single-pool tournament crowns its first-ranked team, and the phase stays live', async () => {
  const slug = await c.createWithTeams('Solo Pool Cup', 3, { courtCount: 1, stages: 'pool' });
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

t('a pool-only tournament with two pools has no champion when every match is decided', async () => {
  const slug = await c.createWithTeams('Two Pool Cup', 4, { courtCount: 2, stages: 'pool' });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 2 });
  for (const m of allMatches(await c.state(slug))) await c.act(`/admin/t/${slug}/score`, { match: m.id, sets: '21-10' });
  const s = await c.state(slug);
  assert.ok(allMatches(s).every((m: any) => m.status === 'final'));
  assert.is(s.champion, null);
});

t.run();
