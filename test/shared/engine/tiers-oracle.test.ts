// Each tier's bracket held to an outside reference, brackets-manager.js (a widely used implementation of single and
// double elimination): every tier of a tournament is drawn by our engine and by brackets-manager from the same seeds,
// played with the same results, and every match our engine makes ready must be a match brackets-manager makes ready
// (the same two teams), down to the same champion. Plus the USA Pickleball consolation format (docs/api.md, Tiers
// and consolation).
import { BracketsManager } from 'brackets-manager';
import { InMemoryDatabase } from 'brackets-memory-db';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply } from '../../../shared/engine/apply.js';
import { bracketSize } from '../../../shared/engine/bracket.js';
import { isDecided } from '../../../shared/engine/match.js';
import { tierChampion, tierOf, tiersOf } from '../../../shared/engine/tiers.js';
import type { BracketType, Intent, Match, Tournament } from '../../../shared/engine/types.js';
import { must, prng, seededTournament } from '../../../harness/sim.js';

const NOW = 1_700_000_000_000;

/** Which of two teams wins, the same whichever side each is on: a fixed coin per pair. */
function winnerOf(x: string, y: string): string {
  const [p, q] = [x, y].sort();
  let h = 7;
  for (const ch of `${p}|${q}`) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % 2 === 0 ? p! : q!;
}

// brackets-manager match status: 2 = ready (both opponents known, not played).
const READY = 2;

interface Oracle {
  storage: InMemoryDatabase;
  manager: BracketsManager;
  stage: number;
  names: Map<number, string>;
}

async function oracle(seeds: string[], type: BracketType, thirdPlace: boolean): Promise<Oracle> {
  const storage = new InMemoryDatabase();
  const manager = new BracketsManager(storage);
  const size = bracketSize(seeds.length);
  const seeding = [...seeds, ...Array<null>(size - seeds.length).fill(null)];
  // Standard order (1 v 8, 4 v 5, ...) and, for double elimination, the losers' drops as our engine places them:
  // the first losers round pairs the first-round losers in order, later drops alternate reversed and half-shifted.
  const drops = Array.from({ length: Math.log2(size) }, (_, i) => (i === 0 ? 'natural' : i % 2 === 1 ? 'reverse' : 'half_shift'));
  const stage = await manager.create.stage({
    tournamentId: 0,
    name: 'tier',
    type: type === 'double' ? 'double_elimination' : 'single_elimination',
    seeding,
    settings:
      type === 'double'
        ? { seedOrdering: ['inner_outer', ...drops] as never, grandFinal: 'double' }
        : { seedOrdering: ['inner_outer'], consolationFinal: thirdPlace },
  });
  const parts = (await storage.select('participant')) as { id: number; name: string }[];
  return { storage, manager, stage: stage.id as number, names: new Map(parts.map((p) => [p.id, p.name])) };
}

async function oracleReady(o: Oracle): Promise<{ id: number; a: string; b: string }[]> {
  const all = (await o.storage.select('match')) as {
    id: number;
    status: number;
    opponent1: { id: number | null } | null;
    opponent2: { id: number | null } | null;
  }[];
  return all
    .filter((m) => m.status === READY && m.opponent1?.id != null && m.opponent2?.id != null)
    .map((m) => ({ id: m.id, a: o.names.get(m.opponent1!.id!)!, b: o.names.get(m.opponent2!.id!)! }));
}

const samePair = (x: { a: string; b: string }, a: string, b: string) => (x.a === a && x.b === b) || (x.a === b && x.b === a);

