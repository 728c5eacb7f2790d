// Free text rules (issue 6): every text field is NFC, refuses control and text-direction characters, and names that look alike are one name.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply } from '../../shared/engine/apply.js';
import { checkCreateParams, checkTeamFields, type TeamFieldOptions } from '../../shared/engine/fields.js';
import { cleanText, nameKey, TEXT_FIELDS } from '../../shared/engine/text.js';
import { TIEBREAKS, type Intent, type Rules, type TeamFields, type Tournament } from '../../shared/engine/types.js';
import { prng, seededTournament } from '../../harness/sim.js';

const RULES: Rules = { teamSize: 2, pointsTo: 21, winBy: 2, cap: 0, bestOf: 3, tiebreaks: [...TIEBREAKS] };
const REG: TeamFieldOptions = { phoneRequired: true, takenNames: ['Sand Sharks'] };
const team = (over: Partial<TeamFields> = {}): TeamFields => ({
  name: 'Net Ninjas',
  captain: 'Ana',
  phone: '5550102030',
  players: 2,
  playerNames: '',
  ...over,
});
const fieldErrors = (f: TeamFields): Record<string, string> => {
  const r = checkTeamFields(f, RULES, REG);
  return r.ok ? {} : r.fields;
};
const NOW = 1_700_000_000_000;
const rand = prng(11);
const run = (t: Tournament, i: Intent) => apply(t, i, { now: NOW, random: rand });

test('a team name is stored in NFC, so a decomposed é is the same text as a composed one', () => {
  const r = checkTeamFields(team({ name: 'Cafe\u0301 Club' }), RULES, REG);
  assert.ok(r.ok);
  if (r.ok) assert.is(r.value.name, 'Caf\u00e9 Club');
});

test('a team name of only a zero-width space is refused as empty', () => {
  assert.is(fieldErrors(team({ name: '\u200b' })).name, 'Enter a team name.');
  assert.is(fieldErrors(team({ name: ' \u200b\u2060\ufeff ' })).name, 'Enter a team name.');
});

test('a right-to-left override in a team name is refused, naming the field', () => {
  assert.is(
    fieldErrors(team({ name: 'Sand \u202eskrahS' })).name,
    'Team name cannot contain line breaks, control or text-direction characters.',
  );
  assert.ok(fieldErrors(team({ name: 'Sand \u2066Sharks\u2069' })).name);
});

