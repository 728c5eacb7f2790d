// Versions (docs/api.md, Versions): every change of a match or court raises its rev, and an action carrying a stale rev is refused with who
// changed what, and when.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply } from '../../../shared/engine/apply.js';
import { project } from '../../../shared/public/project.js';
import type { Ctx, Intent, Rejected, Tournament } from '../../../shared/engine/types.js';
import { add, MIN, NOW, tournament } from '../../fixtures/courts.js';
import { must, prng } from '../../../harness/sim.js';

const rand = prng(11);
const ANNA: Ctx['actor'] = { name: 'Anna', role: 'organizer' };
const BEN: Ctx['actor'] = { name: 'Ben', role: 'organizer' };
const KEEPER1: Ctx['actor'] = { name: 'keeper:1', role: 'keeper' };

/** `at` minutes after NOW (10:00 UTC), as `actor`. */
const ctx = (actor: Ctx['actor'], at = 0): Ctx => ({ now: NOW + at * MIN, random: rand, ...(actor ? { actor } : {}) });
const ok = (t: Tournament, i: Intent, actor: Ctx['actor'] = ANNA, at = 0) => must(apply(t, i, ctx(actor, at))).state;

function refused(t: Tournament, i: Intent, actor: Ctx['actor'] = ANNA, at = 0, clock?: Ctx['clock']): Rejected {
  const r = apply(t, i, { ...ctx(actor, at), ...(clock ? { clock } : {}) });
  if (r.ok) throw new Error(`${i.type} was accepted`);
  return r;
}

/**
 * Two courts: Sand Sharks vs Dig Dug (m1) on court 1, Net Ninjas vs Block Party (m2) on court 2, m3 (Ace Ventura vs Side Out) and m4
 * on deck, m5 and m6 waiting. Put live by the court engine at 10:00.
 */
function started(bestOf = 3): Tournament {
  const t = tournament(2, 8);
  t.rules.bestOf = bestOf;
  add(t, 'm1', 1, 2);
  add(t, 'm2', 3, 4);
  add(t, 'm3', 5, 6);
  add(t, 'm4', 7, 8);
  add(t, 'm5', 1, 3);
  add(t, 'm6', 2, 4);
  add(t, 'm7', 5, 7);
  return ok(t, { type: 'tick' }, { name: 'engine', role: 'engine' });
}

const rev = (t: Tournament, id: string) => t.matches[id]!.rev ?? 0;
const courtRev = (t: Tournament, n: number) => t.courts[n - 1]!.rev ?? 0;

test('the court engine putting matches on court and on deck gives them a rev, and the courts too', () => {
  const t = started();
  assert.is(t.matches.m1!.status, 'live');
  assert.is(t.matches.m3!.status, 'on_deck');
  for (const id of ['m1', 'm2', 'm3', 'm4']) assert.ok(rev(t, id) > 0, `${id} changed and has a rev`);
  assert.is(rev(t, 'm5'), 0, 'a match the engine did not touch keeps its rev');
  assert.ok(courtRev(t, 1) > 0 && courtRev(t, 2) > 0, 'both courts took a match');
});

test("the public document carries each match's and court's rev", () => {
  const t = started();
  const pub = project(t, NOW);
  assert.is(pub.courts[0]!.rev, courtRev(t, 1));
  assert.is(pub.courts[0]!.match!.rev, rev(t, 'm1'));
  assert.is(pub.pools.length, 0);
  const up = pub.upNext.find((e) => e.id === 'm3');
  assert.is(up?.rev, rev(t, 'm3'));
});

