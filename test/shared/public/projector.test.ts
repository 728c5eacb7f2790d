// The server's projector against the reference projection: over random tournaments, whether the states share their unchanged objects or are
// clones, it gives the very document project() gives, and reuses what did not change.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply } from '../../../shared/engine/apply.js';
import { isDecided } from '../../../shared/engine/match.js';
import { project } from '../../../shared/public/project.js';
import { createProjector, type Projector } from '../../../shared/public/projector.js';
import type { Intent, PublicState, Tournament } from '../../../shared/engine/types.js';
import { shareUnchanged } from '../../fixtures/sharing.js';
import { keeperFinalOf, keeperPoint, must, pick, prng, seededTournament, validResult } from '../../../harness/sim.js';

const T0 = 1_700_000_000_000;

/**
 * How each step's state reaches the projector: as the engine returns it (it names the matches it changed),
 * rebuilt to share what did not change (identity only), deep-cloned (no identity), or any of these.
 */
type Handing = 'engine' | 'shared' | 'cloned' | 'mixed';

interface Run {
  t: Tournament;
  now: number;
  rand: () => number;
  handing: Handing;
}

/** One random organizer, keeper or engine action; null when there is nothing sensible to do but tick. */
function randomIntent(run: Run): Intent {
  const { t, rand } = run;
  const all = Object.values(t.matches);
  const live = all.filter((m) => m.status === 'live');
  const open = all.filter((m) => !isDecided(m) && m.a && m.b);
  const waiting = all.filter((m) => m.status === 'pending' || m.status === 'on_deck');
  const teams = Object.values(t.teams).filter((x) => x.status === 'registered');
  const r = rand();
  if (r < 0.3 && live.length > 0) {
    const m = pick(rand, live);
    return keeperPoint(m, rand);
  }
  if (r < 0.5 && live.length > 0) {
    const m = pick(rand, live);
    return keeperFinalOf(t, m, rand);
  }
  if (r < 0.54 && open.length > 0) {
    const m = pick(rand, open);
    return { type: 'score', match: m.id, sets: validResult(t.rules, rand() < 0.5 ? 'A' : 'B', rand, m.stage) };
  }
  if (r < 0.56 && open.length > 0) {
    const m = pick(rand, open);
    return { type: 'forfeit', match: m.id, team: rand() < 0.5 ? m.a! : m.b! };
  }
  if (r < 0.6) return { type: 'broadcast', text: `Notice ${Math.floor(rand() * 1000)}` };
  if (r < 0.62) return { type: 'banner', banner: rand() < 0.5 ? '' : `Banner ${Math.floor(rand() * 10)}` };
  if (r < 0.66 && teams.length > 0) {
    const x = pick(rand, teams);
    return {
      type: 'teamEdit',
      id: x.id,
      name: `Renamed ${Math.floor(rand() * 1000)}`,
      captain: x.captain,
      phone: x.phone,
      players: x.players,
      playerNames: x.playerNames.join('\n'),
    };
  }
  if (r < 0.68 && teams.length > 0) return { type: 'teamArrive', id: pick(rand, teams).id, arrived: rand() < 0.5 };
  if (r < 0.7 && teams.length > 4) return { type: 'withdraw', id: pick(rand, teams).id, mode: rand() < 0.5 ? 'forfeit' : 'void' };
  if (r < 0.74) {
    const c = pick(rand, t.courts);
    return { type: 'court', court: c.court, op: c.status === 'open' ? 'pause' : 'resume', reason: rand() < 0.5 ? 'wet floor' : '' };
  }
  if (r < 0.78 && waiting.length > 0) return { type: 'pushback', match: pick(rand, waiting).id };
  if (r < 0.8 && live.length > 0) return { type: 'swap', match: pick(rand, live).id, court: pick(rand, t.courts).court };
  if (t.phase === 'live' && all.every(isDecided) && t.bracket === null && t.stages.includes('bracket')) {
    return { type: 'generateBracket', perPool: 2, wildcards: 0, bracketType: rand() < 0.5 ? 'double' : 'single', thirdPlace: rand() < 0.5 };
  }
  if (r < 0.9) {
    const c = t.courts.find((x) => x.status === 'paused');
    if (c) return { type: 'court', court: c.court, op: 'resume', reason: '' };
  }
  return { type: 'tick' };
}

/** The state handed over: sharing the unchanged objects of the last one, a deep clone, or either. */
function handOver(run: Run, prev: Tournament, next: Tournament): Tournament {
  const how = run.handing === 'mixed' ? pick(run.rand, ['engine', 'engine', 'shared', 'cloned'] as const) : run.handing;
  if (how === 'engine') return next;
  return how === 'shared' ? shareUnchanged(prev, next) : structuredClone(next);
}

function check(p: Projector, t: Tournament, now: number, label: string): PublicState {
  const got = p.project(t, now);
  // Byte for byte: state.json is this document serialised.
  assert.is(JSON.stringify(got), JSON.stringify(project(t, now)), label);
  assert.ok(Object.isFrozen(got) && Object.isFrozen(got.courts), `${label}: the document is frozen`);
  return got;
}

