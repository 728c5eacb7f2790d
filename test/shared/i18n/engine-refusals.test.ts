// The engine's refusals as messages (docs/translating.md, Refusals): every refusal path of the desk, the draw, the courts, the
// results, the CSV import and the server's form parsing is driven here; each must carry `why` (and `fieldWhy` for each field),
// say in English exactly the engine's sentence, and say itself in every language with every value filled in. The source scans
// (a refusal written without a message) are in refusal-sources.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { recordResult } from '../../../shared/engine/advance.js';
import { readCsv } from '../../../shared/engine/csv.js';
import { checkCreateParams, checkTeamFields } from '../../../shared/engine/fields.js';
import { checkImport, importTeams, parseImport, previewSaid, previewText } from '../../../shared/engine/import.js';
import { checkLiveScore, checkResult, checkSet, parseScoreText } from '../../../shared/engine/rules.js';
import { MAX_TIERS } from '../../../shared/engine/tiers.js';
import type { ImportRow, Intent, Rules, Tournament } from '../../../shared/engine/types.js';
import { refusals as englishRefusals } from '../../../shared/i18n/messages/en/refusals.js';
import type { Message } from '../../../shared/i18n/words.js';
import { organizerParsers } from '../../../server/http/intent-parsers.js';
import { seededTournament, validResult } from '../../../harness/sim.js';
import { bracketTournament, drawIntent, goLive, play } from '../../fixtures/bracket.js';
import { CREATE_PARAMS } from '../../../harness/http-client.js';
import { CLIENT_ONLY, MATCH_NAMES, REGISTRATION } from './refusal-keys-elsewhere.js';
import { NOW, ok, pooled, rand, type Refused, refused, run, sayAll, seen } from './refusal-check.js';

const draw = drawIntent;

test('the desk: unknown action, free texts, check-in, roster', () => {
  const t = seededTournament({ teams: 3, courts: 2, stages: ['pool', 'bracket'] }, rand, NOW);
  refused('unknown action', run(t, { type: 'bogus' } as unknown as Intent));
  refused('a banner with a control character', run(t, { type: 'banner', banner: 'hi\u0007' }));
  refused('a long banner', run(t, { type: 'banner', banner: 'b'.repeat(281) }));
  refused('a long broadcast', run(t, { type: 'broadcast', text: 'b'.repeat(281) }));
  refused('long notes', run(t, { type: 'notes', notes: 'n'.repeat(2001) }));
  refused('an empty broadcast', run(t, { type: 'broadcast', text: '  ' }));
  const withdrawn = ok(t, { type: 'withdraw', id: 't1', mode: 'void' });
  refused('a withdrawn team checks in', run(withdrawn, { type: 'teamArrive', id: 't1', arrived: true }));
  refused('already withdrawn', run(withdrawn, { type: 'withdraw', id: 't1', mode: 'void' }));
  refused('withdraw mode', run(t, { type: 'withdraw', id: 't1', mode: 'gone' as 'void' }));
  refused('withdraw absent mode', run(t, { type: 'withdrawAbsent', mode: 'gone' as 'void' }));
  const empty = seededTournament({ teams: 0, courts: 1, stages: ['bracket'] }, rand, NOW);
  refused('nobody registered', run(empty, { type: 'withdrawAbsent', mode: 'void' }));
  let here = t;
  for (const id of ['t1', 't2', 't3']) here = ok(here, { type: 'teamArrive', id, arrived: true });
  refused('everybody here', run(here, { type: 'withdrawAbsent', mode: 'void' }));
  refused('a seed out of range', run(t, { type: 'teamSeed', id: 't1', seed: 0 }));
  refused('an unknown team', run(t, { type: 'teamEdit', id: 'nope', name: 'X', captain: 'Y', players: 2 }));
  let played = ok(t, { type: 'generatePools', poolSize: 4 });
  const first = played.queue[0]!;
  const m = played.matches[first]!;
  played = ok(played, { type: 'score', match: first, sets: validResult(played.rules, 'A', rand) });
  refused('remove a team with a result', run(played, { type: 'teamRemove', id: m.a! }));
});

