// The push queue lives in the store (docs/api.md, Notifications, Delivery), LMDB or PostgreSQL: a push waiting for its
// retry when the process is killed outright (SIGKILL) is sent after the restart, once; a 410 drops the endpoint and a
// deleted tournament takes its subscriptions along, on either store.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { freshDatabase } from '../fixtures/postgres.js';
import { startPushEndpoint } from '../../harness/push-endpoint.js';
import { serverFor } from '../fixtures/server.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function onStore(label: string, env: Record<string, string>, cleanup: () => Promise<void>): Promise<void> {
  const t = suite(`push queue durability (${label})`);
  let key = '';
  const ep = await startPushEndpoint(() => key);
  const { c, restart } = serverFor(t, { env: { ...env, PUSH_ENDPOINTS: ep.origin }, stopWith: 'SIGKILL' });

  t.before(async () => {
    key = ((await (await c.get('/push/key')).json()) as { key: string }).key;
  });
  t.after(async () => {
    await ep.close();
    await cleanup();
  });

  const follow = async (slug: string, team: string) => {
    const phone = ep.subscribe();
    const res = await c.json(`/t/${slug}/push/subscribe`, { subscription: { endpoint: phone.endpoint, keys: phone.keys }, team });
    assert.is(res.status, 200);
    return phone;
  };
  const requestsOf = async (id: string, n: number) => {
    const until = Date.now() + 10_000;
    while (ep.requests.filter((r) => r.id === id).length < n && Date.now() < until) await sleep(25);
    return ep.requests.filter((r) => r.id === id).map((r) => r.status);
  };

  t('a push waiting for its retry survives a SIGKILL and is delivered once after the restart', async () => {
    const slug = await c.createWithTeams('Kill Cup', 2);
    const phone = await follow(slug, 't1');
    ep.answer(phone.id, 503, '2');
    assert.ok((await c.act(`/admin/t/${slug}/broadcast`, { text: 'Still coming' })).ok);
    assert.equal(await requestsOf(phone.id, 1), [503]);
    // The retry is stored right after the answer; then the process is killed before it is due.
    await sleep(300);
    ep.answer(phone.id, 201);
    await restart();
    await ep.waitFor((r) => r.some((x) => x.id === phone.id && x.payload.body === 'Still coming'), 20_000);
    await sleep(1_500);
    assert.is(ep.received.filter((x) => x.id === phone.id).length, 1, 'delivered once');
    assert.equal(ep.rejected, []);
  });

  t('a 410 drops the endpoint, and deleting the tournament drops the rest', async () => {
    const slug = await c.createWithTeams('Gone Cup', 2);
    const [gone, stay] = [await follow(slug, 't1'), await follow(slug, 't2')];
    ep.answer(gone.id, 410);
    assert.ok((await c.act(`/admin/t/${slug}/broadcast`, { text: 'One' })).ok);
    await ep.waitFor((r) => r.some((x) => x.id === stay.id && x.payload.body === 'One'));
    assert.equal(await requestsOf(gone.id, 1), [410]);
    assert.ok((await c.act(`/admin/t/${slug}/broadcast`, { text: 'Two' })).ok);
    await ep.waitFor((r) => r.some((x) => x.id === stay.id && x.payload.body === 'Two'));
    await sleep(300);
    assert.is(ep.requests.filter((r) => r.id === gone.id).length, 1, 'the 410 endpoint is not called again');
    assert.is((await c.json(`/admin/t/${slug}/delete`, { confirm: 'yes' })).status, 200);
    const again = await c.createWithTeams('Gone Cup', 2);
    assert.is(again, slug);
    const other = await follow(again, 't2');
    assert.ok((await c.act(`/admin/t/${again}/broadcast`, { text: 'Three' })).ok);
    await ep.waitFor((r) => r.some((x) => x.id === other.id && x.payload.body === 'Three'));
    await sleep(300);
    assert.not.ok(
      ep.received.some((x) => x.id === stay.id && x.payload.body === 'Three'),
      'deleted with its tournament',
    );
  });

  t.run();
}

await onStore('LMDB', {}, async () => undefined);
const db = await freshDatabase('push');
await onStore('PostgreSQL', { DATABASE_URL: db.url }, () => db.drop());