/** Plays one tier out in both, checking every ready match of ours against the oracle's; returns both champions' names. */
async function playTier(t: Tournament, tier: string, o: Oracle): Promise<{ ours: string | null; theirs: string | null; t: Tournament }> {
  const rand = prng(1);
  const name = (id: string) => t.teams[id]!.name;
  for (let guard = 0; guard < 200; guard++) {
    const m = t.queue
      .map((id) => t.matches[id]!)
      .find((x: Match) => tierOf(x) === tier && x.stage !== 'pool' && !isDecided(x) && x.a !== null && x.b !== null);
    if (!m) break;
    const [a, b] = [name(m.a!), name(m.b!)];
    const ready = await oracleReady(o);
    const theirs = ready.find((x) => samePair(x, a, b));
    assert.ok(
      theirs,
      `${tier || 'main'} ${m.id} ${a} v ${b}: brackets-manager has it ready too (it has ${ready.map((x) => `${x.a} v ${x.b}`).join(', ')})`,
    );
    const won = winnerOf(a, b);
    await o.manager.update.match({
      id: theirs!.id,
      opponent1: { result: theirs!.a === won ? 'win' : 'loss' },
      opponent2: { result: theirs!.b === won ? 'win' : 'loss' },
    });
    const sets: [number, number][] = won === a ? [[21, 15]] : [[15, 21]];
    t = must(apply(t, { type: 'score', match: m.id, sets } as Intent, { now: NOW, random: rand })).state;
  }
  // brackets-manager readies its second grand final even when the winners' champion won the first; ours is void
  // then (docs/api.md, Play): the reference plays it with the same pair, so the same team wins it again.
  const tierInfo = tiersOf(t).find((x) => x.name === tier)!;
  const reset = t.matches[`${tierInfo.prefix}GF2`];
  for (const x of await oracleReady(o)) {
    const gf = t.matches[`${tierInfo.prefix}GF`];
    if (reset?.status !== 'void' || !gf || !samePair(x, name(gf.a!), name(gf.b!))) continue;
    const won = winnerOf(x.a, x.b);
    await o.manager.update.match({
      id: x.id,
      opponent1: { result: x.a === won ? 'win' : 'loss' },
      opponent2: { result: x.b === won ? 'win' : 'loss' },
    });
  }
  assert.equal(await oracleReady(o), [], `${tier || 'main'}: brackets-manager has nothing left to play either`);
  const standings = (await o.manager.get.finalStandings(o.stage)) as { name: string; rank: number }[];
  const champion = tierChampion(t, tiersOf(t).find((x) => x.name === tier)!);
  return { ours: champion ? name(champion) : null, theirs: standings.find((s) => s.rank === 1)?.name ?? null, t };
}

/** The seeds of a tier as the engine drew them: its first-round teams, by seed number. */
function seedsOf(t: Tournament, tier: string): string[] {
  const ids = new Set(
    Object.values(t.matches)
      .filter((m) => tierOf(m) === tier && m.round === 1 && m.stage !== 'losers')
      .flatMap((m) => [m.a, m.b])
      .filter((x): x is string => x !== null),
  );
  return [...ids].sort((x, y) => t.teams[x]!.seed - t.teams[y]!.seed).map((id) => t.teams[id]!.name);
}

const cases: { teams: number; tiers: { name: string; from: number; to: number; type: BracketType; thirdPlace: boolean }[] }[] = [
  {
    teams: 16,
    tiers: [
      { name: 'Gold', from: 1, to: 8, type: 'single', thirdPlace: true },
      { name: 'Silver', from: 9, to: 16, type: 'double', thirdPlace: false },
    ],
  },
  {
    teams: 23,
    tiers: [
      { name: 'Gold', from: 1, to: 6, type: 'double', thirdPlace: false },
      { name: 'Silver', from: 7, to: 13, type: 'single', thirdPlace: false },
      { name: 'Bronze', from: 14, to: 23, type: 'single', thirdPlace: true },
    ],
  },
  {
    teams: 20,
    tiers: [
      { name: 'Gold', from: 1, to: 5, type: 'single', thirdPlace: true },
      { name: 'Silver', from: 6, to: 17, type: 'double', thirdPlace: false },
      { name: 'Bronze', from: 18, to: 20, type: 'double', thirdPlace: false },
    ],
  },
];

