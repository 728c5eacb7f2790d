// The public /ws feed and the court engine's clock against the real server (docs/api.md, Public routes; Persistence and pushes;
// docs/operating.md, Configuration): pings and dead-socket termination, coalescing, slow consumers, snapshot stability across ticks,
// shutdown with open sockets.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import WebSocket from 'ws';
import { readEnv } from '../../server/process/config.js';
import { type Client, Feed, serverFor, sleep, type Srv } from '../fixtures/server.js';

const PING_MS = 300;
const TICK_MS = 100;

const wsUrl = (srv: Srv, slug: string) => `${srv.base.replace('http', 'ws')}/ws/${slug}`;

/** Resolves once `fn` holds, polling; throws after `ms`. */
async function waitFor<T>(fn: () => T, ms = 5_000, what = 'condition'): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v) return v as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`${what}: not met within ${ms} ms`);
    await sleep(10);
  }
}

/** A raw `ws` client that records messages (as text), pings, and when and how it closed. */
class Probe {
  ws: WebSocket;
  messages: string[] = [];
  pings = 0;
  openedAt = 0;
  closedAt = 0;
  closeCode = 0;
  opened: Promise<void>;
  closed: Promise<number>;
  constructor(url: string, opts: WebSocket.ClientOptions = {}) {
    this.ws = new WebSocket(url, opts);
    this.ws.on('message', (data) => this.messages.push(String(data)));
    this.ws.on('ping', () => {
      this.pings++;
    });
    this.ws.on('error', () => {});
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => {
        this.openedAt = Date.now();
        resolve();
      });
      this.ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    });
    this.closed = new Promise((resolve) =>
      this.ws.once('close', (code) => {
        this.closedAt = Date.now();
        this.closeCode = code;
        resolve(code);
      }),
    );
  }
  get open(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }
  last(): string | undefined {
    return this.messages[this.messages.length - 1];
  }
  /** Stops reading from the socket: the kernel buffers fill, then the server's backlog grows. */
  pause(): void {
    (this.ws as unknown as { _socket: import('node:net').Socket })._socket.pause();
  }
  resume(): void {
    (this.ws as unknown as { _socket: import('node:net').Socket })._socket.resume();
  }
}

/** A live tournament with `teams` teams in pools of four on `courts` courts; returns its slug and a live match. */
async function liveTournament(c: Client, name: string, teams: number, courts: number): Promise<{ slug: string; match: string }> {
  const slug = await c.create({ name, courtCount: courts });
  const pad = 'Spikers of the Long Beach'.slice(0, 30);
  await Promise.all(
    Array.from({ length: teams }, (_, i) => c.act(`/admin/t/${slug}/team`, { op: 'add', name: `${pad} ${i}`, captain: 'C', players: 2 })),
  );
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  const s = await c.state(slug);
  const live = s.courts.find((ct: any) => ct.match && ct.match.status === 'live');
  assert.ok(live, 'a match is live');
  return { slug, match: live.match.id };
}

async function stateText(c: Client, slug: string): Promise<{ text: string; etag: string }> {
  const res = await c.get(`/t/${slug}/state.json`);
  assert.is(res.status, 200);
  return { text: await res.text(), etag: res.headers.get('etag') ?? '' };
}

// ---- the test-only interval knobs ----

const knobs = suite('feed: interval settings');

knobs('FEED_PING_MS and TICK_MS default to 30 s and 5 s, take whole milliseconds, and refuse nonsense', () => {
  const base = readEnv({});
  assert.is(base.feedPingMs, 30_000);
  assert.is(base.tickMs, 5_000);
  assert.is(readEnv({ FEED_PING_MS: '', TICK_MS: '' }).feedPingMs, 30_000, 'empty means unset');
  const set = readEnv({ FEED_PING_MS: '250', TICK_MS: '100' });
  assert.is(set.feedPingMs, 250);
  assert.is(set.tickMs, 100);
  for (const bad of ['0', '-5', '1.5', 'soon', '5', '3600001']) {
    assert.throws(() => readEnv({ FEED_PING_MS: bad }), /FEED_PING_MS/);
    assert.throws(() => readEnv({ TICK_MS: bad }), /TICK_MS/);
  }
});

knobs.run();

// ---- a server with short test intervals: FEED_PING_MS and TICK_MS ----

const quick = suite('feed: pings, coalescing, ticks');
const { srv, c } = serverFor(quick, { env: { FEED_PING_MS: String(PING_MS), TICK_MS: String(TICK_MS) } });
let slug: string;
let match: string;

quick.before(async () => {
  ({ slug, match } = await liveTournament(c, 'Quick Cup', 8, 2));
});

