import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkCreateParams, checkTeamFields, isPhone } from '../../../shared/engine/fields.js';
import type { TeamFieldOptions } from '../../../shared/engine/fields.js';
import { TIEBREAKS } from '../../../shared/engine/types.js';
import type { CreateParams, Rules, TeamFields } from '../../../shared/engine/types.js';

const RULES: Rules = { teamSize: 2, pointsTo: 21, winBy: 2, cap: 0, bestOf: 3, tiebreaks: [...TIEBREAKS] };
const REG: TeamFieldOptions = { phoneRequired: true, takenNames: ['Dig Dug'] };
const DESK: TeamFieldOptions = { phoneRequired: false, takenNames: [] };
const team = (over: Partial<TeamFields> = {}): TeamFields => ({
  name: 'Sand Sharks',
  captain: 'Ana',
  phone: '+1 (555) 010-2030',
  players: '2',
  playerNames: '',
  ...over,
});

function fieldErrors(f: TeamFields, opts = REG): Record<string, string> {
  const r = checkTeamFields(f, RULES, opts);
  assert.not.ok(r.ok, 'expected a refusal');
  return r.ok ? {} : r.fields;
}

test('valid registration fields come back trimmed, the phone keeping its formatting', () => {
  const r = checkTeamFields(
    team({ name: '  Sand Sharks ', captain: ' Ana ', phone: ' +1 (555) 010-2030 ', players: 3, playerNames: ' Ana \r\n\r\nBo\nCy \n' }),
    RULES,
    REG,
  );
  assert.equal(r, {
    ok: true,
    value: { name: 'Sand Sharks', captain: 'Ana', phone: '+1 (555) 010-2030', players: 3, playerNames: ['Ana', 'Bo', 'Cy'] },
  });
});

test('a team name is 1 to 40 characters, counted in code points', () => {
  assert.is(fieldErrors(team({ name: '   ' })).name, 'Enter a team name.');
  assert.is(fieldErrors(team({ name: 'x'.repeat(41) })).name, 'The team name is 41 characters long; keep it to 40.');
  assert.ok(checkTeamFields(team({ name: '🏐'.repeat(40) }), RULES, REG).ok);
});

test('a team name already taken is refused case-insensitively', () => {
  assert.is(fieldErrors(team({ name: ' dig DUG ' })).name, 'A team named "dig DUG" is already registered; choose another name.');
});

test('a captain is 1 to 60 characters', () => {
  assert.ok(fieldErrors(team({ captain: '' })).captain);
  assert.ok(fieldErrors(team({ captain: 'c'.repeat(61) })).captain);
  assert.ok(checkTeamFields(team({ captain: 'c'.repeat(60) }), RULES, REG).ok);
});

test('phone formats with spaces, dashes, dots, brackets and a leading + are accepted', () => {
  for (const p of ['5550102', '+44 20 7946 0958', '(555) 010-2030', '555.010.2030', '+123456789012345', '06-12-34-56-78']) {
    assert.ok(isPhone(p), p);
  }
});

test('phones with too few or too many digits, letters or a + inside are refused', () => {
  for (const p of ['555010', '+1234567890123456', '555-CALL-NOW', '555+0102030', '++5550102', '555/010/2030']) {
    assert.not.ok(isPhone(p), p);
  }
  assert.match(fieldErrors(team({ phone: '12345' })).phone ?? '', '7 to 15 digits');
});

test('registration requires a phone; the desk checks it only when given', () => {
  assert.is(fieldErrors(team({ phone: ' ' })).phone, 'Enter a phone number so the desk can reach the captain.');
  const desk = checkTeamFields(team({ phone: undefined }), RULES, DESK);
  assert.ok(desk.ok && desk.value.phone === '');
  assert.ok(fieldErrors(team({ phone: 'abc' }), DESK).phone);
});

test('players is an integer from teamSize to twice teamSize, number or string', () => {
  for (const p of [2, '4', ' 3 ']) assert.ok(checkTeamFields(team({ players: p }), RULES, REG).ok, String(p));
  for (const p of [1, 5, '2.5', 'two', '']) {
    assert.is(fieldErrors(team({ players: p })).players, 'Players must be a whole number from 2 to 4.', String(p));
  }
});

