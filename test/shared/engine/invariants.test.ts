// Property tests: random tournaments played to the end through apply(), checking the engine's invariants.
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply } from '../../../shared/engine/apply.js';
import { isDecided, isWaiting } from '../../../shared/engine/match.js';
import { project } from '../../../shared/public/project.js';
import { checkResult } from '../../../shared/engine/rules.js';
import { poolStandings } from '../../../shared/engine/standings.js';
import type { Intent, Match, Rules, Stage, Tournament } from '../../../shared/engine/types.js';
import { pick, prng, seededTournament, validResult } from '../../../harness/sim.js';

interface Run {
  t: Tournament;
  now: number;
  rand: () => number;
  bracketWithdrawals: number;
  withdrawals: number;
  rejectedChecked: number;
  /** Pools were generated with work teams. */
  workTeams: boolean;
}

const PRIVATE_TEXT = [/Captain Zq/, /Player Kx/, /555 01/, /"captain"/, /"phone"/, /"playerNames"/, /"code"/];

function send(run: Run, intent: Intent): boolean {
  const before = JSON.stringify(run.t);
  const r = apply(run.t, intent, { now: run.now, random: run.rand });
  // a rejected intent (and the input of an accepted one) leaves the given state deep-equal
  assert.is(JSON.stringify(run.t), before, `apply mutated its input for ${intent.type}`);
  if (!r.ok) {
    run.rejectedChecked += 1;
    return false;
  }
  run.t = r.state;
  return true;
}

function matches(t: Tournament): Match[] {
  return Object.values(t.matches);
}

function checkInvariants(t: Tournament, workTeams: boolean): void {
  const live = matches(t).filter((m) => m.status === 'live');
  const busy = new Set<string>();
  for (const m of live) {
    for (const side of [m.a, m.b]) {
      assert.ok(side, `live match ${m.id} has both teams`);
      assert.not.ok(busy.has(side!), `team ${side} is on two courts`);
      busy.add(side!);
    }
    assert.is(t.courts.filter((c) => c.match === m.id).length, 1, `live match ${m.id} is on exactly one court`);
  }
  for (const c of t.courts) {
    if (c.match === null) continue;
    const m = t.matches[c.match];
    assert.is(m?.status, 'live', `court ${c.court} holds a live match`);
    assert.is(m?.court, c.court, `match on court ${c.court} knows its court`);
  }
  for (const m of matches(t)) {
    // every played result holds by the rules of its stage and of each set's number
    if (m.status === 'final')
      assert.ok(
        checkResult(t.rules, m.sets, m.stage).ok,
        `${m.id} (${m.stage}) result ${JSON.stringify(m.sets)} is valid by its stage's rules`,
      );
    if (m.stage !== 'pool' || !m.workTeam) continue;
    assert.ok(m.workTeam !== m.a && m.workTeam !== m.b, `${m.id} is not worked by a team playing it`);
    if (!isDecided(m)) assert.is(t.teams[m.workTeam]?.status, 'registered', `undecided ${m.id} is worked by a team still in`);
  }
  if (workTeams) {
    for (const pool of t.pools) {
      for (const m of matches(t).filter((x) => x.poolId === pool.id && !isDecided(x) && !x.workTeam)) {
        const free = pool.teamIds.filter((id) => id !== m.a && id !== m.b && t.teams[id]?.status === 'registered');
        assert.is(free.length, 0, `${m.id} has no work team only when no team of pool ${pool.id} is free to work it`);
      }
    }
  }
  for (const pool of t.pools) {
    const rows = poolStandings(t, pool);
    const w = rows.reduce((s, r) => s + r.w, 0);
    const l = rows.reduce((s, r) => s + r.l, 0);
    assert.is(w, l, `pool ${pool.id}: total wins equal total losses`);
  }
}

function checkPrivacy(t: Tournament, now: number): void {
  const json = JSON.stringify(project(t, now));
  for (const re of PRIVATE_TEXT) assert.not.match(json, re, `public document leaks ${re}`);
  for (const team of Object.values(t.teams)) {
    assert.not.ok(new RegExp(`\\b${team.code}\\b`).test(json), `public document leaks team code ${team.code}`);
  }
}

function readyWaiting(t: Tournament): Match[] {
  const busy = new Set(
    matches(t)
      .filter((m) => m.status === 'live')
      .flatMap((m) => [m.a, m.b]),
  );
  return matches(t).filter((m) => isWaiting(m) && m.a && m.b && !busy.has(m.a) && !busy.has(m.b));
}

