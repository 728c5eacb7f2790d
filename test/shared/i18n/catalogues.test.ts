// The catalogue check (docs/translating.md): every language has exactly English's keys, every message parses, keeps
// English's placeholders and has the plural forms its language needs, every key is used by some source file, and the
// pages' small formatter says exactly what intl-messageformat says.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { CATALOGUES, compiledMessages, MESSAGE_KEYS } from '../../../shared/i18n/catalogues.js';
import { compileMessage } from '../../../shared/i18n/compile.js';
import { formatMessage, type Part } from '../../../shared/i18n/format-message.js';
import { AREAS, areaOf } from '../../../shared/i18n/areas.js';
import { LANGS } from '../../../shared/i18n/languages.js';
import { wordsOf, type MessageKey, type PlainValues } from '../../../shared/i18n/words.js';

const ROOT = new URL('../../../', import.meta.url).pathname;

/** Every argument a message names, with the kind it is used as (plain, number, select, plural). */
function args(parts: Part[] | string, into = new Map<string, Set<string>>()): Map<string, Set<string>> {
  if (typeof parts === 'string') return into;
  for (const p of parts) {
    if (p.type === 0 || p.type === 7) continue;
    const kinds = into.get(p.value) ?? new Set<string>();
    kinds.add(p.type === 1 ? 'plain' : p.type === 2 ? 'number' : p.type === 5 ? 'select' : 'plural');
    into.set(p.value, kinds);
    if (p.type === 5 || p.type === 6) for (const o of Object.values(p.options)) args(o.value, into);
  }
  return into;
}

/** Every part of a message, nested ones included. */
function allParts(parts: Part[] | string): Part[] {
  if (typeof parts === 'string') return [];
  return parts.flatMap((p) => [p, ...(p.type === 5 || p.type === 6 ? Object.values(p.options).flatMap((o) => allParts(o.value)) : [])]);
}

test('every catalogue has exactly the English keys', () => {
  for (const lang of LANGS) {
    const keys = Object.keys(CATALOGUES[lang]).sort();
    assert.equal(keys, [...MESSAGE_KEYS].sort(), lang);
  }
});

test('every key belongs to a known area', () => {
  for (const key of MESSAGE_KEYS) assert.ok((AREAS as readonly string[]).includes(areaOf(key)), key);
});

test('every message parses, uses only what the pages’ formatter knows, and keeps English’s placeholders', () => {
  for (const lang of LANGS) {
    for (const key of MESSAGE_KEYS) {
      let parsed: ReturnType<typeof compileMessage>;
      try {
        parsed = compileMessage(CATALOGUES[lang][key], lang);
      } catch (err) {
        assert.unreachable(`${lang} ${key} does not parse: ${(err as Error).message}`);
        return;
      }
      for (const p of allParts(parsed)) {
        assert.ok([0, 1, 2, 5, 6, 7].includes(p.type), `${lang} ${key}: element type ${p.type} (dates, times, tags are not used)`);
        if (p.type === 2) assert.not.ok((p as { style?: unknown }).style, `${lang} ${key}: number styles are not used`);
        if (p.type === 6) assert.is(p.pluralType, 'cardinal', `${lang} ${key}`);
      }
      const mine = [...args(parsed).keys()].sort();
      const english = [...args(compileMessage(CATALOGUES.en[key], 'en')).keys()].sort();
      assert.equal(mine, english, `${lang} ${key}: placeholders`);
    }
  }
});

test('every plural has the forms its language needs (Polish: one, few, many, other)', () => {
  for (const lang of LANGS) {
    const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const key of MESSAGE_KEYS) {
      for (const p of allParts(compiledMessages(lang)[key])) {
        if (p.type !== 6) continue;
        for (const c of needed) assert.ok(c in p.options, `${lang} ${key}: plural {${p.value}} lacks "${c}"`);
      }
    }
  }
});

/** The source files that may use a message: everything but the catalogues themselves. */
function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!path.endsWith(join('i18n', 'messages'))) sources(path, out);
    } else if (name.endsWith('.ts')) out.push(path);
  }
  return out;
}

