// The live desk and live broadcasts in a real browser (Debian chromium via playwright-core) against the
// real server: keeper scores, results and registrations reach the desk (<desk-app>) in place without a
// reload and without disturbing what the organizer is typing, the connection state, and a broadcast
// popping up on an open team page and board. Screenshots go to /tmp/shots/.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { DESK, launchChromium, liveMatchOn as liveMatchOnCourt, organizerPage, phonePage, watch as watchPage } from './rig.js';
import { key, serverFor } from '../fixtures/server.js';

const SHOTS = '/tmp/shots';

const { srv, c: desk } = serverFor(test);
let browser: Browser;
let slug = '';
const problems: string[] = [];

const watch = (page: Page, label: string) => watchPage(page, label, problems);
const phone = (label: string, allow: RegExp[] = []) => phonePage(browser, label, problems, allow);

const organizer = (label: string, viewport = DESK) => organizerPage(browser, srv, desk, label, problems, viewport);

const liveMatchOn = (court: number) => liveMatchOnCourt(desk, slug, court);

async function keeperLive(court: number, match: string, a: number, b: number): Promise<void> {
  const res = await fetch(`${srv.base}/keeper/${slug}/${court}/live`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ k: key(slug, court), match, a, b, sets: [] }),
  });
  assert.is(res.status, 200, `keeper live on court ${court}`);
}

/** Opens the desk and waits until <desk-app> has synced and drawn; marks the document to tell a reload apart. */
async function openDesk(page: Page, cup = slug): Promise<void> {
  await page.goto(`${srv.base}/admin/t/${cup}`);
  await page.waitForSelector('desk-app [data-ready]');
  await page.waitForSelector('.desk-bar [data-state="live"]');
  await page.evaluate(() => {
    (window as any).__same = true;
  });
}

test.before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchChromium();
  slug = await desk.create({ name: 'Live Desk Open', courtCount: 2 });
  for (const name of ['Sand Sharks', 'Dig Dug', 'Net Ninjas', 'Block Party', 'Ace Ventura', 'Spike Lee']) {
    assert.is((await desk.register(slug, { name })).status, 303);
  }
  await desk.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 3 });
  await desk.act(`/admin/t/${slug}/phase`, { phase: 'live' });
});

test.after(async () => {
  await browser?.close();
});

/** The points shown on a court of the desk's control room, as "a-b". */
const deskPoints = (page: Page, court: number) =>
  page.evaluate((n) => [...document.querySelectorAll(`.desk-court[data-court="${n}"] .pts`)].map((p) => p.textContent).join('-'), court);

test('the desk shows a keeper score in place, without a reload', async () => {
  const m = await liveMatchOn(1);
  assert.ok(m, 'court 1 has a live match');
  const { ctx, page } = await organizer('desk score');
  await openDesk(page);
  await keeperLive(1, m.id, 5, 2);
  await page.waitForFunction(
    () => [...document.querySelectorAll('.desk-court[data-court="1"] .pts')].map((p) => p.textContent).join('-') === '5-2',
  );
  const etas = await page.locator('.desk-queue .eta').allTextContents();
  assert.ok(etas.length > 0 && etas.every((t) => /^(now|in \d+ min)$/.test(t)), `ETAs: ${etas.join(' | ')}`);
  assert.ok((await page.locator('.desk-queue .where').allTextContents()).every((t) => /^Court \d+$/.test(t)));
  // the match list shows it as well
  await page.locator(`#matches details[data-key="pool-${m.poolId}"] > summary`).click();
  assert.match((await page.locator(`.desk-match[data-match="${m.id}"] .result`).textContent()) ?? '', /^5-2/);
  await keeperLive(1, m.id, 6, 2);
  await page.waitForFunction(
    () => [...document.querySelectorAll('.desk-court[data-court="1"] .pts')].map((p) => p.textContent).join('-') === '6-2',
  );
  assert.is(await deskPoints(page, 1), '6-2');
  assert.is(await page.evaluate(() => (window as any).__same), true, 'same document: no reload');
  await page.screenshot({ path: `${SHOTS}/desk-live-1280.png` });
  await page.screenshot({ path: `${SHOTS}/desk-full-1280.png`, fullPage: true });
  await ctx.close();
});

test('a result recorded elsewhere shows in place: the open sections stay open and a result being typed keeps its text', async () => {
  const { ctx, page } = await organizer('desk result');
  await openDesk(page);
  const m = await liveMatchOn(2);
  assert.ok(m, 'court 2 has a live match');
  await page.locator(`#matches details[data-key="pool-${m.poolId}"] > summary`).click();
  // the organizer is typing the result of another match of that pool
  const other = (await desk.state(slug)).pools
    .find((p: any) => p.id === m.poolId)
    .matches.find((x: any) => x.id !== m.id && x.status !== 'final');
  const field = page.locator(`.desk-match[data-match="${other.id}"] input[name="sets"]`);
  await field.fill('21-1');
  await desk.act(`/admin/t/${slug}/score`, { match: m.id, sets: '21-17' });
  await page.locator(`.desk-match[data-match="${m.id}"] .result`, { hasText: '21-17' }).waitFor();
  assert.is(await page.locator(`#matches details[data-key="pool-${m.poolId}"]`).getAttribute('open'), '', 'the pool is still open');
  assert.is(await field.inputValue(), '21-1', 'the typed text stays');
  assert.is(await page.evaluate(() => (window as any).__same), true, 'no reload');
  await ctx.close();
});

