import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bracketEntrants, poolStandings } from '../../../shared/engine/standings.js';
import type { Standing, Tournament } from '../../../shared/engine/types.js';
import { final, forfeit, L, pending, RULES, W, withPools } from '../../fixtures/standings.js';

const standings = (t: Tournament, pool = 'A'): Standing[] => poolStandings(t, t.pools.find((p) => p.id === pool)!);
const order = (s: Standing[]) => s.map((x) => x.teamId);
const decided = (s: Standing[]) => s.map((x) => `${x.teamId}:${x.decidedBy}`);

function error<T>(r: { ok: true; value: T } | { ok: false; error: string }): string {
  assert.not.ok(r.ok, 'expected a refusal');
  return r.ok ? '' : r.error;
}

test('standings count wins, losses, sets and points from final matches', () => {
  const t = withPools({ A: [1, 2, 3] }, [
    final('A', 't1', 't2', [21, 15], [18, 21], [15, 10]),
    final('A', 't3', 't1', [19, 21], [17, 21]),
    final('A', 't2', 't3', [21, 12], [21, 19]),
  ]);
  assert.equal(standings(t), [
    {
      teamId: 't1',
      name: 'Team 1',
      w: 2,
      l: 0,
      setsW: 4,
      setsL: 1,
      pf: 96,
      pa: 82,
      pointDiff: 14,
      decidedBy: 'wins',
      status: 'registered',
    },
    { teamId: 't2', name: 'Team 2', w: 1, l: 1, setsW: 3, setsL: 2, pf: 88, pa: 85, pointDiff: 3, decidedBy: 'wins', status: 'registered' },
    {
      teamId: 't3',
      name: 'Team 3',
      w: 0,
      l: 2,
      setsW: 0,
      setsL: 4,
      pf: 67,
      pa: 84,
      pointDiff: -17,
      decidedBy: 'wins',
      status: 'registered',
    },
  ]);
});

test('a pool without results lists every team by seed, ordered by the seed tiebreak', () => {
  const t = withPools({ A: [3, 1, 2] }, [pending('A', 't1', 't2'), pending('A', 't1', 't3'), pending('A', 't2', 't3')]);
  const s = standings(t);
  assert.equal(order(s), ['t1', 't2', 't3']);
  assert.equal(decided(s), ['t1:seed', 't2:seed', 't3:seed']);
  assert.ok(s.every((x) => x.w === 0 && x.l === 0 && x.pf === 0));
});

test('a pool of one team is decided by wins', () => {
  const t = withPools({ A: [1] }, []);
  assert.equal(decided(standings(t)), ['t1:wins']);
});

test('a three-way tie on wins is ordered by head to head among the three', () => {
  // t1 beats t2 and t3, t2 beats t3; t5 wins 3 and t4 wins 1, so t1..t3 sit on 2 wins each.
  const t = withPools({ A: [1, 2, 3, 4, 5] }, [
    final('A', 't1', 't2', W, W),
    final('A', 't1', 't3', W, W),
    final('A', 't2', 't3', W, W),
    final('A', 't1', 't4', L, L),
    final('A', 't1', 't5', L, L),
    final('A', 't2', 't4', W, W),
    final('A', 't2', 't5', L, L),
    final('A', 't3', 't4', W, W),
    final('A', 't3', 't5', W, W),
    final('A', 't5', 't4', W, W),
  ]);
  const s = standings(t);
  assert.equal(
    s.map((x) => x.w),
    [3, 2, 2, 2, 1],
  );
  assert.equal(decided(s), ['t5:wins', 't1:wins', 't2:headToHead', 't3:headToHead', 't4:wins']);
});

test('after set ratio splits a cyclic tie, the two still tied restart from head to head', () => {
  // t1 > t2 > t3 > t1 in straight sets; against t4, t1 wins 2-0 and t2, t3 win 2-1.
  // t2 and t3 are level on set ratio (4/3); t3 has the better point ratio, but t2 beat t3.
  const t = withPools({ A: [1, 2, 3, 4] }, [
    final('A', 't1', 't2', [21, 15], [21, 15]),
    final('A', 't2', 't3', [21, 19], [21, 19]),
    final('A', 't3', 't1', [21, 15], [21, 15]),
    final('A', 't1', 't4', W, W),
    final('A', 't2', 't4', [21, 19], [19, 21], [21, 19]),
    final('A', 't3', 't4', [21, 5], [19, 21], [21, 5]),
  ]);
  const s = standings(t);
  assert.equal(
    s.map((x) => `${x.setsW}/${x.setsL}`),
    ['4/2', '4/3', '4/3', '2/6'],
  );
  assert.ok(s[2]!.pf / s[2]!.pa > s[1]!.pf / s[1]!.pa, 't3 has the better point ratio');
  assert.equal(decided(s), ['t1:setRatio', 't2:setRatio', 't3:headToHead', 't4:wins']);
});

