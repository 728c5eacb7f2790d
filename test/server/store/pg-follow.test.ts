// Two PostgreSQL stores on one database in one process (docs/architecture.md, Cluster mode): each follows what the
// other writes, a write on a stale mirror loses and changes nothing, `exclusive` catches up first, leases are held once.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPgStore } from '../../../server/store/pg-store.js';
import { type Change, type ClusterStore, type Store, StoreConflict } from '../../../server/store/store.js';
import { freshDatabase, type FreshDatabase } from '../../fixtures/postgres.js';

type PgStore = Store & { cluster: ClusterStore };
const t = suite('postgres stores following each other');
let db: FreshDatabase;
let a: PgStore;
let b: PgStore;

t.before.each(async () => {
  db = await freshDatabase('follow');
  a = await openPgStore(db.url, { instance: 'A', log: () => undefined });
  b = await openPgStore(db.url, { instance: 'B', log: () => undefined });
});
t.after.each(async () => {
  await a.close();
  await b.close();
  await db.drop();
});

/** Resolves once `check` holds (following is asynchronous: LISTEN/NOTIFY, polling behind it). */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  assert.unreachable(`never happened: ${what}`);
}

const bytes = (s: Store, slug: string) => s.updates(slug).map((u) => u[0]);

t('a write through A reaches B: updates, events, answers, index and event records; B hears of it once it holds it', async () => {
  const heard: Change[] = [];
  b.cluster.follow((c) => heard.push(c));
  const entry = { slug: 'cup', name: 'Cup', date: '2026-05-01', phase: 'checkin' as const, teams: 0, createdAt: 1 };
  await a.append('cup', {
    update: new Uint8Array([1]),
    index: entry,
    event: { at: 1, actor: 'x', action: 'create', detail: 'd', ok: true },
    answer: { opId: 'op1', at: Date.now(), ack: { ok: true, msg: 'done' } },
  });
  await until(() => bytes(b, 'cup').length === 1, 'B holds the update');
  assert.equal(b.index(), [entry]);
  assert.is(b.events('cup').length, 1);
  assert.equal(b.answer('cup', 'op1')?.ack, { ok: true, msg: 'done' }, 'op-id de-duplication holds across instances');
  assert.ok(heard.some((c) => c.kind === 'slug' && c.slug === 'cup' && !c.removed));
  assert.is(b.cluster.headSeq('cup'), 1);
  assert.equal(b.cluster.updatesSince('cup', 0).updates.length, 1);
  await a.remove('cup');
  await until(() => b.index().length === 0, 'B drops the removed tournament');
  assert.ok(heard.some((c) => c.kind === 'slug' && c.slug === 'cup' && c.removed));
});

t('a write on a stale mirror loses (nothing changes), and wins once B caught up through exclusive', async () => {
  await a.append('cup', { update: new Uint8Array([1]) });
  await until(() => bytes(b, 'cup').length === 1, 'B follows');
  // Both now append "the next step" without B hearing A's second write first.
  const [ra, rb] = await Promise.allSettled([
    a.append('cup', { update: new Uint8Array([2]) }),
    b.cluster.exclusive(['zzz'], () => b.append('cup', { update: new Uint8Array([3]) })),
  ]);
  const won = [ra, rb].filter((r) => r.status === 'fulfilled').length;
  // A's one-statement write can commit and reach B's mirror before B's append is asked for (B then stages on it, a
  // next step, and both land); otherwise the two are the same step and exactly one commits.
  assert.ok(won >= 1, 'one of the two commits');
  if (won === 1) {
    const lost = ra.status === 'rejected' ? ra : (rb as PromiseRejectedResult);
    assert.instance(lost.reason, StoreConflict);
  }
  await until(() => bytes(a, 'cup').length === 1 + won && bytes(b, 'cup').length === 1 + won, 'both mirrors agree');
  assert.equal(bytes(a, 'cup'), bytes(b, 'cup'));
  assert.is(new Set(bytes(a, 'cup')).size, 1 + won, 'no step twice');
  // Through exclusive, B catches up before it writes: its write is the next step, seen by A.
  await b.cluster.exclusive(['cup'], () => b.append('cup', { update: new Uint8Array([4]) }));
  await until(() => bytes(a, 'cup').length === 2 + won, 'A follows B');
  assert.is(bytes(a, 'cup')[1 + won], 4);
});

