// Arrival check-in and a lost team code through apply(): teamArrive, withdrawAbsent, teamNewCode.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as Y from 'yjs';
import { apply } from '../../../shared/engine/apply.js';
import { project } from '../../../shared/public/project.js';
import { readPublicDoc } from '../../../shared/public/public-ydoc-read.js';
import { writePublicDoc } from '../../../shared/public/public-ydoc.js';
import type { Intent, Tournament } from '../../../shared/engine/types.js';
import { must, prng, seededTournament } from '../../../harness/sim.js';

const NOW = 1_700_000_000_000;
const rand = prng(11);
const run = (t: Tournament, i: Intent) => apply(t, i, { now: NOW, random: rand });
const fresh = (teams = 4) => seededTournament({ teams, courts: 2, stages: ['pool', 'bracket'] }, rand, NOW);

test('a team is not arrived at registration, and the public document says so', () => {
  const t = must(run(fresh(2), { type: 'register', name: 'Late Lobbers', captain: 'Lu', phone: '5551234567', players: 2 })).state;
  assert.ok(Object.values(t.teams).every((x) => x.arrived === false));
  assert.ok(project(t, NOW).teams.every((x) => x.arrived === false));
});

test('arrive marks a team checked in and back; the same mark again changes nothing', () => {
  const t = fresh();
  const on = must(run(t, { type: 'teamArrive', id: 't2', arrived: true }));
  assert.is(on.state.teams.t2!.arrived, true);
  assert.match(on.msg, /Team 2 checked in/);
  assert.is(project(on.state, NOW).teams.find((x) => x.id === 't2')!.arrived, true);
  const again = must(run(on.state, { type: 'teamArrive', id: 't2', arrived: true }));
  assert.is(again.changed, false);
  assert.is(again.state, on.state, 'the state object is the same: nothing was written');
  const off = must(run(on.state, { type: 'teamArrive', id: 't2', arrived: false }));
  assert.is(off.state.teams.t2!.arrived, false);
});

test('arrive refuses an unknown id and a withdrawn team, changing nothing', () => {
  const t = must(run(fresh(), { type: 'withdraw', id: 't3', mode: 'void' })).state;
  const unknown = run(t, { type: 'teamArrive', id: 't99', arrived: true });
  assert.not.ok(unknown.ok);
  if (!unknown.ok) assert.is(unknown.kind, 'notFound');
  const gone = run(t, { type: 'teamArrive', id: 't3', arrived: true });
  assert.not.ok(gone.ok);
  if (!gone.ok) assert.match(gone.error, /Team 3 is withdrawn/);
});

test('a team stored before check-in existed (no flag) counts as not arrived', () => {
  const t = fresh(2);
  delete t.teams.t1!.arrived;
  assert.is(project(t, NOW).teams.find((x) => x.id === 't1')!.arrived, false);
  const r = must(run(t, { type: 'withdrawAbsent', mode: 'void' }));
  assert.is(r.state.teams.t1!.status, 'withdrawn');
});

test('withdrawAbsent withdraws every registered team not arrived, in one result, and names them', () => {
  let t = fresh(5);
  for (const id of ['t1', 't3', 't4']) t = must(run(t, { type: 'teamArrive', id, arrived: true })).state;
  const r = must(run(t, { type: 'withdrawAbsent', mode: 'forfeit' }));
  const status = Object.fromEntries(Object.values(r.state.teams).map((x) => [x.id, x.status]));
  assert.equal(status, { t1: 'registered', t2: 'withdrawn', t3: 'registered', t4: 'registered', t5: 'withdrawn' });
  assert.is(r.state.teams.t2!.withdrawMode, 'forfeit');
  assert.match(r.msg, /Withdrew 2 teams that had not checked in: Team 2 and Team 5/);
  const pub = project(r.state, NOW);
  assert.equal(
    pub.withdrawn.map((x) => x.id),
    ['t2', 't5'],
  );
});

test('withdrawAbsent with matches drawn settles the absent teams by the mode', () => {
  let t = fresh(4);
  t = must(run(t, { type: 'generatePools', poolSize: 4 })).state;
  for (const id of ['t1', 't2', 't3']) t = must(run(t, { type: 'teamArrive', id, arrived: true })).state;
  const r = must(run(t, { type: 'withdrawAbsent', mode: 'void' }));
  const own = Object.values(r.state.matches).filter((m) => m.a === 't4' || m.b === 't4');
  assert.ok(own.length > 0);
  assert.ok(
    own.every((m) => m.status === 'void'),
    'every match of the absent team is void',
  );
});

test('withdrawAbsent is refused with a sentence when nobody is absent, or nobody is registered', () => {
  let t = fresh(2);
  for (const id of ['t1', 't2']) t = must(run(t, { type: 'teamArrive', id, arrived: true })).state;
  const none = run(t, { type: 'withdrawAbsent', mode: 'forfeit' });
  assert.not.ok(none.ok);
  if (!none.ok) assert.match(none.error, /All 2 registered teams have checked in; nobody to withdraw/);
  const empty = run(fresh(0), { type: 'withdrawAbsent', mode: 'void' });
  assert.not.ok(empty.ok);
  if (!empty.ok) assert.match(empty.error, /no registered teams/);
});

test('a new code differs from the old one and from every other team code, and is reported once', () => {
  const t = fresh(6);
  const old = t.teams.t4!.code;
  const r = must(run(t, { type: 'teamNewCode', id: 't4' }));
  const code = r.state.teams.t4!.code;
  assert.is.not(code, old);
  assert.match(code, /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/);
  const others = Object.values(r.state.teams)
    .filter((x) => x.id !== 't4')
    .map((x) => x.code);
  assert.not.ok(others.includes(code));
  assert.equal(
    r.events.filter((e) => e.type === 'codeIssued'),
    [{ type: 'codeIssued', team: 't4', code }],
  );
  assert.not.ok(r.msg.includes(code), 'the message does not carry the code (it lands in form redirects)');
  assert.not.ok(JSON.stringify(project(r.state, NOW)).includes(code), 'the public document never holds a code');
});

test('a new code even when the random source keeps hitting the old code', () => {
  const t = fresh(1);
  const stuck = () => 0;
  const a = must(apply(t, { type: 'teamNewCode', id: 't1' }, { now: NOW, random: stuck }));
  const b = must(apply(a.state, { type: 'teamNewCode', id: 't1' }, { now: NOW, random: stuck }));
  assert.is.not(b.state.teams.t1!.code, a.state.teams.t1!.code);
});

test('newCode refuses an unknown team', () => {
  const r = run(fresh(1), { type: 'teamNewCode', id: 'nope' });
  assert.not.ok(r.ok);
});

test('the public Y.Doc carries arrived and reads it back unchanged after a check-in', () => {
  const doc = new Y.Doc();
  let t = fresh(3);
  writePublicDoc(doc, project(t, NOW));
  t = must(run(t, { type: 'teamArrive', id: 't2', arrived: true })).state;
  const pub = project(t, NOW + 1);
  writePublicDoc(doc, pub);
  const back = readPublicDoc(doc)!;
  assert.equal(back.teams, pub.teams);
  assert.is(back.teams.find((x) => x.id === 't2')!.arrived, true);
});

test.run();
