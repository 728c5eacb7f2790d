import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { dropPosition } from '../../../shared/engine/bracket-double.js';
import { bracketSize, buildBracket, firstRound, seedOrder } from '../../../shared/engine/bracket.js';
import type { Entrant } from '../../../shared/engine/standings.js';
import type { Match } from '../../../shared/engine/types.js';

function entrants(n: number, pools: (string | null)[] = []): Entrant[] {
  return Array.from({ length: n }, (_, i) => ({ team: `t${i + 1}`, poolId: pools[i] ?? null }));
}

/** Every feed points at an existing match and no side of any match is fed twice. */
function assertWellFed(matches: Match[], label: string): void {
  const ids = new Set(matches.map((m) => m.id));
  assert.is(ids.size, matches.length, `${label}: ids are unique`);
  const fed = new Set<string>();
  for (const m of matches) {
    for (const [to, side] of [
      [m.feeds, m.feedsSide],
      [m.loserFeeds, m.loserFeedsSide],
    ] as const) {
      if (to === null) continue;
      assert.ok(ids.has(to), `${label}: ${m.id} feeds existing match ${to}`);
      assert.ok(side === 'A' || side === 'B', `${label}: ${m.id} names a side`);
      const key = `${to}:${side}`;
      assert.not.ok(fed.has(key), `${label}: ${key} is fed once`);
      fed.add(key);
    }
  }
}

const byId = (matches: Match[]) => new Map(matches.map((m) => [m.id, m]));

test('seedOrder gives the standard bracket order', () => {
  assert.equal(seedOrder(2), [1, 2]);
  assert.equal(seedOrder(4), [1, 4, 2, 3]);
  assert.equal(seedOrder(8), [1, 8, 4, 5, 2, 7, 3, 6]);
  const sixteen = seedOrder(16);
  for (let i = 0; i < 16; i += 2) assert.is(sixteen[i]! + sixteen[i + 1]!, 17);
});

test('seedOrder refuses a size that is not a power of two', () => {
  assert.throws(() => seedOrder(6), /power of two/);
});

test('bracket size is the next power of two, never below 2', () => {
  assert.equal([0, 1, 2, 3, 4, 5, 8, 9, 33].map(bracketSize), [2, 2, 2, 4, 4, 8, 8, 16, 64]);
});

test('single elimination of 2..33 teams has P-1 matches, one more with third place, all well fed', () => {
  for (let n = 2; n <= 33; n++) {
    const p = bracketSize(n);
    for (const thirdPlace of [false, true]) {
      const matches = buildBracket(entrants(n), { type: 'single', thirdPlace });
      const extra = thirdPlace && p >= 4 ? 1 : 0;
      assert.is(matches.length, p - 1 + extra, `n=${n} third=${thirdPlace}`);
      assertWellFed(matches, `single n=${n}`);
      const f = matches.find((m) => m.id === 'F')!;
      assert.is(f.stage, 'final');
      assert.is(f.label, 'Final');
      assert.is(f.feeds, null);
      // Only the final is the end of the line; every other match sends its winner on.
      for (const m of matches) if (m.id !== 'F' && m.id !== '3P') assert.ok(m.feeds, `n=${n}: ${m.id} feeds on`);
      const teams = matches
        .filter((m) => m.round === 1)
        .flatMap((m) => [m.a, m.b])
        .filter((x) => x !== null);
      assert.is(teams.length, n, `n=${n}: every entrant is in round 1 once`);
      assert.is(new Set(teams).size, n);
    }
  }
});

test('the third-place match takes both semifinal losers and is played before the final', () => {
  const matches = buildBracket(entrants(8), { type: 'single', thirdPlace: true });
  const third = matches.find((m) => m.id === '3P')!;
  assert.is(third.stage, 'final');
  assert.is(third.label, '3rd place');
  const semis = matches.filter((m) => m.loserFeeds === '3P');
  assert.equal(
    semis.map((m) => [m.id, m.label, m.loserFeedsSide]),
    [
      ['W2-1', 'Semifinal', 'A'],
      ['W2-2', 'Semifinal', 'B'],
    ],
  );
  assert.equal(
    matches.slice(-2).map((m) => m.id),
    ['3P', 'F'],
  );
});

