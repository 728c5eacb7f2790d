// Rules per stage and the deciding set (docs/api.md, Rules per stage): which rules each set is played by, how results and
// running scores are checked by them, how creation takes them, and how the public views say them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply } from '../../../shared/engine/apply.js';
import { checkCreateParams } from '../../../shared/engine/fields.js';
import { stageRulesText } from '../../../shared/view/format.js';
import { project } from '../../../shared/public/project.js';
import { checkLiveScore, checkResult, publicRules, setRules, stageRules } from '../../../shared/engine/rules.js';
import { TIEBREAKS } from '../../../shared/engine/types.js';
import type { CreateParams, Intent, Rules, SetScore, Tournament } from '../../../shared/engine/types.js';
import { ORGANIZER_CTX, must, prng, seededTournament } from '../../../harness/sim.js';

const base = (over: Partial<Rules> = {}): Rules => ({
  teamSize: 2,
  pointsTo: 21,
  winBy: 2,
  cap: 0,
  bestOf: 1,
  tiebreaks: [...TIEBREAKS],
  ...over,
});
/** Pools one set to 21; bracket best of 3 to 21 win by 2 cap 25; deciding set to 15. */
const R = base({ bracket: { pointsTo: 21, winBy: 2, cap: 25, bestOf: 3 }, decidingSetTo: 15 });

function error(r: { ok: true } | { ok: false; error: string }): string {
  assert.not.ok(r.ok, 'expected a refusal');
  return r.ok ? '' : r.error;
}

test('pool matches play by the main rules; bracket, losers and final matches by the bracket rules', () => {
  assert.equal(stageRules(R, 'pool'), { pointsTo: 21, winBy: 2, cap: 0, bestOf: 1 });
  for (const stage of ['bracket', 'losers', 'final'] as const)
    assert.equal(stageRules(R, stage), { pointsTo: 21, winBy: 2, cap: 25, bestOf: 3 });
  assert.equal(stageRules(base({ bestOf: 3 }), 'final'), { pointsTo: 21, winBy: 2, cap: 0, bestOf: 3 }, 'no bracket rules: the main ones');
});

test('the deciding set is the last possible set of a best of 3 or 5, played to its own target with the stage win-by', () => {
  assert.equal(setRules(R, 'bracket', 1), { pointsTo: 21, winBy: 2, cap: 25, bestOf: 3 });
  assert.equal(setRules(R, 'bracket', 2), { pointsTo: 21, winBy: 2, cap: 25, bestOf: 3 });
  assert.equal(setRules(R, 'bracket', 3), { pointsTo: 15, winBy: 2, cap: 25, bestOf: 3 });
  const five = base({ bestOf: 5, decidingSetTo: 15, winBy: 1 });
  assert.is(setRules(five, 'pool', 3).pointsTo, 21, 'set 3 of a best of 5 is an ordinary set');
  assert.equal(setRules(five, 'pool', 5), { pointsTo: 15, winBy: 1, cap: 0, bestOf: 5 });
  assert.is(setRules(R, 'pool', 1).pointsTo, 21, 'a best of 1 has no deciding set');
});

test('the deciding set keeps the stage cap only when it is none or not below the deciding target', () => {
  const rules = (cap: number, decidingSetTo: number) => base({ bestOf: 3, cap, decidingSetTo });
  assert.is(setRules(rules(0, 15), 'pool', 3).cap, 0);
  assert.is(setRules(rules(17, 15), 'pool', 3).cap, 17);
  assert.is(setRules(rules(15, 15), 'pool', 3).cap, 15);
  assert.is(setRules(rules(23, 25), 'pool', 3).cap, 0, 'a cap of 23 means nothing for a set to 25');
});

