// Work teams (docs/api.md, Work teams): each pool match refereed by a team of its pool that does not play it, duties even,
// the pool's next match left to rest when the pool allows it, and a team that leaves replaced.
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as Y from 'yjs';
import { apply } from '../../../shared/engine/apply.js';
import { isDecided } from '../../../shared/engine/match.js';
import { roundRobin } from '../../../shared/engine/pools.js';
import { project } from '../../../shared/public/project.js';
import { readPublicDoc } from '../../../shared/public/public-ydoc-read.js';
import { writePublicDoc } from '../../../shared/public/public-ydoc.js';
import { dutyText } from '../../../shared/view/team-view.js';
import type { Intent, Match, Tournament } from '../../../shared/engine/types.js';
import { planWorkTeams, playRounds, type Slot } from '../../../shared/engine/work-teams.js';
import { ORGANIZER_CTX, must, prng, seededTournament } from '../../../harness/sim.js';
import { wordsFor } from '../../../shared/i18n/catalogues.js';

const EN = wordsFor('en');

const T0 = 1_700_000_000_000;
const rand = prng(11);

function run(t: Tournament, ...intents: Intent[]): Tournament {
  for (const intent of intents) t = must(apply(t, intent, ORGANIZER_CTX(T0, rand))).state;
  return t;
}

const ids = (n: number) => Array.from({ length: n }, (_, i) => `t${i + 1}`);
const plays = (m: { a: string | null; b: string | null }, x: string | null) => x !== null && (m.a === x || m.b === x);
const duties = (teams: string[], plan: (string | null)[]) => teams.map((x) => plan.filter((w) => w === x).length);
/** One court: each match is a round of play of its own, in queue order. */
const oneCourt = (pairs: { a: string; b: string }[]): Slot[] => pairs.map((m, at) => ({ a: m.a, b: m.b, at }));

test('every match of a round robin of 3 to 8 teams is worked by a team not playing it, duties within one of each other', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 3, max: 8 }),
      fc.integer({ min: 0, max: 1000 }),
      fc.integer({ min: 1, max: 4 }),
      (n, shuffleSeed, perRound) => {
        const teams = ids(n);
        // any order of the matches, and several at a time: the plan holds for all of them
        const r = prng(shuffleSeed);
        const order = roundRobin(teams)
          .map((m) => ({ m, k: shuffleSeed === 0 ? 0 : r() }))
          .sort((x, y) => x.k - y.k)
          .map(({ m }, i) => ({ a: m.a, b: m.b, at: Math.floor(i / perRound) }));
        const plan = planWorkTeams(teams, order);
        plan.forEach((w, i) => {
          assert.ok(w !== null && teams.includes(w), `match ${i + 1} has a work team of the pool`);
          assert.not.ok(plays(order[i]!, w), `match ${i + 1} is not worked by a team playing it`);
        });
        const load = duties(teams, plan);
        assert.ok(Math.max(...load) - Math.min(...load) <= 1, `duties ${load} are even`);
      },
    ),
    { numRuns: 200 },
  );
});

test('on one court, a pool of 6 to 16 never has its work team play the next match; smaller pools only when nothing else keeps duties even', () => {
  for (let n = 3; n <= 16; n++) {
    const teams = ids(n);
    const order = oneCourt(roundRobin(teams));
    const plan = planWorkTeams(teams, order);
    const clashes = plan.filter((w, i) => order[i + 1] && plays(order[i + 1]!, w)).length;
    const load = duties(teams, plan);
    assert.ok(Math.max(...load) - Math.min(...load) <= 1, `${n} teams: duties ${load}`);
    // 3 and 4 teams: every free team plays next within a round; 5 teams: one clash is the price of even duties
    const allowed = n === 3 ? 2 : n === 4 ? 3 : n === 5 ? 1 : 0;
    assert.ok(clashes <= allowed, `${n} teams: ${clashes} work teams also play the next match`);
  }
});

