// The desk log's description of each intent (server/tournament/log-detail.ts): the message beside the English sentence
// says, in the English catalogue, exactly that sentence, for every kind of intent the log keeps a message for; in
// German it says none of the English; where there is nothing to say but names (a removed team) or a
// team is no longer listed, there is no message and the desk shows the English (docs/translating.md, The desk log).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply } from '../../shared/engine/apply.js';
import type { Intent, Tournament } from '../../shared/engine/types.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';
import { logDetailIn } from '../../shared/view/log-detail.js';
import { describeIntent, saidOfIntent } from '../../server/tournament/log-detail.js';
import { must, prng, seededTournament } from '../../harness/sim.js';
import { bracketTournament } from '../fixtures/bracket.js';

const NOW = 1_700_000_000_000;
const rand = prng(11);
const run = (t: Tournament, i: Intent) => must(apply(t, i, { now: NOW, random: rand })).state;

let t = seededTournament({ teams: 8, courts: 2, stages: ['pool', 'bracket'] }, rand, NOW);
t = run(t, { type: 'generatePools', poolSize: 4 });
t = run(t, { type: 'phase', phase: 'live' });
const [a, b] = Object.values(t.teams);
const live = Object.values(t.matches).find((m) => m.status === 'live')!;
const sets: [number, number][] = [
  [21, 15],
  [18, 21],
];

const INTENTS: Intent[] = [
  { type: 'register', name: 'Late Larks', captain: 'Ola', players: 2 },
  { type: 'teamAdd', name: 'Dig Dug', captain: 'Bo', players: 2 },
  { type: 'teamEdit', id: a!.id, name: 'Renamed Rays', captain: 'Cy', players: 2 },
  { type: 'teamSeed', id: a!.id, seed: 3 },
  { type: 'withdraw', id: b!.id, mode: 'void' },
  { type: 'withdraw', id: b!.id, mode: 'forfeit' },
  { type: 'teamArrive', id: a!.id, arrived: true },
  { type: 'teamArrive', id: a!.id, arrived: false },
  { type: 'withdrawAbsent', mode: 'forfeit' },
  { type: 'teamNewCode', id: a!.id },
  { type: 'teamImport', rows: [] },
  { type: 'phase', phase: 'final' },
  { type: 'phase', phase: 'checkin' },
  { type: 'banner', banner: 'Lunch at noon' },
  { type: 'banner', banner: '  ' },
  { type: 'notes', notes: 'x' },
  { type: 'generatePools', poolSize: 4, workTeams: true },
  { type: 'generatePools', poolSize: 5 },
  { type: 'generateBracket', perPool: 2, wildcards: 1, bracketType: 'single', thirdPlace: true },
  { type: 'generateBracket', perPool: 2, wildcards: 0, bracketType: 'double', thirdPlace: false, tier: 'Gold', fromRank: 1, toRank: 2 },
  {
    type: 'generateBracket',
    perPool: 2,
    wildcards: 2,
    bracketType: 'single',
    thirdPlace: false,
    tier: 'Silver',
    toRank: 4,
    consolation: true,
  },
  { type: 'regenerate' },
  { type: 'score', match: live.id, sets },
  { type: 'live', match: live.id, a: 5, b: 3 },
  { type: 'live', match: live.id, a: 5, b: 3, sets: [[21, 19]] },
  { type: 'keeperLive', court: 1, match: live.id, a: 1, b: 0, sets: [] },
  { type: 'keeperFinal', court: 1, match: live.id, sets },
  { type: 'forfeit', match: live.id, team: live.a! },
  { type: 'swap', match: live.id, court: 2 },
  { type: 'pushback', match: live.id },
  { type: 'court', court: 2, op: 'pause', reason: 'net repair' },
  { type: 'court', court: 2, op: 'resume', reason: '' },
  { type: 'tick' } as Intent,
];

test('every message says exactly the English sentence the events table keeps', () => {
  const en = wordsFor('en');
  for (const intent of INTENTS) {
    const said = saidOfIntent(intent, t);
    assert.ok(said, `${intent.type} has a message`);
    assert.is(en.t(said!.key, said!.values), describeIntent(intent, t), JSON.stringify(intent));
  }
});

test('in German each is said in German (no English sentence left), names as they are', () => {
  const de = wordsFor('de');
  for (const intent of INTENTS) {
    const row = { detail: describeIntent(intent, t), ok: true, said: saidOfIntent(intent, t) };
    const german = logDetailIn(row, de);
    // "Team 1 vs Team 8: 21-15" has no words to translate: the same in German
    const words = Object.values(t.teams)
      .reduce((d, x) => d.split(x.name).join(''), row.detail)
      .replace(/\bvs\b/g, '');
    if (!/[a-z]/i.test(words)) assert.is(german, row.detail);
    else assert.is.not(german, row.detail, `${intent.type}: ${german}`);
  }
  const pause = { detail: 'court 2 pause (net repair)', ok: true, said: saidOfIntent(INTENTS[30]!, t) };
  assert.is(logDetailIn(pause, de), 'Feld 2 pausiert (net repair)');
  const team = { detail: '', ok: true, said: saidOfIntent(INTENTS[1]!, t) };
  assert.is(logDetailIn(team, de), 'Team „Dig Dug“');
});

