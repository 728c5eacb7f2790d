import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkLiveScore, checkResult, checkSet, parseScoreText, setTarget, setsToWin, toInt } from '../../../shared/engine/rules.js';
import { TIEBREAKS } from '../../../shared/engine/types.js';
import type { Rules, SetScore } from '../../../shared/engine/types.js';

const rules = (over: Partial<Rules> = {}): Rules => ({
  teamSize: 2,
  pointsTo: 21,
  winBy: 2,
  cap: 23,
  bestOf: 3,
  tiebreaks: [...TIEBREAKS],
  ...over,
});
const R = rules();

function error<T>(r: { ok: true; value: T } | { ok: false; error: string }): string {
  assert.not.ok(r.ok, 'expected a refusal');
  return r.ok ? '' : r.error;
}

test('set target: pointsTo, then loser + winBy, held at the cap', () => {
  assert.is(setTarget(R, 0), 21);
  assert.is(setTarget(R, 19), 21);
  assert.is(setTarget(R, 20), 22);
  assert.is(setTarget(R, 21), 23);
  assert.is(setTarget(R, 22), 23);
  assert.is(setTarget(rules({ cap: 0 }), 30), 32);
});

test('the documented examples at 21, win by 2, cap 23: 21-19, 22-20, 23-22 are valid sets', () => {
  for (const s of [
    [21, 19],
    [22, 20],
    [23, 22],
  ] as SetScore[])
    assert.equal(checkSet(R, s), { ok: true, value: s });
});

test('the documented examples at 21, win by 2, cap 23: 21-20, 24-22, 22-17 are invalid sets', () => {
  for (const s of [
    [21, 20],
    [24, 22],
    [22, 17],
  ] as SetScore[])
    assert.not.ok(checkSet(R, s).ok, `${s}`);
});

test('an unfinished set says where it would end', () => {
  assert.is(error(checkSet(R, [21, 20])), 'Set 21-20 is not finished: at 21 win by 2, cap 23 it ends 22-20.');
  assert.is(error(checkSet(rules({ cap: 0 }), [20, 21])), 'Set 20-21 is not finished: at 21 win by 2 it ends 20-22.');
});

test('a set played past its end is refused with the real end', () => {
  assert.is(error(checkSet(R, [22, 17])), 'Set 22-17 went past its end: at 21 win by 2, cap 23 it ends 21-17.');
  assert.is(error(checkSet(R, [22, 24])), 'Set 22-24 went past its end: at 21 win by 2, cap 23 it ends 22-23.');
});

test('a capped set ends at the cap even without a two-point lead', () => {
  assert.ok(checkSet(rules({ cap: 15, pointsTo: 15 }), [15, 14]).ok);
});

test('without a cap a set goes on until a two-point lead', () => {
  assert.ok(checkSet(rules({ cap: 0 }), [30, 28]).ok);
  assert.not.ok(checkSet(rules({ cap: 0 }), [30, 29]).ok);
});

test('tied, negative and fractional set scores are refused', () => {
  assert.match(error(checkSet(R, [21, 21])), 'tied');
  assert.match(error(checkSet(R, [-1, 21])), 'whole numbers');
  assert.match(error(checkSet(R, [21.5, 19])), 'whole numbers');
});

test('a set that is not a pair of numbers is refused, not thrown on', () => {
  assert.is(error(checkSet(R, [21] as unknown as SetScore)), 'Each set is a pair of points like [21, 15]; got [21].');
  assert.not.ok(checkResult(R, [[21, 15], 7 as unknown as SetScore]).ok);
});

test('setsToWin is half of bestOf, rounded up', () => {
  assert.is(setsToWin(rules({ bestOf: 1 })), 1);
  assert.is(setsToWin(rules({ bestOf: 3 })), 2);
  assert.is(setsToWin(rules({ bestOf: 5 })), 3);
});

test('a best of 3 result won 2-1 names the winner and the set counts', () => {
  assert.equal(
    checkResult(R, [
      [21, 15],
      [18, 21],
      [15, 21],
    ]),
    { ok: true, value: { winner: 'B', setsA: 1, setsB: 2 } },
  );
  assert.equal(
    checkResult(R, [
      [21, 15],
      [23, 22],
    ]),
    { ok: true, value: { winner: 'A', setsA: 2, setsB: 0 } },
  );
});

test('a best of 1 result is a single set', () => {
  assert.equal(checkResult(rules({ bestOf: 1 }), [[19, 21]]), { ok: true, value: { winner: 'B', setsA: 0, setsB: 1 } });
  assert.not.ok(
    checkResult(rules({ bestOf: 1 }), [
      [21, 19],
      [21, 19],
    ]).ok,
  );
});

test('a result with too few sets to decide the match is refused', () => {
  assert.is(error(checkResult(R, [[21, 15]])), 'The match is not finished: it stands 1-0 in sets and a best of 3 match is won with 2.');
  assert.is(
    error(
      checkResult(R, [
        [21, 15],
        [15, 21],
      ]),
    ),
    'The match is not finished: it stands 1-1 in sets and a best of 3 match is won with 2.',
  );
  assert.is(error(checkResult(R, [])), 'No sets given: a best of 3 match needs at least 2 sets.');
});

