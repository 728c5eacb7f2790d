// Courts and the queue over HTTP (docs/api.md, The court engine): upNext and its ETAs, the on-deck alert, pushback, and a swap between courts.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverFor } from '../fixtures/server.js';

const t = suite('courts and the queue');
const { c } = serverFor(t);

t('upNext plans per court at avgMatchMin steps, and pushback moves a match exactly two places', async () => {
  const slug = await c.createWithTeams('Queue Cup', 6, { courtCount: 1 });
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

t('a swap to an open court with a live match exchanges the two courts', async () => {
  const slug = await c.createWithTeams('Swap Cup', 4, { courtCount: 2 });
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

t.run();
