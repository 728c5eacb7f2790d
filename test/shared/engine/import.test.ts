// CSV import: reading RFC 4180 text, loose headers, every row's problems named, and the one-write teamImport.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply } from '../../../shared/engine/apply.js';
import { CSV_LIMITS, readCsv } from '../../../shared/engine/csv.js';
import { checkImport, parseImport, previewText } from '../../../shared/engine/import.js';
import type { ImportRow, Tournament } from '../../../shared/engine/types.js';
import { must, prng, seededTournament } from '../../../harness/sim.js';

const NOW = 1_700_000_000_000;
const rand = prng(5);
const fresh = (teams = 0) => seededTournament({ teams, courts: 2, stages: ['pool', 'bracket'] }, rand, NOW);

function rowsOf(text: string, teamSize = 2): ImportRow[] {
  const p = parseImport(text, teamSize);
  if (!p.ok) throw new Error(p.error);
  return p.value.rows;
}

const importAll = (t: Tournament, text: string) => apply(t, { type: 'teamImport', rows: rowsOf(text) }, { now: NOW, random: rand });

test('readCsv: quoted cells keep commas, doubled quotes and line breaks; records know their first line', () => {
  const r = readCsv('name,players\r\n"Dig, Dug",2\n"Say ""hi""","2"\n"Two\nLines",3\n');
  assert.ok(r.ok);
  if (!r.ok) return;
  assert.equal(r.records, [
    { line: 1, cells: ['name', 'players'] },
    { line: 2, cells: ['Dig, Dug', '2'] },
    { line: 3, cells: ['Say "hi"', '2'] },
    { line: 4, cells: ['Two\nLines', '3'] },
  ]);
});

test('readCsv: semicolons and tabs (a paste from a spreadsheet) are read as the delimiter, a BOM and blank rows dropped', () => {
  const semi = readCsv('\ufeffTeam;Players\nA;2\n\n;\nB;3');
  assert.ok(semi.ok);
  if (semi.ok)
    assert.equal(
      semi.records.map((r) => r.cells),
      [
        ['Team', 'Players'],
        ['A', '2'],
        ['B', '3'],
      ],
    );
  const tabs = readCsv('Team\tCaptain\nSand, Sharks\tAnn');
  assert.ok(tabs.ok);
  if (tabs.ok) assert.equal(tabs.records[1]!.cells, ['Sand, Sharks', 'Ann']);
});

test('readCsv refuses an unclosed quote and every size limit with a sentence naming it', () => {
  const open = readCsv('name\n"Sand Sharks\n');
  assert.not.ok(open.ok);
  if (!open.ok) assert.match(open.error, /Line 2 opens a quoted cell that never closes/);
  const big = readCsv('x'.repeat(CSV_LIMITS.chars + 1));
  assert.not.ok(big.ok);
  if (!big.ok) assert.match(big.error, /limit is 512 KB/);
  const rows = readCsv(`name\n${Array.from({ length: CSV_LIMITS.rows + 1 }, (_, i) => `T${i}`).join('\n')}`);
  assert.not.ok(rows.ok);
  if (!rows.ok) assert.match(rows.error, /more than 1024 rows/);
  const wide = readCsv(`${Array.from({ length: CSV_LIMITS.cells + 1 }, (_, i) => `c${i}`).join(',')}`);
  assert.not.ok(wide.ok);
  if (!wide.ok) assert.match(wide.error, /Line 1 has more than 32 cells/);
  const long = readCsv(`name\n"${'x'.repeat(CSV_LIMITS.cellChars + 1)}"`);
  assert.not.ok(long.ok);
  if (!long.ok) assert.match(long.error, /Line 2 has a cell of more than 1000 characters/);
});

test('headers are matched loosely: Team Name, Captain, Phone Number, # of players, Player names, Seeding', () => {
  const rows = rowsOf(
    'Team Name,Captain,Phone Number,No. of Players,Player names,Seeding,Email\nSand Sharks,Ann,555 123 4567,3,"Ann; Bo; Cy",2,ann@example.org',
  );
  assert.equal(rows, [
    { line: 2, name: 'Sand Sharks', captain: 'Ann', players: '3', phone: '555 123 4567', playerNames: 'Ann\nBo\nCy', seed: '2' },
  ]);
  const p = parseImport('team,captain,email\nA,B,x', 2);
  assert.ok(p.ok);
  if (p.ok) {
    assert.ok(p.value.notes.some((n) => /Column not used: "email"/.test(n)));
    assert.ok(p.value.notes.some((n) => /No players column/.test(n)));
  }
});

test('player 1, player 2 columns add to the names; without a players column a team counts its players', () => {
  const rows = rowsOf('team,captain,player 1,player 2,player 3\nDig Dug,Di,Anna,Ben,Cleo', 2);
  assert.is(rows[0]!.playerNames, 'Anna\nBen\nCleo');
  assert.is(rows[0]!.players, '3');
  assert.is(rowsOf('team,captain\nX,Y', 2)[0]!.players, '2', 'no names: the team size');
});

