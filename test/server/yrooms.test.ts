// The Yjs rooms: the role check on its own, then desks and keeper pads against the real server with y-websocket's own provider.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as encoding from 'lib0/encoding';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { carryPending, CLOSE, pendingIntents, waitForAck, writeIntent } from '../../client/sync/synced-intents.js';
import { checkUpdate, type Policy } from '../../server/yrooms/guard.js';
import { key, serverFor, sleep } from '../fixtures/server.js';
import { closeCode, closeOf, done, socketWith, synced, until } from '../fixtures/yjs-clients.js';

// ---- the role check, in process ----

const g = suite('yrooms guard');
const DESK: Policy = { roots: { intents: 'append', notes: 'free' } };

/** A server doc with some truth in it, and a client doc synced from it. */
function pair(): { server: Y.Doc; client: Y.Doc } {
  const server = new Y.Doc();
  server.transact(() => {
    server.getMap('matches').set('m1', { id: 'm1', status: 'pending' });
    server.getMap('matches').set('m2', { id: 'm2', status: 'pending' });
    server.getMap('meta').set('banner', null);
    server.getMap('intents'); // the root exists on the server from the start
  });
  server.getMap('matches').set('m1', { id: 'm1', status: 'live' }); // an overwrite: a deletion the client will repeat
  const client = new Y.Doc();
  Y.applyUpdate(client, Y.encodeStateAsUpdate(server));
  return { server, client };
}

/** The update `fn` makes on `doc`. */
function edit(doc: Y.Doc, fn: () => void): Uint8Array {
  const updates: Uint8Array[] = [];
  const on = (u: Uint8Array) => updates.push(u);
  doc.on('update', on);
  doc.transact(fn);
  doc.off('update', on);
  return Y.mergeUpdates(updates);
}

g('a new intent entry passes and is reported as added', () => {
  const { server, client } = pair();
  const v = checkUpdate(
    server,
    edit(client, () => client.getMap('intents').set('op1', { type: 'banner', banner: 'Hi' })),
    DESK,
  );
  assert.ok(v.ok);
  if (v.ok) assert.equal(v.added.get('intents'), ['op1']);
});

g("a client's step 2 repeating deletions the server made is accepted and changes nothing", () => {
  const { server, client } = pair();
  const step2 = Y.encodeStateAsUpdate(client, Y.encodeStateVector(server));
  const v = checkUpdate(server, step2, DESK);
  assert.ok(v.ok && !v.fresh);
});

g('writing, overwriting or deleting a server root is forbidden', () => {
  for (const fn of [
    (c: Y.Doc) => c.getMap('matches').set('m9', { id: 'm9' }),
    (c: Y.Doc) => c.getMap('matches').set('m1', { id: 'm1', status: 'final' }),
    (c: Y.Doc) => c.getMap('matches').delete('m2'),
    (c: Y.Doc) => c.getMap('acks').set('op1', { ok: true, msg: 'forged' }),
    (c: Y.Doc) => c.getMap('newroot').set('x', 1),
  ]) {
    const { server, client } = pair();
    const v = checkUpdate(
      server,
      edit(client, () => fn(client)),
      DESK,
    );
    assert.ok(!v.ok && v.why === 'forbidden', JSON.stringify(v));
  }
});

g('an intent entry is written once: rewriting or deleting it is forbidden, and so is a shared type as its value', () => {
  for (const fn of [
    (c: Y.Doc) => c.getMap('intents').set('op1', { type: 'phase', phase: 'final' }),
    (c: Y.Doc) => c.getMap('intents').delete('op1'),
    (c: Y.Doc) => c.getMap('intents').set('op2', new Y.Map()),
  ]) {
    const { server, client } = pair();
    Y.applyUpdate(
      server,
      edit(client, () => client.getMap('intents').set('op1', { type: 'regenerate' })),
    );
    const v = checkUpdate(
      server,
      edit(client, () => fn(client)),
      DESK,
    );
    assert.ok(!v.ok && v.why === 'forbidden', JSON.stringify(v));
  }
});

g('notes are free text: inserts and deletes pass', () => {
  const { server, client } = pair();
  const text = client.getText('notes');
  const first = edit(client, () => text.insert(0, 'Court 3 net is low'));
  assert.ok(checkUpdate(server, first, DESK).ok);
  Y.applyUpdate(server, first);
  const second = edit(client, () => text.delete(0, 8));
  const v = checkUpdate(server, second, DESK);
  assert.ok(v.ok && v.fresh);
});