test('a forfeit is a straight-sets loss with no points, and its win counts in head to head', () => {
  const t = withPools({ A: [1, 2, 3, 4] }, [
    forfeit('A', 't1', 't2', 't2'),
    final('A', 't3', 't1', W, W),
    final('A', 't1', 't4', W, L, W),
    final('A', 't2', 't3', W, W),
    final('A', 't2', 't4', W, W),
    final('A', 't4', 't3', W, W),
  ]);
  const s = standings(t);
  // t1 and t2 both win 2; t2 has far better sets, but t1 won their match by forfeit.
  assert.equal(decided(s), ['t1:headToHead', 't2:headToHead', 't4:wins', 't3:headToHead']);
  const t1 = s[0]!;
  const t2 = s[1]!;
  assert.equal([t1.w, t1.l, t1.setsW, t1.setsL, t1.pf, t1.pa], [2, 1, 4, 3, 87, 93]);
  assert.equal([t2.w, t2.l, t2.setsW, t2.setsL, t2.pf, t2.pa], [2, 1, 4, 2, 84, 60]);
});

test('forfeit sets follow bestOf: best of 5 gives 3 sets to 0', () => {
  const t = withPools({ A: [1, 2] }, [forfeit('A', 't1', 't2', 't1')], { rules: { ...RULES, bestOf: 5 } });
  const s = standings(t);
  assert.equal(
    s.map((x) => [x.teamId, x.w, x.l, x.setsW, x.setsL, x.pf, x.pa]),
    [
      ['t2', 1, 0, 3, 0, 0, 0],
      ['t1', 0, 1, 0, 3, 0, 0],
    ],
  );
});

test('void and undecided matches do not count', () => {
  const t = withPools({ A: [1, 2, 3] }, [
    { ...final('A', 't2', 't1', W, W), status: 'void' },
    { ...pending('A', 't3', 't1', 'live'), live: [12, 3] },
    pending('A', 't2', 't3', 'on_deck'),
  ]);
  const s = standings(t);
  assert.ok(s.every((x) => x.w + x.l + x.setsW + x.setsL + x.pf + x.pa === 0));
  assert.equal(order(s), ['t1', 't2', 't3']);
});

test('matches of other pools and of the bracket are not counted', () => {
  const t = withPools({ A: [1, 2], B: [3, 4] }, [
    final('A', 't2', 't1', W, W),
    final('B', 't3', 't4', W, W),
    { ...final('A', 't1', 't2', W, W), stage: 'bracket', poolId: null },
  ]);
  assert.equal(
    standings(t).map((x) => [x.teamId, x.w]),
    [
      ['t2', 1],
      ['t1', 0],
    ],
  );
  assert.equal(
    standings(t, 'B').map((x) => [x.teamId, x.w]),
    [
      ['t3', 1],
      ['t4', 0],
    ],
  );
});

test('a set ratio x/0 ranks above every finite ratio', () => {
  // t1-t2 void: both win 2 with no head to head; t2 never lost a set, t1 lost one.
  const t = withPools({ A: [1, 2, 3, 4] }, [
    { ...final('A', 't1', 't2', W, W), status: 'void' },
    final('A', 't1', 't3', [21, 0], [21, 0]),
    final('A', 't1', 't4', [21, 0], [0, 21], [21, 0]),
    final('A', 't2', 't3', [21, 19], [21, 19]),
    final('A', 't2', 't4', [21, 19], [21, 19]),
    final('A', 't3', 't4', W, W),
  ]);
  const s = standings(t);
  assert.equal(decided(s).slice(0, 2), ['t2:setRatio', 't1:setRatio']);
  assert.equal([s[0]!.setsW, s[0]!.setsL], [4, 0]);
});

test('a ratio 0/0 counts as 0: level with 0/n, so the next tiebreak decides', () => {
  // t3's only match is void (0/0 sets, 0/0 points); t4 lost 0-2 but scored points.
  const t = withPools({ A: [1, 3, 4] }, [
    { ...final('A', 't1', 't3', W, W), status: 'void' },
    final('A', 't1', 't4', [21, 19], [21, 19]),
    { ...final('A', 't3', 't4', W, W), status: 'void' },
  ]);
  const s = standings(t);
  assert.equal(decided(s), ['t1:wins', 't4:wins', 't3:pointRatio']);
});