for (const c of cases) {
  const tiers = c.tiers.map((x) => `${x.name} (${x.type}, seeds ${x.from}-${x.to})`).join(', ');
  test(`${c.teams} teams in ${tiers}: each tier plays as brackets-manager plays it`, async () => {
    const rand = prng(c.teams);
    let t = seededTournament({ teams: c.teams, courts: 3, stages: ['bracket'] }, rand, NOW);
    for (const x of c.tiers) {
      t = must(
        apply(
          t,
          {
            type: 'generateBracket',
            perPool: 0,
            wildcards: 0,
            bracketType: x.type,
            thirdPlace: x.thirdPlace,
            tier: x.name,
            fromRank: x.from,
            toRank: x.to,
          },
          { now: NOW, random: rand },
        ),
      ).state;
    }
    t = must(apply(t, { type: 'phase', phase: 'live' }, { now: NOW, random: rand })).state;
    for (const x of c.tiers) {
      const seeds = seedsOf(t, x.name);
      assert.is(seeds.length, x.to - x.from + 1);
      const o = await oracle(seeds, x.type, x.thirdPlace);
      const out = await playTier(t, x.name, o);
      t = out.t;
      assert.ok(out.ours !== null, `${x.name} has a champion`);
      assert.is(out.ours, out.theirs, `${x.name}: the same champion`);
    }
  });
}

// ---- USA Pickleball, Single Elimination with Consolation (Official Rulebook 12.C.1): losers go to a consolation
// bracket and are out after a second loss. Our consolation takes the first-round losers (docs/api.md, Tiers and
// consolation); a team with a first-round bye has lost nothing there and so does not enter.

test('USA Pickleball consolation: first-round losers play a single elimination; nobody loses three times; byes stay out', async () => {
  for (const n of [6, 7, 8, 11, 12, 16]) {
    const rand = prng(n);
    let t = seededTournament({ teams: n, courts: 2, stages: ['bracket'] }, rand, NOW);
    t = must(
      apply(
        t,
        { type: 'generateBracket', perPool: 0, wildcards: 0, bracketType: 'single', thirdPlace: false, consolation: true },
        { now: NOW, random: rand },
      ),
    ).state;
    const firstRound = Object.values(t.matches).filter((m) => tierOf(m) === '' && m.round === 1);
    const played = firstRound.filter((m) => m.a !== null && m.b !== null);
    const byes = firstRound.filter((m) => m.status === 'bye').map((m) => m.winner!);
    // The consolation is a single elimination of the first-round losers: one match fewer than its entrants.
    const cons = Object.values(t.matches).filter((m) => tierOf(m) === 'Consolation');
    assert.is(cons.length, bracketSize(played.length) - 1, `${n} teams: consolation size`);
    t = must(apply(t, { type: 'phase', phase: 'live' }, { now: NOW, random: rand })).state;
    for (let guard = 0; guard < 100; guard++) {
      const m = t.queue.map((id) => t.matches[id]!).find((x) => !isDecided(x) && x.a !== null && x.b !== null);
      if (!m) break;
      t = must(apply(t, { type: 'score', match: m.id, sets: rand() < 0.5 ? [[21, 15]] : [[15, 21]] }, { now: NOW, random: rand })).state;
    }
    assert.ok(Object.values(t.matches).every(isDecided), `${n} teams: all played`);
    const losses = new Map<string, number>();
    for (const m of Object.values(t.matches)) {
      if (m.status !== 'final') continue;
      const loser = m.winner === m.a ? m.b! : m.a!;
      losses.set(loser, (losses.get(loser) ?? 0) + 1);
    }
    assert.ok(
      [...losses.values()].every((k) => k <= 2),
      `${n} teams: out after a second loss`,
    );
    const inCons = new Set(cons.flatMap((m) => [t.matches[m.id]!.a, t.matches[m.id]!.b]).filter((x) => x !== null));
    for (const b of byes) assert.not.ok(inCons.has(b), `${n} teams: a bye team is not in the consolation`);
    const firstLosers = played.map((m) => {
      const done = t.matches[m.id]!;
      return done.winner === done.a ? done.b! : done.a!;
    });
    assert.equal(new Set(inCons), new Set(firstLosers), `${n} teams: exactly the first-round losers`);
    const champ = tierChampion(t, tiersOf(t)[1]!);
    assert.ok(champ !== null && firstLosers.includes(champ), `${n} teams: a consolation champion`);
  }
});

test.run();
