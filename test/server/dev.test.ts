// `npm run dev` (DEV=1): pages load the client from sources through Vite's middleware, with the wider CSP Vite needs;
// production pages keep the strict one.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverFor } from '../fixtures/server.js';

const t = suite('development server');
const { c } = serverFor(t, { env: { DEV: '1' } });
const { srv: prod } = serverFor(t, { env: { DEV: undefined }, login: false });

t("a page loads Vite's client and its entry source, both served as JavaScript", async () => {
  const slug = await c.create({ name: 'Dev Cup' });
  const res = await c.get(`/t/${slug}/display`);
  const page = await res.text();
  const scripts = [...page.matchAll(/<script type="module" src="([^"]+)"><\/script>/g)].map((m) => m[1]!);
  assert.equal(scripts, ['/assets/@vite/client', '/assets/client/entries/display.ts']);
  for (const url of scripts) {
    const js = await c.get(url);
    assert.is(js.status, 200, url);
    assert.match(js.headers.get('content-type') ?? '', /javascript/, url);
    assert.not.match(js.headers.get('cache-control') ?? '', /immutable/, `${url}: sources change while developing`);
  }
  assert.match(res.headers.get('content-security-policy') ?? '', /connect-src 'self' ws: wss:/, "Vite's hot-reload socket allowed");
});

t("Vite serves the client's module graph only, never project files or the data folder", async () => {
  for (const path of [
    '/assets/package.json',
    '/assets/server/process/config.ts',
    '/assets/test/fixtures/server.ts',
    '/assets/data/data.mdb',
    '/assets/client/../package.json',
    '/assets/client/%2e%2e/package.json',
    '/assets/@fs/etc/hostname',
  ]) {
    const res = await c.get(path);
    assert.is(res.status, 404, path);
  }
  assert.is((await c.get('/assets/shared/view/format.ts')).status, 200, 'shared code the client imports');
});

t('without DEV the CSP stays strict and Vite is not mounted', async () => {
  const res = await fetch(`${prod.base}/`);
  const csp = res.headers.get('content-security-policy') ?? '';
  assert.not.match(csp, /unsafe-inline|ws:/);
  assert.is((await fetch(`${prod.base}/assets/@vite/client`)).status, 404);
});

t.run();
