// The pages in a real browser (Debian chromium via playwright-core) against the real server: phone
// registration, the live board following a score without reload, the keeper pad, and no console errors.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { DESK, launchChromium, liveMatchOn as liveMatchOnCourt, organizerPage, phonePage, watch as watchPage } from './rig.js';
import { key, serverFor } from '../fixtures/server.js';

const HOSTILE = '<img src=x onerror="window.__xss=1">';

const { srv, c: desk } = serverFor(test);
let browser: Browser;
let slug = '';
/** Console errors and page errors per page label; checked at the end. */
const problems: string[] = [];

const watch = (page: Page, label: string) => watchPage(page, label, problems);
const phone = (label: string, allow: RegExp[] = []) => phonePage(browser, label, problems, allow);

const organizer = (label: string, viewport = DESK) => organizerPage(browser, srv, desk, label, problems, viewport);

const liveMatchOn = (court: number) => liveMatchOnCourt(desk, slug, court);

test.before(async () => {
  browser = await launchChromium();
  slug = await desk.create({ name: 'Browser Cup', courtCount: 2 });
});

test.after(async () => {
  await browser?.close();
});

test('a team registers through the phone-sized form and is shown its code', async () => {
  const { ctx, page } = await phone('registration');
  await page.goto(`${srv.base}/t/${slug}`);
  await page.getByLabel('Team name').fill(HOSTILE);
  await page.getByLabel('Captain', { exact: true }).fill('Casey Captain');
  await page.getByLabel('Captain phone').fill('555 123 4567');
  await page.getByLabel('Number of players').fill('2');
  await page.getByLabel(/Player names/).fill('Ann\nBo');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL(/\/team\/[2-9A-Z]{4}\?new=1$/);
  const code = (await page.locator('.confirm .code').textContent())?.trim() ?? '';
  assert.match(code, /^[2-9A-HJKMNP-Z]{4}$/);
  assert.ok(page.url().endsWith(`/team/${code}?new=1`));
  assert.is(await page.locator('.own dd').nth(1).textContent(), 'Casey Captain');
  assert.is(await page.locator('h1').nth(1).textContent(), HOSTILE, 'the hostile name is text');
  assert.is(await page.evaluate(() => (window as any).__xss), undefined);
  // the register button is a real tap target
  await page.goto(`${srv.base}/t/${slug}`);
  const box = await page.getByRole('button', { name: 'Register' }).boundingBox();
  assert.ok(box && box.height >= 44 && box.width >= 44);
  await ctx.close();
});

test('a refused registration keeps the values and names the problem beside its field', async () => {
  const { ctx, page } = await phone('registration errors', [/status of 400/]);
  await page.goto(`${srv.base}/t/${slug}`);
  await page.getByLabel('Team name').fill('Second Team');
  await page.getByLabel('Captain', { exact: true }).fill('Cam');
  await page.getByLabel('Captain phone').fill('12');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForSelector('#phone-error');
  assert.ok((await page.locator('#phone-error').textContent())!.length > 0);
  assert.is(await page.getByLabel('Team name').inputValue(), 'Second Team');
  assert.is(await page.locator('#phone').getAttribute('aria-invalid'), 'true');
  assert.ok((await page.locator('.summary a[href="#phone"]').count()) === 1, 'summary links to the field');
  await ctx.close();
});

