// Tiebreak orders (docs/api.md, Tiebreak orders and sport presets): FIVB ranking points, worked examples after the FIVB pool
// ranking criteria (wins, then ranking points, set and point quotients; three or more teams still tied re-ranked on the
// matches among them), the default order untouched, and properties over random pools with fast-check.
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bracketEntrants, poolStandings } from '../../../shared/engine/standings.js';
import {
  TIEBREAK_NAMES,
  TIEBREAKS,
  type Match,
  type SetScore,
  type Standing,
  type Tiebreak,
  type Tournament,
} from '../../../shared/engine/types.js';
import { final, forfeit, RULES, withPools } from '../../fixtures/standings.js';

const FIVB_INDOOR: Tiebreak[] = ['rankingPoints', 'setRatio', 'pointRatio', 'headToHead', 'seed'];
const bestOf5 = { ...RULES, bestOf: 5, pointsTo: 25, decidingSetTo: 15 };

const standings = (t: Tournament, pool = 'A'): Standing[] => poolStandings(t, t.pools.find((p) => p.id === pool)!);
const order = (s: Standing[]) => s.map((x) => x.teamId);
const decided = (s: Standing[]) => s.map((x) => `${x.teamId}:${x.decidedBy}`);
const points = (s: Standing[]) => Object.fromEntries(s.map((x) => [x.teamId, x.rankingPoints]));

// Sets of a best of 5 from the winner's side: 3-0, 3-1, 3-2.
const W = [25, 20] as SetScore;
const L = [20, 25] as SetScore;
const D = [15, 10] as SetScore;
const threeNil: SetScore[] = [W, W, W];
const threeOne: SetScore[] = [W, L, W, W];
const threeTwo: SetScore[] = [W, L, W, L, D];

/**
 * Worked example, pool of four, best of 5:
 *   t1 3-0 t2, t3 3-2 t4, t1 3-2 t3, t2 3-1 t4, t4 3-0 t1, t2 3-0 t3.
 * Wins: t1 2, t2 2, t3 1, t4 1. Ranking points: t1 3+2+0 = 5, t2 0+3+3 = 6, t3 2+1+0 = 3, t4 1+0+3 = 4.
 * FIVB: t2 before t1 and t4 before t3 on ranking points, though t1 beat t2 and t3 beat t4; the default order ranks
 * those pairs on their own match instead.
 */
function fourTeamPool(tiebreaks: Tiebreak[]): Tournament {
  return withPools(
    { A: [1, 2, 3, 4] },
    [
      final('A', 't1', 't2', ...threeNil),
      final('A', 't3', 't4', ...threeTwo),
      final('A', 't1', 't3', ...threeTwo),
      final('A', 't2', 't4', ...threeOne),
      final('A', 't4', 't1', ...threeNil),
      final('A', 't2', 't3', ...threeNil),
    ],
    { rules: { ...bestOf5, tiebreaks } },
  );
}

test('FIVB worked example: ranking points (3 for 3-0 and 3-1, 2 for 3-2, 1 for 2-3) order teams level on wins', () => {
  const s = standings(fourTeamPool(FIVB_INDOOR));
  assert.equal(points(s), { t1: 5, t2: 6, t3: 3, t4: 4 });
  assert.equal(order(s), ['t2', 't1', 't4', 't3']);
  assert.equal(decided(s), ['t2:rankingPoints', 't1:rankingPoints', 't4:wins', 't3:rankingPoints']);
});

test('the same pool under the default order: head to head decides, and standings carry no ranking points', () => {
  const s = standings(fourTeamPool([...TIEBREAKS]));
  assert.equal(order(s), ['t1', 't2', 't3', 't4']);
  assert.equal(decided(s), ['t1:headToHead', 't2:headToHead', 't3:wins', 't4:headToHead']);
  assert.ok(
    s.every((x) => !('rankingPoints' in x)),
    'rankingPoints only when the order uses it',
  );
});