/** An accepted change's sentence, as the desk says it (`said`, area answer). */
function answered(what: string, r: { ok: boolean; msg?: string; said?: Message }): void {
  assert.ok(r.ok && r.said, `${what}: an answer without a message: ${r.msg}`);
  sayAll(what, r.said!, r.msg!);
}

test('the desk’s answers: check-in again, the absent withdrawn, seeds, a new code', () => {
  let t = seededTournament({ teams: 8, courts: 2, stages: ['pool', 'bracket'] }, rand, NOW);
  t = ok(t, { type: 'teamArrive', id: 't1', arrived: true });
  answered('already checked in', run(t, { type: 'teamArrive', id: 't1', arrived: true }));
  answered('was not checked in', run(t, { type: 'teamArrive', id: 't2', arrived: false }));
  answered('seven absent withdrawn', run(t, { type: 'withdrawAbsent', mode: 'void' }));
  const drawn = ok(ok(t, { type: 'teamArrive', id: 't2', arrived: true }), { type: 'generatePools', poolSize: 4 });
  answered('six absent withdrawn, their matches forfeited', run(drawn, { type: 'withdrawAbsent', mode: 'forfeit' }));
  let one = t;
  for (const id of ['t2', 't3', 't4', 't5', 't6', 't7']) one = ok(one, { type: 'teamArrive', id, arrived: true });
  answered('one absent withdrawn', run(one, { type: 'withdrawAbsent', mode: 'void' }));
  answered('a seed taken from another team', run(t, { type: 'teamSeed', id: 't1', seed: 2 }));
  answered('a free seed', run(t, { type: 'teamSeed', id: 't1', seed: 40 }));
  answered('a new code', run(t, { type: 'teamNewCode', id: 't1' }));
});

test('courts: move, push back, pause, a keeper on the wrong court', () => {
  let t = pooled(8, 4, false);
  t = ok(t, { type: 'phase', phase: 'live' });
  const live = Object.values(t.matches).filter((m) => m.status === 'live');
  const waiting = t.queue.map((id) => t.matches[id]!).filter((m) => m.status === 'pending' || m.status === 'on_deck');
  assert.ok(live.length === 2 && waiting.length > 0);
  refused('move: no such match', run(t, { type: 'swap', match: 'nope', court: 1 }));
  refused('move: not live', run(t, { type: 'swap', match: waiting[0]!.id, court: 1 }));
  refused('move: no such court', run(t, { type: 'swap', match: live[0]!.id, court: 9 }));
  refused('move: already there', run(t, { type: 'swap', match: live[0]!.id, court: live[0]!.court! }));
  const paused = ok(t, { type: 'court', court: 2, op: 'pause', reason: 'rain' });
  refused('move: court paused', run(paused, { type: 'swap', match: live[0]!.id, court: 2 }), /paused/);
  refused('pause: already paused', run(paused, { type: 'court', court: 2, op: 'pause', reason: 'wind' }));
  refused('resume: already open', run(t, { type: 'court', court: 1, op: 'resume', reason: '' }));
  refused('pause: a reason with a line break', run(t, { type: 'court', court: 1, op: 'pause', reason: 'a\nb' }));
  refused('pause: a long reason', run(t, { type: 'court', court: 1, op: 'pause', reason: 'r'.repeat(121) }));
  refused('push back: no such match', run(t, { type: 'pushback', match: 'nope' }));
  refused('push back: live', run(t, { type: 'pushback', match: live[0]!.id }));
  const last = t.queue.map((id) => t.matches[id]!).filter((m) => m.status === 'pending');
  refused('push back: last', run(t, { type: 'pushback', match: last[last.length - 1]!.id }));
  const decided = ok(t, { type: 'score', match: live[0]!.id, sets: validResult(t.rules, 'A', rand) });
  refused('push back: decided', run(decided, { type: 'pushback', match: live[0]!.id }));
  const unqueued = structuredClone(t);
  unqueued.queue = unqueued.queue.filter((id) => id !== waiting[0]!.id);
  refused('push back: not in the queue', run(unqueued, { type: 'pushback', match: waiting[0]!.id }));
  const court = live[0]!.court!;
  const other = court === 1 ? 2 : 1;
  refused('a keeper on the wrong court', run(t, { type: 'keeperLive', court: other, match: live[0]!.id, a: 1, b: 0, sets: [] }));
  const idle = ok(paused, { type: 'score', match: t.courts[1]!.match!, sets: validResult(t.rules, 'A', rand) });
  refused('a keeper on a court with no match', run(idle, { type: 'keeperLive', court: 2, match: live[0]!.id, a: 1, b: 0, sets: [] }));
});

