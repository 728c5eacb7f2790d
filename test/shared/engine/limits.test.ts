// Engine caps: a tournament holds at most MAX_TEAMS teams, registered plus withdrawn.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply } from '../../../shared/engine/apply.js';
import { MAX_TEAMS } from '../../../shared/engine/roster.js';
import type { Intent, Tournament } from '../../../shared/engine/types.js';
import { prng, seededTournament } from '../../../harness/sim.js';

const NOW = 1_700_000_000_000;
const rand = prng(5);
const run = (t: Tournament, i: Intent) => apply(t, i, { now: NOW, random: rand });
const newTeam = (name: string): Intent => ({ type: 'register', name, captain: 'Cap', phone: '5550102030', players: 2 });

/** A checkin tournament holding `n` teams, built directly (adding 1,024 teams one by one through apply is slow). */
function withTeams(n: number): Tournament {
  const t = seededTournament({ teams: 1, courts: 4, stages: ['pool', 'bracket'] }, rand, NOW);
  const first = Object.values(t.teams)[0]!;
  t.teams = {};
  for (let i = 1; i <= n; i++) {
    t.teams[`t${i}`] = { ...first, id: `t${i}`, name: `Team ${i}`, seed: i, code: `C${String(i).padStart(3, '0')}`, playerNames: [] };
  }
  t.nextTeam = n + 1;
  return t;
}

test('the team cap is far above a large real event', () => {
  assert.ok(MAX_TEAMS >= 512);
});

test(`a tournament at the team cap refuses one more team, naming the limit, and changes nothing`, () => {
  const full = withTeams(MAX_TEAMS);
  for (const intent of [newTeam('One Too Many'), { ...newTeam('Desk Extra'), type: 'teamAdd' } as Intent]) {
    const r = run(full, intent);
    assert.equal(r.ok ? null : r.error, `This tournament has reached its limit of ${MAX_TEAMS} teams.`);
  }
  assert.is(Object.keys(full.teams).length, MAX_TEAMS);
  assert.ok(run(withTeams(MAX_TEAMS - 1), newTeam('Last One In')).ok);
});

test('withdrawn teams count towards the cap; a removed team frees its place', () => {
  const full = withTeams(MAX_TEAMS);
  full.teams.t1!.status = 'withdrawn';
  assert.not.ok(run(full, newTeam('Late')).ok);
  const r = run(full, { type: 'teamRemove', id: 't2' });
  assert.ok(r.ok);
  if (r.ok) assert.ok(run(r.state, newTeam('Late')).ok);
});

test.run();
