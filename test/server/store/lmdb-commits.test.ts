// How the LMDB store commits (server/store/lmdb-store.ts `write`): a lone write in place, writes that come together
// handed to LMDB's write thread, a slow disk's writes handed over too; each durable before it resolves.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SLOW_OF_WINDOW } from '../../../server/store/flush-watch.js';
import { type LmdbStore, openStore } from '../../../server/store/lmdb-store.js';
import type { EventRow } from '../../../server/tournament/hub-types.js';
import { removeDir, tempDir } from '../../fixtures/server.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const row = (n: number): EventRow => ({ at: 1_700_000_000_000 + n, actor: 'Desk', action: 'banner', detail: `write ${n}`, ok: true });
const update = (n: number) => new Uint8Array([n % 256, 1, 2, 3]);

/** Runs `fn` on a store in a folder of its own, then closes the store and removes the folder, whatever happened. */
async function onStore(fn: (store: LmdbStore) => Promise<void>, options?: { inPlaceLimitMs?: number }): Promise<void> {
  const dir = tempDir();
  const store = openStore(dir, options);
  try {
    await fn(store);
  } finally {
    await store.close();
    removeDir(dir);
  }
}

test('a lone write commits in place, and what it stored is there after the store is opened again', async () => {
  const dir = tempDir();
  try {
    const store = openStore(dir);
    await store.append('cup', { update: update(1), event: row(1) });
    assert.equal(store.commits, { inPlace: 1, handedOver: 0 });
    await nextTurn();
    await store.append('cup', { update: update(2), event: row(2) });
    assert.equal(store.commits, { inPlace: 2, handedOver: 0 }, 'a write in a later turn is lone too');
    await store.close();
    const again = openStore(dir);
    assert.equal(again.updates('cup'), [update(1), update(2)]);
    assert.equal(
      again.events('cup').map((e) => e.detail),
      ['write 1', 'write 2'],
    );
    await again.close();
  } finally {
    removeDir(dir);
  }
});

test('writes that come together are handed to the write thread, and each log keeps its order', () =>
  onStore(async (store) => {
    const slugs = ['a', 'b', 'c', 'd'];
    // Sixteen writes in one turn, four per tournament, as requests that queued up during a commit arrive.
    await Promise.all(Array.from({ length: 16 }, (_, n) => store.append(slugs[n % 4]!, { update: update(n), event: row(n) })));
    assert.is(store.commits.inPlace, 1, 'the first one in place');
    assert.is(store.commits.handedOver, 15, 'the rest handed over');
    for (const [i, slug] of slugs.entries()) {
      assert.equal(
        store.updates(slug),
        [0, 1, 2, 3].map((k) => update(i + 4 * k)),
        `${slug}'s updates in order`,
      );
      assert.equal(
        store.events(slug).map((e) => e.detail),
        [0, 1, 2, 3].map((k) => `write ${i + 4 * k}`),
      );
    }
    await nextTurn();
    await store.append('a', { update: update(99) });
    assert.is(store.commits.inPlace, 2, 'once they are stored, a lone write is in place again');
  }));

test('on a disk whose flushes are slower than the limit, lone writes are handed over too', () =>
  // A limit no flush can meet: every in-place commit counts as slow, and after SLOW_OF_WINDOW of them the disk does.
  onStore(
    async (store) => {
      for (let n = 1; n <= SLOW_OF_WINDOW + 3; n++) {
        await store.append('cup', { update: update(n) });
        await nextTurn();
      }
      assert.equal(store.commits, { inPlace: SLOW_OF_WINDOW, handedOver: 3 });
      assert.equal(store.updates('cup').length, SLOW_OF_WINDOW + 3);
    },
    { inPlaceLimitMs: 0 },
  ));

test('a compaction and a removal, writes of many rows, are handed over even when lone', () =>
  onStore(async (store) => {
    for (let n = 1; n <= 3; n++) {
      await store.append('cup', { update: update(n) });
      await nextTurn();
    }
    await store.compact('cup', update(9));
    await nextTurn();
    assert.equal(store.updates('cup'), [update(9)]);
    await store.remove('cup');
    assert.equal(store.updates('cup'), []);
    assert.equal(store.commits, { inPlace: 3, handedOver: 2 });
  }));

test("an append's meanwhile runs once, before it resolves, on both paths", () =>
  onStore(async (store) => {
    const ran: string[] = [];
    const lone = store.append('cup', { update: update(1) }, () => ran.push('lone'));
    const together = store.append('cup', { update: update(2) }, () => ran.push('together'));
    await lone;
    assert.ok(ran.includes('lone'), 'in place: run before the append resolves');
    await together;
    assert.equal(ran.sort(), ['lone', 'together']);
    assert.equal(store.commits, { inPlace: 1, handedOver: 1 });
  }));

test('a write that fails inside its transaction stores none of its rows and leaves the store writing', () =>
  onStore(async (store) => {
    await store.append('cup', { update: update(1) });
    await nextTurn();
    // A key longer than LMDB takes fails the transaction after the first row was put: neither may stay.
    let failed = false;
    await store
      .appendMany([
        { slug: 'cup', append: { update: update(2) } },
        { slug: 'x'.repeat(3_000), append: { update: update(3) } },
      ])
      .catch(() => {
        failed = true;
      });
    assert.ok(failed, 'the append fails');
    assert.equal(store.updates('cup'), [update(1)], 'the row before the failure was not kept');
    await nextTurn();
    await store.append('cup', { update: update(4) });
    assert.equal(store.updates('cup'), [update(1), update(4)]);
  }));

test.run();
