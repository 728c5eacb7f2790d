import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { recordForfeit, recordResult, releaseCourt, settle } from '../../../shared/engine/advance.js';
import { blankMatch, loserOf } from '../../../shared/engine/match.js';
import type { DomainEvent, Rejected, Tournament } from '../../../shared/engine/types.js';
import {
  A_WINS,
  B_WINS,
  addTeam,
  blankTournament,
  bracketTournament,
  goLive,
  play,
  playAll,
  played,
  prng,
  readyMatch,
} from '../../fixtures/bracket.js';

function refused(out: Rejected | DomainEvent[]): Rejected {
  if (Array.isArray(out)) throw new Error('expected a refusal, the action was accepted');
  return out;
}

function withdraw(t: Tournament, id: string, mode: 'forfeit' | 'void'): void {
  t.teams[id]!.status = 'withdrawn';
  t.teams[id]!.withdrawMode = mode;
}

/** One pool of three teams (a second, empty pool keeps the pool-only champion out of play). */
function poolTournament(): Tournament {
  const t = blankTournament(['pool']);
  for (let i = 1; i <= 3; i++) addTeam(t, i, 'A');
  t.pools = [
    { id: 'A', teamIds: ['t1', 't2', 't3'] },
    { id: 'B', teamIds: [] },
  ];
  t.matches.A1 = blankMatch('A1', 'pool', 1, { poolId: 'A', a: 't1', b: 't2' });
  t.matches.A2 = blankMatch('A2', 'pool', 2, { poolId: 'A', a: 't3', b: 't1' });
  t.matches.A3 = blankMatch('A3', 'pool', 3, { poolId: 'A', a: 't2', b: 't3' });
  t.queue = ['A1', 'A2', 'A3'];
  return t;
}

const champions = (events: DomainEvent[]) => events.filter((e) => e.type === 'champion');

test('a bye advances its team at once', () => {
  const t = bracketTournament(3);
  const bye = t.matches['W1-1']!;
  assert.equal([bye.status, bye.winner], ['bye', 't1']);
  assert.is(t.matches.F!.a, 't1');
  assert.is(t.matches.F!.b, null);
});

test('single elimination of 2..33 teams played at random ends with exactly one champion', () => {
  for (let n = 2; n <= 33; n++) {
    for (const seed of [1, 2]) {
      const t = bracketTournament(n, { thirdPlace: seed === 2 });
      const events = playAll(t, prng(n * 100 + seed));
      assert.ok(
        Object.values(t.matches).every((m) => ['final', 'bye', 'void'].includes(m.status)),
        `n=${n}: all decided`,
      );
      assert.is(played(t).length, n - 1 + (seed === 2 && n >= 4 ? 1 : 0), `n=${n}: matches played`);
      assert.is(t.champion, t.matches.F!.winner, `n=${n}`);
      assert.ok(t.champion);
      assert.equal(champions(events), [{ type: 'champion', team: t.champion! }], `n=${n}: one champion event`);
    }
  }
});

test('double elimination with N teams plays 2N-2 or 2N-1 matches and eliminates after two losses', () => {
  for (let n = 2; n <= 33; n++) {
    for (const seed of [1, 2, 3]) {
      const t = bracketTournament(n, { type: 'double' });
      playAll(t, prng(n * 1000 + seed));
      const count = played(t).length;
      assert.ok(count === 2 * n - 2 || count === 2 * n - 1, `n=${n}: ${count} matches played`);
      const losses = new Map<string, number>();
      for (const m of played(t)) losses.set(loserOf(m)!, (losses.get(loserOf(m)!) ?? 0) + 1);
      assert.ok(t.champion, `n=${n}: a champion`);
      assert.ok((losses.get(t.champion!) ?? 0) <= 1, `n=${n}: the champion lost at most once`);
      for (let i = 1; i <= n; i++) {
        if (`t${i}` !== t.champion) assert.is(losses.get(`t${i}`), 2, `n=${n}: t${i} was out after two losses`);
      }
    }
  }
});

