// Events over HTTP (docs/api.md, Events): creating events and their divisions, the shared slug space, and the venue's one court engine across divisions.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Client, serverFor } from '../fixtures/server.js';
import { CREATE_PARAMS } from '../../harness/http-client.js';

const t = suite('events');
const { c } = serverFor(t);

const health = async () => (await (await c.get('/healthz')).json()) as { events: number; tournaments: number };

/** A division of `event` with `n` teams registered; `players[i]` are team i's player names. */
async function division(cl: Client, event: string, name: string, n: number, extra: Record<string, unknown> = {}, players: string[] = []) {
  const slug = await cl.create({ name, event, courtCount: 9, ...extra });
  for (let i = 1; i <= n; i++) {
    const res = await cl.register(slug, { name: `${name} ${i}`, playerNames: players[i - 1] ?? '' });
    assert.is(res.status, 303, `team ${name} ${i} registered`);
  }
  return slug;
}

/** No venue court holds two matches, no team is on two courts, and the teams of one player are never live together. */
async function checkVenue(cl: Client, slugs: string[], sharedTeams: string[] = []) {
  const held = new Map<number, string>();
  const liveTeams: string[] = [];
  for (const slug of slugs) {
    const s = await cl.state(slug);
    for (const court of s.courts) {
      if (!court.match) continue;
      assert.not.ok(
        held.has(court.court),
        `venue court ${court.court} has two matches: ${held.get(court.court)} and ${slug}/${court.match.id}`,
      );
      held.set(court.court, `${slug}/${court.match.id}`);
      liveTeams.push(court.match.a.name, court.match.b.name);
    }
  }
  assert.is(new Set(liveTeams).size, liveTeams.length, 'no team on two courts');
  assert.ok(sharedTeams.filter((n) => liveTeams.includes(n)).length <= 1, 'a player in two divisions is on one court at most');
  return held;
}

t(
  'CONTRACT 11: an event is created in JSON with its slug, counted by /healthz, and bad fields are refused with 400 changing nothing',
  async () => {
    const before = await health();
    const made = await c.act('/admin/events/new', { name: 'Beach Saturday', date: '2026-07-04', courtCount: 6, restMin: 10 });
    assert.is(made.slug, 'beach-saturday');
    assert.ok(made.msg);
    assert.is((await health()).events, before.events + 1);
    for (const bad of [
      { name: '', date: '2026-07-04', courtCount: 6 },
      { name: 'X', date: '2026-02-30', courtCount: 6 },
      { name: 'X', date: '2026-07-04', courtCount: 65 },
      { name: 'X', date: '2026-07-04', courtCount: 6, restMin: 121 },
      { name: 'X', date: '2026-07-04', courtCount: 6, restMin: 'soon' },
    ]) {
      const res = await c.json('/admin/events/new', bad);
      assert.is(res.status, 400, JSON.stringify(bad));
      const out = (await res.json()) as { ok: boolean; error: string };
      assert.is(out.ok, false);
      assert.ok(out.error.length > 0);
    }
    assert.is((await health()).events, before.events + 1, 'refused events were not created');
  },
);

t('CONTRACT 11: events and tournaments share one slug space', async () => {
  const tour = await c.create({ name: 'Shared Name' });
  const ev = await c.act('/admin/events/new', { name: 'Shared Name', date: '2026-07-04', courtCount: 2 });
  assert.is(tour, 'shared-name');
  assert.is(ev.slug, 'shared-name-2');
  const again = await c.create({ name: 'Shared Name' });
  assert.is(again, 'shared-name-3');
});

t("CONTRACT 11: a division takes the event's court count, its allowed courts, and bad event or courts are refused with 400", async () => {
  const ev = (await c.act('/admin/events/new', { name: 'Pickle Weekend', date: '2026-07-05', courtCount: 8 })).slug!;
  const d = await c.create({ name: 'Pickle 3.5', event: ev, courts: '1-4,7', courtCount: 2 });
  const s = await c.state(d);
  assert.is(s.courtCount, 8, "the posted courtCount is ignored: the event's counts");
  const count = (await health()).tournaments;
  for (const bad of [
    { event: 'no-such-event' },
    { event: ev, courts: '0-3' },
    { event: ev, courts: '9' },
    { event: ev, courts: 'abc' },
    { courts: '1-2' },
    { event: 42 },
  ]) {
    const res = await c.json('/admin/new', { ...CREATE_PARAMS, name: 'Bad Division', date: '2026-07-05', stages: 'pool', ...bad });
    assert.is(res.status, 400, JSON.stringify(bad));
  }
  assert.is((await health()).tournaments, count, 'no refused division was created');
  const del = await c.json(`/admin/e/${ev}/delete`, { confirm: 'yes' });
  assert.is(del.status, 400, 'an event with divisions is not deleted');
  assert.is((await c.json('/admin/e/no-such-event/banner', { banner: 'x' })).status, 404);
  // Once its division is deleted, the event can be.
  await c.act(`/admin/t/${d}/delete`, { confirm: 'yes' });
  const events = (await health()).events;
  assert.ok((await c.act(`/admin/e/${ev}/delete`, { confirm: 'yes' })).ok);
  assert.is((await health()).events, events - 1);
  assert.is((await c.get(`/e/${ev}/state.json`)).status, 404);
});