test('on several courts, no team is asked to work while it plays or works another match at the same time, when its pool has teams enough', () => {
  fc.assert(
    fc.property(fc.integer({ min: 3, max: 8 }), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 6 }), (size, pools, courts) => {
      const t = run(seededTournament({ teams: size * pools, courts, stages: ['pool'] }, prng(size * 100 + pools * 10 + courts), T0), {
        type: 'generatePools',
        poolSize: size,
        workTeams: true,
      });
      const at = playRounds(t);
      for (const pool of t.pools) {
        const ms = poolMatches(t).filter((m) => m.poolId === pool.id);
        const load = pool.teamIds.map((x) => ms.filter((m) => m.workTeam === x).length);
        assert.ok(Math.max(...load) - Math.min(...load) <= 1, `pool ${pool.id} duties ${load}`);
        for (const round of new Set(ms.map((m) => at.get(m.id)))) {
          const now = ms.filter((m) => at.get(m.id) === round);
          const free = pool.teamIds.filter((x) => !now.some((m) => plays(m, x)));
          // with a free team per match and duties that fit (one here keeps even spreads possible), nobody is in two places
          if (free.length < 2 * now.length) continue;
          const workers = now.map((m) => m.workTeam);
          assert.is(new Set(workers).size, workers.length, `pool ${pool.id} round ${round}: no team works two matches at once`);
          for (const w of workers) assert.ok(free.includes(w!), `pool ${pool.id} round ${round}: ${w} is not playing then`);
        }
      }
    }),
    { numRuns: 60 },
  );
});

test('a pool of two has nobody to work its match', () => {
  assert.equal(planWorkTeams(['x', 'y'], [{ a: 'x', b: 'y', at: 0 }]), [null]);
});

test('the expected rounds of play follow the court engine: as many matches as courts, no team twice in one round', () => {
  const t = run(seededTournament({ teams: 6, courts: 2, stages: ['pool'] }, rand, T0), { type: 'generatePools', poolSize: 6 });
  const at = playRounds(t);
  const byRound = new Map<number, Match[]>();
  for (const m of poolMatches(t)) byRound.set(at.get(m.id)!, [...(byRound.get(at.get(m.id)!) ?? []), m]);
  for (const [round, ms] of byRound) {
    assert.ok(ms.length <= 2, `round ${round}: at most one match per court`);
    const teams = ms.flatMap((m) => [m.a, m.b]);
    assert.is(new Set(teams).size, teams.length, `round ${round}: no team twice`);
  }
  assert.is([...at.values()].length, 15, 'every match has its round');
});

/** Eight teams in two pools of four, drawn with work teams. */
function drawn(workTeams = true): Tournament {
  return run(seededTournament({ teams: 8, courts: 2, stages: ['pool', 'bracket'] }, rand, T0), {
    type: 'generatePools',
    poolSize: 4,
    workTeams,
  });
}

const poolMatches = (t: Tournament): Match[] => t.queue.map((id) => t.matches[id]!).filter((m) => m.stage === 'pool');

test('pools drawn with work teams give each match one from its own pool; drawn without, none, and every public match says so', () => {
  const t = drawn();
  for (const m of poolMatches(t)) {
    const pool = t.pools.find((p) => p.id === m.poolId)!;
    assert.ok(m.workTeam && pool.teamIds.includes(m.workTeam) && !plays(m, m.workTeam), `${m.id}`);
  }
  const pub = project(t, T0);
  const m = pub.pools[0]!.matches[0]!;
  assert.equal(m.workTeam, { id: t.matches[m.id]!.workTeam!, name: t.teams[t.matches[m.id]!.workTeam!]!.name });
  const plain = project(drawn(false), T0);
  assert.ok(
    plain.pools.flatMap((p) => p.matches).every((x) => x.workTeam === null),
    'no work teams asked: null',
  );
});

