// SIGKILL of an instance under a stream of writes (docs/operating.md, Cluster mode): every write that instance (or any
// other) answered is there afterwards on the others, the others never stop answering, and the killed one comes back
// on the same database with the same state.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { clusterFor, eventually } from '../../fixtures/cluster.js';
import { type Client, Feed } from '../../fixtures/server.js';

const test = suite('cluster kill');
const cl = clusterFor(test);

interface Stream {
  /** Team names whose registration was answered 200, with their codes. */
  answered: Map<string, string>;
  /** Sent, but no answer came (the instance died meanwhile): in or not, both are fine. */
  unanswered: string[];
  /** Answers other than 200 (none expected). */
  refused: string[];
}

/** Registers teams one after another through `c` until `stop()` holds or the instance stops answering. */
async function stream(c: Client, slug: string, prefix: string, stop: () => boolean, s: Stream): Promise<void> {
  for (let i = 1; !stop(); i++) {
    const name = `${prefix} ${i}`;
    try {
      const res = await c.json(`/t/${slug}/register`, { name, captain: 'Cap', phone: '555 123 4567', players: 2 });
      const body = (await res.json()) as { code?: string; error?: string };
      if (res.status === 200) s.answered.set(name, body.code!);
      else s.refused.push(`${name}: ${res.status} ${body.error}`);
    } catch {
      s.unanswered.push(name);
      return;
    }
  }
}

const empty = (): Stream => ({ answered: new Map(), unanswered: [], refused: [] });

test('SIGKILL of A while A, B and C take registrations loses nothing answered', async () => {
  const slug = await cl.clients[0]!.create({ name: 'Hard Stop Open' });
  // Each instance learns of a tournament made on another a moment later (it follows the database).
  for (const c of cl.clients)
    await eventually(async () => (await c.get(`/t/${slug}/state.json`)).status === 200, 'the tournament everywhere');
  // A /ws subscriber on C, to see that C keeps following while A is gone.
  const feed = new Feed(`${cl.nodes[2]!.base.replace('http', 'ws')}/ws/${slug}`);
  await feed.opened;
  const streams = [empty(), empty(), empty()];
  let done = false;
  const running = [0, 1, 2].map((i) => stream(cl.clients[i]!, slug, `Team ${'ABC'[i]}`, () => done, streams[i]!));
  await eventually(async () => streams[0]!.answered.size >= 8, 'A answered 8 registrations', 30_000);
  await cl.nodes[0]!.stop('SIGKILL');
  // B and C keep answering after A is gone.
  const atKill = [streams[1]!.answered.size, streams[2]!.answered.size];
  await eventually(
    async () => streams[1]!.answered.size >= atKill[0]! + 5 && streams[2]!.answered.size >= atKill[1]! + 5,
    'B and C answered 5 more each',
    30_000,
  );
  done = true;
  await Promise.all(running);
  for (const s of streams) assert.equal(s.refused, []);
  const answered = new Map(streams.flatMap((s) => [...s.answered]));
  for (const i of [1, 2]) {
    // The instance follows the others' last writes a moment after they were answered: wait for it, then compare.
    let names = new Set<string>();
    let missing: string[] = [];
    try {
      await eventually(async () => {
        names = new Set((await cl.clients[i]!.state(slug)).teams.map((t: { name: string }) => t.name));
        missing = [...answered.keys()].filter((n) => !names.has(n));
        return missing.length === 0;
      }, 'every answered team');
    } catch {
      // Said below with the names.
    }
    assert.equal(missing, [], `answered but not on instance ${'ABC'[i]} (${names.size} teams there, ${answered.size} answered)`);
    const maybe = streams[0]!.unanswered;
    assert.is(names.size, answered.size + maybe.filter((n) => names.has(n)).length, 'nothing else was added');
  }
  // Each answered code opens its team's page on C.
  for (const [name, code] of [...answered].filter((_, j) => j % 5 === 0)) {
    const res = await cl.clients[2]!.get(`/t/${slug}/team/${code}`);
    assert.is(res.status, 200, `${name}'s code on C`);
    assert.ok((await res.text()).includes(name));
  }
  // C's subscriber, connected throughout, got the document with every team.
  const onC = (await cl.clients[2]!.state(slug)).teams.length;
  await feed.until((d) => d.teams.length === onC);
  feed.close();
  // A comes back on the same database and serves the same document as B.
  await cl.start(0);
  await eventually(async () => {
    const [x, y] = await Promise.all([cl.clients[0]!.state(slug), cl.clients[1]!.state(slug)]);
    return x.teams.length === y.teams.length && JSON.stringify(x.teams) === JSON.stringify(y.teams);
  }, 'A, restarted, shows what B shows');
});

test.run();