test('results: the rules, the match, corrections, forfeits', () => {
  const rules: Rules = { teamSize: 2, pointsTo: 21, winBy: 2, cap: 30, bestOf: 3, tiebreaks: [] };
  refused('a set not a pair', checkSet(rules, [21] as unknown as [number, number]));
  refused('a set not a score', checkSet(rules, [-1, 21]));
  refused('a tied set', checkSet(rules, [21, 21]));
  refused('an unfinished set', checkSet(rules, [20, 15]));
  refused('a set past its end', checkSet(rules, [25, 15]));
  refused(
    'a numbered set in a result',
    checkResult(rules, [
      [21, 15],
      [20, 15],
    ]),
  );
  refused('an empty score', parseScoreText(''));
  refused('an unreadable score', parseScoreText('21 to 15'));
  refused('a live side out of range', checkLiveScore(rules, 31, 0, []));
  refused('completed sets not a list', checkLiveScore(rules, 1, 0, 'x'));
  refused('a completed set not a pair', checkLiveScore(rules, 1, 0, [[1]]));
  refused('a completed set unfinished', checkLiveScore(rules, 1, 0, [[20, 15]]));
  refused(
    'completed sets that decide',
    checkLiveScore(rules, 1, 0, [
      [21, 15],
      [21, 15],
    ]),
  );

  const empty = seededTournament({ teams: 4, courts: 2, stages: ['pool', 'bracket'] }, rand, NOW);
  refused('nothing drawn', recordResult(empty, 'A1', [[21, 15]], NOW) as Refused);
  const b = bracketTournament(3);
  refused('no such match', recordResult(b, 'nope', [[21, 15]], NOW) as Refused);
  refused('a bye', recordResult(b, 'W1-1', [[21, 15]], NOW) as Refused);
  refused('teams unknown', recordResult(b, 'F', [[21, 15]], NOW) as Refused);
  refused(
    'no winner',
    recordResult(
      b,
      'W1-2',
      [
        [21, 15],
        [15, 21],
      ],
      NOW,
    ) as Refused,
  );
  const v = bracketTournament(4);
  v.matches['W1-1']!.status = 'void';
  refused('a void match', recordResult(v, 'W1-1', [[21, 15]], NOW) as Refused);
  const busy = bracketTournament(4, { type: 'double' });
  goLive(busy, 'W1-1', 1, NOW);
  busy.matches['W1-2']!.a = 't1';
  refused('a team busy elsewhere', recordResult(busy, 'W1-2', [[21, 15]], NOW) as Refused);
  const c = bracketTournament(4, { type: 'double' });
  play(c, 'W1-1', 'A');
  play(c, 'W1-2', 'A');
  play(c, 'W2-1', 'A');
  refused('the winner already played', recordResult(c, 'W1-1', [[15, 21]], NOW) as Refused);
  const l = bracketTournament(4, { type: 'double' });
  play(l, 'W1-1', 'A');
  play(l, 'W1-2', 'A');
  goLive(l, 'L1-1', 1, NOW);
  refused('the loser is playing', recordResult(l, 'W1-1', [[15, 21]], NOW) as Refused);
  const deep = bracketTournament(4);
  play(deep, 'W1-1', 'A');
  play(deep, 'W1-2', 'A');
  play(deep, 'F', 'A');
  refused('a final played downstream', recordResult(deep, 'W1-1', [[15, 21]], NOW) as Refused);
  const follows = bracketTournament(8);
  play(follows, 'W1-1', 'A');
  const next = follows.matches[follows.matches['W1-1']!.feeds!]!;
  Object.assign(next, { status: 'void' });
  Object.assign(follows.matches[next.feeds!]!, { status: 'final', startedAt: 1, a: 't1', b: 't2', winner: 't1' });
  refused('a match downstream of a void one played', recordResult(follows, 'W1-1', [[15, 21]], NOW) as Refused);
  const reset = bracketTournament(4, { type: 'double' });
  for (const id of ['W1-1', 'W1-2', 'W2-1', 'L1-1', 'L2-1']) play(reset, id, 'A');
  play(reset, 'GF', 'B');
  play(reset, 'GF2', 'A');
  refused('the reset final played', recordResult(reset, 'GF', [[21, 15]], NOW) as Refused);

  let t = pooled(8, 4, false);
  t = ok(t, { type: 'phase', phase: 'live' });
  const m = t.matches[t.queue[0]!]!;
  const done = ok(t, { type: 'score', match: m.id, sets: validResult(t.rules, 'A', rand) });
  refused('forfeit: decided', run(done, { type: 'forfeit', match: m.id, team: m.a! }));
  refused('forfeit: not a team of it', run(t, { type: 'forfeit', match: m.id, team: 'nope' }));
  refused('forfeit: opponent unknown', run(b as Tournament, { type: 'forfeit', match: 'F', team: 't1' }));
  const drawn = ok(pooled(8, 4), draw({ perPool: 2 }));
  refused('a pool result after the draw', run(drawn, { type: 'score', match: m.id, sets: validResult(t.rules, 'B', rand) }));
});