test('two teams get no third-place match', () => {
  const matches = buildBracket(entrants(2), { type: 'single', thirdPlace: true });
  assert.equal(
    matches.map((m) => m.id),
    ['F'],
  );
});

test('single elimination rounds are labelled by distance from the final', () => {
  const matches = buildBracket(entrants(16), { type: 'single', thirdPlace: false });
  const label = (id: string) => matches.find((m) => m.id === id)!.label;
  assert.equal(['W1-1', 'W2-1', 'W3-1', 'F'].map(label), ['Round 1', 'Quarterfinal', 'Semifinal', 'Final']);
  assert.is(matches.find((m) => m.id === 'W1-1')!.stage, 'bracket');
});

test('byes go to the top seeds', () => {
  const first = buildBracket(entrants(5), { type: 'single', thirdPlace: false }).filter((m) => m.round === 1);
  const byes = first.filter((m) => m.b === null).map((m) => m.a);
  assert.equal(byes.sort(), ['t1', 't2', 't3']);
  assert.ok(
    first.every((m) => m.a !== null),
    'side A always holds the higher seed',
  );
});

test('slot 1 holds seed 1, and first-round slots follow bracket order', () => {
  const first = buildBracket(entrants(8), { type: 'single', thirdPlace: false }).filter((m) => m.round === 1);
  assert.equal(
    first.map((m) => [m.slot, m.a, m.b]),
    [
      [1, 't1', 't8'],
      [2, 't4', 't5'],
      [3, 't2', 't7'],
      [4, 't3', 't6'],
    ],
  );
  assert.equal(
    first.map((m) => [m.feeds, m.feedsSide]),
    [
      ['W2-1', 'A'],
      ['W2-1', 'B'],
      ['W2-2', 'A'],
      ['W2-2', 'B'],
    ],
  );
});

test('teams of the same pool are kept apart in the first round by swapping nearby lower seeds', () => {
  // Pool winners A-D are seeds 1-4; runners-up in reverse give a clash in every match.
  const pools = ['A', 'B', 'C', 'D', 'D', 'C', 'B', 'A'];
  const pairs = firstRound(entrants(8, pools), 8);
  assert.equal(pairs, [
    ['t1', 't7'],
    ['t4', 't6'],
    ['t2', 't8'],
    ['t3', 't5'],
  ]);
  for (const [a, b] of pairs) assert.is.not(pools[Number(a!.slice(1)) - 1], pools[Number(b!.slice(1)) - 1]);
});

test('a same-pool pairing stays when no swap can resolve it', () => {
  const pairs = firstRound(entrants(2, ['A', 'A']), 2);
  assert.equal(pairs, [['t1', 't2']]);
});

test('pool separation never moves a bye to another team', () => {
  const pairs = firstRound(entrants(6, ['A', 'B', 'C', 'D', 'D', 'A']), 8);
  assert.equal(pairs, [
    ['t1', null],
    ['t4', 't6'],
    ['t2', null],
    ['t3', 't5'],
  ]);
});

test('double elimination of 2..33 teams: every winners match drops its loser, all sides well fed', () => {
  for (let n = 2; n <= 33; n++) {
    const p = bracketSize(n);
    const matches = buildBracket(entrants(n), { type: 'double', thirdPlace: false });
    // Winners P-1, losers P-2, grand final and reset final.
    assert.is(matches.length, 2 * p - 1, `n=${n}`);
    assertWellFed(matches, `double n=${n}`);
    for (const m of matches) {
      if (m.stage === 'bracket') assert.ok(m.loserFeeds, `n=${n}: a loss in ${m.id} is not the end`);
      else assert.is(m.loserFeeds, null, `n=${n}: a loss in ${m.id} eliminates`);
      if (m.id !== 'GF' && m.id !== 'GF2') assert.ok(m.feeds, `n=${n}: ${m.id} sends its winner on`);
    }
    const all = byId(matches);
    assert.is(all.get('GF')!.stage, 'final');
    assert.is(all.get('GF')!.label, 'Grand final');
    assert.equal([all.get('GF2')!.label, all.get('GF2')!.conditional, all.get('GF2')!.stage], ['Reset final', true, 'final']);
    assert.not.ok(all.has('F'));
    // Side A of the grand final is the winners-bracket champion.
    const intoGf = matches.filter((m) => m.feeds === 'GF' || m.loserFeeds === 'GF');
    const winnersFinal = matches.find((m) => m.stage === 'bracket' && m.feeds === 'GF')!;
    assert.is(winnersFinal.feedsSide, 'A');
    assert.is(intoGf.length, p === 2 ? 1 : 2);
  }
});

