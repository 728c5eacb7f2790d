// Two instances on one PostgreSQL database (docs/operating.md, Scaling notes): a tournament made on A a moment ago is
// served by B at once (B looks an unknown slug up in the database before it answers 404), by state.json, its page and
// /ws; addresses of tournaments that exist nowhere still answer 404, a flood of them included.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { clusterFor } from '../../fixtures/cluster.js';
import { Feed } from '../../fixtures/server.js';

const test = suite('cluster look-up of unknown slugs');
const cl = clusterFor(test, { instances: 2 });

test('a tournament created on A is served by B right after A answered: state.json, its page and /ws', async () => {
  const [a, b] = cl.clients;
  for (let i = 1; i <= 5; i++) {
    const name = `Lookup Open ${i}`;
    const slug = await a!.create({ name });
    // Asked of B the moment A answered, before B has heard A's notification.
    const target = i % 2 ? `/t/${slug}/state.json` : `/t/${slug}`;
    const res = await b!.get(target);
    assert.is(res.status, 200, `${target} on B right after its creation on A`);
    const body = await res.text();
    assert.ok(body.includes(name), `${target} on B shows "${name}"`);
  }
  const slug = await a!.create({ name: 'Lookup Feed Cup' });
  const feed = new Feed(`${cl.nodes[1]!.base.replace(/^http/, 'ws')}/ws/${slug}`);
  await feed.opened;
  const doc = await feed.until((d) => d.name === 'Lookup Feed Cup');
  assert.is(doc.slug, slug, "B's /ws sends the new tournament's document");
  feed.ws.close();
});

test('addresses of tournaments that exist nowhere answer 404, a flood of them too; B still serves the rest', async () => {
  const b = cl.clients[1]!;
  const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => b.get(`/t/nowhere-${i % 7}/state.json`)));
  assert.equal(
    answers.map((r) => r.status),
    Array.from({ length: 60 }, () => 404),
  );
  const page = await b.get('/t/nowhere-at-all');
  assert.is(page.status, 404);
  assert.ok((await page.text()).length > 0, 'the 404 page says something');
  const slug = await cl.clients[0]!.create({ name: 'After The Flood' });
  const res = await b.get(`/t/${slug}/state.json`);
  assert.is(res.status, 200, 'a real tournament is still looked up after the flood (another second, another budget)');
});

test.run();
