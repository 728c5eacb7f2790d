// Notifications on a phone (docs/api.md, Notifications): each kind of notice reaches a local push endpoint that checks
// the VAPID JWT against GET /push/key and decrypts the payload per RFC 8291; nothing is sent twice across a restart.
import { createECDH } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startPushEndpoint, type BrowserSubscription } from '../../harness/push-endpoint.js';
import { serverFor } from '../fixtures/server.js';

const t = suite('push notifications');
let key = '';
const ep = await startPushEndpoint(() => key);
const { c, restart } = serverFor(t, { env: { PUSH_ENDPOINTS: ep.origin } });

t.before(async () => {
  const res = await c.get('/push/key');
  const body = (await res.json()) as { ok: boolean; key: string };
  assert.ok(body.ok);
  key = body.key;
  assert.is(Buffer.from(key, 'base64url').length, 65);
});
t.after(() => ep.close());

const subscribe = async (slug: string, team: string, sub: BrowserSubscription) => {
  const res = await c.json(`/t/${slug}/push/subscribe`, { subscription: { endpoint: sub.endpoint, keys: sub.keys }, team });
  const body = (await res.json()) as { ok: boolean; error?: string };
  assert.is(res.status, 200, body.error);
  return body;
};

/** Every team of the tournament followed by a phone of its own: team id → the phone's endpoint id. */
async function followAll(slug: string): Promise<Map<string, string>> {
  const s = await c.state(slug);
  const phones = new Map<string, string>();
  for (const team of s.teams as { id: string }[]) {
    const sub = ep.subscribe();
    await subscribe(slug, team.id, sub);
    phones.set(team.id, sub.id);
  }
  return phones;
}

const bodiesFor = (phone: string) => ep.received.filter((r) => r.id === phone).map((r) => r.payload.body);

t('a match going live, the next one on deck, a result and a court change reach the phones of their teams', async () => {
  const slug = await c.createWithTeams('Push Cup', 6, { courtCount: 2 });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 6 });
  const phones = await followAll(slug);
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  let s = await c.state(slug);
  const [live1, live2] = [s.courts[0].match, s.courts[1].match];
  const deck = s.upNext.find((e: any) => e.status === 'on_deck');
  assert.ok(deck, 'a match is on deck');
  const phone = (team: { id: string }) => phones.get(team.id)!;
  // Each push arrives on its own: wait for every one read below.
  for (const [team, kind] of [
    [deck.a, 'on_deck'],
    [deck.b, 'on_deck'],
    [live1.a, 'live'],
  ] as const)
    await ep.waitFor((r) => r.some((x) => x.id === phone(team) && x.payload.kind === kind));

  const live = ep.received.find((r) => r.id === phone(live1.a) && r.payload.kind === 'live')!;
  assert.is(live.payload.title, 'Push Cup');
  assert.is(live.payload.body, `Now playing: vs ${live1.b.name} on court 1. Go to court 1!`);
  assert.is(live.payload.url, `/t/${slug}/teams/${live1.a.id}`);
  assert.is(live.payload.tag, `${slug}:${live1.id}`);
  assert.is(live.claims.aud, ep.origin);
  assert.ok(live.ttl && Number(live.ttl) > 0);
  const onDeck = ep.received.find((r) => r.id === phone(deck.b) && r.payload.kind === 'on_deck')!;
  assert.is(onDeck.payload.body, `On deck: vs ${deck.a.name} on court ${deck.court}, in about ${deck.etaMin} min.`);
  assert.is(onDeck.payload.tag, `${slug}:${deck.id}`);

  // A court change: the two live matches swap courts.
  await c.act(`/admin/t/${slug}/swap`, { match: live1.id, court: 2 });
  await ep.waitFor((r) => r.some((x) => x.id === phone(live1.b) && x.payload.kind === 'court'));
  assert.ok(bodiesFor(phone(live1.b)).includes(`Court change: your match vs ${live1.a.name} is now on court 2.`));
  await ep.waitFor((r) => r.some((x) => x.id === phone(live2.a) && x.payload.kind === 'court'));

  // A result: both teams hear it, each from its own side.
  await c.act(`/admin/t/${slug}/score`, { match: live1.id, sets: [[21, 15]] });
  await ep.waitFor((r) => [live1.a, live1.b].every((team) => r.some((x) => x.id === phone(team) && x.payload.kind === 'result')));
  assert.ok(bodiesFor(phone(live1.a)).includes(`Won 1-0 vs ${live1.b.name}: 21-15.`));
  assert.ok(bodiesFor(phone(live1.b)).includes(`Lost 0-1 vs ${live1.a.name}: 15-21.`));
  s = await c.state(slug);
  assert.equal(ep.rejected, [], 'every push passed the VAPID and decryption checks');
  // Teams of no change heard nothing about it: each phone got notices only about its own matches.
  for (const r of ep.received) {
    const team = [...phones].find(([, p]) => p === r.id)![0];
    assert.is(r.payload.team, team);
    assert.is(r.payload.url, `/t/${slug}/teams/${team}`);
  }
});