test('a NUL in a team name or captain is refused', () => {
  assert.match(fieldErrors(team({ name: 'Sand\u0000Sharks' })).name ?? '', /^Team name cannot contain/);
  assert.match(fieldErrors(team({ captain: 'Ana\u0000' })).captain ?? '', /^Captain's name cannot contain/);
  assert.ok(fieldErrors(team({ name: 'Sand\u0085Sharks' })).name, 'C1 control NEL');
});

test('"Sand Sharks" with a zero-width joiner is the taken name "Sand Sharks"', () => {
  assert.is(
    fieldErrors(team({ name: 'Sand Sharks\u200d' })).name,
    'A team named "Sand Sharks\u200d" is already registered; choose another name.',
  );
  assert.ok(fieldErrors(team({ name: 'SAND\u00a0SHARKS' })).name, 'no-break space and case');
  assert.ok(fieldErrors(team({ name: 'Sand  Sharks' })).name, 'a doubled space');
  assert.ok(fieldErrors(team({ name: 'Ｓａｎｄ Ｓｈａｒｋｓ' })).name, 'full-width letters (NFKC)');
});

test('a newline is allowed between player names but not inside a team name or captain', () => {
  const r = checkTeamFields(team({ playerNames: 'Ana\nBo' }), RULES, REG);
  assert.ok(r.ok);
  if (r.ok) assert.equal(r.value.playerNames, ['Ana', 'Bo']);
  assert.ok(fieldErrors(team({ name: 'Sand\nSharks' })).name);
  assert.ok(fieldErrors(team({ captain: 'Ana\nBo' })).captain);
  assert.match(
    fieldErrors(team({ playerNames: 'Ana\u202e\nBo' })).playerNames ?? '',
    /^Player names cannot contain control or text-direction characters/,
  );
});

test('emoji sequences with joiners and variation selectors stay as typed', () => {
  const name = 'Team \u2764\ufe0f \ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67';
  const r = checkTeamFields(team({ name }), RULES, REG);
  assert.ok(r.ok);
  if (r.ok) assert.is(r.value.name, name);
});

test('a tournament name and notes follow the same rules; notes may hold line breaks', () => {
  const base = {
    name: 'Beach Open',
    date: '2026-06-01',
    courtCount: 2,
    teamSize: 2,
    pointsTo: 21,
    winBy: 2,
    cap: 0,
    bestOf: 1,
    stages: 'pool',
  };
  const bad = checkCreateParams({ ...base, name: 'Beach \u202eOpen' });
  assert.ok(!bad.ok && bad.fields.name === 'Tournament name cannot contain line breaks, control or text-direction characters.');
  const empty = checkCreateParams({ ...base, name: '\u200b' });
  assert.ok(!empty.ok && empty.fields.name === 'Enter a tournament name.');
  const notes = checkCreateParams({ ...base, notes: 'Line one\nLine two' });
  assert.ok(notes.ok && notes.value.notes === 'Line one\nLine two');
  assert.not.ok(checkCreateParams({ ...base, notes: 'a\u0007b' }).ok);
});

test('banner, broadcast, notes and a court reason refuse text-direction characters and change nothing', () => {
  const t = seededTournament({ teams: 2, courts: 1, stages: ['bracket'] }, rand, NOW);
  const intents: Intent[] = [
    { type: 'banner', banner: 'Lunch \u202eat noon' },
    { type: 'broadcast', text: 'Pizza\u0000' },
    { type: 'notes', notes: 'Bring \u2067water' },
    { type: 'court', court: 1, op: 'pause', reason: 'Wet\nfloor' },
  ];
  for (const i of intents) {
    const r = run(t, i);
    assert.not.ok(r.ok, i.type);
    if (!r.ok) assert.match(r.error, /cannot contain/, i.type);
  }
});

test('a banner or broadcast of only invisible characters counts as empty', () => {
  const t = seededTournament({ teams: 2, courts: 1, stages: ['bracket'] }, rand, NOW);
  const set = run(t, { type: 'banner', banner: '\u200b\u200c' });
  assert.ok(set.ok && set.state.banner === null);
  const sent = run(t, { type: 'broadcast', text: '\u2060' });
  assert.ok(!sent.ok && /Write the message/.test(sent.error));
});

test('lengths count code points after NFC, so 40 decomposed é fit a 40-character team name', () => {
  const r = cleanText('e\u0301'.repeat(40), TEXT_FIELDS.teamName);
  assert.ok(r.ok && r.value === '\u00e9'.repeat(40));
  assert.equal(cleanText('x'.repeat(281), TEXT_FIELDS.banner), { ok: false, error: 'The banner is 281 characters long; keep it to 280.' });
  assert.equal(cleanText('n'.repeat(2001), TEXT_FIELDS.notes), {
    ok: false,
    error: 'The notes are 2001 characters long; keep them to 2000.',
  });
});

test('a lone surrogate, a tab in a one-line field and a line separator are refused; a tab in notes is fine', () => {
  assert.not.ok(cleanText('Sharks\ud800', TEXT_FIELDS.teamName).ok);
  assert.not.ok(cleanText('Sand\tSharks', TEXT_FIELDS.teamName).ok);
  assert.not.ok(cleanText('Sand\u2028Sharks', TEXT_FIELDS.notes).ok);
  assert.ok(cleanText('Court 1:\tnets', TEXT_FIELDS.notes).ok);
});

test('names compare without invisible characters, by NFKC and case folding', () => {
  assert.is(nameKey('Sand Sharks\u200d'), nameKey('sand sharks'));
  assert.is(nameKey('STRASSE'), nameKey('Straße'));
  assert.is(nameKey('ﬁre'), nameKey('FIRE'));
  assert.is.not(nameKey('Sand Sharks 2'), nameKey('Sand Sharks'));
});

test('refusals never echo a huge value: a long date or player name is cut in the message', () => {
  const base = {
    name: 'Beach Open',
    date: '2026-06-01',
    courtCount: 2,
    teamSize: 2,
    pointsTo: 21,
    winBy: 2,
    cap: 0,
    bestOf: 1,
    stages: 'pool',
  };
  const date = checkCreateParams({ ...base, date: '9'.repeat(5000) });
  assert.ok(!date.ok && date.error.length < 200, 'date');
  const names = fieldErrors(team({ playerNames: 'q'.repeat(900) })).playerNames ?? '';
  assert.ok(names.length < 200 && names.includes('longer than 40'), names);
});

test.run();
