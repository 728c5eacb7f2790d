// The keeper pad (<keeper-pad> on the keeper Yjs room) in a real browser against the real server: a whole set scored
// offline survives a reload with no network and reaches the server once; two pads on one court hand over; the desk
// correcting, moving and forfeiting the match being scored; a key that is not valid; axe-core; no console errors.
// Screenshots go to /tmp/shots/keeper-*.png.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE, launchChromium, liveMatchOn as liveMatchOnCourt, phonePage, seriousAxeViolations } from './rig.js';
import { key, serverFor } from '../fixtures/server.js';

const SHOTS = '/tmp/shots';
const LAPTOP = { width: 1366, height: 768 };

const { srv, c: desk, restart } = serverFor(test);
let browser: Browser;
let slug = '';
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
  browser = await launchChromium();
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
});

test('a point costs few bytes on the keeper room, and the pad shows the set being played and its target', async () => {
  const { ctx, page } = await phone('keeper bytes');
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  let sent = 0;
  let received = 0;
  const size = (p: { opcode: number; payloadData: string }) =>
    p.opcode === 2 ? Buffer.from(p.payloadData, 'base64').length : Buffer.byteLength(p.payloadData);
  let counting = false;
  cdp.on('Network.webSocketFrameSent', (e: any) => {
    if (counting) sent += size(e.response);
  });
  cdp.on('Network.webSocketFrameReceived', (e: any) => {
    if (counting) received += size(e.response);
  });
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
  // offline, the browser logs the requests it cannot make (a reconnect, a reload's fetches): not the pad's doing
  const { ctx, page } = await phone('keeper offline', [/ERR_INTERNET_DISCONNECTED/]);
  await openPad(page, 1);
  // the service worker has kept the page and its files
  await page.waitForFunction(async () => !!(await caches.match(location.href)), undefined, { polling: 200 });
  await ctx.setOffline(true);
  await page.locator('#sync[data-state="offline"]').waitFor();
  // 15-9: the set ends (to 15, win by 2), set 2 starts at 0-0; then two points in set 2
  for (let i = 0; i < 9; i++) {
    await tap(page, 0);
    await tap(page, 1);
  }
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

let scorer: { ctx: BrowserContext; page: Page } | null = null;

test('two pads on one court: the second sees the first scoring and takes over; the first is told and stops sending', async () => {
  const first = await phone('keeper pad A');
  await openPad(first.page, 2);
  const second = await phone('keeper pad B');
  await openPad(second.page, 2);
  await second.page.locator('#k-handover', { hasText: 'Another pad is scoring court 2.' }).waitFor();
  assert.ok(await second.page.locator('.k-plus[data-side="0"]').isDisabled(), 'the watching pad does not score');
  await first.page.locator('#k-handover', { hasText: 'another pad is open and follows' }).waitFor();
  const before = (await liveMatchOn(2)).live as [number, number];
  await tap(first.page, 1);
  await second.page.waitForFunction((n) => document.getElementById('k-pts-1')?.textContent === String(n), before[1] + 1);
  assert.equal(await seriousAxeViolations(second.page), []);

  await second.page.getByRole('button', { name: 'Take over scoring' }).click();
  await first.page.locator('#k-handover', { hasText: 'Scoring moved to another pad.' }).waitFor();
  assert.ok(await first.page.locator('.k-plus[data-side="1"]').isDisabled(), 'the pad that was handed over stops sending');
  assert.is(await first.page.locator('#k-undo').count(), 0);
  await tap(second.page, 0);
  await allSaved(second.page);
  await first.page.waitForFunction((n) => document.getElementById('k-pts-0')?.textContent === String(n), before[0] + 1);
  assert.equal((await liveMatchOn(2)).live, [before[0] + 1, before[1] + 1]);
  await shot(first.page, 'handed-over');
  assert.equal(await seriousAxeViolations(first.page), []);
  await first.ctx.close();
  scorer = second;
});

test("the desk corrects, moves and forfeits the match being scored: the pad says so and shows the court's new match", async () => {
  const { page } = scorer!;
  const m = await liveMatchOn(2);
  await desk.act(`/admin/t/${slug}/live`, { match: m.id, a: 9, b: 4 });
  await page.locator('#k-message', { hasText: 'The score was changed at the desk: now 9-4.' }).waitFor();
  assert.is(await text(page, '#k-pts-0'), '9');

  // the desk swaps the courts' matches: court 2 gets court 1's match
  const other = await liveMatchOn(1);
  await desk.act(`/admin/t/${slug}/swap`, { match: m.id, court: 1 });
  await page
    .locator('#k-message', {
      hasText: `The desk moved ${m.a.name} vs ${m.b.name} to court 1. Now on court 2: ${other.a.name} vs ${other.b.name}.`,
    })
    .waitFor();
  assert.is(await text(page, '#k-team-0'), other.a.name);

  await desk.act(`/admin/t/${slug}/forfeit`, { match: other.id, team: other.b.id });
  const next = await liveMatchOn(2);
  assert.ok(next && next.id !== other.id, 'court 2 took its next match');
  await page
    .locator('#k-message', {
      hasText: `The desk recorded ${other.a.name} vs ${other.b.name} as a forfeit: ${other.a.name} wins. Now on court 2: ${next.a.name} vs ${next.b.name}.`,
    })
    .waitFor();
  await page.waitForFunction((name) => document.getElementById('k-team-0')?.textContent === name, next.a.name);
  await shot(page, 'desk-forfeit');
  await scorer!.ctx.close();
  scorer = null;
});

test('a finished set can be undone, and the final goes out after a confirmation; then the next match comes by itself', async () => {
  const m = await liveMatchOn(1);
  await desk.act(`/admin/t/${slug}/live`, { match: m.id, a: 14, b: 10, sets: [] });
  const { ctx, page } = await phone('keeper final');
  await openPad(page, 1);
  await page.waitForFunction(() => document.getElementById('k-pts-0')?.textContent === '14');
  await tap(page, 0);
  await page.locator('#k-message', { hasText: `${m.a.name} wins set 1, 15-10. Set 2 starts at 0-0.` }).waitFor();
  await page.getByRole('button', { name: 'Undo: reopen set 1 at 14-10' }).click();
  await allSaved(page);
  assert.equal((await liveMatchOn(1)).sets, []);
  assert.equal((await liveMatchOn(1)).live, [14, 10]);
  await tap(page, 0);
  await desk.act(`/admin/t/${slug}/live`, { match: m.id, a: 14, b: 12, sets: [[15, 10]] });
  await page.waitForFunction(() => document.getElementById('k-pts-1')?.textContent === '12');
  await tap(page, 0);
  await page.locator('#k-message', { hasText: `${m.a.name} wins the set 15-12. Tap “Submit final result” to end the match.` }).waitFor();
  assert.is(await text(page, '#k-set'), 'Match over · sets 2-0');
  await page.locator('#submit-final').click();
  await page.locator('#k-confirm').waitFor({ state: 'visible' });
  assert.is(await text(page, '#k-confirm-text'), `${m.a.name} beat ${m.b.name} 2-0 (15-10, 15-12). This ends the match on court 1.`);
  await shot(page, 'confirm');
  assert.equal(await seriousAxeViolations(page), []);
  await page.locator('#k-confirm-ok').click();
  await page.locator('#k-message', { hasText: 'Final result saved.' }).waitFor();
  const done = (await desk.state(slug)).pools.flatMap((p: any) => p.matches).find((x: any) => x.id === m.id);
  assert.is(done.status, 'final');
  assert.equal(done.sets, [
    [15, 10],
    [15, 12],
  ]);
  const next = await liveMatchOn(1);
  if (next) await page.waitForFunction((name) => document.getElementById('k-team-0')?.textContent === name, next.a.name);
  await ctx.close();
});

test('the server restarts while a pad is offline: the pad rebuilds its doc (4409) and its queued points arrive once', async () => {
  const { ctx, page } = await phone('keeper restart', [/WebSocket connection to .* failed/, /ERR_CONNECTION_REFUSED/]);
  await openPad(page, 2);
  const m = await liveMatchOn(2);
  const [a, b] = (m.live ?? [0, 0]) as [number, number];
  await ctx.setOffline(true);
  await page.locator('#sync[data-state="offline"]').waitFor();
  await tap(page, 0);
  await tap(page, 1);
  await tap(page, 0);
  await page.locator('#sync[data-pending="3"]').waitFor();
  await restart();
  await ctx.setOffline(false);
  await allSaved(page);
  assert.equal((await liveMatchOn(2)).live, [a + 2, b + 1]);
  assert.is(await text(page, '#k-pts-0'), String(a + 2));
  const saved = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '{}'), `courtside-pad:${slug}:2`);
  assert.is(saved.generation, 1, 'the pad works on a rebuilt doc');
  await ctx.close();
});

test('a key that is not valid (the server restarted with a new secret) is said in words, and the pad stops trying', async () => {
  // while the server restarts, the browser logs the failed attempts (not the pad's doing)
  const { ctx, page } = await phone('keeper refused', [/WebSocket connection to .* failed/, /status of 403/, /ERR_CONNECTION_REFUSED/]);
  await openPad(page, 1);
  await restart({ SESSION_SECRET: 'a-new-secret-after-a-restart' });
  await page.locator('#k-refused', { hasText: 'This QR code is not valid for court 1.' }).waitFor({ timeout: 30_000 });
  assert.is(await page.locator('.k-plus').count(), 0, 'no score buttons on a refused pad');
  let attempts = 0;
  page.on('websocket', () => attempts++);
  await page.waitForTimeout(3_000);
  assert.is(attempts, 0, 'no more attempts after the refusal');
  await shot(page, 'refused');
  assert.equal(await seriousAxeViolations(page), []);
  await ctx.close();
  assert.equal(problems, [], problems.join('\n'));
});

test.run();
