// What the refusal tests share (engine-refusals.test.ts, match-names.test.ts): a refusal said in every language, and
// the tournaments they drive the engine with.
import * as assert from 'uvu/assert';
import { apply } from '../../../shared/engine/apply.js';
import { refusalWhy } from '../../../shared/engine/outcome.js';
import type { Intent, Tournament } from '../../../shared/engine/types.js';
import { wordsFor } from '../../../shared/i18n/catalogues.js';
import { LANGS } from '../../../shared/i18n/languages.js';
import type { Message } from '../../../shared/i18n/words.js';
import { must, prng, seededTournament, validResult } from '../../../harness/sim.js';

export const NOW = 1_700_000_000_000;
export const rand = prng(19);
export const run = (t: Tournament, i: Intent) => apply(t, i, { now: NOW, random: rand });
export const ok = (t: Tournament, i: Intent) => must(run(t, i)).state;
export const en = wordsFor('en');

/** Keys whose English message differs from the engine's sentence on purpose (a sentence cannot hold another one's translation). */
export const OWN_ENGLISH = new Set(['refusal.importNothing', 'refusal.fixFields']);
/** The message keys said so far in this file's run (each test file runs in a process of its own). */
export const seen = new Set<string>();

export type Refused = { ok: boolean; error?: string; why?: Message; fields?: Record<string, string>; fieldWhy?: Record<string, Message> };

/** A message said in every language: no placeholder left unfilled, not the key itself; other languages their own words. */
export function sayAll(what: string, m: Message, english: string, own = false): void {
  seen.add(m.key);
  const said = en.t(m.key, m.values);
  if (!own) assert.is(said, english, `${what}: English is the engine's sentence`);
  for (const lang of LANGS) {
    const text = wordsFor(lang).t(m.key, m.values);
    assert.not.match(text, /\{[a-zA-Z]+\}/, `${what} (${lang}): a value is missing: ${text}`);
    assert.is.not(text, m.key, `${what} (${lang})`);
    if (lang !== 'en' && !own) assert.is.not(text, english, `${what} (${lang}) is still English`);
  }
}

/** A refusal: its message, and each field's. */
export function refused(what: string, r: Refused, pattern?: RegExp): void {
  assert.is(r.ok, false, `${what}: refused`);
  assert.ok(r.error, what);
  if (pattern) assert.match(r.error!, pattern, what);
  // as the desk's acks and the JSON answers say it (several fields: "fix the highlighted fields")
  const why = refusalWhy(r);
  assert.ok(why, `${what}: a refusal without a message: ${r.error}`);
  sayAll(what, why!, r.error!, OWN_ENGLISH.has(why!.key));
  for (const [field, english] of Object.entries(r.fields ?? {})) {
    const why = r.fieldWhy?.[field];
    assert.ok(why, `${what}: field ${field} without a message`);
    sayAll(`${what}, field ${field}`, why!, english);
  }
}

/** A pooled tournament of `teams`, every pool match played unless `play` is false. */
export function pooled(teams = 8, poolSize = 4, play = true): Tournament {
  let t = seededTournament({ teams, courts: 2, stages: ['pool', 'bracket'] }, rand, NOW);
  t = ok(t, { type: 'generatePools', poolSize });
  if (!play) return t;
  for (;;) {
    const m = t.queue.map((id) => t.matches[id]!).find((x) => x.status !== 'final' && x.a !== null && x.b !== null);
    if (!m) return t;
    t = ok(t, { type: 'score', match: m.id, sets: validResult(t.rules, 'A', rand, m.stage) });
  }
}
