// Property tests: random events of 2-6 divisions with shared players played through the division engine under the venue's orders.
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply } from '../../../shared/engine/apply.js';
import { isDecided, isWaiting } from '../../../shared/engine/match.js';
import type { Intent, Tournament } from '../../../shared/engine/types.js';
import { playerLinks } from '../../../shared/venue/players.js';
import { MINUTE } from '../../../shared/venue/readiness.js';
import { ordersFor, venueStep, withState } from '../../../shared/venue/step.js';
import type { VenueEvent } from '../../../shared/venue/types.js';
import { pick, prng, seededTournament, validResult } from '../../../harness/sim.js';
import { HOLD, settleVenue, write, type Run } from '../../fixtures/venue-run.js';

/** Names typed by different people at registration: the same person spelt several ways, and a few others. */
const NAMES = [
  'Ana Díaz',
  'ana diaz',
  'ANA  DIAZ',
  'Bo Chen',
  'bo chen',
  'Cy Park',
  'Di Wu',
  'Ed Roy',
  'Fa Lin',
  'Gu Sol',
  'Hu Ito',
  'Io Mar',
  'Jo Kat',
  'Ku Lee',
];
function randomStep(run: Run): void {
  const { rand } = run;
  const slug = pick(rand, run.event.divisions).slug;
  const t = run.states.get(slug)!;
  const live = Object.values(t.matches).filter((m) => m.status === 'live');
  const r = rand();
  run.now += Math.floor(rand() * 7) * MINUTE;
  if (r < 0.45 && live.length > 0) {
    const m = pick(rand, live);
    write(run, slug, {
      type: 'keeperFinal',
      court: m.court!,
      match: m.id,
      sets: validResult(t.rules, rand() < 0.5 ? 'A' : 'B', rand, m.stage),
    });
  } else if (r < 0.52 && live.length > 0) {
    const m = pick(rand, live);
    write(run, slug, { type: 'keeperLive', court: m.court!, match: m.id, a: 3, b: 5, sets: [] });
  } else if (r < 0.58) {
    const open = Object.values(t.matches).filter((m) => !isDecided(m) && m.a && m.b);
    if (open.length > 0) {
      const m = pick(rand, open);
      write(run, slug, { type: 'forfeit', match: m.id, team: rand() < 0.5 ? m.a! : m.b! });
    }
  } else if (r < 0.61 && (run.withdrawals.get(slug) ?? 0) < 1) {
    const teams = Object.values(t.teams).filter((x) => x.status === 'registered');
    if (teams.length > 3 && write(run, slug, { type: 'withdraw', id: pick(rand, teams).id, mode: rand() < 0.8 ? 'forfeit' : 'void' })) {
      run.withdrawals.set(slug, 1);
    }
  } else if (r < 0.66) {
    const waiting = Object.values(t.matches).filter(isWaiting);
    if (waiting.length > 0) write(run, slug, { type: 'pushback', match: pick(rand, waiting).id });
  } else if (r < 0.72) {
    // A venue court paused or resumed: the event's list, mirrored into every division's court of that number.
    const court = 1 + Math.floor(rand() * run.event.courtCount);
    const pause = !run.event.paused.includes(court);
    run.event = { ...run.event, paused: pause ? [...run.event.paused, court] : run.event.paused.filter((c) => c !== court) };
    for (const d of run.event.divisions) {
      const x = apply(
        run.states.get(d.slug)!,
        { type: 'court', court, op: pause ? 'pause' : 'resume', reason: 'rain' },
        { now: run.now, random: rand, courtOrders: () => HOLD },
      );
      if (x.ok) run.states.set(d.slug, x.state);
    }
    settleVenue(run);
  } else if (r < 0.74) {
    // The organizer unlinks a detected pair: two people after all.
    const links = playerLinks(run.event, run.states).filter((l) => !l.unlinked);
    if (links.length > 0) {
      const l = pick(rand, links);
      run.event = { ...run.event, unlinks: [...run.event.unlinks, { a: l.a, b: l.b }] };
      settleVenue(run);
    }
  } else if (r < 0.78) {
    // A division's own desk pauses or resumes its court (not the venue's): the venue honours it for that division.
    const c = pick(rand, t.courts);
    write(run, slug, { type: 'court', court: c.court, op: c.status === 'open' ? 'pause' : 'resume', reason: 'sand' });
  } else if (r < 0.8) {
    // A division stops and starts again (a break): its live matches keep their courts meanwhile.
    write(run, slug, { type: 'phase', phase: t.phase === 'live' ? 'closed' : 'live' });
  } else {
    write(run, slug, { type: 'tick' });
  }
}