function play(seed: number, handing: Handing, steps: number): void {
  const rand = prng(seed);
  const teams = 5 + Math.floor(rand() * 20);
  const courts = 1 + Math.floor(rand() * 4);
  const stages = rand() < 0.8 ? (['pool', 'bracket'] as const) : (['bracket'] as const);
  const run: Run = {
    t: seededTournament({ teams, courts, stages: [...stages], rules: { bestOf: 1 + 2 * Math.floor(rand() * 2), pointsTo: 11 } }, rand, T0),
    now: T0,
    rand,
    handing,
  };
  const p = createProjector();
  check(p, run.t, run.now, `seed ${seed}: registration`);
  const first: Intent =
    stages.length === 2
      ? ({ type: 'generatePools', poolSize: 3 + Math.floor(rand() * 3), ...(rand() < 0.5 ? { workTeams: true } : {}) } as Intent)
      : { type: 'generateBracket', perPool: 1, wildcards: 0, bracketType: 'double', thirdPlace: rand() < 0.5 };
  const queued: Intent[] = [first, { type: 'phase', phase: 'live' }];
  for (let i = 0; i < steps; i++) {
    const intent = queued.shift() ?? randomIntent(run);
    run.now += Math.floor(rand() * 4) * 30_000;
    const r = apply(run.t, intent, { now: run.now, random: rand });
    if (r.ok) run.t = handOver(run, run.t, r.state);
    // Writes within one turn make one refresh: the projector does not see every state.
    if (handing === 'mixed' && rand() < 0.2) continue;
    check(p, run.t, run.now, `seed ${seed} (${handing}), step ${i}: ${intent.type}`);
  }
}

test("the projector gives what project() gives on the engine's own states", () => {
  for (let seed = 401; seed <= 412; seed++) play(seed, 'engine', 160);
});

test('the projector gives what project() gives when states share their unchanged objects', () => {
  for (let seed = 1; seed <= 12; seed++) play(seed, 'shared', 160);
});

test('the projector gives what project() gives when every state is a clone (no identity kept)', () => {
  for (let seed = 101; seed <= 106; seed++) play(seed, 'cloned', 160);
});

test('the projector gives what project() gives when engine, shared and cloned states alternate', () => {
  for (let seed = 201; seed <= 210; seed++) play(seed, 'mixed', 160);
});

/**
 * Edits the engine would not make alone (a name without a rev, the queue alone, a court's reason alone...),
 * each sharing every other object: the projector must not lean on what the engine happens to change together.
 */
function handEdit(t: Tournament, rand: () => number): Tournament {
  const teams = Object.values(t.teams);
  const team = teams.length > 0 ? pick(rand, teams) : null;
  const matches = Object.values(t.matches);
  const r = rand();
  if (r < 0.2 && team) return { ...t, teams: { ...t.teams, [team.id]: { ...team, name: `Hand ${Math.floor(rand() * 100)}` } } };
  if (r < 0.3 && team) return { ...t, teams: { ...t.teams, [team.id]: { ...team, seed: Math.floor(rand() * 40) } } };
  if (r < 0.4 && team) {
    const { [team.id]: _gone, ...rest } = t.teams;
    return { ...t, teams: rest };
  }
  if (r < 0.55) return { ...t, queue: [...t.queue].sort(() => rand() - 0.5) };
  if (r < 0.65 && t.courts.length > 0) {
    const i = Math.floor(rand() * t.courts.length);
    return { ...t, courts: t.courts.map((c, j) => (j === i ? { ...c, reason: `Hand ${Math.floor(rand() * 9)}` } : c)) };
  }
  if (r < 0.75 && matches.length > 0) {
    const m = pick(rand, matches);
    const r2 = rand();
    // Swapped set scores: a result corrected without any other field changing.
    const edit =
      r2 < 0.3
        ? { startedAt: (m.startedAt ?? T0) + 60_000 }
        : r2 < 0.55
          ? { slot: Math.floor(rand() * 4) }
          : r2 < 0.8
            ? { sets: m.sets.map(([x, y]) => [y, x] as [number, number]) }
            : { status: m.status === 'final' ? ('void' as const) : m.status };
    return { ...t, matches: { ...t.matches, [m.id]: { ...m, ...edit } } };
  }
  if (r < 0.8) return { ...t, rules: { ...t.rules, tiebreaks: [...t.rules.tiebreaks].reverse() } };
  if (r < 0.85 && matches.length > 0) {
    const { [pick(rand, matches).id]: _gone, ...rest } = t.matches;
    return { ...t, matches: rest };
  }
  if (t.pools.length >= 2) {
    const [x, y] = [t.pools[0]!, t.pools[1]!];
    if (x.teamIds.length > 0 && y.teamIds.length > 0) {
      const pools = [
        { ...x, teamIds: [y.teamIds[0]!, ...x.teamIds.slice(1)] },
        { ...y, teamIds: [x.teamIds[0]!, ...y.teamIds.slice(1)] },
        ...t.pools.slice(2),
      ];
      return { ...t, pools };
    }
  }
  return { ...t, alerts: t.alerts.slice(1) };
}

