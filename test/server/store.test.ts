// The store (server/store/store.ts): updates appended in order, events, compaction and removal, on any DATA_DIR name.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openStore } from '../../server/store/store.js';
import { removeDir, tempDir } from '../fixtures/server.js';

const t = suite('store');

t('the store appends in order, keeps events, compacts and deletes a tournament', async () => {
  const dir = tempDir();
  const store = openStore(dir);
  for (let i = 0; i < 3; i++)
    await store.append('a', { update: new Uint8Array([i]), event: { at: i, actor: 'x', action: 'y', detail: `d${i}`, ok: true } });
  await store.append('a-2', { update: new Uint8Array([9]) });
  assert.equal(
    store.updates('a').map((u) => u[0]),
    [0, 1, 2],
  );
  assert.equal(
    store.events('a', 2).map((e) => e.detail),
    ['d1', 'd2'],
  );
  await store.compact('a', new Uint8Array([7]));
  assert.equal(
    store.updates('a').map((u) => u[0]),
    [7],
  );
  await store.append('a', { update: new Uint8Array([8]) });
  assert.equal(
    store.updates('a').map((u) => u[0]),
    [7, 8],
  );
  await store.remove('a');
  assert.equal(store.updates('a'), []);
  assert.equal(store.events('a'), []);
  assert.equal(
    store.updates('a-2').map((u) => u[0]),
    [9],
    'a neighbouring slug is untouched',
  );
  await store.close();
  removeDir(dir);
});

t('a DATA_DIR whose folder name has a dot opens as a folder (mktemp -d makes such names)', async () => {
  const parent = tempDir();
  const dir = `${parent}/tmp.X1y2`;
  const store = openStore(dir);
  await store.append('a', { update: new Uint8Array([1]) });
  assert.equal(
    store.updates('a').map((u) => u[0]),
    [1],
  );
  await store.close();
  removeDir(parent);
});

t(
  'appendMany writes several logs and an event record in one transaction, reopened intact; removing the event drops its record',
  async () => {
    const dir = tempDir();
    let store = openStore(dir);
    const record = {
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
    };
    await store.append('open', { update: new Uint8Array([1]) });
    await store.appendMany([
      { slug: 'open', append: { update: new Uint8Array([2]) } },
      { slug: 'women', append: { update: new Uint8Array([3]) } },
      { slug: 'open', append: { update: new Uint8Array([4]) } },
      { slug: 'day', append: { record, event: { at: 2, actor: 'x', action: 'court', detail: 'd', ok: true } } },
    ]);
    await store.close();
    store = openStore(dir);
    assert.equal(
      store.updates('open').map((u) => u[0]),
      [1, 2, 4],
      'two rows of one slug keep their order',
    );
    assert.equal(
      store.updates('women').map((u) => u[0]),
      [3],
    );
    assert.equal(store.eventRecords(), [record]);
    assert.is(store.events('day').length, 1);
    await store.remove('day');
    assert.equal(store.eventRecords(), []);
    await store.close();
    removeDir(dir);
  },
);

t.run();