/** Moves a stalled event on: resumes paused courts, generates brackets, lets the clock run past rests. */
function unstick(run: Run): boolean {
  const anyLive = [...run.states.values()].some((t) => Object.values(t.matches).some((m) => m.status === 'live'));
  if (anyLive) return false;
  for (const d of run.event.divisions) {
    for (const c of run.states.get(d.slug)!.courts) {
      if (c.status === 'paused' && !run.event.paused.includes(c.court))
        write(run, d.slug, { type: 'court', court: c.court, op: 'resume', reason: '' });
    }
  }
  if (run.event.paused.length > 0) {
    for (const court of run.event.paused) {
      for (const d of run.event.divisions) {
        const x = apply(
          run.states.get(d.slug)!,
          { type: 'court', court, op: 'resume', reason: '' },
          { now: run.now, random: run.rand, courtOrders: () => HOLD },
        );
        if (x.ok) run.states.set(d.slug, x.state);
      }
    }
    run.event = { ...run.event, paused: [] };
    settleVenue(run);
    return false;
  }
  let done = true;
  for (const d of run.event.divisions) {
    if (run.states.get(d.slug)!.phase === 'closed') write(run, d.slug, { type: 'phase', phase: 'live' });
    const t = run.states.get(d.slug)!;
    if (Object.values(t.matches).some((m) => !isDecided(m))) {
      done = false;
      continue;
    }
    if (t.stages.includes('bracket') && t.bracket === null) {
      write(run, d.slug, {
        type: 'generateBracket',
        perPool: 1,
        wildcards: 0,
        bracketType: run.rand() < 0.5 ? 'double' : 'single',
        thirdPlace: false,
      });
      done = false;
    }
  }
  run.now += (run.event.restMin + 1) * MINUTE;
  if (!done) settleVenue(run);
  return done;
}

function playEvent(seed: number, divisions: number, courtCount: number, restMin: number): Run {
  const rand = prng(seed);
  const now = 1_700_000_000_000;
  const states = new Map<string, Tournament>();
  const entries = [];
  for (let i = 0; i < divisions; i++) {
    const slug = `div-${i + 1}`;
    let t = seededTournament(
      { teams: 3 + Math.floor(rand() * 5), courts: courtCount, stages: rand() < 0.5 ? ['pool'] : ['pool', 'bracket'] },
      rand,
      now,
    );
    t = { ...t, slug, name: `Division ${i + 1}` };
    for (const team of Object.values(t.teams)) team.playerNames = [pick(rand, NAMES), pick(rand, NAMES)];
    const hold = { now, random: rand, courtOrders: () => HOLD };
    for (const intent of [
      { type: 'generatePools', poolSize: 3 + Math.floor(rand() * 2) },
      { type: 'phase', phase: 'live' },
    ] as Intent[]) {
      const r = apply(t, intent, hold);
      if (!r.ok) throw new Error(r.error);
      t = r.state;
    }
    states.set(slug, t);
    const courts = Array.from({ length: courtCount }, (_, c) => c + 1).filter(() => rand() < 0.7);
    entries.push({ slug, courts: courts.length > 0 ? courts : [1 + Math.floor(rand() * courtCount)] });
  }
  const run: Run = {
    event: { courtCount, restMin, paused: [], divisions: entries, unlinks: [] },
    states,
    now,
    rand,
    withdrawals: new Map(),
    steps: 0,
  };
  const links = playerLinks(run.event, states);
  run.event = { ...run.event, unlinks: links.filter(() => rand() < 0.25).map((l) => ({ a: l.a, b: l.b })) };
  settleVenue(run);
  for (let i = 0; i < 600; i++) {
    randomStep(run);
    if (unstick(run)) break;
  }
  return run;
}

