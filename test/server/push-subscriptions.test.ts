// Push subscriptions (docs/api.md, Notifications): bad ones refused with a clear error, caps, unsubscribing, endpoints
// off PUSH_ENDPOINTS refused, 404/410 dropping the endpoint, 5xx retried, deletion with the tournament, privacy, and
// the team's calendar feed.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startPushEndpoint, type BrowserSubscription } from '../../harness/push-endpoint.js';
import { serverFor } from '../fixtures/server.js';

const t = suite('push subscriptions');
let key = '';
const ep = await startPushEndpoint(() => key);
const { c } = serverFor(t, { env: { PUSH_ENDPOINTS: `${ep.origin},https://*.notify.windows.com` } });

t.before(async () => {
  key = ((await (await c.get('/push/key')).json()) as { key: string }).key;
});
t.after(() => ep.close());

const post = async (path: string, body: unknown) => {
  const res = await c.json(path, body);
  return { status: res.status, body: (await res.json()) as { ok: boolean; error?: string; msg?: string } };
};
const subscribe = (slug: string, team: string, sub: Pick<BrowserSubscription, 'endpoint' | 'keys'>) =>
  post(`/t/${slug}/push/subscribe`, { subscription: { endpoint: sub.endpoint, keys: sub.keys }, team });
const broadcast = (slug: string, text: string) => c.act(`/admin/t/${slug}/broadcast`, { text });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

t('bad subscriptions are refused with an error naming the field, and change nothing', async () => {
  const slug = await c.createWithTeams('Refusal Cup', 2);
  const good = ep.subscribe();
  const cases: [unknown, RegExp][] = [
    [{ team: 't1' }, /subscription is missing/],
    [{ subscription: { keys: good.keys }, team: 't1' }, /subscription\.endpoint is missing/],
    [{ subscription: { endpoint: 'not a url', keys: good.keys }, team: 't1' }, /not a URL/],
    [{ subscription: { endpoint: 'https://evil.example/push/1', keys: good.keys }, team: 't1' }, /not on a push service.*PUSH_ENDPOINTS/],
    [{ subscription: { endpoint: 'http://127.0.0.1:9/push/1', keys: good.keys }, team: 't1' }, /PUSH_ENDPOINTS/],
    [{ subscription: { endpoint: 'https://notify.windows.com/x', keys: good.keys }, team: 't1' }, /PUSH_ENDPOINTS/],
    [{ subscription: { endpoint: good.endpoint }, team: 't1' }, /subscription\.keys is missing/],
    [{ subscription: { endpoint: good.endpoint, keys: { ...good.keys, auth: 'c2hvcnQ' } }, team: 't1' }, /auth must be .* 16 bytes/],
    [{ subscription: { endpoint: good.endpoint, keys: { ...good.keys, p256dh: 'AAAA' } }, team: 't1' }, /p256dh must be .*P-256/],
    [
      { subscription: { endpoint: good.endpoint, keys: { ...good.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } }, team: 't1' },
      /p256dh must be/,
    ],
    [{ subscription: { endpoint: good.endpoint, keys: good.keys } }, /team is missing/],
    [{ subscription: { endpoint: good.endpoint, keys: good.keys }, team: 't99' }, /no team "t99"/],
  ];
  for (const [body, error] of cases) {
    const res = await post(`/t/${slug}/push/subscribe`, body);
    assert.is(res.status, 400, JSON.stringify(body));
    assert.is(res.body.ok, false);
    assert.match(res.body.error ?? '', error);
  }
  for (const body of ['x', 1, null, []]) assert.is((await post(`/t/${slug}/push/subscribe`, body)).status, 400, JSON.stringify(body));
  const noEndpoint = await post(`/t/${slug}/push/unsubscribe`, {});
  assert.equal([noEndpoint.status, /endpoint is missing/.test(noEndpoint.body.error ?? '')], [400, true]);
  const badTeam = await post(`/t/${slug}/push/unsubscribe`, { endpoint: good.endpoint, team: 5 });
  assert.is(badTeam.status, 400);
  const unknown = await subscribe('no-such-cup', 't1', good);
  assert.is(unknown.status, 404);
  // A subdomain of a `*.` entry is allowed; nothing is sent to it until a notice (none here).
  const wildcard = await subscribe(slug, 't1', { endpoint: 'https://wns2-par02p.notify.windows.com/w/?token=abc', keys: good.keys });
  assert.is(wildcard.status, 200, wildcard.body.error);
  // Nothing was kept of the refused ones: a broadcast reaches no loopback phone.
  await broadcast(slug, 'Hello');
  await sleep(500);
  assert.is(ep.requests.filter((r) => r.id === good.id).length, 0);
});

t('caps: a team is followed by at most 20 phones', async () => {
  const slug = await c.createWithTeams('Cap Cup', 2);
  for (let i = 0; i < 20; i++) assert.is((await subscribe(slug, 't1', ep.subscribe())).status, 200);
  const over = await subscribe(slug, 't1', ep.subscribe());
  assert.is(over.status, 400);
  assert.match(over.body.error ?? '', /limit of 20 phones/);
  assert.is((await subscribe(slug, 't2', ep.subscribe())).status, 200, 'another team is not held back');
});

