// The tournament Y.Doc's courts and alerts roots: a final writes the court it changed and the alert it raised,
// not every court and alert; docs written before those roots existed read as they are and move on their next write.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as Y from 'yjs';
import { apply } from '../../shared/engine/apply.js';
import { TournamentReader } from '../../shared/wire/tournament-ydoc.js';
import type { Intent, Tournament } from '../../shared/engine/types.js';
import { readState, ROOTS, writeState } from '../../server/tournament/ydoc-writer.js';
import { must, prng, seededTournament } from '../../harness/sim.js';

const NOW = 1_700_000_000_000;
const layout = suite('tournament doc layout');

function live(teams: number, courts: number): Tournament {
  const rand = prng(5);
  let t = seededTournament({ teams, courts, stages: ['pool', 'bracket'] }, rand, NOW);
  for (const i of [
    { type: 'generatePools', poolSize: 4 },
    { type: 'phase', phase: 'live' },
  ] as Intent[])
    t = must(apply(t, i, { now: NOW, random: rand })).state;
  return t;
}

function finalOf(t: Tournament, at: number): Tournament {
  const m = Object.values(t.matches).find((x) => x.status === 'live')!;
  return must(apply(t, { type: 'keeperFinal', court: m.court!, match: m.id, sets: [[21, 15]] }, { now: at, random: prng(1) })).state;
}

/** The doc as the server wrote it before courts and alerts had roots: both were keys of meta. */
function legacyDoc(t: Tournament): Y.Doc {
  const doc = new Y.Doc();
  doc.transact(() => {
    for (const [id, x] of Object.entries(t.teams)) doc.getMap(ROOTS.teams).set(id, structuredClone(x));
    for (const [id, m] of Object.entries(t.matches)) doc.getMap(ROOTS.matches).set(id, structuredClone(m));
    const { teams: _t, matches: _m, ...meta } = t;
    for (const [k, v] of Object.entries(meta)) doc.getMap(ROOTS.meta).set(k, structuredClone(v));
  });
  return doc;
}

layout('a final writes one court entry and its alerts in front, and the doc reads back equal', () => {
  const t = live(128, 16);
  const doc = new Y.Doc();
  doc.transact(() => writeState(doc, null, t));
  assert.equal(readState(doc), t);
  const next = finalOf(t, NOW + 25 * 60_000);
  const courtsTouched: string[] = [];
  doc.getMap(ROOTS.courts).observe((e) => courtsTouched.push(...e.keysChanged));
  const alertDelta: unknown[] = [];
  doc.getArray(ROOTS.alerts).observe((e) => alertDelta.push(...e.changes.delta));
  const sv = Y.encodeStateVector(doc);
  doc.transact(() => writeState(doc, t, next));
  const changedCourts = next.courts.filter((c, i) => c !== t.courts[i]).map((c) => String(c.court));
  assert.equal(courtsTouched.sort(), changedCourts.sort(), 'only the courts that changed');
  assert.ok(changedCourts.length < next.courts.length);
  const added = next.alerts.length - next.alerts.filter((a) => t.alerts.includes(a)).length;
  assert.ok(added > 0, 'the final raised an on-deck alert');
  assert.equal(alertDelta[0], { insert: next.alerts.slice(0, added) }, 'new alerts inserted at the front');
  assert.equal(readState(doc), next);
  assert.ok(Y.encodeStateAsUpdate(doc, sv).length < 3_000, 'the update is the changed entities, not the lists');
});

layout('alerts that are not the old ones shifted (regeneration drops some) are written again, and read back equal', () => {
  const t = live(16, 2);
  const doc = new Y.Doc();
  doc.transact(() => writeState(doc, null, t));
  const next = { ...t, alerts: t.alerts.filter((_, i) => i % 2 === 1) };
  doc.transact(() => writeState(doc, t, next));
  assert.equal(readState(doc).alerts, next.alerts);
  const none = { ...next, alerts: [] };
  doc.transact(() => writeState(doc, next, none));
  assert.equal(readState(doc).alerts, []);
});