test('random events of 2-6 divisions with shared players keep every venue invariant after every step', () => {
  let steps = 0;
  let finished = 0;
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      fc.integer({ min: 2, max: 6 }),
      fc.integer({ min: 1, max: 6 }),
      fc.constantFrom(0, 5, 15),
      (seed, divisions, courts, rest) => {
        const run = playEvent(seed, divisions, courts, rest);
        steps += run.steps;
        const all = [...run.states.values()].every((t) => Object.values(t.matches).every(isDecided));
        if (all) finished++;
      },
    ),
    { numRuns: 40, includeErrorInReport: true },
  );
  assert.ok(steps > 2000, `the runs made ${steps} checked steps`);
  assert.ok(finished > 20, `${finished} of 40 events were played to the end`);
});

/**
 * One division alone at a venue of all its courts, no rest, no shared names: the venue must run it exactly as the
 * division engine runs it by itself (the same assignment, plan, on-deck marks and calls), step for step.
 */
test('a venue of one division runs it exactly as the division engine alone does', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      fc.integer({ min: 1, max: 5 }),
      fc.integer({ min: 3, max: 10 }),
      (seed, courts, teams) => {
        const rand = prng(seed);
        let now = 1_700_000_000_000;
        let alone = seededTournament({ teams, courts, stages: ['pool', 'bracket'] }, rand, now);
        for (const intent of [
          { type: 'generatePools', poolSize: 4 },
          { type: 'phase', phase: 'live' },
        ] as Intent[]) {
          const r = apply(alone, intent, { now, random: rand });
          if (!r.ok) throw new Error(r.error);
          alone = r.state;
        }
        const slug = alone.slug;
        const all = Array.from({ length: courts }, (_, i) => i + 1);
        let event: VenueEvent = { courtCount: courts, restMin: 0, paused: [], divisions: [{ slug, courts: all }], unlinks: [] };
        // The venue's copy starts as the division engine left it, then goes its own way.
        let shared = alone;
        for (let i = 0; i < 150; i++) {
          now += Math.floor(rand() * 9) * MINUTE;
          const live = Object.values(alone.matches).filter((m) => m.status === 'live');
          const waiting = Object.values(alone.matches).filter(isWaiting);
          const r = rand();
          let intent: Intent = { type: 'tick' };
          if (r < 0.5 && live.length > 0) {
            const m = pick(rand, live);
            intent = {
              type: 'keeperFinal',
              court: m.court!,
              match: m.id,
              sets: validResult(alone.rules, rand() < 0.5 ? 'A' : 'B', rand, m.stage),
            };
          } else if (r < 0.6 && waiting.length > 0) intent = { type: 'pushback', match: pick(rand, waiting).id };
          else if (r < 0.68) {
            const c = pick(rand, alone.courts);
            intent = { type: 'court', court: c.court, op: c.status === 'open' ? 'pause' : 'resume', reason: '' };
          } else if (r < 0.72 && live.length > 0) {
            const m = pick(rand, live);
            intent = { type: 'forfeit', match: m.id, team: m.a! };
          } else if (r < 0.8 && Object.values(alone.matches).every(isDecided) && alone.bracket === null) {
            intent = { type: 'generateBracket', perPool: 1, wildcards: 0, bracketType: 'double', thirdPlace: false };
          }
          const seedOf = rand();
          const a = apply(alone, intent, { now, random: prng(seedOf * 1e9) });
          if (intent.type === 'court' && a.ok) {
            event = { ...event, paused: a.state.courts.filter((c) => c.status === 'paused').map((c) => c.court) };
          }
          const b = apply(shared, intent, {
            now,
            random: prng(seedOf * 1e9),
            courtOrders: (t) => ordersFor(venueStep(event, withState(new Map(), slug, t), now), slug),
          });
          assert.is(b.ok, a.ok, `${intent.type} accepted alike`);
          if (!a.ok || !b.ok) continue;
          assert.equal(JSON.stringify(b.state), JSON.stringify(a.state), `after ${intent.type} at step ${i}`);
          [alone, shared] = [a.state, b.state];
        }
      },
    ),
    { numRuns: 40, includeErrorInReport: true },
  );
});

test.run();