t(
  'CONTRACT 11: two divisions on two shared courts never put two matches on one court, a shared player is on one court at most, ' +
    'and a freed court is filled in the same write',
  async () => {
    const ev = (await c.act('/admin/events/new', { name: 'Venue Day', date: '2026-07-06', courtCount: 2 })).slug!;
    // Team 1 of each division has the same player, written differently.
    const a = await division(c, ev, 'Men Open', 4, { stages: 'pool' }, ['José Díaz\nAl']);
    const b = await division(c, ev, 'Coed B', 4, { stages: 'pool' }, ['jose  diaz\nBo']);
    const shared = ['Men Open 1', 'Coed B 1'];
    for (const slug of [a, b]) await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
    await c.act(`/admin/t/${a}/phase`, { phase: 'live' });
    await c.act(`/admin/t/${b}/phase`, { phase: 'live' });
    let held = await checkVenue(c, [a, b], shared);
    assert.is(held.size, 2, 'both venue courts took a match');
    // Finals one after another: every write leaves the venue consistent and its free courts filled while matches wait.
    for (let round = 0; round < 12; round++) {
      const [court, where] = [...held][0] ?? [];
      if (!where) break;
      const [slug, match] = where.split('/') as [string, string];
      await c.act(`/admin/t/${slug}/score`, { match, sets: '21-15' });
      held = await checkVenue(c, [a, b], shared);
      const waiting = (await Promise.all([a, b].map((s) => c.state(s)))).some((s) => s.upNext.length > 0);
      if (waiting) assert.ok(held.has(court!) || held.size > 0, 'a freed court is filled when matches wait');
    }
    const sa = await c.state(a);
    const sb = await c.state(b);
    assert.is(sa.event?.slug ?? ev, ev);
    assert.ok(sa.courts.length + sb.courts.length > 0);
  },
);

t('CONTRACT 11: event desk actions answer as SPEC 4.4 and refuse bad bodies with 400', async () => {
  const ev = (await c.act('/admin/events/new', { name: 'Desk Day', date: '2026-07-07', courtCount: 3 })).slug!;
  const d = await division(c, ev, 'Desk Div', 4, { stages: 'pool' });
  await c.act(`/admin/t/${d}/generate`, { what: 'pools', poolSize: 4 });
  await c.act(`/admin/t/${d}/phase`, { phase: 'live' });
  assert.ok((await c.act(`/admin/e/${ev}/banner`, { banner: 'Lunch at noon' })).ok);
  assert.ok((await c.act(`/admin/e/${ev}/broadcast`, { text: 'Court 3 is wet' })).ok);
  const s = await c.state(d);
  assert.ok(
    s.recentAlerts.some((x: { text: string }) => x.text.includes('Court 3 is wet')),
    "the broadcast reached the division's alerts",
  );
  assert.ok((await c.act(`/admin/e/${ev}/court`, { court: 3, op: 'pause', reason: 'wet' })).ok);
  const paused = await c.state(d);
  assert.is(paused.courts.find((x: { court: number }) => x.court === 3).status, 'paused', "the division's court 3 is paused too");
  assert.is((await c.json(`/admin/e/${ev}/court`, { court: 3, op: 'pause' })).status, 400, 'pausing a paused court is refused');
  assert.is((await c.json(`/admin/e/${ev}/court`, { court: 99, op: 'pause' })).status, 400);
  assert.is((await c.json(`/admin/e/${ev}/swap`, { division: 'nope', match: 'x', court: 1 })).status, 400);
  assert.is((await c.json(`/admin/e/${ev}/broadcast`, { text: '' })).status, 400);
  assert.is((await c.json(`/admin/e/${ev}/delete`, {})).status, 400, 'delete needs confirm=yes');
});

