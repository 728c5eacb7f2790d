import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { buildPools, poolIdFor, roundRobin, serpentine } from '../../../shared/engine/pools.js';
import type { Pairing } from '../../../shared/engine/pools.js';
import type { Team } from '../../../shared/engine/types.js';
import { apply } from '../../../shared/engine/apply.js';
import { must, prng, seededTournament } from '../../../harness/sim.js';

const ids = (n: number): string[] => Array.from({ length: n }, (_, i) => `t${i + 1}`);
const teams = (n: number): Team[] =>
  ids(n).map((id, i) => ({
    id,
    name: `Team ${i + 1}`,
    players: 2,
    seed: i + 1,
    status: 'registered',
    poolId: null,
    withdrawMode: null,
    captain: 'c',
    phone: '',
    playerNames: [],
    code: `C${i}`,
  }));

/** Appearances of a team in two consecutive matches of the sequence. */
function backToBack(seq: { a: string | null; b: string | null }[]): number {
  let n = 0;
  for (let i = 1; i < seq.length; i++) {
    const p = seq[i - 1]!;
    const q = seq[i]!;
    for (const x of [p.a, p.b]) if (x !== null && (x === q.a || x === q.b)) n++;
  }
  return n;
}

const pairKey = (p: Pairing) => [p.a, p.b].sort().join('|');

test('pool ids run A..Z then AA, AB like spreadsheet columns', () => {
  assert.equal([0, 1, 25, 26, 27, 51, 52, 701, 702].map(poolIdFor), ['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
});

test('serpentine deals 1,2,3,3,2,1,1,2,3,...: 10 teams into 3 pools', () => {
  assert.equal(serpentine([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 3), [
    [1, 6, 7],
    [2, 5, 8],
    [3, 4, 9, 10],
  ]);
});

test('serpentine with one pool keeps the order; with as many pools as items, one each', () => {
  assert.equal(serpentine([1, 2, 3], 1), [[1, 2, 3]]);
  assert.equal(serpentine([1, 2, 3], 3), [[1], [2], [3]]);
  assert.equal(serpentine([1, 2, 3, 4, 5, 6, 7, 8], 2), [
    [1, 4, 5, 8],
    [2, 3, 6, 7],
  ]);
});

test('a round robin of 2 teams is one match', () => {
  assert.equal(roundRobin(['x', 'y']), [{ round: 1, slot: 1, a: 'x', b: 'y' }]);
});

test('a round robin of 1 or 0 teams has no matches', () => {
  assert.equal(roundRobin(['x']), []);
  assert.equal(roundRobin([]), []);
});

test('an odd pool gives each team one bye: 5 teams play 5 rounds of 2', () => {
  const rr = roundRobin(ids(5));
  assert.is(rr.length, 10);
  for (let r = 1; r <= 5; r++) {
    const round = rr.filter((p) => p.round === r);
    assert.equal(
      round.map((p) => p.slot),
      [1, 2],
    );
    assert.is(new Set(round.flatMap((p) => [p.a, p.b])).size, 4);
  }
  const sitting = [1, 2, 3, 4, 5].map((r) => ids(5).find((t) => !rr.some((p) => p.round === r && (p.a === t || p.b === t))));
  assert.equal([...sitting].sort(), ids(5));
});

test('3 and 4 team pools keep back-to-back appearances to the unavoidable 2', () => {
  assert.is(backToBack(roundRobin(ids(3))), 2);
  assert.is(backToBack(roundRobin(ids(4))), 2);
  assert.is(roundRobin(ids(4)).length, 6);
});

test('property: every pair meets exactly once, slots count from 1 in each round, no team twice in a round', () => {
  fc.assert(
    fc.property(fc.integer({ min: 2, max: 16 }), (n) => {
      const rr = roundRobin(ids(n));
      const keys = rr.map(pairKey);
      assert.is(rr.length, (n * (n - 1)) / 2);
      assert.is(new Set(keys).size, keys.length);
      for (const p of rr) assert.ok(p.a !== p.b);
      const rounds = n % 2 === 0 ? n - 1 : n;
      for (let r = 1; r <= rounds; r++) {
        const round = rr.filter((p) => p.round === r);
        assert.equal(
          round.map((p) => p.slot),
          round.map((_, i) => i + 1),
        );
        assert.is(new Set(round.flatMap((p) => [p.a, p.b])).size, round.length * 2);
      }
      assert.ok(rr.every((p, i) => i === 0 || p.round > rr[i - 1]!.round || p.slot === rr[i - 1]!.slot + 1));
    }),
    { numRuns: 100 },
  );
});

test('property: pools of 5 to 16 teams have no back-to-back appearances', () => {
  fc.assert(
    fc.property(fc.integer({ min: 5, max: 16 }), (n) => backToBack(roundRobin(ids(n))) === 0),
    { numRuns: 100 },
  );
});

test('every size 2 to 16 checked exhaustively: pairs once, back-to-back only where unavoidable', () => {
  for (let n = 2; n <= 16; n++) {
    const rr = roundRobin(ids(n));
    assert.is(new Set(rr.map(pairKey)).size, (n * (n - 1)) / 2, `n=${n}`);
    assert.is(backToBack(rr), n === 3 || n === 4 ? 2 : 0, `n=${n}`);
  }
});

test('property: team ids are only reordered, never invented', () => {
  fc.assert(
    fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 2, maxLength: 16 }), (names) => {
      const rr = roundRobin(names);
      const seen = new Set(rr.flatMap((p) => [p.a, p.b]));
      return seen.size === names.length && names.every((x) => seen.has(x));
    }),
  );
});

