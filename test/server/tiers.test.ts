// Tiered brackets and consolation over HTTP (docs/api.md, Tiers and consolation): drawing Gold and Silver, drawing
// one again, the refusal once a result is in, regenerate, state.json's tiers and tier, the desk and the pages.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverFor } from '../fixtures/server.js';

const t = suite('tiers');
const { c, restart } = serverFor(t);

const gen = (slug: string, body: Record<string, unknown>) =>
  c.json(`/admin/t/${slug}/generate`, { what: 'bracket', type: 'single', ...body });

/** 16 teams in 4 pools of 4, every pool match played (side A wins). */
async function pooled(name: string): Promise<string> {
  const slug = await c.createWithTeams(name, 16, { courtCount: 4 });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  const s = await c.state(slug);
  for (const m of s.pools.flatMap((p: any) => p.matches)) await c.act(`/admin/t/${slug}/score`, { match: m.id, sets: '21-10' });
  return slug;
}

t('Gold (ranks 1-2) and Silver (ranks 3-4): state.json carries tier on every bracket match and tiers', async () => {
  const slug = await pooled('Tier Cup');
  assert.is((await gen(slug, { tier: 'Gold', fromRank: 1, toRank: 2 })).status, 200);
  assert.is((await gen(slug, { tier: 'Silver', fromRank: '3', toRank: '4', type: 'double' })).status, 200);
  const s = await c.state(slug);
  assert.equal(s.tiers, [
    { name: 'Gold', champion: null },
    { name: 'Silver', champion: null },
  ]);
  assert.ok(s.bracket.every((m: any) => m.tier === 'Gold' || m.tier === 'Silver'));
  assert.ok(s.pools.every((p: any) => p.matches.every((m: any) => m.tier === '')));
  const ids = s.bracket.map((m: any) => m.id);
  assert.is(new Set(ids).size, ids.length);
  const teams = (tier: string) =>
    new Set(s.bracket.filter((m: any) => m.tier === tier && m.round === 1).flatMap((m: any) => [m.a?.id, m.b?.id]));
  const gold = teams('Gold');
  for (const x of teams('Silver')) assert.not.ok(gold.has(x), 'no team in both tiers');
  assert.is(gold.size, 8);
});

t('overlapping ranks, a bad tier name and bad ranks are refused with field errors and change nothing', async () => {
  const slug = await pooled('Overlap Cup');
  await gen(slug, { tier: 'Gold', fromRank: 1, toRank: 2 });
  const before = (await c.state(slug)).bracket.length;
  for (const [body, field] of [
    [{ tier: 'Silver', fromRank: 2, toRank: 3 }, 'fromRank'],
    [{ tier: 'x'.repeat(21), fromRank: 3, toRank: 4 }, 'tier'],
    [{ tier: 'Silver', fromRank: 'three', toRank: 4 }, 'fromRank'],
    [{ tier: 'Silver', fromRank: 3, toRank: 4, consolation: 'maybe' }, 'consolation'],
  ] as const) {
    const res = await gen(slug, body);
    assert.is(res.status, 400, JSON.stringify(body));
    const j = await res.json();
    assert.ok(j.fields?.[field], `${JSON.stringify(body)}: ${JSON.stringify(j)}`);
  }
  assert.is((await c.state(slug)).bracket.length, before);
});