t('CONTRACT 11: the event desk pushes back a waiting match of a division and swaps a live one onto a free venue court', async () => {
  const ev = (await c.act('/admin/events/new', { name: 'Swap Day', date: '2026-07-08', courtCount: 3 })).slug!;
  const d = await division(c, ev, 'Swap Div', 4, { stages: 'pool' });
  await c.act(`/admin/t/${d}/generate`, { what: 'pools', poolSize: 4 });
  await c.act(`/admin/t/${d}/phase`, { phase: 'live' });
  const before = await c.state(d);
  const waiting = before.upNext[0];
  const queued = before.upNext.map((e: { id: string }) => e.id);
  const pushed = await c.act(`/admin/e/${ev}/pushback`, { division: d, match: waiting.id });
  assert.ok(pushed.ok, pushed.msg);
  const after = (await c.state(d)).upNext.map((e: { id: string }) => e.id);
  assert.ok(after.indexOf(waiting.id) > queued.indexOf(waiting.id), 'the match moved later in the queue');

  const live = before.courts.find((x: { match: unknown }) => x.match);
  const free = before.courts.find((x: { match: unknown; status: string }) => !x.match && x.status === 'open');
  assert.ok(live && free, 'a live court and a free open court');
  const swapped = await c.act(`/admin/e/${ev}/swap`, { division: d, match: live.match.id, court: free.court });
  assert.ok(swapped.ok, swapped.msg);
  const moved = (await c.state(d)).courts.find((x: { court: number }) => x.court === free.court);
  assert.is(moved.match?.id, live.match.id, 'the live match now plays on the free court');
  await checkVenue(c, [d]);
});

t(
  "CONTRACT 11: a division's state.json names its event, lists its venue courts, shows another division's match as elsewhere, " +
    'and plans upNext venue-wide; a lone tournament shows event null',
  async () => {
    const lone = await c.create({ name: 'Lone Cup' });
    const ls = await c.state(lone);
    assert.is(ls.event, null);
    assert.ok(ls.courts.every((x: { elsewhere: unknown }) => x.elsewhere === null));
    const ev = (await c.act('/admin/events/new', { name: 'Split Day', date: '2026-07-08', courtCount: 3 })).slug!;
    const a = await division(c, ev, 'Split A', 4, { stages: 'pool', courts: '1-2' });
    const b = await division(c, ev, 'Split B', 4, { stages: 'pool', courts: '2-3' });
    for (const slug of [a, b]) await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
    await c.act(`/admin/t/${a}/phase`, { phase: 'live' });
    await c.act(`/admin/t/${b}/phase`, { phase: 'live' });
    const sa = await c.state(a);
    const sb = await c.state(b);
    assert.equal(sa.event, { slug: ev, name: 'Split Day' });
    assert.equal(
      sa.courts.map((x: { court: number }) => x.court),
      [1, 2],
    );
    assert.equal(
      sb.courts.map((x: { court: number }) => x.court),
      [2, 3],
    );
    // Court 2 is shared: whichever division plays there, the other shows it as elsewhere with no match.
    const twoA = sa.courts.find((x: { court: number }) => x.court === 2);
    const twoB = sb.courts.find((x: { court: number }) => x.court === 2);
    assert.ok(twoA.match || twoB.match, 'the shared court took a match');
    const [mine, other, otherSlug, otherName] = twoA.match ? [twoA, twoB, a, 'Split A'] : [twoB, twoA, b, 'Split B'];
    assert.is(mine.elsewhere, null);
    assert.is(other.match, null);
    assert.equal(other.elsewhere, { slug: otherSlug, name: otherName });
    // upNext is the division's share of the venue plan: only courts it may use.
    assert.ok(sa.upNext.length > 0);
    assert.ok(sa.upNext.every((e: { court: number }) => e.court === 1 || e.court === 2));
    assert.ok(sb.upNext.every((e: { court: number }) => e.court === 2 || e.court === 3));
  },
);

