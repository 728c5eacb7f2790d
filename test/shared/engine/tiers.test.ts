// Tiered brackets and consolation (docs/api.md, Tiers and consolation) through apply(), the one write path.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply } from '../../../shared/engine/apply.js';
import { isDecided } from '../../../shared/engine/match.js';
import { poolStandings } from '../../../shared/engine/standings.js';
import { tierChampion, tierOf, tiersOf } from '../../../shared/engine/tiers.js';
import type { Intent, Match, Tournament } from '../../../shared/engine/types.js';
import { project } from '../../../shared/public/project.js';
import { createProjector } from '../../../shared/public/projector.js';
import { must, prng, seededTournament, validResult } from '../../../harness/sim.js';
import { drawIntent } from '../../fixtures/bracket.js';

const NOW = 1_700_000_000_000;
const rand = prng(18);
const ctx = { now: NOW, random: rand };
const run = (t: Tournament, i: Intent) => apply(t, i, ctx);
const ok = (t: Tournament, i: Intent) => must(run(t, i)).state;

const draw = drawIntent;

/** Plays every undecided match with two teams, in queue order, side A or B winning at random, until none is left. */
function playOut(t: Tournament, only: (m: Match) => boolean = () => true): Tournament {
  for (;;) {
    const m = t.queue.map((id) => t.matches[id]!).find((x) => !isDecided(x) && x.a !== null && x.b !== null && only(x));
    if (!m) return t;
    t = ok(t, { type: 'score', match: m.id, sets: validResult(t.rules, rand() < 0.5 ? 'A' : 'B', rand, m.stage) });
  }
}

/** `teams` teams in pools of `poolSize`, every pool match played. */
function pooled(teams = 16, poolSize = 4): Tournament {
  let t = seededTournament({ teams, courts: 4, stages: ['pool', 'bracket'] }, rand, NOW);
  t = ok(t, { type: 'generatePools', poolSize });
  return playOut(t);
}

const teamsOf = (t: Tournament, tier: string) =>
  new Set(
    Object.values(t.matches)
      .filter((m) => m.stage !== 'pool' && tierOf(m) === tier)
      .flatMap((m) => [m.a, m.b])
      .filter((x): x is string => x !== null),
  );

const rankOf = (t: Tournament, team: string) => {
  const pool = t.pools.find((p) => p.teamIds.includes(team))!;
  return poolStandings(t, pool).findIndex((s) => s.teamId === team) + 1;
};

test('Gold takes ranks 1-2 and Silver 3-4 of every pool: two brackets, no team in both, ids apart', () => {
  let t = pooled();
  t = ok(t, draw({ tier: 'Gold', fromRank: 1, toRank: 2 }));
  t = ok(t, draw({ tier: 'Silver', fromRank: 3, toRank: 4, bracketType: 'double' }));
  assert.equal(
    tiersOf(t).map((x) => [x.name, x.type]),
    [
      ['Gold', 'single'],
      ['Silver', 'double'],
    ],
  );
  const gold = teamsOf(t, 'Gold');
  const silver = teamsOf(t, 'Silver');
  assert.is(gold.size, 8);
  assert.is(silver.size, 8);
  for (const x of gold) assert.ok(rankOf(t, x) <= 2 && !silver.has(x));
  for (const x of silver) assert.ok(rankOf(t, x) >= 3);
  const bracket = Object.values(t.matches).filter((m) => m.stage !== 'pool');
  assert.is(new Set(bracket.map((m) => m.id)).size, bracket.length);
  assert.ok(bracket.every((m) => m.tier === 'Gold' || m.tier === 'Silver'));
  // Every feed stays inside its tier.
  for (const m of bracket) for (const to of [m.feeds, m.loserFeeds]) if (to) assert.is(tierOf(t.matches[to]!), tierOf(m));
});

test('tiers take turns in the queue: round 1 of Gold, round 1 of Silver, then round 2 of each', () => {
  let t = pooled();
  t = ok(t, draw({ tier: 'Gold', fromRank: 1, toRank: 2 }));
  t = ok(t, draw({ tier: 'Silver', fromRank: 3, toRank: 4 }));
  const order = t.queue.map((id) => t.matches[id]!).filter((m) => m.stage !== 'pool');
  const firstSilver = order.findIndex((m) => m.tier === 'Silver');
  const secondGold = order.findIndex((m) => m.tier === 'Gold' && m.round === 2);
  assert.ok(firstSilver < secondGold, 'Silver round 1 comes before Gold round 2');
  assert.ok(order.slice(0, 4).every((m) => m.tier === 'Gold' && m.round === 1));
  assert.ok(order.slice(4, 8).every((m) => m.tier === 'Silver' && m.round === 1));
});

