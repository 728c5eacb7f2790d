// The registration's refusals as messages (docs/translating.md, Refusals): in English each says exactly the engine's own
// sentence (the API's `error` and `fields`), so a page in English reads as before; in Polish, its own words.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { wordsFor } from '../../../shared/i18n/catalogues.js';
import { checkTeamFields } from '../../../shared/engine/fields.js';
import { cleanText, TEXT_FIELDS } from '../../../shared/engine/text.js';
import type { Rules, TeamFields } from '../../../shared/engine/types.js';

const en = wordsFor('en');
const rules: Rules = { teamSize: 2, pointsTo: 21, winBy: 2, cap: 0, bestOf: 1, tiebreaks: [] };
const ok: TeamFields = { name: 'Sand Sharks', captain: 'Ana', phone: '+1 555 010 2030', players: 2, playerNames: '' };

const CASES: [string, Partial<TeamFields>][] = [
  ['no name', { name: '' }],
  ['a taken name', { name: 'dig  DUG' }],
  ['no captain', { captain: '   ' }],
  ['no phone', { phone: '' }],
  ['a phone too short', { phone: '12-34' }],
  ['too many players', { players: 9 }],
  ['players not a number', { players: 'two' }],
  ['a player name too long', { playerNames: `Ana\n${'x'.repeat(41)}` }],
  ['more names than players', { playerNames: 'A\nB\nC' }],
  ['a line break in the name', { name: 'Sand\nSharks' }],
  ['a direction override in the captain', { captain: 'Ana\u202e' }],
  ['a name of invisible characters', { name: '\u200b\u200b' }],
  ['player names of invisible characters', { playerNames: 'Ana\n\u200b' }],
  ['a team name too long', { name: 'x'.repeat(45) }],
  ['player names too long', { playerNames: 'y'.repeat(1001) }],
  ['a phone too long', { phone: '1'.repeat(41) }],
  ['everything wrong at once', { name: '', captain: '', phone: 'abc', players: 0 }],
];

test('every problem of a registration has a message, and in English it is the engine’s own sentence', () => {
  for (const [what, change] of CASES) {
    const r = checkTeamFields({ ...ok, ...change }, rules, { phoneRequired: true, takenNames: ['Dig Dug'] });
    assert.is(r.ok, false, what);
    if (r.ok) continue;
    assert.ok(Object.keys(r.fields).length > 0, what);
    assert.equal(Object.keys(r.fieldWhy ?? {}).sort(), Object.keys(r.fields).sort(), `${what}: a message for every field`);
    for (const [field, english] of Object.entries(r.fields)) {
      const why = r.fieldWhy![field]!;
      assert.is(en.t(why.key, why.values), english, `${what}: ${field}`);
    }
  }
});

test('the desk name at sign-in: the same sentence from its message', () => {
  const r = cleanText('desk\u0007', TEXT_FIELDS.deskName);
  assert.is(r.ok, false);
  if (!r.ok) assert.is(en.t(r.why.key, { ...r.why.values, field: 'deskName' }), r.error);
});

test('in Polish the same problems are said in Polish, with its plural forms', () => {
  const pl = wordsFor('pl');
  const r = checkTeamFields({ ...ok, playerNames: 'A\nB\nC\nD\nE' }, rules, { phoneRequired: true, takenNames: [] });
  assert.is(r.ok, false);
  if (r.ok) return;
  const why = r.fieldWhy!.playerNames!;
  assert.is(pl.t(why.key, why.values), 'Wpisano 5 nazwisk dla 2 zawodników; wpisz najwyżej 2, po jednym w wierszu.');
  const long = checkTeamFields({ ...ok, name: 'x'.repeat(42) }, rules, { phoneRequired: true, takenNames: [] });
  if (!long.ok)
    assert.is(pl.t(long.fieldWhy!.name!.key, long.fieldWhy!.name!.values), 'Nazwa drużyny ma 42 znaki; dozwolone jest najwyżej 40.');
});

test.run();