test('two-team double elimination: the grand final is the winner of W1-1 against its loser', () => {
  const [w, gf, gf2] = buildBracket(entrants(2), { type: 'double', thirdPlace: false });
  assert.equal([w!.id, gf!.id, gf2!.id], ['W1-1', 'GF', 'GF2']);
  assert.equal([w!.feeds, w!.feedsSide, w!.loserFeeds, w!.loserFeedsSide], ['GF', 'A', 'GF', 'B']);
});

test('double elimination play order: each winners round, then the losers rounds it feeds, finals last', () => {
  const matches = buildBracket(entrants(8), { type: 'double', thirdPlace: false });
  const rounds = matches.map((m) => (m.stage === 'final' ? m.id : `${m.id.split('-')[0]}`));
  const compact = rounds.filter((r, i) => r !== rounds[i - 1]);
  assert.equal(compact, ['W1', 'L1', 'W2', 'L2', 'L3', 'W3', 'L4', 'GF', 'GF2']);
  const position = new Map(matches.map((m, i) => [m.id, i]));
  for (const m of matches) {
    if (m.feeds && m.id !== 'GF') assert.ok(position.get(m.feeds)! > position.get(m.id)!, `${m.id} before ${m.feeds}`);
    if (m.loserFeeds) assert.ok(position.get(m.loserFeeds)! > position.get(m.id)!, `${m.id} before ${m.loserFeeds}`);
  }
});

test('double elimination labels the losers rounds and the last one is the losers final', () => {
  const all = byId(buildBracket(entrants(8), { type: 'double', thirdPlace: false }));
  assert.equal(
    ['L1-1', 'L2-1', 'L3-1', 'L4-1'].map((id) => all.get(id)!.label),
    ['Losers round 1', 'Losers round 2', 'Losers round 3', 'Losers final'],
  );
  assert.ok(['L1-1', 'L4-1'].every((id) => all.get(id)!.stage === 'losers'));
  assert.equal(
    ['W1-1', 'W2-1', 'W3-1'].map((id) => all.get(id)!.label),
    ['Winners quarterfinal', 'Winners semifinal', 'Winners final'],
  );
  assert.is(all.get('L4-1')!.feeds, 'GF');
  assert.is(all.get('L4-1')!.feedsSide, 'B');
});

test('dropped losers land away from the teams they just met', () => {
  // The loser of W2-1 came out of W1-1/W1-2, whose losers meet in L1-1: it must not land in L2-1.
  const all = byId(buildBracket(entrants(8), { type: 'double', thirdPlace: false }));
  assert.equal([all.get('W2-1')!.loserFeeds, all.get('W2-2')!.loserFeeds], ['L2-2', 'L2-1']);
  assert.equal([dropPosition(2, 1, 4), dropPosition(2, 3, 4), dropPosition(1, 1, 4)], [3, 1, 4]);
});

test('the first round of a double bracket is numbered by slot like a single one', () => {
  const first = buildBracket(entrants(6), { type: 'double', thirdPlace: false }).filter((m) => m.id.startsWith('W1-'));
  assert.equal(
    first.map((m) => [m.slot, m.a, m.b]),
    [
      [1, 't1', null],
      [2, 't4', 't5'],
      [3, 't2', null],
      [4, 't3', 't6'],
    ],
  );
});

test.run();
