import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CODE_ALPHABET, normalizeCode, slugify, teamCode, uniqueSlug } from '../../../shared/engine/ids.js';

test('a slug lowercases and joins words with dashes', () => {
  assert.is(slugify('Summer Sand Open 2026'), 'summer-sand-open-2026');
});

test('a slug drops accents and folds compatibility characters', () => {
  assert.is(slugify('Coupe de Noël à Besançon'), 'coupe-de-noel-a-besancon');
  assert.is(slugify('Ｆｕｌｌｗｉｄｔｈ ﬁnal'), 'fullwidth-final');
  assert.is(slugify('Zürich Çup'), 'zurich-cup');
});

test('runs of other characters become one dash, trimmed at both ends', () => {
  assert.is(slugify('  --Beach!!  Bash??  '), 'beach-bash');
  assert.is(slugify("King's & Queen's Cup"), 'king-s-queen-s-cup');
});

test('a long name is cut to 48 characters and never ends with a dash', () => {
  const long = slugify('The Very Long Name Of A Regional Volleyball Championship Series');
  assert.is(long, 'the-very-long-name-of-a-regional-volleyball-cham');
  assert.is(long.length, 48);
  // The cut lands right after a word: the dash it leaves is trimmed.
  assert.is(slugify(`${'a'.repeat(47)} bcd`), 'a'.repeat(47));
});

test('a name with nothing usable gives "tournament"', () => {
  assert.is(slugify(''), 'tournament');
  assert.is(slugify('!!! ???'), 'tournament');
  assert.is(slugify('排球大会'), 'tournament');
});

test('a taken slug gets -2, -3, ... appended', () => {
  const taken = new Set(['spring-cup', 'spring-cup-2']);
  assert.is(
    uniqueSlug('Spring Cup', (s) => taken.has(s)),
    'spring-cup-3',
  );
  assert.is(
    uniqueSlug('Autumn Cup', (s) => taken.has(s)),
    'autumn-cup',
  );
  assert.is(
    uniqueSlug('', (s) => s === 'tournament'),
    'tournament-2',
  );
});

test('the suffix is appended after the 48-character cut', () => {
  const name = 'x'.repeat(60);
  assert.is(
    uniqueSlug(name, (s) => s === 'x'.repeat(48)),
    `${'x'.repeat(48)}-2`,
  );
});

/** A deterministic random source cycling through the given values. */
const seq = (...vals: number[]) => {
  let i = 0;
  return () => vals[i++ % vals.length]!;
};

test('a team code is 4 characters from the code alphabet', () => {
  assert.is(teamCode(seq(0), new Set()), '2222');
  assert.is(teamCode(seq(0.999999999), new Set()), 'ZZZZ');
  for (let i = 0; i < 200; i++) {
    const code = teamCode(seq(i / 200), new Set());
    assert.match(code, /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/);
  }
  assert.is(CODE_ALPHABET.length, 31);
});

test('a random source returning 1 does not index past the alphabet', () => {
  assert.is(
    teamCode(() => 1, new Set()),
    'ZZZZ',
  );
});

test('a taken team code is drawn again', () => {
  assert.is(teamCode(seq(0, 0, 0.999999999), new Set(['2222'])), 'ZZZZ');
});

test('a stuck random source still finds a free code', () => {
  const code = teamCode(() => 0, new Set(['2222', '2223']));
  assert.is(code, '2224');
});

test('a typed code is trimmed and upper-cased', () => {
  assert.is(normalizeCode('  ab3k '), 'AB3K');
});

test.run();