test('a deciding set to 15, win by 2, ends at 15-13, or two clear past 15; the sets before it are to 21', () => {
  const ok = (sets: SetScore[]) => assert.ok(checkResult(R, sets, 'bracket').ok, JSON.stringify(sets));
  ok([
    [21, 15],
    [18, 21],
    [15, 13],
  ]);
  ok([
    [21, 15],
    [18, 21],
    [17, 15],
  ]);
  ok([
    [21, 15],
    [21, 18],
  ]);
  assert.is(
    error(
      checkResult(
        R,
        [
          [21, 15],
          [18, 21],
          [15, 14],
        ],
        'bracket',
      ),
    ),
    'Set 3 (15-14) is not finished: at 15 win by 2, cap 25 it ends 16-14.',
  );
  assert.is(
    error(
      checkResult(
        R,
        [
          [21, 15],
          [18, 21],
          [21, 13],
        ],
        'bracket',
      ),
    ),
    'Set 3 (21-13) went past its end: at 15 win by 2, cap 25 it ends 15-13.',
  );
  assert.is(
    error(
      checkResult(
        R,
        [
          [15, 13],
          [18, 21],
          [15, 13],
        ],
        'bracket',
      ),
    ),
    'Set 1 (15-13) is not finished: at 21 win by 2, cap 25 it ends 21-13.',
  );
});

test('a capped deciding set ends at the cap without a two-point lead; a cap below its target does not hold it', () => {
  const capped = base({ bestOf: 3, cap: 23, decidingSetTo: 15 });
  assert.ok(
    checkResult(capped, [
      [21, 16],
      [14, 21],
      [23, 22],
    ]).ok,
    'set 3 to 15 held at the cap of 23',
  );
  assert.is(
    error(
      checkResult(capped, [
        [21, 16],
        [14, 21],
        [24, 22],
      ]),
    ),
    'Set 3 (24-22) went past its end: at 15 win by 2, cap 23 it ends 23-22.',
  );
  const uncapped = base({ bestOf: 3, cap: 23, decidingSetTo: 25 });
  assert.ok(
    checkResult(uncapped, [
      [23, 22],
      [22, 23],
      [26, 24],
    ]).ok,
    'the deciding set to 25 is not held at 23',
  );
  assert.not.ok(
    checkResult(uncapped, [
      [23, 22],
      [22, 23],
      [23, 21],
    ]).ok,
    '23-21 does not end a set to 25',
  );
});

test('a pool match is refused by the pool rules and a bracket match by the bracket rules', () => {
  assert.is(
    error(checkResult(R, [[21, 15]], 'final')),
    'The match is not finished: it stands 1-0 in sets and a best of 3 match is won with 2.',
  );
  assert.is(
    error(
      checkResult(
        R,
        [
          [21, 15],
          [18, 21],
          [15, 13],
        ],
        'pool',
      ),
    ),
    '3 sets given: a best of 1 match has at most 1.',
  );
  assert.ok(checkResult(R, [[21, 15]], 'pool').ok);
  assert.ok(checkResult(R, [[21, 15]]).ok, 'no stage: the main rules');
});

test('without bracket rules or a deciding set, every set and match is checked as before', () => {
  const plain = base({ bestOf: 3, cap: 23 });
  for (const stage of ['pool', 'bracket', 'final'] as const) {
    assert.ok(
      checkResult(
        plain,
        [
          [21, 15],
          [18, 21],
          [23, 22],
        ],
        stage,
      ).ok,
    );
    assert.not.ok(
      checkResult(
        plain,
        [
          [21, 15],
          [18, 21],
          [15, 13],
        ],
        stage,
      ).ok,
      'set 3 is to 21',
    );
  }
});

test('a running score is bounded by the cap of the set being played, and its finished sets by their own rules', () => {
  const rules = base({ bestOf: 3, cap: 23, decidingSetTo: 25 });
  assert.is(error(checkLiveScore(rules, 24, 3, [])), 'The live score for side A must be a whole number from 0 to 23.');
  assert.ok(
    checkLiveScore(rules, 24, 3, [
      [21, 15],
      [18, 21],
    ]).ok,
    'the deciding set to 25 has no cap',
  );
  assert.ok(
    checkLiveScore(
      R,
      3,
      4,
      [
        [21, 15],
        [18, 21],
      ],
      'bracket',
    ).ok,
  );
  assert.is(
    error(checkLiveScore(R, 3, 4, [[15, 13]], 'bracket')),
    'Completed set 1: Set 15-13 is not finished: at 21 win by 2, cap 25 it ends 21-13.',
  );
  assert.is(
    error(
      checkLiveScore(
        R,
        3,
        4,
        [
          [21, 15],
          [21, 18],
        ],
        'bracket',
      ),
    ),
    'The completed sets already decide the match (2-0 in sets): send them as the final result instead.',
  );
});