test('ranking points in a best of 3 (2-0: 3, 2-1: 2 and 1), a best of 1 (3 for any win) and a forfeit (3-0)', () => {
  const bo3 = withPools(
    { A: [1, 2, 3] },
    [final('A', 't1', 't2', [21, 15], [21, 15]), final('A', 't2', 't3', [21, 15], [15, 21], [15, 10]), forfeit('A', 't1', 't3', 't1')],
    {
      rules: { ...RULES, bestOf: 3, tiebreaks: ['rankingPoints', 'seed'] },
    },
  );
  // t1: 3 (2-0 win) + 0 (forfeited); t2: 0 + 2 (2-1 win); t3: 1 (1-2 loss) + 3 (the forfeit won, as a 2-0).
  assert.equal(points(standings(bo3)), { t1: 3, t2: 2, t3: 4 });
  const bo1 = withPools({ A: [1, 2] }, [final('A', 't2', 't1', [21, 19])], {
    rules: { ...RULES, bestOf: 1, tiebreaks: ['rankingPoints'] },
  });
  assert.equal(points(standings(bo1)), { t1: 0, t2: 3 });
});

/**
 * Three teams level on wins, ranking points, set and point quotients (every match 3-0, 25-20 each set): FIVB ranks
 * them "taking into consideration only the matches in which they were opposed to each other". Pool of six:
 * t1 beats t2 and t3, t2 beats t3; against the rest t1 wins 1, t2 2, t3 3, so all three have 3 wins.
 */
test('FIVB worked example: a three-way tie is re-ranked on the matches among the three', () => {
  const m = (a: number, b: number) => final('A', `t${a}`, `t${b}`, ...threeNil);
  const matches: Match[] = [
    m(1, 2),
    m(1, 3),
    m(2, 3),
    m(1, 4),
    m(5, 1),
    m(6, 1),
    m(2, 4),
    m(2, 5),
    m(6, 2),
    m(3, 4),
    m(3, 5),
    m(3, 6),
    m(5, 4),
    m(6, 4),
    m(6, 5),
  ];
  const t = withPools({ A: [3, 2, 1, 4, 5, 6] }, matches, { rules: { ...bestOf5, tiebreaks: FIVB_INDOOR } });
  const s = standings(t);
  assert.equal(
    s.map((x) => x.w),
    [4, 3, 3, 3, 2, 0],
  );
  assert.equal(order(s), ['t6', 't1', 't2', 't3', 't5', 't4']);
  // t1, t2, t3 are equal on ranking points (9), sets (9-6) and points: only their matches among them separate them.
  assert.equal(new Set(s.slice(1, 4).map((x) => `${x.rankingPoints}/${x.setsW}-${x.setsL}/${x.pf}-${x.pa}`)).size, 1);
  // t1 is below t6 on wins; t2 below t1 and t3 below t2 on the matches among the three (t1 2 wins, t2 1, t3 0).
  assert.equal(decided(s).slice(1, 4), ['t1:wins', 't2:headToHead', 't3:headToHead']);
  // The same three under the default order: head to head first, the same result.
  const byDefault = standings({ ...t, rules: { ...t.rules, tiebreaks: [...TIEBREAKS] } });
  assert.equal(order(byDefault), order(s));
});

test('a cycle among three (each beat one) stays tied on the matches among them and goes to the next criterion', () => {
  // t1 > t2 > t3 > t1; t3 won its match 3-0, the others 3-1: t3 has more ranking points, then set ratio decides t1 and t2.
  const t = withPools(
    { A: [1, 2, 3] },
    [final('A', 't1', 't2', ...threeOne), final('A', 't2', 't3', ...threeOne), final('A', 't3', 't1', ...threeNil)],
    { rules: { ...bestOf5, tiebreaks: ['headToHead', 'rankingPoints', 'setRatio', 'seed'] } },
  );
  const s = standings(t);
  // Ranking points are 3 each (no fifth set): the set ratio decides, t3 4-3, t2 4-4, t1 3-4.
  assert.equal(points(s), { t1: 3, t2: 3, t3: 3 });
  assert.equal(order(s), ['t3', 't2', 't1']);
  assert.equal(decided(s), ['t3:setRatio', 't2:setRatio', 't1:setRatio']);
});