t('a tier is drawn again while it has no result, refused after one; regenerate clears every tier', async () => {
  const slug = await c.createWithTeams('Redraw Cup', 8, { courtCount: 2, stages: 'bracket' });
  await gen(slug, { tier: 'Gold', fromRank: 1, toRank: 4 });
  await gen(slug, { tier: 'Silver', fromRank: 5, toRank: 8 });
  const again = await gen(slug, { tier: 'Gold', fromRank: 1, toRank: 4, thirdPlace: 1 });
  assert.is(again.status, 200);
  let s = await c.state(slug);
  assert.ok(s.bracket.some((m: any) => m.tier === 'Gold' && m.label === '3rd place'));
  // Regenerate before any score clears both tiers.
  await c.act(`/admin/t/${slug}/regenerate`, {});
  s = await c.state(slug);
  assert.is(s.bracket.length, 0);
  assert.equal(s.tiers, []);
  await gen(slug, { tier: 'Gold', fromRank: 1, toRank: 4 });
  await gen(slug, { tier: 'Silver', fromRank: 5, toRank: 8 });
  s = await c.state(slug);
  const first = s.bracket.find((m: any) => m.tier === 'Gold' && m.round === 1 && m.a && m.b);
  await c.act(`/admin/t/${slug}/score`, { match: first.id, sets: '21-10' });
  const refused = await gen(slug, { tier: 'Gold', fromRank: 1, toRank: 4 });
  assert.is(refused.status, 400);
  assert.match((await refused.json()).error, /Gold bracket already has results/);
  assert.is((await gen(slug, { tier: 'Silver', fromRank: 5, toRank: 8, type: 'double' })).status, 200, 'Silver has no result yet');
  assert.is((await c.json(`/admin/t/${slug}/regenerate`, {})).status, 400, 'regenerate refused after a score');
});

t('the desk lists drawn tiers; the bracket page and board show a section per tier', async () => {
  const slug = await pooled('Pages Cup');
  await gen(slug, { tier: 'Gold', fromRank: 1, toRank: 2, consolation: 1 });
  await gen(slug, { tier: 'Silver', fromRank: 3, toRank: 4 });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  const desk = await (await c.get(`/admin/t/${slug}`)).text();
  assert.match(desk, /data-tiers/);
  assert.match(desk, /Gold bracket/);
  assert.match(desk, /Silver bracket/);
  // Printed sheets and the results CSV name each match with its tier; the CSV keeps its columns.
  const csv = await (await c.get(`/admin/t/${slug}/results.csv`)).text();
  assert.match(csv.split('\n')[0]!, /^"?Match"?,"?Court"?/);
  assert.match(csv, /Gold · Quarterfinal/);
  assert.match(csv, /Silver · Quarterfinal/);
  assert.match(csv, /Consolation semifinal/);
  for (const sheet of ['scoresheets', 'schedule']) {
    const html = await (await c.get(`/admin/t/${slug}/print/${sheet}`)).text();
    assert.match(html, /Gold · Quarterfinal/, sheet);
    assert.match(html, /Silver · /, sheet);
  }
  for (const path of [`/t/${slug}/bracket`, `/t/${slug}`]) {
    const html = await (await c.get(path)).text();
    assert.match(html, /Gold bracket/, path);
    assert.match(html, /Silver bracket/, path);
    assert.match(html, /Gold consolation/, path);
  }
});

t('consolation: first-round losers play on; the consolation champion is in tiers; the tiers survive a restart', async () => {
  const slug = await c.createWithTeams('Consolation Cup', 8, { courtCount: 2, stages: 'bracket' });
  assert.is((await gen(slug, { consolation: 1 })).status, 200);
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  for (let i = 0; i < 20; i++) {
    const s = await c.state(slug);
    const m = s.bracket.find((x: any) => x.a && x.b && !['final', 'forfeit', 'void', 'bye'].includes(x.status));
    if (!m) break;
    await c.act(`/admin/t/${slug}/score`, { match: m.id, sets: '21-10' });
  }
  await restart();
  const s = await c.state(slug);
  const cons = s.bracket.filter((m: any) => m.tier === 'Consolation');
  assert.is(cons.length, 3);
  assert.ok(cons.every((m: any) => m.stage === 'bracket' && m.label.startsWith('Consolation')));
  assert.equal(
    s.tiers.map((x: any) => x.name),
    ['', 'Consolation'],
  );
  assert.ok(s.tiers[0].champion && s.tiers[1].champion);
  assert.equal(s.champion, s.tiers[0].champion);
  const losers = s.bracket.filter((m: any) => m.tier === '' && m.round === 1).map((m: any) => (m.winner.id === m.a.id ? m.b.id : m.a.id));
  assert.ok(losers.includes(s.tiers[1].champion.id));
});

t.run();
