// The public snapshot (server/tournament/public-snapshot.ts): its bytes are kept while nothing shown changes.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Tournament } from '../../shared/engine/types.js';
import { prng, seededTournament } from '../../harness/sim.js';
import { snapshotter } from '../../server/tournament/public-snapshot.js';

/** A new tournament in checkin, no teams yet. */
const fresh = (): Tournament => seededTournament({ teams: 0, courts: 2, stages: ['pool', 'bracket'] }, prng(1), 1_000);

const snapshot = suite('public snapshot');

snapshot('the snapshot keeps its bytes while nothing shown changes, and rebuilds when something does', () => {
  const t = fresh();
  const s = snapshotter(t, 5_000);
  const first = s.current();
  assert.is(s.refresh(t, 9_000), null);
  assert.is(s.current(), first);
  const next = { ...t, banner: 'news' };
  const snap = s.refresh(next, 9_000)!;
  assert.ok(snap);
  assert.is.not(snap.etag, first.etag);
  assert.is(snap.doc.generatedAt, 9_000);
});

snapshot.run();
