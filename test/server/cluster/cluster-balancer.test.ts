// The whole topology of `npm run cluster` (docs/operating.md, Cluster mode): three instances on PostgreSQL behind the
// balancer (scripts/cluster/balancer.ts). A keeper scoring through the balancer and a spectator following through it carry
// on when the instance under them is SIGKILLed: the keeper's next points are answered by the others (a point whose
// answer was lost is sent again, as a pad does, and counted once), and the spectator, reconnecting, sees every later point.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import WebSocket from 'ws';
import { type Balancer, startBalancer } from '../../../scripts/cluster/balancer.js';
import { clusterFor, eventually } from '../../fixtures/cluster.js';
import { Client, key } from '../../fixtures/server.js';

const test = suite('cluster behind the balancer');
const cl = clusterFor(test);
let lb: Balancer;
let base = '';

test.before(async () => {
  lb = await startBalancer({
    targets: cl.nodes.map((n) => ({ host: '127.0.0.1', port: n.port })),
    port: 0,
    host: '127.0.0.1',
    checkMs: 200,
  });
  base = `http://127.0.0.1:${lb.port}`;
});

test.after(async () => {
  await lb?.close();
});

/** A spectator through the balancer that reconnects when its socket closes, keeping every document it got. */
function spectator(slug: string) {
  const docs: { courts: { court: number; match: { live: [number, number] | null } | null }[] }[] = [];
  let ws: WebSocket | null = null;
  let reconnects = 0;
  let stopped = false;
  const open = () => {
    ws = new WebSocket(`${base.replace('http', 'ws')}/ws/${slug}`);
    ws.on('message', (d) => docs.push(JSON.parse(String(d))));
    ws.on('error', () => {});
    ws.on('close', () => {
      if (stopped) return;
      reconnects++;
      setTimeout(open, 100);
    });
  };
  open();
  return {
    docs,
    reconnects: () => reconnects,
    stop() {
      stopped = true;
      ws?.close();
    },
  };
}

test('a keeper and a spectator through the balancer carry on when the instance under them is killed', async () => {
  // The desk sets up on A (its requests one after another on one instance); every instance follows before the day starts.
  const slug = await cl.clients[0]!.livePools('Through The Door Open', 8, 2);
  for (const c of cl.clients)
    await eventually(async () => (await c.state(slug)).courts.some((x: { match: unknown }) => x.match), 'the live tournament everywhere');
  const c = new Client(base);
  const doc = await c.state(slug);
  const ct = doc.courts.find((x: { match: unknown }) => x.match);
  // Four spectators: round-robin puts at least one on every instance.
  const watchers = [0, 1, 2, 3].map(() => spectator(slug));
  await eventually(async () => watchers.every((w) => w.docs.length > 0), 'every spectator has the document');
  const send = (a: number) =>
    fetch(`${base}/keeper/${slug}/${ct.court}/live`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ k: key(slug, ct.court), match: ct.match.id, a, b: 0, sets: [] }),
    });
  let failed = 0;
  for (let a = 1; a <= 30; a++) {
    if (a === 10) await cl.nodes[1]!.stop('SIGKILL');
    // As a pad does: a point without an answer is sent again until one comes.
    for (;;) {
      const res = await send(a).catch(() => null);
      if (res?.status === 200) break;
      failed++;
      assert.ok(failed <= 5, `point ${a}: ${res?.status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  // The balancer took the killed instance out; the others answer.
  assert.equal(
    lb.status().map((s) => s.up),
    [true, false, true],
  );
  // Every spectator, reconnected where its instance died, has the last point.
  await eventually(
    async () => watchers.every((w) => w.docs.at(-1)?.courts.find((x) => x.court === ct.court)?.match?.live?.[0] === 30),
    'every spectator shows the last point',
  );
  assert.ok(
    watchers.some((w) => w.reconnects() > 0),
    'a spectator was on the killed instance',
  );
  for (const w of watchers) w.stop();
  // Whichever instance the balancer picks shows it (once it has followed the last point).
  const last = await eventually(async () => {
    const d = await c.state(slug);
    return d.courts.find((x: { court: number }) => x.court === ct.court).match.live?.[0] === 30 ? d : null;
  }, 'state.json through the balancer shows the last point');
  assert.equal(last.courts.find((x: { court: number }) => x.court === ct.court).match.live, [30, 0]);
});

test.run();
