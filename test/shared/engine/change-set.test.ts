// The change record: the engine names exactly what an intent changed, the projector fed those records (one
// write at a time or several merged, as the server's refresh hands them) gives what project() gives, and versions
// compare every field the public sees of a match without the projection.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply } from '../../../shared/engine/apply.js';
import { changeSet, followedBy, type ChangeSet } from '../../../shared/engine/change-set.js';
import { isDecided } from '../../../shared/engine/match.js';
import type { Intent, Tournament } from '../../../shared/engine/types.js';
import { PUBLIC_MATCH_FIELDS } from '../../../shared/engine/versions.js';
import { project, publicMatch } from '../../../shared/public/project.js';
import { createProjector } from '../../../shared/public/projector.js';
import { keeperFinalOf, keeperPoint, must, pick, prng, seededTournament, validResult } from '../../../harness/sim.js';

const T0 = 1_700_000_000_000;

/** An event day's intents: points and finals mostly, with the organizer's and the engine's own. */
function nextIntent(t: Tournament, rand: () => number): Intent {
  const all = Object.values(t.matches);
  const live = all.filter((m) => m.status === 'live');
  const waiting = all.filter((m) => m.status === 'pending' || m.status === 'on_deck');
  const teams = Object.values(t.teams).filter((x) => x.status === 'registered');
  const r = rand();
  if (r < 0.35 && live.length > 0) return keeperPoint(pick(rand, live), rand);
  if (r < 0.6 && live.length > 0) return keeperFinalOf(t, pick(rand, live), rand);
  if (r < 0.65 && waiting.length > 0) return { type: 'pushback', match: pick(rand, waiting).id };
  if (r < 0.7) {
    const c = pick(rand, t.courts);
    return { type: 'court', court: c.court, op: c.status === 'open' ? 'pause' : 'resume', reason: 'Net down' };
  }
  if (r < 0.74 && teams.length > 0) {
    const x = pick(rand, teams);
    return {
      type: 'teamEdit',
      id: x.id,
      name: `Renamed ${Math.floor(rand() * 100)}`,
      captain: x.captain,
      phone: x.phone,
      players: x.players,
    };
  }
  if (r < 0.76 && teams.length > 4) return { type: 'withdraw', id: pick(rand, teams).id, mode: rand() < 0.5 ? 'forfeit' : 'void' };
  if (r < 0.8) return { type: 'broadcast', text: `Notice ${Math.floor(rand() * 100)}` };
  if (r < 0.83) {
    const decided = all.filter((m) => m.status === 'final');
    if (decided.length > 0) {
      const m = pick(rand, decided);
      return { type: 'score', match: m.id, sets: validResult(t.rules, rand() < 0.5 ? 'A' : 'B', rand, m.stage) };
    }
  }
  if (t.bracket === null && all.length > 0 && all.every(isDecided)) {
    return { type: 'generateBracket', perPool: 2, wildcards: 0, bracketType: rand() < 0.5 ? 'double' : 'single', thirdPlace: false };
  }
  return { type: 'tick' };
}

/** What differs between two states by identity, as a change record should say it. */
function byIdentity(from: Tournament, to: Tournament): { fields: string[]; matches: string[]; courts: number[] } {
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])] as (keyof Tournament)[];
  const ids = [...new Set([...Object.keys(from.matches), ...Object.keys(to.matches)])];
  const numbers = [...new Set([...from.courts, ...to.courts].map((c) => c.court))];
  const court = (t: Tournament, n: number) => t.courts.find((c) => c.court === n);
  return {
    fields: keys.filter((k) => from[k] !== to[k]).sort(),
    matches: ids.filter((id) => from.matches[id] !== to.matches[id]).sort(),
    courts: numbers.filter((n) => court(from, n) !== court(to, n)).sort((x, y) => x - y),
  };
}

const listed = (c: ChangeSet) => ({
  fields: [...c.fields].sort(),
  matches: [...c.matches].sort(),
  courts: [...c.courts].sort((x, y) => x - y),
});

function liveEvent(seed: number, teams: number, courts: number): { t: Tournament; rand: () => number } {
  const rand = prng(seed);
  let t = seededTournament({ teams, courts, stages: ['pool', 'bracket'], rules: { pointsTo: 11 } }, rand, T0);
  t = must(apply(t, { type: 'generatePools', poolSize: 4, workTeams: seed % 2 === 0 }, { now: T0, random: rand })).state;
  t = must(apply(t, { type: 'phase', phase: 'live' }, { now: T0, random: rand })).state;
  return { t, rand };
}

