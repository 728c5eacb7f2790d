// The live desk and live broadcasts in a real browser (Debian chromium via playwright-core) against the
// real server: keeper scores reach the desk in place, structural changes offer a reload that happens
// only when the organizer is idle (scroll kept), the connection indicator, and a broadcast popping up on
// an open team page and board. Screenshots go to /tmp/shots/.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESK, PHONE, launchChromium, liveMatchOn as liveMatchOnCourt, organizerPage, phonePage, watch as watchPage } from './rig.js';
import { Client, key, removeDir, startServer, tempDir, type Srv } from '../server/helpers.js';

const SHOTS = '/tmp/shots';

let srv: Srv;
let browser: Browser;
let desk: Client;
let slug = '';
let dir = '';
const problems: string[] = [];

const watch = (page: Page, label: string) => watchPage(page, label, problems);
const phone = (label: string, allow: RegExp[] = []) => phonePage(browser, label, problems, allow);

const organizer = (label: string, viewport = DESK) => organizerPage(browser, srv, desk, label, problems, viewport);

const liveMatchOn = (court: number) => liveMatchOnCourt(desk, slug, court);

async function keeperLive(court: number, match: string, a: number, b: number): Promise<void> {
  const res = await fetch(`${srv.base}/keeper/${slug}/${court}/live`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ k: key(slug, court), match, a, b, sets: [] }),
  });
  assert.is(res.status, 200, `keeper live on court ${court}`);
}

/** Opens the desk and waits until its feed is live; marks the document to tell a reload apart. */
async function openDesk(page: Page): Promise<void> {
  await page.goto(`${srv.base}/admin/t/${slug}`);
  await page.locator('#desk-live .conn.live').waitFor();
  await page.evaluate(() => { (window as any).__same = true; });
}

test.before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  dir = tempDir();
  srv = await startServer({ dataDir: join(dir, 'data') });
  browser = await launchChromium();
  desk = new Client(srv.base);
  await desk.login();
  slug = await desk.create({ name: 'Live Desk Open', courtCount: 2 });
  for (const name of ['Sand Sharks', 'Dig Dug', 'Net Ninjas', 'Block Party', 'Ace Ventura', 'Spike Lee']) {
    assert.is((await desk.register(slug, { name })).status, 303);
  }
  await desk.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 3 });
  await desk.act(`/admin/t/${slug}/phase`, { phase: 'live' });
});

test.after(async () => {
  await browser?.close();
  await srv?.stop();
  if (dir) removeDir(dir);
});

