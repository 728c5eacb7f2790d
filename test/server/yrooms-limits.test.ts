// The Yjs rooms under hostile or careless clients: refused connections say why, and nothing a pad sends grows memory or storage without bound.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as Y from 'yjs';
import { pendingIntents, waitForAck, writeIntent } from '../../client/sync/synced-intents.js';
import { CLOSE } from '../../shared/wire/room-protocol.js';
import { checkUpdate, type Policy } from '../../server/yrooms/guard.js';
import { key, serverFor, sleep } from '../fixtures/server.js';
import {
  awarenessBytes,
  closeCode,
  closeOf,
  done,
  firstSyncBytes,
  openRaw,
  socketWith,
  synced,
  until,
  WebsocketProvider,
  within,
} from '../fixtures/yjs-clients.js';

const g = suite('yrooms limits, in process');

g('a free root may not grow past its length: notes of 10,001 characters are refused, 10,000 pass', () => {
  const policy: Policy = { roots: { intents: 'append', notes: 'free' }, freeLength: 10_000 };
  const server = new Y.Doc();
  const client = new Y.Doc();
  const edit = (fn: () => void) => {
    const updates: Uint8Array[] = [];
    const on = (u: Uint8Array) => updates.push(u);
    client.on('update', on);
    client.transact(fn);
    client.off('update', on);
    return Y.mergeUpdates(updates);
  };
  const first = edit(() => client.getText('notes').insert(0, 'n'.repeat(9_999)));
  assert.ok(checkUpdate(server, first, policy).ok);
  Y.applyUpdate(server, first);
  const last = edit(() => client.getText('notes').insert(0, 'x'));
  assert.ok(checkUpdate(server, last, policy).ok, 'up to the limit');
  Y.applyUpdate(server, last);
  const over = edit(() => client.getText('notes').insert(0, 'yy'));
  const v = checkUpdate(server, over, policy);
  assert.ok(!v.ok && v.why === 'forbidden' && /longer than 10000/.test(v.reason), JSON.stringify(v));
});

g.run();

const t = suite('yrooms limits');
const { srv, c } = serverFor(t);
let slug: string;

const wsBase = () => `ws://127.0.0.1:${srv.port}/yjs`;
const courtUrl = (court: number, k = key(slug, court)) => `${wsBase()}/${slug}/court/${court}?k=${encodeURIComponent(k)}`;

function desk(doc = new Y.Doc(), opts: { onOpen?: () => void } = {}): WebsocketProvider {
  return new WebsocketProvider(wsBase(), slug, doc, { WebSocketPolyfill: socketWith({ cookie: c.cookie }, opts.onOpen), disableBc: true });
}

function keeper(court: number, doc = new Y.Doc(), opts: { k?: string; onOpen?: () => void } = {}): WebsocketProvider {
  return new WebsocketProvider(wsBase(), `${slug}/court/${court}`, doc, {
    params: { k: opts.k ?? key(slug, court) },
    WebSocketPolyfill: socketWith({}, opts.onOpen),
    disableBc: true,
  });
}

const dataBytes = () => statSync(join(srv.dataDir, 'data.mdb')).size;

/** Waits until the server has answered every intent of `doc` (acked, or acked and removed). */
const allAnswered = (doc: Y.Doc, ms = 180_000) =>
  until(() => pendingIntents(doc).length === 0, ms).catch((err: Error) => {
    const pending = pendingIntents(doc);
    throw new Error(
      `${err.message}: ${pending.length} intents unanswered (${JSON.stringify(pending.slice(0, 3))}); server said: ${srv.output().slice(-1_500)}`,
    );
  });

async function liveMatch(doc: Y.Doc): Promise<{ id: string }> {
  const court = doc.getMap<any>('court');
  return until(() => court.get('match')?.status === 'live' && court.get('match'));
}

t.before(async () => {
  slug = await c.create({ name: 'Limits Cup', courtCount: 2 });
  for (let i = 1; i <= 4; i++) await c.register(slug, { name: `Team ${i}`, captain: `Captain ${i}`, phone: `555 000 ${1000 + i}` });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'closed' });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
});

t('refused upgrades are accepted and closed with a code and a reason a pad can show', async () => {
  const base = wsBase();
  const cases: [string, Record<string, string>, number, RegExp][] = [
    [`${base}/${slug}`, {}, 4401, /log in/i],
    [`${base}/${slug}`, { cookie: 'courtside_session=forged.value' }, 4401, /log in/i],
    [`${base}/${slug}`, { cookie: c.cookie, origin: 'http://evil.example' }, 4403, /cross-site/i],
    [`${base}/no-such-cup`, { cookie: c.cookie }, 4404, /no tournament/i],
    [`${base}/${slug}/court/1?k=${key(slug, 2)}`, {}, 4403, /not valid for this court/i],
    [`${base}/${slug}/court/1`, {}, 4403, /not valid for this court/i],
    [`${base}/${slug}/court/3?k=${key(slug, 3)}`, {}, 4404, /no court 3/i],
    [`${base}/no-such-cup/court/1?k=${key('no-such-cup', 1)}`, {}, 4404, /no tournament/i],
    [`${base}/%E0%A4%A`, { cookie: c.cookie }, 4400, /address/i],
    [`${base}/${slug}/court/x1`, {}, 4400, /address/i],
    [`${base}/${slug}/elsewhere`, { cookie: c.cookie }, 4404, /no such room/i],
  ];
  for (const [url, headers, code, reason] of cases) {
    const got = await closeOf(url, headers);
    assert.is(got.status, 101, `${url}: accepted, then closed`);
    assert.is(got.code, code, url);
    assert.match(got.reason, reason, `${url}: "${got.reason}"`);
  }
  assert.is(await closeOf(`${base}/${slug}/court/1?k=${key(slug, 1)}`, {}, 300).catch(() => null), null, 'the right key stays open');
});

