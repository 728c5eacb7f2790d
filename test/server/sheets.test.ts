// The desk's paper and spreadsheets through the real server: check-in, withdraw absent, a new team code, CSV import (preview and confirm),
// CSV exports and printed sheets, by form and JSON.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { apply } from '../../shared/engine/apply.js';
import { project } from '../../shared/public/project.js';
import { poolSheetsPage } from '../../server/pages/print-pools.js';
import { schedulePage } from '../../server/pages/print-schedule.js';
import { scoreSheetsPage } from '../../server/pages/print-score.js';
import { deskIntent } from '../../server/yrooms/synced-intents.js';
import { must, prng, seededTournament } from '../../harness/sim.js';
import { Client, codeFrom, serverFor } from '../fixtures/server.js';

const NOW = 1_750_000_000_000;

const t = suite('sheets');
const { srv, c } = serverFor(t, { login: 'Desk Dora' });

/** A tournament with `n` public registrations (private fields distinctive); returns the slug and each team's code. */
async function withTeams(name: string, n: number): Promise<{ slug: string; codes: string[]; ids: string[] }> {
  const slug = await c.create({ name, courtCount: 2, bestOf: 3 });
  const codes: string[] = [];
  for (let i = 1; i <= n; i++)
    codes.push(
      codeFrom(
        await c.register(slug, {
          name: `Team ${i}`,
          captain: `Captain Qz${i}`,
          phone: `555 010 ${String(i).padStart(4, '0')}`,
          playerNames: `Pl Xa${i}\nPl Xb${i}`,
        }),
      ),
    );
  const st = await c.state(slug);
  return { slug, codes, ids: st.teams.map((x: any) => x.id) };
}

const events = async (slug: string) => {
  const text = await (await c.get(`/admin/t/${slug}/events.csv`)).text();
  return text.trim().split('\r\n').slice(1);
};

t('arrive by JSON and by form: state.json carries arrived, the team page says so, and each tap is an events row', async () => {
  const { slug, codes, ids } = await withTeams('Arrive Cup', 3);
  let st = await c.state(slug);
  assert.ok(
    st.teams.every((x: any) => x.arrived === false),
    'false at registration',
  );
  const before = (await events(slug)).length;
  const j = await c.json(`/admin/t/${slug}/team`, { op: 'arrive', id: ids[0], arrived: '1' });
  assert.is(j.status, 200);
  assert.equal(await j.json(), { ok: true, msg: 'Team 1 checked in.' });
  const f = await c.form(`/admin/t/${slug}/team`, { op: 'arrive', id: ids[1]!, arrived: 1 });
  assert.is(f.status, 303);
  assert.match(f.headers.get('location')!, new RegExp(`^/admin/t/${slug}\\?msg=Team%202%20checked%20in`));
  st = await c.state(slug);
  assert.equal(
    st.teams.map((x: any) => x.arrived),
    [true, true, false],
  );
  assert.is((await events(slug)).length, before + 2);
  const page = await (await c.get(`/t/${slug}/team/${codes[0]}`)).text();
  assert.match(page, /data-checkin>Checked in</);
  const other = await (await c.get(`/t/${slug}/teams/${ids[2]}`)).text();
  assert.match(other, /data-checkin>Not checked in yet</);
  const bad = await c.json(`/admin/t/${slug}/team`, { op: 'arrive', id: ids[2], arrived: 'maybe' });
  assert.is(bad.status, 400);
  assert.match((await bad.json()).error, /arrived must be 1 \(yes\) or 0 \(no\)/);
});