test('equal ratios written differently tie exactly and fall through to the next tiebreak', () => {
  // t1 and t2 both 2/1 and 4/2 in sets would be equal; here both reach 42/30 = 84/60 points.
  const t = withPools({ A: [1, 2, 3, 4] }, [
    { ...final('A', 't1', 't2', W, W), status: 'void' },
    final('A', 't1', 't3', [21, 15], [21, 15]),
    final('A', 't1', 't4', [21, 15], [21, 15]),
    final('A', 't2', 't3', [21, 15], [21, 15]),
    final('A', 't2', 't4', [21, 15], [21, 15]),
    final('A', 't3', 't4', W, W),
  ]);
  assert.equal(decided(standings(t)).slice(0, 2), ['t1:seed', 't2:seed']);
});

test('point difference breaks a tie that set and point ratios leave', () => {
  // Both 4/0 in sets and 2:1 in points; t2 played longer sets, so a larger difference.
  const t = withPools({ A: [1, 2, 3, 4] }, [
    { ...final('A', 't1', 't2', W, W), status: 'void' },
    final('A', 't1', 't3', [20, 10], [20, 10]),
    final('A', 't1', 't4', [20, 10], [20, 10]),
    final('A', 't2', 't3', [30, 15], [30, 15]),
    final('A', 't2', 't4', [30, 15], [30, 15]),
    final('A', 't3', 't4', W, W),
  ]);
  assert.equal(decided(standings(t)).slice(0, 2), ['t2:pointDiff', 't1:pointDiff']);
});

test('tiebreaks follow the order in rules.tiebreaks', () => {
  const t = withPools(
    { A: [1, 2, 3, 4] },
    [
      { ...final('A', 't1', 't2', W, W), status: 'void' },
      final('A', 't1', 't3', [21, 0], [21, 0]),
      final('A', 't1', 't4', [21, 0], [0, 21], [21, 0]),
      final('A', 't2', 't3', [21, 19], [21, 19]),
      final('A', 't2', 't4', [21, 19], [21, 19]),
      final('A', 't3', 't4', W, W),
    ],
    { rules: { ...RULES, tiebreaks: ['headToHead', 'pointDiff', 'setRatio', 'pointRatio', 'seed'] } },
  );
  // By point difference t1 (+61) is ahead of t2 (+8), though t2 has the better set ratio.
  assert.equal(decided(standings(t)).slice(0, 2), ['t1:pointDiff', 't2:pointDiff']);
});

test('a withdrawn team stays in its pool standings with status withdrawn', () => {
  const t = withPools(
    { A: [1, 2, 3] },
    [final('A', 't1', 't2', W, W), forfeit('A', 't1', 't3', 't3'), forfeit('A', 't2', 't3', 't3')],
    {},
    { 3: { status: 'withdrawn', withdrawMode: 'forfeit' } },
  );
  const s = standings(t);
  assert.equal(
    s.map((x) => [x.teamId, x.status, x.w, x.l]),
    [
      ['t1', 'registered', 2, 0],
      ['t2', 'registered', 1, 1],
      ['t3', 'withdrawn', 0, 2],
    ],
  );
});

// ---- bracket entrants ----

/** Pool A: t1 > t4 > t5; pool B: t3 > t2 > t6. */
function twoPools(teamFields = {}) {
  return withPools(
    { A: [1, 4, 5], B: [2, 3, 6] },
    [
      final('A', 't1', 't4', W, W),
      final('A', 't1', 't5', W, W),
      final('A', 't4', 't5', W, L, W),
      final('B', 't3', 't2', W, L, W),
      final('B', 't3', 't6', W, L, W),
      final('B', 't2', 't6', [21, 10], [21, 10]),
    ],
    {},
    teamFields,
  );
}

test('entrants: pool winners first, then second places, then wildcards, each ranked across pools', () => {
  const r = bracketEntrants(twoPools(), 2, 1);
  assert.equal(r, {
    ok: true,
    value: [
      { team: 't1', poolId: 'A' }, // 2 wins, 4/0 sets
      { team: 't3', poolId: 'B' }, // 2 wins, 4/2 sets
      { team: 't2', poolId: 'B' }, // 1 win, 3/2 sets
      { team: 't4', poolId: 'A' }, // 1 win, 2/3 sets
      { team: 't5', poolId: 'A' }, // 0 wins, 1/4 sets, beats t6 (1/4) on point ratio
    ],
  });
});

