// A refusal that names a match says the match's name in the reader's language (its teams, its bracket label or its id),
// and every bracket label the engine draws says itself in English. The keys of a match's name are listed in
// refusal-keys-elsewhere.ts (MATCH_NAMES), so engine-refusals.test.ts does not expect them of its own refusals.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { recordResult } from '../../../shared/engine/advance.js';
import { describeMatch } from '../../../shared/engine/courts.js';
import { labelSaid, matchIdSaid, matchSaid } from '../../../shared/engine/match-name.js';
import { wordsFor } from '../../../shared/i18n/catalogues.js';
import { bracketTournament, play } from '../../fixtures/bracket.js';
import { MATCH_NAMES } from './refusal-keys-elsewhere.js';
import { en, NOW, ok, pooled, type Refused, refused, run } from './refusal-check.js';

test('a refusal naming a match says its name in the reader’s language: its teams, its bracket label, its id', () => {
  const de = wordsFor('de');
  const pl = wordsFor('pl');
  const say = (r: Refused) => {
    refused(r.why!.key, r);
    return { en: en.t(r.why!.key, r.why!.values), de: de.t(r.why!.key, r.why!.values), pl: pl.t(r.why!.key, r.why!.values) };
  };
  // a final whose teams are not known yet: its label, as the board says it
  const b = bracketTournament(4);
  const last = say(run(b, { type: 'pushback', match: 'F' }) as Refused);
  assert.equal(last, {
    en: 'Final is already last in the queue.',
    de: 'Finale ist schon das letzte Spiel der Warteschlange.',
    pl: 'Finał jest już ostatni w kolejce.',
  });
  assert.match(say(recordResult(b, 'F', [[21, 15]], NOW) as Refused).de, /^F \(Finale\) kann noch kein Ergebnis erhalten/);
  // a semifinal's correction refused: the final it fed, by its id and its label
  const deep = bracketTournament(4);
  for (const id of ['W1-1', 'W1-2', 'F']) play(deep, id, 'A');
  assert.is(deep.matches['W1-1']!.label, 'Semifinal');
  const correction = say(recordResult(deep, 'W1-1', [[15, 21]], NOW) as Refused);
  assert.is(correction.en, 'Cannot change the winner of W1-1: its winner already played F (Final).');
  assert.match(correction.de, /hat F \(Finale\) schon gespielt\.$/);
  assert.match(correction.pl, /rozegrał już F \(Finał\)\.$/);
  // a match with both teams: their names with the board's "vs"; the answer too
  let t = pooled(8, 4, false);
  t = ok(t, { type: 'phase', phase: 'live' });
  const waiting = t.queue.map((id) => t.matches[id]!).find((m) => m.status === 'pending')!;
  const names = `${t.teams[waiting.a!]!.name} vs ${t.teams[waiting.b!]!.name}`;
  const notPlayed = say(run(t, { type: 'live', match: waiting.id, a: 1, b: 0 }) as Refused);
  assert.equal(notPlayed, {
    en: `${names} is not being played.`,
    de: `${names} wird gerade nicht gespielt.`,
    pl: `${names} nie jest teraz rozgrywany.`,
  });
  const live = Object.values(t.matches).find((m) => m.status === 'live')!;
  const answer = run(t, { type: 'live', match: live.id, a: 3, b: 2 });
  assert.ok(answer.ok && answer.said);
  if (answer.ok && answer.said) {
    assert.is(en.t(answer.said.key, answer.said.values), answer.msg);
    assert.match(de.t(answer.said.key, answer.said.values), /vs/);
  }
  // a match without teams or label (none the engine draws today): "Match {id}"
  const bare = { ...b.matches.F!, label: null };
  const bareSaid = matchSaid(b, bare);
  assert.equal(bareSaid, { key: 'refusal.matchId', values: { id: 'F' } });
  assert.is(en.t('refusal.notPlayed', { match: bareSaid }), `${describeMatch(b, bare)} is not being played.`);
  assert.is(de.t('refusal.notPlayed', { match: bareSaid }), 'Spiel F wird gerade nicht gespielt.');
});

test('every bracket label the engine draws says in English exactly itself', () => {
  const labels = new Set<string>();
  for (const n of [3, 4, 8, 16, 32]) {
    for (const type of ['single', 'double'] as const) {
      for (const m of Object.values(bracketTournament(n, { type, thirdPlace: true }).matches)) if (m.label) labels.add(m.label);
    }
  }
  assert.ok(labels.has('Semifinal') && labels.has('Grand final') && labels.has('Losers round 2'), [...labels].join(', '));
  for (const label of labels) {
    const said = labelSaid(label);
    assert.ok(typeof said !== 'string', `${label}: one of the engine's labels`);
    if (typeof said !== 'string') assert.is(en.t(said.key, said.values), label);
  }
});

test("the keys of a match's name are the ones refusal-keys-elsewhere.ts lists", () => {
  const b = bracketTournament(4);
  const named = new Set<string>();
  const collect = (v: unknown): void => {
    if (v && typeof v === 'object' && 'key' in v && typeof (v as { key: unknown }).key === 'string') {
      const m = v as { key: string; values?: Record<string, unknown> };
      if (m.key.startsWith('refusal.match')) named.add(m.key);
      for (const x of Object.values(m.values ?? {})) collect(x);
    }
  };
  collect(matchSaid(b, b.matches.F!));
  collect(matchSaid(b, { ...b.matches.F!, label: null }));
  let t = pooled(8, 4, false);
  t = ok(t, { type: 'phase', phase: 'live' });
  const live = Object.values(t.matches).find((m) => m.status === 'live')!;
  collect(matchSaid(t, live));
  collect(matchIdSaid(b.matches.F!));
  assert.equal([...named].sort(), [...MATCH_NAMES].sort());
});

test.run();
