// The public side of a write is worked out while LMDB commits (live-tournament.ts prepare), and shown only once the write is stored.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Actor, DispatchOptions } from '../../server/tournament/hub-types.js';
import { TournamentHub } from '../../server/tournament/hub.js';
import { openStore, type Store } from '../../server/store/store.js';
import { removeDir, tempDir } from '../fixtures/server.js';
import { CREATE_PARAMS } from '../../harness/http-client.js';

const DESK: Actor = { name: 'Desk', role: 'organizer' };
const PARAMS = { ...CREATE_PARAMS, name: 'Prepared Cup' };
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * A store whose appends wait for `release` (a slow disk), or fail once `fail` is set; `seen` runs right after the
 * write path's own work beside the commit (its projection of the new state).
 */
function heldStore(dir: string) {
  const real = openStore(dir);
  const held = { hold: false, fail: false, release: () => {}, seen: () => {} };
  const store: Store = {
    ...real,
    async append(slug, a, meanwhile) {
      if (held.fail) throw new Error('the disk is full');
      if (held.hold) await new Promise<void>((resolve) => (held.release = resolve));
      return real.append(slug, a, () => {
        meanwhile?.();
        held.seen();
      });
    },
  };
  return { store, held };
}

/** A door that refreshes before its answer (a court room) projects beside the commit; the others after it. */
const whileStored = (options: DispatchOptions) => async () => {
  const dir = tempDir();
  const { store, held } = heldStore(dir);
  const hub = new TournamentHub(store);
  try {
    const created = await hub.create(PARAMS, DESK);
    assert.ok(created.ok);
    if (!created.ok) return;
    const room = hub.tournament(created.slug)!;
    const heard: (string | null)[] = [];
    room.subscribe((s) => heard.push(s.doc.banner));
    held.hold = true;
    const beside: (string | null)[] = [];
    held.seen = () => beside.push(room.snapshot().doc.banner, ...heard);
    const answer = hub.dispatch(created.slug, { type: 'banner', banner: 'Doors open' }, DESK, undefined, options);
    await nextTurn();
    await nextTurn();
    assert.is(room.snapshot().doc.banner, null, 'not shown before it is stored');
    assert.equal(heard, []);
    held.hold = false;
    held.release();
    const r = await answer;
    assert.ok(r.ok);
    assert.equal(beside, [null], 'while LMDB commits, nothing shows it yet');
    assert.is(room.snapshot().doc.banner, 'Doors open');
    assert.equal(heard, ['Doors open']);
  } finally {
    // A failed assertion must not leave the write held: closing the hub waits for it.
    held.hold = false;
    held.release();
    await hub.close();
    removeDir(dir);
  }
};

test('while a write is being stored, readers and subscribers still see the state before it; once stored, they see it', whileStored({}));

test(
  'a write whose projection is made beside its commit (a court room) is shown only once stored too',
  whileStored({ refreshBeforeAnswer: true }),
);

test('a write whose commit fails is never shown, though its projection was made', async () => {
  const dir = tempDir();
  const { store, held } = heldStore(dir);
  const hub = new TournamentHub(store);
  try {
    const created = await hub.create(PARAMS, DESK);
    assert.ok(created.ok);
    if (!created.ok) return;
    const room = hub.tournament(created.slug)!;
    const heard: (string | null)[] = [];
    room.subscribe((s) => heard.push(s.doc.banner));
    held.fail = true;
    let failed = false;
    await hub.dispatch(created.slug, { type: 'banner', banner: 'Never stored' }, DESK).catch(() => {
      failed = true;
    });
    assert.ok(failed, 'the write fails');
    await nextTurn();
    assert.is(room.snapshot().doc.banner, null);
    assert.equal(heard, []);
  } finally {
    held.fail = false;
    await hub.close();
    removeDir(dir);
  }
});

test.run();
