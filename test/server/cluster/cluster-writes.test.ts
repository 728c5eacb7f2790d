// Three instances on one PostgreSQL database (docs/operating.md, Cluster mode; docs/api.md, Versions): writes to one
// tournament taken by different instances are applied one after another, none lost and none applied on a stale state,
// and every instance serves the same document afterwards.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { clusterFor, eventually } from '../../fixtures/cluster.js';
import { key } from '../../fixtures/server.js';

const test = suite('cluster writes');
const cl = clusterFor(test);

interface Answer {
  status: number;
  body: { ok: boolean; error?: string; match?: { id: string; live: [number, number] | null; rev: number } };
}

async function point(base: string, slug: string, court: number, match: string, a: number, b: number): Promise<Answer> {
  const res = await fetch(`${base}/keeper/${slug}/${court}/live`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ k: key(slug, court), match, a, b, sets: [] }),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

/**
 * The live match on each court, as instance `i` shows it once it has followed the setup made on another instance (another
 * instance's write reaches it a moment later: reads are served from each instance's copy).
 */
async function liveMatches(i: number, slug: string, courts: number): Promise<{ court: number; match: { id: string } }[]> {
  return eventually(async () => {
    const doc = await cl.clients[i]!.state(slug);
    const live = doc.courts.filter((c: { match: unknown }) => c.match);
    return live.length === courts ? live : null;
  }, `instance ${'ABC'[i]} shows ${courts} live matches`);
}

/** The same document on every instance (its rebuild time aside), once each has followed the last write. */
async function sameEverywhere(slug: string): Promise<void> {
  await eventually(async () => {
    const docs = await Promise.all(cl.clients.map(async (c) => JSON.stringify({ ...(await c.state(slug)), generatedAt: 0 })));
    return docs.every((d) => d === docs[0]);
  }, 'every instance serves the same state.json');
}

test('keeper points sent round-robin through A, B and C are applied in order', async () => {
  const slug = await cl.clients[0]!.livePools('Round Robin Open', 8, 2);
  const [court] = await liveMatches(1, slug, 2);
  assert.ok(court, 'a live match on instance B, set up through A');
  const count = 30;
  const revs: number[] = [];
  for (let i = 1; i <= count; i++) {
    const a = Math.ceil(i / 2);
    const b = Math.floor(i / 2);
    const r = await point(cl.nodes[(i - 1) % 3]!.base, slug, court.court, court.match.id, a, b);
    assert.is(r.status, 200, `point ${i} through instance ${'ABC'[(i - 1) % 3]}: ${r.body.error}`);
    assert.equal(r.body.match!.live, [a, b]);
    revs.push(r.body.match!.rev);
  }
  // One counter per tournament: a write applied on a stale state would repeat a rev or go back.
  for (let i = 1; i < revs.length; i++) assert.ok(revs[i]! > revs[i - 1]!, `rev ${revs[i]} after ${revs[i - 1]}`);
  await sameEverywhere(slug);
  for (let i = 0; i < 3; i++) {
    const doc = await cl.clients[i]!.state(slug);
    const m = doc.courts.find((c: { court: number }) => c.court === court.court).match;
    assert.equal(m.live, [count / 2, count / 2], `instance ${'ABC'[i]} shows the last point`);
    assert.is(m.rev, revs.at(-1));
  }
});

test('keepers of different courts writing at once through different instances lose nothing', async () => {
  const slug = await cl.clients[1]!.livePools('All At Once Cup', 12, 3);
  const courts = await liveMatches(2, slug, 3);
  assert.is(courts.length, 3);
  const perCourt = 15;
  const answers = await Promise.all(
    courts.map(async (ct, k) => {
      const out: Answer[] = [];
      // Court k's keeper sends through instance k, then k+1, ...: every instance takes writes of every court.
      for (let i = 1; i <= perCourt; i++) out.push(await point(cl.nodes[(k + i) % 3]!.base, slug, ct.court, ct.match.id, i, 0));
      return out;
    }),
  );
  const revs = answers.flat().map((r) => {
    assert.is(r.status, 200, r.body.error);
    return r.body.match!.rev;
  });
  assert.is(new Set(revs).size, revs.length, 'no rev given twice');
  await sameEverywhere(slug);
  for (let i = 0; i < 3; i++) {
    const doc = await cl.clients[i]!.state(slug);
    for (const ct of courts) {
      const m = doc.courts.find((c: { court: number }) => c.court === ct.court).match;
      assert.equal(m.live, [perCourt, 0], `court ${ct.court} on instance ${'ABC'[i]}`);
    }
  }
});

test('registrations through all instances at once: every team is in, once, in one order everywhere', async () => {
  const slug = await cl.clients[2]!.create({ name: 'Open Door Cup' });
  // Each instance learns of a tournament made on another a moment later (it follows the database).
  for (const c of cl.clients)
    await eventually(async () => (await c.get(`/t/${slug}/state.json`)).status === 200, 'the tournament everywhere');
  const teams = 24;
  const results = await Promise.all(
    Array.from({ length: teams }, (_, i) =>
      cl.clients[i % 3]!.json(`/t/${slug}/register`, { name: `Door Team ${i + 1}`, captain: 'Cap', phone: '555 123 4567', players: 2 }),
    ),
  );
  const codes: string[] = [];
  for (const res of results) {
    const body = (await res.json()) as { ok: boolean; code: string; error?: string };
    assert.is(res.status, 200, body.error);
    codes.push(body.code);
  }
  assert.is(new Set(codes).size, teams, 'every team got its own code');
  await sameEverywhere(slug);
  const seeds: string[][] = [];
  const logs: unknown[] = [];
  for (let i = 0; i < 3; i++) {
    const doc = await cl.clients[i]!.state(slug);
    assert.is(doc.teams.length, teams);
    assert.is(new Set(doc.teams.map((t: { seed: number }) => t.seed)).size, teams, 'no seed given twice');
    seeds.push([...doc.teams].sort((x: { seed: number }, y: { seed: number }) => x.seed - y.seed).map((t: { name: string }) => t.name));
    const events = await (await cl.clients[i]!.get(`/admin/t/${slug}/events.json`)).json();
    logs.push(events);
  }
  // Seeds 1..24 given once each, in the same order on every instance; the events log alike.
  assert.is(new Set(seeds[0]).size, teams);
  assert.equal(seeds[1], seeds[0]);
  assert.equal(seeds[2], seeds[0]);
  assert.equal(logs[1], logs[0]);
  assert.equal(logs[2], logs[0]);
});

test.run();
