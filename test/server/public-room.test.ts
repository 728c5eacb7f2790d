// The spectators' room in process, with stand-in sockets and a fake clock: spectators follow the snapshots, and a grown doc is rebuilt for
// newcomers without disturbing those watching.
import { EventEmitter } from 'node:events';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { WebSocket } from 'ws';
import * as Y from 'yjs';
import { apply } from '../../shared/engine/apply.js';
import { readPublicDoc } from '../../shared/public/public-ydoc-read.js';
import type { Intent, Tournament } from '../../shared/engine/types.js';
import type { PublicSnapshot, LoadedTournament } from '../../server/tournament/hub-types.js';
import { snapshotter } from '../../server/tournament/public-snapshot.js';
import { checkUpdate } from '../../server/yrooms/guard.js';
import { decodeMessage, step1Message } from '../../server/yrooms/y-messages.js';
import { PublicRoom } from '../../server/yrooms/public-room.js';
import { must, prng, seededTournament } from '../../harness/sim.js';

/** A tournament being played, published the way a LoadedTournament does. */
function liveTournament() {
  const rand = prng(9);
  const clock = { now: 1_700_000_000_000 };
  let t: Tournament = seededTournament({ teams: 16, courts: 4, stages: ['pool'], rules: { bestOf: 3 } }, rand, clock.now);
  const step = (intent: Intent) => {
    t = must(apply(t, intent, { now: clock.now, random: rand })).state;
  };
  step({ type: 'generatePools', poolSize: 4 });
  step({ type: 'phase', phase: 'live' });
  const snaps = snapshotter(t, clock.now);
  const subscribers = new Set<(s: PublicSnapshot) => void>();
  const room = {
    slug: t.slug,
    snapshot: () => snaps.current(),
    subscribe(fn: (s: PublicSnapshot) => void) {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
  } as unknown as LoadedTournament;
  let score = 0;
  /** One keeper point on court 1, a few seconds later. */
  const point = () => {
    clock.now += 3_000;
    const m = t.matches[t.courts[0]!.match!]!;
    score = (score + 1) % 20;
    step({ type: 'keeperLive', court: 1, match: m.id, a: score, b: 0, sets: [] });
    const snap = snaps.refresh(t, clock.now);
    if (snap) for (const fn of subscribers) fn(snap);
  };
  return { room, clock, point, current: () => snaps.current().doc };
}

/** A spectator: a stand-in socket feeding a fresh client doc, as y-websocket's provider would. */
function spectator() {
  const doc = new Y.Doc();
  const ws = Object.assign(new EventEmitter(), {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    binaryType: 'nodebuffer',
    closedWith: null as number | null,
    keepalives: 0,
    terminate() {},
    close(code: number) {
      ws.closedWith = code;
      ws.readyState = 3;
      ws.emit('close');
    },
    send(data: Uint8Array) {
      const msg = decodeMessage(data);
      if (msg.type === 'step2' || msg.type === 'update') Y.applyUpdate(doc, msg.update);
      if (msg.type === 'awareness') ws.keepalives += 1;
    },
  });
  const join = (room: PublicRoom) => {
    room.join(ws as unknown as WebSocket);
    ws.emit('message', Buffer.from(step1Message(doc)), true);
  };
  return { doc, ws, join };
}

/** A public room on the tournament, closed afterwards whatever happens (its awareness timers would hold the process). */
function withRoom(play: ReturnType<typeof liveTournament>, fn: (room: PublicRoom) => void): void {
  const room = new PublicRoom(
    'sim-open',
    () => {},
    () => {},
    () => play.clock.now,
  );
  room.attach(play.room);
  try {
    fn(room);
  } finally {
    room.close(1000, 'done');
  }
}

test('a spectator gets the document on joining and follows every change', () => {
  const play = liveTournament();
  withRoom(play, (room) => {
    const s = spectator();
    s.join(room);
    assert.equal(readPublicDoc(s.doc), play.current());
    for (let i = 0; i < 5; i++) play.point();
    assert.equal(readPublicDoc(s.doc), play.current());
    room.close(1000, 'done');
    assert.is(s.ws.closedWith, 1000);
  });
});

test('a quiet doc sends an empty awareness message every 10 s, so y-websocket does not reconnect; a busy one sends none', () => {
  const play = liveTournament();
  withRoom(play, (room) => {
    const s = spectator();
    s.join(room);
    const t0 = play.clock.now;
    room.keepAlive(t0 + 5_000);
    assert.is(s.ws.keepalives, 0);
    room.keepAlive(t0 + 10_000);
    assert.is(s.ws.keepalives, 1);
    room.keepAlive(t0 + 15_000);
    assert.is(s.ws.keepalives, 1, 'not again within 10 s');
    play.point(); // 3 s later than t0: the doc changed, so the next 10 s are covered
    room.keepAlive(play.clock.now + 9_000);
    assert.is(s.ws.keepalives, 1);
    assert.equal(readPublicDoc(s.doc), play.current(), 'the keepalive changes nothing');
  });
});

test('a grown doc is rebuilt for newcomers; those watching stay on theirs and keep following', () => {
  const play = liveTournament();
  withRoom(play, (room) => {
    const early = spectator();
    early.join(room);
    // long enough and grown enough: past 5 minutes and 32 KB of updates
    for (let i = 0; i < 600; i++) play.point();
    const late = spectator();
    late.join(room);
    assert.is(late.doc.clientID !== early.doc.clientID, true);
    const grown = Y.encodeStateAsUpdate(early.doc).length;
    const fresh = Y.encodeStateAsUpdate(late.doc).length;
    assert.ok(fresh < grown * 0.7, `the newcomer downloads ${fresh} bytes, not ${grown}`);
    for (let i = 0; i < 5; i++) play.point();
    assert.equal(readPublicDoc(early.doc), play.current());
    assert.equal(readPublicDoc(late.doc), play.current());
    assert.is(room.size, 2);
  });
});

test('past eight older docs, the oldest one’s spectators are sent to join again (1012)', () => {
  const play = liveTournament();
  withRoom(play, (room) => {
    const watchers = [];
    for (let g = 0; g < 10; g++) {
      const s = spectator();
      s.join(room);
      watchers.push(s);
      // enough for one rebuild each round: each watcher is alone on its doc
      for (let i = 0; i < 800; i++) play.point();
    }
    // ten docs with a watcher each, all rebuilt since: eight are kept, the two oldest are sent away
    assert.equal(
      watchers.map((s) => s.ws.closedWith),
      [1012, 1012, null, null, null, null, null, null, null, null],
    );
    for (const s of watchers.slice(2)) assert.equal(readPublicDoc(s.doc), play.current());
    assert.is(room.size, 8);
  });
});

test('a policy with no roots refuses every write, a nested one or a deletion too, and lets an empty step 2 pass', () => {
  const server = new Y.Doc();
  server.getMap('matches').set('m1', new Y.Map());
  (server.getMap('matches').get('m1') as Y.Map<unknown>).set('live', [1, 0]);
  const readOnly = { roots: {} };
  const edit = (fn: (d: Y.Doc) => void) => {
    const client = new Y.Doc();
    Y.applyUpdate(client, Y.encodeStateAsUpdate(server));
    const sv = Y.encodeStateVector(client);
    fn(client);
    return Y.encodeStateAsUpdate(client, sv);
  };
  for (const fn of [
    (d: Y.Doc) => (d.getMap('matches').get('m1') as Y.Map<unknown>).set('live', [99, 0]),
    (d: Y.Doc) => d.getMap('matches').delete('m1'),
    (d: Y.Doc) => d.getMap('other').set('x', 1),
  ]) {
    const v = checkUpdate(server, edit(fn), readOnly);
    assert.ok(!v.ok && v.why === 'forbidden', JSON.stringify(v));
  }
  // an item whose parent the server never had: still a write, not a gap to wait for
  const stranger = new Y.Doc();
  stranger.getMap('matches').set('m9', new Y.Map());
  const nested = new Y.Doc();
  Y.applyUpdate(nested, Y.encodeStateAsUpdate(stranger));
  const sv = Y.encodeStateVector(nested);
  (nested.getMap('matches').get('m9') as Y.Map<unknown>).set('live', [1, 1]);
  const v = checkUpdate(server, Y.encodeStateAsUpdate(nested, sv), readOnly);
  assert.ok(!v.ok && v.why === 'forbidden', JSON.stringify(v));
  const empty = checkUpdate(server, Y.encodeStateAsUpdate(new Y.Doc(), Y.encodeStateVector(server)), readOnly);
  assert.ok(empty.ok && !empty.fresh);
});

test.run();
