// Sport presets and the tiebreak field (docs/api.md, Tiebreak orders and sport presets; docs/running-an-event.md, Sport
// presets): each preset makes a valid tournament whose set rules accept the sport's real scores, explicit fields win, blank
// fields are left out, a form's sport changed without scripts, and the tiebreak list's parsing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkCreateParams } from '../../../shared/engine/fields.js';
import { PRESET_NAMES, PRESETS, presetFormValues, untouchedAsLeftOut, withPreset } from '../../../shared/engine/presets.js';
import { checkResult } from '../../../shared/engine/rules.js';
import { parseTiebreaks } from '../../../shared/engine/tiebreaks.js';
import type { CreateParams, Rules, SetScore } from '../../../shared/engine/types.js';

const BASE = { name: 'Preset Day', date: '2026-06-14', courtCount: 4, stages: 'pool,bracket' } as unknown as CreateParams;

function rulesOf(p: Partial<Record<keyof CreateParams, unknown>>): Rules {
  const checked = checkCreateParams({ ...BASE, ...p } as CreateParams);
  if (!checked.ok) throw new Error(checked.error);
  return checked.value.rules;
}

const valid = (rules: Rules, sets: SetScore[], stage: 'pool' | 'bracket' = 'pool') => checkResult(rules, sets, stage).ok;

test('every preset alone makes a valid tournament with its own values', () => {
  for (const name of PRESET_NAMES) {
    const r = rulesOf({ preset: name });
    const v = PRESETS[name].values;
    assert.is(r.teamSize, Number(v.teamSize), name);
    assert.is(r.pointsTo, Number(v.pointsTo), name);
    assert.is(r.winBy, Number(v.winBy), name);
    assert.is(r.cap, Number(v.cap), name);
    assert.is(r.bestOf, Number(v.bestOf), name);
    assert.is(r.decidingSetTo ?? 0, Number(v.decidingSetTo), name);
    assert.is(r.tiebreaks.join(','), v.tiebreaks, name);
  }
});

test("each sport's real scores are valid results, and impossible ones are not", () => {
  const beach = rulesOf({ preset: 'beach-volleyball' });
  assert.ok(
    valid(beach, [
      [21, 19],
      [19, 21],
      [15, 13],
    ]),
    'two sets to 21, the third to 15',
  );
  assert.ok(
    valid(beach, [
      [28, 26],
      [21, 10],
    ]),
    'no cap',
  );
  assert.not.ok(
    valid(beach, [
      [21, 19],
      [19, 21],
      [21, 10],
    ]),
    'the third set ends at 15: 15-10',
  );

  const indoor = rulesOf({ preset: 'indoor-volleyball' });
  assert.ok(
    valid(indoor, [
      [25, 20],
      [23, 25],
      [25, 17],
      [22, 25],
      [16, 14],
    ]),
  );
  assert.not.ok(
    valid(indoor, [
      [25, 20],
      [25, 20],
    ]),
    'best of 5: three sets to win',
  );

  const pickle = rulesOf({ preset: 'pickleball' });
  assert.ok(valid(pickle, [[11, 9]]), 'pools: one game to 11');
  assert.ok(valid(pickle, [[13, 11]]), 'won by 2, no cap');
  assert.ok(
    valid(
      pickle,
      [
        [11, 7],
        [9, 11],
        [11, 5],
      ],
      'bracket',
    ),
    'bracket: best of 3 games',
  );
  assert.not.ok(valid(pickle, [[11, 7]], 'bracket'));

  const badminton = rulesOf({ preset: 'badminton' });
  assert.ok(
    valid(badminton, [
      [21, 19],
      [30, 29],
    ]),
    '29-all: the next point wins at 30',
  );
  assert.ok(
    valid(badminton, [
      [21, 15],
      [22, 24],
      [21, 10],
    ]),
  );
  assert.not.ok(
    valid(badminton, [
      [21, 19],
      [31, 29],
    ]),
    'capped at 30',
  );

  const padel = rulesOf({ preset: 'padel' });
  // In games: 6-0 to 6-4, 7-5 and 7-6 (the tie-break) end a set; 6-5 and 8-6 do not.
  for (const set of [
    [6, 0],
    [6, 4],
    [7, 5],
    [7, 6],
  ] as SetScore[])
    assert.ok(valid(padel, [set, set]), `${set}`);
  for (const set of [
    [6, 5],
    [8, 6],
    [7, 4],
  ] as SetScore[])
    assert.not.ok(valid(padel, [set, set]), `${set}`);
  const superTieBreak = rulesOf({ preset: 'padel', decidingSetTo: 10 });
  assert.ok(
    valid(superTieBreak, [
      [6, 4],
      [3, 6],
      [10, 8],
    ]),
    'a match tie-break to 10 as the third',
  );
  assert.ok(
    valid(superTieBreak, [
      [6, 4],
      [3, 6],
      [12, 10],
    ]),
    'two clear, no cap',
  );

  const cornhole = rulesOf({ preset: 'cornhole' });
  assert.ok(valid(cornhole, [[21, 20]]), 'no win by 2');
  assert.ok(valid(cornhole, [[21, 0]]));
});