g('an update with a gap, or deleting clocks the server lacks, is unresolved rather than applied', () => {
  const { server, client } = pair();
  edit(client, () => client.getMap('intents').set('a', { type: 'regenerate' })); // never sent
  const later = edit(client, () => client.getMap('intents').set('b', { type: 'regenerate' }));
  const v = checkUpdate(server, later, DESK);
  assert.ok(!v.ok && v.why === 'unresolved');
  // A delete set naming server clocks that do not exist yet would strike whatever later takes them.
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, 0); // no structs
  encoding.writeVarUint(e, 1); // a delete set for one client: the server, clocks 1000..1009
  encoding.writeVarUint(e, server.clientID);
  encoding.writeVarUint(e, 1);
  encoding.writeVarUint(e, 1000);
  encoding.writeVarUint(e, 10);
  const onlyDs = encoding.toUint8Array(e);
  const w = checkUpdate(server, onlyDs, DESK);
  assert.ok(!w.ok && w.why === 'unresolved', JSON.stringify(w));
});

g("an update written under the server's own client id is forbidden", () => {
  const { server, client } = pair();
  client.clientID = server.clientID;
  const v = checkUpdate(
    server,
    edit(client, () => client.getMap('intents').set('x', { type: 'regenerate' })),
    DESK,
  );
  assert.ok(!v.ok && v.why === 'forbidden');
});

g("items of a server client id the policy calls foreign mark the client's doc as stale", () => {
  const old = new Y.Doc();
  old.getMap('court').set('match', { id: 'm1' });
  const keeper = new Y.Doc();
  Y.applyUpdate(keeper, Y.encodeStateAsUpdate(old));
  keeper.getMap('intents').set('op', { type: 'keeperFinal' });
  const fresh = new Y.Doc();
  const policy: Policy = { roots: { intents: 'append' }, foreign: (c) => c === old.clientID };
  const v = checkUpdate(fresh, Y.encodeStateAsUpdate(keeper, Y.encodeStateVector(fresh)), policy);
  assert.ok(!v.ok && v.why === 'stale');
  const w = checkUpdate(fresh, Y.encodeStateAsUpdate(keeper), { roots: { intents: 'append' } });
  assert.ok(!w.ok && w.why === 'forbidden', 'without the foreign test it is a keeper writing `court`');
});

g.run();

// ---- against the real server ----

const t = suite('yrooms');
const { srv, c, restart } = serverFor(t);
let slug: string;

const wsBase = () => `ws://127.0.0.1:${srv.port}/yjs`;

function desk(doc = new Y.Doc(), cookie = c.cookie): WebsocketProvider {
  return new WebsocketProvider(wsBase(), slug, doc, { WebSocketPolyfill: socketWith(cookie ? { cookie } : {}), disableBc: true });
}

function keeper(court: number, doc = new Y.Doc(), k = key(slug, court)): WebsocketProvider {
  return new WebsocketProvider(wsBase(), `${slug}/court/${court}`, doc, {
    params: { k },
    WebSocketPolyfill: socketWith({}),
    disableBc: true,
  });
}

function matchIn(s: any, id: string): any {
  for (const p of s.pools) for (const m of p.matches) if (m.id === id) return m;
  return s.bracket.find((m: any) => m.id === id);
}

/** state.json without its build time, to compare what it shows. */
async function shown(): Promise<string> {
  const { generatedAt: _at, ...rest } = await c.state(slug);
  return JSON.stringify(rest);
}

async function eventRows(pred: (line: string) => boolean): Promise<number> {
  const res = await c.get(`/admin/t/${slug}/events.csv`);
  return (await res.text()).split('\r\n').filter(pred).length;
}

t.before(async () => {
  slug = await c.create({ name: 'Yjs Cup', courtCount: 2 });
  for (let i = 1; i <= 4; i++) await c.register(slug, { name: `Team ${i}`, captain: `Captain ${i}`, phone: `555 000 ${1000 + i}` });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'closed' });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
});

t('a desk intent is applied through the write path and acknowledged in `acks`', async () => {
  const doc = new Y.Doc();
  const p = desk(doc);
  await synced(p);
  assert.is(doc.getMap('meta').get('slug'), slug, 'the desk syncs the tournament doc');
  const op = writeIntent(doc, { type: 'banner', banner: 'Hello' });
  const ack = await waitForAck(doc, op, 5_000);
  // The English sentence, and its message key for a desk in another language (docs/translating.md, Refusals).
  assert.equal(ack, { ok: true, msg: 'Banner set.', said: { key: 'answer.bannerSet' } });
  assert.is((await c.state(slug)).banner, 'Hello');
  assert.ok((await eventRows((l) => l.includes('"Desk Ann","banner"'))) === 1, 'the event names the desk identity');
  done(p);
});