test("the bracket's ranking across pools follows the order: ranking points before the set ratio, without head to head", () => {
  // Two pools of two; both winners won once: A's 3-2 (2 points), B's 3-1 (3 points).
  const t = withPools({ A: [1, 2], B: [3, 4] }, [final('A', 't1', 't2', ...threeTwo), final('B', 't4', 't3', ...threeOne)], {
    rules: { ...bestOf5, tiebreaks: FIVB_INDOOR },
  });
  const fivb = bracketEntrants(t, 1, 0);
  assert.ok(fivb.ok);
  // t4: 3 points, sets 3-1; t1: 2 points, sets 3-2. Either way t4 is first here; the losers' order shows the difference:
  assert.equal(fivb.ok && fivb.value.map((e) => e.team), ['t4', 't1']);
  const wild = bracketEntrants(t, 1, 2);
  // Losers: t2 (1 point, sets 2-3), t3 (0 points, sets 1-3): t2 first by points and by set ratio alike.
  assert.equal(wild.ok && wild.value.map((e) => e.team), ['t4', 't1', 't2', 't3']);
  // An order with point difference before ranking points can reverse a pair that ranking points would keep.
  const close = withPools(
    { A: [1, 2], B: [3, 4] },
    [final('A', 't1', 't2', [25, 0], [25, 0], [0, 25], [0, 25], [15, 0]), final('B', 't3', 't4', [25, 23], [25, 23], [25, 23])],
    { rules: { ...bestOf5, tiebreaks: ['rankingPoints', 'pointDiff', 'seed'] } },
  );
  const byPoints = bracketEntrants(close, 1, 0);
  assert.equal(byPoints.ok && byPoints.value.map((e) => e.team), ['t3', 't1'], 't3 won 3-0: 3 points to 2');
  const byDiff = bracketEntrants({ ...close, rules: { ...close.rules, tiebreaks: ['pointDiff', 'rankingPoints', 'seed'] } }, 1, 0);
  assert.equal(byDiff.ok && byDiff.value.map((e) => e.team), ['t1', 't3'], 't1 +15 against t3 +6');
});

// ---- properties over random pools ----

/** A random pool of 3 to 7 teams, every pair played (or forfeited, or left unplayed) with random valid-looking sets. */
const poolArb = fc
  .record({
    n: fc.integer({ min: 3, max: 7 }),
    bestOf: fc.constantFrom(1, 3, 5),
    seed: fc.integer(),
    order: fc.shuffledSubarray([...TIEBREAK_NAMES], { minLength: 1 }),
  })
  .map(({ n, bestOf, seed, order }) => {
    let x = seed | 0 || 1;
    const rnd = (k: number) => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      return Math.abs(x) % k;
    };
    const matches: Match[] = [];
    const need = Math.ceil(bestOf / 2);
    for (let i = 1; i <= n; i++) {
      for (let j = i + 1; j <= n; j++) {
        const kind = rnd(10);
        if (kind === 0) continue; // unplayed
        if (kind === 1) {
          matches.push(forfeit('A', `t${i}`, `t${j}`, rnd(2) ? `t${i}` : `t${j}`));
          continue;
        }
        const aWins = rnd(2) === 1;
        const lost = rnd(need); // sets the loser takes
        const sets: SetScore[] = [];
        // A small score range so ties on every criterion happen often.
        for (let k = 0; k < lost; k++) sets.push(aWins ? [19 + rnd(3), 21] : [21, 19 + rnd(3)]);
        for (let k = 0; k < need; k++) sets.push(aWins ? [21, 19 + rnd(3)] : [19 + rnd(3), 21]);
        matches.push(final('A', `t${i}`, `t${j}`, ...sets));
      }
    }
    return {
      n,
      tiebreaks: order as Tiebreak[],
      t: withPools({ A: Array.from({ length: n }, (_, k) => k + 1) }, matches, {
        rules: { ...RULES, bestOf, tiebreaks: order as Tiebreak[] },
      }),
    };
  });

