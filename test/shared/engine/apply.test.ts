// apply() and project(): the routes of docs/api.md end to end through the engine.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply } from '../../../shared/engine/apply.js';
import { project } from '../../../shared/public/project.js';
import type { Intent, Tournament } from '../../../shared/engine/types.js';
import { must, prng, seededTournament } from '../../../harness/sim.js';

const NOW = 1_700_000_000_000;
const rand = prng(7);
const ctx = (now = NOW) => ({ now, random: rand });
const run = (t: Tournament, i: Intent, now = NOW) => apply(t, i, ctx(now));

function livePools(teams = 4, courts = 2): Tournament {
  let t = seededTournament({ teams, courts, stages: ['pool', 'bracket'] }, rand, NOW);
  t = must(run(t, { type: 'generatePools', poolSize: 4 })).state;
  return must(run(t, { type: 'phase', phase: 'live' })).state;
}

test('public registration is refused outside checkin and leaves the state unchanged', () => {
  const t = seededTournament({ teams: 2, courts: 1, stages: ['bracket'] }, rand);
  const closed = must(run(t, { type: 'phase', phase: 'closed' })).state;
  const r = run(closed, { type: 'register', name: 'Late', captain: 'Cap', phone: '5551234567', players: 2 });
  assert.not.ok(r.ok);
  if (!r.ok) assert.match(r.error, /closed/i);
});

test('registration gives the next seed, status registered and a 4-character code', () => {
  const t = seededTournament({ teams: 3, courts: 1, stages: ['bracket'] }, rand);
  const r = must(
    run(t, { type: 'register', name: 'Sand Sharks', captain: 'Ann', phone: '+1 (555) 123-4567', players: 2, playerNames: 'Ann\nBo' }),
  );
  const ev = r.events.find((e) => e.type === 'teamAdded');
  assert.ok(ev && ev.type === 'teamAdded');
  const team = r.state.teams[(ev as { team: string }).team]!;
  assert.is(team.seed, 4);
  assert.is(team.status, 'registered');
  assert.match(team.code, /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/);
  assert.equal(team.playerNames, ['Ann', 'Bo']);
});

test('a duplicate team name is refused with the problem named on the name field', () => {
  const t = seededTournament({ teams: 2, courts: 1, stages: ['bracket'] }, rand);
  const r = run(t, { type: 'register', name: 'team 1', captain: 'X', phone: '5551234567', players: 2 });
  assert.not.ok(r.ok);
  if (!r.ok) assert.ok(r.fields?.name);
});

test('going live without generated play is rejected', () => {
  const t = seededTournament({ teams: 4, courts: 1, stages: ['pool'] }, rand);
  const r = run(t, { type: 'phase', phase: 'live' });
  assert.not.ok(r.ok);
});

test('entering live assigns the first ready matches to open courts and marks on-deck with an alert', () => {
  const t = livePools(4, 1);
  const live = Object.values(t.matches).filter((m) => m.status === 'live');
  assert.is(live.length, 1);
  assert.is(live[0]!.court, 1);
  const deck = Object.values(t.matches).filter((m) => m.status === 'on_deck');
  assert.is(deck.length, 1);
  assert.is(t.alerts[0]?.kind, 'on_deck');
  assert.match(t.alerts[0]!.text, /: on deck, court 1, about \d+ min$/);
});

test('a banner of only spaces clears it to null', () => {
  let t = seededTournament({ teams: 2, courts: 1, stages: ['bracket'] }, rand);
  t = must(run(t, { type: 'banner', banner: 'Lunch at noon' })).state;
  assert.is(t.banner, 'Lunch at noon');
  t = must(run(t, { type: 'banner', banner: '   ' })).state;
  assert.is(t.banner, null);
});

test('a broadcast becomes an alert of kind broadcast, newest first', () => {
  let t = seededTournament({ teams: 2, courts: 1, stages: ['bracket'] }, rand);
  t = must(run(t, { type: 'broadcast', text: 'Pizza has arrived' })).state;
  assert.is(t.alerts[0]?.kind, 'broadcast');
  assert.is(t.alerts[0]?.text, 'Pizza has arrived');
});

test('regenerate is refused once a score exists, and allowed before', () => {
  let t = livePools(4, 1);
  assert.ok(run(t, { type: 'regenerate' }).ok);
  const m = Object.values(t.matches).find((x) => x.status === 'live')!;
  t = must(run(t, { type: 'keeperFinal', court: 1, match: m.id, sets: [[21, 10]] })).state;
  const r = run(t, { type: 'regenerate' });
  assert.not.ok(r.ok);
});

