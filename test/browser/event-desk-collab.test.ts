// Two organizers on one event desk in a real browser (docs/running-an-event.md, Several organizers at the event desk): each
// sees the other and what they work on; a change made offline shows as pending, waits, and goes out once when the
// connection is back; a change made on an old version is refused naming who changed it first, and "Apply anyway" reads
// the court again (done when it already is as wanted, else applied on the fresh version); a second "Coed B" is refused. SHOTS_DIR=<folder>
// keeps screenshots to look at.
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Client, serverFor } from '../fixtures/server.js';
import { liveEvent } from '../fixtures/live-event.js';
import { until } from '../fixtures/yjs-clients.js';
import { launchChromium, organizerPage, PHONE, seriousAxeViolations } from './rig.js';

const LAPTOP = { width: 1366, height: 768 };
const SHOTS = process.env.SHOTS_DIR;
const EV = 'collab-day';

const { srv, c: ann } = serverFor(test, { login: 'Desk Ann' });
let browser: Browser;
const problems: string[] = [];
const divisions: string[] = [];
let a: { ctx: BrowserContext; page: Page };
let b: { ctx: BrowserContext; page: Page };

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
};

test.before(async () => {
  browser = await launchChromium();
  divisions.push(...(await liveEvent(ann, 'Collab Day', 3, ['Gold', 'Silver'])).divisions);
  const bob = new Client(srv.base);
  await bob.login('Desk Bob');
  a = await organizerPage(browser, srv, ann, 'Ann', problems, LAPTOP);
  b = await organizerPage(browser, srv, bob, 'Bob', problems, LAPTOP);
  for (const p of [a.page, b.page]) await p.goto(`${srv.base}/admin/e/${EV}`);
});

test.after(async () => {
  await browser?.close();
});

