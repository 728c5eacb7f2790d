// Two servers on one PostgreSQL database (docs/architecture.md, Cluster mode): a session made on one works on the
// other and a logout on one ends it on both; a write on A is seen on B's state.json and /ws; a keeper write on B lands
// after A's; rate limits and the court engine's tick hold across both.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Client, Feed, key, PASSWORD, serverFor } from '../../fixtures/server.js';
import pg from 'pg';
import { freshDatabase, type FreshDatabase } from '../../fixtures/postgres.js';

const t = suite('two servers on one PostgreSQL');
let db: FreshDatabase;
// Filled in before the servers start (uvu runs hooks in the order they were registered).
const env: Record<string, string | undefined> = { TICK_MS: '50', RATE_LIMITS: 'on' };
t.before(async () => {
  db = await freshDatabase('two_servers');
  env.DATABASE_URL = db.url;
});
const A = serverFor(t, { env });
const B = serverFor(t, { env, login: false });
t.after(async () => {
  await db.drop();
});

/** Polls until `check` resolves truthy (another instance hears of a change through LISTEN/NOTIFY, or by polling). */
async function until<T>(check: () => Promise<T | null | undefined | false>, what: string, ms = 8_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const got = await check();
    if (got) return got;
    if (Date.now() > end) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const onB = (cookie = '') => {
  const c = new Client(B.srv.base);
  c.cookie = cookie;
  return c;
};

t('both say they are on PostgreSQL, each with its own instance id', async () => {
  const [ha, hb] = await Promise.all([A.srv, B.srv].map(async (s) => (await fetch(`${s.base}/healthz`)).json()));
  assert.is(ha.store, 'postgres');
  assert.is(hb.store, 'postgres');
  assert.is(ha.database, 'up');
  assert.type(ha.instance, 'string');
  assert.is.not(ha.instance, hb.instance);
});

t('a session made on A works on B at once; a logout on A ends it on B', async () => {
  const c = new Client(A.srv.base);
  await c.login('Desk Bo');
  const b = onB(c.cookie);
  assert.is((await b.get('/admin')).status, 200, 'the cookie opens the desk on B');
  await c.get('/admin/logout');
  const res = await b.get('/admin');
  assert.is(res.status, 303, 'logged out on A, B sends the browser to the login');
});

t('a tournament created and written on A is seen on B (state.json and /ws); a keeper write on B goes on from it', async () => {
  const slug = await A.c.create({ name: 'Twin Court Open', courtCount: 2 });
  for (let i = 0; i < 4; i++) await A.c.act(`/admin/t/${slug}/team`, { op: 'add', name: `Twin ${i}`, captain: 'C', players: 2 });
  await A.c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  await A.c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  const b = onB();
  const s = await until(async () => {
    const st = await b.state(slug).catch(() => null);
    return st?.phase === 'live' ? st : null;
  }, 'B shows the live tournament');
  const live = s.courts.find((ct: any) => ct.match?.status === 'live');
  const { court } = live;
  const match = live.match.id;
  const feed = new Feed(`${B.srv.base.replace('http', 'ws')}/ws/${slug}`);
  await feed.opened;
  const post = (base: string, a: number) =>
    fetch(`${base}/keeper/${slug}/${court}/live`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ k: key(slug, court), match, a, b: 0, sets: [] }),
    });
  assert.is((await post(A.srv.base, 5)).status, 200);
  const shown = (doc: any) => doc.courts?.find((ct: any) => ct.court === court)?.match?.live;
  await feed.until((doc) => JSON.stringify(shown(doc)) === JSON.stringify([5, 0]));
  // B writes the next point without waiting: it starts from A's state, and A sees it.
  assert.is((await post(B.srv.base, 6)).status, 200);
  await until(async () => JSON.stringify(shown(await A.c.state(slug))) === JSON.stringify([6, 0]), 'A shows B’s point');
  assert.equal(shown(await b.state(slug)), [6, 0]);
  feed.close();
  // Deleted on A, gone on B.
  await A.c.act(`/admin/t/${slug}/delete`, { confirm: 'yes' });
  await until(async () => (await b.get(`/t/${slug}/state.json`)).status === 404, 'B forgets the deleted tournament');
});