test('the desk shows a keeper score in place, without a reload and without the update bar', async () => {
  const m = await liveMatchOn(1);
  assert.ok(m, 'court 1 has a live match');
  const { ctx, page } = await organizer('desk score');
  await openDesk(page);
  assert.is(await page.locator('#desk-live .update-bar').isHidden(), true, 'nothing to reload after a fresh load');
  assert.is((await page.locator('#desk-live .conn').textContent())?.trim(), 'Live');

  // blank the ETAs and the average: the next push must write them back in place
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('.desk-queue .eta, .desk-queue .where, [data-avg]')) el.textContent = '?';
  });
  await keeperLive(1, m.id, 5, 2);
  const line = page.locator(`[data-score="${m.id}"]`);
  await page.waitForFunction((id) => {
    const el = document.querySelector(`[data-score="${id}"]`);
    return el?.querySelector('[data-side="0"]')?.textContent === '5' && el?.querySelector('[data-side="1"]')?.textContent === '2';
  }, m.id);
  // the pad's inputs follow too, so the next +1 counts from the keeper's score
  const pad = page.locator(`form[data-pad]:has(input[name=match][value="${m.id}"])`);
  await page.waitForFunction((id) => {
    const form = document.querySelector(`form[data-pad]:has(input[name=match][value="${id}"])`);
    const [a, b] = [...(form?.querySelectorAll('input[type=number]') ?? [])] as HTMLInputElement[];
    return a?.value === '5' && b?.value === '2';
  }, m.id);
  const etas = await page.locator('.desk-queue .eta').allTextContents();
  assert.ok(etas.length > 0 && etas.every((t) => /^(now|~\d+ min)/.test(t)), `ETAs in place: ${etas.join(' | ')}`);
  assert.ok((await page.locator('.desk-queue .where').allTextContents()).every((t) => /^Court \d+$/.test(t)));
  assert.match((await page.locator('[data-avg]').textContent()) ?? '', /^avg match \d+ min$/);
  // the match list shows it as well
  assert.is(await page.locator(`#m-${m.id} .result`).textContent(), 'live 5-2');
  await pad.locator('.pad-buttons').first().getByRole('button', { name: /^Add a point/ }).click();
  await pad.locator('.pad-status', { hasText: 'Saved 6-2' }).waitFor();
  assert.equal((await liveMatchOn(1)).live, [6, 2], 'the desk tap built on the keeper score');
  await page.waitForFunction((id) => document.querySelector(`[data-score="${id}"] [data-side="0"]`)?.textContent === '6', m.id);

  assert.is(await page.evaluate(() => (window as any).__same), true, 'same document: no reload');
  assert.is(await page.locator('#desk-live .update-bar').isHidden(), true, 'a running score is not a structural change');
  assert.ok(await line.isVisible());
  await page.waitForTimeout(1500); // let the highlight fade before the picture
  await page.screenshot({ path: `${SHOTS}/desk-live-1280.png` });
  await page.screenshot({ path: `${SHOTS}/desk-full-1280.png`, fullPage: true });
  await ctx.close();
});

test('a structural change shows the update bar, waits while a field is edited, then reloads keeping the scroll', async () => {
  const { ctx, page } = await organizer('desk structural');
  await openDesk(page);
  // the organizer starts typing a broadcast, then scrolls down to the courts
  const field = page.locator('#broadcast');
  await field.fill('Lunch at 1');
  await page.evaluate(() => window.scrollTo(0, 700));
  const y = await page.evaluate(() => window.scrollY);
  assert.ok(y > 600, `the desk scrolls (at ${y})`);

  await desk.act(`/admin/t/${slug}/team`, { op: 'add', name: 'Late Arrivals', captain: 'Lou', players: 2 });
  const bar = page.locator('#desk-live .update-bar');
  await bar.waitFor({ state: 'visible' });
  assert.match((await bar.textContent()) ?? '', /Updates available: 1 change\b/);
  assert.match((await bar.textContent()) ?? '', /Reload/);
  assert.match((await bar.locator('.update-hold').textContent()) ?? '', /done editing/);

  // a second change counts up
  await desk.act(`/admin/t/${slug}/team`, { op: 'add', name: 'Later Still', captain: 'Lee', players: 2 });
  await page.waitForFunction(() => /2 changes/.test(document.querySelector('#desk-live .update-bar')?.textContent ?? ''));
  await page.screenshot({ path: `${SHOTS}/desk-update-bar-1280.png` });

  // still typing: no reload under the organizer
  await page.waitForTimeout(3000);
  assert.is(await page.evaluate(() => (window as any).__same), true, 'held while a field is focused and edited');
  assert.is(await page.evaluate(() => window.scrollY), y);

  // done: the field is emptied and left; the desk reloads by itself, at the same place
  const loaded = page.waitForEvent('load', { timeout: 10_000 });
  await page.evaluate(() => {
    const input = document.getElementById('broadcast') as HTMLInputElement;
    input.value = '';
    input.blur();
  });
  await loaded;
  await page.locator('#desk-live .conn.live').waitFor();
  assert.is(await page.evaluate(() => (window as any).__same), undefined, 'reloaded');
  assert.ok(Math.abs((await page.evaluate(() => window.scrollY)) - y) <= 2, 'scroll position kept');
  assert.ok(await page.locator('#roster', { hasText: 'Later Still' }).count() === 1, 'the new teams are on the reloaded desk');
  assert.is(await page.locator('#desk-live .update-bar').isHidden(), true, 'nothing left to reload');
  assert.is(new URL(page.url()).search, '', 'no stale notice in the address');
  await ctx.close();
});

