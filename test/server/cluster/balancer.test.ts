// The load balancer of `npm run cluster` (scripts/cluster/balancer.ts; docs/operating.md, Cluster mode) in front of three
// real servers: requests go round-robin, bodies and WebSocket upgrades pass through, a killed instance is skipped (a request
// it refused goes to another), a socket on it closes so its client reconnects elsewhere, and with none left the answer is 502.
// The servers here keep separate LMDB stores, so each is told apart by its number of tournaments in /healthz.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import WebSocket from 'ws';
import { type Balancer, startBalancer } from '../../../scripts/cluster/balancer.js';
import { Client, PASSWORD, type Srv, startServer, stopServer } from '../../fixtures/server.js';

const test = suite('balancer');
const servers: Srv[] = [];
let lb: Balancer;
let base = '';

/** Which server answered: server i (from 1) holds i tournaments. */
async function who(): Promise<number> {
  const res = await fetch(`${base}/healthz`);
  assert.is(res.status, 200);
  return ((await res.json()) as { tournaments: number }).tournaments;
}

test.before(async () => {
  for (let i = 1; i <= 3; i++) {
    const srv = await startServer();
    servers.push(srv);
    const c = new Client(srv.base);
    await c.login();
    // The same first tournament everywhere (so /ws/shared-cup exists on each), then i - 1 more.
    assert.is(await c.create({ name: 'Shared Cup' }), 'shared-cup');
    for (let n = 2; n <= i; n++) await c.create({ name: `Backend ${i} Cup ${n}` });
  }
  lb = await startBalancer({
    targets: servers.map((s) => ({ host: '127.0.0.1', port: s.port })),
    port: 0,
    host: '127.0.0.1',
    checkMs: 200,
  });
  base = `http://127.0.0.1:${lb.port}`;
});

test.after(async () => {
  await lb?.close();
  await Promise.all(servers.map(stopServer));
});

test('requests go round-robin over the instances', async () => {
  const seen: number[] = [];
  for (let i = 0; i < 6; i++) seen.push(await who());
  assert.equal(
    [...seen].sort((a, b) => a - b),
    [1, 1, 2, 2, 3, 3],
  );
  assert.is.not(seen[0], seen[1]);
});

test('a form post passes with its body and the answer keeps its cookie', async () => {
  const c = new Client(base);
  const ok = await c.login();
  assert.is(ok.status, 303);
  assert.ok(c.cookie.length > 0);
  const wrong = await c.form('/admin/login', { password: `${PASSWORD} not`, next: '/admin', name: 'Desk Ann' });
  assert.is(wrong.status, 401);
  assert.match(await wrong.text(), /password/i);
});

test('a WebSocket upgrade passes and the feed sends the document', async () => {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/ws/shared-cup`);
  const first = await new Promise<string>((resolve, reject) => {
    ws.once('message', (data) => resolve(String(data)));
    ws.once('error', reject);
  });
  assert.is(JSON.parse(first).slug, 'shared-cup');
  ws.close();
});

test('a killed instance is skipped at once and its sockets close', async () => {
  // A subscriber on each instance (round-robin puts three in a row on three instances).
  const subs = await Promise.all(
    [0, 1, 2].map(
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(`${base.replace('http', 'ws')}/ws/shared-cup`);
          ws.once('message', () => resolve(ws));
          ws.once('error', reject);
        }),
    ),
  );
  const closed = subs.map((ws) => new Promise<void>((resolve) => ws.once('close', () => resolve())));
  await servers[1]!.stop('SIGKILL');
  // No health check has run yet: the refused connections are retried on the others, none fails.
  const seen = new Set<number>();
  for (let i = 0; i < 6; i++) seen.add(await who());
  assert.equal(
    [...seen].sort((a, b) => a - b),
    [1, 3],
  );
  assert.equal(
    lb.status().map((s) => s.up),
    [true, false, true],
  );
  // The subscriber on the killed instance sees its socket close (and would reconnect through the balancer).
  const first = await Promise.race([...closed.map((p, i) => p.then(() => i)), new Promise<number>((r) => setTimeout(() => r(-1), 5_000))]);
  assert.is.not(first, -1);
  const still = subs.filter((ws) => ws.readyState === WebSocket.OPEN).length;
  assert.is(still, 2);
  for (const ws of subs) ws.close();
});

test('with every instance gone the answer is 502 with a sentence', async () => {
  await servers[0]!.stop('SIGKILL');
  await servers[2]!.stop('SIGKILL');
  const res = await fetch(`${base}/healthz`);
  assert.is(res.status, 502);
  assert.match(await res.text(), /No Courtside instance answered/);
});

test.run();