test('player names: at most `players` non-empty lines', () => {
  assert.is(
    fieldErrors(team({ players: 2, playerNames: 'A\nB\nC' })).playerNames,
    '3 player names are listed for 2 players; list at most 2, one per line.',
  );
  assert.ok(checkTeamFields(team({ players: 2, playerNames: 'A\n\n  \nB\n' }), RULES, REG).ok);
});

test('player names: each at most 40 characters', () => {
  assert.is(
    fieldErrors(team({ playerNames: `Ana\n${'z'.repeat(41)}` })).playerNames,
    `The player name "${'z'.repeat(41)}" is longer than 40 characters.`,
  );
});

test('every failing field is reported at once with one summary sentence', () => {
  const r = checkTeamFields({ name: '', captain: '', phone: '1', players: 9, playerNames: '' }, RULES, REG);
  assert.not.ok(r.ok);
  if (r.ok) return;
  assert.equal(Object.keys(r.fields).sort(), ['captain', 'name', 'phone', 'players']);
  assert.is(r.error, 'Please correct 4 fields: name, captain, phone and players.');
});

test('a single failing field is the summary itself', () => {
  const r = checkTeamFields(team({ captain: '' }), RULES, REG);
  assert.equal(r, {
    ok: false,
    error: "Enter the captain's name.",
    fields: { captain: "Enter the captain's name." },
    // the same problem as a message, for pages in other languages (docs/translating.md, Refusals)
    why: { key: 'refusal.captainMissing' },
    fieldWhy: { captain: { key: 'refusal.captainMissing' } },
  });
});

// ---- creation parameters ----

const params = (over: Partial<CreateParams> = {}): CreateParams => ({
  name: 'Summer Sand Open',
  date: '2026-06-14',
  courtCount: '4',
  teamSize: '2',
  pointsTo: '21',
  winBy: '2',
  cap: '0',
  bestOf: '3',
  stages: 'pool,bracket',
  notes: '',
  ...over,
});

function createErrors(over: Partial<CreateParams>): Record<string, string> {
  const r = checkCreateParams(params(over));
  assert.not.ok(r.ok, 'expected a refusal');
  return r.ok ? {} : r.fields;
}

test('valid creation parameters from a form become numbers, stages and rules with every tiebreak', () => {
  assert.equal(checkCreateParams(params({ name: '  Summer Sand Open ', notes: ' Bring water. ' })), {
    ok: true,
    value: {
      name: 'Summer Sand Open',
      date: '2026-06-14',
      courtCount: 4,
      notes: 'Bring water.',
      language: 'en',
      stages: ['pool', 'bracket'],
      rules: { teamSize: 2, pointsTo: 21, winBy: 2, cap: 0, bestOf: 3, tiebreaks: [...TIEBREAKS] },
    },
  });
});

test('JSON numbers and a stages array are accepted too', () => {
  const r = checkCreateParams(params({ courtCount: 64, cap: 25, bestOf: 5, stages: ['pool', 'bracket'], notes: undefined }));
  assert.ok(r.ok);
  if (!r.ok) return;
  assert.is(r.value.courtCount, 64);
  assert.is(r.value.rules.cap, 25);
  assert.is(r.value.notes, '');
  assert.equal(r.value.stages, ['pool', 'bracket']);
});

test('stages is exactly one of pool,bracket, pool or bracket', () => {
  const stagesOf = (s: unknown) => {
    const r = checkCreateParams(params({ stages: s }));
    return r.ok ? r.value.stages : null;
  };
  assert.equal(stagesOf('pool'), ['pool']);
  assert.equal(stagesOf('bracket'), ['bracket']);
  assert.equal(stagesOf('pool,bracket'), ['pool', 'bracket']);
  assert.equal(stagesOf(['pool']), ['pool']);
  for (const bad of ['', 'pools', 'pool,final', 'bracket,pool', 'pool,pool', [], 3, null]) assert.is(stagesOf(bad), null, String(bad));
});

test('a tournament name is 1 to 80 characters after trimming', () => {
  assert.is(createErrors({ name: '  ' }).name, 'Enter a tournament name.');
  assert.ok(createErrors({ name: 'n'.repeat(81) }).name);
  assert.ok(checkCreateParams(params({ name: 'é'.repeat(80) })).ok);
});