t('each phone is told in the language it subscribed in: a German phone reads German, an English one English', async () => {
  const slug = await c.createWithTeams('Sprachen Cup', 2, { courtCount: 1 });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 2 });
  const s0 = await c.state(slug);
  const [a, b] = s0.teams as { id: string; name: string }[];
  const german = ep.subscribe();
  const res = await c.json(
    `/t/${slug}/push/subscribe`,
    { subscription: { endpoint: german.endpoint, keys: german.keys }, team: a!.id },
    { 'Accept-Language': 'de' },
  );
  assert.is(res.status, 200);
  const english = ep.subscribe();
  await subscribe(slug, b!.id, english);
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  await ep.waitFor(
    (r) =>
      r.some((x) => x.id === german.id && x.payload.kind === 'live') && r.some((x) => x.id === english.id && x.payload.kind === 'live'),
  );
  const told = (id: string) => ep.received.find((x) => x.id === id && x.payload.kind === 'live')!.payload.body;
  assert.is(told(german.id), `Jetzt: gegen ${b!.name} auf Feld 1. Ab auf Feld 1!`);
  assert.is(told(english.id), `Now playing: vs ${a!.name} on court 1. Go to court 1!`);
});

t('a broadcast reaches every followed team; a restart sends nothing again and the next change still arrives', async () => {
  const slug = await c.createWithTeams('Broadcast Cup', 4, { courtCount: 1 });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  const phones = await followAll(slug);
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  await c.act(`/admin/t/${slug}/broadcast`, { text: 'Lunch is served by the main tent.' });
  const mine = () => ep.received.filter((r) => [...phones.values()].includes(r.id));
  await ep.waitFor(() => mine().filter((r) => r.payload.kind === 'broadcast').length === 4);
  const b = mine().find((r) => r.payload.kind === 'broadcast')!;
  assert.is(b.payload.body, 'Lunch is served by the main tent.');
  assert.is(b.payload.title, 'Broadcast Cup');
  assert.match(b.payload.tag, new RegExp(`^${slug}:broadcast:\\d+$`));
  // Let the live and on-deck notices of going live arrive too, then restart.
  await ep.waitFor(
    () => mine().filter((r) => r.payload.kind === 'live').length === 2 && mine().filter((r) => r.payload.kind === 'on_deck').length === 2,
  );
  await new Promise((r) => setTimeout(r, 300));
  const before = mine().length;
  await restart();
  // The room is followed again from the stored baseline: nothing is told twice.
  await c.state(slug);
  await new Promise((r) => setTimeout(r, 2_500));
  assert.is(mine().length, before, 'nothing sent again after the restart');
  await c.act(`/admin/t/${slug}/broadcast`, { text: 'Finals at 4.' });
  await ep.waitFor(() => mine().filter((r) => r.payload.body === 'Finals at 4.').length === 4);
  assert.equal(ep.rejected, []);
});