test('random corrections along the way still leave one champion and two losses per eliminated team', () => {
  for (let n = 3; n <= 20; n++) {
    const random = prng(n * 7919);
    const t = bracketTournament(n, { type: 'double' });
    for (let m = readyMatch(t); m; m = readyMatch(t)) {
      play(t, m.id, random() < 0.5 ? 'A' : 'B');
      const done = played(t);
      const pick = done[Math.floor(random() * done.length)]!;
      // Flip a past result; a refusal is fine (it already played on), an acceptance must keep the bracket sound.
      recordResult(t, pick.id, pick.winner === pick.a ? B_WINS : A_WINS, 2000);
    }
    const losses = new Map<string, number>();
    for (const m of played(t)) losses.set(loserOf(m)!, (losses.get(loserOf(m)!) ?? 0) + 1);
    assert.ok(t.champion, `n=${n}: a champion`);
    for (let i = 1; i <= n; i++) {
      if (`t${i}` !== t.champion) assert.is(losses.get(`t${i}`), 2, `n=${n}: t${i} was out after two losses`);
    }
  }
});

test('the reset final is void when the winners-bracket champion wins the grand final', () => {
  const t = bracketTournament(4, { type: 'double' });
  for (const id of ['W1-1', 'W1-2', 'L1-1', 'W2-1', 'L2-1']) play(t, id, 'A');
  // t4 came through the losers bracket: L1-1 against t3, L2-1 against t2.
  assert.equal([t.matches.GF!.a, t.matches.GF!.b], ['t1', 't4']);
  const events = play(t, 'GF', 'A');
  assert.is(t.matches.GF2!.status, 'void');
  assert.is(t.matches.GF2!.a, null);
  assert.is(t.champion, 't1');
  assert.ok(events.some((e) => e.type === 'matchDecided' && e.match === 'GF2' && e.status === 'void'));
});

test('the reset final is played when the losers-bracket champion wins the grand final', () => {
  const t = bracketTournament(4, { type: 'double' });
  for (const id of ['W1-1', 'W1-2', 'L1-1', 'W2-1', 'L2-1']) play(t, id, 'A');
  play(t, 'GF', 'B');
  const gf2 = t.matches.GF2!;
  assert.equal([gf2.status, gf2.a, gf2.b, gf2.conditional], ['pending', 't1', 't4', true]);
  assert.is(t.champion, null);
  play(t, 'GF2', 'B');
  assert.is(t.champion, 't4');
});

test('correcting the grand final redoes the reset final and the champion', () => {
  const t = bracketTournament(4, { type: 'double' });
  for (const id of ['W1-1', 'W1-2', 'L1-1', 'W2-1', 'L2-1', 'GF']) play(t, id, 'A');
  assert.is(t.champion, 't1');
  play(t, 'GF', 'B');
  assert.equal([t.matches.GF2!.status, t.matches.GF2!.a, t.matches.GF2!.b], ['pending', 't1', 't4']);
  assert.is(t.champion, null, 'the correction undid the champion');
  play(t, 'GF', 'A');
  assert.is(t.matches.GF2!.status, 'void');
  assert.is(t.champion, 't1');
});

test('correcting the grand final is refused once the reset final was played', () => {
  const t = bracketTournament(4, { type: 'double' });
  for (const id of ['W1-1', 'W1-2', 'L1-1', 'W2-1', 'L2-1']) play(t, id, 'A');
  play(t, 'GF', 'B');
  play(t, 'GF2', 'A');
  const r = refused(recordResult(t, 'GF', A_WINS, 2000));
  assert.is(r.error, 'Cannot change the winner of GF: GF2 (Reset final) has already been played.');
});

test('a correction that changes the winner is refused once the winner played on, naming the later match', () => {
  const t = bracketTournament(8);
  play(t, 'W1-1', 'A');
  play(t, 'W1-2', 'A');
  play(t, 'W2-1', 'A');
  const r = refused(recordResult(t, 'W1-2', B_WINS, 2000));
  assert.is(r.kind, 'invalid');
  assert.is(r.error, 'Cannot change the winner of W1-2: its winner already played W2-1 (Semifinal).');
  assert.is(t.matches['W1-2']!.winner, 't4', 'nothing changed');
});

