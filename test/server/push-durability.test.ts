// The push queue lives in the store (docs/api.md, Notifications, Delivery): a push waiting for its retry when the
// process is killed outright (SIGKILL) is sent after the restart, once.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startPushEndpoint } from '../fixtures/push-endpoint.js';
import { serverFor } from '../fixtures/server.js';

const t = suite('push queue durability');
let key = '';
const ep = await startPushEndpoint(() => key);
const { c, restart } = serverFor(t, { env: { PUSH_ENDPOINTS: ep.origin }, stopWith: 'SIGKILL' });

t.before(async () => {
  key = ((await (await c.get('/push/key')).json()) as { key: string }).key;
});
t.after(() => ep.close());

t('a push waiting for its retry survives a SIGKILL and is delivered once after the restart', async () => {
  const slug = await c.createWithTeams('Kill Cup', 2);
  const phone = ep.subscribe();
  const res = await c.json(`/t/${slug}/push/subscribe`, { subscription: { endpoint: phone.endpoint, keys: phone.keys }, team: 't1' });
  assert.is(res.status, 200);
  ep.answer(phone.id, 503, '2');
  assert.ok((await c.act(`/admin/t/${slug}/broadcast`, { text: 'Still coming' })).ok);
  const until = Date.now() + 10_000;
  while (!ep.requests.some((r) => r.id === phone.id) && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
  assert.equal(
    ep.requests.filter((r) => r.id === phone.id).map((r) => r.status),
    [503],
  );
  // The retry is stored right after the answer; then the process is killed before it is due.
  await new Promise((r) => setTimeout(r, 300));
  ep.answer(phone.id, 201);
  await restart();
  await ep.waitFor((r) => r.some((x) => x.id === phone.id && x.payload.body === 'Still coming'), 20_000);
  await new Promise((r) => setTimeout(r, 1_500));
  assert.is(ep.received.filter((x) => x.id === phone.id).length, 1, 'delivered once');
  assert.equal(ep.rejected, []);
});

t.run();
