// The court engine's tick in a cluster (docs/operating.md, Cluster mode; docs/api.md, The court engine): three instances
// ticking every 50 ms while results come in through all of them; the engine's effects happen once: each match is called
// on deck once, no alert is doubled, and every instance serves the same document; the tick's lease in the database names
// one of the instances.
import pg from 'pg';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { clusterFor, eventually } from '../../fixtures/cluster.js';
import { key, sleep } from '../../fixtures/server.js';

const test = suite('cluster tick');
const cl = clusterFor(test, { env: { TICK_MS: '50' } });

interface Alert {
  kind: string;
  match: string;
  text: string;
  at: number;
}

test('results through A, B and C under fast ticks on all three: one on-deck call per match, the same document everywhere', async () => {
  const slug = await cl.clients[0]!.livePools('Tick Once Open', 16, 4);
  const finals = 12;
  for (let n = 0; n < finals; n++) {
    // Read where the last result was taken (another instance follows it a moment later), send through the next one.
    const doc = await cl.clients[n === 0 ? 0 : (n - 1) % 3]!.state(slug);
    const ct = doc.courts.find((c: { match: unknown }) => c.match);
    assert.ok(ct, `a live match for final ${n + 1}`);
    const res = await fetch(`${cl.nodes[n % 3]!.base}/keeper/${slug}/${ct.court}/final`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ k: key(slug, ct.court), match: ct.match.id, sets: [[21, 10 + (n % 9)]] }),
    });
    assert.is(res.status, 200, await res.text());
    // Ticks of every instance run between the results.
    await sleep(120);
  }
  await sleep(500);
  const docs = await eventually(async () => {
    const all = await Promise.all(cl.clients.map((c) => c.state(slug)));
    const strip = (d: { generatedAt: number }) => JSON.stringify({ ...d, generatedAt: 0 });
    return all.every((d) => strip(d) === strip(all[0]!)) ? all : null;
  }, 'every instance serves the same document');
  const alerts = docs[0]!.recentAlerts as Alert[];
  const calls = alerts.filter((a) => a.kind === 'on_deck');
  assert.ok(calls.length >= 4, `on-deck calls were made (${calls.length})`);
  const perMatch = new Map<string, number>();
  for (const a of calls) perMatch.set(a.match, (perMatch.get(a.match) ?? 0) + 1);
  for (const [match, count] of perMatch) assert.is(count, 1, `match ${match} called ${count} times`);
  // No alert doubled in any way (two instances appending the same step would leave two equal entries).
  assert.is(new Set(alerts.map((a) => JSON.stringify(a))).size, alerts.length);
  // Every final is in, once: 12 matches final, none twice in the events log.
  const finalsDone = docs[0]!.pools
    .flatMap((p: { matches: { status: string }[] }) => p.matches)
    .filter((m: { status: string }) => m.status === 'final');
  assert.is(finalsDone.length, finals);
  const { events } = (await (await cl.clients[1]!.get(`/admin/t/${slug}/events.json`)).json()) as { events: { action: string }[] };
  assert.is(events.filter((e) => e.action === 'keeperFinal').length, finals);
});

test("a live tournament's tick is leased to one of the instances", async () => {
  const slug = await cl.clients[1]!.livePools('Lease Holder Cup', 8, 2);
  // Every instance has the tournament loaded (and so would tick it without the lease), once it has followed B.
  for (const c of cl.clients)
    await eventually(async () => (await c.get(`/t/${slug}/state.json`)).status === 200, 'the tournament everywhere');
  const instances = await Promise.all(
    cl.nodes.map(async (n) => ((await (await fetch(`${n.base}/healthz`)).json()) as { instance: string }).instance),
  );
  assert.is(new Set(instances).size, 3, 'three instances, three ids');
  const db = new pg.Client({ connectionString: cl.url });
  await db.connect();
  try {
    // One row per name (its key): at any moment one instance holds the tick; which one may change when a holder is late.
    const holder = await eventually(async () => {
      const { rows } = await db.query<{ holder: string }>('SELECT holder FROM leases WHERE name = $1', [`tick:${slug}`]);
      return rows[0]?.holder;
    }, 'the tick lease is taken');
    assert.ok(instances.includes(holder), `the holder ${holder} is one of the instances`);
  } finally {
    await db.end();
  }
});

test.run();
