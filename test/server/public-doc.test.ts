// The spectators' channel `/yjs/<slug>/public` against the real server with y-websocket's own provider: the doc equals state.json, a point
// costs tens of bytes, writes are refused.
import { isDeepStrictEqual } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { readPublicDoc } from '../../shared/public/public-ydoc-read.js';
import type { PublicState } from '../../shared/engine/types.js';
import { codeFrom, key, serverFor, sleep } from '../fixtures/server.js';
import { closeCode, done, synced } from '../fixtures/yjs-clients.js';

const t = suite('public doc');
const { srv, c } = serverFor(t);
let slug: string;
const codes: string[] = [];

/** Any site may follow the public doc: the socket says it comes from elsewhere and carries no cookie. */
const Elsewhere = class extends WebSocket {
  constructor(url: string, protocols?: string | string[]) {
    super(url, protocols, { headers: { origin: 'https://elsewhere.example' } });
  }
} as unknown as typeof globalThis.WebSocket;

/** A spectator as the rule says: a fresh doc per connection. */
function spectator(name = slug, doc = new Y.Doc()): WebsocketProvider {
  return new WebsocketProvider(`ws://127.0.0.1:${srv.port}/yjs`, `${name}/public`, doc, { WebSocketPolyfill: Elsewhere, disableBc: true });
}

async function until<T>(fn: () => T | undefined | null | false | Promise<T | undefined | null | false>, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

const withoutTime = (p: PublicState) => ({ ...p, generatedAt: 0 });

/** Waits until the doc shows what state.json shows (both move with the server's ticks), and returns both. */
async function agree(doc: Y.Doc): Promise<{ read: PublicState; state: PublicState }> {
  let last: { read: PublicState | null; state: PublicState } | null = null;
  try {
    return await until(async () => {
      const state = (await c.state(slug)) as PublicState;
      const read = readPublicDoc(doc);
      last = { read, state };
      return read && isDeepStrictEqual(withoutTime(read), withoutTime(state)) ? { read, state } : null;
    });
  } catch (err) {
    if (last) assert.equal(withoutTime((last as { read: PublicState }).read), withoutTime((last as { state: PublicState }).state));
    throw err;
  }
}

function liveMatchOn(s: PublicState, court: number): string {
  const m = s.courts.find((x) => x.court === court)?.match;
  if (!m) throw new Error(`nothing live on court ${court}`);
  return m.id;
}

t.before(async () => {
  slug = await c.create({ name: 'Spectator Cup', courtCount: 2 });
  for (let i = 1; i <= 6; i++) {
    const res = await c.register(slug, {
      name: `Team ${i}`,
      captain: `Captain Qx${i}`,
      phone: `555 010 ${2000 + i}`,
      playerNames: `Player Wv${i}a\nPlayer Wv${i}b`,
    });
    codes.push(codeFrom(res));
  }
});

t('a spectator follows registrations, generation, going live and keeper points; the doc equals state.json', async () => {
  const doc = new Y.Doc();
  const p = spectator(slug, doc);
  await synced(p);
  await agree(doc);

  await c.act(`/admin/t/${slug}/phase`, { phase: 'closed' });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 3 });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  const { read, state } = await agree(doc);
  assert.ok(
    read.courts.every((x) => x.match !== null),
    'both courts are live',
  );
  assert.ok(
    read.generatedAt <= state.generatedAt && read.generatedAt > state.generatedAt - 120_000,
    'generatedAt is the time of the last change',
  );

  const sizes: number[] = [];
  doc.on('update', (u: Uint8Array) => sizes.push(u.length));
  const match = liveMatchOn(state, 1);
  for (let point = 1; point <= 5; point++) {
    sizes.length = 0;
    const res = await c.json(`/keeper/${slug}/1/live`, { k: key(slug, 1), match, a: point, b: 0 });
    assert.is(res.status, 200);
    await until(() => readPublicDoc(doc)?.courts[0]?.match?.live?.[0] === point);
    const bytes = sizes.reduce((x, y) => x + y, 0);
    // measured: 55 bytes of update (58 with the message framing)
    assert.ok(bytes > 0 && bytes < 300, `a keeper point arrived as ${bytes} bytes`);
    if (point === 1 && process.env.PUBLIC_DOC_LOG) console.log(`keeper point: ${bytes} bytes`);
  }
  await agree(doc);

  // a late spectator with a fresh doc gets the same document
  const late = new Y.Doc();
  const q = spectator(slug, late);
  await synced(q);
  assert.equal(readPublicDoc(late), readPublicDoc(doc));
  done(q);
  done(p);
});

t('the doc never holds captains, phones, player names or team codes', async () => {
  const doc = new Y.Doc();
  const p = spectator(slug, doc);
  await synced(p);
  await until(() => readPublicDoc(doc));
  const bytes = Buffer.from(Y.encodeStateAsUpdate(doc)).toString('latin1');
  assert.ok(bytes.includes('Team 3'), 'the public names are there');
  for (const secret of ['Captain Qx', '555 010', 'Player Wv', 'captain', 'phone', 'playerNames', ...codes]) {
    assert.not.ok(bytes.includes(secret), `the doc holds "${secret}"`);
  }
  done(p);
});

t('a spectator writing anything is closed with 4403 and nobody sees the write', async () => {
  const watcher = new Y.Doc();
  const w = spectator(slug, watcher);
  await synced(w);
  const before = readPublicDoc(watcher);
  for (const write of [
    (d: Y.Doc) => d.getMap('meta').set('name', 'Hacked Cup'),
    (d: Y.Doc) => (d.getMap('matches').values().next().value as Y.Map<unknown>).set('live', [99, 0]),
    (d: Y.Doc) => d.getMap('teams').delete([...d.getMap('teams').keys()][0]!),
    (d: Y.Doc) => d.getMap('anything').set('x', 1),
  ]) {
    const doc = new Y.Doc();
    const p = spectator(slug, doc);
    await synced(p);
    const closed = closeCode(p);
    write(doc);
    assert.is(await closed, 4403);
    done(p);
  }
  await sleep(100);
  assert.equal(readPublicDoc(watcher), before, 'the other spectator saw nothing');
  const state = (await c.state(slug)) as PublicState;
  assert.is(state.name, 'Spectator Cup');
  done(w);
});

t("spectators do not hear each other's awareness", async () => {
  const a = spectator();
  const b = spectator();
  await synced(a);
  await synced(b);
  a.awareness.setLocalState({ name: 'loud phone' });
  await sleep(300);
  assert.is(b.awareness.getStates().size, 1, 'b knows only itself');
  done(a);
  done(b);
});

t('an unknown tournament closes with 4404', async () => {
  const p = spectator('no-such-cup');
  assert.is(await closeCode(p), 4404);
  done(p);
});

t.run();
