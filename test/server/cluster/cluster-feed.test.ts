// Followers on one instance hear of writes made on another (docs/operating.md, Cluster mode): a /ws subscriber and a
// spectator of the public Y.Doc on instance C see a keeper's point taken by A and a broadcast taken by B, and the same
// organizer session works on every instance.
import { isDeepStrictEqual } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import type { PublicState } from '../../../shared/engine/types.js';
import { readPublicDoc } from '../../../shared/public/public-ydoc-read.js';
import { clusterFor, eventually } from '../../fixtures/cluster.js';
import { Client, Feed, key } from '../../fixtures/server.js';
import { done, synced } from '../../fixtures/yjs-clients.js';

const test = suite('cluster feed');
const cl = clusterFor(test);
let slug = '';
let court = 0;
let match = '';

const wsBase = (i: number) => cl.nodes[i]!.base.replace('http', 'ws');

test.before(async () => {
  slug = await cl.clients[0]!.livePools('Follow Along Open', 8, 2);
  // B and C follow what A did a moment later.
  for (const c of cl.clients)
    await eventually(async () => (await c.state(slug)).courts.some((x: { match: unknown }) => x.match), 'the live tournament everywhere');
  const doc = await cl.clients[0]!.state(slug);
  const ct = doc.courts.find((c: { match: unknown }) => c.match);
  court = ct.court;
  match = ct.match.id;
});

async function point(i: number, a: number, b: number): Promise<void> {
  const res = await fetch(`${cl.nodes[i]!.base}/keeper/${slug}/${court}/live`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ k: key(slug, court), match, a, b, sets: [] }),
  });
  assert.is(res.status, 200, await res.text());
}

const liveOn = (doc: PublicState | null, a: number, b: number) =>
  isDeepStrictEqual(doc?.courts.find((c) => c.court === court)?.match?.live, [a, b]);

test('a /ws subscriber on C gets a keeper point taken by A', async () => {
  const feed = new Feed(`${wsBase(2)}/ws/${slug}`);
  await feed.opened;
  await feed.until((d) => d.slug === slug);
  await point(0, 7, 3);
  const doc = await feed.until((d) => liveOn(d, 7, 3), 10_000);
  assert.is(doc.slug, slug);
  // And a later one taken by B: C follows every write, not just the first.
  await point(1, 8, 3);
  await feed.until((d) => liveOn(d, 8, 3), 10_000);
  feed.close();
});

test("a spectator of C's public Y.Doc gets a point taken by A and a broadcast taken by B", async () => {
  const ydoc = new Y.Doc();
  const p = new WebsocketProvider(`${wsBase(2)}/yjs`, `${slug}/public`, ydoc, {
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    disableBc: true,
  });
  try {
    await synced(p);
    await point(0, 9, 4);
    await eventually(async () => liveOn(readPublicDoc(ydoc), 9, 4), 'the point on C');
    await cl.clients[1]!.act(`/admin/t/${slug}/broadcast`, { text: 'Lunch is served by court 1' });
    const seen = await eventually(
      async () => readPublicDoc(ydoc)?.recentAlerts.find((a) => a.kind === 'broadcast' && a.text === 'Lunch is served by court 1'),
      'the broadcast on C',
    );
    assert.is(seen.match, '');
  } finally {
    done(p);
  }
});

test('a session opened on A works on B and C, and a logout on B ends it on A and C', async () => {
  const a = new Client(cl.nodes[0]!.base);
  await a.login('Desk Roaming');
  for (const i of [1, 2]) {
    const other = new Client(cl.nodes[i]!.base);
    other.cookie = a.cookie;
    const res = await other.get('/admin');
    assert.is(res.status, 200, `instance ${'ABC'[i]} takes the session`);
  }
  const b = new Client(cl.nodes[1]!.base);
  b.cookie = a.cookie;
  await b.get('/admin/logout');
  for (const i of [0, 2]) {
    const other = new Client(cl.nodes[i]!.base);
    other.cookie = a.cookie;
    await eventually(async () => (await other.get('/admin')).status === 303, `instance ${'ABC'[i]} ends the session`);
  }
});

test.run();