layout('a final that moves on-deck matches to other courts edits the alerts: only the new calls are inserted', () => {
  let t = live(32, 4);
  const doc = new Y.Doc();
  doc.transact(() => writeState(doc, null, t));
  // Finals on court 1 alone: each one moves the on-deck matches headed for the other courts, whose calls are raised again.
  let moved = 0;
  for (let n = 1; n <= 8; n++) {
    const m = Object.values(t.matches).find((x) => x.status === 'live' && x.court === 1)!;
    const next = must(
      apply(t, { type: 'keeperFinal', court: 1, match: m.id, sets: [[21, n]] }, { now: NOW + n * 60_000, random: prng(n) }),
    ).state;
    const inserted: unknown[] = [];
    let deleted = 0;
    const watch = (e: Y.YArrayEvent<unknown>) => {
      for (const d of e.changes.delta) {
        if (d.insert) inserted.push(...(d.insert as unknown[]));
        if (d.delete) deleted += d.delete;
      }
    };
    doc.getArray(ROOTS.alerts).observe(watch);
    doc.transact(() => writeState(doc, t, next));
    doc.getArray(ROOTS.alerts).unobserve(watch);
    const fresh = next.alerts.filter((a) => !t.alerts.includes(a));
    assert.equal(inserted, fresh, `final ${n}: the new alerts, not the list`);
    assert.is(deleted, t.alerts.length + fresh.length - next.alerts.length, `final ${n}: the calls replaced and the oldest`);
    assert.equal(readState(doc).alerts, next.alerts);
    // An older call taken out while one older still stays: out of the middle, not off the end.
    if (t.alerts.some((a, k) => !next.alerts.includes(a) && t.alerts.slice(k + 1).some((b) => next.alerts.includes(b)))) moved++;
    t = next;
  }
  assert.ok(moved > 0, 'some final took an older call out of the middle');
});

layout('any alerts written over any others read back as written', () => {
  const rand = prng(11);
  const pool = Array.from({ length: 30 }, (_, i) => ({
    kind: 'on_deck' as const,
    text: `call ${i}`,
    at: NOW + i,
    teams: [],
    match: `M${i}`,
  }));
  const pick = (): Tournament['alerts'] =>
    pool
      .filter(() => rand() < 0.4)
      .sort(() => rand() - 0.5)
      .slice(0, 20);
  const doc = new Y.Doc();
  let t = { ...live(8, 2), alerts: pick() };
  doc.transact(() => writeState(doc, null, t));
  for (let n = 0; n < 300; n++) {
    // Half the time the next list is the last one edited as the engine does (new calls in front, some taken out).
    const next = { ...t, alerts: rand() < 0.5 ? pick() : [...pick().slice(0, 3), ...t.alerts.filter(() => rand() < 0.8)].slice(0, 20) };
    doc.transact(() => writeState(doc, t, next));
    assert.equal(readState(doc).alerts, next.alerts, `write ${n}`);
    t = next;
  }
});

layout('a doc from before the courts and alerts roots reads as it is, and its next write moves them', () => {
  const t = live(32, 4);
  const doc = legacyDoc(t);
  assert.equal(readState(doc), t, 'the server reads the old layout');
  const reader = new TournamentReader(doc, () => {});
  assert.equal(reader.state?.courts, t.courts, 'the desk reads it too');
  assert.equal(reader.state?.alerts, t.alerts);
  const next = finalOf(t, NOW + 25 * 60_000);
  doc.transact(() => writeState(doc, t, next));
  const meta = doc.getMap(ROOTS.meta);
  assert.not.ok(meta.has('courts') || meta.has('alerts'), 'meta no longer holds them');
  assert.is(doc.getMap(ROOTS.courts).size, next.courts.length, 'every court moved, not only the changed ones');
  assert.equal(readState(doc), next);
  assert.equal(reader.state?.courts, next.courts);
  assert.equal(reader.state?.alerts, next.alerts);
  reader.destroy();
});

layout.run();
