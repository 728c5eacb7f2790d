// Benchmark: the venue's up next for 8 divisions x 32 teams on 24 courts, mid-day, with players shared between divisions.
// Prints median and p99 of planVenue and of a whole venue step (goal: the plan under 5 ms), and the engine's share of a
// keeper's final and point at the venue against a lone 32-team tournament. Run: npx tsx bench/venue-plan.ts
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { apply } from '../shared/engine/apply.js';
import type { CourtOrders, Intent, Tournament } from '../shared/engine/types.js';
import { planVenue } from '../shared/venue/plan.js';
import { ordersChange, ordersFor, venueStep, type VenueStep } from '../shared/venue/step.js';
import type { VenueEvent } from '../shared/venue/types.js';
import { must, pick, prng, seededTournament, validResult } from '../harness/sim.js';

const DIVISIONS = 8;
const TEAMS = 32;
const COURTS = 24;
const HOLD: CourtOrders = { assign: [], onDeck: null };

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
}

/** An event mid-day: pools generated in every division, about a third of the matches played through the venue. */
function midDay(): { event: VenueEvent; states: Map<string, Tournament>; now: number } {
  const rand = prng(7);
  let now = 1_700_000_000_000;
  const states = new Map<string, Tournament>();
  const all = Array.from({ length: COURTS }, (_, i) => i + 1);
  const divisions: VenueEvent['divisions'][number][] = [];
  for (let d = 0; d < DIVISIONS; d++) {
    const slug = `division-${d + 1}`;
    let t: Tournament = { ...seededTournament({ teams: TEAMS, courts: COURTS, stages: ['pool', 'bracket'] }, rand, now), slug };
    // One player in five also plays in another division (names drawn from one list of 200).
    for (const team of Object.values(t.teams))
      team.playerNames = team.playerNames.map((n) => (rand() < 0.2 ? `Shared Player ${Math.floor(rand() * 200)}` : `${slug} ${n}`));
    for (const intent of [
      { type: 'generatePools', poolSize: 4 },
      { type: 'phase', phase: 'live' },
    ] as Intent[]) {
      t = must(apply(t, intent, { now, random: rand, courtOrders: () => HOLD })).state;
    }
    states.set(slug, t);
    // Divisions share courts in overlapping halves, as a venue splits its courts between a few divisions.
    divisions.push({ slug, courts: d % 2 === 0 ? all.slice(0, 16) : all.slice(8) });
  }
  const event: VenueEvent = { courtCount: COURTS, restMin: 10, paused: [], divisions, unlinks: [] };
  const tickAll = (step: VenueStep) => {
    for (const d of divisions)
      states.set(
        d.slug,
        must(apply(states.get(d.slug)!, { type: 'tick' }, { now, random: rand, courtOrders: () => ordersFor(step, d.slug) })).state,
      );
  };
  tickAll(venueStep(event, states, now));
  for (let i = 0; i < Number(process.env.FINALS ?? 130); i++) {
    now += 3 * 60_000;
    const slug = pick(rand, divisions).slug;
    const t = states.get(slug)!;
    const live = Object.values(t.matches).filter((m) => m.status === 'live');
    if (live.length === 0) continue;
    const m = pick(rand, live);
    const final = { type: 'keeperFinal', court: m.court!, match: m.id, sets: validResult(t.rules, 'A', rand, m.stage) } as const;
    states.set(slug, must(apply(t, final, { now, random: rand, courtOrders: () => HOLD })).state);
    tickAll(venueStep(event, states, now));
  }
  return { event, states, now };
}

/**
 * The engine's share of a keeper's final and point (no store, no Yjs): at the venue, the final in its division
 * under court orders with the venue step, then the tick of every division whose orders change something; in a
 * lone 32-team tournament on 8 courts, the same intents through apply alone. A point asks the venue nothing.
 */