test('a correction is refused while the later match is live, naming it and its court', () => {
  const t = bracketTournament(8);
  play(t, 'W1-1', 'A');
  play(t, 'W1-2', 'A');
  goLive(t, 'W2-1', 1, 5000);
  const r = refused(recordResult(t, 'W1-2', B_WINS, 6000));
  assert.is(r.error, 'Team 4 is playing W2-1 on court 1 right now; record W1-2 once that match is over.');
});

test('in double elimination a correction is refused once the loser played on', () => {
  const t = bracketTournament(8, { type: 'double' });
  for (const id of ['W1-1', 'W1-2', 'L1-1']) play(t, id, 'A');
  const r = refused(recordResult(t, 'W1-1', B_WINS, 2000));
  assert.is(r.error, 'Cannot change the winner of W1-1: its loser already played L1-1 (Losers round 1).');
});

test('a correction keeping the same winner is allowed after the winner played on', () => {
  const t = bracketTournament(8);
  play(t, 'W1-1', 'A');
  play(t, 'W1-2', 'A');
  play(t, 'W2-1', 'A');
  const out = recordResult(t, 'W1-2', [[25, 23]], 2000);
  assert.ok(Array.isArray(out));
  assert.equal(t.matches['W1-2']!.sets, [[25, 23]]);
  assert.is(t.matches['W1-2']!.endedAt, 2000);
  assert.is(t.matches['W2-1']!.status, 'final');
});

test('a correction swaps the team in a later match that has not started', () => {
  const t = bracketTournament(8);
  play(t, 'W1-1', 'A');
  play(t, 'W1-2', 'A');
  t.matches['W2-1']!.status = 'on_deck';
  t.matches['W2-1']!.alerted = true;
  play(t, 'W1-2', 'B', 2000);
  const next = t.matches['W2-1']!;
  assert.equal([next.a, next.b], ['t1', 't5']);
  assert.equal([next.status, next.alerted], ['pending', false], 'a fresh on-deck call names the new team');
});

test('a correction redoes the byes that followed from it', () => {
  // Three teams, double elimination: the W1-2 loser gets a bye in L1-1 (W1-1 was a bye, it has no loser).
  const t = bracketTournament(3, { type: 'double' });
  play(t, 'W1-2', 'A');
  assert.equal([t.matches['L1-1']!.status, t.matches['L2-1']!.a], ['bye', 't3']);
  play(t, 'W1-2', 'B', 2000);
  assert.equal([t.matches['L1-1']!.status, t.matches['L1-1']!.winner], ['bye', 't2']);
  assert.equal([t.matches['W2-1']!.a, t.matches['W2-1']!.b, t.matches['L2-1']!.a], ['t1', 't3', 't2']);
});

test('the third-place match gets both semifinal losers', () => {
  const t = bracketTournament(4, { thirdPlace: true });
  play(t, 'W1-1', 'A');
  play(t, 'W1-2', 'B');
  assert.equal([t.matches['3P']!.a, t.matches['3P']!.b], ['t4', 't2']);
  assert.equal([t.matches.F!.a, t.matches.F!.b], ['t1', 't3']);
});

test('a withdrawn team forfeits its bracket match once the opponent is known', () => {
  const t = bracketTournament(8);
  withdraw(t, 't1', 'forfeit');
  settle(t, 100);
  const m = t.matches['W1-1']!;
  assert.equal([m.status, m.forfeitBy, m.winner], ['forfeit', 't1', 't8']);
  assert.is(t.matches['W2-1']!.a, 't8');
});