test('the draw: pools, brackets, tiers, consolations', () => {
  const bracketOnly = seededTournament({ teams: 4, courts: 2, stages: ['bracket'] }, rand, NOW);
  refused('no pool stage', run(bracketOnly, { type: 'generatePools', poolSize: 4 }));
  const poolsOnly = seededTournament({ teams: 4, courts: 2, stages: ['pool'] }, rand, NOW);
  refused('no bracket stage', run(poolsOnly, draw()));
  const fresh = seededTournament({ teams: 8, courts: 2, stages: ['pool', 'bracket'] }, rand, NOW);
  refused('pool size', run(fresh, { type: 'generatePools', poolSize: 1 }));
  const t = pooled(8, 4);
  refused('bracket type', run(t, draw({ bracketType: 'triple' as 'single' })));
  refused('teams per pool', run(t, draw({ perPool: 9 })));
  refused('from rank', run(t, draw({ tier: 'Gold', fromRank: 0, toRank: 2 })));
  refused('to rank', run(t, draw({ tier: 'Gold', fromRank: 3, toRank: 2 })));
  refused('a long tier name', run(t, draw({ tier: 'A very long tier name indeed' })));
  refused('a tier name with < >', run(t, draw({ tier: 'G<o>ld' })));
  refused('a tier name ending in consolation', run(t, draw({ tier: 'Gold consolation' })));
  refused('consolation with double', run(t, draw({ bracketType: 'double', consolation: true })));
  refused('wildcards', run(t, draw({ perPool: 2, wildcards: 9 })));
  refused('tier wildcards', run(t, draw({ tier: 'Gold', fromRank: 1, toRank: 2, wildcards: 9 })));
  refused('a bracket of one team', run(pooled(4, 4), draw({ tier: 'Gold', fromRank: 1, toRank: 1 })), /at least 2 teams/);
  const gold = ok(t, draw({ tier: 'Gold', fromRank: 1, toRank: 2 }));
  refused('a tier alike', run(gold, draw({ tier: 'GOLD', fromRank: 3, toRank: 4 })));
  refused('ranks taken', run(gold, draw({ tier: 'Silver', fromRank: 2, toRank: 3 })));
  refused('four teams and third place with a consolation', run(t, draw({ perPool: 2, consolation: true, thirdPlace: true })));
  refused('a consolation of too few', run(t, draw({ perPool: 1, consolation: true })));
  const m = Object.values(gold.matches).find((x) => x.stage !== 'pool' && x.a !== null && x.b !== null)!;
  const started = ok(gold, { type: 'score', match: m.id, sets: validResult(gold.rules, 'A', rand, m.stage) });
  refused('a tier with results', run(started, draw({ tier: 'Gold', fromRank: 1, toRank: 2 })));
});