t('a rejected desk intent gets an ack with the reason, and an intent a desk may not send is refused by name', async () => {
  const doc = new Y.Doc();
  const p = desk(doc);
  await synced(p);
  const bad = writeIntent(doc, { type: 'score', match: 'no-such-match', sets: [[21, 10]] });
  const ack = await waitForAck(doc, bad, 5_000);
  assert.is(ack.ok, false);
  assert.ok(!ack.ok && ack.error.length > 0);
  const tick = writeIntent(doc, { type: 'tick' });
  const ack2 = await waitForAck(doc, tick, 5_000);
  assert.ok(!ack2.ok && /cannot send "tick"/.test(ack2.error), JSON.stringify(ack2));
  const junk = writeIntent(doc, { type: 'phase', phase: 'party' });
  const ack3 = await waitForAck(doc, junk, 5_000);
  assert.ok(!ack3.ok && /phase/.test(ack3.error), JSON.stringify(ack3));
  assert.is(pendingIntents(doc).length, 0);
  done(p);
});

t('the same intent arriving twice (two docs holding one offline op) is applied once', async () => {
  const d1 = new Y.Doc();
  const p1 = desk(d1);
  await synced(p1);
  p1.disconnect();
  const op = writeIntent(d1, { type: 'broadcast', text: 'Water break' });
  const d2 = new Y.Doc();
  Y.applyUpdate(d2, Y.encodeStateAsUpdate(d1));
  p1.connect();
  const p2 = desk(d2);
  assert.ok((await waitForAck(d1, op, 5_000)).ok);
  assert.ok((await waitForAck(d2, op, 5_000)).ok);
  await sleep(200);
  const s = await c.state(slug);
  assert.is(s.recentAlerts.filter((a: any) => a.text === 'Water break').length, 1);
  done(p1);
  done(p2);
});

t('awareness is relayed between desks and removed when a desk leaves', async () => {
  const p1 = desk();
  const p2 = desk();
  await Promise.all([synced(p1), synced(p2)]);
  p1.awareness.setLocalStateField('user', { name: 'Ann', editing: 'banner' });
  const id = p1.awareness.clientID;
  await until(() => p2.awareness.getStates().get(id)?.user?.name === 'Ann');
  done(p1);
  await until(() => !p2.awareness.getStates().has(id));
  done(p2);
});

t('a keeper intent made offline is applied exactly once after reconnecting, and not again with the same doc', async () => {
  const doc = new Y.Doc();
  const p = keeper(1, doc);
  await synced(p);
  const court = doc.getMap<any>('court');
  const match = await until(() => court.get('match')?.status === 'live' && court.get('match'));
  assert.type(match.a, 'string');
  const json = JSON.stringify(court.toJSON());
  assert.not.match(json, /Captain|555 000/, 'no private data in the court doc');
  const finals = () => eventRows((l) => l.includes('"keeper:1","keeperFinal"'));
  assert.is(await finals(), 0);

  p.disconnect();
  const op = writeIntent(doc, { type: 'keeperFinal', match: match.id, sets: [[21, 15]] });
  await sleep(150);
  assert.is(matchIn(await c.state(slug), match.id).status, 'live', 'nothing travels while disconnected');
  p.connect();
  const ack = await waitForAck(doc, op, 5_000);
  assert.ok(ack.ok, JSON.stringify(ack));
  assert.is(matchIn(await c.state(slug), match.id).status, 'final');
  assert.is(await finals(), 1);
  await until(() => court.get('match')?.id !== match.id, 5_000);
  done(p);

  const again = keeper(1, doc);
  await synced(again);
  await sleep(300);
  assert.is(await finals(), 1, 'the same doc connecting again does not apply it again');
  done(again);
});

t('a keeper intent of another type, or for a match not on the court, gets a refusing ack', async () => {
  const doc = new Y.Doc();
  const p = keeper(2, doc);
  await synced(p);
  const a = await waitForAck(doc, writeIntent(doc, { type: 'banner', banner: 'hacked' }), 5_000);
  assert.ok(!a.ok && /keeperLive or keeperFinal/.test(a.error));
  const b = await waitForAck(doc, writeIntent(doc, { type: 'keeperLive', match: 'no-such-match', a: 1, b: 0, sets: [] }), 5_000);
  assert.ok(!b.ok && b.kind === 'conflict', JSON.stringify(b));
  assert.is.not((await c.state(slug)).banner, 'hacked');
  done(p);
});

t('a desk writing `matches` or deleting a match is closed with 4403 and nothing changes', async () => {
  const before = await shown();
  for (const write of [
    (d: Y.Doc) => d.getMap('matches').set('bogus', { id: 'bogus' }),
    (d: Y.Doc) => d.getMap('matches').delete([...d.getMap('matches').keys()][0]!),
    (d: Y.Doc) => d.getMap('meta').set('banner', 'forged'),
  ]) {
    const doc = new Y.Doc();
    const p = desk(doc);
    await synced(p);
    const closed = closeCode(p);
    write(doc);
    assert.is(await closed, CLOSE.forbidden);
    done(p);
  }
  await sleep(100);
  assert.is(await shown(), before);
  const check = new Y.Doc();
  const p = desk(check);
  await synced(p);
  assert.not.ok(check.getMap('matches').has('bogus'));
  done(p);
});

