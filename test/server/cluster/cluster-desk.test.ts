// Two instances on one PostgreSQL database, a desk on each (docs/operating.md, Cluster mode): an intent a desk writes
// through A is run by A, under that desk's name, once; B, which follows the intent into its own desk room, leaves it to
// A (it would run it as "organizer" should A's answer not come).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { waitForAck, writeIntent } from '../../../client/sync/synced-intents.js';
import { clusterFor, eventually } from '../../fixtures/cluster.js';
import { done, socketWith, synced } from '../../fixtures/yjs-clients.js';

const test = suite('cluster desks');
const cl = clusterFor(test, { instances: 2 });

function desk(i: number, slug: string, doc = new Y.Doc()): WebsocketProvider {
  const base = cl.nodes[i]!.base.replace(/^http/, 'ws');
  return new WebsocketProvider(`${base}/yjs`, slug, doc, {
    WebSocketPolyfill: socketWith({ cookie: cl.clients[i]!.cookie }),
    disableBc: true,
  });
}

test('banners set by a desk on A are logged under its name, once each, while a desk on B follows them', async () => {
  const [a, b] = cl.clients;
  const slug = await a!.create({ name: 'Two Desks Cup' });
  await eventually(async () => (await b!.get(`/t/${slug}/state.json`)).status === 200, 'B knows the tournament');
  const onA = new Y.Doc();
  const onB = new Y.Doc();
  const pa = desk(0, slug, onA);
  const pb = desk(1, slug, onB);
  await synced(pa);
  await synced(pb);
  const banners = Array.from({ length: 8 }, (_, i) => `Court change ${i + 1}`);
  for (const banner of banners) {
    const ack = await waitForAck(onA, writeIntent(onA, { type: 'banner', banner }), 10_000);
    assert.ok(ack.ok, JSON.stringify(ack));
  }
  // B's desk sees the last banner: B followed every intent and its answer.
  await eventually(async () => (await b!.state(slug)).banner === banners.at(-1), "B shows A's last banner");
  const log = await (await a!.get(`/admin/t/${slug}/events.csv`)).text();
  const rows = log.split('\r\n').filter((l) => l.includes('"banner"'));
  assert.is(rows.length, banners.length, 'one log row per banner');
  assert.ok(
    rows.every((l) => l.includes('"Desk A"')),
    `every banner is logged under the desk's name:\n${rows.join('\n')}`,
  );
  done(pa);
  done(pb);
});

test.run();
