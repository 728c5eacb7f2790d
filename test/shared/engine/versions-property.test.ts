// Property test of versions (docs/api.md, Versions): over random tournaments, any change of a match's or court's public projection comes
// with a higher rev, a rev never goes down, and a stale rev changes nothing.
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply } from '../../../shared/engine/apply.js';
import { isDecided, isWaiting } from '../../../shared/engine/match.js';
import { project } from '../../../shared/public/project.js';
import type { Ctx, Intent, PublicMatch, Tournament } from '../../../shared/engine/types.js';
import { pick, prng, seededTournament, validResult } from '../../../harness/sim.js';

const ACTORS: NonNullable<Ctx['actor']>[] = [
  { name: 'Anna', role: 'organizer' },
  { name: 'organizer', role: 'organizer' },
  { name: 'engine', role: 'engine' },
];

/** What the public document shows of each match (rev aside) with its queue place, and its rev, by id. */
function matchViews(t: Tournament): Map<string, { face: string; rev: number }> {
  const pub = project(t, 0);
  const all: PublicMatch[] = [...pub.pools.flatMap((p) => p.matches), ...pub.bracket];
  const out = new Map<string, { face: string; rev: number }>();
  for (const m of all) {
    const { rev, ...rest } = m;
    out.set(m.id, { face: JSON.stringify([rest, t.queue.indexOf(m.id)]), rev });
  }
  assert.is(out.size, Object.keys(t.matches).length, 'every match is in the public document');
  return out;
}

function courtViews(t: Tournament): Map<number, { face: string; rev: number }> {
  return new Map(
    project(t, 0).courts.map((c) => [
      c.court,
      { face: JSON.stringify([c.status, c.match?.id ?? null, c.reason, c.startedAt]), rev: c.rev },
    ]),
  );
}

function checkStep<K>(
  before: Map<K, { face: string; rev: number }>,
  after: Map<K, { face: string; rev: number }>,
  what: string,
  step: string,
): void {
  for (const [id, now] of after) {
    const was = before.get(id);
    if (!was) continue;
    if (was.face !== now.face)
      assert.ok(now.rev > was.rev, `${what} ${id} changed in ${step} and its rev went from ${was.rev} to ${now.rev}`);
    else assert.is(now.rev, was.rev, `${what} ${id} did not change in ${step}, nor did its rev`);
  }
}

interface Run {
  t: Tournament;
  now: number;
  rand: () => number;
  refused: number;
}

/** The current rev, no rev, or (sometimes) a stale one, which must be refused and change nothing. */
function withRev(run: Run, intent: Intent, current: number): Intent {
  const r = run.rand();
  if (r < 0.4) return intent;
  if (r < 0.85) return { ...intent, rev: current } as Intent;
  const stale = { ...intent, rev: current + 1 + Math.floor(run.rand() * 3) } as Intent;
  const result = apply(run.t, stale, { now: run.now, random: run.rand, actor: ACTORS[0] });
  assert.not.ok(result.ok, `${intent.type} with a stale rev is refused`);
  if (!result.ok) {
    assert.is(result.kind, 'conflict');
    assert.is(result.rev, current);
    assert.ok(result.error.length > 0);
  }
  run.refused++;
  return { ...intent, rev: current } as Intent;
}

