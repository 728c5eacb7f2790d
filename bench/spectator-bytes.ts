// Benchmark: the bytes one spectator receives for a keeper point and per hour of live play, on the plain /ws feed and on the public Y.Doc.
//
// In process, with the server's own code where it decides the bytes: the engine (`apply`), the snapshot
// (server/snapshot.ts: a new document only when what it shows changed), and for the Y.Doc the real
// PublicRoom and SyncRoom (writePublicDoc, the y-websocket framing) sending to a stand-in socket that
// counts. The feed's 100 ms coalescing is modelled on server/feed.ts (first change at once, later ones
// within 100 ms ride one timer that sends the latest). Bytes are WebSocket payloads plus frame headers.
import type { WebSocket } from 'ws';
import { apply } from '../shared/engine/apply.js';
import { isDecided } from '../shared/engine/match.js';
import { setTarget, setsToWin } from '../shared/engine/rules.js';
import type { Intent, SetScore, Tournament } from '../shared/engine/types.js';
import type { PublicSnapshot, LoadedTournament } from '../server/tournament/hub-types.js';
import { snapshotter } from '../server/tournament/public-snapshot.js';
import { PublicRoom } from '../server/yrooms/public-room.js';
import { step2Message } from '../server/yrooms/y-messages.js';
import { must, prng, seededTournament } from '../harness/sim.js';

const COURTS = 16;
const POINT_EVERY_MS = 5_000;
const TICK_MS = 5_000;
const COALESCE_MS = 100;
const HOUR_MS = 3_600_000;

/** A server-to-client WebSocket frame header (no mask) for a payload of `n` bytes. */
const frame = (n: number) => n + (n < 126 ? 2 : n < 65_536 ? 4 : 10);

/** A spectator's socket that only counts what the room sends it, and whether the room closed it. */
function countingSocket(): { ws: WebSocket; bytes: () => number; closed: () => boolean } {
  let bytes = 0;
  let closed = false;
  const ws = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    binaryType: 'nodebuffer',
    on() {},
    terminate() {},
    close() {
      closed = true;
      ws.readyState = 3;
    },
    send(data: Uint8Array) {
      bytes += frame(data.length);
    },
  };
  return { ws: ws as unknown as WebSocket, bytes: () => bytes, closed: () => closed };
}

interface Figures {
  teams: number;
  playedMin: number;
  points: number;
  feedPoint: number;
  docPoint: number;
  feedHour: number;
  docHour: number;
  docJoin: number;
  rejoins: number;
}