test('overlapping ranks are refused with a sentence naming the other tier, and change nothing', () => {
  let t = pooled();
  t = ok(t, draw({ tier: 'Gold', fromRank: 1, toRank: 2 }));
  const r = run(t, draw({ tier: 'Silver', fromRank: 2, toRank: 3 }));
  assert.not.ok(r.ok);
  if (!r.ok) {
    assert.match(r.error, /Gold bracket already takes ranks 1 to 2/);
    assert.ok(r.fields?.fromRank);
  }
});

test('a rank range outside the pools and a bad tier name are refused with field errors', () => {
  const t = pooled();
  for (const [b, field] of [
    [{ tier: 'Gold', fromRank: 0, toRank: 2 }, 'fromRank'],
    [{ tier: 'Gold', fromRank: 3, toRank: 2 }, 'toRank'],
    [{ tier: 'Gold', fromRank: 1, toRank: 5 }, 'toRank'],
    [{ tier: 'A very long tier name indeed' }, 'tier'],
    [{ tier: 'Gold consolation' }, 'tier'],
  ] as const) {
    const r = run(t, draw(b));
    assert.not.ok(r.ok, JSON.stringify(b));
    if (!r.ok) assert.ok(r.fields?.[field], `${JSON.stringify(b)} names ${field}`);
  }
});

test('drawing a tier again replaces it before results; after a result it is refused', () => {
  let t = pooled();
  t = ok(t, draw({ tier: 'Gold', fromRank: 1, toRank: 2 }));
  const twin = run(t, draw({ tier: 'GOLD', fromRank: 3, toRank: 4 }));
  assert.not.ok(twin.ok, 'a name differing only in case is the same tier to a reader');
  if (!twin.ok) assert.match(twin.error, /already a Gold bracket/);
  t = ok(t, draw({ tier: 'Silver', fromRank: 3, toRank: 4 }));
  const silverBefore = Object.keys(t.matches).filter((id) => t.matches[id]!.tier === 'Silver');
  t = ok(t, draw({ tier: 'Gold', fromRank: 1, toRank: 2, bracketType: 'double' }));
  assert.is(tiersOf(t).find((x) => x.name === 'Gold')!.type, 'double');
  assert.equal(
    tiersOf(t).map((x) => x.name),
    ['Gold', 'Silver'],
    'drawn again, Gold keeps its place (and stays the tier whose champion is champion)',
  );
  assert.ok(Object.values(t.matches).some((m) => m.tier === 'Gold' && m.stage === 'losers'));
  assert.equal(
    Object.keys(t.matches).filter((id) => t.matches[id]!.tier === 'Silver'),
    silverBefore,
  );
  assert.ok(
    t.queue.every((id) => t.matches[id] !== undefined),
    'no queue entry left behind',
  );
  t = ok(t, { type: 'phase', phase: 'live' });
  t = playOut(t, (m) => m.tier === 'Gold' && m.round === 1);
  const r = run(t, draw({ tier: 'Gold', fromRank: 1, toRank: 2 }));
  assert.not.ok(r.ok);
  if (!r.ok) assert.match(r.error, /Gold bracket already has results/);
  // Silver has no result yet: it can still be drawn again.
  assert.ok(run(t, draw({ tier: 'Silver', fromRank: 3, toRank: 4, thirdPlace: true })).ok);
});

test('regenerate is refused after a score and clears every tier before one', () => {
  let t = pooled();
  // Pool scores exist, so regenerate is refused here already; on a bracket-only tournament it clears all tiers.
  t = ok(t, draw({ tier: 'Gold', fromRank: 1, toRank: 2 }));
  assert.not.ok(run(t, { type: 'regenerate' }).ok);
  let b = seededTournament({ teams: 12, courts: 2, stages: ['bracket'] }, rand, NOW);
  b = ok(b, draw({ tier: 'Gold', fromRank: 1, toRank: 6 }));
  b = ok(b, draw({ tier: 'Silver', fromRank: 7, toRank: 12 }));
  assert.is(teamsOf(b, 'Gold').size + teamsOf(b, 'Silver').size, 12);
  b = ok(b, { type: 'regenerate' });
  assert.is(Object.keys(b.matches).length, 0);
  assert.is(tiersOf(b).length, 0);
  assert.is(b.bracket, null);
});