t('a keeper writing `court` or `acks` is closed with 4403 and other keepers see nothing of it', async () => {
  const before = await shown();
  const watcher = new Y.Doc();
  const pw = keeper(2, watcher);
  await synced(pw);
  const shownMatch = JSON.stringify(watcher.getMap('court').get('match'));
  for (const write of [
    (d: Y.Doc) => d.getMap('court').set('match', null),
    (d: Y.Doc) => d.getMap('acks').set('x', { ok: true, msg: 'forged' }),
  ]) {
    const doc = new Y.Doc();
    const p = keeper(2, doc);
    await synced(p);
    const closed = closeCode(p);
    write(doc);
    assert.is(await closed, CLOSE.forbidden);
    done(p);
  }
  await sleep(100);
  assert.is(JSON.stringify(watcher.getMap('court').get('match')), shownMatch);
  assert.not.ok(watcher.getMap('acks').has('x'));
  assert.is(await shown(), before);
  done(pw);
});

t(
  'upgrades are refused with a close code: no login 4401, foreign origin 4403, bad keeper key 4403, unknown slug or court 4404',
  async () => {
    // Changed deliberately: refusals used to be HTTP 401/403/404 answers, which a browser cannot read.
    const base = wsBase();
    const code = async (url: string, headers: Record<string, string> = {}) =>
      (await closeOf(url, headers, 1_000).catch(() => ({ code: 'open' }))).code;
    assert.is(await code(`${base}/${slug}`), 4401);
    assert.is(await code(`${base}/${slug}`, { cookie: 'courtside_session=forged.value' }), 4401);
    assert.is(await code(`${base}/${slug}`, { cookie: c.cookie, origin: 'http://evil.example' }), 4403);
    assert.is(await code(`${base}/${slug}`, { cookie: c.cookie }), 'open');
    assert.is(await code(`${base}/no-such-cup`, { cookie: c.cookie }), 4404);
    assert.is(await code(`${base}/${slug}/court/1?k=${key(slug, 2)}`), 4403, "court 2's key on court 1");
    assert.is(await code(`${base}/${slug}/court/1`), 4403);
    assert.is(await code(`${base}/${slug}/court/1?k=${key(slug, 1)}`), 'open');
    assert.is(await code(`${base}/${slug}/court/3?k=${key(slug, 3)}`), 4404, 'court outside 1..courtCount');
    assert.is(await code(`${base}/no-such-cup/court/1?k=${key('no-such-cup', 1)}`), 4404);
  },
);

t('after a server restart a keeper doc is stale (4409); rebuilt with its unanswered intents, nothing applies twice', async () => {
  const doc = new Y.Doc();
  const p = keeper(2, doc);
  await synced(p);
  const court = doc.getMap<any>('court');
  const match = await until(() => court.get('match')?.status === 'live' && court.get('match'));
  p.disconnect();
  const op = writeIntent(doc, { type: 'keeperFinal', match: match.id, sets: [[21, 19]] });
  // A copy that will never hear the ack: the phone that sent it, then lost its connection.
  const phone = new Y.Doc();
  Y.applyUpdate(phone, Y.encodeStateAsUpdate(doc));
  p.connect();
  assert.ok((await waitForAck(doc, op, 5_000)).ok);
  done(p);
  const finals = () => eventRows((l) => l.includes('"keeper:2","keeperFinal"'));
  assert.is(await finals(), 1);

  await restart();

  const stale = keeper(2, phone);
  assert.is(await closeCode(stale), CLOSE.stale);
  done(stale);
  const rebuilt = new Y.Doc();
  const p2 = keeper(2, rebuilt);
  await synced(p2);
  assert.equal(carryPending(phone, rebuilt), [op]);
  const ack = await waitForAck(rebuilt, op, 5_000);
  assert.ok(ack.ok, JSON.stringify(ack));
  assert.is(await finals(), 1, 'the replayed op id got the stored answer');
  assert.is(matchIn(await c.state(slug), match.id).status, 'final');
  done(p2);
});

t('a desk intent persisted before a restart keeps its ack, and the desk sees it after reconnecting', async () => {
  const doc = new Y.Doc();
  const p = desk(doc);
  await synced(p);
  const op = writeIntent(doc, { type: 'banner', banner: 'After restart' });
  assert.ok((await waitForAck(doc, op, 5_000)).ok);
  done(p);
  await restart();
  const again = desk(doc);
  await synced(again);
  await sleep(200);
  assert.is((await c.state(slug)).banner, 'After restart');
  assert.is(await eventRows((l) => l.includes('After restart')), 1);
  done(again);
});

t.run();
