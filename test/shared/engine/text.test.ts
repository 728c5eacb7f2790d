// Free text rules: every text field is NFC, refuses control and text-direction characters, and names that look alike are one name.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply } from '../../../shared/engine/apply.js';
import { checkCreateParams, checkTeamFields, type TeamFieldOptions } from '../../../shared/engine/fields.js';
import fc from 'fast-check';
import { checkImport } from '../../../shared/engine/import.js';
import { cleanText, nameKey, readable, TEXT_FIELDS } from '../../../shared/engine/text.js';
import { TIEBREAKS, type Intent, type Rules, type TeamFields, type Tournament } from '../../../shared/engine/types.js';
import { prng, seededTournament } from '../../../harness/sim.js';
import { CREATE_PARAMS } from '../../../harness/http-client.js';

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

test('a team name of only a zero-width space is refused, saying it has only invisible characters', () => {
  const only = 'The team name has only invisible characters; type a name people can read.';
  assert.is(fieldErrors(team({ name: '\u200b' })).name, only);
  assert.is(fieldErrors(team({ name: ' \u200b\u2060\ufeff ' })).name, only);
  assert.is(fieldErrors(team({ name: '   ' })).name, 'Enter a team name.', 'spaces alone are a blank name');
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
    'A team named "Sand Sharks" is already registered; choose another name.',
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
  const base = { ...CREATE_PARAMS, name: 'Beach Open', stages: 'pool' };
  const bad = checkCreateParams({ ...base, name: 'Beach \u202eOpen' });
  assert.ok(!bad.ok && bad.fields.name === 'Tournament name cannot contain line breaks, control or text-direction characters.');
  const empty = checkCreateParams({ ...base, name: '\u200b' });
  assert.ok(!empty.ok && empty.fields.name === 'The tournament name has only invisible characters; type a name people can read.');
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
  assert.equal(cleanText('x'.repeat(281), TEXT_FIELDS.banner), {
    ok: false,
    error: 'The banner is 281 characters long; keep it to 280.',
    why: { key: 'refusal.textLong', values: { n: 281, max: 280 } },
  });
  assert.equal(cleanText('n'.repeat(2001), TEXT_FIELDS.notes), {
    ok: false,
    error: 'The notes are 2001 characters long; keep them to 2000.',
    why: { key: 'refusal.textLong', values: { n: 2001, max: 2000 } },
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
  const base = { ...CREATE_PARAMS, name: 'Beach Open', stages: 'pool' };
  const date = checkCreateParams({ ...base, date: '9'.repeat(5000) });
  assert.ok(!date.ok && date.error.length < 200, 'date');
  const names = fieldErrors(team({ playerNames: 'q'.repeat(900) })).playerNames ?? '';
  assert.ok(names.length < 200 && names.includes('longer than 40'), names);
});

// ---- invisible characters in names: taken out of what is stored, so two names never look alike ----

test('a zero-width space, a joiner between letters, a soft hyphen and a word joiner are taken out of a team name', () => {
  for (const name of ['Sand\u200BSharks', 'Sand\u200DSharks', 'Sand\u00ADSharks', 'Sand\u2060Sharks', '\uFEFFSand\u200CSharks\u180E']) {
    const r = checkTeamFields(team({ name }), RULES, { phoneRequired: true, takenNames: [] });
    assert.ok(r.ok, JSON.stringify(name));
    if (r.ok) assert.is(r.value.name, 'SandSharks', JSON.stringify(name));
  }
  const spaced = checkTeamFields(team({ name: '\u200B Sand Sharks \u2060' }), RULES, { phoneRequired: true, takenNames: [] });
  assert.ok(spaced.ok && spaced.value.name === 'Sand Sharks', 'trimmed once the invisible ends are gone');
});

test('"Sand\u200BSharks" is refused while "SandSharks" is registered, through register, teamAdd and teamEdit', () => {
  let t = seededTournament({ teams: 2, courts: 1, stages: ['pool'] }, rand, NOW);
  t = { ...t, phase: 'checkin' };
  const added = run(t, { type: 'teamAdd', ...team({ name: 'SandSharks' }) });
  assert.ok(added.ok);
  if (!added.ok) return;
  const taken = 'A team named "SandSharks" is already registered; choose another name.';
  for (const i of [
    { type: 'register', ...team({ name: 'Sand\u200BSharks' }) },
    { type: 'teamAdd', ...team({ name: 'Sand\u200BSharks' }) },
    { type: 'teamEdit', id: 't1', ...team({ name: 'Sand\u200BSharks' }) },
  ] as Intent[]) {
    const r = run(added.state, i);
    assert.not.ok(r.ok, i.type);
    if (!r.ok) assert.is(r.error, taken, i.type);
  }
});

test('captain, player names, tournament name and desk name are stored without invisible characters', () => {
  const r = checkTeamFields(team({ captain: 'A\u200Bna', playerNames: 'Bo\u00AD\nCy\u2060d' }), RULES, REG);
  assert.ok(r.ok);
  if (r.ok) assert.equal([r.value.captain, r.value.playerNames], ['Ana', ['Bo', 'Cyd']]);
  const base = { date: '2026-06-01', courtCount: 2, teamSize: 2, pointsTo: 21, winBy: 2, cap: 0, bestOf: 1, stages: 'pool' };
  const created = checkCreateParams({ ...base, name: 'Beach\u200B Open' });
  assert.ok(created.ok && created.value.name === 'Beach Open');
  assert.equal(cleanText('Desk\u200D Ann', TEXT_FIELDS.deskName), { ok: true, value: 'Desk Ann' });
});

test('a name of only invisible characters is refused in every name field, with a sentence saying so', () => {
  assert.equal(cleanText('\u200B\u200D', TEXT_FIELDS.deskName), {
    ok: false,
    error: 'The desk name has only invisible characters; type a name people can read.',
    why: { key: 'refusal.textInvisible', values: { multi: 'no' } },
  });
  assert.is(
    fieldErrors(team({ captain: '\u2060' })).captain,
    "The captain's name has only invisible characters; type a name people can read.",
  );
  assert.is(
    fieldErrors(team({ playerNames: 'Ana\n\u200B\u00AD' })).playerNames,
    'Player names cannot hold a name of only invisible characters; type names people can read, one a line.',
  );
  assert.equal(cleanText('', TEXT_FIELDS.deskName), { ok: true, value: '' }, 'a blank desk name is still allowed');
});

test('a CSV import stores names without invisible characters and finds the look-alike of a registered team', () => {
  let t = seededTournament({ teams: 2, courts: 1, stages: ['pool'] }, rand, NOW);
  const added = run(t, { type: 'teamAdd', ...team({ name: 'SandSharks' }) });
  assert.ok(added.ok);
  if (!added.ok) return;
  t = added.state;
  const row = (line: number, name: string) => ({ line, name, captain: 'Cap\u200Btain', players: 2, playerNames: '' });
  const checks = checkImport(t, [row(2, 'Sand\u200BSharks'), row(3, 'Dig\u2060Dug'), row(4, 'Dig\u00ADDug')]);
  assert.equal(
    checks.map((c) => [c.name, c.ok]),
    [
      ['SandSharks', false],
      ['DigDug', true],
      ['DigDug', false],
    ],
  );
  const imported = run(t, { type: 'teamImport', rows: [row(3, 'Dig\u2060Dug')] });
  assert.ok(imported.ok);
  if (imported.ok) {
    const digDug = Object.values(imported.state.teams).find((x) => nameKey(x.name) === 'digdug')!;
    assert.equal([digDug.name, digDug.captain], ['DigDug', 'Captain']);
  }
});

test('emoji sequences keep their joiners, selectors and tags: family, rainbow flag, skin tone, keycap, flag of England', () => {
  const kept = [
    '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}',
    '\u{1F3F3}\uFE0F\u200D\u{1F308}',
    '\u{1F469}\u{1F3FD}\u200D\u{1F4BB}',
    '\u2764\uFE0F\u200D\u{1F525}',
    '1\uFE0F\u20E3',
    '\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}',
  ];
  for (const emoji of kept) {
    const name = `Team ${emoji} Go`;
    assert.is(readable(name), name, JSON.stringify(name));
    assert.equal(cleanText(name, TEXT_FIELDS.teamName), { ok: true, value: name });
  }
});

test('scripts keep the joiners they write with: a Persian non-joiner, a joiner after a Devanagari virama, a CJK variation selector', () => {
  for (const name of ['\u0645\u06CC\u200C\u062E\u0648\u0627\u0645', '\u0915\u094D\u200D\u0937', '\u8FBB\u{E0100}\u6751']) {
    assert.is(readable(name), name, JSON.stringify(name));
  }
});

test('a joiner, selector or tag with nothing to shape is taken out', () => {
  assert.is(readable('A\u200DB'), 'AB', 'a joiner between letters');
  assert.is(readable('\u{1F468}\u200D'), '\u{1F468}', 'a joiner with no emoji after it');
  assert.is(readable('A\uFE0F'), 'A', 'an emoji selector after a letter');
  assert.is(readable('Team1\uFE0F'), 'Team1', 'a selector after a digit that is no keycap');
  assert.is(readable('Sand\u{E0067}\u{E0062}Sharks'), 'SandSharks', 'tags outside a flag');
  assert.is(readable('\u{1F3F4}\u{E0067}\u{E0062}'), '\u{1F3F4}', 'a flag whose tags are never cancelled');
  assert.is(readable('Sand\u200C Sharks'), 'Sand Sharks', 'a non-joiner in Latin text');
  assert.is(readable('\u3164\u115F\u2800Sharks'), 'Sharks', 'Hangul fillers and the braille blank');
});

test('property: taking invisible characters out never changes which name a name is, and a second pass changes nothing', () => {
  const parts = fc.constantFrom(
    'a',
    'B',
    ' ',
    '\u200B',
    '\u200C',
    '\u200D',
    '\u00AD',
    '\u2060',
    '\uFE0F',
    '\u{1F468}',
    '\u{1F3F4}',
    '\u{E0067}',
    '\u{E007F}',
    '1',
    '\u20E3',
    '\u0645',
    '\u094D',
    '\u{1F3FD}',
  );
  fc.assert(
    fc.property(fc.array(parts, { maxLength: 16 }), (xs) => {
      const s = xs.join('');
      assert.is(nameKey(readable(s)), nameKey(s));
      assert.is(readable(readable(s)), readable(s));
    }),
    { numRuns: 500 },
  );
});

test.run();