test('the public Y.Doc carries each work team and reads it back', () => {
  const pub = project(run(drawn(), { type: 'phase', phase: 'live' }), T0);
  const doc = new Y.Doc();
  doc.transact(() => writePublicDoc(doc, pub));
  const read = readPublicDoc(doc)!;
  assert.equal(read, pub);
  assert.ok(read.courts[0]!.match!.workTeam, 'the match on court 1 has its work team');
});

test("a withdrawn team's pending duties go to teams of its pool that do not play those matches", () => {
  let t = run(drawn(), { type: 'phase', phase: 'live' });
  // two results, so decided matches' work teams are history and stay
  for (const m of poolMatches(t).slice(0, 2)) t = run(t, { type: 'score', match: m.id, sets: [[21, 10]] });
  const before = structuredClone(t.matches);
  const leaving = poolMatches(t)
    .filter((m) => !isDecided(m))
    .at(-1)!.workTeam!;
  const pending = poolMatches(t)
    .filter((m) => !isDecided(m) && m.workTeam === leaving)
    .map((m) => m.id);
  assert.ok(pending.length > 0, 'the leaving team had duties still to do');
  t = run(t, { type: 'withdraw', id: leaving, mode: 'forfeit' });
  for (const m of poolMatches(t)) {
    if (!pending.includes(m.id)) assert.is(m.workTeam, before[m.id]!.workTeam, `${m.id} keeps its work team`);
  }
  for (const id of pending) {
    const m = t.matches[id]!;
    const pool = t.pools.find((p) => p.id === m.poolId)!;
    assert.ok(
      m.workTeam && m.workTeam !== leaving && pool.teamIds.includes(m.workTeam) && !plays(m, m.workTeam),
      `${id} got ${m.workTeam}`,
    );
    assert.is(t.teams[m.workTeam!]!.status, 'registered');
  }
});

test("a removed team's duties are handed on too", () => {
  let t = drawn();
  const leaving = poolMatches(t)[0]!.workTeam!;
  t = run(t, { type: 'teamRemove', id: leaving });
  for (const m of poolMatches(t)) assert.ok(m.workTeam !== leaving && m.workTeam && t.teams[m.workTeam], `${m.id}`);
});

test('the on-deck call names the work team and reaches its page', () => {
  const t = run(drawn(), { type: 'phase', phase: 'live' });
  const alert = t.alerts.find((a) => a.kind === 'on_deck')!;
  const m = t.matches[alert.match!]!;
  const work = t.teams[m.workTeam!]!;
  assert.match(alert.text, new RegExp(`: on deck, court \\d, about \\d+ min; work team: ${work.name}$`));
  assert.ok(alert.teams.includes(work.id));
});

test('a team page says which match the team works, where, and that it comes right after its own', () => {
  const t = run(drawn(), { type: 'phase', phase: 'live' });
  const pub = project(t, T0);
  const live = pub.courts[0]!.match!;
  assert.is(
    dutyText(pub, live.workTeam!.id, EN),
    `You are working ${`Pool ${live.poolId} · round 1`} (${live.a!.name} vs ${live.b!.name}) on court 1 now`,
  );
  // a team playing on court 1 that works the match after it there (and no other)
  const next = pub.upNext.find((e) => e.court === 1)!;
  for (const m of [...pub.courts.map((c) => c.match!), ...pub.upNext, ...pub.pools.flatMap((p) => p.matches)]) m.workTeam = null;
  next.workTeam = live.a;
  assert.is(
    dutyText(pub, live.a!.id, EN),
    `You work ${`Pool ${next.poolId} · round ${next.round}`} (${next.a!.name} vs ${next.b!.name}) on court 1 after your match`,
  );
  const plain = project(run(drawn(false), { type: 'phase', phase: 'live' }), T0);
  assert.is(dutyText(plain, plain.teams[0]!.id, EN), null, 'no work teams, no sentence');
});

test.run();