test('the draw: a bracket with results, too many tiers, pools not drawn', () => {
  let t = pooled(8, 4);
  t = ok(t, draw({ perPool: 2 }));
  const m = Object.values(t.matches).find((x) => x.stage !== 'pool' && x.a !== null && x.b !== null)!;
  t = ok(t, { type: 'score', match: m.id, sets: validResult(t.rules, 'A', rand, m.stage) });
  refused('the main bracket has results', run(t, draw({ perPool: 2 })));
  let many = pooled(26, 13);
  for (let r = 1; r <= MAX_TIERS; r++) many = ok(many, draw({ tier: `T${r}`, fromRank: r, toRank: r }));
  refused('too many tiers', run(many, draw({ tier: 'T13', fromRank: 13, toRank: 13 })), /at most/);
});

const rows = (...r: Partial<ImportRow>[]): ImportRow[] =>
  r.map((x, i) => ({ line: i + 2, name: `Team ${i}`, captain: 'Cap', players: 2, playerNames: '', ...x }) as ImportRow);

test('the CSV import: the file, each row, the answers', () => {
  refused('empty', parseImport('  ', 2));
  refused('too big', readCsv('x'.repeat(512 * 1024 + 1)));
  refused('too many cells', readCsv(`${'a,'.repeat(60)}a`));
  refused('a cell too long', readCsv(`"${'a'.repeat(3000)}"`));
  refused('a quote never closed', readCsv('name\n"Sand'));
  refused('too many rows', readCsv(`name\n${'x\n'.repeat(1030)}`));
  refused('two name columns', parseImport('name,team\nA,B', 2));
  refused('no name column', parseImport('captain\nAnn', 2));
  refused('no rows', parseImport('name,captain', 2));
  const t = seededTournament({ teams: 2, courts: 1, stages: ['bracket'] }, rand, NOW);
  const checks = checkImport(
    t,
    rows({ name: 'Dup' }, { name: 'dup' }, { seed: 'x' }, { seed: '1' }, { seed: '500' }, { seed: '500' }, { name: '', captain: '' }),
  );
  const bad = checks.filter((c) => !c.ok);
  assert.ok(bad.length >= 5);
  for (const c of bad) {
    assert.ok(c.whys && c.whys.length === c.errors.length, `line ${c.line}: a message for each problem`);
    c.whys!.forEach((m, i) => sayAll(`line ${c.line}`, m, c.errors[i]!));
  }
  sayAll('preview: some', previewSaid(checks), previewText(checks));
  const all = checkImport(t, rows({ name: 'A1' }, { name: 'A2' }));
  sayAll('preview: all', previewSaid(all), previewText(all));
  sayAll('preview: one', previewSaid(all.slice(0, 1)), previewText(all.slice(0, 1)));
  const none = checkImport(t, rows({ name: '' }));
  sayAll('preview: none', previewSaid(none), previewText(none));
  const many = checkImport(t, rows(...Array.from({ length: 12 }, () => ({ name: '' })), { name: 'Fine' }));
  sayAll('preview: many lines', previewSaid(many), previewText(many));
  const parsed = parseImport('team,shoe size\nA,42', 2);
  assert.ok(parsed.ok);
  if (parsed.ok) parsed.value.said.forEach((m, i) => sayAll(`note ${i}`, m, parsed.value.notes[i]!));
  const ctx = { now: NOW, random: rand };
  refused('no rows to import', importTeams(structuredClone(t), [], ctx));
  refused('too many rows to import', importTeams(structuredClone(t), rows(...Array.from({ length: 1025 }, () => ({}))), ctx));
  refused('no row can be imported', importTeams(structuredClone(t), rows({ name: '' }), ctx));
  const imported = importTeams(structuredClone(t), rows({ name: 'New 1' }, { name: '' }), ctx);
  assert.ok(imported.ok && imported.said);
  if (imported.ok && imported.said) sayAll('imported', imported.said, imported.msg);
  const full = structuredClone(t);
  for (let i = 0; i < 1022; i++) full.teams[`x${i}`] = { ...full.teams.t1!, id: `x${i}`, name: `X ${i}`, seed: 100 + i };
  const over = checkImport(full, rows({ name: 'One more' }));
  sayAll('over the cap', over[0]!.whys![0]!, over[0]!.errors[0]!);
});