t("a division of an event: a venue step caused by another division's final puts its match live, and its teams hear it", async () => {
  const ev = (await c.act('/admin/events/new', { name: 'Harbour Day', date: '2026-07-04', courtCount: 2 })).slug!;
  const division = async (name: string) => {
    const slug = await c.createWithTeams(name, 4, { event: ev });
    await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
    return slug;
  };
  const a = await division('Open A');
  await c.act(`/admin/t/${a}/phase`, { phase: 'live' });
  const b = await division('Open B');
  const phones = await followAll(b);
  await c.act(`/admin/t/${b}/phase`, { phase: 'live' });
  const sa = await c.state(a);
  const first = sa.courts.find((x: any) => x.match)!.match;
  let sb = await c.state(b);
  assert.is(sb.courts.filter((x: any) => x.match).length, 0, "Open A's matches hold both venue courts");
  // Open A's final frees a venue court; Open B's match has waited longest, so it takes the court.
  await c.act(`/admin/t/${a}/score`, { match: first.id, sets: [[21, 12]] });
  sb = await c.state(b);
  const live = sb.courts.find((x: any) => x.match)?.match;
  assert.ok(live, "one of Open B's matches went live");
  const phone = phones.get(live.a.id)!;
  const got = await ep.waitFor((r) => r.some((x) => x.id === phone && x.payload.kind === 'live'));
  const notice = got.find((x) => x.id === phone && x.payload.kind === 'live')!;
  assert.is(notice.payload.title, 'Harbour Day · Open B');
  assert.is(notice.payload.body, `Now playing: vs ${live.b.name} on court ${live.court}. Go to court ${live.court}!`);
  assert.is(notice.payload.url, `/t/${b}/teams/${live.a.id}`);
  // The event desk's broadcast is written into every division: the division's followed teams hear it.
  await c.act(`/admin/e/${ev}/broadcast`, { text: 'The venue closes at 6.' });
  await ep.waitFor((r) => r.filter((x) => [...phones.values()].includes(x.id) && x.payload.body === 'The venue closes at 6.').length === 4);
  const told = ep.received.find((x) => x.id === phone && x.payload.body === 'The venue closes at 6.')!;
  assert.equal([told.payload.kind, told.payload.title], ['broadcast', 'Harbour Day · Open B']);
  assert.match(told.payload.tag, new RegExp(`^${b}:broadcast:\\d+$`));
});

t('an endpoint no longer on PUSH_ENDPOINTS is never called, even when its subscription was taken before', async () => {
  const slug = await c.createWithTeams('Listed Cup', 2);
  const phone = ep.subscribe();
  await subscribe(slug, 't1', phone);
  await restart({ PUSH_ENDPOINTS: 'https://fcm.googleapis.com' });
  assert.is(((await (await c.get('/push/key')).json()) as { key: string }).key, key, 'the stored VAPID key is kept');
  await c.act(`/admin/t/${slug}/broadcast`, { text: 'Not for you' });
  await new Promise((r) => setTimeout(r, 2_000));
  assert.is(ep.requests.filter((r) => r.id === phone.id).length, 0);
  const again = await c.json(`/t/${slug}/push/subscribe`, { subscription: { endpoint: phone.endpoint, keys: phone.keys }, team: 't1' });
  assert.is(again.status, 400);
});

t('VAPID keys and subject from the environment are the ones served and signed with', async () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const pub = ecdh.getPublicKey().toString('base64url');
  const raw = ecdh.getPrivateKey();
  const priv = Buffer.concat([Buffer.alloc(32 - raw.length), raw]).toString('base64url');
  await restart({ PUSH_ENDPOINTS: ep.origin, VAPID_PUBLIC_KEY: pub, VAPID_PRIVATE_KEY: priv, VAPID_SUBJECT: 'mailto:desk@example.org' });
  assert.is(((await (await c.get('/push/key')).json()) as { key: string }).key, pub);
  key = pub;
  const slug = await c.createWithTeams('Keyed Cup', 2);
  const phone = ep.subscribe();
  await subscribe(slug, 't2', phone);
  await c.act(`/admin/t/${slug}/broadcast`, { text: 'Signed with the set key' });
  const got = await ep.waitFor((r) => r.some((x) => x.id === phone.id));
  assert.is(got.find((x) => x.id === phone.id)!.claims.sub, 'mailto:desk@example.org');
  assert.equal(ep.rejected, [], 'the JWT verifies against the key from the environment');
});

t.run();