test('explicit fields win over the preset; blank ones take it; a preset leaves name, date, courts and stages required', () => {
  const r = rulesOf({ preset: 'indoor-volleyball', teamSize: 4, pointsTo: '', tiebreaks: ['seed'] });
  assert.equal([r.teamSize, r.pointsTo, r.bestOf, r.tiebreaks], [4, 25, 5, ['seed']]);
  const noDate = checkCreateParams({ preset: 'badminton', name: 'X', courtCount: 2, stages: 'pool' } as unknown as CreateParams);
  assert.not.ok(noDate.ok);
  assert.ok(!noDate.ok && noDate.fields.date && !noDate.fields.teamSize, 'only the date is missing');
  const unknown = checkCreateParams({ ...BASE, preset: 'Curling' } as CreateParams);
  assert.ok(!unknown.ok && /preset/.test(unknown.fields.preset ?? ''));
  assert.equal(withPreset({ ...BASE }, 'beach-volleyball').bracketBestOf, undefined, "a bracket 'as the pools' stays left out");
});

test('a form whose sport changed without scripts: the fields left as drawn take the sport, the ones typed over stay', () => {
  const drawn = presetFormValues('');
  const body = { ...BASE, ...drawn, preset: 'pickleball', presetShown: '', winBy: '1' };
  const out = untouchedAsLeftOut(body) as Record<string, unknown>;
  assert.is(out.teamSize, undefined, 'left as drawn: left out');
  assert.is(out.winBy, '1', 'typed over: kept');
  const r = rulesOf(out);
  assert.equal([r.pointsTo, r.winBy, r.bestOf, r.bracket?.bestOf], [11, 1, 1, 3]);
  // The order field counts as drawn whatever its spacing.
  assert.is(
    (untouchedAsLeftOut({ ...body, tiebreaks: 'headToHead,setRatio,pointRatio,pointDiff,seed' }) as Record<string, unknown>).tiebreaks,
    undefined,
  );
  // With scripts (presetShown names the chosen sport) or with no sport, what is posted is taken as it is.
  assert.equal(untouchedAsLeftOut({ ...body, presetShown: 'pickleball' }).teamSize, '2');
  assert.equal(untouchedAsLeftOut({ ...body, preset: '' }).teamSize, '2');
  assert.equal(untouchedAsLeftOut({ ...BASE, teamSize: '2' }), { ...BASE, teamSize: '2' }, 'a JSON body has no presetShown');
});

test('the tiebreak list: names in any case and spacing, a JSON array, and every refusal named', () => {
  assert.equal(parseTiebreaks(' RankingPoints ,setratio, seed '), { ok: true, value: ['rankingPoints', 'setRatio', 'seed'] });
  assert.equal(parseTiebreaks(['headToHead', 'pointDiff']), { ok: true, value: ['headToHead', 'pointDiff'] });
  const refused = (v: unknown) => {
    const r = parseTiebreaks(v);
    assert.not.ok(r.ok, JSON.stringify(v));
    return r.ok ? '' : r.error;
  };
  assert.match(refused('wins'), /"wins" is not a criterion; choose from: headToHead, rankingPoints, setRatio, pointRatio, pointDiff, seed/);
  assert.match(refused('seed, Seed'), /seed is listed twice/);
  assert.match(refused(',,'), /at least one criterion/);
  assert.match(refused(42), /comma-separated list/);
  assert.match(refused('seed,'.repeat(200)), /comma-separated list/, 'a long text is refused before it is split');
  assert.match(refused(Array(21).fill('seed')), /comma-separated list/);
  assert.match(refused(`${'x'.repeat(100)}`), /"x{30}…" is not a criterion/, 'a long unknown name is shortened in the message');
});

test.run();