test('a team withdrawn in void mode still lets the bracket opponent advance', () => {
  const t = bracketTournament(8);
  play(t, 'W1-2', 'A');
  withdraw(t, 't4', 'void');
  const events = settle(t, 100);
  const m = t.matches['W2-1']!;
  assert.equal([m.status, m.winner], ['pending', null], 'waits while the opponent is not known');
  assert.equal(events, []);
  play(t, 'W1-1', 'B');
  assert.equal([m.status, m.winner, m.forfeitBy], ['void', 't8', null]);
  assert.is(t.matches.F!.a, 't8');
});

test('a withdrawn team waits for its opponent, then gives the match to it', () => {
  const t = bracketTournament(3);
  withdraw(t, 't1', 'forfeit');
  assert.equal(settle(t, 100), [], 'F waits: t1 came through a bye, its opponent is not known');
  play(t, 'W1-2', 'A');
  assert.equal([t.matches.F!.status, t.matches.F!.winner, t.matches.F!.forfeitBy], ['forfeit', 't2', 't1']);
  assert.is(t.champion, 't2');
});

test('a withdrawn team facing an empty side leaves a void match and nobody advances', () => {
  // Three teams, double elimination: L1-1 pairs the W1-2 loser with the loser of a bye (nobody).
  const t = bracketTournament(3, { type: 'double' });
  play(t, 'W1-2', 'A');
  assert.equal([t.matches['L1-1']!.status, t.matches['L2-1']!.a], ['bye', 't3']);
  const u = bracketTournament(3, { type: 'double' });
  withdraw(u, 't3', 'forfeit');
  play(u, 'W1-2', 'A');
  const l1 = u.matches['L1-1']!;
  assert.equal([l1.status, l1.winner, l1.forfeitBy], ['void', null, null]);
  assert.is(u.matches['L2-1']!.a, null);
  play(u, 'W2-1', 'A');
  assert.equal([u.matches['L2-1']!.status, u.matches['L2-1']!.winner], ['bye', 't2']);
});

test('a withdrawal ends a live match and frees its court', () => {
  const t = bracketTournament(4);
  goLive(t, 'W1-1', 2, 1000);
  withdraw(t, 't4', 'forfeit');
  settle(t, 5000);
  assert.equal([t.matches['W1-1']!.status, t.matches['W1-1']!.winner], ['forfeit', 't1']);
  assert.is(t.courts[1]!.match, null);
  assert.is(t.playedCount, 0, 'an aborted match is not counted in the mean duration');
});

test('a withdrawn team forfeits or voids its pool matches by mode', () => {
  const t = poolTournament();
  withdraw(t, 't1', 'forfeit');
  settle(t, 100);
  assert.equal([t.matches.A1!.status, t.matches.A1!.winner, t.matches.A1!.forfeitBy], ['forfeit', 't2', 't1']);
  withdraw(t, 't2', 'void');
  settle(t, 100);
  assert.equal([t.matches.A3!.status, t.matches.A3!.winner], ['void', null]);
  assert.is(t.champion, null, 'two pools: no pool-only champion');
});

test('a pool-only tournament with one pool crowns its first-ranked team once every pool match is decided', () => {
  const t = poolTournament();
  t.pools = t.pools.slice(0, 1);
  play(t, 'A1', 'A');
  play(t, 'A2', 'B');
  assert.is(t.champion, null, 'A3 is still to play');
  const events = play(t, 'A3', 'A');
  assert.is(t.champion, 't1');
  assert.ok(events.some((e) => e.type === 'champion' && e.team === 't1'));
  play(t, 'A1', 'B', 2000);
  assert.is(t.champion, 't2', 'a pool correction moves the title');
});

test('a forfeit gives the match to the opponent, live or not', () => {
  const t = bracketTournament(4);
  goLive(t, 'W1-2', 1, 1000);
  const events = recordForfeit(t, 'W1-2', 't2', 3000);
  assert.ok(Array.isArray(events));
  const m = t.matches['W1-2']!;
  assert.equal([m.status, m.forfeitBy, m.winner, m.sets, m.endedAt], ['forfeit', 't2', 't3', [], 3000]);
  assert.is(t.courts[0]!.match, null);
  assert.is(t.matches.F!.b, 't3');
});