function randomStep(run: Run): void {
  const { t, rand } = run;
  const live = matches(t).filter((m) => m.status === 'live');
  const r = rand();
  if (r < 0.45 && live.length > 0) {
    const m = pick(rand, live);
    send(run, { type: 'keeperFinal', court: m.court!, match: m.id, sets: validResult(t.rules, rand() < 0.5 ? 'A' : 'B', rand, m.stage) });
  } else if (r < 0.52 && live.length > 0) {
    const m = pick(rand, live);
    const bad = t.rules.pointsTo > 1 ? [[t.rules.pointsTo - 1, t.rules.pointsTo - 1]] : [[0, 0]];
    assert.not.ok(
      send(run, { type: 'keeperFinal', court: m.court!, match: m.id, sets: bad as [number, number][] }),
      'an invalid final is rejected',
    );
  } else if (r < 0.6) {
    const ready = readyWaiting(t);
    if (ready.length > 0) {
      const m = pick(rand, ready);
      assert.ok(
        send(run, { type: 'score', match: m.id, sets: validResult(t.rules, rand() < 0.5 ? 'A' : 'B', rand, m.stage) }),
        `organizer can score ready match ${m.id}`,
      );
    }
  } else if (r < 0.63) {
    const open = matches(t).filter((m) => !isDecided(m) && m.a && m.b);
    if (open.length > 0) {
      const m = pick(rand, open);
      send(run, { type: 'forfeit', match: m.id, team: rand() < 0.5 ? m.a! : m.b! });
    }
  } else if (r < 0.645 && run.withdrawals < 2) {
    const teams = Object.values(t.teams).filter((x) => x.status === 'registered');
    if (teams.length > 2) {
      const team = pick(rand, teams);
      if (send(run, { type: 'withdraw', id: team.id, mode: rand() < 0.8 ? 'forfeit' : 'void' })) {
        run.withdrawals += 1;
        if (run.t.bracket) run.bracketWithdrawals += 1;
      }
    }
  } else if (r < 0.72) {
    const waiting = matches(t).filter(isWaiting);
    if (waiting.length > 0) send(run, { type: 'pushback', match: pick(rand, waiting).id });
    if (live.length > 0) assert.not.ok(send(run, { type: 'pushback', match: pick(rand, live).id }), 'a live match cannot be pushed back');
  } else if (r < 0.77) {
    const c = pick(rand, t.courts);
    send(run, { type: 'court', court: c.court, op: c.status === 'open' ? 'pause' : 'resume', reason: 'rain' });
  } else if (r < 0.82 && live.length > 0) {
    const m = pick(rand, live);
    send(run, { type: 'keeperLive', court: m.court!, match: m.id, a: Math.floor(rand() * 20), b: Math.floor(rand() * 20), sets: [] });
  } else if (r < 0.86 && live.length > 1 && t.courtCount > 1) {
    const m = pick(rand, live);
    send(run, { type: 'swap', match: m.id, court: pick(rand, t.courts).court });
  } else {
    send(run, { type: 'tick' });
  }
}

/** Moves the tournament on when it would otherwise stall: resume courts, generate the bracket. */
function unstick(run: Run): boolean {
  const t = run.t;
  if (matches(t).some((m) => m.status === 'live')) return false;
  for (const c of t.courts) if (c.status === 'paused') send(run, { type: 'court', court: c.court, op: 'resume', reason: '' });
  if (matches(run.t).some((m) => m.status === 'live')) return false;
  const undecided = matches(run.t).filter((m) => !isDecided(m));
  if (undecided.length > 0) {
    // nothing live although matches wait: they must be waiting on each other only if none is ready
    assert.is(readyWaiting(run.t).length, 0, 'open courts stay idle only when no match is ready');
    return false;
  }
  if (run.t.stages.includes('bracket') && run.t.bracket === null) {
    const smallest = Math.min(...run.t.pools.map((p) => p.teamIds.filter((id) => run.t.teams[id]?.status === 'registered').length));
    const perPool = Math.max(1, Math.min(2, smallest));
    const type = run.rand() < 0.5 ? 'double' : 'single';
    send(run, { type: 'generateBracket', perPool, wildcards: 0, bracketType: type, thirdPlace: run.rand() < 0.5 });
    return run.t.bracket === null;
  }
  return true;
}

/** Optional rules (docs/api.md, Rules per stage and Work teams): the bracket's own, a deciding set to its own target, work teams. */
interface Extras {
  bracket?: Rules['bracket'];
  decidingSetTo?: number;
  workTeams?: boolean;
}

