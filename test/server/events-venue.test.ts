// The venue's public document (docs/api.md, Events): /e/<slug>/state.json with its ETag and 304, /ws/<event> pushing it, and no private data in it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Feed, serverFor, upgradeStatus } from '../fixtures/server.js';

const t = suite('events venue document');
const { c, srv } = serverFor(t);

async function venueDay(name: string) {
  const ev = (await c.act('/admin/events/new', { name, date: '2026-07-09', courtCount: 3, restMin: 5 })).slug!;
  const slugs: string[] = [];
  for (const div of ['North', 'South']) {
    const slug = await c.create({ name: `${name} ${div}`, event: ev, stages: 'pool', courts: div === 'North' ? '1-2' : '' });
    for (let i = 1; i <= 4; i++) {
      const res = await c.register(slug, {
        name: `${div} ${i}`,
        captain: `Secret Captain ${div}${i}`,
        phone: '555 010 9999',
        playerNames: `Hidden Player ${div}${i}\nMate ${div}${i}`,
      });
      assert.is(res.status, 303);
    }
    await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
    await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
    slugs.push(slug);
  }
  return { ev, slugs };
}

t(
  'CONTRACT 11: /e/<slug>/state.json lists every venue court with its division and match, the venue up next, and each division',
  async () => {
    const { ev, slugs } = await venueDay('Venue Doc');
    const res = await c.get(`/e/${ev}/state.json`);
    assert.is(res.status, 200);
    const doc = (await res.json()) as any;
    assert.equal(Object.keys(doc), [
      'slug',
      'name',
      'date',
      'banner',
      'courtCount',
      'restMin',
      'divisions',
      'courts',
      'upNext',
      'recentAlerts',
      'generatedAt',
    ]);
    assert.is(doc.slug, ev);
    assert.is(doc.courtCount, 3);
    assert.is(doc.restMin, 5);
    assert.equal(
      doc.divisions.map((d: any) => [d.slug, d.phase, d.champion]),
      slugs.map((s) => [s, 'live', null]),
    );
    assert.equal(
      doc.courts.map((x: any) => x.court),
      [1, 2, 3],
    );
    assert.ok(doc.courts.every((x: any) => (x.match === null) === (x.division === null)));
    assert.is(
      doc.courts.filter((x: any) => x.match).length,
      3,
      `every court plays: ${JSON.stringify(doc.courts.map((x: any) => [x.court, x.division?.slug, x.match?.id]))}`,
    );
    assert.ok(doc.upNext.length > 0);
    assert.ok(doc.upNext.every((e: any) => slugs.includes(e.division.slug) && typeof e.etaMin === 'number' && typeof e.court === 'number'));
    // North may use courts 1-2 only.
    assert.ok(doc.courts.filter((x: any) => x.division?.slug === slugs[0]).every((x: any) => x.court <= 2));
  },
);

t('CONTRACT 11: the venue state.json answers 304 to its ETag, and a new ETag once a final changes it; unknown events 404', async () => {
  const { ev, slugs } = await venueDay('Venue Tag');
  const first = await c.get(`/e/${ev}/state.json`);
  const etag = first.headers.get('etag')!;
  assert.ok(etag);
  const again = await c.get(`/e/${ev}/state.json`, { 'if-none-match': etag });
  assert.is(again.status, 304);
  const s = await c.state(slugs[0]!);
  await c.act(`/admin/t/${slugs[0]}/score`, { match: s.courts.find((x: any) => x.match).match.id, sets: '21-10' });
  const after = await c.get(`/e/${ev}/state.json`, { 'if-none-match': etag });
  assert.is(after.status, 200);
  assert.is.not(after.headers.get('etag'), etag);
  assert.is((await c.get('/e/no-such-event/state.json')).status, 404);
});

t('CONTRACT 11: /ws/<event> pushes the venue document on connect and on change (a banner)', async () => {
  const { ev } = await venueDay('Venue Feed');
  const feed = new Feed(`${srv.base.replace('http', 'ws')}/ws/${ev}`);
  await feed.opened;
  const first = await feed.until((d) => d.slug === ev);
  assert.is(first.banner, '');
  await c.act(`/admin/e/${ev}/banner`, { banner: 'Finals at 4' });
  const next = await feed.until((d) => d.banner === 'Finals at 4');
  assert.is(next.slug, ev);
  await c.act(`/admin/e/${ev}/broadcast`, { text: 'Water at the tent' });
  const alerted = await feed.until((d) => d.recentAlerts.some((a: any) => a.text === 'Water at the tent'));
  assert.is(alerted.recentAlerts[0].kind, 'broadcast');
  feed.close();
  assert.is(await upgradeStatus(`${srv.base.replace('http', 'ws')}/ws/no-such-event`), 404);
});

t('privacy: no captain, phone or player name of any division is in the venue document or a division document', async () => {
  const { ev, slugs } = await venueDay('Venue Private');
  const bodies = [
    await (await c.get(`/e/${ev}/state.json`)).text(),
    ...(await Promise.all(slugs.map(async (s) => (await c.get(`/t/${s}/state.json`)).text()))),
  ];
  for (const body of bodies) {
    assert.not.match(body, /Secret Captain/);
    assert.not.match(body, /Hidden Player/);
    assert.not.match(body, /555 010 9999|5550109999/);
  }
});

t.run();
