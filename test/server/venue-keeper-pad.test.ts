// The keeper pad of a venue court (docs/api.md, Events): its page with the division on the court, and its court room following the court
// from one division's match to another's.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { waitForAck, writeIntent } from '../../client/sync/synced-intents.js';
import { key, serverFor } from '../fixtures/server.js';
import { closeOf, done, socketWith, synced, until, WebsocketProvider as Provider } from '../fixtures/yjs-clients.js';

const t = suite('venue keeper pad');
const { c, srv } = serverFor(t);
let ev = '';
const divs: Record<string, string> = {};

/** An event of two courts whose two divisions (one match each) may use court 1 only: court 2 stays free. */
t.before(async () => {
  ev = (await c.act('/admin/events/new', { name: 'Pad Day', date: '2026-07-11', courtCount: 2 })).slug!;
  for (const name of ['Open Men', 'Mixed B']) {
    const slug = await c.create({ name, event: ev, courts: '1', stages: 'pool', pointsTo: name === 'Mixed B' ? 15 : 21 });
    for (let i = 1; i <= 2; i++) assert.is((await c.register(slug, { name: `${name} ${i}` })).status, 303);
    await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 2 });
    await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
    divs[name] = slug;
  }
});

const venue = async () => (await (await c.get(`/e/${ev}/state.json`)).json()) as any;

function pad(court: number, doc = new Y.Doc(), k = key(ev, court)): WebsocketProvider {
  return new Provider(`ws://127.0.0.1:${srv.port}/yjs`, `${ev}/court/${court}`, doc, {
    params: { k },
    WebSocketPolyfill: socketWith({}),
    disableBc: true,
  });
}

t(
  'the page of a venue court names the division on it and its rules; a free court says so; a bad key is 403, an unknown court 404',
  async () => {
    const on = (await venue()).courts[0];
    const res = await fetch(`${srv.base}/keeper/${ev}/1?k=${key(ev, 1)}`);
    assert.is(res.status, 200);
    const page = await res.text();
    assert.match(page, new RegExp(`<h2 id="k-division">${on.division.name}</h2>`));
    assert.match(page, /id="k-rules">to (21|15), win by 2/);
    assert.match(page, /data-venue="1"/);
    const free = await (await fetch(`${srv.base}/keeper/${ev}/2?k=${key(ev, 2)}`)).text();
    assert.match(free, /Court 2 is free: the next match will appear here\./);
    const bad = await fetch(`${srv.base}/keeper/${ev}/1?k=${key(ev, 2)}`);
    assert.is(bad.status, 403);
    assert.match(await bad.text(), /This score keeper link is not valid/);
    assert.is((await fetch(`${srv.base}/keeper/${ev}/3?k=${key(ev, 3)}`)).status, 404);
    assert.is((await fetch(`${srv.base}/keeper/${ev}/1/manifest.webmanifest?k=${key(ev, 1)}`)).status, 200);
  },
);

t(
  "the venue court room follows the court from one division's match to another's, and refuses a score for the match that left",
  async () => {
    const doc = new Y.Doc();
    const p = pad(1, doc);
    await synced(p);
    const court = doc.getMap<any>('court');
    const first = await until(() => court.get('division') as { slug: string; name: string } | null);
    const match = court.get('match').id as string;
    assert.is(court.get('rules').pointsTo, first.name === 'Mixed B' ? 15 : 21, "the division's own rules");
    const live = await waitForAck(doc, writeIntent(doc, { type: 'keeperLive', division: first.slug, match, a: 3, b: 1, sets: [] }));
    assert.ok(live.ok, JSON.stringify(live));
    assert.equal((await c.state(first.slug)).courts.find((x: any) => x.court === 1).match.live, [3, 1]);
    const noDivision = await waitForAck(doc, writeIntent(doc, { type: 'keeperLive', match, a: 4, b: 1, sets: [] }));
    assert.ok(!noDivision.ok && /names no division/.test(noDivision.error), 'an intent without its division is refused in words');
    const final = await waitForAck(doc, writeIntent(doc, { type: 'keeperFinal', division: first.slug, match, sets: [[21, 10]] }));
    assert.ok(final.ok, JSON.stringify(final));
    // the court takes the other division's match: the pad's doc follows it, with that division's rules
    const second = await until(() => {
      const d = court.get('division') as { slug: string; name: string } | null;
      return d && d.slug !== first.slug ? d : null;
    });
    const secondRules = court.get('rules');
    assert.is(secondRules.pointsTo, second.name === 'Mixed B' ? 15 : 21);
    const nowOn = court.get('match').id as string;
    // a score kept offline for the first division's match, arriving now: refused, and the match now on court is untouched
    const stale = await waitForAck(doc, writeIntent(doc, { type: 'keeperLive', division: first.slug, match, a: 9, b: 9, sets: [] }));
    assert.ok(!stale.ok && stale.kind === 'conflict', JSON.stringify(stale));
    const other = (await c.state(second.slug)).courts.find((x: any) => x.court === 1).match;
    assert.is(other.id, nowOn);
    assert.equal(other.live ?? [0, 0], [0, 0], "the new match's score did not take the stale one");
    assert.is((await c.state(first.slug)).pools[0].matches[0].status, 'final');
    const wrong = await waitForAck(doc, writeIntent(doc, { type: 'keeperLive', division: 'not-here', match: nowOn, a: 1, b: 0, sets: [] }));
    assert.ok(!wrong.ok && /no division "not-here"/.test(wrong.error));
    done(p);
  },
);

t('the same op id sent again is answered from the store, not applied twice', async () => {
  const doc = new Y.Doc();
  const p = pad(1, doc);
  await synced(p);
  const court = doc.getMap<any>('court');
  const division = (await until(() => court.get('division') as { slug: string } | null)).slug;
  const match = court.get('match').id as string;
  const op = writeIntent(doc, { type: 'keeperLive', division, match, a: 2, b: 0, sets: [] });
  assert.ok((await waitForAck(doc, op)).ok);
  done(p);
  // a second pad (a reload offline, say) replays the same op id after a newer score was saved
  const doc2 = new Y.Doc();
  const p2 = pad(1, doc2);
  await synced(p2);
  assert.ok((await waitForAck(doc2, writeIntent(doc2, { type: 'keeperLive', division, match, a: 5, b: 0, sets: [] }))).ok);
  const again = await waitForAck(doc2, writeIntent(doc2, { type: 'keeperLive', division, match, a: 2, b: 0, sets: [] }, op));
  assert.ok(again.ok);
  assert.equal((await c.state(division)).courts.find((x: any) => x.court === 1).match.live, [5, 0], 'the replay changed nothing');
  done(p2);
});

t('a venue court room refuses a bad key (4403) and a court outside the venue (4404)', async () => {
  const base = `ws://127.0.0.1:${srv.port}/yjs`;
  assert.is((await closeOf(`${base}/${ev}/court/1?k=${key(ev, 2)}`)).code, 4403);
  assert.is((await closeOf(`${base}/${ev}/court/9?k=${key(ev, 9)}`)).code, 4404);
});

t.run();
