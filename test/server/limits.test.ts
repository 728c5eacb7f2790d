// Limits: failed team-code lookups per address, teams per tournament, tournaments per service.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { MAX_TEAMS } from '../../shared/engine/roster.js';
import { ID_MAX, organizerParsers } from '../../server/http/intent-parsers.js';
import { addressKey, CODE_LIMITS, limiter, REGISTRATION_LIMIT, waitText } from '../../server/http/rate-limit.js';
import { type Client, codeFrom, serverFor } from '../fixtures/server.js';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** Well-formed codes that belong to no team of `taken`. */
function wrongCodes(taken: string[], n: number): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < n; i++) {
    const code = [0, 1, 2, 3].map((k) => ALPHABET[Math.floor(i / ALPHABET.length ** k) % ALPHABET.length]).join('');
    if (!taken.includes(code)) out.push(code);
  }
  return out;
}

async function tournamentWithTeam(c: Client, name: string): Promise<{ slug: string; code: string }> {
  const slug = await c.create({ name });
  const code = codeFrom(await c.register(slug, { name: 'Sand Sharks' }));
  return { slug, code };
}

const unit = suite('limiter');

unit('a blocked key is free again when its oldest hit leaves the window', () => {
  const l = limiter(3, 60_000, true);
  for (const at of [1_000, 2_000, 3_000]) l.hit('k', at);
  assert.ok(l.blocked('k', 10_000));
  assert.is(l.retryAfterMs('k', 10_000), 51_000);
  assert.is(l.retryAfterMs('k', 61_000), 0);
  assert.is(l.retryAfterMs('other', 10_000), 0);
  assert.is(limiter(1, 60_000, false).retryAfterMs('k'), 0);
});

