// Keepers on venue courts (docs/api.md, Events): the event's court key, `division` in the body, the answers and order of checks of
// docs/api.md, Keeper answers; a division's own keeper link still works.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { key, serverFor } from '../fixtures/server.js';

const t = suite('events keepers');
const { c, srv } = serverFor(t);

const post = (path: string, body: unknown) =>
  fetch(`${srv.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

t('CONTRACT 11: a venue court keeper scores the live match of whichever division is on it, answered in CONTRACT 6 order', async () => {
  const ev = (await c.act('/admin/events/new', { name: 'Keeper Day', date: '2026-07-10', courtCount: 2 })).slug!;
  const divs: string[] = [];
  for (const name of ['Keep A', 'Keep B']) {
    const slug = await c.create({ name, event: ev, stages: 'pool' });
    for (let i = 1; i <= 4; i++) assert.is((await c.register(slug, { name: `${name} ${i}` })).status, 303);
    await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
    await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
    divs.push(slug);
  }
  const venue = (await (await c.get(`/e/${ev}/state.json`)).json()) as any;
  const on = venue.courts.find((x: any) => x.match);
  const [court, division, match] = [on.court as number, on.division.slug as string, on.match.id as string];
  const k = key(ev, court);
  const live = { k, division, match, a: 5, b: 3 };
  assert.is((await post(`/keeper/${ev}/${court}/live`, live)).status, 200);
  const s = await c.state(division);
  assert.equal(s.courts.find((x: any) => x.court === court).match.live, [5, 3]);
  // the keeper order (docs/api.md, Keeper answers): court, then key, then body, then the match's state.
  assert.is((await post(`/keeper/${ev}/99/live`, { ...live, k: 'bad' })).status, 404, 'a court outside the venue: 404 before the key');
  assert.is((await post(`/keeper/no-such-event/1/live`, live)).status, 404);
  assert.is((await post(`/keeper/${ev}/${court}/live`, { ...live, k: key(ev, court === 1 ? 2 : 1) })).status, 403, "another court's key");
  assert.is(
    (await post(`/keeper/${ev}/${court}/live`, { ...live, k: key(division, court) })).status,
    403,
    "a division's key is not the venue's",
  );
  assert.is((await post(`/keeper/${ev}/${court}/live`, { k, match, a: 1, b: 0 })).status, 400, 'division is required');
  assert.is((await post(`/keeper/${ev}/${court}/live`, { ...live, a: 'x' })).status, 400);
  assert.is((await post(`/keeper/${ev}/${court}/live`, { ...live, division: 'not-here' })).status, 404, 'a division not in the event');
  assert.is((await post(`/keeper/${ev}/${court}/live`, { ...live, match: 'nope' })).status, 409, 'not the live match on the court');
  const final = { k, division, match, sets: [[21, 15]] };
  const done = await post(`/keeper/${ev}/${court}/final`, final);
  assert.is(done.status, 200);
  assert.is(((await done.json()) as any).match.status, 'final');
  // The court may now hold the other division's match with the same id: the first final sent again still answers
  // 200 and changes nothing, in either division.
  const other = divs.find((d) => d !== division)!;
  const before = await c.state(other);
  const again = await post(`/keeper/${ev}/${court}/final`, final);
  assert.is(again.status, 200, 'the same final again answers 200');
  const afterOther = await c.state(other);
  assert.equal(afterOther.courts, before.courts, "the other division's courts did not change");
});

t("CONTRACT 11: a division's own keeper link still scores its match on a venue court", async () => {
  const ev = (await c.act('/admin/events/new', { name: 'Own Link Day', date: '2026-07-10', courtCount: 1 })).slug!;
  const slug = await c.create({ name: 'Own Link', event: ev, stages: 'pool' });
  for (let i = 1; i <= 2; i++) assert.is((await c.register(slug, { name: `Own ${i}` })).status, 303);
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 2 });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  const s = await c.state(slug);
  const match = s.courts[0].match.id;
  const res = await post(`/keeper/${slug}/1/final`, { k: key(slug, 1), match, sets: [[21, 19]] });
  assert.is(res.status, 200);
  const after = await c.state(slug);
  assert.is(after.pools[0].matches.find((m: any) => m.id === match).status, 'final');
});

t.run();
