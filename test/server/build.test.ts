// The production path: the compiled server (plain node, no TypeScript loader) serves pages whose
// script tags resolve to hashed, immutable, source-mapped bundles from the Vite build.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { compiledServerArgs } from '../../server/process/paths.js';
import { serverFor } from '../fixtures/server.js';
import { hasChrt, prioritiesWhen, SCHED_IDLE, threadPriorities } from '../fixtures/thread-priorities.js';

const t = suite('compiled server and client build');
// Registered before the server's own hook, so the build is there when the server starts.
t.before(() => {
  // Builds only what is stale, as `npm start` does.
  const built = spawnSync(process.execPath, ['scripts/build.mjs', 'client', 'server'], { encoding: 'utf8' });
  assert.is(built.status, 0, `build failed:\n${built.stdout}\n${built.stderr}`);
});
// As production runs it (the Dockerfile, npm start): V8's background threads lowered by the preload.
const ARGS = compiledServerArgs(join('dist', 'server', 'main.js'));
const { srv, c } = serverFor(t, { args: ARGS });

const srcs = (page: string, pattern: RegExp) => [...page.matchAll(pattern)].map((m) => m[1]!);

t('runs from dist/ with plain node and answers /healthz', async () => {
  assert.equal(srv.proc.spawnargs.slice(1), ARGS);
  const res = await c.get('/healthz');
  assert.is(res.status, 200);
  assert.is(((await res.json()) as { ok: boolean }).ok, true);
});

t("V8's background threads run at the lowest priority; the main thread and libuv's pool at the normal one", async () => {
  const base = threadPriorities(process.pid).main;
  const policy = hasChrt() ? SCHED_IDLE : base.policy;
  const { main, others } = await prioritiesWhen(srv.proc.pid!, (t) =>
    t.others.filter((p) => p.nice === 19).every((p) => p.policy === policy),
  );
  const seen = others.map((p) => `${p.nice}/${p.policy}`).join(' ');
  assert.equal(main, base);
  assert.ok(others.filter((p) => p.nice === 19 && p.policy === policy).length >= 4, `lowered: ${seen}`);
  assert.ok(others.filter((p) => p.nice === base.nice && p.policy === base.policy).length >= 4, `normal: ${seen}`);
});

t('each public page loads its entry from /assets: immutable, JavaScript, with source maps', async () => {
  const slug = await c.create({ name: 'Build Cup' });
  const reg = await c.json(`/t/${slug}/register`, {
    name: 'Sand Sharks',
    captain: 'Cap',
    phone: '555 123 4567',
    players: 2,
    playerNames: '',
  });
  const team = ((await reg.json()) as { team: string }).team;
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
      const json = (await map.json()) as { version: number; sources: string[] };
      assert.is(json.version, 3);
      assert.ok(json.sources.length > 0, `${url} map names its sources`);
      maps += 1;
    }
    assert.ok(maps > 0, `${path}: the code it loads is source-mapped`);
  }
});

/** The raw answer (fetch would undo the coding): status, headers and the body's bytes as sent. */
function raw(url: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

t('assets are sent brotli- or gzip-compressed as the client accepts, decoding to the plain bytes', async () => {
  const slug = await c.create({ name: 'Coded Cup' });
  const page = await (await c.get(`/t/${slug}/display`)).text();
  const entry = srcs(page, /<script type="module" src="([^"]+)"><\/script>/g)[0]!;
  const plain = readFileSync(join('dist/client', entry.replace(/^\/assets\//, '')));
  const url = srv.base + entry;

  const identity = await raw(url, {});
  assert.is(identity.status, 200);
  assert.is(identity.headers['content-encoding'], undefined);
  assert.match(String(identity.headers.vary), /Accept-Encoding/i);
  assert.ok(identity.body.equals(plain), 'no Accept-Encoding: the plain file');

  const cases: [string, string, (b: Buffer) => Buffer][] = [
    ['br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['br;q=0, gzip', 'gzip', gunzipSync],
    ['gzip;q=0.5, br;q=0.4', 'gzip', gunzipSync],
    ['*', 'br', brotliDecompressSync],
  ];
  for (const [accept, coding, decode] of cases) {
    const res = await raw(url, { 'accept-encoding': accept });
    assert.is(res.status, 200, accept);
    assert.is(res.headers['content-encoding'], coding, accept);
    assert.match(String(res.headers.vary), /Accept-Encoding/i, accept);
    assert.match(String(res.headers['content-type']), /^text\/javascript/, accept);
    assert.is(res.headers['cache-control'], 'public, max-age=31536000, immutable', accept);
    assert.is(Number(res.headers['content-length']), res.body.length, accept);
    assert.ok(res.body.length < plain.length, `${accept}: smaller than the plain file`);
    assert.ok(decode(res.body).equals(plain), `${accept}: decodes to the plain bytes`);
  }
  for (const accept of ['identity', 'br;q=0, gzip;q=0', 'deflate']) {
    const res = await raw(url, { 'accept-encoding': accept });
    assert.is(res.headers['content-encoding'], undefined, accept);
    assert.ok(res.body.equals(plain), accept);
  }

  const head = await raw(url, { 'accept-encoding': 'br' }, 'HEAD');
  assert.is(head.status, 200);
  assert.is(head.headers['content-encoding'], 'br');
  assert.ok(Number(head.headers['content-length']) > 0);
  assert.is(head.body.length, 0);

  // A file the build did not compress (no siblings) is sent plain.
  const lone = 'zz-uncompressed-test.js';
  writeFileSync(join('dist/client', lone), 'export const x = 1;\n'.repeat(50));
  try {
    const res = await raw(`${srv.base}/assets/${lone}`, { 'accept-encoding': 'br, gzip' });
    assert.is(res.status, 200);
    assert.is(res.headers['content-encoding'], undefined);
    assert.is(res.body.toString(), 'export const x = 1;\n'.repeat(50));
  } finally {
    rmSync(join('dist/client', lone), { force: true });
  }

  // Nothing outside dist/client, nor its dot folders, coded or not.
  for (const path of [
    '/assets/%2e%2e/package.json',
    '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    '/assets/..%5c..%5cpackage.json',
    '/assets/.vite/manifest.json',
    '/assets/%2evite/manifest.json',
  ]) {
    const res = await raw(srv.base + path, { 'accept-encoding': 'br, gzip' });
    assert.ok(res.status === 404 || res.status === 403 || res.status === 400, `${path}: ${res.status}`);
    assert.is(res.headers['content-encoding'], undefined, path);
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
