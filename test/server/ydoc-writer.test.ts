// The tournament Y.Doc writer (server/tournament/ydoc-writer.ts): a state reads back equal, and a change writes only what changed.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as Y from 'yjs';
import type { Tournament } from '../../shared/engine/types.js';
import { prng, seededTournament } from '../../harness/sim.js';
import { readState, ROOTS, writeState } from '../../server/tournament/ydoc-writer.js';

/** A new tournament in checkin, no teams yet. */
const fresh = (): Tournament => seededTournament({ teams: 0, courts: 2, stages: ['pool', 'bracket'] }, prng(1), 1_000);

const writer = suite('tournament doc writer');

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