test('the projector follows edits of any single part, each sharing the rest of the state', () => {
  for (let seed = 301; seed <= 312; seed++) {
    const rand = prng(seed);
    let t = seededTournament(
      { teams: 8 + Math.floor(rand() * 12), courts: 2, stages: ['pool', 'bracket'], rules: { pointsTo: 11 } },
      rand,
      T0,
    );
    t = must(apply(t, { type: 'generatePools', poolSize: 4, workTeams: true }, { now: T0, random: rand })).state;
    t = must(apply(t, { type: 'phase', phase: 'live' }, { now: T0, random: rand })).state;
    const run: Run = { t, now: T0, rand, handing: 'shared' };
    const p = createProjector();
    for (let i = 0; i < 120; i++) {
      const intent = randomIntent(run);
      const r = apply(run.t, intent, { now: run.now, random: rand });
      if (r.ok) run.t = shareUnchanged(run.t, r.state);
      check(p, run.t, run.now, `seed ${seed}, step ${i}: ${intent.type}`);
      const edited = handEdit(run.t, rand);
      check(p, edited, run.now, `seed ${seed}, step ${i}: a hand edit`);
      // The edit is projected only: the next intent goes to the engine's own state (the edit may be one it refuses).
    }
  }
});

test('a keeper point on a shared state rebuilds its pool and court only; the rest keeps its objects', () => {
  const rand = prng(7);
  let t = seededTournament({ teams: 24, courts: 3, stages: ['pool', 'bracket'] }, rand, T0);
  t = must(apply(t, { type: 'generatePools', poolSize: 4 }, { now: T0, random: rand })).state;
  t = must(apply(t, { type: 'phase', phase: 'live' }, { now: T0, random: rand })).state;
  const p = createProjector();
  const before = p.project(t, T0);
  const m = t.matches[t.courts[0]!.match!]!;
  const next = shareUnchanged(
    t,
    must(apply(t, { type: 'keeperLive', court: 1, match: m.id, a: 5, b: 3, sets: [] }, { now: T0, random: rand })).state,
  );
  assert.is.not(next.matches[m.id], t.matches[m.id], 'the match changed');
  const after = check(p, next, T0 + 1_000, 'after the point');
  assert.is(after.teams, before.teams);
  assert.is(after.bracket, before.bracket);
  assert.is(after.upNext, before.upNext);
  assert.is(after.rules, before.rules);
  const poolAt = before.pools.findIndex((x) => x.id === m.poolId);
  after.pools.forEach((pool, i) => {
    if (i === poolAt) assert.is.not(pool, before.pools[i], "the point's pool is rebuilt");
    else assert.is(pool, before.pools[i], `pool ${pool.id} is reused`);
  });
  assert.is(after.pools[poolAt]!.standings, before.pools[poolAt]!.standings, 'a live score moves no standing');
  after.courts.forEach((court, i) => {
    if (i === 0) assert.is.not(court, before.courts[0]);
    else assert.is(court, before.courts[i], `court ${court.court} is reused`);
  });
});

test('projecting the same state twice gives the same parts, and a later state never changes an earlier document', () => {
  const rand = prng(11);
  let t = seededTournament({ teams: 12, courts: 2, stages: ['pool'] }, rand, T0);
  t = must(apply(t, { type: 'generatePools', poolSize: 4 }, { now: T0, random: rand })).state;
  t = must(apply(t, { type: 'phase', phase: 'live' }, { now: T0, random: rand })).state;
  const p = createProjector();
  const first = p.project(t, T0);
  const bytes = JSON.stringify(first);
  const again = p.project(t, T0 + 5);
  assert.is(again.pools, first.pools);
  assert.is(again.courts, first.courts);
  const m = t.matches[t.courts[0]!.match!]!;
  const next = must(
    apply(t, { type: 'keeperFinal', court: 1, match: m.id, sets: validResult(t.rules, 'A', rand) }, { now: T0, random: rand }),
  ).state;
  p.project(shareUnchanged(t, next), T0 + 10);
  assert.is(JSON.stringify(first), bytes, 'the earlier document is as it was');
});

test('a projection that fails halfway leaves nothing behind: the next state is projected right', () => {
  const rand = prng(13);
  let t = seededTournament({ teams: 12, courts: 2, stages: ['pool'] }, rand, T0);
  t = must(apply(t, { type: 'generatePools', poolSize: 4 }, { now: T0, random: rand })).state;
  t = must(apply(t, { type: 'phase', phase: 'live' }, { now: T0, random: rand })).state;
  const p = createProjector();
  p.project(t, T0);
  const m = t.matches[t.courts[0]!.match!]!;
  const broken = { ...t, matches: { ...t.matches, [m.id]: { ...m, sets: null as never } } };
  assert.throws(() => p.project(broken, T0));
  const next = must(apply(t, { type: 'keeperLive', court: 1, match: m.id, a: 3, b: 1, sets: [] }, { now: T0, random: rand })).state;
  check(p, next, T0, 'after the failed projection');
});

test.run();