test('the board follows a score change live, without a reload', async () => {
  for (const name of ['Sand Sharks', 'Dig Dug', 'Net Ninjas']) {
    const res = await desk.register(slug, { name });
    assert.is(res.status, 303);
  }
  await desk.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  await desk.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  const m = await liveMatchOn(1);
  assert.ok(m, 'court 1 has a live match');

  const { ctx, page } = await phone('board');
  await page.goto(`${srv.base}/t/${slug}`);
  await page.waitForSelector('#live[data-rendered]');
  await page.evaluate(() => {
    (window as any).__same = true;
  });
  await desk.act(`/admin/t/${slug}/live`, { match: m.id, a: 7, b: 3 });
  await page.waitForFunction(() => {
    const pts = [...document.querySelectorAll('.court')][0]?.querySelectorAll('.pts') ?? [];
    return pts[0]?.textContent === '7' && pts[1]?.textContent === '3';
  });
  assert.is(await page.evaluate(() => (window as any).__same), true, 'same document: no reload');
  assert.is(await page.locator('#live-status').getAttribute('data-state'), 'live', 'says it follows live');

  // the team page and the display follow the same feed
  const display = watch(await ctx.newPage(), 'display');
  await display.setViewportSize({ width: 1920, height: 1080 });
  await display.goto(`${srv.base}/t/${slug}/display`);
  await display.waitForSelector('display-app .d-screen');
  const team = watch(await ctx.newPage(), 'team');
  await team.goto(`${srv.base}/t/${slug}/teams/${m.a.id}`);
  await team.waitForSelector('#live[data-rendered]');
  await desk.act(`/admin/t/${slug}/live`, { match: m.id, a: 8, b: 3 });
  await display.waitForFunction(() => document.querySelector('.d-courts .court .pts')?.textContent === '8');
  await team.waitForFunction(() => document.querySelector('.next-match.now .pts')?.textContent === '8');
  await ctx.close();
});

test('the board shows an offline indicator and recovers when the feed returns', async () => {
  const { ctx, page } = await phone('board offline');
  const sockets: { close: () => Promise<void> }[] = [];
  // the board follows the public Y.Doc (client/sync); /ws is its fallback
  await page.routeWebSocket(/\/yjs\//, (ws) => {
    ws.connectToServer();
    sockets.push(ws);
  });
  await page.goto(`${srv.base}/t/${slug}`);
  await page.waitForSelector('#live[data-rendered]');
  await page.waitForSelector('#live-status[data-state="live"]');
  await sockets[0]!.close();
  await page.waitForSelector('#live-status:is([data-state="reconnecting"], [data-state="offline"])');
  assert.match((await page.locator('#live-status').textContent()) ?? '', /Offline|Reconnecting/);
  await page.waitForSelector('#live-status[data-state="live"]');
  assert.ok(sockets.length >= 2, 'reconnected');
  await ctx.close();
});

test('the keeper pad posts a point and shows it saved', async () => {
  const m = await liveMatchOn(1);
  const { ctx, page } = await phone('keeper');
  await page.goto(`${srv.base}/keeper/${slug}/1?k=${encodeURIComponent(key(slug, 1))}`);
  await page.waitForFunction((name) => document.getElementById('k-team-0')?.textContent === name, m.a.name);
  const before = Number(await page.locator('#k-pts-0').textContent());
  const plus = page.locator('.k-plus[data-side="0"]');
  const box = await plus.boundingBox();
  assert.ok(box && box.height >= 44, 'big tap target');
  await plus.click();
  await page.locator('#sync[data-state="online"][data-pending="0"]').waitFor();
  assert.is(Number(await page.locator('#k-pts-0').textContent()), before + 1);
  const after = await liveMatchOn(1);
  assert.equal(after.live, [before + 1, m.live?.[1] ?? 0]);
  await ctx.close();
});

test('the keeper pad queues points while offline and says when the desk recorded the result meanwhile', async () => {
  const m = await liveMatchOn(1);
  const { ctx, page } = await phone('keeper offline', [/ERR_INTERNET_DISCONNECTED|Failed to load resource|WebSocket/]);
  await page.goto(`${srv.base}/keeper/${slug}/1?k=${encodeURIComponent(key(slug, 1))}`);
  await page.locator('#sync[data-state="online"]').waitFor();
  await ctx.setOffline(true);
  await page.locator('.k-plus[data-side="1"]').click();
  await page.locator('#sync[data-state="offline"][data-pending="1"]').waitFor();
  // meanwhile the desk records the result from the paper sheet
  await desk.act(`/admin/t/${slug}/score`, { match: m.id, sets: '21-15' });
  await ctx.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.locator('#k-message', { hasText: `The desk recorded the result of ${m.a.name} vs ${m.b.name}: 21-15` }).waitFor();
  const next = await liveMatchOn(1);
  if (next) await page.waitForFunction((name) => document.getElementById('k-team-0')?.textContent === name, next.a.name);
  // the point for the finished match was refused, so nothing waits any more
  await page.locator('#sync[data-state="online"][data-pending="0"]').waitFor();
  await ctx.close();
});