t(
  'a player in two teams keeps their matches off two courts at once until the event desk tells the two namesakes apart (unlink)',
  async () => {
    const ev = (await c.act('/admin/events/new', { name: 'Namesake Day', date: '2026-07-11', courtCount: 2 })).slug!;
    // Teams t1 and t2 both list "Sam Lee"; round 1 is t1 v t4 and t2 v t3.
    const d = await division(c, ev, 'Namesake', 4, { stages: 'pool' }, ['Sam Lee\nAnn', 'sam lee\nBob', 'Cy\nDee', 'Eve\nFay']);
    await c.act(`/admin/t/${d}/generate`, { what: 'pools', poolSize: 4 });
    await c.act(`/admin/t/${d}/phase`, { phase: 'live' });
    const busy = async () => (await c.state(d)).courts.filter((x: { match: unknown }) => x.match).length;
    assert.is(await busy(), 1, 'the shared player is on one court only');
    assert.is((await c.json(`/admin/e/${ev}/unlink`, { a: `${d}/t1/1`, b: `${d}/t2/1` })).status, 400, 'Ann and Bob are not linked');
    assert.is((await c.json(`/admin/e/${ev}/unlink`, { a: 'nonsense', b: `${d}/t2/0` })).status, 400);
    assert.is(await busy(), 1, 'refused unlinks changed nothing');
    assert.ok((await c.act(`/admin/e/${ev}/unlink`, { a: `${d}/t1/0`, b: `${d}/t2/0` })).ok);
    assert.is(await busy(), 2, 'told apart, both matches play at once: the free court was filled in the same write');
    assert.is((await c.json(`/admin/e/${ev}/unlink`, { a: `${d}/t2/0`, b: `${d}/t1/0` })).status, 400, 'already told apart');
    const body = await (await c.get(`/e/${ev}/state.json`)).text();
    assert.not.match(body.toLowerCase(), /sam lee/, 'the player name is not public');
  },
);

t(
  'CONTRACT 11: a team rests restMin minutes after its match: with every team resting, the freed courts stay empty and up next waits for the rest',
  async () => {
    const ev = (await c.act('/admin/events/new', { name: 'Rest Day', date: '2026-07-12', courtCount: 2, restMin: 120 })).slug!;
    const d = await division(c, ev, 'Rest', 4, { stages: 'pool' });
    await c.act(`/admin/t/${d}/generate`, { what: 'pools', poolSize: 4 });
    await c.act(`/admin/t/${d}/phase`, { phase: 'live' });
    let s = await c.state(d);
    const live = s.courts.filter((x: any) => x.match).map((x: any) => x.match.id);
    assert.is(live.length, 2, 'round 1 plays on both courts');
    for (const match of live) await c.act(`/admin/t/${d}/score`, { match, sets: '21-12' });
    s = await c.state(d);
    assert.is(s.courts.filter((x: any) => x.match).length, 0, 'all four teams rest: no match starts');
    assert.ok(s.upNext.length > 0);
    assert.ok(
      s.upNext.every((e: any) => e.etaMin >= 119),
      `every planned match waits for the rest: ${s.upNext.map((e: any) => e.etaMin)}`,
    );
  },
);

t(
  'a day of three divisions on three courts with shared players: after every final or forfeit, no court has two matches, no team or player is on two courts',
  async () => {
    const ev = (await c.act('/admin/events/new', { name: 'Busy Day', date: '2026-07-13', courtCount: 3 })).slug!;
    // The first two teams of every division share "Kim Park" (written three ways); the rest are distinct.
    const names = ['Kim Park', 'KIM  PARK', 'kím park'];
    const slugs: string[] = [];
    const shared: string[] = [];
    for (const [n, div] of ['Red', 'Blue', 'Green'].entries()) {
      const players = [`${names[n]}\n${div} A`, `Solo ${div}\n${div} B`, `${div} C\n${div} D`, `${div} E\n${div} F`, `${div} G\n${div} H`];
      const courts = n === 0 ? '1-2' : n === 1 ? '2-3' : '';
      slugs.push(await division(c, ev, `Busy ${div}`, 5, { stages: 'pool', courts }, players));
      shared.push(`Busy ${div} 1`);
    }
    for (const slug of slugs) await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 5 });
    for (const slug of slugs) await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
    let seed = 7;
    const pick = <T>(xs: T[]): T => {
      seed = (seed * 48271) % 2147483647;
      return xs[seed % xs.length]!;
    };
    let writes = 0;
    for (let step = 0; step < 40; step++) {
      const held = await checkVenue(c, slugs, shared);
      if (held.size === 0) break;
      const [slug, match] = pick([...held.values()]).split('/') as [string, string];
      if (step % 7 === 3) {
        const s = await c.state(slug);
        const m = s.courts.find((x: any) => x.match?.id === match).match;
        await c.act(`/admin/t/${slug}/forfeit`, { match, team: m.a.id });
      } else {
        await c.act(`/admin/t/${slug}/score`, { match, sets: step % 2 ? '21-18' : '15-21' });
      }
      writes++;
    }
    await checkVenue(c, slugs, shared);
    assert.ok(writes >= 20, `the day went on (${writes} results)`);
  },
);

t.run();