test("each tier has its own champion; champion is the first tier's; the public document lists tiers", () => {
  let t = pooled();
  t = ok(t, draw({ tier: 'Gold', fromRank: 1, toRank: 2 }));
  t = ok(t, draw({ tier: 'Silver', fromRank: 3, toRank: 4, bracketType: 'double' }));
  t = ok(t, { type: 'phase', phase: 'live' });
  t = playOut(t);
  const [gold, silver] = tiersOf(t);
  const g = tierChampion(t, gold!);
  const s = tierChampion(t, silver!);
  assert.ok(g && s && g !== s);
  assert.is(t.champion, g);
  const pub = project(t, NOW);
  assert.equal(
    pub.tiers.map((x) => [x.name, x.champion?.id]),
    [
      ['Gold', g],
      ['Silver', s],
    ],
  );
  assert.ok(pub.bracket.every((m) => m.tier === 'Gold' || m.tier === 'Silver'));
  assert.is(pub.champion?.id, g);
});

test('the main bracket stays tier "" and comes first; a tier drawn before it keeps its ids', () => {
  let t = pooled();
  t = ok(t, draw({ tier: 'Silver', fromRank: 3, toRank: 4 }));
  t = ok(t, draw({ perPool: 2 }));
  assert.equal(
    tiersOf(t).map((x) => x.name),
    ['', 'Silver'],
  );
  assert.ok(t.matches.F && tierOf(t.matches.F) === '');
  assert.ok(Object.keys(t.matches).some((id) => id.startsWith('B2-') && t.matches[id]!.tier === 'Silver'));
  const pub = project(t, NOW);
  assert.ok(pub.bracket.filter((m) => m.id === 'F').every((m) => m.tier === ''));
});

test('a tournament stored before tiers (no tiers, no tier on matches) reads as one main tier', () => {
  let t = seededTournament({ teams: 8, courts: 2, stages: ['bracket'] }, rand, NOW);
  t = ok(t, draw({ thirdPlace: true }));
  const old = structuredClone(t) as Tournament;
  delete old.tiers;
  assert.equal(
    tiersOf(old).map((x) => x.name),
    [''],
  );
  let live = ok(old, { type: 'phase', phase: 'live' });
  live = playOut(live);
  assert.ok(live.champion !== null);
  const pub = project(live, NOW);
  assert.equal(pub.tiers, [{ name: '', champion: pub.champion }]);
  assert.ok(pub.bracket.every((m) => m.tier === ''));
});

// ---- consolation: USA Pickleball's single elimination with consolation, first-round losers only ----

test('consolation: the 4 first-round losers of 8 play a bracket of their own, each out after a second loss', () => {
  let t = seededTournament({ teams: 8, courts: 2, stages: ['bracket'] }, rand, NOW);
  t = ok(t, draw({ consolation: true }));
  assert.equal(
    tiersOf(t).map((x) => x.name),
    ['', 'Consolation'],
  );
  const cons = Object.values(t.matches).filter((m) => m.tier === 'Consolation');
  assert.is(cons.length, 3);
  assert.ok(cons.every((m) => m.stage === 'bracket' && m.label!.startsWith('Consolation')));
  t = ok(t, { type: 'phase', phase: 'live' });
  t = playOut(t);
  const firstLosers = Object.values(t.matches)
    .filter((m) => m.tier === undefined && m.round === 1)
    .map((m) => (m.winner === m.a ? m.b : m.a));
  assert.equal(new Set(teamsOf(t, 'Consolation')), new Set(firstLosers));
  // Every team loses at most twice (once in the main bracket, once in the consolation), as USA Pickleball 12.C.1 says.
  const losses = new Map<string, number>();
  for (const m of Object.values(t.matches)) {
    if (m.status !== 'final') continue;
    const loser = m.winner === m.a ? m.b! : m.a!;
    losses.set(loser, (losses.get(loser) ?? 0) + 1);
  }
  assert.ok([...losses.values()].every((n) => n <= 2));
  const champ = tierChampion(t, tiersOf(t)[1]!);
  assert.ok(champ && firstLosers.includes(champ));
  assert.is(project(t, NOW).tiers[1]!.champion?.id, champ);
});

