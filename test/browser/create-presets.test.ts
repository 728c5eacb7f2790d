// The creation form's sport presets and tiebreak order in a real browser (docs/running-an-event.md, Sport presets and Tiebreak
// orders): choosing a sport fills every rule field, each stays editable, the created tournament has what the form showed; a
// bad order is shown next to its field and nothing is sent; the event desk's division form does the same. Phone and laptop.
// SHOTS_DIR=<folder> keeps screenshots to look at.
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { PRESETS } from '../../shared/engine/presets.js';
import { serverFor } from '../fixtures/server.js';
import { PHONE, launchChromium, organizerPage, seriousAxeViolations } from './rig.js';

const LAPTOP = { width: 1366, height: 768 };
const SHOTS = process.env.SHOTS_DIR;

const { srv, c: desk } = serverFor(test, { login: 'Desk Pia' });
let browser: Browser;
const problems: string[] = [];

async function shot(page: Page, name: string, selector?: string): Promise<void> {
  if (!SHOTS) return;
  if (selector)
    await page
      .locator(selector)
      .first()
      .screenshot({ path: join(SHOTS, `${name}.png`) });
  else await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const value = (page: Page, name: string) => page.locator(`#create [name="${name}"]`).inputValue();
const count = async () => (await (await desk.get('/healthz')).json()).tournaments as number;

test.before(async () => {
  browser = await launchChromium();
});

test.after(async () => {
  await browser?.close();
});

test('laptop: choosing pickleball fills every rule field, a field typed over is kept, and the tournament has what the form showed', async () => {
  const { ctx, page } = await organizerPage(browser, srv, desk, 'desk home', problems, LAPTOP);
  await page.goto(`${srv.base}/admin`);
  const form = page.locator('#create form');
  await form.getByLabel('Sport').selectOption('pickleball');
  const want = PRESETS.pickleball.values;
  assert.is(await value(page, 'teamSize'), want.teamSize);
  assert.is(await value(page, 'pointsTo'), want.pointsTo);
  assert.is(await value(page, 'winBy'), want.winBy);
  assert.is(await value(page, 'bestOf'), want.bestOf);
  assert.is(await value(page, 'bracketBestOf'), '3');
  assert.is(await value(page, 'tiebreaks'), 'headToHead, pointDiff, seed');
  assert.is(await value(page, 'presetShown'), 'pickleball');
  assert.ok(await form.locator('details.stage-rules').evaluate((d) => (d as HTMLDetailsElement).open), 'the bracket rules unfold');
  await shot(page, 'create-pickleball-laptop', '#create');

  // Each field stays editable.
  await form.getByLabel('Points to win a set').fill('15');
  await form.getByLabel('Tournament name').fill('Dink Open');
  await form.getByLabel('Date', { exact: true }).fill('2026-07-04');
  await Promise.all([page.waitForURL(/\/admin\/t\/dink-open/), form.getByRole('button', { name: 'Create tournament' }).click()]);
  const r = (await desk.state('dink-open')).rules;
  assert.equal([r.teamSize, r.pointsTo, r.winBy, r.bestOf], [2, 15, 2, 1]);
  assert.equal(r.bracket, { pointsTo: 15, winBy: 2, cap: 0, bestOf: 3 });
  assert.equal(r.tiebreaks, ['headToHead', 'pointDiff', 'seed']);
  await ctx.close();
});

test('phone: indoor volleyball fills the form; a bad tiebreak order is named next to its field and nothing is created', async () => {
  const { ctx, page } = await organizerPage(browser, srv, desk, 'desk home phone', problems, PHONE);
  await page.goto(`${srv.base}/admin#create`);
  const form = page.locator('#create form');
  await form.getByLabel('Sport').selectOption('indoor-volleyball');
  assert.is(await value(page, 'teamSize'), '6');
  assert.is(await value(page, 'pointsTo'), '25');
  assert.is(await value(page, 'bestOf'), '5');
  assert.is(await value(page, 'decidingSetTo'), '15');
  assert.ok(await form.getByLabel('Deciding set to').isVisible(), 'the deciding set to 15 unfolds, so it is seen');
  assert.is(await value(page, 'tiebreaks'), 'rankingPoints, setRatio, pointRatio, headToHead, seed');
  await shot(page, 'create-indoor-phone', '#create');

  const before = await count();
  await form.getByLabel('Tournament name').fill('Bad Order Cup');
  await form.getByLabel('Date', { exact: true }).fill('2026-07-04');
  await form.getByLabel('Tiebreak order').fill('rankingPoints, luck, seed');
  const error = form.locator('#tiebreaks-error');
  assert.match((await error.textContent()) ?? '', /"luck" is not a criterion/);
  await form.getByRole('button', { name: 'Create tournament' }).click();
  assert.ok(page.url().endsWith('/admin#create'), 'the form was not sent');
  assert.is(await form.getByLabel('Tiebreak order').getAttribute('aria-invalid'), 'true');
  await shot(page, 'create-bad-order-phone', '#create .field:has(#tiebreaks)');
  assert.is(await count(), before, 'nothing created');

  // Corrected, the error goes and the form is sent.
  await form.getByLabel('Tiebreak order').fill('rankingPoints, seed');
  assert.ok(await error.isHidden());
  // "Other" leaves the fields as they are.
  await form.getByLabel('Sport').selectOption('');
  assert.is(await value(page, 'teamSize'), '6');
  await Promise.all([page.waitForURL(/\/admin\/t\/bad-order-cup/), form.getByRole('button', { name: 'Create tournament' }).click()]);
  const r = (await desk.state('bad-order-cup')).rules;
  assert.equal([r.teamSize, r.pointsTo, r.bestOf, r.decidingSetTo, r.tiebreaks], [6, 25, 5, 15, ['rankingPoints', 'seed']]);
  await page.goto(`${srv.base}/admin#create`);
  assert.equal(await seriousAxeViolations(page), []);
  await ctx.close();
});

test("the event desk's division form offers the same presets", async () => {
  const res = await desk.form(
    '/admin/events/new',
    { name: 'Sand Fest', date: '2026-08-01', courtCount: 4, restMin: 0, notes: '' },
    { origin: srv.base },
  );
  const event = new URL(res.headers.get('location') ?? '', 'http://x').pathname.split('/').pop()!;
  const { ctx, page } = await organizerPage(browser, srv, desk, 'event desk', problems, LAPTOP);
  await page.goto(`${srv.base}/admin/e/${event}`);
  const form = page.locator('form[data-create-form]');
  await form.getByLabel('Sport').selectOption('beach-volleyball');
  assert.is(await form.locator('[name="bestOf"]').inputValue(), '3');
  assert.is(await form.locator('[name="decidingSetTo"]').inputValue(), '15');
  await form.getByLabel('Division name').fill('Open Pairs');
  await shot(page, 'division-beach-laptop', 'form[data-create-form]');
  await Promise.all([page.waitForURL(/\/admin\/t\/open-pairs/), form.getByRole('button', { name: 'Create division' }).click()]);
  const r = (await desk.state('open-pairs')).rules;
  assert.equal([r.teamSize, r.pointsTo, r.bestOf, r.decidingSetTo, r.tiebreaks], [2, 21, 3, 15, ['headToHead', 'pointRatio', 'seed']]);
  await ctx.close();
});

/** The FIVB worked example of test/shared/engine/tiebreak-orders.test.ts by seed: winner, loser, sets from the winner's side. */
const WORKED: [number, number, string][] = [
  [1, 2, '25-20, 25-20, 25-20'],
  [3, 4, '25-20, 20-25, 25-20, 20-25, 15-10'],
  [1, 3, '25-20, 20-25, 25-20, 20-25, 15-10'],
  [2, 4, '25-20, 20-25, 25-20, 25-20'],
  [4, 1, '25-20, 25-20, 25-20'],
  [2, 3, '25-20, 25-20, 25-20'],
];
const flip = (sets: string) =>
  sets
    .split(', ')
    .map((x) => x.split('-').reverse().join('-'))
    .join(', ');

test('the board (phone) and the TV (1920) rank by ranking points and say so in words', async () => {
  const slug = await desk.createWithTeams('Nations Pool', 4, {
    preset: 'indoor-volleyball',
    courtCount: 2,
    teamSize: 2,
    pointsTo: undefined,
    winBy: undefined,
    cap: undefined,
    bestOf: undefined,
  });
  await desk.act(`/admin/t/${slug}/phase`, { phase: 'closed' });
  await desk.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  await desk.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  const st = await desk.state(slug);
  const seedOf = new Map<string, number>(st.teams.map((x: any) => [x.id, x.seed]));
  for (const m of st.pools[0].matches) {
    const [a, b] = [seedOf.get(m.a.id)!, seedOf.get(m.b.id)!];
    const row = WORKED.find(([w, l]) => (w === a && l === b) || (w === b && l === a))!;
    await desk.act(`/admin/t/${slug}/score`, { match: m.id, sets: row[0] === a ? row[2] : flip(row[2]) });
  }
  const rows = (await desk.state(slug)).pools[0].standings;
  assert.equal(
    rows.map((r: any) => seedOf.get(r.teamId)),
    [2, 1, 4, 3],
  );
  assert.equal(
    rows.map((r: any) => r.rankingPoints),
    [6, 5, 4, 3],
  );

  const ctx = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1, hasTouch: true });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => problems.push(`board: ${e.message}`));
  await page.goto(`${srv.base}/t/${slug}`);
  const table = page.locator('table.standings').first();
  assert.match((await table.textContent()) ?? '', /ahead on ranking points/);
  assert.match((await page.locator('.tiebreak-order').first().textContent()) ?? '', /Ties broken by ranking points, then set ratio/);
  await shot(page, 'board-ranking-points-phone', '.pool');
  await ctx.close();

  const tv = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const screen = await tv.newPage();
  screen.on('pageerror', (e) => problems.push(`display: ${e.message}`));
  await screen.goto(`${srv.base}/t/${slug}/display?page=1500`);
  await screen.waitForSelector('table.standings', { timeout: 15_000 });
  assert.match((await screen.locator('table.standings').first().textContent()) ?? '', /Pts/);
  await shot(screen, 'display-ranking-points-tv');
  await tv.close();
});

test('no console errors on any page', () => {
  assert.equal(problems, []);
});

test.run();
