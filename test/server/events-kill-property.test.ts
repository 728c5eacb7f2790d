// Property test with random kills (docs/design/events.md, Serialising a venue step: after SIGKILL): random events of 2-6
// divisions with shared players, played through the server's routes with random finals, forfeits, withdrawals and venue
// court pauses, and SIGKILLs of the server process at random moments while writes are in flight. After every step (and
// every restart): no answered write is lost, no venue court has two matches, no team and no player is on two courts, and
// no open venue court stands idle while a division allowed on it has a ready match (a freed court is filled within the
// same write; no rest minimum here, so no tick is needed). A modest number of runs keeps it to a minute or two.
import fc from 'fast-check';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { pick, prng } from '../../harness/sim.js';
import { Client, removeDir, type Srv, sleep, startServer, tempDir } from '../fixtures/server.js';

const t = suite('events under random kills');

/** First names of players; a name drawn in two divisions (or two teams) is one person to the venue. */
const PEOPLE = ['Ana Diaz', 'Bo Chen', 'Cy Park', 'Di Wu', 'Ed Roy', 'Fa Lin', 'Gu Sol', 'Hu Ito', 'Io Mar', 'Jo Kat', 'Ku Lee', 'Lu Ney'];
const key = (name: string) => name.toLowerCase().replace(/\s+/g, '');

/** A write answered 200: what it must have left once it is stored. */
type Answered =
  | { kind: 'final' | 'forfeit'; slug: string; match: string }
  | { kind: 'withdraw'; slug: string; team: string }
  | { kind: 'court'; court: number; paused: boolean };

interface World {
  srv: Srv;
  c: Client;
  dataDir: string;
  ev: string;
  courtCount: number;
  /** Division slug -> the venue courts it may use. */
  allowed: Map<string, number[]>;
  /** `<division>/<team name>` -> its players' names. */
  players: Map<string, string[]>;
  answered: Answered[];
  kills: number;
}

const state = (w: World, slug: string): Promise<any> => w.c.state(slug);

/** Builds the event: 2-6 divisions, each on a random set of venue courts, teams of two players drawn from PEOPLE. */
async function setUp(rand: () => number, divisions: number, courtCount: number): Promise<World> {
  const dataDir = tempDir();
  const srv = await startServer({ dataDir });
  const c = new Client(srv.base);
  await c.login();
  const ev = (await c.act('/admin/events/new', { name: 'Kill Property', date: '2026-08-01', courtCount })).slug!;
  const w: World = { srv, c, dataDir, ev, courtCount, allowed: new Map(), players: new Map(), answered: [], kills: 0 };
  for (let d = 0; d < divisions; d++) {
    const courts = Array.from({ length: courtCount }, (_, i) => i + 1).filter(() => rand() < 0.7);
    const use = courts.length ? courts : [1 + Math.floor(rand() * courtCount)];
    const slug = await c.create({ name: `Division ${d + 1}`, event: ev, stages: 'pool', courts: use.join(',') });
    w.allowed.set(slug, use);
    const teams = 3 + Math.floor(rand() * 4);
    for (let i = 1; i <= teams; i++) {
      const names = [pick(rand, PEOPLE), `Solo ${d}-${i}`];
      const name = `D${d + 1} Team ${i}`;
      assert.is((await c.register(slug, { name, playerNames: names.join('\n') })).status, 303);
      w.players.set(`${slug}/${name}`, names);
    }
    await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: teams });
  }
  for (const slug of w.allowed.keys()) await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  return w;
}

/** Every invariant, on the states the server serves now. */
async function check(w: World, when: string): Promise<void> {
  const states = new Map<string, any>();
  for (const slug of w.allowed.keys()) states.set(slug, await state(w, slug));
  const venue = await (await w.c.get(`/e/${w.ev}/state.json`)).json();
  const paused = new Set<number>(venue.courts.filter((c: any) => c.status === 'paused').map((c: any) => c.court));
  // Courts, teams and players on court.
  const holder = new Map<number, string>();
  const busyTeams = new Map<string, Set<string>>();
  const busyPlayers = new Map<string, string>();
  for (const [slug, s] of states) {
    const teams = new Set<string>();
    busyTeams.set(slug, teams);
    for (const c of s.courts) {
      if (!c.match) continue;
      const where = `${slug}/${c.match.id}`;
      assert.not.ok(holder.has(c.court), `${when}: venue court ${c.court} has two matches (${holder.get(c.court)} and ${where})`);
      holder.set(c.court, where);
      for (const side of [c.match.a, c.match.b]) {
        assert.not.ok(teams.has(side.id), `${when}: ${slug} team ${side.name} is on two courts`);
        teams.add(side.id);
        for (const p of w.players.get(`${slug}/${side.name}`) ?? []) {
          const k = key(p);
          // (one person on both teams of one match is one court still)
          const there = busyPlayers.get(k);
          assert.ok(there === undefined || there === where, `${when}: player ${p} is on two courts (${there} and ${where})`);
          busyPlayers.set(k, where);
        }
      }
    }
  }
  // No answered write lost.
  const courtsNow = new Map<number, boolean>();
  for (const a of w.answered) {
    if (a.kind === 'court') {
      courtsNow.set(a.court, a.paused);
      continue;
    }
    const s = states.get(a.slug);
    if (a.kind === 'withdraw') {
      assert.ok(
        s.withdrawn.some((x: any) => x.name === a.team) && !s.teams.some((x: any) => x.name === a.team),
        `${when}: answered withdrawal of ${a.team} kept`,
      );
      continue;
    }
    const m = s.pools.flatMap((p: any) => p.matches).find((x: any) => x.id === a.match);
    assert.ok(
      m && (m.status === a.kind || (a.kind === 'final' && m.status === 'forfeit')),
      `${when}: answered ${a.kind} of ${a.slug}/${a.match} kept (${m?.status})`,
    );
  }
  for (const [court, isPaused] of courtsNow) assert.is(paused.has(court), isPaused, `${when}: venue court ${court} paused as answered`);
  // A free open court is never left idle while a division allowed on it has a ready match.
  for (let n = 1; n <= w.courtCount; n++) {
    if (holder.has(n) || paused.has(n)) continue;
    for (const [slug, s] of states) {
      if (s.phase !== 'live' || !w.allowed.get(slug)!.includes(n)) continue;
      const teams = busyTeams.get(slug)!;
      for (const m of s.pools.flatMap((p: any) => p.matches)) {
        if ((m.status !== 'pending' && m.status !== 'on_deck') || !m.a || !m.b) continue;
        const players = [m.a, m.b].flatMap((x: any) => w.players.get(`${slug}/${x.name}`) ?? []);
        const busy = teams.has(m.a.id) || teams.has(m.b.id) || players.some((p) => busyPlayers.has(key(p)));
        assert.ok(busy, `${when}: venue court ${n} is idle while ${slug}/${m.id} (${m.a.name} vs ${m.b.name}) is ready`);
      }
    }
  }
}