t('concurrent organizer writes spread over A and B all land, one after another', async () => {
  const slug = await A.c.create({ name: 'Spread Cup', courtCount: 1 });
  const b = onB();
  await b.login('Desk Cy');
  await until(async () => (await b.get(`/t/${slug}/state.json`)).status === 200, 'B knows the tournament');
  const adds = Array.from({ length: 12 }, (_, i) =>
    (i % 2 ? b : A.c).act(`/admin/t/${slug}/team`, { op: 'add', name: `Spread ${i}`, captain: 'C', players: 2 }),
  );
  const answers = await Promise.all(adds);
  assert.ok(
    answers.every((r) => r.ok),
    JSON.stringify(answers.filter((r) => !r.ok)),
  );
  const teams = await until(async () => {
    const st = await b.state(slug);
    return st.teams?.length === 12 ? st.teams : null;
  }, 'B shows all twelve teams');
  assert.is(new Set(teams.map((x: any) => x.name)).size, 12);
  assert.is((await A.c.state(slug)).teams.length, 12, 'A shows the same twelve');
});

t('the court engine of a live tournament loaded on both ticks on one of them: one lease, one holder', async () => {
  const slug = await A.c.livePools('Lease Cup', 4, 1);
  await until(
    async () =>
      (
        await onB()
          .state(slug)
          .catch(() => null)
      )?.phase === 'live',
    'B has it loaded, live',
  );
  const q = new pg.Client({ connectionString: db.url });
  await q.connect();
  try {
    const ids = await Promise.all([A.srv, B.srv].map(async (s) => (await (await fetch(`${s.base}/healthz`)).json()).instance));
    const holders = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const { rows } = await q.query('SELECT holder FROM leases WHERE name = $1', [`tick:${slug}`]);
      assert.ok(rows.length <= 1, 'one lease row per tournament');
      if (rows[0]) holders.add(rows[0].holder);
      await new Promise((r) => setTimeout(r, 60));
    }
    assert.is(holders.size, 1, `one holder across rounds: ${[...holders]}`);
    assert.ok(ids.includes([...holders][0]), 'held by one of the two instances');
  } finally {
    await q.end();
  }
});

t('an event and its divisions made on A are served by B; a keeper point on B reaches the venue document on A', async () => {
  const ev = (await A.c.act('/admin/events/new', { name: 'Twin Venue', date: '2026-07-09', courtCount: 2, restMin: 5 })).slug!;
  const divisions: string[] = [];
  for (const div of ['North', 'South']) {
    const slug = await A.c.create({ name: `Twin ${div}`, event: ev, stages: 'pool' });
    for (let i = 1; i <= 4; i++) await A.c.act(`/admin/t/${slug}/team`, { op: 'add', name: `${div} ${i}`, captain: 'C', players: 2 });
    await A.c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
    await A.c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
    divisions.push(slug);
  }
  const b = onB();
  const venueOn = async (c: Client) => {
    const res = await c.get(`/e/${ev}/state.json`);
    return res.status === 200 ? ((await res.json()) as any) : null;
  };
  const same = (x: any, y: any) => JSON.stringify({ ...x, generatedAt: 0 }) === JSON.stringify({ ...y, generatedAt: 0 });
  const onA = await venueOn(A.c);
  const court = onA.courts.find((ct: any) => ct.match);
  assert.ok(court, 'a venue court is playing');
  await until(async () => same(await venueOn(b), await venueOn(A.c)), 'B serves the venue document A does');
  const division: string = court.division.slug;
  assert.ok(divisions.includes(division));
  const res = await fetch(`${B.srv.base}/keeper/${division}/${court.court}/live`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ k: key(division, court.court), match: court.match.id, a: 3, b: 1, sets: [] }),
  });
  assert.is(res.status, 200, await res.clone().text());
  await until(async () => {
    const v = await venueOn(A.c);
    return JSON.stringify(v.courts.find((ct: any) => ct.court === court.court)).includes('[3,1]');
  }, 'A shows B’s point in the venue document');
});

// Last: it leaves this address blocked from logging in on both servers.
t('failed logins on A count on B: past the limit B answers 429', async () => {
  const a = new Client(A.srv.base);
  let status = 0;
  for (let i = 0; i < 30 && status !== 429; i++) status = (await a.form('/admin/login', { password: 'wrong', next: '/admin' })).status;
  assert.is(status, 429, 'A blocks the address');
  const b = onB();
  await until(async () => (await b.form('/admin/login', { password: PASSWORD, next: '/admin' })).status === 429, 'B blocks it too');
});

t.run();