test('10 teams in pools of 4 make 3 serpentine pools of full round robins', () => {
  const { pools, matches } = buildPools(teams(10), 4);
  assert.equal(pools, [
    { id: 'A', teamIds: ['t1', 't6', 't7'] },
    { id: 'B', teamIds: ['t2', 't5', 't8'] },
    { id: 'C', teamIds: ['t3', 't4', 't9', 't10'] },
  ]);
  assert.is(matches.length, 3 + 3 + 6);
  for (const pool of pools) {
    const own = matches.filter((m) => m.poolId === pool.id);
    const pairs = new Set(own.map((m) => [m.a, m.b].sort().join('|')));
    const n = pool.teamIds.length;
    assert.is(pairs.size, (n * (n - 1)) / 2);
    assert.ok(own.every((m) => pool.teamIds.includes(m.a!) && pool.teamIds.includes(m.b!)));
  }
});

test('pool matches are pending pool-stage records with ids like A1-2', () => {
  const { matches } = buildPools(teams(4), 4);
  const m = matches.find((x) => x.id === 'A1-2')!;
  assert.ok(m);
  assert.is(m.stage, 'pool');
  assert.is(m.status, 'pending');
  assert.is(m.poolId, 'A');
  assert.is(m.round, 1);
  assert.is(m.slot, 2);
  assert.is(m.winner, null);
  assert.equal(m.sets, []);
  assert.ok(matches.every((x) => x.id === `A${x.round}-${x.slot}`));
});

test('pool matches come in queue order: by round, then pool, then slot', () => {
  const { matches } = buildPools(teams(8), 4);
  assert.equal(
    matches.map((m) => m.id),
    ['A1-1', 'A1-2', 'B1-1', 'B1-2', 'A2-1', 'A2-2', 'B2-1', 'B2-2', 'A3-1', 'A3-2', 'B3-1', 'B3-2'],
  );
});

test('pool count is ceil(teams / poolSize)', () => {
  assert.is(buildPools(teams(16), 4).pools.length, 4);
  assert.is(buildPools(teams(17), 4).pools.length, 5);
  assert.is(buildPools(teams(5), 16).pools.length, 1);
  assert.is(buildPools(teams(30), 2).pools.length, 15);
  assert.equal(buildPools([], 4), { pools: [], matches: [] });
});

test('property: buildPools places every team once and plays every pair within a pool once', () => {
  fc.assert(
    fc.property(fc.integer({ min: 2, max: 40 }), fc.integer({ min: 2, max: 16 }), (n, size) => {
      const { pools, matches } = buildPools(teams(n), size);
      const placed = pools.flatMap((p) => p.teamIds);
      assert.equal([...placed].sort(), ids(n).sort());
      const sizes = pools.map((p) => p.teamIds.length);
      assert.ok(Math.max(...sizes) - Math.min(...sizes) <= 1);
      const expected = pools.reduce((s, p) => s + (p.teamIds.length * (p.teamIds.length - 1)) / 2, 0);
      assert.is(matches.length, expected);
      assert.is(new Set(matches.map((m) => m.id)).size, matches.length);
      for (const pool of pools) {
        if (pool.teamIds.length >= 5) assert.is(backToBack(matches.filter((m) => m.poolId === pool.id)), 0);
      }
    }),
    { numRuns: 150 },
  );
});

test('pools W and L keep their matches when the bracket is generated (bracket ids are W… and L…)', () => {
  // 96 teams in pools of 4 make 24 pools, A to X: pool L is the 12th, pool W the 23rd.
  const rand = prng(11);
  const now = 1_700_000_000_000;
  const ctx = { now, random: rand };
  let t = seededTournament({ teams: 96, courts: 8, stages: ['pool', 'bracket'] }, rand, now);
  t = must(apply(t, { type: 'generatePools', poolSize: 4 }, ctx)).state;
  assert.ok(t.pools.some((p) => p.id === 'W') && t.pools.some((p) => p.id === 'L'));
  const poolMatches = Object.values(t.matches).filter((m) => m.stage === 'pool');
  assert.ok(poolMatches.some((m) => m.id === 'W_1-1') && poolMatches.some((m) => m.id === 'L_1-1'));
  // Every pool match decided as a result would be, so the bracket can be drawn.
  const decided = structuredClone(t);
  for (const m of Object.values(decided.matches)) Object.assign(m, { status: 'final', winner: m.a, sets: [[21, 10]] });
  const r = must(apply(decided, { type: 'generateBracket', perPool: 2, wildcards: 0, bracketType: 'double', thirdPlace: false }, ctx));
  for (const m of poolMatches) assert.is(r.state.matches[m.id]?.stage, 'pool', `${m.id} is still the pool match`);
  const ids = r.state.queue;
  assert.is(new Set(ids).size, ids.length, 'every queued id is one match');
  assert.is(Object.keys(r.state.matches).length, ids.length);
});

test.run();