test('the keeper submits a final result after confirming it, and the pad moves on', async () => {
  const m = await liveMatchOn(2);
  assert.ok(m, 'court 2 has a live match');
  await desk.act(`/admin/t/${slug}/live`, { match: m.id, a: 20, b: 15 });
  const { ctx, page } = await phone('keeper final');
  await page.goto(`${srv.base}/keeper/${slug}/2?k=${encodeURIComponent(key(slug, 2))}`);
  await page.waitForFunction(() => document.getElementById('k-pts-0')?.textContent === '20');
  await page.locator('.k-plus[data-side="0"]').click();
  await page.locator('#submit-final').click();
  const dialog = page.locator('#k-confirm');
  await dialog.waitFor({ state: 'visible' });
  assert.match((await page.locator('#k-confirm-text').textContent()) ?? '', /21-15/);
  await page.locator('#k-confirm-ok').click();
  await page.waitForFunction(() => /Final result saved/.test(document.getElementById('k-message')?.textContent ?? ''));
  const st = await desk.state(slug);
  const done = [...st.pools.flatMap((p: any) => p.matches), ...st.bracket].find((x: any) => x.id === m.id);
  assert.is(done.status, 'final');
  assert.equal(done.sets, [[21, 15]]);
  await ctx.close();
});

test('the desk sets the running score without a reload', async () => {
  const m = (await liveMatchOn(1)) ?? (await liveMatchOn(2));
  assert.ok(m, 'a live match');
  const { ctx, page } = await organizer('desk');
  await page.goto(`${srv.base}/admin/t/${slug}`);
  const card = page.locator(`.desk-court[data-court="${m.court}"]`);
  await card.locator('summary').click();
  await card.getByRole('button', { name: `+1 for ${m.a.name}` }).click();
  await card.locator('.score-taps .intent-note[data-intent="done"]').waitFor();
  const st = await desk.state(slug);
  const now = [...st.courts].map((c: any) => c.match).find((x: any) => x?.id === m.id);
  assert.is(now.live[0], (m.live?.[0] ?? 0) + 1);
  await ctx.close();
});

test('every page loads without console or page errors', async () => {
  const st = await desk.state(slug);
  const teamId = st.teams[0].id;
  const publicPaths = [
    '/',
    `/t/${slug}`,
    `/t/${slug}/teams/${teamId}`,
    `/t/${slug}/display`,
    '/admin/login',
    `/keeper/${slug}/2?k=${encodeURIComponent(key(slug, 2))}`,
  ];
  for (const path of publicPaths) {
    const { ctx, page } = await phone(path);
    const res = await page.goto(srv.base + path);
    assert.is(res?.status(), 200, path);
    await page.waitForLoadState('networkidle');
    await ctx.close();
  }
  for (const path of ['/admin', `/admin/t/${slug}`, `/admin/t/${slug}/qr`, `/admin/t/${slug}/keeper-qr`]) {
    const { ctx, page } = await organizer(path);
    const res = await page.goto(srv.base + path);
    assert.is(res?.status(), 200, path);
    await page.waitForLoadState('networkidle');
    await ctx.close();
  }
  const { ctx, page } = await phone('not found', [/status of 404/]);
  assert.is((await page.goto(`${srv.base}/t/no-such-cup`))?.status(), 404);
  await ctx.close();
  assert.equal(problems, [], problems.join('\n'));
});

test.run();
