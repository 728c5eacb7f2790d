// The tournament hub (server/tournament/hub.ts) in process: create, dispatch, op ids answered once, compaction, reload, and writes one at a time.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Actor } from '../../server/tournament/hub-types.js';
import { TournamentHub } from '../../server/tournament/hub.js';
import { ROOTS } from '../../server/tournament/ydoc-writer.js';
import { openStore } from '../../server/store/store.js';
import { removeDir, tempDir } from '../fixtures/server.js';
import { CREATE_PARAMS } from '../../harness/http-client.js';

const DESK: Actor = { name: 'Desk', role: 'organizer' };
const PARAMS = { ...CREATE_PARAMS, name: 'Core Cup' };

const t = suite('hub');

t('the hub: create, dispatch, opId acknowledgement, compaction past 500 updates, reload from disk', async () => {
  const dir = tempDir();
  let hub = new TournamentHub(openStore(dir));
  const created = await hub.create(PARAMS, DESK);
  assert.ok(created.ok);
  const slug = created.ok ? created.slug : '';
  const first = await hub.dispatch(slug, { type: 'banner', banner: 'one' }, DESK, 'op-1');
  assert.ok(first.ok);
  const repeat = await hub.dispatch(slug, { type: 'banner', banner: 'two' }, DESK, 'op-1');
  assert.ok(repeat.ok && !repeat.changed, 'a repeated opId returns the stored answer');
  assert.is(hub.tournament(slug)!.state().banner, 'one');
  // Changed deliberately: the answer is kept in the store's answers table; the doc gets an ack only for an intent synced into it.
  assert.is(hub.tournament(slug)!.doc.getMap(ROOTS.acks).get('op-1'), undefined);
  const refused = await hub.dispatch(slug, { type: 'phase', phase: 'live' }, DESK);
  assert.not.ok(refused.ok);
  assert.equal(
    hub.events(slug).map((e) => [e.action, e.ok]),
    [
      ['create', true],
      ['banner', true],
      ['phase', false],
    ],
  );
  for (let i = 0; i < 520; i++) await hub.dispatch(slug, { type: 'banner', banner: `b${i}` }, DESK);
  await hub.close();
  const store = openStore(dir);
  assert.ok(store.updateCount(slug) < 100, `compacted (${store.updateCount(slug)} updates)`);
  hub = new TournamentHub(store);
  assert.is(hub.tournament(slug)!.state().banner, 'b519');
  assert.equal(
    hub.list().map((x) => x.slug),
    [slug],
  );
  const missing = await hub.dispatch('nope', { type: 'tick' }, DESK);
  assert.ok(!missing.ok && missing.kind === 'notFound');
  assert.ok(await hub.remove(slug, DESK));
  assert.is(hub.tournament(slug), null);
  await hub.close();
  removeDir(dir);
});

t('20 concurrent dispatches of one action are applied one at a time', async () => {
  const dir = tempDir();
  const hub = new TournamentHub(openStore(dir));
  const created = await hub.create(PARAMS, DESK);
  const slug = created.ok ? created.slug : '';
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      hub.dispatch(slug, { type: 'teamAdd', name: 'Same Name', captain: 'c', players: 2 }, { name: `d${i}`, role: 'organizer' }),
    ),
  );
  assert.is(answers.filter((a) => a.ok).length, 1, 'the name is taken after the first');
  await hub.close();
  removeDir(dir);
});

t.run();