test('consolation with byes: a team with a first-round bye does not enter; the consolation gets byes instead', () => {
  let t = seededTournament({ teams: 6, courts: 2, stages: ['bracket'] }, rand, NOW);
  t = ok(t, draw({ consolation: true }));
  const byes = Object.values(t.matches).filter((m) => m.tier === undefined && m.round === 1 && m.status === 'bye');
  assert.is(byes.length, 2);
  t = ok(t, { type: 'phase', phase: 'live' });
  t = playOut(t);
  const cons = teamsOf(t, 'Consolation');
  assert.is(cons.size, 2);
  for (const b of byes) assert.not.ok(cons.has(b.winner!), 'a bye team stays out of the consolation');
  const consFinal = Object.values(t.matches).find((m) => m.tier === 'Consolation' && m.label === 'Consolation final')!;
  assert.is(consFinal.status, 'final');
});

test('consolation is refused for double elimination, for one played first-round match, and beside a 4-team third place', () => {
  const t = seededTournament({ teams: 5, courts: 2, stages: ['bracket'] }, rand, NOW);
  for (const b of [{ bracketType: 'double' as const }, {}]) {
    const r = run(t, draw({ ...b, consolation: true }));
    assert.not.ok(r.ok);
    if (!r.ok) assert.ok(r.fields?.consolation);
  }
  const four = seededTournament({ teams: 4, courts: 2, stages: ['bracket'] }, rand, NOW);
  const r = run(four, draw({ consolation: true, thirdPlace: true }));
  assert.not.ok(r.ok);
  if (!r.ok) assert.match(r.error, /3rd place/);
});

test('a tier with its consolation: Gold consolation matches are named and replaced with Gold', () => {
  let t = pooled();
  t = ok(t, draw({ tier: 'Gold', fromRank: 1, toRank: 2, consolation: true }));
  assert.equal(
    tiersOf(t).map((x) => x.name),
    ['Gold', 'Gold consolation'],
  );
  t = ok(t, draw({ tier: 'Gold', fromRank: 1, toRank: 2 }));
  assert.equal(
    tiersOf(t).map((x) => x.name),
    ['Gold'],
  );
  assert.not.ok(Object.values(t.matches).some((m) => m.tier === 'Gold consolation'));
});

test('every match of every tier ends decided when played out; no team plays in two tiers', () => {
  let t = pooled(24, 4);
  t = ok(t, draw({ tier: 'Gold', fromRank: 1, toRank: 2, consolation: true }));
  t = ok(t, draw({ tier: 'Silver', fromRank: 3, toRank: 4, bracketType: 'double' }));
  t = ok(t, { type: 'phase', phase: 'live' });
  t = playOut(t);
  assert.ok(Object.values(t.matches).every(isDecided));
  const gold = new Set([...teamsOf(t, 'Gold'), ...teamsOf(t, 'Gold consolation')]);
  for (const x of teamsOf(t, 'Silver')) assert.not.ok(gold.has(x));
});

test('the server projector follows tier draws, redraws and play exactly as a fresh projection', () => {
  const p = createProjector();
  let t = pooled();
  const check = (label: string, change?: Parameters<typeof p.project>[2]) =>
    assert.equal(JSON.parse(JSON.stringify(p.project(t, NOW, change))), JSON.parse(JSON.stringify(project(t, NOW))), label);
  check('pools');
  for (const i of [
    draw({ tier: 'Gold', fromRank: 1, toRank: 2, consolation: true }),
    draw({ tier: 'Silver', fromRank: 3, toRank: 4 }),
    draw({ tier: 'Silver', fromRank: 3, toRank: 4, bracketType: 'double' }),
    { type: 'phase', phase: 'live' } as Intent,
  ]) {
    const r = must(run(t, i));
    t = r.state;
    check(i.type, r.change);
  }
  for (let n = 0; n < 12; n++) {
    const m = t.queue.map((id) => t.matches[id]!).find((x) => x.stage !== 'pool' && !isDecided(x) && x.a !== null && x.b !== null);
    if (!m) break;
    const r = must(run(t, { type: 'score', match: m.id, sets: validResult(t.rules, 'A', rand, m.stage) }));
    t = r.state;
    check(`score ${m.id}`, r.change);
  }
});

test.run();