unit('IPv6 addresses count by their /64; IPv4-mapped ones as IPv4', () => {
  assert.is(addressKey('2001:db8:1:2:aaaa::1'), addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
  assert.is.not(addressKey('2001:db8:1:2::1'), addressKey('2001:db8:1:3::1'));
  assert.is(addressKey('::ffff:192.0.2.7'), '192.0.2.7');
  assert.is(addressKey('192.0.2.7'), '192.0.2.7');
  assert.is(addressKey('::1'), '0:0:0:0::/64');
  assert.is(addressKey('fe80::1%eth0'), 'fe80:0:0:0::/64');
});

unit('a wait reads in minutes up to two hours, then in hours', () => {
  assert.is(waitText(1), '1 minute');
  assert.is(waitText(9.5 * 60_000), '10 minutes');
  assert.is(waitText(23.2 * 3_600_000), '24 hours');
});

unit('an id a client sends (match, team, forfeiting team) is at most 64 characters, so no answer or log row echoes a huge one', () => {
  const long = 'm'.repeat(65);
  // each refusal also as a message, the field's API name in it (docs/translating.md, Refusals)
  const tooLong = (key: string) => ({
    ok: false,
    error: `${key} can be at most ${ID_MAX} characters.`,
    why: { key: 'refusal.fieldLong', values: { key, max: ID_MAX } },
  });
  assert.equal(organizerParsers.pushback!({ match: long }), tooLong('match'));
  assert.equal(organizerParsers.withdraw!({ id: long, mode: 'void' }), tooLong('id'));
  assert.equal(organizerParsers.forfeit!({ match: 'P1', team: long }), tooLong('team'));
  assert.ok(organizerParsers.pushback!({ match: 'm'.repeat(64) }).ok);
});

unit.run();

const codes = suite('failed team-code lookups');
const { c } = serverFor(codes, { env: { RATE_LIMITS: 'on' } });

codes('the limits let a team mistype its code many times but make guessing 31^4 codes hopeless', () => {
  assert.ok(CODE_LIMITS.perTournament.max >= 10);
  // At the overall limit, guesses per day against a 200-team event find fewer than 0.1 teams.
  const perDay = CODE_LIMITS.overall.max * (86_400_000 / CODE_LIMITS.overall.windowMs);
  assert.ok(perDay * (200 / 31 ** 4) < 0.1, `expected hits per day ${perDay * (200 / 31 ** 4)}`);
});

codes('past the per-tournament limit a lookup answers 429 with the wait and Retry-After; a correct code never counts', async () => {
  const a = await tournamentWithTeam(c, 'Code Cup A');
  const b = await tournamentWithTeam(c, 'Code Cup B');
  const max = CODE_LIMITS.perTournament.max;
  for (const [i, wrong] of wrongCodes([a.code], max).entries()) {
    assert.is((await c.get(`/t/${a.slug}/team/${wrong}`)).status, 404, `wrong code ${i + 1}`);
    // Interleaved correct lookups (any case) answer 200 and leave the count alone.
    if (i < max - 1)
      assert.is((await c.get(`/t/${a.slug}/team/${a.code.toLowerCase()}`)).status, 200, `correct code after ${i + 1} failures`);
  }
  // `max` failures used the allowance: the next lookup answers 429.
  const page = await c.get(`/t/${a.slug}/team/${wrongCodes([a.code], max + 1)[max]}`);
  assert.is(page.status, 429);
  const retry = Number(page.headers.get('retry-after'));
  assert.ok(retry > 0 && retry <= CODE_LIMITS.perTournament.windowMs / 1000, `Retry-After ${retry}`);
  assert.match(await page.text(), /Too many wrong team codes[^<]*Wait \d+ minutes?/);
  // Past the limit even the correct code answers 429, or the answer would tell a guess apart.
  assert.is((await c.get(`/t/${a.slug}/team/${a.code}`)).status, 429);
  const json = await c.get(`/t/${a.slug}/team/${a.code}`, { accept: 'application/json' });
  assert.is(json.status, 429);
  const body = (await json.json()) as { ok: boolean; error: string };
  assert.is(body.ok, false);
  assert.match(body.error, /Wait \d+ minutes?/);
  // Another tournament counts on its own.
  assert.is((await c.get(`/t/${b.slug}/team/${b.code}`)).status, 200);
  assert.is((await c.get(`/t/${b.slug}/team/${wrongCodes([b.code], 1)[0]}`)).status, 404);
});

codes('a code that cannot be a code (wrong length or letters) is not counted as a guess', async () => {
  const d = await tournamentWithTeam(c, 'Code Cup D');
  for (let i = 0; i < CODE_LIMITS.perTournament.max + 5; i++) {
    const res = await c.get(`/t/${d.slug}/team/O0${i}`);
    assert.is(res.status, 404);
    assert.match(await res.text(), /4 characters/);
  }
  assert.is((await c.get(`/t/${d.slug}/team/${d.code}`)).status, 200);
});

codes('failures over all tournaments are limited too: past the overall limit every tournament answers 429', async () => {
  const { perTournament, overall } = CODE_LIMITS;
  // The first test spent perTournament.max + 1 failures (one in Code Cup B).
  let spent = perTournament.max + 1;
  let n = 0;
  while (spent < overall.max) {
    const t = await tournamentWithTeam(c, `Overall Cup ${++n}`);
    const take = Math.min(perTournament.max, overall.max - spent);
    for (const wrong of wrongCodes([t.code], take)) assert.is((await c.get(`/t/${t.slug}/team/${wrong}`)).status, 404);
    spent += take;
  }
  const fresh = await tournamentWithTeam(c, 'Fresh Cup');
  const res = await c.get(`/t/${fresh.slug}/team/${fresh.code}`);
  assert.is(res.status, 429);
  assert.ok(Number(res.headers.get('retry-after')) > 0);
});

codes('past the registration limit the 429 says how long to wait, with Retry-After', async () => {
  const slug = await c.create({ name: 'Signup Cup' });
  let res = await c.register(slug, { name: 'Team 0' });
  for (let i = 1; res.status === 303 && i <= REGISTRATION_LIMIT; i++) res = await c.register(slug, { name: `Team ${i}` });
  assert.is(res.status, 429);
  assert.ok(Number(res.headers.get('retry-after')) > 0);
  assert.match(await res.text(), /Wait \d+ minutes?/);
});

codes.run();

const caps = suite('teams and tournaments caps');
const { c: cc } = serverFor(caps, { env: { MAX_TOURNAMENTS: '3' } });

caps('past MAX_TOURNAMENTS creation answers 400 naming the limit; deleting one makes room', async () => {
  const slugs = [await cc.create({ name: 'One' }), await cc.create({ name: 'Two' }), await cc.create({ name: 'Three' })];
  const res = await cc.json('/admin/new', {
    name: 'Four',
    date: '2026-06-01',
    courtCount: 1,
    teamSize: 2,
    pointsTo: 21,
    winBy: 2,
    cap: 0,
    bestOf: 1,
    stages: 'pool',
  });
  assert.is(res.status, 400);
  assert.match(((await res.json()) as { error: string }).error, /limit of 3 tournaments/);
  assert.is(((await (await cc.get('/healthz')).json()) as { tournaments: number }).tournaments, 3);
  await cc.act(`/admin/t/${slugs[0]}/delete`, { confirm: 'yes' });
  assert.ok(await cc.create({ name: 'Four' }));
});

caps(`a tournament at ${MAX_TEAMS} teams answers 400 naming the limit, to the desk and to the public form`, async () => {
  await cc.act('/admin/t/two/delete', { confirm: 'yes' });
  const slug = await cc.create({ name: 'Huge Cup' });
  // A few requests at a time: the writes queue in the room anyway.
  const add = (i: number) => cc.act(`/admin/t/${slug}/team`, { op: 'add', name: `Team ${i}`, captain: 'Cap', players: 2 });
  for (let i = 1; i <= MAX_TEAMS; i += 8)
    await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].filter((k) => i + k <= MAX_TEAMS).map((k) => add(i + k)));
  const desk = await cc.json(`/admin/t/${slug}/team`, { op: 'add', name: 'One Too Many', captain: 'Cap', players: 2 });
  assert.is(desk.status, 400);
  assert.is(((await desk.json()) as { error: string }).error, `This tournament has reached its limit of ${MAX_TEAMS} teams.`);
  const form = await cc.register(slug, { name: 'Walk In' });
  assert.is(form.status, 400);
  assert.match(await form.text(), new RegExp(`limit of ${MAX_TEAMS} teams`));
  assert.is((await cc.state(slug)).teams.length, MAX_TEAMS);
});

caps.run();
