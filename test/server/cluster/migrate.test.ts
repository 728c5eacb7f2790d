// `npm run migrate` (scripts/migrate.ts; docs/operating.md, Moving from LMDB to PostgreSQL): tournaments and an event made
// on a real server over LMDB, copied into a fresh PostgreSQL database, then served by a server on that database: the same
// state.json for each, the same events log, the same organizer session, keeper keys and generated password; a second
// copy into the same database is refused unless --force.
import { spawnSync } from 'node:child_process';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type FreshDatabase, freshDatabase } from '../../fixtures/postgres.js';
import { Client, key, removeDir, type Srv, startServer, tempDir } from '../../fixtures/server.js';

const test = suite('migrate');
const dataDir = tempDir();
let db: FreshDatabase;
let pgSrv: Srv | null = null;
const slugs: string[] = [];
let eventSlug = '';
let cookie = '';
const before = new Map<string, { state: unknown; events: unknown }>();
let eventBefore: unknown;
let generatedPassword = '';

/** The migrate command as an operator runs it (npm run migrate is `tsx scripts/migrate.ts`). */
function migrateCli(args: string[]): { status: number | null; out: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts', ...args], { encoding: 'utf8' });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

const comparable = (doc: { generatedAt?: number }) => ({ ...doc, generatedAt: 0 });

test.before(async () => {
  try {
    await setUp();
  } catch (err) {
    // uvu drops an error thrown by a `before` hook without a word: say why here.
    console.error(err);
    throw err;
  }
});

async function setUp(): Promise<void> {
  db = await freshDatabase('migrate');
  // ADMIN_PASSWORD unset: the server generates one and keeps it in LMDB; the copy must carry it.
  const lmdb = await startServer({ dataDir, env: { ADMIN_PASSWORD: undefined } });
  generatedPassword = /organizer password \(generated[^)]*\): (\S+)/.exec(lmdb.output())?.[1] ?? '';
  try {
    const c = new Client(lmdb.base);
    const login = await c.form('/admin/login', { password: generatedPassword, next: '/admin', name: 'Desk Mia' });
    assert.is(login.status, 303);
    c.cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    cookie = c.cookie;
    const live = await c.livePools('Moving Day Open', 8, 2);
    const doc = await c.state(live);
    const ct = doc.courts.find((x: { match: unknown }) => x.match);
    for (let i = 1; i <= 5; i++) {
      const res = await c.json(`/keeper/${live}/${ct.court}/live`, { k: key(live, ct.court), match: ct.match.id, a: i, b: 0, sets: [] });
      assert.is(res.status, 200);
    }
    await c.act(`/admin/t/${live}/broadcast`, { text: 'Moving soon' });
    slugs.push(live);
    slugs.push(await c.createWithTeams('Still Open Cup', 5));
    eventSlug = (await c.act('/admin/events/new', { name: 'Harbour Day', date: '2026-07-10', courtCount: 4 })).slug!;
    slugs.push(await c.create({ name: 'Harbour Men', event: eventSlug }));
    for (const slug of slugs) {
      before.set(slug, {
        state: comparable(await c.state(slug)),
        events: await (await c.get(`/admin/t/${slug}/events.json`)).json(),
      });
    }
    eventBefore = comparable(await (await c.get(`/e/${eventSlug}/state.json`)).json());
  } finally {
    await lmdb.stop();
  }
}

test.after(async () => {
  await pgSrv?.stop();
  removeDir(dataDir);
  await db?.drop();
});

test('copies every tournament, the event, settings and sessions, and says how many', () => {
  const r = migrateCli(['--to', db.url, '--from', dataDir]);
  assert.is(r.status, 0, r.out);
  assert.match(r.out, /copied 3 tournaments and 1 events/);
  assert.match(r.out, /1 organizer sessions/);
});

test('a server on the PostgreSQL database serves the same documents, session, keeper keys and password', async () => {
  pgSrv = await startServer({ env: { DATABASE_URL: db.url, ADMIN_PASSWORD: undefined } });
  const c = new Client(pgSrv.base);
  c.cookie = cookie;
  for (const slug of slugs) {
    assert.equal(comparable(await c.state(slug)), before.get(slug)!.state, `state.json of ${slug}`);
    const events = await c.get(`/admin/t/${slug}/events.json`);
    assert.is(events.status, 200, 'the organizer session came along');
    assert.equal(await events.json(), before.get(slug)!.events, `events log of ${slug}`);
  }
  assert.equal(comparable(await (await c.get(`/e/${eventSlug}/state.json`)).json()), eventBefore);
  // The generated secret came along: the same keeper keys score on the new store.
  const live = slugs[0]!;
  const doc = await c.state(live);
  const ct = doc.courts.find((x: { match: unknown }) => x.match);
  const res = await c.json(`/keeper/${live}/${ct.court}/live`, { k: key(live, ct.court), match: ct.match.id, a: 6, b: 0, sets: [] });
  assert.is(res.status, 200, await res.clone().text());
  // And the generated password.
  const fresh = new Client(pgSrv.base);
  const login = await fresh.form('/admin/login', { password: generatedPassword, next: '/admin', name: 'Desk Mia' });
  assert.is(login.status, 303);
});

test('a second copy into a database that holds data is refused, and --force copies over it', async () => {
  await pgSrv?.stop();
  pgSrv = null;
  const refused = migrateCli(['--to', db.url, '--from', dataDir]);
  assert.is(refused.status, 1);
  assert.match(refused.out, /already holds/);
  assert.match(refused.out, /--force/);
  const forced = migrateCli(['--to', db.url, '--from', dataDir, '--force']);
  assert.is(forced.status, 0, forced.out);
  assert.match(forced.out, /copied 3 tournaments/);
  // The copy replaced the slug: the point scored on PostgreSQL (6-0) gave way to LMDB's 5-0 again.
  pgSrv = await startServer({ env: { DATABASE_URL: db.url } });
  const c = new Client(pgSrv.base);
  assert.equal(comparable(await c.state(slugs[0]!)), before.get(slugs[0]!)!.state);
});

test('a folder that holds no store, or a target that is not a PostgreSQL URL, is refused with a sentence', () => {
  const empty = tempDir();
  try {
    const r = migrateCli(['--to', db.url, '--from', empty]);
    assert.is(r.status, 1);
    assert.match(r.out, /holds no LMDB store/);
  } finally {
    removeDir(empty);
  }
  const bad = migrateCli(['--to', 'mysql://x', '--from', dataDir]);
  assert.is(bad.status, 1);
  assert.match(bad.out, /must be a PostgreSQL URL/);
});

test.run();