test('each organizer sees the other at the event desk, and what the other is working on', async () => {
  for (const p of [a.page, b.page]) {
    await p.waitForSelector('.desk-bar [data-state="live"]');
    await p.waitForSelector('.people [data-person="Desk Ann"]');
    await p.waitForSelector('.people [data-person="Desk Bob"]');
  }
  await b.page.focus('#reason-3');
  await a.page.waitForSelector('[data-person="Desk Bob"] .person-doing');
  assert.is(await a.page.locator('[data-person="Desk Bob"] .person-doing').textContent(), 'editing court 3');
  await shot(a.page, 'event-desk-presence');
  // on a phone the bar wraps: nothing runs off the screen
  await a.page.setViewportSize(PHONE);
  assert.ok(await a.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scroll on a phone');
  if (SHOTS) await a.page.screenshot({ path: join(SHOTS, 'event-desk-presence-phone.png') });
  await a.page.setViewportSize(LAPTOP);
  // choosing where to move a match names the match and its court, as the tournament desk names the match
  const live = a.page.locator('article[data-court="1"] .match-title strong');
  const [teamA, teamB] = [await live.nth(0).textContent(), await live.nth(1).textContent()];
  await b.page.focus('#swap-1');
  await a.page.waitForFunction(() =>
    /on court 1$/.test(document.querySelector('[data-person="Desk Bob"] .person-doing')?.textContent ?? ''),
  );
  assert.is(await a.page.locator('[data-person="Desk Bob"] .person-doing').textContent(), `editing ${teamA} vs ${teamB} on court 1`);
  await shot(a.page, 'event-desk-presence-match');
  await b.page.locator('#swap-1').blur();
  await a.page.waitForSelector('[data-person="Desk Bob"] .person-doing', { state: 'detached' });
  assert.equal(await seriousAxeViolations(a.page), []);
});

test('a pause made offline shows as pending, and once back online is refused naming who paused the court first', async () => {
  await b.ctx.setOffline(true);
  await b.page.fill('#reason-2', 'Wind');
  await b.page.getByRole('button', { name: 'Pause court 2' }).click();
  const note = b.page.locator('form[data-target="court:2"] .intent-note');
  await b.page.waitForSelector('form[data-target="court:2"] .intent-note.pending');
  assert.match((await note.textContent()) ?? '', 'Waiting for the connection');
  assert.ok(await b.page.locator('form[data-target="court:2"].is-pending').isVisible(), 'the court form is marked pending');
  assert.is(await b.page.locator('.desk-bar [data-waiting]').textContent(), '1 change waiting');
  await shot(b.page, 'event-desk-pending-offline');
  // Ann pauses court 2 meanwhile.
  await a.page.fill('#reason-2', 'Net repair');
  await a.page.getByRole('button', { name: 'Pause court 2' }).click();
  await a.page.waitForSelector('article.court-paused[data-court="2"]');
  await a.page.waitForSelector('form[data-target="court:2"] .intent-note.done');
  await b.ctx.setOffline(false);
  await b.page.waitForSelector('[data-target="court:2"] [data-intent="conflict"]');
  const said = (await b.page.locator('[data-target="court:2"] [data-intent="conflict"]').textContent()) ?? '';
  assert.match(said, 'Pause court 2: not applied.');
  assert.match(said, /Desk Ann paused court 2 at \d\d:\d\d\./);
  await b.page.waitForSelector('article.court-paused[data-court="2"]');
  await shot(b.page, 'event-desk-conflict');
  assert.is(await b.page.locator('.desk-bar [data-waiting]').count(), 0, 'nothing waits any more');
  // "Apply anyway" reads the court again: Ann's pause already did what Bob meant, so it is said as done, not refused.
  await b.page.locator('[data-target="court:2"] [data-intent="conflict"]').getByRole('button', { name: 'Apply anyway' }).click();
  const done = b.page.locator('[data-target="court:2"] .intent-note.done');
  await done.waitFor();
  assert.is(await done.textContent(), 'Court 2 is already paused.');
  await shot(b.page, 'event-desk-apply-anyway-done');
  const court2 = (await ann.state(divisions[0]!)).courts.find((c: { court: number }) => c.court === 2);
  assert.is(court2.status, 'paused');
  assert.is(court2.reason, 'Net repair', "Ann's pause stands as she made it");
});

test('"Apply anyway" on a court paused and resumed by someone else meanwhile pauses it on the fresh version', async () => {
  await b.ctx.setOffline(true);
  await b.page.fill('#reason-1', 'Glare');
  await b.page.getByRole('button', { name: 'Pause court 1' }).click();
  await b.page.waitForSelector('form[data-target="court:1"] .intent-note.pending');
  for (const button of ['Pause court 1', 'Resume court 1']) {
    await a.page.getByRole('button', { name: button }).click();
    await a.page.waitForSelector(`article.court-${button.startsWith('Pause') ? 'paused' : 'open'}[data-court="1"]`);
  }
  await b.ctx.setOffline(false);
  const conflict = b.page.locator('[data-target="court:1"] [data-intent="conflict"]');
  await conflict.waitFor();
  assert.match((await conflict.textContent()) ?? '', /Desk Ann resumed court 1 at \d\d:\d\d\./);
  await conflict.getByRole('button', { name: 'Apply anyway' }).click();
  await b.page.waitForSelector('article.court-paused[data-court="1"]');
  assert.is(await b.page.locator('[data-target="court:1"] .intent-note.done').textContent(), 'Court 1 paused.');
  const court1 = (await ann.state(divisions[0]!)).courts.find((c: { court: number }) => c.court === 1);
  assert.equal([court1.status, court1.reason], ['paused', 'Glare'], "Bob's pause, with his reason");
  await a.page.waitForSelector('article.court-paused[data-court="1"]');
  await a.page.getByRole('button', { name: 'Resume court 1' }).click();
  await a.page.waitForSelector('article.court-open[data-court="1"]');
});

test('a broadcast sent offline goes out once when the connection is back; a reload keeps what was waiting', async () => {
  await b.ctx.setOffline(true);
  await b.page.fill('#broadcast', 'Ice cream at three');
  await b.page.getByRole('button', { name: 'Send' }).click();
  await b.page.waitForSelector('form[data-target="broadcast"] .intent-note.pending');
  assert.is(await b.page.inputValue('#broadcast'), '', 'the form is cleared for the next one');
  await b.ctx.setOffline(false);
  await b.page.waitForSelector('form[data-target="broadcast"] .intent-note.done');
  assert.match(
    (await b.page.locator('form[data-target="broadcast"] .intent-note.done').textContent()) ?? '',
    'Broadcast sent to 2 divisions.',
  );
  for (const slug of divisions) {
    const alerts = (await ann.state(slug)).recentAlerts.filter((x: { text: string }) => x.text === 'Ice cream at three');
    assert.is(alerts.length, 1, `${slug} has it once`);
  }
});

test('a change whose answer is lost on the way is kept, survives a reload and is applied once', async () => {
  // The server applies the broadcast, the browser never hears back (a dropped connection): the change stays pending.
  let lost = 0;
  await b.page.route('**/admin/e/*/broadcast', async (route) => {
    await route.fetch();
    lost++;
    await route.abort('connectionreset');
  });
  await b.page.fill('#broadcast', 'Rain delay');
  await b.page.getByRole('button', { name: 'Send' }).click();
  await b.page.waitForFunction(() => document.querySelector('form[data-target="broadcast"] .intent-note.pending'));
  await until(() => lost > 0);
  await b.page.unroute('**/admin/e/*/broadcast');
  // A reload of the tab finds the change in its storage and sends it again under the same op id.
  await b.page.reload();
  await b.page.waitForSelector('form[data-target="broadcast"] .intent-note.done');
  for (const slug of divisions) {
    const alerts = (await ann.state(slug)).recentAlerts.filter((x: { text: string }) => x.text === 'Rain delay');
    assert.is(alerts.length, 1, `${slug} has it once`);
  }
});

test('a player link told apart by one organizer is refused to the other on the old version; a second Coed B is refused', async () => {
  // Bob, offline, tells the two apart on the page as it was; Ann does it first.
  await b.ctx.setOffline(true);
  await b.page.locator('#players li').first().getByRole('button', { name: 'Unlink: different people' }).click();
  await b.page.waitForSelector('#players .intent-note.pending');
  await a.page.locator('#players li').first().getByRole('button', { name: 'Unlink: different people' }).click();
  await a.page.waitForSelector('#players li.unlinked');
  await b.ctx.setOffline(false);
  await b.page.waitForSelector('#players [data-intent="conflict"]');
  assert.match(
    (await b.page.locator('#players [data-intent="conflict"]').textContent()) ?? '',
    /Desk Ann told apart the two players named Sam Lee at/,
  );
  for (const [p, label] of [
    [a.page, 'Ann'],
    [b.page, 'Bob'],
  ] as const) {
    await p.fill('#name', 'Coed B');
    await p.getByRole('button', { name: 'Create division' }).click();
    if (label === 'Ann') await p.waitForURL(/\/admin\/t\//);
  }
  await b.page.waitForSelector('#create [data-intent="refused"]');
  assert.match((await b.page.locator('#create [data-intent="refused"]').textContent()) ?? '', /Desk Ann created the division Coed B at/);
  await shot(b.page, 'event-desk-twin-division');
  // The browser reports the refusals (409, 400) and the requests tried offline; nothing else.
  assert.equal(
    problems.filter((p) => !/status of 409|status of 400|ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_RESET/.test(p)),
    [],
  );
});

test.run();