test('a result recorded elsewhere reloads an idle desk, and the open sections stay open', async () => {
  const { ctx, page } = await organizer('desk result');
  await openDesk(page);
  await page.locator('#matches details[data-key="pool-A"] > summary').click();
  const m = await liveMatchOn(2);
  assert.ok(m, 'court 2 has a live match');
  const loaded = page.waitForEvent('load', { timeout: 10_000 });
  await page.mouse.move(5, 5);
  await page.waitForTimeout(2100); // past the quiet time after the click
  await desk.act(`/admin/t/${slug}/score`, { match: m.id, sets: '21-17' });
  await loaded;
  await page.locator('#desk-live .conn.live').waitFor();
  assert.is(await page.locator('#matches details[data-key="pool-A"]').getAttribute('open'), '', 'pool A still open');
  assert.match((await page.locator(`#m-${m.id} .result`).textContent()) ?? '', /21-17/);
  await ctx.close();
});

test('during check-in a new registration reloads an idle desk, which then has nothing more to reload', async () => {
  const open = await desk.create({ name: 'Check-in Cup', courtCount: 1 });
  const { ctx, page } = await organizer('desk checkin');
  await page.goto(`${srv.base}/admin/t/${open}?msg=Created`);
  await page.locator('#desk-live .conn.live').waitFor();
  await page.evaluate(() => { (window as any).__same = true; });
  assert.is(await page.locator('#desk-live .update-bar').isHidden(), true);
  const loaded = page.waitForEvent('load', { timeout: 10_000 });
  assert.is((await desk.register(open, { name: 'Early Birds' })).status, 303);
  await loaded;
  await page.locator('#desk-live .conn.live').waitFor();
  assert.is(await page.locator('#roster', { hasText: 'Early Birds' }).count(), 1);
  assert.is(await page.locator('.notice.ok').count(), 0, 'the old ?msg= notice is gone');
  await page.waitForTimeout(500);
  assert.is(await page.locator('#desk-live .update-bar').isHidden(), true, 'server and browser agree on the new page');
  await ctx.close();
});

test('a bracket desk with byes, a withdrawn team and a paused court loads without an update bar', async () => {
  const cup = await desk.create({ name: 'Bracket Cup', courtCount: 2, stages: 'bracket', bestOf: 3 });
  for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) assert.is((await desk.register(cup, { name })).status, 303);
  const st = await desk.state(cup);
  await desk.act(`/admin/t/${cup}/withdraw`, { id: st.teams[4].id, mode: 'forfeit' });
  await desk.act(`/admin/t/${cup}/generate`, { what: 'bracket', type: 'double' });
  await desk.act(`/admin/t/${cup}/court`, { court: 2, op: 'pause', reason: 'net repair' });
  await desk.act(`/admin/t/${cup}/phase`, { phase: 'live' });
  const { ctx, page } = await organizer('desk bracket');
  await page.goto(`${srv.base}/admin/t/${cup}`);
  await page.locator('#desk-live .conn.live').waitFor();
  await page.waitForTimeout(800);
  assert.is(await page.locator('#desk-live .update-bar').isHidden(), true, 'server and browser signatures agree');
  await ctx.close();
});

test('the desk shows reconnecting while the feed is down and live again after', async () => {
  const { ctx, page } = await organizer('desk offline');
  const sockets: { close: () => Promise<void> }[] = [];
  await page.routeWebSocket(/\/ws\//, (ws) => { ws.connectToServer(); sockets.push(ws); });
  await openDesk(page);
  await sockets[0]!.close();
  await page.waitForFunction(() => /Offline|Reconnecting/.test(document.querySelector('#desk-live .conn')?.textContent ?? ''));
  await page.locator('#desk-live .conn.live').waitFor();
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
