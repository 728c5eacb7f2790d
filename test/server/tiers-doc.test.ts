// Tiers in the documents (docs/api.md, Tiers and consolation): the tournament Y.Doc keeps `tiers` and each match's
// `tier` through writes and a regenerate; the public Y.Doc carries `tier` and `tiers` and reads back equal to the
// projection; a public doc written before tiers (no `tier` on its matches, no `tiers`) reads as the main bracket.
import { isDeepStrictEqual } from 'node:util';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as Y from 'yjs';
import { apply } from '../../shared/engine/apply.js';
import type { Intent, Tournament } from '../../shared/engine/types.js';
import { project } from '../../shared/public/project.js';
import { readPublicDoc } from '../../shared/public/public-ydoc-read.js';
import { writePublicDoc } from '../../shared/public/public-ydoc.js';
import { readState, writeState } from '../../server/tournament/ydoc-writer.js';
import { must, prng, seededTournament } from '../../harness/sim.js';

const NOW = 1_700_000_000_000;
const rand = prng(11);
const run = (t: Tournament, i: Intent) => must(apply(t, i, { now: NOW, random: rand }));

function tiered(): Tournament {
  let t = seededTournament({ teams: 12, courts: 2, stages: ['bracket'] }, rand, NOW);
  t = run(t, {
    type: 'generateBracket',
    perPool: 0,
    wildcards: 0,
    bracketType: 'single',
    thirdPlace: false,
    tier: 'Gold',
    fromRank: 1,
    toRank: 8,
    consolation: true,
  }).state;
  return run(t, {
    type: 'generateBracket',
    perPool: 0,
    wildcards: 0,
    bracketType: 'double',
    thirdPlace: false,
    tier: 'Silver',
    fromRank: 9,
    toRank: 12,
  }).state;
}

test('the tournament doc keeps tiers and every match tier, and drops them on regenerate', () => {
  const t = tiered();
  const doc = new Y.Doc();
  doc.transact(() => writeState(doc, null, t));
  const back = readState(doc);
  assert.equal(back.tiers, t.tiers);
  assert.ok(Object.values(back.matches).every((m) => m.tier === t.matches[m.id]!.tier));
  const r = run(t, { type: 'regenerate' });
  doc.transact(() => writeState(doc, t, r.state, r.change));
  const cleared = readState(doc);
  assert.is(cleared.tiers, undefined);
  assert.equal(cleared.matches, {});
});

test('the public doc carries tier and tiers and reads back equal to the projection', () => {
  const p = project(tiered(), NOW);
  assert.equal(
    p.tiers.map((x) => x.name),
    ['Gold', 'Gold consolation', 'Silver'],
  );
  const doc = new Y.Doc();
  doc.transact(() => writePublicDoc(doc, p));
  assert.ok(isDeepStrictEqual(readPublicDoc(doc), p));
});

test('a public doc written before tiers reads as the main bracket: tier "" on each match, no tiers', () => {
  let t = seededTournament({ teams: 4, courts: 1, stages: ['bracket'] }, rand, NOW);
  t = run(t, { type: 'generateBracket', perPool: 0, wildcards: 0, bracketType: 'single', thirdPlace: false }).state;
  const p = project(t, NOW);
  const doc = new Y.Doc();
  doc.transact(() => writePublicDoc(doc, p));
  doc.transact(() => {
    for (const [, fields] of doc.getMap<Y.Map<unknown>>('matches')) fields.delete('tier');
    doc.getMap('meta').delete('tiers');
  });
  const read = readPublicDoc(doc)!;
  assert.ok(read.bracket.length > 0 && read.bracket.every((m) => m.tier === ''));
  assert.equal(read.tiers, []);
});

test.run();
