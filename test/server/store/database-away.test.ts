// The database away (docs/api.md, Cluster): writes answer 503 {ok:false,error} and change nothing, reads serve the
// last state, and the instance recovers by itself once the database takes connections again. The database is closed
// to connections (its own, fresh one), never the PostgreSQL cluster other test files use.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import pg from 'pg';
import { key, serverFor } from '../../fixtures/server.js';
import { freshDatabase, type FreshDatabase } from '../../fixtures/postgres.js';

const t = suite('database away');
let db: FreshDatabase;
const env: Record<string, string | undefined> = {};
t.before(async () => {
  db = await freshDatabase('away');
  env.DATABASE_URL = db.url;
});
const { srv, c } = serverFor(t, { env });
t.after(async () => {
  await db.drop();
});

/** Runs SQL on the maintenance database as the test role (which owns the fresh database). */
async function admin(sql: string): Promise<void> {
  const q = new pg.Client({ connectionString: db.url.replace(/\/[^/]+$/, '/postgres') });
  await q.connect();
  try {
    await q.query(sql);
  } finally {
    await q.end();
  }
}

t('writes answer 503 and change nothing while the database is away; reads go on; it recovers by itself', async () => {
  const slug = await c.create({ name: 'Away Cup', courtCount: 1 });
  for (let i = 0; i < 4; i++) await c.act(`/admin/t/${slug}/team`, { op: 'add', name: `Away ${i}`, captain: 'C', players: 2 });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  const before = await c.state(slug);
  const live = before.courts.find((ct: any) => ct.match?.status === 'live');
  const point = (a: number) =>
    fetch(`${srv.base}/keeper/${slug}/${live.court}/live`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ k: key(slug, live.court), match: live.match.id, a, b: 0, sets: [] }),
    });

  await admin(`ALTER DATABASE ${db.name} ALLOW_CONNECTIONS false`);
  await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${db.name}'`);
  try {
    const res = await point(3);
    assert.is(res.status, 503);
    const body = await res.json();
    assert.is(body.ok, false);
    assert.match(body.error, /database/i);
    const desk = await c.json(`/admin/t/${slug}/team`, { op: 'add', name: 'Late Comer', captain: 'C', players: 2 });
    assert.is(desk.status, 503, 'an organizer write answers 503 too');
    const form = await c.form(`/admin/t/${slug}/team`, { op: 'add', name: 'Late Comer', captain: 'C', players: 2 });
    assert.is(form.status, 503, 'a form gets its page with the error');
    assert.match(await form.text(), /database/i);
    const health = await (await fetch(`${srv.base}/healthz`)).json();
    assert.is(health.database, 'down');
    const during = await c.state(slug);
    assert.equal(during.courts, before.courts, 'reads serve the last state');
  } finally {
    await admin(`ALTER DATABASE ${db.name} ALLOW_CONNECTIONS true`);
  }
  let status = 0;
  for (let i = 0; i < 100 && status !== 200; i++) {
    status = (await point(4)).status;
    if (status !== 200) await new Promise((r) => setTimeout(r, 100));
  }
  assert.is(status, 200, 'writes work again without a restart');
  const after = await c.state(slug);
  assert.equal(after.courts.find((ct: any) => ct.court === live.court).match.live, [4, 0]);
  assert.not.ok(
    after.teams.some((x: any) => x.name === 'Late Comer'),
    'the refused writes changed nothing',
  );
});

t.run();
