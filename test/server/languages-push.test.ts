// A phone's notification requests answered in its language (docs/translating.md): subscribing and turning off say
// `msg` and `error` by the lang cookie, then Accept-Language, else English byte for byte; field names stay the API's.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startPushEndpoint, type BrowserSubscription } from '../../harness/push-endpoint.js';
import { serverFor } from '../fixtures/server.js';

const t = suite('push answers in languages');
let key = '';
const ep = await startPushEndpoint(() => key);
const { c, restart } = serverFor(t, { env: { PUSH_ENDPOINTS: ep.origin } });
let slug = '';

t.before(async () => {
  key = ((await (await c.get('/push/key')).json()) as { key: string }).key;
  slug = await c.createWithTeams('Push Lingua', 2);
});
t.after(() => ep.close());

type Answer = { status: number; body: { ok: boolean; error?: string; msg?: string } };
const post = async (path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
  const res = await c.json(path, body, headers);
  return { status: res.status, body: (await res.json()) as Answer['body'] };
};
const subscribe = (team: string, sub: Pick<BrowserSubscription, 'endpoint' | 'keys'>, headers: Record<string, string> = {}) =>
  post(`/t/${slug}/push/subscribe`, { subscription: { endpoint: sub.endpoint, keys: sub.keys }, team }, headers);
const DE = { 'Accept-Language': 'de-DE,de;q=0.9' };

t('subscribing and turning off: German by Accept-Language, Polish by the cookie, English without either', async () => {
  const team = (await c.state(slug)).teams[0];
  const phone = ep.subscribe();
  const de = await subscribe(team.id, phone, DE);
  assert.is(de.status, 200);
  assert.is(de.body.msg, `Dieses Handy meldet sich, wenn ${team.name} spielt.`);
  const en = await subscribe(team.id, phone);
  assert.is(en.body.msg, `This phone will be told when ${team.name} plays.`);
  const off = await post(`/t/${slug}/push/unsubscribe`, { endpoint: phone.endpoint }, { cookie: 'lang=pl', ...DE });
  assert.is(off.status, 200);
  assert.is(off.body.msg, 'Powiadomienia na tym telefonie są wyłączone.', 'the cookie wins over Accept-Language');
  const again = await post(`/t/${slug}/push/unsubscribe`, { endpoint: phone.endpoint }, DE);
  assert.is(again.body.msg, 'Dieses Handy folgte hier niemandem.');
  const enAgain = await post(`/t/${slug}/push/unsubscribe`, { endpoint: phone.endpoint });
  assert.is(enAgain.body.msg, 'This phone was not following anyone here.');
});

t('refusals a person may read are said in the language; the technical ones name the API fields in English', async () => {
  const phone = ep.subscribe();
  const noTeam = await subscribe('t99', phone, DE);
  assert.equal([noTeam.status, noTeam.body.error], [400, 'In diesem Turnier gibt es kein Team „t99“.']);
  const noCup = await post(
    '/t/no-such-cup/push/subscribe',
    { subscription: { endpoint: phone.endpoint, keys: phone.keys }, team: 't1' },
    DE,
  );
  assert.is(noCup.status, 404);
  assert.match(noCup.body.error ?? '', 'no-such-cup');
  assert.not.match(noCup.body.error ?? '', 'There is no');
  const badTeam = await post(`/t/${slug}/push/unsubscribe`, { endpoint: phone.endpoint, team: 5 }, { cookie: 'lang=es' });
  assert.equal([badTeam.status, badTeam.body.error], [400, 'team debe ser el id público de un equipo que este navegador sigue.']);
  const english = await subscribe('t99', phone);
  assert.is(english.body.error, 'There is no team "t99" in this tournament.');
  const technical = await post(`/t/${slug}/push/subscribe`, { team: 't1' }, DE);
  assert.match(technical.body.error ?? '', /subscription is missing/);
});

t('the rate limit says its wait in the language too (limits on)', async () => {
  await restart({ RATE_LIMITS: 'on' });
  const phone = ep.subscribe();
  let last: Answer | null = null;
  // every request counts, answered or not: the one past the limit is refused
  for (let i = 0; i <= 120 && last?.status !== 429; i++)
    last = await post(`/t/${slug}/push/unsubscribe`, { endpoint: phone.endpoint }, { 'Accept-Language': 'pl' });
  assert.is(last?.status, 429);
  assert.match(last?.body.error ?? '', /^Za dużo próśb o powiadomienia z tego adresu \(najwyżej 120 na 10 minut\)\. Poczekaj /);
  assert.not.match(last?.body.error ?? '', /minutes|Wait/);
});

t.run();
