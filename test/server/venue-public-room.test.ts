// The venue pages' channel `/yjs/<event>/public` against the real server: a spectator follows the venue document through a keeper point and
// a final, reads back what /e/<slug>/state.json shows, and cannot write.
import { isDeepStrictEqual } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import WebSocket from 'ws';
import * as Y from 'yjs';
import type { PublicVenue } from '../../shared/public/public-venue.js';
import { readVenueDoc } from '../../shared/public/venue-ydoc.js';
import { Feed, key, serverFor, sleep } from '../fixtures/server.js';
import { closeCode, done, openRaw, synced, until, WebsocketProvider } from '../fixtures/yjs-clients.js';

const t = suite('venue public room');
const { c, srv } = serverFor(t);

/** Any site may follow the venue: the socket comes from elsewhere and carries no cookie. */
const Elsewhere = class extends WebSocket {
  constructor(url: string, protocols?: string | string[]) {
    super(url, protocols, { headers: { origin: 'https://elsewhere.example' } });
  }
} as unknown as typeof globalThis.WebSocket;

/** A spectator as the rule says: a fresh doc per connection. */
function spectator(name: string, doc = new Y.Doc()): WebsocketProvider {
  return new WebsocketProvider(`ws://127.0.0.1:${srv.port}/yjs`, `${name}/public`, doc, { WebSocketPolyfill: Elsewhere, disableBc: true });
}

const post = (path: string, body: unknown) =>
  fetch(`${srv.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const withoutTime = (v: PublicVenue) => ({ ...v, generatedAt: 0 });
const venueState = async (ev: string) => (await (await c.get(`/e/${ev}/state.json`)).json()) as PublicVenue;

/** Waits until the doc shows what state.json shows (both move with the server's ticks). */
async function agree(ev: string, doc: Y.Doc): Promise<PublicVenue> {
  let last: [PublicVenue | null, PublicVenue] | null = null;
  const deadline = Date.now() + 5_000;
  for (;;) {
    const state = await venueState(ev);
    const read = readVenueDoc(doc);
    last = [read, state];
    if (read && isDeepStrictEqual(withoutTime(read), withoutTime(state))) return read;
    if (Date.now() > deadline) break;
    await sleep(20);
  }
  assert.equal(last[0] && withoutTime(last[0]), withoutTime(last[1]));
  throw new Error('the doc never agreed with state.json');
}

async function venueDay(name: string): Promise<string> {
  const ev = (await c.act('/admin/events/new', { name, date: '2026-07-11', courtCount: 3 })).slug!;
  for (const div of ['North', 'South']) {
    const slug = await c.create({ name: `${name} ${div}`, event: ev, stages: 'pool' });
    for (let i = 1; i <= 4; i++)
      assert.is((await c.register(slug, { name: `${div} ${i}`, captain: `Secret Captain ${div}${i}` })).status, 303);
    await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
    await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  }
  return ev;
}

t(
  'a spectator from any site follows the venue through a keeper point and a final; the doc equals state.json, at a fraction of /ws bytes per point',
  async () => {
    const ev = await venueDay('Venue Follow');
    const doc = new Y.Doc();
    const p = spectator(ev, doc);
    await synced(p);
    const first = await agree(ev, doc);
    const on = first.courts.find((x) => x.match)!;
    const [court, division, match] = [on.court, on.division!.slug, on.match!.id];
    assert.not.ok(JSON.stringify(first).includes('Secret Captain'), 'nothing private in the venue doc');

    const feed = new Feed(`${srv.base.replace('http', 'ws')}/ws/${ev}`);
    await feed.opened;
    await feed.until(() => true);

    const yBytes: number[] = [];
    doc.on('update', (u: Uint8Array) => yBytes.push(u.length));
    for (let point = 1; point <= 3; point++) {
      yBytes.length = 0;
      feed.messages.length = 0;
      assert.is((await post(`/keeper/${ev}/${court}/live`, { k: key(ev, court), division, match, a: point, b: 0 })).status, 200);
      await until(() => readVenueDoc(doc)?.courts.find((x) => x.court === court)?.match?.live?.[0] === point);
      await feed.until((v) => v.courts?.find((x: any) => x.court === court)?.match?.live?.[0] === point);
      const y = yBytes.reduce((x, n) => x + n, 0);
      const ws = feed.messages.reduce((x, m) => x + Buffer.byteLength(m), 0);
      assert.ok(y > 0 && y < 300, `a keeper point arrived as ${y} bytes on the venue doc`);
      assert.ok(y * 5 < ws, `the venue doc (${y} B) costs a fraction of /ws (${ws} B)`);
      if (point === 1) console.log(`venue keeper point: ${y} bytes on /yjs/<event>/public, ${ws} bytes on /ws/<event>`);
    }
    await agree(ev, doc);

    assert.is((await post(`/keeper/${ev}/${court}/final`, { k: key(ev, court), division, match, sets: [[21, 15]] })).status, 200);
    const after = await agree(ev, doc);
    const now = after.courts.find((x) => x.court === court);
    assert.not.ok(now?.match?.id === match && now.division?.slug === division, 'the finished match left its court');
    assert.ok(!after.upNext.some((e) => e.id === match && e.division.slug === division), 'and is not up next');

    // a late spectator with a fresh doc gets the same document
    const late = new Y.Doc();
    const q = spectator(ev, late);
    await synced(q);
    await until(() => readVenueDoc(late));
    assert.equal(readVenueDoc(late), readVenueDoc(doc));
    done(q);
    feed.close();
    done(p);
  },
);

t('a spectator writing to the venue doc is closed with 4403 and nobody sees the write', async () => {
  const ev = await venueDay('Venue Guard');
  const watcher = new Y.Doc();
  const w = spectator(ev, watcher);
  await synced(w);
  const before = await agree(ev, watcher);
  for (const write of [
    (d: Y.Doc) => d.getMap('meta').set('name', 'Hacked Venue'),
    (d: Y.Doc) => (d.getMap('courts').values().next().value as Y.Map<unknown>).set('live', [99, 0]),
    (d: Y.Doc) => d.getMap('anything').set('x', 1),
  ]) {
    const doc = new Y.Doc();
    const p = spectator(ev, doc);
    await synced(p);
    const closed = closeCode(p);
    write(doc);
    assert.is(await closed, 4403);
    done(p);
  }
  await sleep(100);
  assert.equal(withoutTime(readVenueDoc(watcher)!), withoutTime(before), 'the other spectator saw nothing');
  assert.is((await venueState(ev)).name, 'Venue Guard');
  done(w);
});

t('a message over 64 KB on the venue doc closes the socket 1009, and the venue doc is unchanged', async () => {
  const ev = await venueDay('Venue Cap');
  const { ws, closed } = await openRaw(`ws://127.0.0.1:${srv.port}/yjs/${ev}/public`, { origin: 'https://elsewhere.example' });
  ws.send(new Uint8Array(65 * 1024));
  assert.is((await closed).code, 1009);
  const doc = new Y.Doc();
  const p = spectator(ev, doc);
  await synced(p);
  await agree(ev, doc);
  done(p);
});

t('an unknown event or tournament name on /yjs/<name>/public is closed 4404', async () => {
  const p = spectator('no-such-venue');
  assert.is(await closeCode(p), 4404);
  done(p);
});

t.run();