test('the public rules keep their six fields and always show the bracket rules and the deciding set', () => {
  assert.equal(publicRules(base({ bestOf: 3, cap: 23 })), {
    teamSize: 2,
    pointsTo: 21,
    winBy: 2,
    cap: 23,
    bestOf: 3,
    tiebreaks: [...TIEBREAKS],
    bracket: { pointsTo: 21, winBy: 2, cap: 23, bestOf: 3 },
    decidingSetTo: 0,
  });
  assert.equal(publicRules(R).bracket, { pointsTo: 21, winBy: 2, cap: 25, bestOf: 3 });
  assert.is(publicRules(R).decidingSetTo, 15);
});

test('the rules of each stage in words', () => {
  assert.is(
    stageRulesText({ rules: publicRules(R), stages: ['pool', 'bracket'] }),
    'Pools: 1 set to 21 · Bracket: best of 3 to 21, cap 25, deciding set to 15',
  );
  assert.is(stageRulesText({ rules: publicRules(base({ winBy: 1, cap: 25 })), stages: ['pool'] }), 'Pools: 1 set to 21, win by 1, cap 25');
  assert.is(
    stageRulesText({ rules: publicRules(base({ bestOf: 3, cap: 23, decidingSetTo: 25 })), stages: ['bracket'] }),
    'Bracket: best of 3 to 21, cap 23, deciding set to 25 (no cap)',
  );
});

// ---- creation ----

const params = (over: Partial<CreateParams> = {}): CreateParams => ({
  name: 'Stage Cup',
  date: '2026-06-14',
  courtCount: '4',
  teamSize: '2',
  pointsTo: '21',
  winBy: '2',
  cap: '0',
  bestOf: '1',
  stages: 'pool,bracket',
  ...over,
});

test('creation takes bracket rules and a deciding set; each bracket value left out is the main one', () => {
  const r = checkCreateParams(params({ bracketBestOf: '3', decidingSetTo: '15' }));
  assert.ok(r.ok);
  if (!r.ok) return;
  assert.equal(r.value.rules.bracket, { pointsTo: 21, winBy: 2, cap: 0, bestOf: 3 });
  assert.is(r.value.rules.decidingSetTo, 15);
  const json = checkCreateParams(params({ bracketPointsTo: 25, bracketWinBy: 1, bracketCap: 27, bracketBestOf: 5 }));
  assert.ok(json.ok && json.value.rules.bracket?.cap === 27 && json.value.rules.bracket.bestOf === 5);
});

test('creation without them, or with them blank (an untouched form), makes the rules exactly as before', () => {
  for (const blank of [
    {},
    { bracketBestOf: '', bracketPointsTo: '', bracketWinBy: '', bracketCap: '', decidingSetTo: '' },
    { decidingSetTo: '0' },
  ]) {
    const r = checkCreateParams(params(blank));
    assert.ok(r.ok);
    if (r.ok) assert.equal(r.value.rules, { teamSize: 2, pointsTo: 21, winBy: 2, cap: 0, bestOf: 1, tiebreaks: [...TIEBREAKS] });
  }
});

test('bad bracket rules and deciding sets are refused, each named by its parameter', () => {
  const errors = (over: Partial<CreateParams>) => {
    const r = checkCreateParams(params(over));
    assert.not.ok(r.ok);
    return r.ok ? {} : r.fields;
  };
  assert.match(errors({ bracketBestOf: '2' }).bracketBestOf!, /bracketBestOf/);
  assert.match(errors({ bracketPointsTo: '100' }).bracketPointsTo!, /bracketPointsTo\) must be a whole number from 1 to 99/);
  assert.match(errors({ bracketWinBy: '0' }).bracketWinBy!, /bracketWinBy\) must be a whole number from 1 to 5/);
  assert.match(
    errors({ bracketPointsTo: '21', bracketCap: '20' }).bracketCap!,
    /bracketCap\) must be 0 \(no cap\) or a whole number from 21/,
  );
  assert.match(errors({ decidingSetTo: '100' }).decidingSetTo!, /decidingSetTo/);
  assert.match(errors({ decidingSetTo: 'x' }).decidingSetTo!, /decidingSetTo/);
  // the cap left out is the main cap, which a higher bracket target would pass
  assert.match(errors({ cap: '23', bracketPointsTo: '25' }).bracketCap!, /bracketCap.*23/);
  const both = checkCreateParams(params({ bracketBestOf: '4', decidingSetTo: '-1' }));
  assert.ok(!both.ok && /Please correct 2 fields: bracket sets \(bracketBestOf\) and deciding set to \(decidingSetTo\)/.test(both.error));
});