test('a match whose teams are not known yet is said by its label, in German in German', () => {
  const k = bracketTournament(4);
  const de = wordsFor('de');
  const en = wordsFor('en');
  const onF: Intent[] = [
    { type: 'score', match: 'F', sets },
    { type: 'live', match: 'F', a: 5, b: 3, sets: [[21, 19]] },
    { type: 'keeperLive', court: 1, match: 'F', a: 1, b: 0, sets: [] },
    { type: 'keeperFinal', court: 1, match: 'F', sets },
    { type: 'forfeit', match: 'F', team: 't1' },
    { type: 'swap', match: 'F', court: 2 },
    { type: 'pushback', match: 'F' },
  ];
  for (const intent of onF) {
    const said = saidOfIntent(intent, k);
    assert.ok(said, `${intent.type} has a message`);
    const detail = describeIntent(intent, k);
    assert.ok(detail.startsWith('Final'), detail);
    assert.is(en.t(said!.key, said!.values), detail, intent.type);
    assert.match(logDetailIn({ detail, ok: true, said }, de), /^Finale/, intent.type);
  }
  assert.is(logDetailIn({ detail: 'Final', ok: true, said: saidOfIntent({ type: 'pushback', match: 'F' }, k) }, de), 'Finale');
});

test("a broadcast is the organizer's own words, in the quotation marks of the reader's language", () => {
  const intent: Intent = { type: 'broadcast', text: 'Court 3 is wet' };
  const said = saidOfIntent(intent, t);
  assert.is(wordsFor('en').t(said!.key, said!.values), describeIntent(intent, t));
  assert.is(logDetailIn({ detail: describeIntent(intent, t), ok: true, said }, wordsFor('de')), '„Court 3 is wet“');
  assert.is(logDetailIn({ detail: describeIntent(intent, t), ok: true, said }, wordsFor('fr')), '«\u00a0Court 3 is wet\u00a0»');
});

test('no message where only names would be said or a team is gone: the English shows, and a stored message the page cannot say too', () => {
  assert.is(saidOfIntent({ type: 'teamRemove', id: a!.id }, t), undefined);
  assert.is(saidOfIntent({ type: 'teamSeed', id: 'gone', seed: 2 }, t), undefined);
  assert.is(saidOfIntent({ type: 'forfeit', match: live.id, team: 'gone' }, t), undefined);
  assert.is(saidOfIntent({ type: 'score', match: 'nope', sets }, t), undefined);
  const de = wordsFor('de');
  // a key that is not the log's, values of another kind, a refusal without its message: the stored English
  assert.is(logDetailIn({ detail: 'x', ok: true, said: { key: 'desk.pool', values: { pool: 'A' } } }, de), 'x');
  assert.is(logDetailIn({ detail: 'y', ok: true, said: { key: 'desk.logNotes', values: { n: [1] as unknown as number } } }, de), 'y');
  assert.is(logDetailIn({ detail: 'z', ok: false, said: { key: 'desk.logNotes' } }, de), 'z');
  assert.is(
    logDetailIn({ detail: 'z', ok: false, said: { key: 'desk.logNotes' }, why: { key: 'refusal.liveNoDraw' } }, de),
    `Notizen geändert: ${de.t('refusal.liveNoDraw')}`,
  );
  // refused before it became an intent (hub.logRefusal with the parser's message): "refused: <why>"
  const early = { detail: `refused: ${wordsFor('en').t('refusal.liveNoDraw')}`, ok: false, why: { key: 'refusal.liveNoDraw' } };
  assert.is(wordsFor('en').t('desk.logRefused', { why: wordsFor('en').t('refusal.liveNoDraw') }), early.detail);
  assert.is(logDetailIn(early, de), `abgelehnt: ${de.t('refusal.liveNoDraw')}`);
  assert.is(logDetailIn({ ...early, why: undefined }, de), early.detail);
});

test('a refusal whose message names a match by a message of its own is said whole; an older row with the name as text too', () => {
  const de = wordsFor('de');
  const final = { key: 'play.label', values: { code: 'final', n: 0 } } as const;
  const row = { detail: 'notes: Final is already last in the queue.', ok: false, said: { key: 'desk.logNotes' } };
  assert.is(
    logDetailIn({ ...row, why: { key: 'refusal.lastInQueue', values: { match: final } } }, de),
    'Notizen geändert: Finale ist schon das letzte Spiel der Warteschlange.',
  );
  assert.is(
    logDetailIn({ ...row, why: { key: 'refusal.lastInQueue', values: { match: 'Final' } } }, de),
    'Notizen geändert: Final ist schon das letzte Spiel der Warteschlange.',
  );
  // a nested message the page cannot say, or nested too deep: the stored English
  const unknown = { key: 'no.such', values: {} } as unknown as typeof final;
  assert.is(logDetailIn({ ...row, why: { key: 'refusal.lastInQueue', values: { match: unknown } } }, de), row.detail);
  const deep = { key: 'refusal.matchIdLabel', values: { id: 'F', label: { key: 'play.label', values: { code: final } } } } as never;
  assert.is(logDetailIn({ ...row, why: { key: 'refusal.lastInQueue', values: { match: deep } } }, de), row.detail);
});

test.run();