test('the file as a whole is refused without a name column, with two name columns, or empty', () => {
  const noName = parseImport('captain,phone\nAnn,5551234', 2);
  assert.not.ok(noName.ok);
  if (!noName.ok) assert.match(noName.error, /none of them is the team name/);
  const two = parseImport('Team,Name\nA,B', 2);
  assert.not.ok(two.ok);
  if (!two.ok) assert.match(two.error, /Two columns hold the team name: "Team" and "Name"/);
  for (const text of ['', '   \n ', 'name\n']) assert.not.ok(parseImport(text, 2).ok, JSON.stringify(text));
});

test("every row's problems are named: registration rules, duplicates in the file and against the roster, seeds", () => {
  const t = fresh(2); // Team 1 (seed 1), Team 2 (seed 2)
  const rows = rowsOf(
    [
      'name,captain,phone,players,seed',
      'Good One,Ann,,2,',
      ',Bo,,2,',
      'team 1,Cy,,2,',
      'Good One,Di,,2,',
      'Bad Phone,Ed,12,9,',
      'Seeded,Flo,,2,2',
      'Seeded Too,Gus,,2,abc',
      'Seeded Three,Hal,,2,7',
      'Seeded Four,Ivy,,2,7',
    ].join('\n'),
  );
  const checks = checkImport(t, rows);
  const byLine = Object.fromEntries(checks.map((c) => [c.line, c]));
  assert.equal(byLine[2], { line: 2, name: 'Good One', ok: true, errors: [] });
  assert.match(byLine[3]!.errors.join(' '), /Enter a team name/);
  assert.match(byLine[4]!.errors.join(' '), /already registered/);
  assert.equal(byLine[5]!.errors, ['Line 2 already has the team name "Good One"; each team once.']);
  assert.is(byLine[6]!.errors.length, 2, 'phone and players both named');
  assert.match(byLine[6]!.errors.join(' '), /7 to 15 digits/);
  assert.match(byLine[6]!.errors.join(' '), /Players must be a whole number from 2 to 4/);
  assert.match(byLine[7]!.errors.join(' '), /Seed 2 is already held by Team 2/);
  assert.match(byLine[8]!.errors.join(' '), /seed "abc" is not a whole number/);
  assert.is(byLine[9]!.ok, true);
  assert.match(byLine[10]!.errors.join(' '), /Line 9 already has seed 7/);
  assert.match(previewText(checks), /^2 rows can be imported; 7 with problems \(lines 3, 4, 5, 6, 7, 8 and 10\) will be skipped/);
});

test('confirm: every valid row is added in one result with codes and seeds; invalid rows are skipped and named', () => {
  const t = fresh(2);
  const r = must(importAll(t, 'name,captain,phone,players,seed\nNew A,Ann,555 000 1111,2,\nteam 2,Bo,,2,\nNew B,Cy,,3,9\nNew C,Di,,2,'));
  const added = Object.values(r.state.teams).filter((x) => x.name.startsWith('New'));
  assert.equal(
    added.map((x) => [x.name, x.seed, x.status, x.arrived, x.phone]),
    [
      ['New A', 10, 'registered', false, '555 000 1111'],
      ['New B', 9, 'registered', false, ''],
      ['New C', 11, 'registered', false, ''],
    ],
  );
  const codes = Object.values(r.state.teams).map((x) => x.code);
  assert.is(new Set(codes).size, codes.length, 'every code is unique');
  assert.is(r.events.filter((e) => e.type === 'teamAdded').length, 3);
  const report = r.events.find((e) => e.type === 'imported');
  assert.ok(report && report.type === 'imported' && report.rows.length === 4 && report.rows[1]!.ok === false);
  assert.match(r.msg, /Imported 3 teams; 1 row skipped \(line 3\)/);
});

test('confirm with no valid row adds nothing and says why', () => {
  const t = fresh(1);
  const r = importAll(t, 'name,captain\nteam 1,Ann\n,Bo');
  assert.not.ok(r.ok);
  if (!r.ok) assert.match(r.error, /No row can be imported \(line 2: A team named "team 1" is already registered/);
});

test('an import stops at the team cap: rows past it are named', () => {
  const t = fresh(0);
  t.nextTeam = 1;
  for (let i = 0; i < 1022; i++) {
    t.teams[`x${i}`] = {
      id: `x${i}`,
      name: `X${i}`,
      players: 2,
      seed: i + 1,
      status: 'registered',
      poolId: null,
      withdrawMode: null,
      captain: 'c',
      phone: '',
      playerNames: [],
      code: `2${String(i).padStart(3, '2')}`,
    };
  }
  const checks = checkImport(t, rowsOf('name,captain\nA,a\nB,b\nC,c'));
  assert.equal(
    checks.map((c) => c.ok),
    [true, true, false],
  );
  assert.match(checks[2]!.errors[0]!, /limit of 1024 teams/);
});

test.run();
