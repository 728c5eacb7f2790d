// The production path: the compiled server (plain node, no TypeScript loader) serves pages whose
// script tags resolve to hashed, immutable, source-mapped bundles from the Vite build.
import { spawnSync } from 'node:child_process';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Client, startServer, stopServer, type Srv } from './helpers.js';

const t = suite('compiled server and client build');
let srv: Srv;
let c: Client;

t.before(async () => {
  // Builds only what is stale, as `npm start` does.
  const built = spawnSync(process.execPath, ['scripts/build.mjs', 'client', 'server'], { encoding: 'utf8' });
  assert.is(built.status, 0, `build failed:\n${built.stdout}\n${built.stderr}`);
  srv = await startServer({ args: ['--enable-source-maps', 'dist/server/main.js'] });
  c = new Client(srv.base);
  await c.login();
});
t.after(async () => {
  await stopServer(srv);
});

const srcs = (page: string, pattern: RegExp) => [...page.matchAll(pattern)].map((m) => m[1]!);

t('runs from dist/ with plain node and answers /healthz', async () => {
  assert.equal(srv.proc.spawnargs.slice(1), ['--enable-source-maps', 'dist/server/main.js']);
  const res = await c.get('/healthz');
  assert.is(res.status, 200);
  assert.is((await res.json() as { ok: boolean }).ok, true);
});

t('each public page loads its entry from /assets: immutable, JavaScript, with source maps', async () => {
  const slug = await c.create({ name: 'Build Cup' });
  const reg = await c.json(`/t/${slug}/register`, { name: 'Sand Sharks', captain: 'Cap', phone: '555 123 4567', players: 2, playerNames: '' });
  const team = (await reg.json() as { team: string }).team;
  for (const path of [`/t/${slug}/teams/${team}`, `/t/${slug}/display`]) {
    const page = await (await c.get(path)).text();
    const scripts = srcs(page, /<script type="module" src="([^"]+)"><\/script>/g);
    assert.is(scripts.length, 1, `${path}: one entry script`);
    assert.match(scripts[0]!, /^\/assets\/[\w-]+-[\w-]{8}\.js$/, `${path}: a hashed file name`);
    const preloads = srcs(page, /<link rel="modulepreload" href="([^"]+)">/g);
    let maps = 0;
    for (const url of [...scripts, ...preloads]) {
      const res = await c.get(url);
      assert.is(res.status, 200, url);
      assert.is(res.headers.get('cache-control'), 'public, max-age=31536000, immutable', url);
      assert.match(res.headers.get('content-type') ?? '', /javascript/, url);
      const mapRef = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(await res.text());
      if (!mapRef) continue;
      const map = await c.get(new URL(mapRef[1]!, srv.base + url).pathname);
      assert.is(map.status, 200, `${url} map`);
      const json = await map.json() as { version: number; sources: string[] };
      assert.is(json.version, 3);
      assert.ok(json.sources.length > 0, `${url} map names its sources`);
      maps += 1;
    }
    assert.ok(maps > 0, `${path}: the code it loads is source-mapped`);
  }
});

t('an unknown asset is a 404 that no cache keeps for good', async () => {
  const res = await c.get('/assets/no-such-file-12345678.js');
  assert.is(res.status, 404);
  assert.not.match(res.headers.get('cache-control') ?? '', /immutable/);
  // The manifest is the server's business, not the public's.
  assert.is((await c.get('/assets/.vite/manifest.json')).status, 404);
});

t.run();