test('during check-in a new registration shows on the desk at once', async () => {
  const open = await desk.create({ name: 'Check-in Cup', courtCount: 1 });
  const { ctx, page } = await organizer('desk checkin');
  await openDesk(page, open);
  assert.match((await page.locator('#control').textContent()) ?? '', /0 teams registered/);
  assert.is((await desk.register(open, { name: 'Early Birds' })).status, 303);
  await page.locator('#control', { hasText: '1 team registered' }).waitFor();
  assert.is(await page.evaluate(() => (window as any).__same), true, 'no reload');
  await ctx.close();
});

test('a bracket desk with byes, a withdrawn team and a paused court loads and draws', async () => {
  const cup = await desk.create({ name: 'Bracket Cup', courtCount: 2, stages: 'bracket', bestOf: 3 });
  for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) assert.is((await desk.register(cup, { name })).status, 303);
  const st = await desk.state(cup);
  await desk.act(`/admin/t/${cup}/withdraw`, { id: st.teams[4].id, mode: 'forfeit' });
  await desk.act(`/admin/t/${cup}/generate`, { what: 'bracket', type: 'double' });
  await desk.act(`/admin/t/${cup}/court`, { court: 2, op: 'pause', reason: 'net repair' });
  await desk.act(`/admin/t/${cup}/phase`, { phase: 'live' });
  const { ctx, page } = await organizer('desk bracket');
  await openDesk(page, cup);
  await page.locator('.desk-court[data-court="2"] .reason', { hasText: 'net repair' }).waitFor();
  assert.ok((await page.locator('#bracket bracket-view .bx-match').count()) > 0, 'the drawn bracket');
  await ctx.close();
});

test('the desk shows offline while the room is down and live again after, without a reload', async () => {
  const { ctx, page } = await organizer('desk offline');
  const sockets: { close: () => Promise<void> }[] = [];
  await page.routeWebSocket(/\/yjs\//, (ws) => {
    ws.connectToServer();
    sockets.push(ws);
  });
  await openDesk(page);
  await sockets[0]!.close();
  await page.locator('.desk-bar [data-state="offline"]').waitFor();
  assert.match((await page.locator('.desk-bar .live-status').textContent()) ?? '', /Offline/);
  await page.locator('.desk-bar [data-state="live"]').waitFor();
  assert.ok(sockets.length >= 2, 'reconnected');
  assert.is(await page.evaluate(() => (window as any).__same), true, 'no reload for a reconnect');
  await ctx.close();
});

test('a broadcast pops up on an open team page and board, and can be dismissed', async () => {
  const st = await desk.state(slug);
  const team = st.teams[0];
  const { ctx, page } = await phone('team broadcast');
  await page.goto(`${srv.base}/t/${slug}/teams/${team.id}`);
  await page.waitForSelector('#live[data-rendered]');
  const board = watch(await ctx.newPage(), 'board broadcast');
  await board.goto(`${srv.base}/t/${slug}`);
  await board.waitForSelector('#live[data-rendered]');
  assert.is(await page.locator('.toast').count(), 0, 'no toast on load');

  const text = 'Courts 3 and 4 are closed: all matches move to courts 1 and 2 <b>now</b>';
  await desk.act(`/admin/t/${slug}/broadcast`, { text });
  const toast = page.locator('.toasts .toast');
  await toast.waitFor();
  assert.is(await toast.locator('.toast-text').textContent(), text, 'as text, never markup');
  assert.is(await toast.getAttribute('role'), 'alert');
  await page.locator('.alerts .kind-broadcast', { hasText: 'Courts 3 and 4' }).waitFor();
  const box = await toast.boundingBox();
  assert.ok(box && box.y < 40 && box.width > 300, 'on top, across the phone');
  await page.waitForTimeout(400); // the toast slides in
  await page.screenshot({ path: `${SHOTS}/team-broadcast-390.png` });
  await board.locator('.toasts .toast', { hasText: 'Courts 3 and 4' }).waitFor();

  const close = toast.getByRole('button', { name: 'Dismiss announcement' });
  const closeBox = await close.boundingBox();
  assert.ok(closeBox && closeBox.height >= 44 && closeBox.width >= 44, 'a real tap target');
  await close.click();
  assert.is(await page.locator('.toast').count(), 0, 'dismissed');
  // an on-deck alert or a score later does not bring it back
  const m = await liveMatchOn(1);
  await keeperLive(1, m.id, 9, 9);
  await page.waitForTimeout(500);
  assert.is(await page.locator('.toast').count(), 0, 'stays dismissed');
  // a page opened after the broadcast lists it without popping it up
  await page.reload();
  await page.waitForSelector('#live[data-rendered]');
  await page.waitForTimeout(300);
  assert.is(await page.locator('.toast').count(), 0, 'not new for a page opened later');
  assert.is(await page.locator('.alerts .kind-broadcast', { hasText: 'Courts 3 and 4' }).count(), 1);
  await ctx.close();
});

test('no console or page errors on any page of these tests', () => {
  assert.equal(problems, [], problems.join('\n'));
});

test.run();
