// The event desk's presence room `/yjs/<event>` (docs/api.md, Events: the event desk's room): organizers only and same-origin,
// each desk sees the others' presence, its doc takes no write, and deleting the event closes it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as Y from 'yjs';
import { serverFor } from '../fixtures/server.js';
import { closeCode, closeOf, done, socketWith, synced, until, WebsocketProvider } from '../fixtures/yjs-clients.js';

const t = suite('event desk room');
const { c, srv } = serverFor(t);
let ev = '';
const wsBase = () => `ws://127.0.0.1:${srv.port}/yjs`;
const desk = (doc = new Y.Doc()) =>
  new WebsocketProvider(wsBase(), ev, doc, { WebSocketPolyfill: socketWith({ cookie: c.cookie }), disableBc: true });

t.before(async () => {
  ev = (await c.act('/admin/events/new', { name: 'Room Day', date: '2026-08-01', courtCount: 2 })).slug!;
});

t('a visitor is refused 4401 and a foreign origin 4403', async () => {
  assert.is((await closeOf(`${wsBase()}/${ev}`)).code, 4401);
  assert.is((await closeOf(`${wsBase()}/${ev}`, { cookie: c.cookie, origin: 'http://evil.example' })).code, 4403);
});

t('two desks see each other and what each is working on; leaving removes the presence', async () => {
  const a = desk();
  const b = desk();
  try {
    await Promise.all([synced(a), synced(b)]);
    a.awareness.setLocalState({ name: 'Desk Ann', editing: { kind: 'court', id: '2' } });
    b.awareness.setLocalState({ name: 'Desk Bob', editing: null });
    const seen = await until(() => [...b.awareness.getStates().values()].find((s) => (s as { name?: string }).name === 'Desk Ann'));
    assert.equal((seen as { editing: unknown }).editing, { kind: 'court', id: '2' });
    await until(() => [...a.awareness.getStates().values()].some((s) => (s as { name?: string }).name === 'Desk Bob'));
    const id = a.awareness.clientID;
    done(a);
    await until(() => !b.awareness.getStates().has(id));
  } finally {
    done(b);
  }
});

t('a write into the room doc is refused 4403: changes go through the event routes', async () => {
  const doc = new Y.Doc();
  const p = desk(doc);
  try {
    await synced(p);
    const closed = closeCode(p);
    doc.getMap('intents').set('x1', { type: 'banner', banner: 'sneaky' });
    assert.is(await closed, 4403);
    const venue = await (await c.get(`/e/${ev}/state.json`)).json();
    assert.is(venue.banner, '');
  } finally {
    done(p);
  }
});

t('deleting the event closes its desks 4404', async () => {
  const p = desk();
  try {
    await synced(p);
    const closed = closeCode(p);
    await c.act(`/admin/e/${ev}/delete`, { confirm: 'yes' });
    assert.is(await closed, 4404);
  } finally {
    done(p);
  }
});

t.run();