function play(teams: number, seed: number): Figures {
  const rand = prng(seed);
  let now = 1_700_000_000_000;
  let t: Tournament = seededTournament({ teams, courts: COURTS, stages: ['pool', 'bracket'], rules: { bestOf: 3 } }, rand, now);
  const step = (intent: Intent) => {
    t = must(apply(t, intent, { now, random: rand })).state;
  };
  step({ type: 'generatePools', poolSize: 4 });
  step({ type: 'phase', phase: 'live' });

  // The server's path: snapshots to subscribers, the public room writing each into its doc.
  const snaps = snapshotter(t, now);
  const subscribers = new Set<(s: PublicSnapshot) => void>();
  const room = {
    slug: t.slug,
    snapshot: () => snaps.current(),
    subscribe(fn: (s: PublicSnapshot) => void) {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
  } as unknown as LoadedTournament;
  const pub = new PublicRoom(
    t.slug,
    () => {},
    () => {},
    () => now,
  );
  pub.attach(room);
  // One spectator for the whole hour: when the room sends it to a fresh doc (1012), it joins again and
  // downloads the document (the server's answer to its step 1 counts too).
  const joinBytes = () => frame(step2Message(pub.doc!, new Uint8Array([0])).length);
  let spectator = countingSocket();
  pub.join(spectator.ws);
  let earlier = 0;
  let rejoins = 0;
  const docBytes = () => earlier + spectator.bytes();
  const rejoinIfCut = () => {
    if (!spectator.closed()) return;
    earlier += spectator.bytes() + joinBytes();
    rejoins += 1;
    spectator = countingSocket();
    pub.join(spectator.ws);
  };

  // The feed, modelled: bytes per send, at most one send per 100 ms.
  let feedBytes = 0;
  let feedLastSent = -Infinity;
  let feedTimerAt: number | null = null;
  let feedLatest = snaps.current();
  const feedFlushUntil = (at: number) => {
    if (feedTimerAt !== null && feedTimerAt <= at) {
      feedBytes += frame(Buffer.byteLength(feedLatest.bytes));
      feedLastSent = feedTimerAt;
      feedTimerAt = null;
    }
  };
  const refresh = () => {
    const snap = snaps.refresh(t, now);
    if (!snap) return;
    for (const fn of subscribers) fn(snap);
    feedFlushUntil(now);
    feedLatest = snap;
    if (feedTimerAt === null) feedTimerAt = Math.max(now, feedLastSent + COALESCE_MS);
  };

  const start = now;
  earlier = -spectator.bytes(); // the hour's bytes, not the first join
  feedBytes = 0;
  let points = 0;
  let lastTick = now;
  const pointSizes: { feed: number; doc: number }[] = [];
  // Each court scores on its own beat, spread over the 5 s.
  const nextPoint = Array.from({ length: COURTS }, (_, i) => start + Math.floor((i * POINT_EVERY_MS) / COURTS));
  while (now - start < HOUR_MS && t.champion === null) {
    const court = nextPoint.indexOf(Math.min(...nextPoint));
    now = nextPoint[court]!;
    nextPoint[court] = now + POINT_EVERY_MS;
    while (lastTick + TICK_MS <= now) {
      lastTick += TICK_MS;
      const at = now;
      now = lastTick;
      feedFlushUntil(now);
      step({ type: 'tick' });
      refresh();
      pub.keepAlive(now);
      rejoinIfCut();
      now = at;
    }
    feedFlushUntil(now);
    if (Object.values(t.matches).every(isDecided)) {
      if (t.bracket !== null) break;
      step({ type: 'generateBracket', perPool: 2, wildcards: 0, bracketType: 'double', thirdPlace: false });
      refresh();
      continue;
    }
    const id = t.courts[court]?.match;
    const m = id ? t.matches[id] : undefined;
    if (m?.status !== 'live') continue;
    const [a, b] = m.live ?? [0, 0];
    const [na, nb] = rand() < 0.5 ? [a + 1, b] : [a, b + 1];
    const [hi, lo] = na > nb ? [na, nb] : [nb, na];
    const setDone = hi === setTarget(t.rules, lo);
    const sets: SetScore[] = setDone ? [...m.sets, [na, nb]] : m.sets;
    const won = (side: 0 | 1) => sets.filter((s) => s[side] > s[1 - side]!).length;
    const decided = Math.max(won(0), won(1)) >= setsToWin(t.rules);
    rejoinIfCut();
    const beforeDoc = docBytes();
    const beforeFeed = feedBytes;
    if (decided) step({ type: 'keeperFinal', court: court + 1, match: m.id, sets });
    else step({ type: 'keeperLive', court: court + 1, match: m.id, a: setDone ? 0 : na, b: setDone ? 0 : nb, sets });
    refresh();
    feedFlushUntil(now + COALESCE_MS);
    points += 1;
    if (!setDone && !spectator.closed()) pointSizes.push({ feed: feedBytes - beforeFeed, doc: docBytes() - beforeDoc });
  }
  feedFlushUntil(Infinity);
  const played = now - start;
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
  const docJoin = joinBytes();
  const total = docBytes();
  pub.close(1000, 'done');
  return {
    teams,
    playedMin: played / 60_000,
    points,
    feedPoint: median(pointSizes.map((p) => p.feed).filter((n) => n > 0)),
    docPoint: median(pointSizes.map((p) => p.doc)),
    feedHour: (feedBytes * HOUR_MS) / played,
    docHour: (total * HOUR_MS) / played,
    docJoin,
    rejoins,
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;

export function runSpectatorBench(): void {
  console.log(
    `spectator bytes: ${COURTS} courts, a point every ${POINT_EVERY_MS / 1000} s per court, ticks every ${TICK_MS / 1000} s, ` +
      'best of 3, pools then a double bracket',
  );
  for (const teams of [32, 128]) {
    const f = play(teams, 7);
    console.log(`  ${teams} teams (${f.points} points in ${f.playedMin.toFixed(0)} min of play, scaled to an hour):`);
    console.log(`    /ws feed        a point ${kb(f.feedPoint).padStart(9)}   an hour ${mb(f.feedHour).padStart(10)}`);
    console.log(
      `    public Y.Doc    a point ${`${f.docPoint} B`.padStart(9)}   an hour ${mb(f.docHour).padStart(10)}   ` +
        `(joining: ${kb(f.docJoin)}; sent to a fresh doc ${f.rejoins}x, counted)${f.docHour > 2 * 1024 * 1024 ? '   OVER the 2 MB goal' : ''}`,
    );
  }
}