t('exclusive serializes two instances writing one slug: every write lands, none twice', async () => {
  await a.append('cup', { update: new Uint8Array([0]) });
  const writes: Promise<void>[] = [];
  for (let i = 1; i <= 10; i++) {
    const s = i % 2 ? a : b;
    writes.push(s.cluster.exclusive(['cup'], () => s.append('cup', { update: new Uint8Array([i]) })));
  }
  await Promise.all(writes);
  await until(() => bytes(a, 'cup').length === 11 && bytes(b, 'cup').length === 11, 'both hold all 11');
  assert.equal(
    [...bytes(a, 'cup')].sort((x, y) => x! - y!),
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  );
  assert.equal(bytes(a, 'cup'), bytes(b, 'cup'), 'one order on both');
});

t(
  'optimistic: a write started before another instance wrote loses in its one statement, changes nothing, ' +
    'and finds the mirror caught up; the retry takes the lock',
  async () => {
    // B writes first (its own writes are not news to it): its next write of the slug takes the one-statement path.
    await b.append('cup', { update: new Uint8Array([1]) });
    await until(() => bytes(a, 'cup').length === 1, 'A follows');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const stale = b.cluster.optimistic(['cup'], async () => {
      await gate;
      await b.append('cup', { update: new Uint8Array([3]) });
    });
    await a.append('cup', { update: new Uint8Array([2]) });
    release();
    const lost = await stale.then(
      () => null,
      (err: unknown) => err,
    );
    assert.instance(lost, StoreConflict);
    assert.equal(bytes(b, 'cup'), [1, 2], "B's mirror holds A's write once the loss is answered; its own is not there");
    // B heard of A's write just now: its next write holds the lock, catches up first, and lands after A's.
    await b.cluster.optimistic(['cup'], () => b.append('cup', { update: new Uint8Array([4]) }));
    await until(() => bytes(a, 'cup').length === 3, 'A follows B');
    assert.equal(bytes(a, 'cup'), [1, 2, 4]);
    assert.equal(bytes(b, 'cup'), [1, 2, 4]);
  },
);

t('sessions made or ended on A hold on B; meta too', async () => {
  const row = { actor: 'Ann', device: 'Firefox', createdAt: 1, lastSeen: 1, expiresAt: Date.now() + 60_000 };
  const heard: Change[] = [];
  b.cluster.follow((c) => heard.push(c));
  await a.putSession('h1', row);
  await b.cluster.refreshSession('h1');
  assert.equal(b.getSession('h1'), row, 'refreshSession reads it at once');
  await a.removeSessions(['h1']);
  await b.cluster.refreshSession('h1');
  assert.is(b.getSession('h1'), undefined);
  assert.ok(
    heard.some((c) => c.kind === 'sessions' && c.removed.includes('h1')),
    'B is told the session ended',
  );
  await a.putMeta('k', 'v');
  await until(() => b.getMeta('k') === 'v', 'meta follows');
});

t('a lease is held by one instance until it expires', async () => {
  const ha = await a.cluster.lease(['tick:cup', 'tick:open'], 60_000);
  const hb = await b.cluster.lease(['tick:cup', 'tick:other'], 60_000);
  assert.equal([...ha].sort(), ['tick:cup', 'tick:open']);
  assert.equal([...hb], ['tick:other']);
  assert.equal([...(await a.cluster.lease(['tick:cup'], 1))], ['tick:cup'], 'the holder renews');
  await new Promise((r) => setTimeout(r, 20));
  assert.equal([...(await b.cluster.lease(['tick:cup'], 60_000))], ['tick:cup'], 'an expired lease passes on');
});

t('rate-limit hits are told to the other instance and kept for late starters', async () => {
  const heard: Change[] = [];
  b.cluster.follow((c) => heard.push(c));
  a.cluster.publishHit('login', '10.0.0.1', Date.now());
  await until(() => heard.some((c) => c.kind === 'hit' && c.key === '10.0.0.1'), 'B hears the hit');
  assert.equal(
    (await b.cluster.recentHits('login', 60_000)).map((h) => h.key),
    ['10.0.0.1'],
  );
});

t.run();