/** One random write of the day; its answer recorded when it is 200. Null: nothing to do. */
async function randomWrite(w: World, rand: () => number, monotone: boolean): Promise<Promise<void> | null> {
  const slug = pick(rand, [...w.allowed.keys()]);
  const s = await state(w, slug);
  const live: any[] = s.courts.filter((c: any) => c.match).map((c: any) => c.match);
  const open: any[] = s.pools
    .flatMap((p: any) => p.matches)
    .filter((m: any) => ['pending', 'on_deck', 'live'].includes(m.status) && m.a && m.b);
  const r = rand();
  const post = (path: string, body: Record<string, unknown>, ok: Answered) =>
    w.c
      .json(path, body)
      .then((res) => {
        if (res.status === 200) w.answered.push(ok);
      })
      // The process was killed before it answered: the write's fate is unknown, and nothing is expected of it.
      .catch(() => undefined);
  if (r < 0.55 && live.length) {
    const m = pick(rand, live);
    return post(`/admin/t/${slug}/score`, { match: m.id, sets: rand() < 0.5 ? '21-17' : '15-21' }, { kind: 'final', slug, match: m.id });
  }
  if (r < 0.7 && open.length) {
    const m = pick(rand, open);
    return post(`/admin/t/${slug}/forfeit`, { match: m.id, team: (rand() < 0.5 ? m.a : m.b).id }, { kind: 'forfeit', slug, match: m.id });
  }
  if (r < 0.78) {
    const teams = s.teams.filter((x: any) => x.status === 'registered');
    if (teams.length > 2) {
      const team = pick(rand, teams) as any;
      return post(`/admin/t/${slug}/withdraw`, { id: team.id, mode: 'forfeit' }, { kind: 'withdraw', slug, team: team.name });
    }
  }
  // A venue court paused or resumed: only in steps without a kill, so the last answer is the court's state.
  if (!monotone) {
    const venue = await (await w.c.get(`/e/${w.ev}/state.json`)).json();
    const court = 1 + Math.floor(rand() * w.courtCount);
    const isPaused = venue.courts.find((c: any) => c.court === court)?.status === 'paused';
    return post(
      `/admin/e/${w.ev}/court`,
      { court, op: isPaused ? 'resume' : 'pause', reason: 'wind' },
      { kind: 'court', court, paused: !isPaused },
    );
  }
  return null;
}

/** SIGKILL while 1-4 writes are in flight, after a random short wait; then a restart on the same data. */
async function killStep(w: World, rand: () => number): Promise<void> {
  const flying: Promise<void>[] = [];
  const n = 1 + Math.floor(rand() * 4);
  for (let i = 0; i < n; i++) {
    const p = await randomWrite(w, rand, true);
    if (p) flying.push(p);
  }
  await sleep(Math.floor(rand() * 25));
  w.srv.proc.kill('SIGKILL');
  await Promise.all(flying);
  await w.srv.stop();
  w.kills++;
  w.srv = await startServer({ dataDir: w.dataDir });
  const c = new Client(w.srv.base);
  await c.login();
  w.c = c;
}

async function playDay(seed: number, divisions: number, courtCount: number): Promise<{ kills: number; answered: number }> {
  const rand = prng(seed);
  const w = await setUp(rand, divisions, courtCount);
  try {
    await check(w, 'after setup');
    for (let step = 0; step < 24; step++) {
      if (rand() < 0.2) {
        await killStep(w, rand);
        await check(w, `after kill ${w.kills} (step ${step})`);
        continue;
      }
      const p = await randomWrite(w, rand, false);
      if (p) await p;
      await check(w, `after step ${step}`);
    }
    // And once more at the end, so every run has at least one kill.
    await killStep(w, rand);
    await check(w, 'after the last kill');
    return { kills: w.kills, answered: w.answered.length };
  } finally {
    await w.srv.stop();
    removeDir(w.dataDir);
  }
}

t('random events of 2-6 divisions under random finals, forfeits, withdrawals, pauses and SIGKILLs keep every venue invariant', async () => {
  let kills = 0;
  let answered = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      fc.integer({ min: 2, max: 6 }),
      fc.integer({ min: 2, max: 6 }),
      async (seed, d, courts) => {
        const r = await playDay(seed, d, courts);
        kills += r.kills;
        answered += r.answered;
      },
    ),
    { numRuns: 4, endOnFailure: true },
  );
  assert.ok(kills >= 4, `${kills} kills`);
  assert.ok(answered >= 20, `${answered} answered writes checked`);
});

t.run();