test('a date must be a real calendar date written YYYY-MM-DD', () => {
  assert.is(
    createErrors({ date: '2026-02-30' }).date,
    'The date "2026-02-30" is not a calendar date; write it as YYYY-MM-DD, like 2026-06-14.',
  );
  for (const bad of ['2026-13-01', '2026-00-10', '2026-04-31', '2026-6-14', '14/06/2026', '2026-06-14T10:00', '', 20260614]) {
    assert.ok(createErrors({ date: bad }).date, String(bad));
  }
  for (const good of ['2026-12-31', '2026-04-30', '2026-01-01']) assert.ok(checkCreateParams(params({ date: good })).ok, good);
});

test('February 29 exists only in leap years', () => {
  assert.ok(checkCreateParams(params({ date: '2028-02-29' })).ok);
  assert.ok(checkCreateParams(params({ date: '2000-02-29' })).ok);
  assert.ok(createErrors({ date: '2026-02-29' }).date);
  assert.ok(createErrors({ date: '2100-02-29' }).date);
});

test('integer parameters are refused outside their ranges, naming the field', () => {
  assert.is(createErrors({ courtCount: '0' }).courtCount, 'Courts (courtCount) must be a whole number from 1 to 64.');
  assert.ok(createErrors({ courtCount: 65 }).courtCount);
  assert.is(createErrors({ teamSize: '13' }).teamSize, 'Team size (teamSize) must be a whole number from 1 to 12.');
  assert.is(createErrors({ pointsTo: '100' }).pointsTo, 'Points to (pointsTo) must be a whole number from 1 to 99.');
  assert.is(createErrors({ winBy: '6' }).winBy, 'Win by (winBy) must be a whole number from 1 to 5.');
  assert.is(createErrors({ winBy: '0' }).winBy, 'Win by (winBy) must be a whole number from 1 to 5.');
});

test('non-integer values are refused with a message naming the field', () => {
  assert.ok(createErrors({ courtCount: '2.5' }).courtCount);
  assert.ok(createErrors({ teamSize: 'two' }).teamSize);
  assert.ok(createErrors({ pointsTo: null }).pointsTo);
  assert.ok(createErrors({ winBy: true }).winBy);
});

test('cap is 0 or from pointsTo to 999', () => {
  assert.ok(checkCreateParams(params({ cap: '21' })).ok);
  assert.ok(checkCreateParams(params({ cap: '999' })).ok);
  assert.is(createErrors({ cap: '20' }).cap, 'Cap must be 0 (no cap) or a whole number from 21 (points to) to 999.');
  assert.ok(createErrors({ cap: '1000' }).cap);
  assert.ok(createErrors({ cap: '-1' }).cap);
});

test('bestOf is 1, 3 or 5', () => {
  for (const b of ['1', '3', '5', 5]) assert.ok(checkCreateParams(params({ bestOf: b })).ok, String(b));
  for (const b of ['2', '4', '7', '0']) assert.is(createErrors({ bestOf: b }).bestOf, 'Best of (bestOf) must be 1, 3 or 5 sets.');
});

test('notes are optional text of at most 2000 characters', () => {
  assert.ok(checkCreateParams(params({ notes: null })).ok);
  assert.ok(checkCreateParams(params({ notes: 'n'.repeat(2000) })).ok);
  assert.ok(createErrors({ notes: 'n'.repeat(2001) }).notes);
  assert.is(createErrors({ notes: 42 }).notes, 'The notes must be text.');
});

test('every bad creation parameter is reported at once', () => {
  const r = checkCreateParams({
    name: '',
    date: 'soon',
    courtCount: 0,
    teamSize: 0,
    pointsTo: 0,
    winBy: 0,
    cap: -1,
    bestOf: 2,
    stages: 'x',
  });
  assert.not.ok(r.ok);
  if (r.ok) return;
  assert.equal(Object.keys(r.fields).sort(), ['bestOf', 'cap', 'courtCount', 'date', 'name', 'pointsTo', 'stages', 'teamSize', 'winBy']);
  assert.match(r.error, /^Please correct 9 fields: name, date, /);
});

test.run();