test('rev grows with a live score, a final, a forfeit, a pushback, a swap, a rename and a pause', () => {
  let t = started();
  const bumps = (before: Tournament, after: Tournament, ids: string[]) => {
    for (const id of ids) assert.ok(rev(after, id) > rev(before, id), `${id} has a higher rev`);
  };
  let next = ok(t, { type: 'keeperLive', court: 1, match: 'm1', a: 5, b: 3, sets: [] }, KEEPER1);
  bumps(t, next, ['m1']);
  assert.is(rev(next, 'm2'), rev(t, 'm2'), "a point on court 1 leaves court 2's match alone");
  assert.is(courtRev(next, 1), courtRev(t, 1), 'a point changes the match, not the court');
  t = next;

  next = ok(
    t,
    {
      type: 'keeperFinal',
      court: 1,
      match: 'm1',
      sets: [
        [21, 15],
        [21, 18],
      ],
    },
    KEEPER1,
    2,
  );
  bumps(t, next, ['m1', 'm3']);
  assert.ok(courtRev(next, 1) > courtRev(t, 1), 'court 1 took the next match');
  t = next;

  next = ok(t, { type: 'pushback', match: 'm4' });
  bumps(t, next, ['m4', 'm5', 'm6']);
  t = next;

  next = ok(t, { type: 'swap', match: 'm2', court: 1 });
  bumps(t, next, ['m2', 'm3']);
  assert.ok(courtRev(next, 1) > courtRev(t, 1) && courtRev(next, 2) > courtRev(t, 2), 'both courts changed match');
  t = next;

  const team = t.teams.t7!;
  next = ok(t, { type: 'teamEdit', id: 't7', name: 'Ace Ventura Two', captain: team.captain, phone: team.phone, players: team.players });
  bumps(t, next, ['m4', 'm7']);
  assert.is(rev(next, 'm5'), rev(t, 'm5'), 'a match without the renamed team keeps its rev');
  t = next;

  next = ok(t, { type: 'forfeit', match: 'm2', team: 't3' });
  bumps(t, next, ['m2']);
  t = next;

  next = ok(t, { type: 'court', court: 2, op: 'pause', reason: 'net down' }, BEN);
  assert.ok(courtRev(next, 2) > courtRev(t, 2));
  assert.is(courtRev(next, 1), courtRev(t, 1));
});

test("a stale rev on a score is refused with the keeper's result, and nothing changes", () => {
  const seen = started();
  const t = ok(
    seen,
    {
      type: 'keeperFinal',
      court: 1,
      match: 'm1',
      sets: [
        [21, 15],
        [21, 18],
      ],
    },
    KEEPER1,
    2,
  );
  const r = refused(t, {
    type: 'score',
    match: 'm1',
    sets: [
      [21, 10],
      [21, 19],
    ],
    rev: rev(seen, 'm1'),
  });
  assert.is(r.kind, 'conflict');
  assert.is(r.error, "Court 1's keeper recorded 21-15, 21-18 at 10:02.");
  assert.is(r.rev, rev(t, 'm1'), 'the refusal tells the current rev');
  assert.equal(t.matches.m1!.sets, [
    [21, 15],
    [21, 18],
  ]);
});

test('the same score with the current rev is applied', () => {
  const t = ok(
    started(),
    {
      type: 'keeperFinal',
      court: 1,
      match: 'm1',
      sets: [
        [21, 15],
        [21, 18],
      ],
    },
    KEEPER1,
    2,
  );
  const next = ok(
    t,
    {
      type: 'score',
      match: 'm1',
      sets: [
        [21, 10],
        [21, 19],
      ],
      rev: rev(t, 'm1'),
    },
    ANNA,
    3,
  );
  assert.equal(next.matches.m1!.sets, [
    [21, 10],
    [21, 19],
  ]);
  assert.ok(rev(next, 'm1') > rev(t, 'm1'));
  assert.equal(next.matches.m1!.changedBy, {
    by: 'Anna',
    role: 'organizer',
    at: NOW + 3 * MIN,
    what: 'Anna recorded 21-10, 21-19',
    then: null,
  });
});

test('without rev nothing is checked: a score over a newer result is applied as before', () => {
  const t = ok(
    started(),
    {
      type: 'keeperFinal',
      court: 1,
      match: 'm1',
      sets: [
        [21, 15],
        [21, 18],
      ],
    },
    KEEPER1,
    2,
  );
  const next = ok(t, {
    type: 'score',
    match: 'm1',
    sets: [
      [21, 10],
      [21, 19],
    ],
  });
  assert.equal(next.matches.m1!.sets, [
    [21, 10],
    [21, 19],
  ]);
});

test('two pushbacks of the same match from the same view move it two places, once', () => {
  const t = started();
  const seen = rev(t, 'm5');
  const order = (x: Tournament) => x.queue.filter((id) => ['m5', 'm6', 'm7'].includes(id));
  const once = ok(t, { type: 'pushback', match: 'm5', rev: seen }, ANNA, 5);
  assert.equal(order(once), ['m6', 'm7', 'm5']);
  const r = refused(once, { type: 'pushback', match: 'm5', rev: seen }, BEN, 5);
  assert.is(r.kind, 'conflict');
  assert.is(r.error, 'Anna pushed this match back at 10:05.');
});

