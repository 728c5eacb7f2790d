// Property tests (fast-check) of tiered brackets (docs/api.md, Tiers and consolation): random pools, random pool
// results, random splits of the pool ranks into tiers: every tier draw is valid (no team in two tiers, each team's
// pool rank inside its tier's ranks, byes to the tier's top seeds, ids apart), and every tier plays out to its own
// champion.
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply } from '../../../shared/engine/apply.js';
import { bracketSize } from '../../../shared/engine/bracket.js';
import { isDecided } from '../../../shared/engine/match.js';
import { bracketEntrants, poolStandings } from '../../../shared/engine/standings.js';
import { tierChampion, tierOf, tiersOf } from '../../../shared/engine/tiers.js';
import type { BracketType, Tournament } from '../../../shared/engine/types.js';
import { must, prng, seededTournament, validResult } from '../../../harness/sim.js';

const NOW = 1_700_000_000_000;

interface TierPlan {
  to: number;
  type: BracketType;
  thirdPlace: boolean;
  consolation: boolean;
}

const plan = fc.record({
  teams: fc.integer({ min: 6, max: 40 }),
  poolSize: fc.integer({ min: 3, max: 6 }),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  // cut points of the ranks 1..poolSize into tiers, and each tier's format
  tiers: fc.array(
    fc.record({
      to: fc.integer({ min: 1, max: 6 }),
      type: fc.constantFrom<BracketType>('single', 'double'),
      thirdPlace: fc.boolean(),
      consolation: fc.boolean(),
    }),
    { minLength: 1, maxLength: 3 },
  ),
});

function play(t: Tournament, rand: () => number, only: (stage: string) => boolean): Tournament {
  for (let guard = 0; guard < 2000; guard++) {
    const m = t.queue.map((id) => t.matches[id]!).find((x) => only(x.stage) && !isDecided(x) && x.a !== null && x.b !== null);
    if (!m) return t;
    t = must(
      apply(
        t,
        { type: 'score', match: m.id, sets: validResult(t.rules, rand() < 0.5 ? 'A' : 'B', rand, m.stage) },
        { now: NOW, random: rand },
      ),
    ).state;
  }
  throw new Error('play did not end');
}

test('every tier draw is valid and every tier plays out to its own champion', () => {
  fc.assert(
    fc.property(plan, (p) => {
      const rand = prng(p.seed);
      let t = seededTournament({ teams: p.teams, courts: 3, stages: ['pool', 'bracket'] }, rand, NOW);
      t = must(apply(t, { type: 'generatePools', poolSize: p.poolSize }, { now: NOW, random: rand })).state;
      t = play(t, rand, (s) => s === 'pool');
      const largest = Math.max(...t.pools.map((x) => x.teamIds.length));
      // Ranks split in order: tier k takes the ranks after tier k-1's up to its own cut.
      const cuts = [...new Set(p.tiers.map((x) => Math.min(x.to, largest)))].sort((x, y) => x - y);
      const drawn: { name: string; from: number; to: number }[] = [];
      let from = 1;
      cuts.forEach((to, i) => {
        const x: TierPlan = p.tiers[i]!;
        const name = ['Gold', 'Silver', 'Bronze'][i]!;
        const r = apply(
          t,
          {
            type: 'generateBracket',
            perPool: 0,
            wildcards: 0,
            bracketType: x.type,
            thirdPlace: x.thirdPlace,
            consolation: x.consolation && x.type === 'single',
            tier: name,
            fromRank: from,
            toRank: to,
          },
          { now: NOW, random: rand },
        );
        // Too few teams (or too few first-round matches for a consolation) is a refusal, never a broken draw.
        if (r.ok) {
          t = r.state;
          drawn.push({ name, from, to });
        } else assert.ok(r.error.length > 0);
        from = to + 1;
      });
      const ids = Object.keys(t.matches);
      assert.is(new Set(t.queue).size, t.queue.length, 'every match queued once');
      assert.is(t.queue.length, ids.length, 'every match queued');
      const seen = new Map<string, string>();
      for (const d of drawn) {
        const teams = new Set<string>();
        const firstRound = Object.values(t.matches).filter((m) => tierOf(m) === d.name && m.round === 1 && m.stage !== 'losers');
        for (const m of firstRound) for (const x of [m.a, m.b]) if (x) teams.add(x);
        for (const x of teams) {
          assert.not.ok(seen.has(x), `${t.teams[x]!.name} in ${d.name} and ${seen.get(x)}`);
          seen.set(x, d.name);
          const pool = t.pools.find((q) => q.teamIds.includes(x))!;
          const rank = poolStandings(t, pool).findIndex((s) => s.teamId === x) + 1;
          assert.ok(rank >= d.from && rank <= d.to, `${d.name}: rank ${rank} inside ${d.from}-${d.to}`);
        }
        // Byes go to the tier's top seeds: the teams with a first-round bye are its first entrants.
        const others = new Set([...seen.entries()].filter(([, tier]) => tier !== d.name).map(([x]) => x));
        const entrants = bracketEntrants(t, 0, 0, { from: d.from, to: d.to, exclude: others });
        assert.ok(entrants.ok);
        if (!entrants.ok) continue;
        assert.is(entrants.value.length, teams.size, `${d.name}: entrants`);
        const byes = firstRound.filter((m) => (m.a === null) !== (m.b === null)).map((m) => m.a ?? m.b);
        const expected = bracketSize(teams.size) - teams.size;
        assert.is(byes.length, expected, `${d.name}: one bye per missing team`);
        assert.equal(new Set(byes), new Set(entrants.value.slice(0, expected).map((e) => e.team)), `${d.name}: byes to the top seeds`);
      }
      if (drawn.length === 0) return;
      t = must(apply(t, { type: 'phase', phase: 'live' }, { now: NOW, random: rand })).state;
      t = play(t, rand, (s) => s !== 'pool');
      assert.ok(Object.values(t.matches).every(isDecided), 'every match decided');
      const tiers = tiersOf(t);
      const champions = tiers.map((x) => tierChampion(t, x));
      assert.ok(
        champions.every((c) => c !== null),
        'each tier its champion',
      );
      assert.is(t.champion, champions[0]);
    }),
    { numRuns: 40 },
  );
});

test.run();