function playOut(
  teams: number,
  courts: number,
  stages: Stage[],
  bestOf: number,
  seed: number,
  bracketType: 'single' | 'double',
  extras: Extras = {},
): Run {
  const rand = prng(seed);
  const { workTeams = false, ...rules } = extras;
  const run: Run = {
    t: seededTournament({ teams, courts, stages, rules: { bestOf, pointsTo: 15, winBy: 2, cap: rand() < 0.5 ? 0 : 17, ...rules } }, rand),
    now: 1_700_000_000_000,
    rand,
    bracketWithdrawals: 0,
    withdrawals: 0,
    rejectedChecked: 0,
    workTeams,
  };
  assert.not.ok(send(run, { type: 'phase', phase: 'live' }), 'live needs generated play');
  if (stages.includes('pool')) assert.ok(send(run, { type: 'generatePools', poolSize: 2 + Math.floor(rand() * 5), workTeams }));
  else assert.ok(send(run, { type: 'generateBracket', perPool: 1, wildcards: 0, bracketType, thirdPlace: rand() < 0.5 }));
  assert.ok(send(run, { type: 'phase', phase: 'live' }));
  for (let step = 0; step < 6000; step++) {
    run.now += Math.floor(1 + rand() * 8) * 60_000;
    randomStep(run);
    checkInvariants(run.t, run.workTeams);
    if (step % 25 === 0) checkPrivacy(run.t, run.now);
    if (unstick(run)) break;
  }
  checkPrivacy(run.t, run.now);
  return run;
}

function assertFinished(run: Run): void {
  const t = run.t;
  assert.ok(matches(t).every(isDecided), 'every match is decided at the end');
  if (t.bracket) {
    assert.ok(t.champion, 'a finished bracket has a champion');
    // A final voided by a withdrawal still names the winner who advanced (docs/api.md, Pools, brackets and standings: withdrawals), so it decided the title.
    const finals = matches(t).filter((m) => m.stage === 'final' && (m.status !== 'void' || m.winner !== null));
    assert.ok(finals.length >= 1, 'a final decided the champion');
    if (t.bracket.type === 'double' && run.bracketWithdrawals === 0) {
      const entrants = new Set(
        matches(t)
          .filter((m) => m.stage === 'bracket' && m.round === 1)
          .flatMap((m) => [m.a, m.b])
          .filter((x): x is string => !!x),
      );
      const played = matches(t).filter((m) => m.stage !== 'pool' && (m.status === 'final' || m.status === 'forfeit'));
      const n = entrants.size;
      assert.ok(
        played.length === 2 * n - 2 || played.length === 2 * n - 1,
        `double elimination of ${n} teams played ${played.length} matches`,
      );
      const losses = new Map<string, number>();
      for (const m of played) {
        const loser = m.winner === m.a ? m.b! : m.a!;
        losses.set(loser, (losses.get(loser) ?? 0) + 1);
      }
      for (const team of entrants) {
        if (team === t.champion) assert.ok((losses.get(team) ?? 0) <= 1, 'the champion lost at most once');
        else assert.is(losses.get(team), 2, `team ${team} left after exactly two losses`);
      }
    }
  } else if (t.pools.length === 1) {
    assert.ok(t.champion, 'a single-pool tournament has a champion: its first-ranked team');
  } else {
    assert.is(t.champion, null, 'a pool-only tournament with several pools has no champion');
  }
}

test('random tournaments play to the end with every invariant holding', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 2, max: 64 }),
      fc.integer({ min: 1, max: 16 }),
      fc.constantFrom<Stage[]>(['pool'], ['bracket'], ['pool', 'bracket']),
      fc.constantFrom(1, 3),
      fc.constantFrom<'single' | 'double'>('single', 'double'),
      fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      (teams, courts, stages, bestOf, type, seed) => {
        const run = playOut(teams, courts, stages, bestOf, seed, type);
        assertFinished(run);
        assert.ok(run.rejectedChecked > 0, 'some intents were rejected and checked');
      },
    ),
    { numRuns: 40 },
  );
});

test('random tournaments with bracket rules of their own, a short deciding set and work teams play to the end', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 2, max: 40 }),
      fc.integer({ min: 1, max: 8 }),
      fc.constantFrom<Stage[]>(['pool'], ['bracket'], ['pool', 'bracket']),
      fc.constantFrom(1, 3, 5),
      fc.record({
        pointsTo: fc.integer({ min: 5, max: 25 }),
        winBy: fc.integer({ min: 1, max: 3 }),
        cap: fc.constantFrom(0, 27),
        bestOf: fc.constantFrom(1, 3, 5),
      }),
      fc.constantFrom(0, 7, 15),
      fc.boolean(),
      fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      (teams, courts, stages, bestOf, bracket, decidingSetTo, workTeams, seed) => {
        const run = playOut(teams, courts, stages, bestOf, seed, seed % 2 ? 'double' : 'single', { bracket, decidingSetTo, workTeams });
        assertFinished(run);
      },
    ),
    { numRuns: 25 },
  );
});

test('a double elimination bracket of 2 to 20 teams always plays 2N-2 or 2N-1 matches', () => {
  for (let n = 2; n <= 20; n++) {
    const run = playOut(n, 1 + (n % 4), ['bracket'], 1, 1000 + n, 'double');
    assertFinished(run);
  }
});

test.run();