t('unsubscribe stops the pushes; a 410 or 404 drops the endpoint; a 503 is retried; a 403 is not retried', async () => {
  const slug = await c.createWithTeams('Drop Cup', 2);
  const [stay, leave, gone, missing, flaky, refused] = Array.from({ length: 6 }, () => ep.subscribe());
  for (const s of [stay!, leave!, gone!, missing!, flaky!, refused!]) assert.is((await subscribe(slug, 't1', s)).status, 200);
  const off = await post(`/t/${slug}/push/unsubscribe`, { endpoint: leave!.endpoint });
  assert.equal([off.status, off.body.ok], [200, true]);
  const bad = await post(`/t/${slug}/push/unsubscribe`, { endpoint: 'https://evil.example/1' });
  assert.is(bad.status, 400);
  ep.answer(gone!.id, 410);
  ep.answer(missing!.id, 404);
  ep.answer(flaky!.id, 503);
  ep.answer(refused!.id, 403);
  await broadcast(slug, 'First call');
  await ep.waitFor((r) => r.some((x) => x.id === stay!.id && x.payload.body === 'First call'));
  const tried = async (id: string, n: number) => {
    const until = Date.now() + 10_000;
    while (ep.requests.filter((r) => r.id === id).length < n && Date.now() < until) await sleep(25);
    return ep.requests.filter((r) => r.id === id).map((r) => r.status);
  };
  assert.equal(await tried(gone!.id, 1), [410]);
  assert.equal(await tried(missing!.id, 1), [404]);
  assert.equal(await tried(refused!.id, 1), [403]);
  assert.equal(await tried(flaky!.id, 1), [503]);
  ep.answer(flaky!.id, 201);
  // Retried after its backoff, and then delivered.
  await ep.waitFor((r) => r.some((x) => x.id === flaky!.id && x.payload.body === 'First call'));
  await broadcast(slug, 'Second call');
  await ep.waitFor((r) => r.some((x) => x.id === stay!.id && x.payload.body === 'Second call'));
  await ep.waitFor((r) => r.some((x) => x.id === flaky!.id && x.payload.body === 'Second call'));
  assert.equal(await tried(refused!.id, 2), [403, 403]);
  await sleep(300);
  assert.is(ep.requests.filter((r) => r.id === leave!.id).length, 0, 'the unsubscribed phone was never called');
  assert.is(ep.requests.filter((r) => r.id === gone!.id).length, 1, '410: dropped, not called again');
  assert.is(ep.requests.filter((r) => r.id === missing!.id).length, 1, '404: dropped, not called again');
  assert.equal(
    ep.requests.filter((r) => r.id === refused!.id).map((r) => r.status),
    [403, 403],
    '403: the push is given up, not retried; the subscription stays for the next one',
  );
  assert.equal(ep.rejected, []);
});

t('subscriptions are private and go with their tournament', async () => {
  const slug = await c.createWithTeams('Private Cup', 2);
  const phone = ep.subscribe();
  assert.is((await subscribe(slug, 't1', phone)).status, 200);
  for (const path of [`/t/${slug}/state.json`, `/t/${slug}/teams/t1`, `/t/${slug}`, `/t/${slug}/teams/t1.ics`]) {
    const text = await (await c.get(path)).text();
    assert.not.ok(text.includes(phone.endpoint) || text.includes(phone.keys.auth), `${path} shows no subscription`);
  }
  // The desk counts followers and names the teams with none, without showing any subscription.
  const desk = await (await c.get(`/admin/t/${slug}`)).text();
  const section = desk.slice(desk.indexOf('id="followers"'));
  assert.match(section, /<strong>1 of 2<\/strong> teams follows? their calls on a phone/);
  assert.match(section, /1 team with no phone following: they may need a shout<\/summary>\s*<p class="small">Private Cup 2<\/p>/);
  assert.not.ok(desk.includes(phone.endpoint));
  const del = await c.json(`/admin/t/${slug}/delete`, { confirm: 'yes' });
  assert.is(del.status, 200);
  // The same name makes the same slug again: the old phone is not among the new tournament's followers.
  const again = await c.createWithTeams('Private Cup', 2);
  assert.is(again, slug);
  const other = ep.subscribe();
  assert.is((await subscribe(again, 't1', other)).status, 200);
  await broadcast(again, 'New tournament');
  await ep.waitFor((r) => r.some((x) => x.id === other.id && x.payload.body === 'New tournament'));
  await sleep(300);
  assert.is(ep.requests.filter((r) => r.id === phone.id).length, 0, 'the deleted tournament took its subscriptions with it');
});

