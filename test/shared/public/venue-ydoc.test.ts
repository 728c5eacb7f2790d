// The venue's Y.Doc layout: what it reads back equals the venue document it was written from, and a point on one court changes only that court's entry.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as Y from 'yjs';
import type { PublicMatch } from '../../../shared/engine/types.js';
import type { PublicVenue } from '../../../shared/public/public-venue.js';
import { readVenueDoc, writeVenueDoc } from '../../../shared/public/venue-ydoc.js';
import { prng } from '../../../harness/sim.js';

const T0 = 1_700_000_000_000;

function randomMatch(rand: () => number, id: string): PublicMatch {
  const team = () => (rand() < 0.2 ? null : { id: `t${Math.floor(rand() * 20)}`, name: `Team ${Math.floor(rand() * 20)}` });
  const a = team();
  return {
    id,
    stage: rand() < 0.5 ? 'pool' : 'bracket',
    round: 1 + Math.floor(rand() * 4),
    slot: rand() < 0.5 ? null : Math.floor(rand() * 8),
    label: rand() < 0.5 ? null : `Match ${id}`,
    status: rand() < 0.5 ? 'live' : 'pending',
    court: rand() < 0.3 ? null : 1 + Math.floor(rand() * 6),
    a,
    b: team(),
    winner: rand() < 0.2 ? a : null,
    sets: rand() < 0.5 ? [] : [[25, Math.floor(rand() * 24)]],
    live: rand() < 0.3 ? null : [Math.floor(rand() * 25), Math.floor(rand() * 25)],
    feeds: rand() < 0.5 ? '' : 'm9',
    feedsSide: rand() < 0.5 ? '' : 'a',
    loserFeeds: '',
    loserFeedsSide: '',
    conditional: rand() < 0.1,
    poolId: rand() < 0.5 ? '' : 'A',
    rev: Math.floor(rand() * 100),
    workTeam: rand() < 0.7 ? null : team(),
  } as PublicMatch;
}

function randomVenue(rand: () => number, now: number): PublicVenue {
  const divs = ['north', 'south', 'east', 'west'].filter(() => rand() < 0.7);
  const courtCount = 1 + Math.floor(rand() * 6);
  const ref = () => {
    const s = divs[Math.floor(rand() * divs.length)]!;
    return { slug: s, name: s.toUpperCase() };
  };
  return {
    slug: 'venue-day',
    name: rand() < 0.5 ? 'Venue Day' : 'Venue <Day> & "Night"',
    date: '2026-07-09',
    banner: rand() < 0.5 ? '' : 'Lunch at noon',
    courtCount,
    restMin: Math.floor(rand() * 10),
    divisions: divs.map((s) => ({
      slug: s,
      name: s.toUpperCase(),
      phase: rand() < 0.5 ? 'live' : 'final',
      champion: rand() < 0.8 ? null : { id: 't1', name: 'Team 1' },
    })),
    courts: Array.from({ length: courtCount }, (_, i) => {
      const busy = divs.length > 0 && rand() < 0.7;
      return {
        court: i + 1,
        status: rand() < 0.1 ? 'paused' : 'open',
        division: busy ? ref() : null,
        match: busy ? randomMatch(rand, `m${Math.floor(rand() * 30)}`) : null,
        startedAt: busy ? 1_780_000_000_000 + Math.floor(rand() * 3_600_000) : null,
      };
    }),
    upNext:
      divs.length === 0
        ? []
        : Array.from({ length: Math.floor(rand() * 6) }, (_, i) => ({
            ...randomMatch(rand, `m${i}`),
            court: 1 + Math.floor(rand() * courtCount),
            etaMin: i * 5,
            tentative: rand() < 0.2,
            division: ref(),
          })).filter((e, i, all) => all.findIndex((x) => x.id === e.id && x.division.slug === e.division.slug) === i),
    recentAlerts: Array.from({ length: Math.floor(rand() * 3) }, (_, i) => ({
      kind: 'announce',
      text: `Alert ${i}`,
      at: now - i,
      teams: [],
      match: '',
    })) as PublicVenue['recentAlerts'],
    generatedAt: now,
  };
}

test('a venue doc written from random venue documents, one after another, reads back deep-equal each time', () => {
  const rand = prng(15);
  const doc = new Y.Doc();
  assert.is(readVenueDoc(doc), null);
  for (let i = 0; i < 300; i++) {
    const venue = randomVenue(rand, T0 + i * 1000);
    doc.transact(() => writeVenueDoc(doc, venue));
    assert.equal(readVenueDoc(doc), venue, `document ${i}`);
    // a fresh client syncing from the doc reads the same
    const copy = new Y.Doc();
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
    assert.equal(readVenueDoc(copy), venue, `fresh copy of document ${i}`);
  }
});

test('a point on one venue court changes only that court entry, in tens of bytes, and the same document again changes nothing', () => {
  const rand = prng(7);
  let venue = randomVenue(rand, T0);
  while (!venue.courts.some((c) => c.match)) venue = randomVenue(rand, T0);
  const doc = new Y.Doc();
  doc.transact(() => writeVenueDoc(doc, venue));
  const updates: Uint8Array[] = [];
  doc.on('update', (u: Uint8Array) => updates.push(u));

  assert.is(
    doc.transact(() => writeVenueDoc(doc, { ...venue, generatedAt: T0 + 5 })),
    false,
  );
  assert.is(updates.length, 0);

  const on = venue.courts.find((c) => c.match)!;
  const scored = {
    ...venue,
    generatedAt: T0 + 3000,
    courts: venue.courts.map((c) =>
      c === on ? { ...c, match: { ...c.match!, live: [21, 19] as [number, number], rev: c.match!.rev + 1 } } : c,
    ),
  };
  const before = new Map(
    venue.courts.map((c) => [c.court, JSON.stringify((doc.getMap('courts').get(String(c.court)) as Y.Map<unknown>).toJSON())]),
  );
  const changedKeys = new Set<string>();
  // the types a transaction changed: a root by its name, a court's own map as courts/<n>
  const rootName = (type: unknown) => [...doc.share].find(([, v]) => v === type)?.[0] ?? '?';
  doc.on('afterTransaction', (tr: Y.Transaction) => {
    for (const type of tr.changed.keys()) changedKeys.add(type._item ? `courts/${type._item.parentSub}` : rootName(type));
  });
  doc.transact(() => writeVenueDoc(doc, scored));
  assert.equal(readVenueDoc(doc), scored);
  assert.equal([...changedKeys].sort(), [`courts/${on.court}`, 'meta']);
  for (const c of venue.courts) {
    const now = JSON.stringify((doc.getMap('courts').get(String(c.court)) as Y.Map<unknown>).toJSON());
    if (c.court === on.court) assert.is.not(now, before.get(c.court));
    else assert.is(now, before.get(c.court), `court ${c.court} untouched`);
  }
  assert.is(updates.length, 1);
  assert.ok(updates[0]!.length < 100, `a point costs ${updates[0]!.length} bytes`);
});

test.run();