t(
  'withdrawAbsent withdraws every team not arrived in one write and one events row; refused with a sentence when nobody is absent',
  async () => {
    const { slug, ids } = await withTeams('Absent Cup', 4);
    await c.act(`/admin/t/${slug}/team`, { op: 'arrive', id: ids[0], arrived: 1 });
    await c.act(`/admin/t/${slug}/team`, { op: 'arrive', id: ids[2], arrived: 1 });
    const before = (await events(slug)).length;
    const res = await c.json(`/admin/t/${slug}/team`, { op: 'withdrawAbsent', mode: 'void' });
    assert.is(res.status, 200);
    assert.match((await res.json()).msg, /Withdrew 2 teams that had not checked in: Team 2 and Team 4/);
    const rows = await events(slug);
    assert.is(rows.length, before + 1, 'one events row');
    assert.match(rows[rows.length - 1]!, /"withdrawAbsent","2 absent \(void\)/);
    const st = await c.state(slug);
    assert.equal(
      st.teams.map((x: any) => x.name),
      ['Team 1', 'Team 3'],
    );
    assert.equal(
      st.withdrawn.map((x: any) => x.name),
      ['Team 2', 'Team 4'],
    );
    const again = await c.json(`/admin/t/${slug}/team`, { op: 'withdrawAbsent', mode: 'void' });
    assert.is(again.status, 400);
    assert.match((await again.json()).error, /All 2 registered teams have checked in; nobody to withdraw/);
    const form = await c.form(`/admin/t/${slug}/team`, { op: 'withdrawAbsent', mode: 'void' });
    assert.is(form.status, 303);
    assert.match(decodeURIComponent(form.headers.get('location')!), /\?error=All 2 registered teams/);
  },
);

t('newCode: JSON answers the code, the old code answers 404 and the new one opens the page; the code is in no events row', async () => {
  const { slug, codes, ids } = await withTeams('Code Cup', 2);
  const res = await c.json(`/admin/t/${slug}/team`, { op: 'newCode', id: ids[1] });
  assert.is(res.status, 200);
  const body = await res.json();
  assert.is(body.ok, true);
  assert.match(body.code, /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/);
  assert.is.not(body.code, codes[1]);
  assert.not.ok(body.msg.includes(body.code));
  assert.is((await c.get(`/t/${slug}/team/${codes[1]}`)).status, 404, 'the old code no longer opens the team page');
  const page = await c.get(`/t/${slug}/team/${body.code.toLowerCase()}`);
  assert.is(page.status, 200);
  assert.match(await page.text(), /Team 2/);
  const log = (await events(slug)).join('\n');
  assert.match(log, /"teamNewCode","new code for (t\d+ )?""Team 2"""/);
  assert.not.ok(log.includes(body.code) || log.includes(codes[1]!), 'no code in the events table');
  const form = await c.form(`/admin/t/${slug}/team`, { op: 'newCode', id: ids[0]! });
  assert.is(form.status, 303);
  assert.not.match(form.headers.get('location')!, /code=/, 'a form redirect never carries the code');
  const missing = await c.json(`/admin/t/${slug}/team`, { op: 'newCode', id: 'nobody' });
  assert.is(missing.status, 400);
});

t('import preview (JSON) names every row and writes nothing; confirm adds every valid row in one write', async () => {
  const { slug } = await withTeams('Import Cup', 1);
  const csv =
    'Team Name;Captain;Phone;Players;Player names;Seed\nSand Sharks;Ann;555 010 2030;2;Ann, Bo;\nteam 1;Bo;;2;;\nDig Dug;;123;9;;\n"Block; Party";Cy;;2;;5\n';
  const before = (await events(slug)).length;
  const p = await c.json(`/admin/t/${slug}/import`, { csv, confirm: '0' });
  assert.is(p.status, 200);
  const preview = await p.json();
  assert.is(preview.ok, true);
  assert.match(preview.msg, /2 rows can be imported; 2 with problems \(lines 3 and 4\)/);
  assert.equal(
    preview.rows.map((r: any) => [r.line, r.name, r.ok]),
    [
      [2, 'Sand Sharks', true],
      [3, 'team 1', false],
      [4, 'Dig Dug', false],
      [5, 'Block; Party', true],
    ],
  );
  assert.match(preview.rows[1].errors[0], /already registered/);
  assert.is(preview.rows[2].errors.length, 3, 'captain, phone and players of line 4 are each named');
  assert.is((await c.state(slug)).teams.length, 1, 'a preview writes nothing');
  assert.is((await events(slug)).length, before, 'and logs nothing');
  const done = await c.json(`/admin/t/${slug}/import`, { csv, confirm: 1 });
  assert.is(done.status, 200);
  const out = await done.json();
  assert.match(out.msg, /Imported 2 teams; 2 rows skipped \(lines 3 and 4\)/);
  assert.is(out.rows.length, 4);
  const st = await c.state(slug);
  assert.equal(
    st.teams.map((x: any) => [x.name, x.seed]),
    [
      ['Team 1', 1],
      ['Block; Party', 5],
      ['Sand Sharks', 6],
    ],
  );
  const rows = await events(slug);
  assert.is(rows.length, before + 1, 'one events row for the import');
  assert.match(rows[rows.length - 1]!, /"teamImport","4 CSV rows"/);
  assert.not.match(rows.join('\n'), /555 010 2030/, 'no phone in the events table');
});

t(
  'import refusals: no valid row adds nothing (400 with rows), an unreadable file or a bad confirm is 400, a form preview is a page',
  async () => {
    const { slug } = await withTeams('Refuse Cup', 1);
    const none = await c.json(`/admin/t/${slug}/import`, { csv: 'name,captain\nTeam 1,X', confirm: 1 });
    assert.is(none.status, 400);
    const body = await none.json();
    assert.is(body.ok, false);
    assert.match(body.error, /No row can be imported \(line 2: A team named "Team 1" is already registered/);
    assert.is(body.rows.length, 1);
    assert.is((await c.state(slug)).teams.length, 1);
    const noName = await c.json(`/admin/t/${slug}/import`, { csv: 'captain,phone\nAnn,5550102030', confirm: 0 });
    assert.is(noName.status, 400);
    assert.match((await noName.json()).error, /none of them is the team name/);
    const badConfirm = await c.json(`/admin/t/${slug}/import`, { csv: 'name\nA', confirm: 'yes please' });
    assert.is(badConfirm.status, 400);
    assert.match((await badConfirm.json()).error, /confirm must be 0 \(preview\) or 1 \(import\)/);
    const huge = await c.json(`/admin/t/${slug}/import`, { csv: `name\n${'x'.repeat(600 * 1024)}`, confirm: 0 });
    assert.is(huge.status, 400);
    assert.match((await huge.json()).error, /limit is 512 KB/);
    const page = await c.form(`/admin/t/${slug}/import`, { csv: 'name,captain\nNew One,<b>Ann</b>\nTeam 1,Bo', confirm: 0 });
    assert.is(page.status, 200);
    const html = await page.text();
    assert.match(html, /1 row can be imported; 1 with problems \(line 3\)/);
    assert.match(html, /Import 1 team/);
    assert.match(html, /&lt;b&gt;Ann&lt;\/b&gt;/, 'the pasted text comes back escaped');
    const confirmForm = await c.form(`/admin/t/${slug}/import`, { csv: 'name,captain\nNew One,Ann', confirm: 1 });
    assert.is(confirmForm.status, 303);
    assert.match(decodeURIComponent(confirmForm.headers.get('location')!), /\?msg=Imported 1 team\./);
    const anon = await new Client(srv.base).json(`/admin/t/${slug}/import`, { csv: 'name\nX', confirm: 1 });
    assert.is(anon.status, 401);
  },
);

t(
  'CSV exports: organizers only, formulas neutralised, results with sets, court and times; roster no-store with private fields',
  async () => {
    const { slug, ids } = await withTeams('Export Cup', 4);
    await c.act(`/admin/t/${slug}/team`, {
      op: 'edit',
      id: ids[0],
      name: '=HYPERLINK("x")',
      captain: '@boss',
      players: 2,
      phone: '+1 555 010 9999',
    });
    await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
    await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
    const st = await c.state(slug);
    const live = st.courts[0].match;
    await c.act(`/admin/t/${slug}/score`, { match: live.id, sets: '21-15, 18-21, 21-10' });
    for (const file of ['standings.csv', 'results.csv', 'roster.csv']) {
      const anon = await new Client(srv.base).get(`/admin/t/${slug}/${file}`);
      assert.is(anon.status, 303, `${file} needs an organizer`);
    }
    const standings = await c.get(`/admin/t/${slug}/standings.csv`);
    assert.match(standings.headers.get('content-type')!, /text\/csv/);
    const s = await standings.text();
    assert.match(s.split('\r\n')[0]!, /^Pool,Rank,Team,Won,Lost/);
    assert.match(s, /"'=HYPERLINK\(""x""\)"/, 'a formula cell gets a leading quote');
    assert.match(s, /"'-\d+"/, 'a negative point difference is prefixed too');
    const results = await (await c.get(`/admin/t/${slug}/results.csv`)).text();
    const lines = results.split('\r\n');
    assert.match(lines[0]!, /^Match,Court,Team A,Team B,Status,Winner,Result,Set 1,Set 2,Set 3,Work team,Started,Ended$/);
    const played = lines.find((l) => l.includes('"21-15, 18-21, 21-10"'))!;
    assert.ok(played, 'the scored match is listed with its sets');
    assert.match(played, /"Final".*"21-15","18-21","21-10"/);
    assert.match(played, /"1",/, 'the court it was played on');
    assert.match(played, /"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d","\d{4}-\d\d-\d\d \d\d:\d\d:\d\d"$/, 'start and end times');
    assert.is(lines.filter((l) => l.startsWith('"Pool A')).length, 6, 'every pool match');
    const roster = await c.get(`/admin/t/${slug}/roster.csv`);
    assert.is(roster.headers.get('cache-control'), 'no-store');
    const r = await roster.text();
    assert.match(r, /"'@boss","'\+1 555 010 9999"/);
    assert.match(r, /"Pl Xa2; Pl Xb2"/);
    assert.match(r, /Captain Qz2/);
  },
);

t(
  'private data (captain, phone, player names, codes) never reaches state.json, the public pages or the Yjs-free feed after these actions',
  async () => {
    const { slug, codes, ids } = await withTeams('Private Cup', 2);
    await c.act(`/admin/t/${slug}/import`, {
      csv: 'name,captain,phone,player names\nSecret Squad,Captain Zzq,555 777 8888,Hidden Playerq',
      confirm: 1,
    });
    await c.act(`/admin/t/${slug}/team`, { op: 'arrive', id: ids[0], arrived: 1 });
    const fresh = await c.json(`/admin/t/${slug}/team`, { op: 'newCode', id: ids[1] });
    const code = (await fresh.json()).code as string;
    const pub = await (await c.get(`/t/${slug}/state.json`)).text();
    const board = await (await c.get(`/t/${slug}`)).text();
    for (const secret of ['Captain Zzq', '555 777 8888', 'Hidden Playerq', 'Captain Qz1', 'Pl Xa1', code, codes[0]!]) {
      assert.not.ok(pub.includes(secret), `state.json holds ${secret}`);
      assert.not.ok(board.includes(secret), `the board holds ${secret}`);
    }
  },
);

t(
  'printed sheets: score sheets per match with teams, court, stage rules and signatures; schedule per court; pool grid; bad filters in words',
  async () => {
    const { slug, ids } = await withTeams('Print Cup', 4);
    const empty = await (await c.get(`/admin/t/${slug}/print/scoresheets`)).text();
    assert.match(empty, /No match to print/);
    await c.act(`/admin/t/${slug}/team`, { op: 'edit', id: ids[0], name: 'Sand <Sharks>', captain: 'A', players: 2 });
    await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
    const sheets = await c.get(`/admin/t/${slug}/print/scoresheets`);
    assert.is(sheets.status, 200);
    assert.is(sheets.headers.get('cache-control'), 'no-store');
    const html = await sheets.text();
    assert.is((html.match(/class="score-sheet"/g) ?? []).length, 6, 'one sheet per pool match');
    assert.match(html, /Sand &lt;Sharks&gt;/);
    assert.match(html, /Pool play: to 21, win by 2 · best of 3 \(first to 2 sets\)/);
    assert.match(html, /Set 3<small>to 21, win by 2<\/small>/);
    assert.match(html, /Captain, Team 2/);
    assert.match(html, /Work team \/ referee/);
    assert.match(html, /<span>Court<\/span><strong>[12]<\/strong>/, 'the planned court');
    assert.match(html, /data-print/, 'a print button');
    assert.not.match(html, /Captain Qz|555 010/, 'no private data on the sheets');
    const court2 = await (await c.get(`/admin/t/${slug}/print/scoresheets?court=2`)).text();
    assert.ok((court2.match(/class="score-sheet"/g) ?? []).length < 6);
    const bad = await c.get(`/admin/t/${slug}/print/scoresheets?court=9`);
    assert.is(bad.status, 400);
    assert.match(await bad.text(), /court must be a court number from 1 to 2/);
    const schedule = await (await c.get(`/admin/t/${slug}/print/schedule`)).text();
    assert.match(schedule, /<h2>Court 1/);
    assert.match(schedule, /<h2>Court 2/);
    assert.match(schedule, /about \d\d:\d\d/);
    const pools = await (await c.get(`/admin/t/${slug}/print/pools`)).text();
    assert.match(pools, /<h2>Pool A<\/h2>/);
    assert.is((pools.match(/class="rr-self"/g) ?? []).length, 4, 'a grid of 4 teams has 4 blanked diagonal cells');
    assert.is((await new Client(srv.base).get(`/admin/t/${slug}/print/pools`)).status, 303, 'organizers only');
    assert.is((await c.get('/admin/t/nope/print/pools')).status, 404);
  },
);

t('a score sheet by match: that one sheet, with its stage rules', async () => {
  const slug = await c.create({ name: 'Stage Cup', courtCount: 2, bestOf: 1, pointsTo: 25, cap: 27 });
  for (let i = 1; i <= 4; i++) await c.register(slug, { name: `Team ${i}` });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  const m = (await c.state(slug)).pools[0].matches[0];
  const one = await (await c.get(`/admin/t/${slug}/print/scoresheets?match=${m.id}`)).text();
  assert.is((one.match(/class="score-sheet"/g) ?? []).length, 1);
  assert.match(one, /Pool play: to 25, win by 2, cap 27 · one set/);
  assert.is((one.match(/class="tally-cell"/g) ?? []).length, 2 * 27, 'the tally runs to the cap, one row per team');
  assert.match(await (await c.get(`/admin/t/${slug}/print/scoresheets?match=nope`)).text(), /there is no such match/);
});

t(
  'score sheets follow the rules of each stage (bracket rules, the deciding set) and name the work team; the schedule and pool sheets list it',
  () => {
    const rand = prng(3);
    const bracket = { pointsTo: 21, winBy: 2, cap: 0, bestOf: 3 };
    let tour = seededTournament(
      { teams: 4, courts: 2, stages: ['pool', 'bracket'], rules: { bestOf: 1, bracket, decidingSetTo: 15 } },
      rand,
      NOW,
    );
    const ctx = { now: NOW, random: rand };
    tour = must(apply(tour, { type: 'generatePools', poolSize: 4, workTeams: true }, ctx)).state;
    let pub = project(tour, NOW);
    const m = Object.values(tour.matches)[0]!;
    const work = tour.teams[m.workTeam!]!.name;
    const sheet = scoreSheetsPage({ t: tour, pub, now: NOW, filter: { match: m.id } });
    assert.match(sheet, /Pool play: to 21, win by 2 · one set/);
    assert.ok(sheet.includes(`<span class="fill">${work}</span>`), 'the work team is on the sheet');
    assert.ok(schedulePage({ t: tour, pub, now: NOW }).includes(`<td>${work}</td>`));
    assert.ok(poolSheetsPage({ t: tour, pub, now: NOW }).includes(`<td>${work}</td>`));
    for (const pm of Object.values(tour.matches)) tour = must(apply(tour, { type: 'score', match: pm.id, sets: [[21, 10]] }, ctx)).state;
    tour = must(apply(tour, { type: 'generateBracket', perPool: 2, wildcards: 0, bracketType: 'single', thirdPlace: false }, ctx)).state;
    pub = project(tour, NOW);
    const final = scoreSheetsPage({ t: tour, pub, now: NOW, filter: {} });
    assert.match(final, /Bracket play: to 21, win by 2 · best of 3 \(first to 2 sets\) · deciding set to 15, win by 2/);
    assert.match(final, /Set 3<small>to 15, win by 2<\/small>/);
    const cells = (n: number) => (final.match(new RegExp(`class="tally-cell">${n}<`, 'g')) ?? []).length;
    assert.equal(
      [cells(20), cells(21), cells(26)],
      [6, 4, 4],
      'sets 1 and 2 are tallied to 26 (21 and a few), the deciding set to 20 (15 and a few), one row per team',
    );
  },
);

t("the organizer Yjs room reads check-in and new-code intents with the routes' parser (an import, a whole file, goes by HTTP)", () => {
  assert.equal(deskIntent({ type: 'teamArrive', id: 't3', arrived: true }), {
    ok: true,
    intent: { type: 'teamArrive', id: 't3', arrived: true },
  });
  assert.equal(deskIntent({ type: 'withdrawAbsent', mode: 'void' }), { ok: true, intent: { type: 'withdrawAbsent', mode: 'void' } });
  assert.equal(deskIntent({ type: 'teamNewCode', id: 't3' }), { ok: true, intent: { type: 'teamNewCode', id: 't3' } });
  const bad = deskIntent({ type: 'teamArrive', id: 't3' });
  assert.ok(!bad.ok && /arrived must be 1 \(yes\) or 0 \(no\)/.test(bad.error));
  assert.not.ok(deskIntent({ type: 'teamImport', rows: [] }).ok);
});

t('the desk shows check-in, each code with New code, the import form and one-click sheets', async () => {
  const { slug, codes } = await withTeams('Desk Cup', 2);
  const desk = await (await c.get(`/admin/t/${slug}`)).text();
  assert.match(desk, /0 of 2 checked in · 2 missing/);
  assert.ok(desk.includes(`<code>${codes[0]}</code>`));
  assert.match(desk, /Issue a new code/);
  assert.match(desk, /Withdraw 2 absent teams/);
  assert.match(desk, /action="\/admin\/t\/desk-cup\/import"/);
  for (const link of ['print/scoresheets', 'print/schedule', 'print/pools', 'standings.csv', 'results.csv', 'roster.csv'])
    assert.ok(desk.includes(`/admin/t/${slug}/${link}`), link);
  assert.ok(desk.includes(`/t/${slug}/bracket`));
});

t.run();
