// What a score keeper's request gets (docs/api.md, Keeper answers): keys bound to tournament and court, then {ok:false, error} answers in
// order, and live scores bounded by the rules.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { keeperKey, validKeeperKey } from '../../server/http/keeper-key.js';
import { key, serverFor } from '../fixtures/server.js';

const keys = suite('keeper keys');

keys('keeper keys are 43-character base64url HMACs bound to tournament and court', () => {
  const k = keeperKey('s', 'cup', 1);
  assert.match(k, /^[A-Za-z0-9_-]{43}$/);
  assert.ok(validKeeperKey('s', 'cup', 1, k));
  assert.not.ok(validKeeperKey('s', 'cup', 2, k));
  assert.not.ok(validKeeperKey('s', 'cup2', 1, k));
  assert.not.ok(validKeeperKey('other', 'cup', 1, k));
  assert.not.ok(validKeeperKey('s', 'cup', 1, undefined));
});

keys.run();

const t = suite('keeper answers');
const { c } = serverFor(t);

t('keeper 404 and 409 answers carry {ok:false, error}', async () => {
  const slug = await c.createWithTeams('Keeper Body Cup', 2, { courtCount: 1 });
  const notFound = await c.json(`/keeper/no-such-cup/1/final`, { k: key('no-such-cup', 1), match: 'x', sets: [[21, 5]] });
  assert.is(notFound.status, 404);
  const nf = await notFound.json();
  assert.is(nf.ok, false);
  assert.type(nf.error, 'string');
  const conflict = await c.json(`/keeper/${slug}/1/live`, { k: key(slug, 1), match: 'A1-1', a: 1, b: 0 });
  assert.is(conflict.status, 409, 'nothing is live before play starts');
  const cf = await conflict.json();
  assert.is(cf.ok, false);
  assert.type(cf.error, 'string');
});

t('a malformed body that still carries a valid k answers 400, not 403', async () => {
  const slug = await c.create({ name: 'Broken Body Cup', courtCount: 1 });
  const k = key(slug, 1);
  const broken = await c.json(`/keeper/${slug}/1/final`, `{"k": "${k}", "match": "A1-1", "sets": [[21,`);
  assert.is(broken.status, 400);
  const body = await broken.json();
  assert.is(body.ok, false);
  assert.type(body.error, 'string');
  assert.is((await c.json(`/keeper/${slug}/1/final`, `{"k": "${key(slug, 2)}", "sets": [[21,`)).status, 403, "another court's key");
  assert.is((await c.json(`/keeper/${slug}/1/final`, '[1, 2]')).status, 403, 'no key anywhere');
  assert.is((await c.json(`/keeper/${slug}/1/final?k=${k}`, '[1, 2]')).status, 400, 'key in the query, body not an object');
});

t('keeper live scores are bounded by the cap when set, and 99 without one', async () => {
  const capped = await c.createWithTeams('Cap Cup', 2, { courtCount: 1, pointsTo: 21, cap: 25 });
  const open = await c.createWithTeams('Open Cup', 2, { courtCount: 1, pointsTo: 21, cap: 0 });
  for (const slug of [capped, open]) {
    await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 2 });
    await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  }
  const live = async (slug: string, a: number, b: number) => {
    const m = (await c.state(slug)).courts[0].match;
    return c.json(`/keeper/${slug}/1/live`, { k: key(slug, 1), match: m.id, a, b });
  };
  assert.is((await live(capped, 25, 24)).status, 200);
  const over = await live(capped, 26, 24);
  assert.is(over.status, 400);
  assert.is((await over.json()).ok, false);
  assert.is((await live(open, 99, 0)).status, 200);
  assert.is((await live(open, 100, 0)).status, 400);
  assert.is((await live(open, -1, 0)).status, 400);
  const m = (await c.state(open)).courts[0].match;
  assert.equal(m.live, [99, 0], 'a refused update changes nothing');
});

t.run();