function writesVersusLone(event: VenueEvent, states: Map<string, Tournament>, start: number): void {
  const rand = prng(11);
  let now = start;
  const venueFinal: number[] = [];
  const venuePoint: number[] = [];
  const keeper = (t: Tournament, final: boolean): Intent | null => {
    const live = Object.values(t.matches).filter((m) => m.status === 'live');
    if (live.length === 0) return null;
    const m = pick(rand, live);
    return final
      ? { type: 'keeperFinal', court: m.court!, match: m.id, sets: validResult(t.rules, 'A', rand, m.stage) }
      : { type: 'keeperLive', court: m.court!, match: m.id, a: 5, b: 3, sets: [] };
  };
  for (let i = 0; i < 120; i++) {
    now += 60_000;
    const slug = event.divisions[i % DIVISIONS]!.slug;
    const intent = keeper(states.get(slug)!, i % 2 === 0);
    if (intent === null) continue;
    const t0 = performance.now();
    let step: VenueStep | undefined;
    const r = must(
      apply(states.get(slug)!, intent, {
        now,
        random: rand,
        courtOrders: (t) => {
          step = venueStep(event, new Map([...states, [slug, t]]), now);
          return ordersFor(step, slug);
        },
      }),
    );
    states.set(slug, r.state);
    if (step) {
      for (const d of event.divisions) {
        const orders = ordersFor(step, d.slug);
        const t = states.get(d.slug)!;
        if (d.slug !== slug && ordersChange(t, orders))
          states.set(d.slug, must(apply(t, { type: 'tick' }, { now, random: rand, courtOrders: () => orders })).state);
      }
    }
    (intent.type === 'keeperFinal' ? venueFinal : venuePoint).push(performance.now() - t0);
  }
  let lone: Tournament = seededTournament({ teams: TEAMS, courts: 8, stages: ['pool', 'bracket'] }, rand, start);
  for (const intent of [
    { type: 'generatePools', poolSize: 4 },
    { type: 'phase', phase: 'live' },
  ] as Intent[]) {
    lone = must(apply(lone, intent, { now: start, random: rand })).state;
  }
  const loneFinal: number[] = [];
  const lonePoint: number[] = [];
  now = start;
  for (let i = 0; i < 60; i++) {
    now += 3 * 60_000;
    const intent = keeper(lone, i % 2 === 0);
    if (intent === null) continue;
    const t0 = performance.now();
    lone = must(apply(lone, intent, { now, random: rand })).state;
    (intent.type === 'keeperFinal' ? loneFinal : lonePoint).push(performance.now() - t0);
  }
  const med = (xs: number[]) => quantile(xs, 0.5);
  const f = (x: number) => `${x.toFixed(2)} ms`;
  console.log(
    `  engine, keeper final: venue ${f(med(venueFinal))}, lone 32 teams ${f(med(loneFinal))} (${(med(venueFinal) / med(loneFinal)).toFixed(1)}x; goal 3x)`,
  );
  console.log(
    `  engine, keeper point: venue ${f(med(venuePoint))}, lone 32 teams ${f(med(lonePoint))} (${(med(venuePoint) / med(lonePoint)).toFixed(1)}x; goal 1.5x)`,
  );
}

export function runVenuePlanBench(): { planMedianMs: number; planP99Ms: number } {
  const { event, states, now } = midDay();
  const waiting = [...states.values()].reduce(
    (n, t) => n + Object.values(t.matches).filter((m) => m.status === 'pending' || m.status === 'on_deck').length,
    0,
  );
  const planMs: number[] = [];
  const coldMs: number[] = [];
  const stepMs: number[] = [];
  let planned = 0;
  // Warm-up: the first runs compile the code; they are not what a write of the day costs.
  for (let i = 0; i < 50; i++) venueStep(event, states, now + i * 60_000);
  for (let i = 0; i < 300; i++) {
    const at = now + (i % 20) * 60_000;
    let t0 = performance.now();
    planned = planVenue(event, states, at).length;
    planMs.push(performance.now() - t0);
    // Every division a new state object, as after a write that touched them all: nothing remembered per state helps.
    const fresh = new Map([...states].map(([slug, t]) => [slug, { ...t }]));
    t0 = performance.now();
    planVenue(event, fresh, at);
    coldMs.push(performance.now() - t0);
    t0 = performance.now();
    venueStep(event, states, at);
    stepMs.push(performance.now() - t0);
  }
  const f = (x: number) => `${x.toFixed(2)} ms`;
  // The p99 follows the machine's load (other processes take the cores); the median is the plan's own cost.
  console.log(
    `venue plan: ${DIVISIONS} divisions x ${TEAMS} teams on ${COURTS} courts, ${waiting} waiting matches, ${planned} planned ` +
      `(load ${loadavg()[0]!.toFixed(1)})`,
  );
  console.log(`  planVenue            median ${f(quantile(planMs, 0.5))}  p99 ${f(quantile(planMs, 0.99))}  (goal: under 5 ms)`);
  console.log(`  planVenue, new states median ${f(quantile(coldMs, 0.5))}  p99 ${f(quantile(coldMs, 0.99))}`);
  console.log(`  venueStep (assign, plan as far as on deck) median ${f(quantile(stepMs, 0.5))}  p99 ${f(quantile(stepMs, 0.99))}`);
  writesVersusLone(event, states, now);
  return { planMedianMs: quantile(planMs, 0.5), planP99Ms: quantile(planMs, 0.99) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) runVenuePlanBench();
