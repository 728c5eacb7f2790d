// The event desk's versions and op ids (docs/api.md, Events: versions and conflicts): a stale `rev` is refused 409 with who
// changed it first, an op id sent twice is applied once and answered the same, also after a restart; two organizers creating
// one division are told apart.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Client, serverFor } from '../fixtures/server.js';
import { liveEvent, RULES } from '../fixtures/live-event.js';

const t = suite('event desk versions');
const { c, srv, restart } = serverFor(t, { login: 'Desk Ann' });
let bob: Client;
const EV = 'versions-day';
const divisions: string[] = [];

type Answer = { ok: boolean; msg?: string; error?: string; kind?: string; rev?: number; slug?: string };
const post = async (who: Client, path: string, body: Record<string, unknown>): Promise<[number, Answer]> => {
  const res = await who.json(path, body, { origin: srv.base });
  return [res.status, (await res.json()) as Answer];
};
const log = async () => (await (await c.get(`/admin/e/${EV}`)).text()).match(/<ol class="event-log">[\s\S]*?<\/ol>/)?.[0] ?? '';

t.before(async () => {
  bob = new Client(srv.base);
  await bob.login('Desk Bob');
  divisions.push(...(await liveEvent(c, 'Versions Day', 2, ['Gold', 'Silver'])).divisions);
});

t("a court paused by one organizer refuses the other organizer's pause sent on the old version, naming who and when", async () => {
  const [ok, first] = await post(c, `/admin/e/${EV}/court`, { court: 2, op: 'pause', reason: 'Net', rev: 0, opId: 'ann-pause-2' });
  assert.is(ok, 200, JSON.stringify(first));
  const [status, late] = await post(bob, `/admin/e/${EV}/court`, { court: 2, op: 'pause', reason: 'Wind', rev: 0, opId: 'bob-pause-2' });
  assert.is(status, 409);
  assert.is(late.kind, 'conflict');
  assert.is(late.rev, 1);
  assert.match(late.error ?? '', /^Desk Ann paused court 2 at \d\d:\d\d\.$/);
  // Bob's resume on the version he now has goes through.
  const [resumed] = await post(bob, `/admin/e/${EV}/court`, { court: 2, op: 'resume', reason: '', rev: 1, opId: 'bob-resume-2' });
  assert.is(resumed, 200);
  // The page's forms carry the version for the next change.
  assert.match(
    await (await c.get(`/admin/e/${EV}`)).text(),
    /data-target="court:2"[^>]*><input type="hidden" name="court" value="2"><input type="hidden" name="rev" value="2">/,
  );
});

t('an op id sent twice is applied once and answered the same, the refusal too, and again after a restart', async () => {
  const body = { text: 'Lunch at noon', opId: 'ann-broadcast-1' };
  const [s1, a1] = await post(c, `/admin/e/${EV}/broadcast`, body);
  const [s2, a2] = await post(c, `/admin/e/${EV}/broadcast`, body);
  assert.equal([s1, a1], [s2, a2]);
  const conflict = { court: 2, op: 'pause', reason: 'x', rev: 0, opId: 'bob-stale-1' };
  const [c1, r1] = await post(bob, `/admin/e/${EV}/court`, conflict);
  assert.is(c1, 409);
  await restart();
  const [s3, a3] = await post(c, `/admin/e/${EV}/broadcast`, body);
  assert.equal([s3, a3], [s1, a1], 'answered from the store after a restart');
  const [c2, r2] = await post(bob, `/admin/e/${EV}/court`, { ...conflict, rev: 2 });
  assert.is(c2, 409, 'the stored refusal, not a new try on the new version');
  assert.is(r2.error, r1.error);
  for (const slug of divisions) {
    const alerts = (await c.state(slug)).recentAlerts.filter((a: { text: string }) => a.text === 'Lunch at noon');
    assert.is(alerts.length, 1, `${slug} has the broadcast once`);
  }
  assert.is((await log()).split('Broadcast sent to 2 divisions.').length - 1, 1, 'one log row');
  const [bad, why] = await post(c, `/admin/e/${EV}/banner`, { banner: 'x', opId: 'no' });
  assert.is(bad, 400);
  assert.match(why.error ?? '', 'opId');
});

t('the banner and a player link carry versions; a match pushed back on an old version is refused by its division', async () => {
  assert.is((await post(c, `/admin/e/${EV}/banner`, { banner: 'Welcome', rev: 0 }))[0], 200);
  const [s, late] = await post(bob, `/admin/e/${EV}/banner`, { banner: 'Hello', rev: 0 });
  assert.is(s, 409);
  assert.match(late.error ?? '', /^Desk Ann set the banner to “Welcome” at \d\d:\d\d\.$/);
  const refs = { a: `${divisions[0]}/t1/0`, b: `${divisions[1]}/t1/0` };
  assert.is((await post(c, `/admin/e/${EV}/unlink`, { ...refs, op: 'unlink', rev: 0 }))[0], 200);
  const [s2, again] = await post(bob, `/admin/e/${EV}/unlink`, { ...refs, op: 'unlink', rev: 0 });
  assert.is(s2, 409);
  assert.match(again.error ?? '', /^Desk Ann told apart the two players named Sam Lee at/);
  const waiting = (await c.state(divisions[0]!)).upNext[0];
  const [s3, pushed] = await post(bob, `/admin/e/${EV}/pushback`, { division: divisions[0], match: waiting.id, rev: waiting.rev + 7 });
  assert.is(s3, 409, JSON.stringify(pushed));
  assert.is(pushed.kind, 'conflict');
});

t('two organizers creating the same division: the second is told who created it, and an op id creates once', async () => {
  const make = (who: Client, opId: string) => post(who, '/admin/new', { event: EV, name: 'Coed B', ...RULES, opId });
  const [s1, first] = await make(c, 'ann-create-coed');
  assert.is(s1, 200);
  const [again, same] = await make(c, 'ann-create-coed');
  assert.is(again, 200);
  assert.is(same.slug, first.slug, 'the same division, not a second one');
  const [s2, twin] = await make(bob, 'bob-create-coed');
  assert.is(s2, 400);
  assert.match(twin.error ?? '', /already has a division named “Coed B”: Desk Ann created the division Coed B at \d\d:\d\d/);
  const desk = await (await c.get(`/admin/e/${EV}`)).text();
  assert.is(desk.split('<tr data-division=').length - 1, 3);
  // Once deleted, the name is free again.
  await c.act(`/admin/t/${first.slug}/delete`, { confirm: 'yes' });
  const [s3] = await make(bob, 'bob-create-coed-2');
  assert.is(s3, 200);
});

t.run();