// ---- through the engine ----

const T0 = 1_700_000_000_000;

function run(t: Tournament, ...intents: Intent[]): Tournament {
  for (const intent of intents) t = must(apply(t, intent, ORGANIZER_CTX(T0, rand))).state;
  return t;
}
const rand = prng(5);

test('results are checked by the rules of the match stage: one set in the pools, best of 3 with a deciding set to 15 in the bracket', () => {
  let t = run(seededTournament({ teams: 4, courts: 2, stages: ['pool', 'bracket'], rules: R }, rand, T0), {
    type: 'generatePools',
    poolSize: 4,
  });
  const pool = Object.values(t.matches);
  const refused = apply(
    t,
    {
      type: 'score',
      match: pool[0]!.id,
      sets: [
        [21, 15],
        [18, 21],
        [15, 13],
      ],
    },
    ORGANIZER_CTX(T0, rand),
  );
  assert.is(error(refused), '3 sets given: a best of 1 match has at most 1.');
  for (const m of pool) t = run(t, { type: 'score', match: m.id, sets: [[21, 15]] });
  t = run(
    t,
    { type: 'generateBracket', perPool: 2, wildcards: 0, bracketType: 'single', thirdPlace: false },
    { type: 'phase', phase: 'live' },
  );
  const final = Object.values(t.matches).find((m) => m.stage === 'final')!;
  const court = final.court!;
  assert.is(final.status, 'live');
  assert.is(
    error(apply(t, { type: 'keeperFinal', court, match: final.id, sets: [[21, 15]] }, ORGANIZER_CTX(T0, rand))),
    'The match is not finished: it stands 1-0 in sets and a best of 3 match is won with 2.',
  );
  assert.is(
    error(
      apply(
        t,
        {
          type: 'keeperFinal',
          court,
          match: final.id,
          sets: [
            [21, 15],
            [18, 21],
            [21, 13],
          ],
        },
        ORGANIZER_CTX(T0, rand),
      ),
    ),
    'Set 3 (21-13) went past its end: at 15 win by 2, cap 25 it ends 15-13.',
  );
  t = run(t, {
    type: 'keeperFinal',
    court,
    match: final.id,
    sets: [
      [21, 15],
      [18, 21],
      [15, 13],
    ],
  });
  assert.is(t.matches[final.id]!.status, 'final');
  assert.equal(project(t, T0).rules.bracket, { pointsTo: 21, winBy: 2, cap: 25, bestOf: 3 });
});

test('a desk live score without sets is bounded by the cap of the set the match is in', () => {
  let t = run(
    seededTournament({ teams: 2, courts: 1, stages: ['pool'], rules: base({ bestOf: 3, cap: 23, decidingSetTo: 25 }) }, rand, T0),
    { type: 'generatePools', poolSize: 2 },
    { type: 'phase', phase: 'live' },
  );
  const m = Object.values(t.matches)[0]!;
  assert.is(
    error(apply(t, { type: 'live', match: m.id, a: 24, b: 22 }, ORGANIZER_CTX(T0, rand))),
    'The live score for side A must be a whole number from 0 to 23.',
  );
  t = run(t, {
    type: 'keeperLive',
    court: 1,
    match: m.id,
    a: 0,
    b: 0,
    sets: [
      [21, 15],
      [18, 21],
    ],
  });
  t = run(t, { type: 'live', match: m.id, a: 24, b: 22 });
  assert.equal(t.matches[m.id]!.live, [24, 22], 'the deciding set to 25 has no cap');
});

test.run();
