// The public Y.Doc writer's shortcut: parts handed over again as the same frozen objects are skipped, and the doc gets, update for update,
// the bytes the full comparison writes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as Y from 'yjs';
import { apply } from '../../../shared/engine/apply.js';
import { isDecided } from '../../../shared/engine/match.js';
import { project } from '../../../shared/public/project.js';
import { createProjector } from '../../../shared/public/projector.js';
import { readPublicDoc } from '../../../shared/public/public-ydoc-read.js';
import { writePublicDoc } from '../../../shared/public/public-ydoc.js';
import type { Intent, PublicState, PublicTeam, Tournament } from '../../../shared/engine/types.js';
import { shareUnchanged } from '../../fixtures/sharing.js';
import { keeperFinalOf, keeperPoint, must, pick, prng, seededTournament } from '../../../harness/sim.js';

const T0 = 1_700_000_000_000;

/** A doc with a fixed client id, so two docs given the same changes encode the same updates. */
function docWithId(): Y.Doc {
  const doc = new Y.Doc();
  doc.clientID = 7;
  return doc;
}

/** The update one write makes (empty when it changed nothing). */
function write(doc: Y.Doc, p: PublicState): string {
  const parts: Uint8Array[] = [];
  const on = (u: Uint8Array) => parts.push(u);
  doc.on('update', on);
  doc.transact(() => writePublicDoc(doc, p));
  doc.off('update', on);
  return parts.map((u) => Buffer.from(u).toString('hex')).join('|');
}

const ROOTS = ['meta', 'teams', 'matches', 'upNext', 'courts', 'pools', 'lists'];

/** Everything the doc holds, stale entries included (readPublicDoc would not show those). */
function contents(doc: Y.Doc): unknown {
  const out: Record<string, unknown> = { alerts: doc.getArray('alerts').toJSON() };
  for (const r of ROOTS) out[r] = doc.getMap(r).toJSON();
  delete (out.meta as Record<string, unknown>).generatedAt;
  return out;
}

function fresh(p: PublicState): Y.Doc {
  const doc = new Y.Doc();
  doc.transact(() => writePublicDoc(doc, p));
  return doc;
}

function step(t: Tournament, now: number, rand: () => number): Intent {
  const all = Object.values(t.matches);
  const live = all.filter((m) => m.status === 'live');
  const teams = Object.values(t.teams).filter((x) => x.status === 'registered');
  const r = rand();
  if (r < 0.45 && live.length > 0) {
    const m = pick(rand, live);
    return keeperPoint(m, rand);
  }
  if (r < 0.7 && live.length > 0) {
    const m = pick(rand, live);
    return keeperFinalOf(t, m, rand);
  }
  if (r < 0.74) return { type: 'broadcast', text: `Notice ${Math.floor(rand() * 100)} at ${now}` };
  if (r < 0.78 && teams.length > 0) {
    const x = pick(rand, teams);
    return {
      type: 'teamEdit',
      id: x.id,
      name: `Renamed ${Math.floor(rand() * 100)}`,
      captain: x.captain,
      phone: x.phone,
      players: x.players,
      playerNames: x.playerNames.join('\n'),
    };
  }
  if (r < 0.8 && teams.length > 4) return { type: 'withdraw', id: pick(rand, teams).id, mode: rand() < 0.5 ? 'forfeit' : 'void' };
  if (r < 0.84) {
    const c = pick(rand, t.courts);
    return { type: 'court', court: c.court, op: c.status === 'open' ? 'pause' : 'resume', reason: 'wet floor' };
  }
  if (all.every(isDecided) && t.bracket === null)
    return { type: 'generateBracket', perPool: 2, wildcards: 0, bracketType: 'double', thirdPlace: true };
  return { type: 'tick' };
}

test('the doc fed frozen projections gets, update for update, the bytes the full comparison writes', () => {
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    const rand = prng(seed);
    let t = seededTournament(
      { teams: 10 + seed * 3, courts: 2 + (seed % 3), stages: ['pool', 'bracket'], rules: { pointsTo: 11 } },
      rand,
      T0,
    );
    t = must(apply(t, { type: 'generatePools', poolSize: 4, workTeams: seed % 2 === 0 }, { now: T0, random: rand })).state;
    t = must(apply(t, { type: 'phase', phase: 'live' }, { now: T0, random: rand })).state;
    let now = T0;
    const projector = createProjector();
    const fast = docWithId();
    const plain = docWithId();
    for (let i = 0; i < 250; i++) {
      now += Math.floor(rand() * 3) * 20_000;
      const r = apply(t, step(t, now, rand), { now, random: rand });
      // Most steps share the unchanged objects, as the persistent engine does; some hand over a clone.
      if (r.ok) t = rand() < 0.8 ? shareUnchanged(t, r.state) : structuredClone(r.state);
      const label = `seed ${seed} step ${i}`;
      const p = projector.project(t, now);
      assert.is(write(fast, p), write(plain, project(t, now)), label);
      if (i % 5 === 0) assert.equal(contents(fast), contents(fresh(p)), `${label}: holds what a fresh doc holds`);
    }
    assert.equal(readPublicDoc(fast), readPublicDoc(plain));
    assert.is(Buffer.from(Y.encodeStateAsUpdate(fast)).toString('hex'), Buffer.from(Y.encodeStateAsUpdate(plain)).toString('hex'));
  }
});