test('entrants: top one per pool without wildcards', () => {
  assert.equal(bracketEntrants(twoPools(), 1, 0), {
    ok: true,
    value: [
      { team: 't1', poolId: 'A' },
      { team: 't3', poolId: 'B' },
    ],
  });
});

test('entrants: a withdrawn team never qualifies; the next ranked takes its place', () => {
  const r = bracketEntrants(twoPools({ 3: { status: 'withdrawn' } }), 2, 1);
  assert.equal(r, {
    ok: true,
    value: [
      { team: 't1', poolId: 'A' },
      { team: 't2', poolId: 'B' },
      { team: 't4', poolId: 'A' },
      { team: 't6', poolId: 'B' },
      { team: 't5', poolId: 'A' },
    ],
  });
  assert.is(
    error(bracketEntrants(twoPools({ 3: { status: 'withdrawn' } }), 2, 2)),
    'Wildcards must be a whole number from 0 to 1, the teams left after the top 2 of each pool.',
  );
});

test('entrants are refused while pool matches are still to play', () => {
  const t = twoPools();
  t.matches.extra = pending('A', 't4', 't5');
  t.matches.extra2 = pending('B', 't2', 't6', 'live');
  assert.is(error(bracketEntrants(t, 1, 0)), '2 pool matches are still to play: the bracket is drawn once every pool match is decided.');
  delete t.matches.extra2;
  assert.match(error(bracketEntrants(t, 1, 0)), /^1 pool match is still to play/);
});

test('void and forfeit pool matches count as decided for bracket entry', () => {
  const t = twoPools();
  t.matches.v = { ...pending('A', 't4', 't5'), status: 'void' };
  t.matches.f = forfeit('B', 't2', 't6', 't6');
  assert.ok(bracketEntrants(t, 1, 0).ok);
});

test('perPool must be from 1 to the smallest pool size', () => {
  const t = withPools({ A: [1, 2, 3], B: [4, 5] }, [
    final('A', 't1', 't2', W, W),
    final('A', 't1', 't3', W, W),
    final('A', 't2', 't3', W, W),
    final('B', 't4', 't5', W, W),
  ]);
  const msg = 'Teams per pool (perPool) must be a whole number from 1 to 2, the size of the smallest pool.';
  assert.is(error(bracketEntrants(t, 0, 0)), msg);
  assert.is(error(bracketEntrants(t, 3, 0)), msg);
  assert.is(error(bracketEntrants(t, 1.5, 0)), msg);
  assert.equal(bracketEntrants(t, 2, 1), {
    ok: true,
    value: [
      { team: 't1', poolId: 'A' },
      { team: 't4', poolId: 'B' },
      { team: 't2', poolId: 'A' },
      { team: 't5', poolId: 'B' },
      { team: 't3', poolId: 'A' },
    ],
  });
});

test('wildcards must be from 0 to the teams left', () => {
  assert.ok(bracketEntrants(twoPools(), 2, 2).ok);
  assert.match(error(bracketEntrants(twoPools(), 2, 3)), 'Wildcards must be a whole number from 0 to 2');
  assert.match(error(bracketEntrants(twoPools(), 2, -1)), 'Wildcards must be a whole number from 0 to 2');
});

test('a bracket-only tournament enters every registered team by seed, with no pool', () => {
  const t = withPools({}, [], { stages: ['bracket'] });
  for (const n of [3, 1, 2, 4]) t.teams[`t${n}`] = { ...twoPools().teams[`t${n}`]!, poolId: null };
  t.teams.t4!.status = 'withdrawn';
  assert.equal(bracketEntrants(t, 99, 99), {
    ok: true,
    value: [
      { team: 't1', poolId: null },
      { team: 't2', poolId: null },
      { team: 't3', poolId: null },
    ],
  });
});

test('a bracket needs at least 2 entrants', () => {
  const t = withPools({}, [], { stages: ['bracket'] });
  t.teams.t1 = { ...twoPools().teams.t1!, poolId: null };
  assert.is(error(bracketEntrants(t, 1, 0)), 'A bracket needs at least 2 teams; only 1 would enter.');
});

test('a pool tournament whose pools are not generated cannot draw a bracket', () => {
  const t = withPools({}, []);
  assert.match(error(bracketEntrants(t, 1, 0)), 'The pools have not been generated yet');
});

test.run();
