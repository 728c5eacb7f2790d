// The answers table of the store and the write path's use of it: op ids answered once, remembered in a bounded window.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as Y from 'yjs';
import { TournamentHub } from '../../server/tournament/hub.js';
import { ANSWER_LIMIT, ANSWER_TTL_MS, openStore } from '../../server/store/store.js';
import { removeDir, tempDir } from '../fixtures/server.js';
import { CREATE_PARAMS } from '../../harness/http-client.js';

const t = suite('answers');
const DESK = { name: 'Desk Ann', role: 'organizer' as const };
const KEEPER = { name: 'keeper:1', role: 'keeper' as const };
const PARAMS = { ...CREATE_PARAMS, name: 'Answers Cup' };

t('answers are kept per tournament, at most ANSWER_LIMIT of them, and none past a day', async () => {
  const dir = tempDir();
  const store = openStore(dir);
  const now = Date.now();
  await store.append('cup', { answer: { opId: 'too-old', at: now - ANSWER_TTL_MS - 1, ack: { ok: true, msg: 'old' } } });
  assert.is(store.answer('cup', 'too-old'), undefined, 'past the window it is no answer any more');
  for (let i = 0; i < ANSWER_LIMIT + 150; i++) {
    await store.append('cup', { answer: { opId: `op${i}`, at: now + i, ack: { ok: true, msg: `m${i}` } } });
  }
  assert.is(store.answer('cup', 'op0'), undefined, 'the oldest were pruned');
  assert.equal(store.answer('cup', `op${ANSWER_LIMIT + 149}`)?.ack, { ok: true, msg: `m${ANSWER_LIMIT + 149}` });
  assert.is(store.answer('other', `op${ANSWER_LIMIT + 149}`), undefined, 'op ids are per tournament');
  let kept = 0;
  for (let i = 0; i < ANSWER_LIMIT + 150; i++) if (store.answer('cup', `op${i}`)) kept++;
  assert.ok(kept <= ANSWER_LIMIT + 100 && kept >= ANSWER_LIMIT, `${kept} kept`);
  await store.remove('cup');
  assert.is(store.answer('cup', `op${ANSWER_LIMIT + 149}`), undefined, 'deleting the tournament deletes its answers');
  await store.close();
  removeDir(dir);
});

t('an applied op id is answered from the table after a restart; a refused one leaves the stored doc as it was', async () => {
  const dir = tempDir();
  let hub = new TournamentHub(openStore(dir));
  const created = await hub.create(PARAMS, DESK);
  const slug = created.ok ? created.slug : '';
  const before = Y.encodeStateAsUpdate(hub.tournament(slug)!.doc).byteLength;
  for (let i = 0; i < 200; i++) {
    const r = await hub.dispatch(slug, { type: 'keeperLive', court: 1, match: `none-${i}`, a: 1, b: 0, sets: [] }, KEEPER, `court1:r${i}`);
    assert.not.ok(r.ok);
  }
  assert.is(Y.encodeStateAsUpdate(hub.tournament(slug)!.doc).byteLength, before, 'refused keeper intents write nothing into the doc');
  const first = await hub.dispatch(slug, { type: 'banner', banner: 'Once' }, DESK, 'op-banner');
  assert.ok(first.ok && first.changed);
  await hub.dispatch(slug, { type: 'banner', banner: 'Later' }, DESK);
  await hub.close();

  hub = new TournamentHub(openStore(dir));
  const replay = await hub.dispatch(slug, { type: 'banner', banner: 'Once' }, DESK, 'op-banner');
  assert.ok(replay.ok && !replay.changed, 'the replay is answered, not applied');
  assert.is(hub.tournament(slug)!.state().banner, 'Later');
  assert.is(hub.tournament(slug)!.doc.getMap('acks').size, 0, 'an intent that was never in the doc leaves no ack there');
  await hub.close();
  removeDir(dir);
});

t.run();