const CREATE = CREATE_PARAMS;

test('creating a tournament: every parameter', () => {
  const cases: Record<string, unknown>[] = [
    { preset: 'chess' },
    { courtCount: 0 },
    { teamSize: 13 },
    { pointsTo: 0 },
    { winBy: 9 },
    { bracketPointsTo: 0 },
    { bracketWinBy: 0 },
    { name: '' },
    { name: 'x'.repeat(81) },
    { name: 'Sand\nOpen' },
    { name: '\u200b' },
    { date: '' },
    { date: '2026-02-30' },
    { cap: 5 },
    { pointsTo: 0, cap: 1000 },
    { bestOf: 2 },
    { stages: 'finals' },
    { bracketBestOf: 4 },
    { bracketCap: 3 },
    { cap: 22, bracketPointsTo: 25 },
    { decidingSetTo: 100 },
    { tiebreaks: 7 },
    { tiebreaks: ' , ' },
    { tiebreaks: 'luck' },
    { tiebreaks: 'setRatio,setRatio' },
    { notes: 5 },
    { notes: 'n'.repeat(2001) },
    { language: 'xx' },
  ];
  for (const c of cases) {
    const r = checkCreateParams({ ...CREATE, ...c } as never);
    refused(`create ${JSON.stringify(c).slice(0, 40)}`, r);
  }
  // Several fields: the English summary names them; other languages say "fix the highlighted fields" beside each field's message.
  const several = checkCreateParams({ ...CREATE, courtCount: 0, bestOf: 2 } as never);
  assert.ok(!several.ok && several.why === undefined);
  refused('several fields at once', several, /Please correct 2 fields/);
  const rules: Rules = { teamSize: 2, pointsTo: 21, winBy: 2, cap: 0, bestOf: 1, tiebreaks: [] };
  const team = checkTeamFields({ name: '', captain: '', players: 2 }, rules, { phoneRequired: true, takenNames: [] });
  refused('a team of several problems', team);
});

test('the server’s form parsing: every field problem has a message', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['phase', {}],
    ['phase', { phase: 'x' }],
    ['banner', { banner: {} }],
    ['broadcast', { text: ' ' }],
    ['score', { match: '' }],
    ['score', { match: 'x'.repeat(65), sets: [] }],
    ['score', { match: 'A1', sets: 'nope' }],
    ['score', { match: 'A1', sets: '' }],
    ['score', { match: 'A1', sets: 5 }],
    ['score', { match: 'A1', sets: [[1]] }],
    ['score', { match: 'A1', sets: [[21, 15]], rev: -1 }],
    ['live', { match: 'A1', a: 'x', b: 0 }],
    ['team', { op: 'arrive', id: 't1', arrived: 'maybe' }],
    ['generate', { what: 'bracket', tier: 'x'.repeat(100) }],
    ['generate', { what: 'bracket', fromRank: 99 }],
    ['generate', { what: 'bracket', consolation: 'perhaps' }],
  ];
  for (const [route, body] of cases) refused(`${route} ${JSON.stringify(body).slice(0, 40)}`, organizerParsers[route]!(body));
});

test('every message of an engine refusal above was said', () => {
  const keys = Object.keys(englishRefusals).filter((k) => !REGISTRATION.has(k) && !CLIENT_ONLY.has(k) && !MATCH_NAMES.has(k));
  assert.equal(
    keys.filter((k) => !seen.has(k)),
    [],
  );
});

test.run();