t("y-websocket's provider stops reconnecting after a 44xx close and reports it once", async () => {
  let attempts = 0;
  const p = keeper(1, new Y.Doc(), { k: key(slug, 2), onOpen: () => attempts++ });
  const closed = new Promise<{ code: number; reason: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no final close after ${attempts} attempts`)), 5_000);
    p.on('closed', (e) => {
      clearTimeout(timer);
      resolve(e);
    });
  });
  const e = await closed.finally(() => p.disconnect());
  assert.is(e.code, CLOSE.forbidden);
  assert.match(e.reason, /not valid for this court/);
  await sleep(1_500); // the provider's backoff would have tried three more times by now
  assert.is(attempts, 1);
  assert.is(p.shouldConnect, false);
  done(p);
});

t('an intent over 4 KiB of JSON gets a refusing ack naming the limit, and changes nothing', async () => {
  const doc = new Y.Doc();
  const p = desk(doc);
  await synced(p);
  const before = (await c.state(slug)).banner;
  const op = writeIntent(doc, { type: 'banner', banner: 'Huge', padding: 'x'.repeat(5_000) });
  const ack = await waitForAck(doc, op, 5_000);
  assert.ok(!ack.ok && /4 KiB/.test(ack.error), JSON.stringify(ack));
  assert.is((await c.state(slug)).banner, before);
  done(p);

  const kdoc = new Y.Doc();
  const k = keeper(2, kdoc);
  await synced(k);
  const kop = writeIntent(kdoc, { type: 'keeperLive', match: 'x', a: 0, b: 0, sets: [], note: 'y'.repeat(5_000) });
  const kack = await waitForAck(kdoc, kop, 5_000);
  assert.ok(!kack.ok && /4 KiB/.test(kack.error), JSON.stringify(kack));
  done(k);
});

t('an answered desk intent leaves the doc; replayed under its op id it is answered from the stored table, not applied again', async () => {
  const doc = new Y.Doc();
  const p = desk(doc);
  await synced(p);
  const op = writeIntent(doc, { type: 'broadcast', text: 'Only once please' });
  assert.ok((await waitForAck(doc, op, 5_000)).ok);
  await until(() => !doc.getMap('intents').has(op));
  done(p);
  // A pad that rebuilt its doc carries the intent again under the same op id.
  const fresh = new Y.Doc();
  const p2 = desk(fresh);
  await synced(p2);
  assert.not.ok(fresh.getMap('intents').has(op), 'the answered intent is not in the doc any more');
  writeIntent(fresh, { type: 'broadcast', text: 'Only once please' }, op);
  const ack = await waitForAck(fresh, op, 5_000);
  assert.ok(ack.ok, JSON.stringify(ack));
  const s = await c.state(slug);
  assert.is(s.recentAlerts.filter((a: any) => a.text === 'Only once please').length, 1);
  done(p2);
});

t('the desk doc keeps at most 100 acks and no answered intents', async () => {
  const doc = new Y.Doc();
  const p = desk(doc);
  await synced(p);
  for (let i = 0; i < 120; i++) writeIntent(doc, { type: 'banner', banner: `Banner ${i}` });
  await allAnswered(doc);
  done(p);
  const fresh = new Y.Doc();
  const q = desk(fresh);
  await synced(q);
  assert.is(fresh.getMap('intents').size, 0);
  const acks = fresh.getMap('acks').size;
  assert.ok(acks <= 100, `${acks} acks in the desk doc`);
  assert.is((await c.state(slug)).banner, 'Banner 119');
  done(q);
});

t('3,000 refused keeper intents leave the stored data and the desk first sync small', async () => {
  const deskBefore = new Y.Doc();
  const d0 = desk(deskBefore);
  await synced(d0);
  const syncBefore = firstSyncBytes(deskBefore);
  done(d0);
  const diskBefore = dataBytes();

  const doc = new Y.Doc();
  const p = keeper(2, doc);
  await synced(p);
  for (let batch = 0; batch < 30; batch++) {
    doc.transact(() => {
      for (let i = 0; i < 100; i++) writeIntent(doc, { type: 'keeperLive', match: `no-such-match-${batch}-${i}`, a: 1, b: 0, sets: [] });
    });
  }
  await allAnswered(doc, 240_000);
  assert.is(doc.getMap('intents').size, 0, 'answered intents left the court doc');
  assert.ok(doc.getMap('acks').size <= 50, `the court doc keeps only recent acks (${doc.getMap('acks').size})`);
  done(p);

  const deskAfter = new Y.Doc();
  const d1 = desk(deskAfter);
  await synced(d1);
  const syncGrowth = firstSyncBytes(deskAfter) - syncBefore;
  done(d1);
  const diskGrowth = dataBytes() - diskBefore;
  console.log(`    3,000 refused keeper intents: desk first sync +${syncGrowth} B, data.mdb +${diskGrowth} B`);
  // Before: +511,701 bytes of first sync and +1.5 MB of data.mdb.
  assert.ok(syncGrowth < 1_000, `the desk's first sync grew by ${syncGrowth} bytes`);
  assert.ok(diskGrowth < 64 * 1024, `the stored data grew by ${diskGrowth} bytes`);
});

t('a keeper joining after 500 points downloads a small court doc', async () => {
  const doc = new Y.Doc();
  const p = keeper(1, doc);
  await synced(p);
  const match = await liveMatch(doc);
  for (let i = 0; i < 500; i++) writeIntent(doc, { type: 'keeperLive', match: match.id, a: i % 20, b: (i * 7) % 20, sets: [] });
  await allAnswered(doc);

  const late = new Y.Doc();
  const q = keeper(1, late);
  await synced(q);
  const bytes = firstSyncBytes(late);
  console.log(`    late keeper after 500 points: ${bytes} B`);
  // Before: 88,793 bytes (every intent and ack kept).
  assert.ok(bytes < 8 * 1024, `the late keeper downloaded ${bytes} bytes`);
  assert.is(late.getMap('intents').size, 0, 'answered intents are gone');
  assert.ok(late.getMap('acks').size <= 100, `only recent acks are kept (${late.getMap('acks').size})`);
  assert.is(late.getMap<any>('court').get('match')?.id, match.id, 'the new doc shows the live match');
  // The pad that scored the 500 points keeps its own doc and goes on scoring.
  const next = writeIntent(doc, { type: 'keeperLive', match: match.id, a: 1, b: 1, sets: [] });
  assert.ok((await waitForAck(doc, next, 5_000)).ok);
  done(p);
  done(q);
});

t('awareness: a connection may set only the one client id it first announced; another id closes 4403', async () => {
  for (const messages of [
    [awarenessBytes([[111, 1, { user: 'me' }]]), awarenessBytes([[222, 1, { user: 'someone else' }]])],
    [
      awarenessBytes([
        [333, 1, { user: 'me' }],
        [444, 1, { user: 'and another' }],
      ]),
    ],
  ]) {
    const { ws, closed } = await openRaw(courtUrl(1));
    for (const m of messages) ws.send(m);
    const e = await within(closed, 3_000, 'no close').finally(() => ws.terminate());
    assert.is(e.code, CLOSE.forbidden);
    assert.match(e.reason, /presence/i);
  }
});

t('awareness: a state over 2 KiB closes the connection with 4413 and is not relayed', async () => {
  const watcher = desk();
  await synced(watcher);
  const p = desk();
  await synced(p);
  const closed = closeCode(p);
  p.awareness.setLocalStateField('user', { name: 'x'.repeat(3_000) });
  assert.is(await closed, CLOSE.tooLarge);
  await sleep(100);
  assert.not.ok(watcher.awareness.getStates().has(p.awareness.clientID));
  done(p);
  done(watcher);
});

t('a refusal naming a long client-chosen root still closes with its code (the reason is cut to 123 bytes)', async () => {
  const doc = new Y.Doc();
  const p = desk(doc);
  await synced(p);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    p.on('connection-close', (e) => e && resolve({ code: e.code, reason: e.reason })),
  );
  doc.getMap('ü'.repeat(200)).set('x', 1);
  const e = await within(closed, 5_000, 'no close');
  assert.is(e.code, CLOSE.forbidden);
  assert.ok(Buffer.byteLength(e.reason) <= 123);
  done(p);
});

t('a court room takes 8 pads; the 9th is closed with 4429 and a reason', async () => {
  const pads = [];
  for (let i = 0; i < 8; i++) pads.push(await openRaw(courtUrl(2)));
  const ninth = await closeOf(courtUrl(2), {}, 1_000).catch(() => ({ code: null, reason: 'it stayed open' }));
  try {
    assert.is(ninth.code, CLOSE.tooMany);
    assert.match(ninth.reason, /Too many score pads/);
    pads[0]!.ws.close();
    await pads[0]!.closed;
    await sleep(100);
    const again = await closeOf(courtUrl(2), {}, 300).catch(() => null);
    assert.is(again, null, 'a place freed is taken by the next pad');
  } finally {
    for (const pad of pads) pad.ws.terminate();
  }
});

t.run();