function randomIntent(run: Run): Intent {
  const { t, rand } = run;
  const all = Object.values(t.matches);
  const live = all.filter((m) => m.status === 'live');
  const waiting = all.filter(isWaiting);
  const teams = Object.values(t.teams).filter((x) => x.status === 'registered');
  const r = rand();
  if (r < 0.25 && live.length > 0) {
    const m = pick(rand, live);
    return { type: 'keeperLive', court: m.court!, match: m.id, a: Math.floor(rand() * 20), b: Math.floor(rand() * 20), sets: [] };
  }
  if (r < 0.45 && live.length > 0) {
    const m = pick(rand, live);
    return { type: 'keeperFinal', court: m.court!, match: m.id, sets: validResult(t.rules, rand() < 0.5 ? 'A' : 'B', rand) };
  }
  if (r < 0.5) {
    const ready = all.filter((m) => !isDecided(m) && m.a && m.b);
    if (ready.length > 0) {
      const m = pick(rand, ready);
      return withRev(run, { type: 'score', match: m.id, sets: validResult(t.rules, rand() < 0.5 ? 'A' : 'B', rand) }, m.rev ?? 0);
    }
  }
  if (r < 0.55 && live.length > 0) {
    const m = pick(rand, live);
    return withRev(run, { type: 'live', match: m.id, a: Math.floor(rand() * 20), b: Math.floor(rand() * 20) }, m.rev ?? 0);
  }
  if (r < 0.58) {
    const open = all.filter((m) => !isDecided(m) && m.a && m.b);
    if (open.length > 0) {
      const m = pick(rand, open);
      return withRev(run, { type: 'forfeit', match: m.id, team: rand() < 0.5 ? m.a! : m.b! }, m.rev ?? 0);
    }
  }
  if (r < 0.68 && waiting.length > 0) {
    const m = pick(rand, waiting);
    return withRev(run, { type: 'pushback', match: m.id }, m.rev ?? 0);
  }
  if (r < 0.73 && live.length > 0) {
    const m = pick(rand, live);
    return withRev(run, { type: 'swap', match: m.id, court: pick(rand, t.courts).court }, m.rev ?? 0);
  }
  if (r < 0.79) {
    const c = pick(rand, t.courts);
    return withRev(
      run,
      { type: 'court', court: c.court, op: c.status === 'open' ? 'pause' : 'resume', reason: rand() < 0.5 ? 'rain' : '' },
      c.rev ?? 0,
    );
  }
  if (r < 0.83 && teams.length > 0) {
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
  if (r < 0.845 && teams.length > 4) return { type: 'withdraw', id: pick(rand, teams).id, mode: rand() < 0.5 ? 'forfeit' : 'void' };
  if (t.stages.includes('bracket') && t.bracket === null && all.every(isDecided)) {
    return { type: 'generateBracket', perPool: 1, wildcards: 0, bracketType: rand() < 0.5 ? 'double' : 'single', thirdPlace: rand() < 0.5 };
  }
  return { type: 'tick' };
}

test('every change of a match or court in the public document raises its rev; nothing else does', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 3, max: 24 }),
      fc.integer({ min: 1, max: 5 }),
      fc.boolean(),
      fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      (teams, courts, withPools, seed) => {
        const rand = prng(seed);
        const stages = withPools ? (['pool', 'bracket'] as const) : (['bracket'] as const);
        const run: Run = {
          t: seededTournament({ teams, courts, stages: [...stages], rules: { bestOf: 1, pointsTo: 11 } }, rand),
          now: 1_700_000_000_000,
          rand,
          refused: 0,
        };
        // Work teams (where the engine has them) name a third team in a match: its renames must raise the rev too.
        const first: Intent = withPools
          ? ({ type: 'generatePools', poolSize: 3 + Math.floor(rand() * 3), ...(rand() < 0.5 ? { workTeams: true } : {}) } as Intent)
          : { type: 'generateBracket', perPool: 1, wildcards: 0, bracketType: 'double', thirdPlace: false };
        const steps: Intent[] = [first, { type: 'phase', phase: 'live' }];
        let highest = 0;
        for (let i = 0; i < 250; i++) {
          const intent = steps.shift() ?? randomIntent(run);
          run.now += Math.floor(rand() * 5) * 60_000;
          const before = run.t;
          const beforeMatches = matchViews(before);
          const beforeCourts = courtViews(before);
          const r = apply(before, intent, { now: run.now, random: rand, actor: pick(rand, ACTORS) });
          if (!r.ok) continue;
          run.t = r.state;
          const label = `step ${i} (${intent.type})`;
          checkStep(beforeMatches, matchViews(run.t), 'match', label);
          checkStep(beforeCourts, courtViews(run.t), 'court', label);
          const revs = [...Object.values(run.t.matches), ...run.t.courts].map((x) => x.rev ?? 0);
          const top = Math.max(0, ...revs);
          assert.ok((run.t.lastRev ?? 0) >= highest, 'the last rev given never goes down');
          assert.ok((run.t.lastRev ?? 0) >= top, 'no match or court holds a rev above the last one given');
          highest = run.t.lastRev ?? 0;
        }
      },
    ),
    { numRuns: 40 },
  );
});

test.run();