type Measured = Exclude<Tiebreak, 'headToHead'>;
/** Negative when x ranks above y on the criterion, as docs/api.md defines each (x/0 above every finite ratio). */
function compareOn(tb: Measured, x: Standing, y: Standing): number {
  const ratio = (a: number, b: number) => (b === 0 ? (a > 0 ? Number.POSITIVE_INFINITY : 0) : a / b);
  const seed = (s: Standing) => Number(s.teamId.slice(1));
  switch (tb) {
    case 'rankingPoints':
      return (y.rankingPoints ?? 0) - (x.rankingPoints ?? 0);
    case 'setRatio':
      return Math.sign(ratio(y.setsW, y.setsL) - ratio(x.setsW, x.setsL)) || 0;
    case 'pointRatio':
      return Math.sign(ratio(y.pf, y.pa) - ratio(x.pf, x.pa)) || 0;
    case 'pointDiff':
      return y.pointDiff - x.pointDiff;
    case 'seed':
      return seed(x) - seed(y);
  }
}

test('property: standings are a total order by wins, each adjacent pair placed by the criterion named, earlier ones level', () => {
  fc.assert(
    fc.property(poolArb, ({ n, tiebreaks, t }) => {
      const s = standings(t);
      assert.is(new Set(order(s)).size, n, 'every team once');
      assert.is(s.length, n);
      for (let i = 1; i < n; i++) {
        const [x, y] = [s[i - 1]!, s[i]!];
        assert.ok(x.w >= y.w, 'wins never increase down the table');
        const d = y.decidedBy;
        if (x.w !== y.w) {
          assert.is(d, 'wins');
          continue;
        }
        assert.ok(d !== 'wins' && tiebreaks.includes(d), `named by a listed criterion: ${d}`);
        const at = tiebreaks.indexOf(d);
        // Every measured criterion before the deciding one is level (head to head depends on the group, so it is skipped).
        for (const tb of tiebreaks.slice(0, at)) if (tb !== 'headToHead') assert.is(compareOn(tb, x, y), 0, `${tb} level before ${d}`);
        if (d === 'headToHead') continue;
        const c = compareOn(d, x, y);
        // Either the criterion put x above y, or nothing listed separated them and the seed kept its order.
        if (c !== 0) assert.ok(c < 0, `${x.teamId} above ${y.teamId} on ${d}`);
        else assert.ok(at === tiebreaks.length - 1 && compareOn('seed', x, y) < 0, 'unseparated: seed order, named by the last criterion');
      }
      const withPoints = tiebreaks.includes('rankingPoints');
      assert.ok(s.every((r) => (r.rankingPoints !== undefined) === withPoints));
    }),
    { numRuns: 300 },
  );
});

test('property: the order the matches and the pool list come in changes no rank', () => {
  fc.assert(
    fc.property(poolArb, fc.integer(), ({ t }, salt) => {
      const shuffle = <T>(xs: T[]) => {
        let k = salt | 0 || 7;
        return xs
          .map((v) => {
            k = (k * 1103515245 + 12345) & 0x7fffffff;
            return [k, v] as const;
          })
          .sort((p, q) => p[0] - q[0])
          .map((p) => p[1]);
      };
      const matches = Object.fromEntries(shuffle(Object.entries(t.matches)));
      const pools = t.pools.map((p) => ({ ...p, teamIds: shuffle(p.teamIds) }));
      assert.equal(standings({ ...t, matches, pools }), standings(t));
    }),
    { numRuns: 200 },
  );
});

test.run();
