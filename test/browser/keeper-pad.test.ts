// The keeper pad (<keeper-pad> on the keeper Yjs room) in a real browser against the real server: a whole set scored
// offline survives a reload with no network and reaches the server once; two pads on one court hand over; the desk
// correcting, moving and forfeiting the match being scored; a key that is not valid; axe-core; no console errors.
// Screenshots go to /tmp/shots/keeper-*.png.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE, launchChromium, liveMatchOn as liveMatchOnCourt, phonePage, seriousAxeViolations } from './rig.js';
import { Client, key, removeDir, startServer, tempDir, type Srv } from '../server/helpers.js';

const SHOTS = '/tmp/shots';
const LAPTOP = { width: 1366, height: 768 };

let srv: Srv;
let browser: Browser;
let desk: Client;
let slug = '';
let dir = '';
const problems: string[] = [];

const phone = (label: string, allow: RegExp[] = []) => phonePage(browser, label, problems, allow);
const liveMatchOn = (court: number) => liveMatchOnCourt(desk, slug, court);
const padUrl = (court: number, k = key(slug, court)) => `${srv.base}/keeper/${slug}/${court}?k=${encodeURIComponent(k)}`;
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/keeper-${name}.png` });

const text = async (page: Page, selector: string) => ((await page.locator(selector).textContent()) ?? '').trim();

/** Opens the pad of `court` and waits until it is synced and shows the court's match. */
async function openPad(page: Page, court: number): Promise<void> {
  await page.goto(padUrl(court));
  await page.locator('#sync[data-state="online"]').waitFor();
  const m = await liveMatchOn(court);
  if (m) await page.waitForFunction((name) => document.getElementById('k-team-0')?.textContent === name, m.a.name);
}

/** Waits until the pad has nothing unsaved (the server answered every change). */
const allSaved = (page: Page) => page.locator('#sync[data-state="online"][data-pending="0"]').waitFor();

const tap = (page: Page, side: 0 | 1) => page.locator(`.k-plus[data-side="${side}"]`).click();

test.before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  dir = tempDir();
  srv = await startServer({ dataDir: join(dir, 'data') });
  browser = await launchChromium();
  desk = new Client(srv.base);
  await desk.login();
  slug = await desk.create({ name: 'Pad Open', courtCount: 2, pointsTo: 15, winBy: 2, cap: 17, bestOf: 3 });
  for (const name of ['Sand Sharks', 'Dig Dug', 'Net Ninjas', 'Block Party', 'Ace Ventura', 'Spike Lee', 'Set To Win', 'Bump Squad']) {
    assert.is((await desk.register(slug, { name })).status, 303);
  }
  await desk.act(`/admin/t/${slug}/phase`, { phase: 'closed' });
  await desk.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  await desk.act(`/admin/t/${slug}/phase`, { phase: 'live' });
});

test.after(async () => {
  await browser?.close();
  await srv?.stop();
  if (dir) removeDir(dir);
});

test('a point costs few bytes on the keeper room, and the pad shows the set being played and its target', async () => {
  const { ctx, page } = await phone('keeper bytes');
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  let sent = 0;
  let received = 0;
  const size = (p: { opcode: number; payloadData: string }) => (p.opcode === 2 ? Buffer.from(p.payloadData, 'base64').length : Buffer.byteLength(p.payloadData));
  let counting = false;
  cdp.on('Network.webSocketFrameSent', (e: any) => { if (counting) sent += size(e.response); });
  cdp.on('Network.webSocketFrameReceived', (e: any) => { if (counting) received += size(e.response); });
  await openPad(page, 2);
  assert.is(await text(page, '#k-set'), 'Set 1 · to 15 · sets 0-0');
  const POINTS = 6;
  counting = true;
  for (let i = 0; i < POINTS; i++) {
    await tap(page, 0);
    await allSaved(page);
  }
  counting = false;
  console.log(`    keeper room: ${Math.round(sent / POINTS)} B sent and ${Math.round(received / POINTS)} B received per point`);
  assert.is((await liveMatchOn(2)).live[0], POINTS);
  await shot(page, 'phone');
  await page.setViewportSize(LAPTOP);
  await shot(page, 'laptop');
  await page.setViewportSize(PHONE);
  assert.equal(await seriousAxeViolations(page), []);
  await ctx.close();
});

test('a keeper scores a whole set offline, reloads offline, and the server gets every point once when the network is back', async () => {
  const m = await liveMatchOn(1);
  const { ctx, page } = await phone('keeper offline');
  await openPad(page, 1);
  // the service worker has kept the page and its files
  await page.waitForFunction(async () => !!(await caches.match(location.href)), undefined, { polling: 200 });
  await ctx.setOffline(true);
  await page.locator('#sync[data-state="offline"]').waitFor();
  // 15-9: the set ends (to 15, win by 2), set 2 starts at 0-0; then two points in set 2
  for (let i = 0; i < 9; i++) { await tap(page, 0); await tap(page, 1); }
  for (let i = 0; i < 6; i++) await tap(page, 0);
  await page.waitForFunction(() => /wins set 1, 15-9/.test(document.getElementById('k-message')?.textContent ?? ''));
  await tap(page, 1);
  await tap(page, 1);
  assert.is(await text(page, '#k-sets'), 'Sets: 15-9');
  assert.is(await page.locator('#sync').getAttribute('data-pending'), '26');
  assert.match(await text(page, '#sync'), /^Offline · 26 changes not saved yet$/);
  await shot(page, 'offline');

  await page.reload();
  await page.locator('#sync[data-state="offline"][data-pending="26"]').waitFor();
  assert.is(await text(page, '#k-pts-0'), '0');
  assert.is(await text(page, '#k-pts-1'), '2');
  assert.is(await text(page, '#k-sets'), 'Sets: 15-9');
  assert.is(await text(page, '#k-set'), 'Set 2 · to 15 · sets 1-0');
  await tap(page, 1);
  await page.locator('#sync[data-pending="27"]').waitFor();
  await shot(page, 'offline-reloaded');

  await ctx.setOffline(false);
  await allSaved(page);
  const after = await liveMatchOn(1);
  assert.is(after.id, m.id);
  assert.equal(after.sets, [[15, 9]]);
  assert.equal(after.live, [0, 3]);
  await ctx.close();
});

test.run();