quick('a client that answers pings stays connected across several intervals; one that does not is terminated after about two', async () => {
  const good = new Probe(wsUrl(srv, slug));
  const mute = new Probe(wsUrl(srv, slug), { autoPong: false });
  await Promise.all([good.opened, mute.opened]);
  await mute.closed;
  const muteLived = mute.closedAt - mute.openedAt;
  assert.is(mute.closeCode, 1006, 'terminated, not closed politely');
  assert.ok(mute.pings >= 1, 'it was pinged first');
  assert.ok(muteLived >= PING_MS * 0.8 && muteLived <= PING_MS * 3 + 400, `terminated after ${muteLived} ms (ping every ${PING_MS} ms)`);
  await sleep(PING_MS * 5);
  assert.ok(good.open, 'the answering client is still connected');
  assert.ok(good.pings >= 5, `pinged ${good.pings} times`);
  assert.is(good.messages.length, 1, 'the document on connect, and nothing since (no change)');
  good.ws.close();
  await good.closed;
});

quick('the first change after a quiet spell arrives at once; a burst of 20 is coalesced and ends on the final state', async () => {
  const sub = new Probe(wsUrl(srv, slug));
  await sub.opened;
  await waitFor(() => sub.messages.length === 1, 2_000, 'the document on connect');
  assert.is(sub.last(), (await stateText(c, slug)).text, 'on connect: the state.json bytes');

  await sleep(400); // a quiet spell
  const t0 = Date.now();
  await c.act(`/admin/t/${slug}/live`, { match, a: 1, b: 0 });
  const answered = Date.now();
  await waitFor(() => sub.messages.length === 2, 2_000, 'the pushed change');
  const arrived = Date.now();
  assert.ok(arrived - answered < 60, `pushed ${arrived - t0} ms after the request, ${arrived - answered} ms after the answer`);
  assert.equal(JSON.parse(sub.last()!).courts.find((ct: any) => ct.match?.id === match).match.live, [1, 0]);

  await sleep(400);
  const before = sub.messages.length;
  await Promise.all(Array.from({ length: 20 }, (_, i) => c.act(`/admin/t/${slug}/live`, { match, a: 2 + i, b: 1 })));
  const final = await stateText(c, slug);
  await waitFor(() => sub.last() === final.text, 2_000, 'the final state delivered');
  await sleep(300);
  const burst = sub.messages.slice(before);
  assert.ok(burst.length < 20, `${burst.length} messages for 20 changes`);
  assert.ok(burst.length >= 1);
  assert.is(sub.last(), final.text, 'the last message is the final state.json, byte for byte');
  assert.is(new Set(burst).size, burst.length, 'no document is sent twice');
  sub.ws.close();
  await sub.closed;
});

quick('ticks rebuild nothing while nothing shown changes: same ETag and generatedAt; a change rebuilds it', async () => {
  const sub = new Probe(wsUrl(srv, slug));
  await sub.opened;
  await waitFor(() => sub.messages.length === 1, 2_000, 'the document on connect');
  const first = await stateText(c, slug);
  const doc = JSON.parse(first.text);
  assert.is(doc.phase, 'live');
  assert.ok(doc.upNext.length > 0 && doc.upNext.every((m: any) => Number.isInteger(m.etaMin)), 'estimates are shown');

  await sleep(TICK_MS * 12); // a dozen engine ticks
  const later = await stateText(c, slug);
  assert.is(later.etag, first.etag, 'same ETag across ticks');
  assert.is(later.text, first.text, 'same bytes, generatedAt included');
  assert.is(sub.messages.length, 1, 'no push without a change');
  const cached = await c.get(`/t/${slug}/state.json`, { 'if-none-match': first.etag });
  assert.is(cached.status, 304);

  await c.act(`/admin/t/${slug}/banner`, { banner: 'Tick tock' });
  const changed = await stateText(c, slug);
  assert.is.not(changed.etag, first.etag);
  const next = JSON.parse(changed.text);
  assert.is(next.banner, 'Tick tock');
  assert.ok(next.generatedAt > doc.generatedAt, 'rebuilt at the change');
  await waitFor(() => sub.last() === changed.text, 2_000, 'the change pushed');

  await sleep(TICK_MS * 6);
  assert.is((await stateText(c, slug)).etag, changed.etag, 'stable again after the change');
  assert.is(sub.messages.length, 2);
  sub.ws.close();
  await sub.closed;
});

quick.run();

// ---- default intervals: a slow consumer, then shutdown with sockets of every kind open ----

const heavy = suite('feed: slow consumers and shutdown');
const { srv: big, c: bc } = serverFor(heavy, { stopWith: 'SIGKILL' });