t('the calendar feed lists the team matches at their estimated times, as iCalendar', async () => {
  const slug = await c.createWithTeams('Calendar; Cup, Beach', 4, { courtCount: 1 });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  const s = await c.state(slug);
  const res = await c.get(`/t/${slug}/teams/t1.ics`);
  assert.is(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/calendar/);
  const text = await res.text();
  assert.ok(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n'));
  assert.ok(text.endsWith('END:VCALENDAR\r\n'));
  assert.not.ok(/[^\r]\n/.test(text), 'every line ends with CRLF');
  for (const line of text.split('\r\n')) assert.ok(Buffer.byteLength(line) <= 75, `folded: ${line}`);
  const unfolded = text.replace(/\r\n /g, '');
  assert.match(unfolded, /X-WR-CALNAME:Calendar\\; Cup\\, Beach 1 · Calendar\\; Cup\\, Beach\r\n/);
  const mine = [...s.courts.map((x: any) => x.match).filter(Boolean), ...s.upNext].filter((m: any) => m.a?.id === 't1' || m.b?.id === 't1');
  assert.ok(mine.length >= 2);
  for (const m of mine) assert.match(unfolded, new RegExp(`UID:${slug}-${m.id}-t1@127\\.0\\.0\\.1:\\d+\r\n`));
  assert.is(unfolded.match(/BEGIN:VEVENT/g)?.length, new Set(mine.map((m: any) => m.id)).size);
  const next = s.upNext.find((e: any) => e.a?.id === 't1' || e.b?.id === 't1');
  const start = new Date(s.generatedAt + next.etaMin * 60_000).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
  assert.ok(unfolded.includes(`DTSTART:${start}`), 'a planned match starts at its estimate');
  assert.match(unfolded, /DTSTAMP:\d{8}T\d{6}Z/);
  assert.match(unfolded, /LAST-MODIFIED:\d{8}T\d{6}Z/);
  assert.match(unfolded, /SEQUENCE:\d+/);
  // The captain and phone the harness registers (http-client.ts register): '555' alone also turns up in a port or a time.
  assert.not.ok(/\bCap\b/.test(unfolded) || /555\D?123\D?4567/.test(unfolded), 'no private data');
  assert.is((await c.get(`/t/${slug}/teams/t99.ics`)).status, 404);
  const page = await c.get(`/t/${slug}/teams/t1`);
  assert.is(page.status, 200, 'the team page itself is still served');
  assert.match(await page.text(), new RegExp(`<a href="/t/${slug}/teams/t1\\.ics\\?lang=en">Add our matches to my calendar</a>`));
  assert.match(
    unfolded,
    /DESCRIPTION:Calendar\\; Cup\\, Beach: (playing now|on deck|estimated time\\; it moves as play goes)\. Follow it live: /,
  );
  // in the language the team page links it with: the court, the state and the words around them
  const german = (await (await c.get(`/t/${slug}/teams/t1.ics?lang=de`)).text()).replace(/\r\n /g, '');
  assert.match(german, /SUMMARY:Calendar\\; Cup\\, Beach 1 vs [^\r]+ · Feld 1\r\n/);
  assert.match(
    german,
    /DESCRIPTION:Calendar\\; Cup\\, Beach: (läuft gerade|bereitmachen|geschätzte Zeit\\; sie verschiebt sich mit dem Spielverlauf)\. Live verfolgen: /,
  );
  assert.not.ok(/Follow it live|Court \d/.test(german), 'no English left');
});

t('a slow push service holds back no other phone', async () => {
  const slug = await c.createWithTeams('Slow Cup', 2);
  const slow = ep.subscribe();
  const fast = ep.subscribe();
  assert.is((await subscribe(slug, 't1', slow)).status, 200);
  assert.is((await subscribe(slug, 't2', fast)).status, 200);
  ep.delay(slow.id, 2_000);
  await broadcast(slug, 'Slow and fast');
  await ep.waitFor((r) => r.some((x) => x.id === fast.id && x.payload.body === 'Slow and fast'));
  assert.ok(ep.pending.has(slow.id), 'the fast phone got its push while the slow service was still answering');
  await ep.waitFor((r) => r.some((x) => x.id === slow.id && x.payload.body === 'Slow and fast'));
  assert.is(ep.requests.filter((r) => r.id === slow.id).length, 1, 'sent once');
});

t('a team is sent at most 40 notices in 10 minutes; past that they are dropped', async () => {
  const slug = await c.createWithTeams('Chatty Cup', 2);
  const phone = ep.subscribe();
  assert.is((await subscribe(slug, 't1', phone)).status, 200);
  for (let i = 1; i <= 42; i++) assert.ok((await broadcast(slug, `Notice ${i}`)).ok);
  await ep.waitFor((r) => r.filter((x) => x.id === phone.id).length >= 40);
  await sleep(1_000);
  const bodies = ep.received.filter((x) => x.id === phone.id).map((x) => x.payload.body);
  assert.is(bodies.length, 40);
  assert.not.ok(bodies.includes('Notice 41') || bodies.includes('Notice 42'), 'the two past the cap were dropped');
});

t.run();