test('a set after the deciding set is refused', () => {
  assert.is(
    error(
      checkResult(R, [
        [21, 15],
        [21, 15],
        [15, 21],
      ]),
    ),
    'Set 3 (15-21) follows the deciding set: the match was over at 2-0 in sets.',
  );
});

test('more sets than bestOf are refused', () => {
  assert.match(
    error(
      checkResult(R, [
        [21, 15],
        [15, 21],
        [21, 15],
        [21, 15],
      ]),
    ),
    'at most 3',
  );
});

test('an invalid set inside a result is named by its number', () => {
  assert.is(
    error(
      checkResult(R, [
        [21, 15],
        [21, 20],
      ]),
    ),
    'Set 2 (21-20) is not finished: at 21 win by 2, cap 23 it ends 22-20.',
  );
});

test('score text with or without spaces parses into sets', () => {
  const sets = [
    [21, 15],
    [18, 21],
    [15, 10],
  ];
  assert.equal(parseScoreText('21-15, 18-21, 15-10'), { ok: true, value: sets });
  assert.equal(parseScoreText('21-15,18-21,15-10'), { ok: true, value: sets });
  assert.equal(parseScoreText('  21 - 15 ,18 -21 , 15- 10  '), { ok: true, value: sets });
});

test('score text tolerates en dashes, a trailing comma and spaces as separators', () => {
  assert.equal(parseScoreText('21–15, 18–21'), {
    ok: true,
    value: [
      [21, 15],
      [18, 21],
    ],
  });
  assert.equal(parseScoreText('21-15, 18-21,'), {
    ok: true,
    value: [
      [21, 15],
      [18, 21],
    ],
  });
  assert.equal(parseScoreText('21-15 18-21'), {
    ok: true,
    value: [
      [21, 15],
      [18, 21],
    ],
  });
});

test('empty score text is refused with the expected format', () => {
  assert.is(
    error(parseScoreText('   ')),
    'The score is empty: write the sets as points-points separated by commas, like 21-15, 18-21, 15-10.',
  );
});

test('garbage score text is refused, quoting what was typed', () => {
  assert.match(error(parseScoreText('21:15, 18-21')), 'Could not read the score "21:15, 18-21"');
  assert.not.ok(parseScoreText('twenty-one').ok);
  assert.not.ok(parseScoreText('21-15,,18-21').ok);
  assert.not.ok(parseScoreText('21-15-3').ok);
  assert.not.ok(parseScoreText('-21-15').ok);
});

test('toInt reads integers and digit strings, nothing else', () => {
  assert.is(toInt(7), 7);
  assert.is(toInt('12'), 12);
  assert.is(toInt(' 3 '), 3);
  assert.is(toInt(-2), -2);
  for (const v of [1.5, '1.5', '-3', '', 'abc', '1e3', null, undefined, [], {}, NaN, Infinity, '0x10']) {
    assert.is(toInt(v), null, `${String(v)}`);
  }
});

test('a live score accepts numbers or digit strings and no sets', () => {
  assert.equal(checkLiveScore(R, 5, '7', undefined), { ok: true, value: { a: 5, b: 7, sets: [] } });
  assert.equal(checkLiveScore(R, '0', 0, null), { ok: true, value: { a: 0, b: 0, sets: [] } });
});

test('a live score is bounded by the cap when one is set, else by 99', () => {
  assert.ok(checkLiveScore(R, 23, 22, []).ok);
  assert.is(error(checkLiveScore(R, 24, 22, [])), 'The live score for side A must be a whole number from 0 to 23.');
  assert.ok(checkLiveScore(rules({ cap: 0 }), 99, 98, []).ok);
  assert.is(error(checkLiveScore(rules({ cap: 0 }), 3, 100, [])), 'The live score for side B must be a whole number from 0 to 99.');
  assert.not.ok(checkLiveScore(R, -1, 0, []).ok);
  assert.not.ok(checkLiveScore(R, 1.5, 0, []).ok);
  assert.not.ok(checkLiveScore(R, 'x', 0, []).ok);
});

test('a running score is not checked against the set rules', () => {
  assert.ok(checkLiveScore(R, 22, 17, []).ok);
});

test('live completed sets must each be valid', () => {
  assert.equal(checkLiveScore(R, 3, 4, [[21, 19]]), { ok: true, value: { a: 3, b: 4, sets: [[21, 19]] } });
  assert.is(
    error(checkLiveScore(R, 3, 4, [[21, 20]])),
    'Completed set 1: Set 21-20 is not finished: at 21 win by 2, cap 23 it ends 22-20.',
  );
  assert.is(error(checkLiveScore(R, 3, 4, [[21]])), 'Completed set 1 must be a pair of whole numbers like [21, 15].');
  assert.not.ok(checkLiveScore(R, 3, 4, 'nope').ok);
  assert.not.ok(checkLiveScore(R, 3, 4, [[21, 'x']]).ok);
});

test('live completed sets that already decide the match are refused', () => {
  assert.ok(
    checkLiveScore(R, 0, 0, [
      [21, 19],
      [19, 21],
    ]).ok,
  );
  assert.match(
    error(
      checkLiveScore(R, 0, 0, [
        [21, 19],
        [21, 19],
      ]),
    ),
    'already decide the match (2-0 in sets)',
  );
  assert.not.ok(checkLiveScore(rules({ bestOf: 1 }), 0, 0, [[21, 19]]).ok);
});

test.run();
