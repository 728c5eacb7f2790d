// The desk log in the reader's language (docs/translating.md, The desk log): each new row keeps its description as a
// message (`said`, and a refusal's `why`) beside the English `detail`; the English catalogue says exactly that sentence,
// the desk in German says it in German, and the CSV keeps the English.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serverFor } from '../fixtures/server.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';
import type { Message } from '../../shared/i18n/words.js';

const { c } = serverFor(test);
let slug = '';

type Row = { at: number; actor: string; action: string; detail: string; ok: boolean; said?: Message; why?: Message };
const rows = async (): Promise<Row[]> => ((await (await c.get(`/admin/t/${slug}/events.json`)).json()) as { events: Row[] }).events;

test.before(async () => {
  slug = await c.livePools('Log Lingua', 8, 2);
  const st = await c.state(slug);
  const live = st.courts.filter((x: { match: unknown }) => x.match).map((x: { match: { id: string } }) => x.match.id);
  await c.act(`/admin/t/${slug}/live`, { match: live[0], a: 5, b: 3 });
  await c.act(`/admin/t/${slug}/score`, { match: live[0], sets: '21-15' });
  await c.act(`/admin/t/${slug}/court`, { court: 1, op: 'pause', reason: 'Regen' });
  await c.act(`/admin/t/${slug}/court`, { court: 1, op: 'resume', reason: '' });
  const waiting = (await c.state(slug)).upNext.find((e: { status: string }) => e.status !== 'live');
  if (waiting) await c.act(`/admin/t/${slug}/pushback`, { match: waiting.id });
  await c.act(`/admin/t/${slug}/banner`, { banner: 'Willkommen' });
  await c.act(`/admin/t/${slug}/banner`, { banner: '' });
  await c.act(`/admin/t/${slug}/team`, { op: 'add', name: 'Late Larks', captain: 'Ola', players: 2 });
  // refused by the engine, with its message: the pools are drawn already
  const refused = await c.json(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  assert.is(refused.status, 400);
});

test('every new row carries its message, and the English catalogue says exactly the stored sentence', async () => {
  const all = await rows();
  const en = wordsFor('en');
  const said = all.filter((r) => r.said);
  for (const action of ['create', 'teamAdd', 'phase', 'generatePools', 'live', 'score', 'court', 'banner', 'pushback'])
    assert.ok(
      said.some((r) => r.action === action),
      `a ${action} row with its message`,
    );
  for (const r of said) {
    const what = en.t(r.said!.key, r.said!.values);
    if (r.ok) assert.is(what, r.detail, `${r.action}: the English message is the stored sentence`);
    else if (r.why) assert.is(`${what}: ${en.t(r.why.key, r.why.values)}`, r.detail, `${r.action} refused`);
  }
  const refused = all.find((r) => !r.ok && r.action === 'generatePools');
  assert.ok(refused?.why, 'a refusal keeps its message too');
});

test('the desk in German says the log in German; the CSV keeps the English sentences', async () => {
  const page = await (await c.get(`/admin/t/${slug}`, { 'Accept-Language': 'de' })).text();
  const log = page.slice(page.indexOf('id="events"'));
  assert.match(log, 'Feld 1 pausiert (Regen)');
  assert.match(log, 'Feld 1 wieder frei');
  assert.match(log, 'Banner entfernt');
  assert.match(log, 'Team „Late Larks“');
  assert.match(log, 'Gruppen zu 4');
  assert.not.match(log, 'court 1 pause');
  assert.not.match(log, 'banner cleared');
  const english = await (await c.get(`/admin/t/${slug}`)).text();
  assert.match(english.slice(english.indexOf('id="events"')), 'court 1 pause (Regen)');
  const csv = await (await c.get(`/admin/t/${slug}/events.csv`, { 'Accept-Language': 'de' })).text();
  assert.match(csv, 'court 1 pause (Regen)');
  assert.match(csv, 'banner cleared');
});

test.run();