test('a forfeit is refused for a decided match, a team not in it, or an unknown opponent', () => {
  const t = bracketTournament(4);
  play(t, 'W1-1', 'A');
  assert.is(
    refused(recordForfeit(t, 'W1-1', 't4', 2000)).error,
    'W1-1 (Semifinal) is already decided (final); to change it, record a corrected score instead.',
  );
  assert.is(refused(recordForfeit(t, 'W1-2', 't1', 2000)).error, 'Team 1 is not a team of W1-2 (Semifinal).');
  assert.is(refused(recordForfeit(t, 'F', 't1', 2000)).error, 'F (Final) cannot be forfeited yet: the opponent of Team 1 is not known.');
  assert.is(refused(recordForfeit(t, 'X9', 't1', 2000)).kind, 'notFound');
});

test('a result is refused for an unknown match, unknown teams, or a bye', () => {
  const t = bracketTournament(5);
  assert.equal(refused(recordResult(t, 'nope', A_WINS, 1)), {
    ok: false,
    error: 'There is no match nope.',
    kind: 'notFound',
    why: { key: 'refusal.noSuchMatch', values: { id: 'nope' } },
  });
  assert.is(
    refused(recordResult(t, 'W2-1', A_WINS, 1)).error,
    'W2-1 (Semifinal) cannot take a result yet: both of its teams must be known first.',
  );
  assert.is(
    refused(recordResult(t, 'W1-1', A_WINS, 1)).error,
    'W1-1 (Quarterfinal) is a bye: its team advanced without playing, so it takes no result.',
  );
});

test('a result is refused while one of the teams is live in another match, naming it and the court', () => {
  const t = poolTournament();
  goLive(t, 'A1', 3, 1000);
  assert.is(
    refused(recordResult(t, 'A2', A_WINS, 2000)).error,
    'Team 1 is playing A1 on court 3 right now; record A2 once that match is over.',
  );
  assert.ok(Array.isArray(recordResult(t, 'A1', A_WINS, 2000)), 'the live match itself takes its result');
});

test('play must be generated before a result is recorded', () => {
  const t = blankTournament();
  assert.equal(
    refused(recordResult(t, 'W1-1', A_WINS, 1)).error,
    'Play has not been generated yet: generate the pools or the bracket first.',
  );
});

test('pool results cannot be corrected once the bracket is generated', () => {
  const t = bracketTournament(4);
  t.matches.A1 = blankMatch('A1', 'pool', 1, { poolId: 'A', a: 't1', b: 't2', status: 'final', winner: 't1' });
  assert.is(refused(recordResult(t, 'A1', B_WINS, 1)).error, 'Pool results can no longer be corrected once the bracket is generated.');
});

test('releasing a court clears it and counts the match duration once', () => {
  const t = bracketTournament(4);
  goLive(t, 'W1-1', 2, 60_000);
  const out = recordResult(t, 'W1-1', A_WINS, 60_000 + 25 * 60_000);
  assert.ok(Array.isArray(out));
  assert.is(t.courts[1]!.match, null);
  assert.equal([t.playedCount, t.playedMs], [1, 25 * 60_000]);
  assert.equal([t.matches['W1-1']!.startedAt, t.matches['W1-1']!.court], [60_000, 2], 'start and court stay for the record');
  recordResult(t, 'W1-1', [[30, 28]], 99 * 60_000);
  releaseCourt(t, 'W1-1', 100 * 60_000);
  assert.equal([t.playedCount, t.playedMs], [1, 25 * 60_000], 'a correction does not count it again');
});

test('settle is idempotent: a second call decides nothing', () => {
  const t = bracketTournament(11, { type: 'double' });
  playAll(t, prng(7));
  assert.equal(settle(t, 5000), []);
  const fresh = bracketTournament(11, { type: 'double' });
  assert.equal(settle(fresh, 5000), []);
});

test('a one-team bracket crowns its only team', () => {
  assert.is(bracketTournament(1).champion, 't1');
  assert.is(bracketTournament(1, { type: 'double' }).champion, 't1');
});

test.run();