test('every key is used by a source file (written out whole, so a search finds it)', () => {
  const text = ['shared', 'server', 'client']
    .flatMap((d) => sources(join(ROOT, d)))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  const unused = MESSAGE_KEYS.filter((k) => !text.includes(`'${k}'`) && !text.includes(`"${k}"`));
  assert.equal(unused, [], 'unused keys');
});

/** Values that walk a message's branches: each select's options, plural counts across every category. */
function samples(parsed: Part[] | string): Record<string, string | number>[] {
  const found = args(parsed);
  const base: Record<string, string | number> = {};
  const variants: [string, (string | number)[]][] = [];
  for (const [name, kinds] of found) {
    if (kinds.has('plural') || kinds.has('number')) {
      base[name] = 2;
      variants.push([name, [0, 1, 2, 3, 5, 12, 22, 25, 101, 1000000]]);
    } else if (kinds.has('select')) {
      const options = allParts(parsed).flatMap((p) => (p.type === 5 && p.value === name ? Object.keys(p.options) : []));
      base[name] = options[0] ?? 'other';
      variants.push([name, [...options, 'something else']]);
    } else base[name] = `«${name}»`;
  }
  return [base, ...variants.flatMap(([name, vs]) => vs.map((v) => ({ ...base, [name]: v })))];
}

test('the pages’ formatter says what intl-messageformat says, for every message in every language', () => {
  for (const lang of LANGS) {
    for (const key of MESSAGE_KEYS) {
      const source = CATALOGUES[lang][key];
      const parsed = compiledMessages(lang)[key];
      const reference = new IntlMessageFormat(source, lang, undefined, { ignoreTag: true });
      for (const values of samples(parsed)) {
        assert.is(formatMessage(parsed, lang, values), String(reference.format(values)), `${lang} ${key} ${JSON.stringify(values)}`);
      }
    }
  }
});

test('a value that is itself a message is said in the same language, as intl-messageformat says the two in turn', () => {
  const icu = (lang: string, key: MessageKey, values: PlainValues) =>
    String(new IntlMessageFormat(CATALOGUES[lang as 'en'][key], lang, undefined, { ignoreTag: true }).format(values));
  for (const lang of LANGS) {
    const w = wordsOf(lang, compiledMessages(lang));
    // two levels: a match's id and label ("F (Final)") inside a correction's refusal
    const label = icu(lang, 'play.label', { code: 'final', n: 0 });
    const next = icu(lang, 'refusal.matchIdLabel', { id: 'F', label });
    const outer = { match: 'W1-1', via: 'winner', live: 'no' };
    assert.is(
      w.t('refusal.correctionVia', {
        ...outer,
        next: { key: 'refusal.matchIdLabel', values: { id: 'F', label: { key: 'play.label', values: { code: 'final', n: 0 } } } },
      }),
      icu(lang, 'refusal.correctionVia', { ...outer, next }),
      lang,
    );
    // one level, with a plural inside the nested message's own values
    const teams = icu(lang, 'refusal.matchTeams', { a: 'Sand Sharks', b: 'Dig Dug' });
    assert.is(
      w.t('answer.live', { a: 21, b: 19, match: { key: 'refusal.matchTeams', values: { a: 'Sand Sharks', b: 'Dig Dug' } } }),
      icu(lang, 'answer.live', { a: 21, b: 19, match: teams }),
      lang,
    );
  }
  const en = wordsOf('en', compiledMessages('en'));
  // deeper than two levels (a stored row from elsewhere) is said as nothing, never as "[object Object]"
  const third = { key: 'play.label', values: { code: { key: 'play.label', values: {} } } } as unknown as { key: 'play.label' };
  assert.is(
    en.t('refusal.notPlayed', { match: { key: 'refusal.matchIdLabel', values: { id: 'F', label: third } } }),
    'F () is not being played.',
  );
  // a nested key the page was not given shows as itself, as `t` does
  assert.is(wordsOf('de', {}).t('refusal.notPlayed', { match: { key: 'play.label' } }), 'refusal.notPlayed');
});

test.run();
