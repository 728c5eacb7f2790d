// The venue document as a feed source (server/event/venue-doc.ts): its followers hear of every change, even when a reader rebuilt the snapshot first.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { EventRecord } from '../../server/event/event-types.js';
import { VenueSource } from '../../server/event/venue-doc.js';

const RECORD: EventRecord = {
  slug: 'harbour-day',
  name: 'Harbour Day',
  date: '2026-07-18',
  courtCount: 2,
  notes: '',
  restMin: 0,
  divisions: [],
  unlinks: [],
  banner: '',
  alerts: [],
  paused: [],
  createdAt: 0,
};

test('a follower hears of a change that a reader (state.json, a venue court room) had already rebuilt the snapshot for', () => {
  let rec = RECORD;
  const source = new VenueSource(
    () => ({ rec, divisions: [] }),
    () => {},
  );
  const heard: string[] = [];
  source.subscribe((snap) => heard.push((snap as unknown as { doc: { banner: string } }).doc.banner));
  rec = { ...rec, banner: 'Lunch at noon' };
  assert.is(source.snapshot().doc.banner, 'Lunch at noon', 'the reader sees the new banner');
  source.changed();
  assert.equal(heard, ['Lunch at noon']);
  source.changed();
  assert.equal(heard, ['Lunch at noon'], 'nothing new: nobody is told twice');
  rec = { ...rec, paused: [2] };
  source.changed();
  assert.is(heard.length, 2, 'a paused court is news too');
});

test('a follower is not told of a record rebuilt with the same content', () => {
  let rec = RECORD;
  const source = new VenueSource(
    () => ({ rec, divisions: [] }),
    () => {},
  );
  let told = 0;
  source.subscribe(() => told++);
  source.changed();
  const first = told;
  rec = { ...rec };
  source.changed();
  assert.is(told, first, 'the same document shown again is no news');
});

test.run();
