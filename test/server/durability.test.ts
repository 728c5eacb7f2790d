// Durability and lifecycle (docs/operating.md, Starting and stopping; docs/api.md, Persistence and pushes): SIGKILL loses no answered
// write, SIGTERM exits 0 fast, secrets persist.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Client, Feed, key, removeDir, sleep, startServer, tempDir } from '../fixtures/server.js';

const t = suite('durability');

t('SIGKILL during a stream of writes: after a restart every answered write is there and keeper keys still work', async () => {
  const dataDir = tempDir();
  const first = await startServer({ dataDir });
  const c = new Client(first.base);
  await c.login();
  const slug = await c.create({ name: 'Crash Cup', courtCount: 2 });
  const answered: string[] = [];
  let stop = false;
  const writer = async (lane: number) => {
    for (let i = 0; !stop; i++) {
      const name = `L${lane} T${i}`;
      const res = await c.json(`/admin/t/${slug}/team`, { op: 'add', name, captain: 'C', players: 2 }).catch(() => null);
      if (!res) return; // the process is gone; this write was never answered
      if (res.status === 200) answered.push(name);
    }
  };
  const lanes = [0, 1, 2, 3].map(writer);
  while (answered.length < 40) await sleep(5);
  first.proc.kill('SIGKILL');
  stop = true;
  await Promise.all(lanes);
  await first.stop();

  const second = await startServer({ dataDir });
  try {
    const s = await new Client(second.base).state(slug);
    const names = new Set(s.teams.map((x: any) => x.name));
    for (const name of answered) assert.ok(names.has(name), `answered write "${name}" survived`);
    assert.ok(answered.length >= 40);
    const page = await fetch(`${second.base}/keeper/${slug}/2?k=${key(slug, 2)}`);
    assert.is(page.status, 200);
  } finally {
    await second.stop();
    removeDir(dataDir);
  }
});

t('SIGTERM with open sockets exits 0 within 5 s', async () => {
  const srv = await startServer();
  const c = new Client(srv.base);
  await c.login();
  const slug = await c.create({ name: 'Term Cup' });
  const feed = new Feed(`${srv.base.replace('http', 'ws')}/ws/${slug}`);
  await feed.opened;
  await c.get('/healthz');
  const { code, ms } = await srv.stop('SIGTERM');
  assert.is(code, 0);
  assert.ok(ms < 5_000, `took ${ms} ms`);
  removeDir(srv.dataDir);
});

t('without SESSION_SECRET and ADMIN_PASSWORD both are generated once, stored and reused across restarts', async () => {
  const dataDir = tempDir();
  const env = { SESSION_SECRET: undefined, ADMIN_PASSWORD: undefined };
  const first = await startServer({ dataDir, env });
  const password = /organizer password[^:]*: (\S+)/.exec(first.output())?.[1];
  assert.ok(password, 'the generated password is printed');
  assert.match(first.output(), /warning: SESSION_SECRET/);
  const c = new Client(first.base);
  const login = await c.form('/admin/login', { password: password!, next: '/admin' });
  assert.is(login.status, 303);
  c.cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const slug = await c.create({ name: 'Secret Cup', courtCount: 1 });
  const sheet = await (await c.get(`/admin/t/${slug}/keeper-qr`)).text();
  const link = /\/keeper\/[^/]+\/1\?k=[A-Za-z0-9_-]{43}/.exec(sheet)?.[0];
  assert.ok(link, 'the keeper sheet links court 1');
  assert.is((await fetch(first.base + link)).status, 200);
  await first.stop();

  const second = await startServer({ dataDir, env });
  try {
    assert.is(/organizer password[^:]*: (\S+)/.exec(second.output())?.[1], password, 'the same password');
    assert.is((await fetch(second.base + link)).status, 200, 'keeper QR codes survive a restart');
    const again = new Client(second.base);
    again.cookie = c.cookie;
    assert.is((await again.get('/admin')).status, 200, 'sessions survive a restart too');
  } finally {
    await second.stop();
    removeDir(dataDir);
  }
});

t.run();
