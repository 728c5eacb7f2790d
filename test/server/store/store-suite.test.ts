// One store test suite (server/store/store.ts), run against LMDB and against a real PostgreSQL: both stores keep the
// same promises (docs/architecture.md, Cluster mode).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ANSWER_LIMIT, ANSWER_TTL_MS, type Store } from '../../../server/store/store.js';
import type { EventRecord } from '../../../server/event/event-types.js';
import { lmdbHome, pgHome, type Home } from '../../fixtures/store-homes.js';

const row = (detail: string, at = 1) => ({ at, actor: 'x', action: 'y', detail, ok: true });
const bytes = (s: Store, slug: string) => s.updates(slug).map((u) => u[0]);
const record: EventRecord = {
  slug: 'day',
  name: 'Day',
  date: '2026-07-01',
  courtCount: 4,
  notes: '',
  restMin: 5,
  divisions: [{ slug: 'open', courts: [1, 2] }],
  unlinks: [],
  banner: '',
  alerts: [],
  paused: [3],
  createdAt: 1,
} as unknown as EventRecord;

for (const [name, makeHome] of [
  ['lmdb', lmdbHome],
  ['postgres', pgHome('store_suite')],
] as const) {
  const t = suite(`store on ${name}`);
  let home: Home;
  let store: Store;
  t.before.each(async () => {
    home = await makeHome();
    store = await home.open();
  });
  t.after.each(async () => {
    await store.close();
    await home.cleanup();
  });

  t('says which store it is', () => {
    assert.is(store.kind, name);
  });

  t('appends in order, keeps events, compacts and deletes a tournament', async () => {
    for (let i = 0; i < 3; i++) await store.append('a', { update: new Uint8Array([i]), event: row(`d${i}`, i) });
    await store.append('a-2', { update: new Uint8Array([9]) });
    assert.equal(bytes(store, 'a'), [0, 1, 2]);
    assert.is(store.updateCount('a'), 3);
    assert.equal(
      store.events('a', 2).map((e) => e.detail),
      ['d1', 'd2'],
    );
    await store.compact('a', new Uint8Array([7]));
    assert.equal(bytes(store, 'a'), [7]);
    await store.append('a', { update: new Uint8Array([8]) });
    assert.equal(bytes(store, 'a'), [7, 8]);
    await store.close();
    store = await home.open();
    assert.equal(bytes(store, 'a'), [7, 8], 'the compacted log is what a reopened store reads');
    await store.remove('a');
    assert.equal(store.updates('a'), []);
    assert.equal(store.events('a'), []);
    assert.equal(bytes(store, 'a-2'), [9], 'a neighbouring slug is untouched');
  });

  t(
    'appendMany writes several logs and an event record in one transaction, reopened intact; removing the event drops its record',
    async () => {
      await store.append('open', { update: new Uint8Array([1]) });
      await store.appendMany([
        { slug: 'open', append: { update: new Uint8Array([2]) } },
        { slug: 'women', append: { update: new Uint8Array([3]) } },
        { slug: 'open', append: { update: new Uint8Array([4]) } },
        { slug: 'day', append: { record, event: row('d', 2) } },
      ]);
      await store.close();
      store = await home.open();
      assert.equal(bytes(store, 'open'), [1, 2, 4], 'two rows of one slug keep their order');
      assert.equal(bytes(store, 'women'), [3]);
      assert.equal(store.eventRecords(), [record]);
      assert.is(store.events('day').length, 1);
      await store.remove('day');
      assert.equal(store.eventRecords(), []);
    },
  );

  t('events past the tenth, interleaved with those of another slug, are all kept in order', async () => {
    for (let i = 0; i < 12; i++) {
      await store.append('a', { event: row(`a${i}`, i) });
      await store.appendMany([
        { slug: 'b', append: { event: row(`b${i}`, i), update: new Uint8Array([i]) } },
        { slug: 'a', append: { event: row(`a${i}+`, i) } },
      ]);
    }
    const want = Array.from({ length: 12 }, (_, i) => [`a${i}`, `a${i}+`]).flat();
    assert.equal(
      store.events('a').map((e) => e.detail),
      want,
    );
    assert.is(store.events('b').length, 12);
    await store.close();
    store = await home.open();
    assert.equal(
      store.events('a').map((e) => e.detail),
      want,
      'as a reopened store reads them',
    );
  });

  t('the index holds the last entry per slug', async () => {
    const entry = { slug: 'cup', name: 'Cup', date: '2026-05-01', phase: 'checkin' as const, teams: 0, createdAt: 5 };
    await store.append('cup', { update: new Uint8Array([1]), index: entry });
    await store.append('cup', { index: { ...entry, teams: 4 } });
    assert.equal(store.index(), [{ ...entry, teams: 4 }]);
    await store.close();
    store = await home.open();
    assert.equal(store.index(), [{ ...entry, teams: 4 }]);
  });

  t('answers are kept per tournament, at most ANSWER_LIMIT of them, and none past a day', async () => {
    const now = Date.now();
    await store.append('cup', { answer: { opId: 'too-old', at: now - ANSWER_TTL_MS - 1, ack: { ok: true, msg: 'old' } } });
    assert.is(store.answer('cup', 'too-old'), undefined);
    const n = ANSWER_LIMIT + 150;
    // Many answers in few transactions (a venue step writes several at once): the window still holds.
    for (let i = 0; i < n; i += 50)
      await store.appendMany(
        Array.from({ length: 50 }, (_, j) => ({
          slug: 'cup',
          append: { answer: { opId: `op${i + j}`, at: now + i + j, ack: { ok: true as const, msg: `m${i + j}` } } },
        })),
      );
    assert.equal(store.answer('cup', `op${n - 1}`)?.ack, { ok: true, msg: `m${n - 1}` });
    assert.is(store.answer('other', `op${n - 1}`), undefined, 'op ids are per tournament');
    await store.close();
    store = await home.open();
    let kept = 0;
    for (let i = 0; i < n; i++) if (store.answer('cup', `op${i}`)) kept++;
    assert.ok(kept <= ANSWER_LIMIT + 100 && kept >= ANSWER_LIMIT, `${kept} kept`);
    assert.ok(store.answer('cup', `op${n - 1}`), 'the newest answers are the ones kept');
    await store.remove('cup');
    assert.is(store.answer('cup', `op${n - 1}`), undefined, 'deleting the tournament deletes its answers');
  });

  t('sessions are stored, touched only while they exist, and removed', async () => {
    const r = { actor: 'Ann', device: 'Firefox', createdAt: 1, lastSeen: 1, expiresAt: 10 };
    await store.putSession('h1', r);
    await store.putSession('h2', { ...r, actor: 'Bo' });
    await store.touchSession('h1', 5);
    await store.removeSessions(['h2']);
    await store.touchSession('h2', 6);
    await store.close();
    store = await home.open();
    assert.equal(store.getSession('h1'), { ...r, lastSeen: 5 });
    assert.is(store.getSession('h2'), undefined, 'a touch never revives an ended session');
    assert.equal(
      store.sessions().map(([h]) => h),
      ['h1'],
    );
  });

  t('meta values survive a reopen', async () => {
    await store.putMeta('sessionSecret', 'abc');
    await store.putMeta('obj', { a: [1, 2] });
    await store.close();
    store = await home.open();
    assert.is(store.getMeta('sessionSecret'), 'abc');
    assert.equal(store.getMeta('obj'), { a: [1, 2] });
    assert.is(store.getMeta('none'), undefined);
  });

  t('push subscriptions: put, replace, list, remove, and queued jobs are taken once and settled', async () => {
    const sub = { endpoint: 'https://push.example/1', p256dh: 'k', auth: 'a', team: 't1', at: 1 };
    await store.putPushSubscription('cup', sub);
    await store.putPushSubscription('cup', { ...sub, at: 2 });
    await store.putPushSubscription('cup', { ...sub, team: 't2' });
    assert.equal((await store.pushSubscriptions('cup')).length, 2, 'same endpoint and team replaces');
    assert.equal(await store.pushSlugs(), ['cup']);
    assert.is(await store.removePushSubscriptions('cup', sub.endpoint, 't2'), 1);
    assert.equal(await store.pushSubscriptions('cup'), [{ ...sub, at: 2 }]);
    const job = { key: 'cup n1 e t1', slug: 'cup', endpoint: sub.endpoint, team: 't1', payload: '{}', attempts: 0, nextAt: 0 };
    assert.equal(await store.queuePushes('cup', [{ id: 'n1', jobs: [job] }], { seen: 1 }), ['n1']);
    assert.equal(await store.queuePushes('cup', [{ id: 'n1', jobs: [job] }], { seen: 2 }), [], 'a notification is queued once');
    assert.equal(await store.pushSeen('cup'), { seen: 2 });
    const taken = await store.takePushJobs(10, 5, 1_000);
    assert.is(taken.length, 1);
    assert.is(taken[0]!.nextAt, 1_010, 'a taken job is leased');
    assert.equal(await store.takePushJobs(10, 5, 1_000), [], 'a leased job is not taken again');
    await store.settlePushJobs([job.key], []);
    assert.equal(await store.takePushJobs(5_000, 5, 1_000), []);
    await store.remove('cup');
    assert.equal(await store.pushSubscriptions('cup'), [], 'deleting the tournament drops its subscriptions');
  });
  t.run();
}
