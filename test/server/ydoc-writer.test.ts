// The tournament Y.Doc writer fed the engine's change records writes what it writes comparing everything (the entries of an update may come in another order).
import { suite, test } from 'uvu';
import * as assert from 'uvu/assert';
import * as Y from 'yjs';
import { apply } from '../../shared/engine/apply.js';
import { isDecided } from '../../shared/engine/match.js';
import type { Intent, Tournament } from '../../shared/engine/types.js';
import { readState, ROOTS, writeState } from '../../server/tournament/ydoc-writer.js';
import { keeperFinalOf, keeperPoint, must, pick, prng, seededTournament } from '../../harness/sim.js';

const T0 = 1_700_000_000_000;

function step(t: Tournament, rand: () => number): Intent {
  const all = Object.values(t.matches);
  const live = all.filter((m) => m.status === 'live');
  const r = rand();
  if (r < 0.4 && live.length > 0) return keeperPoint(pick(rand, live), rand);
  if (r < 0.75 && live.length > 0) return keeperFinalOf(t, pick(rand, live), rand);
  if (r < 0.8) return { type: 'broadcast', text: `Notice ${Math.floor(rand() * 50)}` };
  if (r < 0.85) {
    const c = pick(rand, t.courts);
    return { type: 'court', court: c.court, op: c.status === 'open' ? 'pause' : 'resume', reason: 'Rain' };
  }
  if (t.bracket === null && all.length > 0 && all.every(isDecided)) {
    return { type: 'generateBracket', perPool: 2, wildcards: 0, bracketType: 'single', thirdPlace: false };
  }
  return { type: 'tick' };
}

/** Writes inside one transaction and returns how many updates it made (none for a write that changes nothing). */
function written(doc: Y.Doc, fn: () => void): number {
  let updates = 0;
  const on = () => updates++;
  doc.on('update', on);
  doc.transact(fn);
  doc.off('update', on);
  return updates;
}

test('the doc written with change records holds, write after write, what a write comparing every entity leaves', () => {
  for (const seed of [1, 2, 3]) {
    const rand = prng(seed);
    let t = seededTournament({ teams: 12 + seed * 4, courts: 2 + seed, stages: ['pool', 'bracket'], rules: { pointsTo: 11 } }, rand, T0);
    const named = new Y.Doc();
    const plain = new Y.Doc();
    named.clientID = plain.clientID = 7;
    named.transact(() => writeState(named, null, t));
    plain.transact(() => writeState(plain, null, t));
    let now = T0;
    for (let i = 0; i < 200; i++) {
      now += Math.floor(rand() * 3) * 30_000;
      const intent: Intent = i === 0 ? { type: 'generatePools', poolSize: 4 } : i === 1 ? { type: 'phase', phase: 'live' } : step(t, rand);
      const r = apply(t, intent, { now, random: rand });
      if (!r.ok || !r.changed) continue;
      const prev = t;
      t = r.state;
      const label = `seed ${seed} step ${i}: ${intent.type}`;
      assert.is(
        written(named, () => writeState(named, prev, t, r.change)),
        written(plain, () => writeState(plain, prev, t)),
        label,
      );
      assert.equal(readState(named), readState(plain), `${label}: the same contents`);
    }
    assert.equal(readState(named), t);
  }
});

test('a change record of other states is not trusted: every match is compared', () => {
  const rand = prng(8);
  let t = seededTournament({ teams: 12, courts: 2, stages: ['pool'] }, rand, T0);
  t = must(apply(t, { type: 'generatePools', poolSize: 4 }, { now: T0, random: rand })).state;
  t = must(apply(t, { type: 'phase', phase: 'live' }, { now: T0, random: rand })).state;
  const doc = new Y.Doc();
  doc.transact(() => writeState(doc, null, t));
  const [m1, m2] = Object.values(t.matches).filter((m) => m.status === 'live');
  const a = must(apply(t, keeperPoint(m1!, rand), { now: T0, random: rand }));
  const b = must(apply(a.state, keeperPoint(m2!, rand), { now: T0, random: rand }));
  // From t to b.state with b's record (which names m2 only): m1's point is written too.
  doc.transact(() => writeState(doc, t, b.state, b.change));
  assert.equal(readState(doc), b.state);
});

test('the doc holds the objects of the state, and no later write changes what it holds', () => {
  // The writer stores the state's objects, not copies (states are persistent): here the writes after one written state
  // must leave both the doc's contents and its encoding as they were.
  const rand = prng(5);
  let t = seededTournament({ teams: 16, courts: 3, stages: ['pool', 'bracket'], rules: { pointsTo: 11 } }, rand, T0);
  t = must(apply(t, { type: 'generatePools', poolSize: 4 }, { now: T0, random: rand })).state;
  t = must(apply(t, { type: 'phase', phase: 'live' }, { now: T0, random: rand })).state;
  const doc = new Y.Doc();
  doc.transact(() => writeState(doc, null, t));
  const live = Object.values(t.matches).find((m) => m.status === 'live')!;
  const next = must(apply(t, keeperFinalOf(t, live, rand), { now: T0 + 60_000, random: rand }));
  doc.transact(() => writeState(doc, t, next.state, next.change));
  assert.is(doc.getMap(ROOTS.matches).get(live.id), next.state.matches[live.id], 'the very match object of the state');
  const held = JSON.stringify(readState(doc));
  const bytes = Y.encodeStateAsUpdate(doc);
  let s = next.state;
  let now = T0 + 60_000;
  for (let i = 0; i < 150; i++) {
    now += 30_000;
    const r = apply(s, step(s, rand), { now, random: rand });
    if (r.ok) s = r.state;
  }
  assert.is(JSON.stringify(readState(doc)), held, 'what the doc holds');
  assert.equal(Y.encodeStateAsUpdate(doc), bytes, 'and its encoding');
  assert.equal(readState(doc), next.state);
});

test.run();

/** A new tournament in checkin, no teams yet. */
const fresh = (): Tournament => seededTournament({ teams: 0, courts: 2, stages: ['pool', 'bracket'] }, prng(1), 1_000);

// Moved from core.test.ts: the writer's round trip and what one change touches.
const writer = suite('tournament doc writer: round trip');

writer('a state written into a doc reads back equal', () => {
  const doc = new Y.Doc();
  const t = fresh();
  doc.transact(() => writeState(doc, null, t));
  assert.equal(readState(doc), t);
});

writer('writing a change touches only the changed entities', () => {
  const doc = new Y.Doc();
  const t = fresh();
  t.teams = {
    t1: {
      id: 't1',
      name: 'A',
      players: 2,
      seed: 1,
      status: 'registered',
      poolId: null,
      withdrawMode: null,
      captain: 'c',
      phone: '1234567',
      playerNames: [],
      code: 'ABCD',
    },
  };
  doc.transact(() => writeState(doc, null, t));
  const next = structuredClone(t);
  next.teams.t2 = { ...next.teams.t1!, id: 't2', name: 'B', code: 'EFGH' };
  next.banner = 'hello';
  const touched: string[] = [];
  doc.getMap(ROOTS.teams).observe((e) => touched.push(...[...e.keysChanged].map((k) => `teams.${k}`)));
  doc.getMap(ROOTS.meta).observe((e) => touched.push(...[...e.keysChanged].map((k) => `meta.${k}`)));
  doc.transact(() => writeState(doc, t, next));
  assert.equal(touched.sort(), ['meta.banner', 'teams.t2']);
  assert.equal(readState(doc), next);
});

writer.run();