heavy('a subscriber that stops reading is dropped once its backlog passes 4 MiB; a normal one keeps receiving', async () => {
  const { slug: bigSlug, match: m } = await liveTournament(bc, 'Big Cup', 120, 8);
  const size = (await stateText(bc, bigSlug)).text.length;
  assert.ok(size > 150_000, `a big document (${size} bytes)`);

  const normal = new Feed(wsUrl(big, bigSlug));
  await normal.opened;
  // Several stalled subscribers: each one is resumed in turn to see whether the server dropped it.
  const stalled = Array.from({ length: 6 }, () => new Probe(wsUrl(big, bigSlug)));
  await Promise.all(stalled.map((p) => p.opened));
  await waitFor(() => stalled.every((p) => p.messages.length === 1) && normal.messages.length === 1, 5_000, 'documents on connect');
  for (const p of stalled) p.pause();

  const t0 = Date.now();
  let score = 0;
  /** Pushes changes until the normal subscriber has received `bytes` more. */
  const push = async (bytes: number) => {
    const target = normal.messages.reduce((n, s) => n + s.length, 0) + bytes;
    while (normal.messages.reduce((n, s) => n + s.length, 0) < target) {
      if (Date.now() - t0 > 25_000) throw new Error('pushing took too long');
      score++;
      await bc.act(`/admin/t/${bigSlug}/live`, { match: m, a: score % 25, b: Math.floor(score / 25) % 25 });
    }
  };
  // 4 MiB of backlog plus what the kernel buffers of both ends hold before the backlog starts to grow.
  await push(6 * 1024 * 1024);
  let dropped: Probe | null = null;
  for (const probe of stalled) {
    await push(1024 * 1024);
    const latest = (await stateText(bc, bigSlug)).text;
    probe.resume();
    // Dropped: the buffered bytes drain, then the connection ends. Kept: it catches up with the latest state.
    await waitFor(() => probe.closedAt > 0 || probe.last() === latest, 10_000, 'a resumed subscriber closing or catching up');
    if (probe.closedAt > 0) {
      dropped = probe;
      break;
    }
  }
  assert.ok(dropped, 'a stalled subscriber was dropped');
  assert.is(dropped!.closeCode, 1006, 'cut off, not closed politely');
  const finalText = (await stateText(bc, bigSlug)).text;
  assert.is.not(dropped!.last(), finalText, 'the dropped subscriber never got the latest state');

  // The normal subscriber keeps receiving, and the server stays healthy.
  await bc.act(`/admin/t/${bigSlug}/banner`, { banner: 'Still here' });
  const after = (await stateText(bc, bigSlug)).text;
  await normal.until((d) => d.banner === 'Still here', 5_000);
  assert.is(normal.messages[normal.messages.length - 1], after);
  assert.is(normal.ws.readyState, WebSocket.OPEN);
  const health = await fetch(`${big.base}/healthz`);
  assert.is(health.status, 200);
  assert.is(((await health.json()) as { ok: boolean }).ok, true);
  const fresh = new Feed(wsUrl(big, bigSlug));
  await fresh.until((d) => d.banner === 'Still here', 5_000);
  fresh.close();
  normal.close();
  for (const p of stalled) p.ws.terminate();
});

heavy('SIGTERM with open /ws and /yjs sockets, one of them stalled, exits 0 within 5 s and cleanly', async () => {
  const termSlug = await bc.create({ name: 'Term Cup', courtCount: 2 });
  const feed = new Probe(wsUrl(big, termSlug));
  const stalledFeed = new Probe(wsUrl(big, termSlug));
  const yjs = `${big.base.replace('http', 'ws')}/yjs`;
  const desk = new Probe(`${yjs}/${termSlug}`, { headers: { cookie: bc.cookie } });
  const stalledDesk = new Probe(`${yjs}/${termSlug}`, { headers: { cookie: bc.cookie } });
  await Promise.all([feed.opened, stalledFeed.opened, desk.opened, stalledDesk.opened]);
  await waitFor(
    () => feed.messages.length === 1 && stalledFeed.messages.length === 1 && desk.messages.length > 0 && stalledDesk.messages.length > 0,
    5_000,
    'sockets in use',
  );
  stalledFeed.pause();
  stalledDesk.pause();
  const { code, ms } = await big.stop('SIGTERM');
  assert.is(code, 0);
  assert.ok(ms < 5_000, `took ${ms} ms`);
  assert.not.match(big.output(), /took too long/, 'shut down by itself, not by the 5 s guard');
  await Promise.all([feed.closed, desk.closed]);
  assert.is(feed.closeCode, 1001, 'the feed says it is going away');
  for (const p of [stalledFeed, stalledDesk]) p.ws.terminate();
});

heavy.run();
