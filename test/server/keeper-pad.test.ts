// The keeper pad's page, web app manifest and service worker over HTTP: what a phone needs to install the pad and open it offline.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { key, serverFor } from '../fixtures/server.js';

test.before(() => {
  // the service worker is served from the client build (built here only when stale, before the server starts)
  const built = spawnSync(process.execPath, ['scripts/build.mjs', 'client'], { encoding: 'utf8' });
  assert.is(built.status, 0, built.stderr);
});
const { srv, c } = serverFor(test);
let slug = '';

test.before(async () => {
  slug = await c.create({ name: 'Manifest Cup', courtCount: 2 });
});

test('the pad page links a manifest per court that opens that court with its key, and names its service worker', async () => {
  const k = key(slug, 2);
  const page = await (await fetch(`${srv.base}/keeper/${slug}/2?k=${k}`)).text();
  assert.match(page, new RegExp(`<link rel="manifest" href="/keeper/${slug}/2/manifest.webmanifest\\?k=${k}">`));
  assert.match(page, /<keeper-pad [^>]*data-sw="\/keeper\/sw.js"/);
  const res = await fetch(`${srv.base}/keeper/${slug}/2/manifest.webmanifest?k=${k}`);
  assert.is(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^application\/manifest\+json/);
  const manifest = (await res.json()) as Record<string, any>;
  assert.is(manifest.start_url, `/keeper/${slug}/2?k=${k}`);
  assert.is(manifest.scope, '/keeper/');
  assert.is(manifest.display, 'standalone');
  assert.is(manifest.short_name, 'Court 2');
  assert.ok(manifest.icons.length > 0);
});

test('the manifest answers like the page: 403 for a key of another court, 404 for an unknown court', async () => {
  assert.is((await fetch(`${srv.base}/keeper/${slug}/1/manifest.webmanifest?k=${key(slug, 2)}`)).status, 403);
  assert.is((await fetch(`${srv.base}/keeper/${slug}/9/manifest.webmanifest?k=${key(slug, 9)}`)).status, 404);
});

test('the service worker is JavaScript at a fixed address whose scope covers every pad, revalidated on each check', async () => {
  const res = await fetch(`${srv.base}/keeper/sw.js`);
  assert.is(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /javascript/);
  assert.is(res.headers.get('cache-control'), 'no-cache');
  assert.match(await res.text(), /courtside-keeper-v\d/);
});

test.run();