test('a change to the doc from elsewhere is noticed: the next write compares everything again', () => {
  const rand = prng(40);
  let t = seededTournament({ teams: 12, courts: 2, stages: ['pool'] }, rand, T0);
  t = must(apply(t, { type: 'generatePools', poolSize: 4 }, { now: T0, random: rand })).state;
  t = must(apply(t, { type: 'phase', phase: 'live' }, { now: T0, random: rand })).state;
  const projector = createProjector();
  const doc = new Y.Doc();
  const p = projector.project(t, T0);
  doc.transact(() => writePublicDoc(doc, p));
  // Another writer (a stale copy synced in, a bug) changes a team, a match, a court and a list.
  const id = p.teams[0]!.id;
  doc.transact(() => {
    doc.getMap('teams').set(id, { ...p.teams[0], name: 'Forged' });
    (doc.getMap('matches').get(p.courts[0]!.match!.id) as Y.Map<unknown>).set('live', [99, 99]);
    doc.getMap('courts').delete('2');
    doc.getMap('lists').set('bracket', ['nothing']);
    doc.getMap('pools').set('ghost', new Y.Map());
  });
  doc.transact(() => writePublicDoc(doc, projector.project(t, T0)));
  assert.equal(readPublicDoc(doc), p, 'the same document written again repairs every part');
  assert.not.ok(doc.getMap('pools').has('ghost'));
});

test('a match handed over again under a team list that names its team otherwise is stored with the whole ref', () => {
  const rand = prng(42);
  let t = seededTournament({ teams: 8, courts: 2, stages: ['pool'] }, rand, T0);
  t = must(apply(t, { type: 'generatePools', poolSize: 4 }, { now: T0, random: rand })).state;
  const p = createProjector().project(t, T0);
  const doc = new Y.Doc();
  doc.transact(() => writePublicDoc(doc, p));
  const named = p.pools[0]!.matches[0]!.a!;
  // Same frozen matches, but the team list calls their team something else (no projector does this; a caller could).
  const teams = p.teams.map((x) => (x.id === named.id ? Object.freeze({ ...x, name: 'Elsewhere' }) : x));
  const renamed: PublicState = Object.freeze({ ...p, teams: Object.freeze(teams) as PublicTeam[] });
  doc.transact(() => writePublicDoc(doc, renamed));
  assert.equal(readPublicDoc(doc)!.pools[0]!.matches[0]!.a, named, 'the match still shows the name it was given');
  assert.equal(readPublicDoc(doc), renamed);
});

test('a write that fails halfway leaves nothing behind: the next write compares everything', () => {
  const rand = prng(43);
  let t = seededTournament({ teams: 12, courts: 2, stages: ['pool'] }, rand, T0);
  t = must(apply(t, { type: 'generatePools', poolSize: 4 }, { now: T0, random: rand })).state;
  t = must(apply(t, { type: 'phase', phase: 'live' }, { now: T0, random: rand })).state;
  const projector = createProjector();
  const doc = new Y.Doc();
  const first = projector.project(t, T0);
  doc.transact(() => writePublicDoc(doc, first));
  const m = t.matches[t.courts[0]!.match!]!;
  const next = projector.project(
    must(apply(t, { type: 'keeperLive', court: 1, match: m.id, a: 3, b: 1, sets: [] }, { now: T0, random: rand })).state,
    T0,
  );
  // The next document with alerts the writer cannot read: it fails at the end, the point already written.
  const broken: PublicState = Object.freeze({ ...next, recentAlerts: null as never });
  assert.throws(() => doc.transact(() => writePublicDoc(doc, broken)));
  doc.transact(() => writePublicDoc(doc, first));
  assert.equal(contents(doc), contents(fresh(first)), 'the first document again, the point taken back');
});

test('a document that is not frozen is always compared, even when handed over again after a change in place', () => {
  const rand = prng(41);
  let t = seededTournament({ teams: 8, courts: 2, stages: ['pool'] }, rand, T0);
  t = must(apply(t, { type: 'generatePools', poolSize: 4 }, { now: T0, random: rand })).state;
  const doc = new Y.Doc();
  const p = project(t, T0);
  doc.transact(() => writePublicDoc(doc, p));
  p.teams[0]!.name = 'Changed in place';
  p.pools[0]!.matches[0]!.label = 'Changed too';
  doc.transact(() => writePublicDoc(doc, p));
  assert.equal(readPublicDoc(doc), p);
});

test.run();
