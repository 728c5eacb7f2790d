// "Apply anyway" on the tournament desk (docs/running-an-event.md, Several organizers at the desk): a court pause
// refused because someone else paused the court first is said as done when tapped, not sent again to be refused; a
// pause refused because the court was paused and resumed meanwhile is applied on the fresh version. In real Chromium
// against the real server; screenshots in /tmp/shots/event-polish/.
import { mkdirSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, organizerPage, PHONE } from './rig.js';
import { Client, serverFor } from '../fixtures/server.js';

const SHOTS = '/tmp/shots/event-polish';
const LAPTOP = { width: 1366, height: 768 };
const TEAMS = ['Sand Sharks', 'Dig Dug', 'Net Ninjas', 'Block Party'];

const { srv, c: riley } = serverFor(test, { login: 'Riley' });
let browser: Browser;
let slug = '';
const problems: string[] = [];

async function deskFor(who: Client, label: string, viewport = LAPTOP): Promise<Page> {
  const { page } = await organizerPage(browser, srv, who, label, problems, viewport);
  await page.goto(`${srv.base}/admin/t/${slug}`);
  await page.waitForSelector('desk-app [data-ready]');
  await page.waitForSelector('.desk-bar [data-state="live"]');
  return page;
}

const courtOf = async (n: number) => (await riley.state(slug)).courts.find((c: { court: number }) => c.court === n);

/** Sam pauses court `n` while offline, `meanwhile` happens on the server, and Sam's desk comes back to a conflict. */
async function conflictOn(page: Page, n: number, reason: string, meanwhile: () => Promise<void>) {
  const court = page.locator(`.desk-court[data-court="${n}"]`);
  await page.context().setOffline(true);
  await page.locator('.desk-bar [data-state="offline"]').waitFor();
  if (!(await court.locator('details.court-tools').evaluate((d) => (d as HTMLDetailsElement).open))) await court.locator('summary').click();
  await court.getByLabel('Reason to pause').fill(reason);
  await court.getByRole('button', { name: `Pause court ${n}` }).click();
  await court.locator('.intent-note[data-intent="pending"]').waitFor();
  await meanwhile();
  await page.context().setOffline(false);
  const note = court.locator('.intent-note[data-intent="conflict"]');
  await note.waitFor();
  return { court, note };
}

test.before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchChromium();
  slug = await riley.create({ name: 'Apply Anyway Open', courtCount: 2, bestOf: 1 });
  for (const name of TEAMS) assert.is((await riley.register(slug, { name })).status, 303);
  await riley.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  await riley.act(`/admin/t/${slug}/phase`, { phase: 'live' });
});

test.after(async () => {
  await browser?.close();
});

test('a pause someone else made first: "Apply anyway" says the court is already paused, as done', async () => {
  const sam = new Client(srv.base);
  await sam.login('Sam');
  const page = await deskFor(sam, 'sam laptop');
  const { court, note } = await conflictOn(page, 2, 'Wind', async () => {
    await riley.act(`/admin/t/${slug}/court`, { court: 2, op: 'pause', reason: 'Net repair' });
  });
  const said = (await note.textContent()) ?? '';
  assert.match(said, /Court 2 was paused by Riley at \d\d:\d\d\./, said);
  await note.getByRole('button', { name: 'Apply anyway' }).click();
  const done = court.locator('.intent-note[data-intent="done"]');
  await done.waitFor();
  assert.is(await done.textContent(), 'Court 2 is already paused.');
  await page.screenshot({ path: `${SHOTS}/desk-apply-anyway-done-1366.png` });
  const now = await courtOf(2);
  assert.equal([now.status, now.reason], ['paused', 'Net repair'], "Riley's pause stands as made");
  await riley.act(`/admin/t/${slug}/court`, { court: 2, op: 'resume', reason: '' });
  await page.context().close();
});

test('a court paused and resumed meanwhile: "Apply anyway" pauses it on the fresh version, with the reason typed', async () => {
  const sam = new Client(srv.base);
  await sam.login('Sam');
  const page = await deskFor(sam, 'sam phone', PHONE);
  const { court, note } = await conflictOn(page, 1, 'Glare', async () => {
    await riley.act(`/admin/t/${slug}/court`, { court: 1, op: 'pause', reason: 'Net repair' });
    await riley.act(`/admin/t/${slug}/court`, { court: 1, op: 'resume', reason: '' });
  });
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/desk-apply-anyway-conflict-390.png` });
  await note.getByRole('button', { name: 'Apply anyway' }).click();
  await court.locator('.intent-note[data-intent="done"]').waitFor();
  const now = await courtOf(1);
  assert.equal([now.status, now.reason], ['paused', 'Glare']);
  await page.screenshot({ path: `${SHOTS}/desk-apply-anyway-applied-390.png` });
  await page.context().close();
});

test('no console or page errors but the offline attempts', () => {
  assert.equal(
    problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|WebSocket/.test(p)),
    [],
  );
});

test.run();