test('the change record of every applied intent names exactly the fields, matches and courts that are new objects', () => {
  for (const seed of [1, 2, 3, 4]) {
    let { t, rand } = liveEvent(seed, 12 + seed * 4, 2 + (seed % 3));
    let now = T0;
    for (let i = 0; i < 200; i++) {
      now += Math.floor(rand() * 3) * 30_000;
      const intent = nextIntent(t, rand);
      const r = apply(t, intent, { now, random: rand });
      if (!r.ok || !r.changed) continue;
      const label = `seed ${seed} step ${i}: ${intent.type}`;
      assert.ok(r.change, `${label}: a change that changed something has a record`);
      assert.is(r.change!.from, t, `${label}: from the state given`);
      assert.is(r.change!.to, r.state, `${label}: to the state returned`);
      assert.equal(listed(r.change!), byIdentity(t, r.state), label);
      t = r.state;
    }
  }
});

test('a change record read without the engine (a full scan) says what the engine says', () => {
  const { t, rand } = liveEvent(9, 16, 2);
  const m = Object.values(t.matches).find((x) => x.status === 'live')!;
  const r = must(apply(t, keeperFinalOf(t, m, rand), { now: T0 + 60_000, random: rand }));
  assert.equal(listed(changeSet(t, r.state, null)), listed(r.change!));
});

test('two change records in a row merge into one from the first state to the last; records that do not follow do not', () => {
  const { t, rand } = liveEvent(5, 16, 2);
  const [m1, m2] = Object.values(t.matches).filter((x) => x.status === 'live');
  const a = must(apply(t, keeperPoint(m1!, rand), { now: T0, random: rand }));
  const b = must(apply(a.state, keeperPoint(m2!, rand), { now: T0, random: rand }));
  const merged = followedBy(a.change!, b.change!)!;
  assert.is(merged.from, t);
  assert.is(merged.to, b.state);
  assert.equal([...merged.matches].sort(), [m1!.id, m2!.id].sort());
  assert.is(followedBy(b.change!, a.change!), null);
});

test('the projector fed the change records, one write or several at a time, gives what project() gives', () => {
  for (const seed of [21, 22, 23, 24, 25]) {
    let { t, rand } = liveEvent(seed, 10 + seed, 1 + (seed % 4));
    const p = createProjector();
    p.project(t, T0);
    let since: ChangeSet | null = null;
    let known = true;
    let now = T0;
    for (let i = 0; i < 160; i++) {
      now += Math.floor(rand() * 4) * 20_000;
      const r = apply(t, nextIntent(t, rand), { now, random: rand });
      if (r.ok && r.change) {
        // As the server does: records merge until the next refresh; a state from elsewhere makes them unknown.
        since = since ? followedBy(since, r.change) : r.change;
        t = r.state;
      }
      if (rand() < 0.1) {
        t = { ...t, banner: `Hand ${i}` };
        known = false;
      }
      if (rand() < 0.3) continue;
      const got = p.project(t, now, known ? since : null);
      assert.is(JSON.stringify(got), JSON.stringify(project(t, now)), `seed ${seed} step ${i}`);
      since = null;
      known = true;
    }
  }
});

test('a change record from some other state is not trusted: the projector finds what changed itself', () => {
  const { t, rand } = liveEvent(31, 16, 2);
  const p = createProjector();
  p.project(t, T0);
  const [m1, m2] = Object.values(t.matches).filter((x) => x.status === 'live');
  const a = must(apply(t, keeperPoint(m1!, rand), { now: T0, random: rand }));
  const b = must(apply(a.state, keeperPoint(m2!, rand), { now: T0, random: rand }));
  // b's record names only m2, but the projector last saw t: m1's point must show too.
  const got = p.project(b.state, T0, b.change);
  assert.equal(got, project(b.state, T0));
});

test('versions compare exactly the fields the public document shows of a match (rev aside), so the engine needs no projection', () => {
  const { t } = liveEvent(41, 8, 2);
  const m = Object.values(t.matches)[0]!;
  const shown = Object.keys(publicMatch(t, m)).filter((k) => k !== 'rev');
  assert.equal([...PUBLIC_MATCH_FIELDS].sort(), shown.sort());
});

test.run();