test('a keeper final sent twice answers ok the second time and changes nothing', () => {
  let t = livePools(4, 1);
  const m = Object.values(t.matches).find((x) => x.status === 'live')!;
  t = must(run(t, { type: 'keeperFinal', court: 1, match: m.id, sets: [[21, 19]] })).state;
  const again = run(t, { type: 'keeperFinal', court: 1, match: m.id, sets: [[21, 19]] });
  assert.ok(again.ok);
  if (again.ok) {
    assert.is(again.changed, false);
    assert.is(again.state, t);
  }
  const other = run(t, { type: 'keeperFinal', court: 1, match: m.id, sets: [[21, 17]] });
  assert.not.ok(other.ok);
  if (!other.ok) assert.is(other.kind, 'conflict');
});

test('a keeper live update for a match not on the court is a conflict; a bad score is invalid', () => {
  const t = livePools(4, 1);
  const pending = Object.values(t.matches).find((x) => x.status !== 'live')!;
  const r = run(t, { type: 'keeperLive', court: 1, match: pending.id, a: 3, b: 2, sets: [] });
  assert.not.ok(r.ok);
  if (!r.ok) assert.is(r.kind, 'conflict');
  const live = Object.values(t.matches).find((x) => x.status === 'live')!;
  const bad = run(t, { type: 'keeperLive', court: 1, match: live.id, a: 100, b: 2, sets: [] });
  assert.not.ok(bad.ok);
  if (!bad.ok) assert.is(bad.kind, 'invalid');
  const outside = run(t, { type: 'keeperLive', court: 9, match: live.id, a: 1, b: 2, sets: [] });
  assert.not.ok(outside.ok);
  if (!outside.ok) assert.is(outside.kind, 'notFound');
});

test('a result against the rules is rejected: 21-20 at 21 win by 2', () => {
  const t = livePools(4, 1);
  const live = Object.values(t.matches).find((x) => x.status === 'live')!;
  const r = run(t, { type: 'score', match: live.id, sets: [[21, 20]] });
  assert.not.ok(r.ok);
});

test('withdrawing a team with mode forfeit turns its remaining pool matches into forfeits', () => {
  let t = livePools(4, 1);
  const team = Object.values(t.teams)[0]!;
  t = must(run(t, { type: 'withdraw', id: team.id, mode: 'forfeit' })).state;
  const own = Object.values(t.matches).filter((m) => m.a === team.id || m.b === team.id);
  assert.ok(own.length > 0);
  for (const m of own) assert.is(m.status, 'forfeit');
  const pub = project(t, NOW);
  assert.ok(pub.withdrawn.some((x) => x.id === team.id && x.status === 'withdrawn'));
  assert.not.ok(pub.teams.some((x) => x.id === team.id));
});

test('a team with a recorded result cannot be removed', () => {
  let t = livePools(4, 1);
  const m = Object.values(t.matches).find((x) => x.status === 'live')!;
  t = must(run(t, { type: 'keeperFinal', court: 1, match: m.id, sets: [[21, 10]] })).state;
  const r = run(t, { type: 'teamRemove', id: m.a! });
  assert.not.ok(r.ok);
});

test('the public document has every documented field and no private data', () => {
  const t = livePools(6, 2);
  const pub = project(t, NOW);
  for (const key of [
    'slug',
    'name',
    'date',
    'notes',
    'phase',
    'banner',
    'rules',
    'stages',
    'courtCount',
    'teams',
    'withdrawn',
    'pools',
    'bracket',
    'courts',
    'upNext',
    'avgMatchMin',
    'champion',
    'recentAlerts',
    'generatedAt',
  ]) {
    assert.ok(key in pub, `missing ${key}`);
  }
  assert.equal(pub.rules.tiebreaks, ['headToHead', 'setRatio', 'pointRatio', 'pointDiff', 'seed']);
  assert.is(pub.avgMatchMin, 20);
  assert.is(pub.generatedAt, NOW);
  const json = JSON.stringify(pub);
  assert.not.match(json, /captain|phone|playerNames|Captain Zq|Player Kx/);
  for (const team of Object.values(t.teams)) assert.not.ok(json.includes(`"${team.code}"`));
  assert.ok(pub.upNext.every((e) => Number.isInteger(e.court) && Number.isInteger(e.etaMin)));
});

test('project is deterministic for the same state and time', () => {
  const t = livePools(5, 2);
  assert.is(JSON.stringify(project(t, NOW + 1000)), JSON.stringify(project(t, NOW + 1000)));
});

test('generatedAt is the last field of the public document (the server keys snapshots on what precedes it)', () => {
  const pub = project(livePools(4, 1), NOW);
  assert.is(Object.keys(pub).at(-1), 'generatedAt');
});

test('each court lists at most the next three planned matches; the whole plan is in upNext', () => {
  const t = livePools(12, 1);
  const pub = project(t, NOW);
  assert.ok(pub.upNext.length > 3);
  assert.is(pub.courts[0]!.upNext.length, 3);
  assert.equal(
    pub.courts[0]!.upNext.map((e) => e.id),
    pub.upNext
      .filter((e) => e.court === 1)
      .slice(0, 3)
      .map((e) => e.id),
  );
});

test.run();
