// PostgreSQL going away under three instances (docs/operating.md, Cluster mode): while it is down, writes answer 503 and
// change nothing and reads serve the last state; once it is back every instance writes again by itself. The database is
// a server of this file's own (own-postgres.ts), so stopping it never disturbs other test files using the machine's.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { clusterFor, eventually } from '../../fixtures/cluster.js';
import { type OwnPostgres, startOwnPostgres } from '../../fixtures/own-postgres.js';
import { type Client, Feed, key } from '../../fixtures/server.js';

const test = suite('cluster postgres restart');
let pg: OwnPostgres;
// /ws subscribers of a tournament whose write failed re-attach at the feed's next ping: quicker than 30 s here.
const cl = clusterFor(test, {
  env: { FEED_PING_MS: '1000' },
  database: async () => {
    pg = await startOwnPostgres();
    return { url: pg.url, drop: () => pg.destroy() };
  },
});

const register = (c: Client, slug: string, name: string) =>
  c.json(`/t/${slug}/register`, { name, captain: 'Cap', phone: '555 123 4567', players: 2 });

async function teamNames(c: Client, slug: string): Promise<Set<string>> {
  return new Set((await c.state(slug)).teams.map((t: { name: string }) => t.name));
}

test('PostgreSQL down: writes answer 503 and change nothing, reads serve the last state; back up: writes work again', async () => {
  const slug = await cl.clients[0]!.create({ name: 'Outage Open' });
  // Every instance has followed the creation before B and C register.
  for (const c of cl.clients)
    await eventually(async () => (await c.get(`/t/${slug}/state.json`)).status === 200, 'the tournament everywhere');
  for (let i = 1; i <= 3; i++) assert.is((await register(cl.clients[i - 1]!, slug, `Before ${i}`)).status, 200);
  const live = await cl.clients[1]!.livePools('Outage Live Cup', 8, 2);
  const liveDoc = await cl.clients[1]!.state(live);
  const ct = liveDoc.courts.find((c: { match: unknown }) => c.match);
  for (const c of cl.clients)
    await eventually(async () => (await c.state(live)).courts.some((x: { match: unknown }) => x.match), 'the live tournament everywhere');
  const feed = new Feed(`${cl.nodes[2]!.base.replace('http', 'ws')}/ws/${slug}`);
  await feed.opened;
  await eventually(async () => (await teamNames(cl.clients[2]!, slug)).size === 3, 'C shows the three teams');

  pg.stop();
  for (let i = 0; i < 3; i++) {
    const res = await register(cl.clients[i]!, slug, `During ${i + 1}`);
    const body = (await res.json()) as { ok: boolean; error?: string };
    assert.is(res.status, 503, `registration on instance ${'ABC'[i]}`);
    assert.is(body.ok, false);
    assert.ok(body.error && body.error.length > 10, 'a sentence says why');
    const point = await fetch(`${cl.nodes[i]!.base}/keeper/${live}/${ct.court}/live`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ k: key(live, ct.court), match: ct.match.id, a: 5, b: 5, sets: [] }),
    });
    assert.is(point.status, 503, `keeper point on instance ${'ABC'[i]}`);
    // A desk form answers its page with the error, not a bare status.
    const form = await cl.clients[i]!.form(`/admin/t/${slug}/banner`, { banner: 'Never shown' });
    assert.is(form.status, 503);
    // Reads serve the last state.
    const names = await teamNames(cl.clients[i]!, slug);
    assert.equal([...names].sort(), ['Before 1', 'Before 2', 'Before 3']);
  }

  pg.start();
  // Every instance writes again without being restarted.
  for (let i = 0; i < 3; i++) {
    await eventually(
      async () => (await register(cl.clients[i]!, slug, `After ${i + 1}`)).status === 200,
      `instance ${'ABC'[i]} takes a registration again`,
      20_000,
    );
  }
  for (let i = 0; i < 3; i++) {
    const names = await eventually(async () => {
      const n = await teamNames(cl.clients[i]!, slug);
      return n.size === 6 ? n : null;
    }, `instance ${'ABC'[i]} shows six teams`);
    for (const name of ['Before 1', 'Before 2', 'Before 3', 'After 1', 'After 2', 'After 3']) assert.ok(names.has(name), name);
    const doc = await cl.clients[i]!.state(slug);
    assert.is(doc.banner ?? '', '', 'the banner sent during the outage is not there');
  }
  // C's subscriber (or its reconnect) follows the writes made after the outage.
  await feed.until((d) => d.teams.length === 6, 10_000);
  feed.close();
});

test('PostgreSQL restarted under a stream of writes: every answer is 200 or 503, the 200s are in, the 503s are not', async () => {
  const slug = await cl.clients[2]!.create({ name: 'Restart Open' });
  // Every instance has followed the creation before the writers start.
  for (const c of cl.clients)
    await eventually(async () => (await c.get(`/t/${slug}/state.json`)).status === 200, 'the tournament everywhere');
  const answered: string[] = [];
  const refused: string[] = [];
  const other: string[] = [];
  let phase: 'before' | 'after' = 'before';
  let afterCount = 0;
  let stop = false;
  const writer = async (i: number) => {
    for (let n = 1; !stop; n++) {
      const name = `Stream ${'ABC'[i]} ${n}`;
      let res: Response;
      try {
        res = await register(cl.clients[i]!, slug, name);
        await res.arrayBuffer();
      } catch (err) {
        // No answer at all (the instance went away): a failure of this test, said below.
        other.push(`${name}: ${String((err as Error).cause ?? err)}`);
        return;
      }
      if (res.status === 200) {
        answered.push(name);
        if (phase === 'after') afterCount++;
      } else if (res.status === 503) refused.push(name);
      else other.push(`${name}: ${res.status}`);
      // A 503 comes back at once: do not spin while the database is away.
      if (res.status === 503) await new Promise((r) => setTimeout(r, 50));
    }
  };
  const writers = [0, 1, 2].map(writer);
  await eventually(async () => answered.length >= 9, 'nine registrations before the restart', 30_000);
  pg.restart();
  phase = 'after';
  await eventually(async () => afterCount >= 9, 'nine registrations after the restart', 30_000);
  stop = true;
  await Promise.all(writers);
  assert.equal(other, [], 'no answer but 200 or 503');
  for (let i = 0; i < 3; i++) {
    const names = await eventually(async () => {
      const n = await teamNames(cl.clients[i]!, slug);
      return n.size === answered.length ? n : null;
    }, `instance ${'ABC'[i]} shows every answered team and nothing else`);
    for (const name of answered) assert.ok(names.has(name), `${name} (answered) on ${'ABC'[i]}`);
    for (const name of refused) assert.not.ok(names.has(name), `${name} (refused) not on ${'ABC'[i]}`);
  }
});

test.run();