test('a stale court rev is refused with who paused the court', () => {
  const t = started();
  const seen = courtRev(t, 2);
  const paused = ok(t, { type: 'court', court: 2, op: 'pause', reason: 'rain', rev: seen }, BEN, 7);
  const r = refused(paused, { type: 'court', court: 2, op: 'pause', reason: 'wind', rev: seen });
  assert.is(r.error, 'Court 2 was paused by Ben at 10:07.');
  assert.is(paused.courts[1]!.reason, 'rain');
});

test('a change made by another action names that action and what it did here', () => {
  const t = started();
  const seen = rev(t, 'm3');
  const after = ok(
    t,
    {
      type: 'keeperFinal',
      court: 1,
      match: 'm1',
      sets: [
        [21, 15],
        [21, 18],
      ],
    },
    KEEPER1,
    2,
  );
  assert.is(after.matches.m3!.status, 'live');
  const r = refused(after, { type: 'pushback', match: 'm3', rev: seen });
  assert.is(r.error, "Court 1's keeper recorded 21-15, 21-18 for Sand Sharks vs Dig Dug at 10:02, and this match went on court 1.");
  const court = refused(after, { type: 'court', court: 1, op: 'pause', reason: '', rev: courtRev(t, 1) });
  assert.is(
    court.error,
    "Court 1's keeper recorded 21-15, 21-18 for Sand Sharks vs Dig Dug at 10:02, and court 1 took Ace Ventura vs Side Out.",
  );
});

test('live, forfeit and swap check the match rev too', () => {
  const t = started();
  const moved = ok(t, { type: 'keeperLive', court: 2, match: 'm2', a: 9, b: 7, sets: [] }, { name: 'keeper:2', role: 'keeper' }, 4);
  const stale = rev(t, 'm2');
  for (const i of [
    { type: 'live', match: 'm2', a: 1, b: 0, rev: stale },
    { type: 'forfeit', match: 'm2', team: 't3', rev: stale },
    { type: 'swap', match: 'm2', court: 1, rev: stale },
  ] as Intent[]) {
    assert.is(refused(moved, i).error, "Court 2's keeper set the score to 9-7 at 10:04.", i.type);
  }
  assert.is(ok(moved, { type: 'live', match: 'm2', a: 10, b: 7, rev: rev(moved, 'm2') }).matches.m2!.live?.[0], 10);
});

test('the server\'s clock tells the time; an organizer without a desk name is "An organizer"', () => {
  const t = started();
  const seen = rev(t, 'm5');
  const once = ok(t, { type: 'pushback', match: 'm5' }, { name: 'organizer', role: 'organizer' });
  const r = refused(once, { type: 'pushback', match: 'm5', rev: seen }, ANNA, 0, (at) => `T+${(at - NOW) / MIN}`);
  assert.is(r.error, 'An organizer pushed this match back at T+0.');
});

test('a stale rev on a match with no recorded change (a state from before versions) says to reload', () => {
  const r = refused(started(), { type: 'pushback', match: 'm5', rev: 4 });
  assert.is(r.kind, 'conflict');
  assert.is(r.error, 'This match changed since you saw it; reload to see it as it is now.');
  assert.is(r.rev, 0);
});

test('a rev on an unknown match is not a conflict: the action names the missing match', () => {
  const r = refused(started(), { type: 'pushback', match: 'nope', rev: 3 });
  assert.is.not(r.kind, 'conflict');
  assert.match(r.error, /no match nope/);
});

test('a tick that changes nothing leaves the state as it was, revs included', () => {
  const t = started();
  const r = must(apply(t, { type: 'tick' }, ctx(undefined, 0)));
  assert.is(r.changed, false);
  assert.is(r.state, t);
});

test('a rev is never given twice to one match id, even across regeneration', () => {
  let t = tournament(1, 4);
  t.phase = 'checkin';
  t.stages = ['pool'];
  t = ok(t, { type: 'generatePools', poolSize: 4 });
  const id = Object.keys(t.matches)[0]!;
  const first = rev(t, id);
  t = ok(t, { type: 'regenerate' });
  assert.not.ok(t.matches[id]);
  t = ok(t, { type: 'generatePools', poolSize: 4 });
  assert.ok(rev(t, id) > first, 'the regenerated match has a rev its predecessor never had');
});

test.run();
