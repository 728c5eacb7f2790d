// The public side of a write: it runs after the answer (one refresh on the next turn), any reader still sees the latest state, and
// snapshots serialise only when read.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkCreateParams } from '../../shared/engine/fields.js';
import { newTournament } from '../../shared/engine/create.js';
import type { Tournament } from '../../shared/engine/types.js';
import type { Actor, PublicSnapshot } from '../../server/tournament/hub-types.js';
import { TournamentHub } from '../../server/tournament/hub.js';
import { snapshotter } from '../../server/tournament/public-snapshot.js';
import { openStore } from '../../server/store/store.js';
import { removeDir, tempDir } from '../fixtures/server.js';
import { CREATE_PARAMS } from '../../harness/http-client.js';

const DESK: Actor = { name: 'Desk', role: 'organizer' };
const PARAMS = { ...CREATE_PARAMS, name: 'Refresh Cup' };
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

async function withHub(fn: (hub: TournamentHub, slug: string) => Promise<void>): Promise<void> {
  const dir = tempDir();
  const hub = new TournamentHub(openStore(dir));
  try {
    const created = await hub.create(PARAMS, DESK);
    if (!created.ok) throw new Error(created.error);
    await fn(hub, created.slug);
  } finally {
    await hub.close();
    removeDir(dir);
  }
}

const refresh = suite('refresh');

refresh('a write answers before its subscribers hear of it; they hear on the next turn', () =>
  withHub(async (hub, slug) => {
    const room = hub.tournament(slug)!;
    const heard: string[] = [];
    room.subscribe((s) => heard.push(s.doc.banner ?? ''));
    const r = await hub.dispatch(slug, { type: 'banner', banner: 'Doors open' }, DESK);
    assert.ok(r.ok);
    assert.equal(heard, [], 'nothing projected before the answer');
    await nextTurn();
    assert.equal(heard, ['Doors open']);
  }),
);

refresh("a dispatch asking to refresh before its answer (a court room's: its ack never overtakes the court's view) is heard first", () =>
  withHub(async (hub, slug) => {
    const room = hub.tournament(slug)!;
    const heard: string[] = [];
    room.subscribe((s) => heard.push(s.doc.notes));
    // Any applied intent will do: what matters is the option, as court rooms pass it.
    const keeper = { name: 'keeper:1', role: 'keeper' } as const;
    const r = await hub.dispatch(slug, { type: 'notes', notes: 'Court 1 is wet' }, keeper, 'court1:op-1', { refreshBeforeAnswer: true });
    assert.ok(r.ok);
    assert.equal(heard, ['Court 1 is wet']);
  }),
);

refresh('a keeper write without the option (an HTTP keeper POST) answers first, like any other door', () =>
  withHub(async (hub, slug) => {
    const room = hub.tournament(slug)!;
    const heard: string[] = [];
    room.subscribe((s) => heard.push(s.doc.notes));
    const keeper = { name: 'keeper:1', role: 'keeper' } as const;
    const r = await hub.dispatch(slug, { type: 'notes', notes: 'Court 2 is dry' }, keeper, 'court1:op-2');
    assert.ok(r.ok);
    assert.equal(heard, [], 'nothing projected before the answer');
    await nextTurn();
    assert.equal(heard, ['Court 2 is dry']);
  }),
);

refresh('a reader right after the answer sees the new state: the due refresh runs first, once', () =>
  withHub(async (hub, slug) => {
    const room = hub.tournament(slug)!;
    let heard = 0;
    room.subscribe(() => heard++);
    await hub.dispatch(slug, { type: 'banner', banner: 'Lunch at noon' }, DESK);
    assert.is(room.snapshot().doc.banner, 'Lunch at noon');
    assert.is(heard, 1, 'subscribers heard of it with the reader');
    await nextTurn();
    assert.is(heard, 1, 'and not again when the scheduled turn comes');
  }),
);

refresh('writes within one turn make one refresh, of the last state', () =>
  withHub(async (hub, slug) => {
    const room = hub.tournament(slug)!;
    const heard: string[] = [];
    room.subscribe((s) => heard.push(s.doc.banner ?? ''));
    const room2 = room as unknown as { pub: { schedule(): void }; current: Tournament };
    // Three states as three writes would leave them, within one turn.
    for (const banner of ['one', 'two', 'three']) {
      room2.current = { ...room2.current, banner };
      room2.pub.schedule();
    }
    await nextTurn();
    assert.equal(heard, ['three']);
  }),
);

refresh('a failing subscriber is logged and keeps neither the others nor the write back', () =>
  withHub(async (hub, slug) => {
    const room = hub.tournament(slug)!;
    const logged: unknown[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => void logged.push(args[0]);
    try {
      const heard: string[] = [];
      room.subscribe(() => {
        throw new Error('a broken subscriber');
      });
      room.subscribe((s) => heard.push(s.doc.banner ?? ''));
      const r = await hub.dispatch(slug, { type: 'banner', banner: 'Still here' }, DESK);
      assert.ok(r.ok);
      await nextTurn();
      assert.equal(heard, ['Still here']);
      assert.ok(
        logged.some((l) => String(l).includes(slug)),
        'the failure is logged',
      );
    } finally {
      console.error = error;
    }
  }),
);

function fresh(): Tournament {
  const p = checkCreateParams(PARAMS);
  if (!p.ok) throw new Error(p.error);
  return newTournament(p.value, 'refresh-cup', 1_000);
}

/** Counts JSON.stringify calls on `doc` while `fn` runs. */
function serialisations(fn: () => PublicSnapshot | null): { snap: PublicSnapshot | null; calls: number } {
  const stringify = JSON.stringify;
  let calls = 0;
  JSON.stringify = ((v: unknown, ...rest: never[]) => {
    calls++;
    return stringify(v, ...rest);
  }) as typeof JSON.stringify;
  try {
    return { snap: fn(), calls };
  } finally {
    JSON.stringify = stringify;
  }
}

refresh('a snapshot makes its bytes and ETag on first read, once; finding a change serialises nothing', () => {
  const t = fresh();
  const s = snapshotter(t, 5_000);
  const changed = serialisations(() => s.refresh({ ...t, banner: 'news' }, 6_000));
  assert.ok(changed.snap);
  assert.is(changed.calls, 0, 'no serialisation to tell a change');
  const snap = changed.snap!;
  const read = serialisations(() => {
    assert.is(snap.etag, snap.etag);
    assert.is(JSON.parse(snap.bytes).banner, 'news');
    return snap;
  });
  assert.is(read.calls, 1, 'bytes made once for the ETag and every later read');
});

refresh('a state cloned whole (no identity kept) or only newer shows the same: no new snapshot', () => {
  const t = fresh();
  const s = snapshotter(t, 5_000);
  const first = s.current();
  assert.is(s.refresh(structuredClone(t), 9_000), null);
  assert.is(s.refresh({ ...t, createdAt: 2_000 }, 9_500), null, 'a field the public never sees');
  assert.is(s.current(), first);
  assert.is(s.current().doc.generatedAt, 5_000);
  const next = s.refresh({ ...structuredClone(t), notes: 'Bring water' }, 10_000)!;
  assert.is(next.doc.notes, 'Bring water');
  assert.is.not(next.etag, first.etag);
});

refresh.run();
