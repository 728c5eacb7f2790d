// Tiered brackets in real Chromium (docs/running-an-event.md, Gold and Silver brackets): the desk previews and draws
// Gold (ranks 1-2, with a consolation) and Silver (ranks 3-4, double elimination) after the pools; the board, the
// bracket page, the TV and a team's page show each tier under its heading. Screenshots at phone 390x844, laptop
// 1366x768 and TV 1920x1080 go to /tmp/shots/formats-tiers/.
import { mkdirSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, organizerPage, PHONE, watch } from './rig.js';
import { serverFor } from '../fixtures/server.js';

const SHOTS = '/tmp/shots/formats-tiers';
const LAPTOP = { width: 1366, height: 768 };
const TV = { width: 1920, height: 1080 };
const NAMES = [
  'Sand Sharks',
  'Dig Dug',
  'Block Party of the Northern Beaches',
  'Net Results',
  'Spike Lee',
  'Ace Ventura',
  'Kill Bill',
  'Set to Kill',
  'Bump Set Spike',
  'Sandy Cheeks',
  'Hit Happens',
  'Net Ninjas',
  'The Diggers',
  'Beach Please',
  'Sets on the Beach',
  'Ace of Base',
];

const { srv, c: desk } = serverFor(test);
let browser: Browser;
let slug = '';
const problems: string[] = [];

async function open(path: string, viewport: { width: number; height: number }, label: string): Promise<Page> {
  const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = watch(await ctx.newPage(), label, problems);
  await page.goto(`${srv.base}${path}`);
  return page;
}

test.before(async () => {
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
  slug = await desk.create({ name: 'Harbour Beach Open', courtCount: 4, stages: 'pool,bracket' });
  for (const name of NAMES) await desk.act(`/admin/t/${slug}/team`, { op: 'add', name, captain: 'Cap', players: 2 });
  await desk.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  const st = await desk.state(slug);
  for (const m of st.pools.flatMap((p: any) => p.matches)) await desk.act(`/admin/t/${slug}/score`, { match: m.id, sets: '21-15' });
});

test.after(async () => {
  await browser?.close();
});

test('the desk previews and draws Gold with a consolation and Silver, then lists both', async () => {
  const { ctx, page } = await organizerPage(browser, srv, desk, 'desk', problems, LAPTOP);
  await page.goto(`${srv.base}/admin/t/${slug}`);
  await page.waitForSelector('desk-app [data-ready]');
  const draw = page.locator('#generate');
  await draw.getByLabel(/Tier name/).fill('Gold');
  await draw.getByLabel('From pool rank').fill('1');
  await draw.getByLabel('To pool rank').fill('2');
  await draw.getByLabel(/Consolation bracket/).check();
  const preview = draw.locator('.preview');
  await preview.getByText('Preview: first round of Gold').waitFor();
  await preview.locator('.preview-msg', { hasText: 'Gold bracket generated for 8 teams, with a consolation' }).waitFor();
  assert.is(await preview.locator('.preview-matches li').count(), 4);
  assert.is((await desk.state(slug)).bracket.length, 0, 'nothing drawn by the preview');
  await draw.screenshot({ path: `${SHOTS}/desk-preview-1366.png` });
  await draw.getByRole('button', { name: 'Generate bracket' }).click();
  await draw.locator('[data-tiers] li', { hasText: 'Gold bracket' }).waitFor();
  await draw.getByLabel(/Tier name/).fill('Silver');
  await draw.getByLabel('From pool rank').fill('3');
  await draw.getByLabel('To pool rank').fill('4');
  await draw.getByLabel('Elimination', { exact: true }).selectOption('double');
  await preview.locator('.preview-msg', { hasText: 'Silver bracket generated for 8 teams' }).waitFor();
  await draw.getByRole('button', { name: 'Generate bracket' }).click();
  await draw.locator('[data-tiers] li', { hasText: 'Silver bracket' }).waitFor();
  assert.equal(await draw.locator('[data-tiers] li strong').allTextContents(), ['Gold bracket', 'Gold consolation', 'Silver bracket']);
  // state.json follows the desk's write within moments (its projection is refreshed after the answer).
  let st = await desk.state(slug);
  for (let i = 0; i < 50 && st.tiers.length < 3; i++) {
    await page.waitForTimeout(100);
    st = await desk.state(slug);
  }
  assert.equal(
    st.tiers.map((x: any) => x.name),
    ['Gold', 'Gold consolation', 'Silver'],
  );
  // Before its first result a tier is drawn again from its row: the form takes its settings.
  await draw.getByRole('button', { name: 'Draw Silver again' }).click();
  assert.is(await draw.getByLabel(/Tier name/).inputValue(), 'Silver');
  assert.is(await draw.getByLabel('From pool rank').inputValue(), '3');
  await draw.getByLabel('Elimination', { exact: true }).selectOption('single');
  await draw.getByRole('button', { name: 'Draw it again' }).click();
  await draw.locator('[data-tiers] li', { hasText: 'single elimination, 7 matches' }).nth(1).waitFor();
  await draw.getByRole('button', { name: 'Draw Silver again' }).click();
  await draw.getByLabel('Elimination', { exact: true }).selectOption('double');
  await draw.getByRole('button', { name: 'Draw it again' }).click();
  await draw.locator('[data-tiers] li', { hasText: 'double elimination' }).waitFor();
  // Overlapping ranks are refused in the preview, before anything is sent.
  await draw.getByLabel(/Tier name/).fill('Bronze');
  await draw.getByLabel('From pool rank').fill('2');
  await draw.getByLabel('To pool rank').fill('3');
  await preview.locator('.preview-none', { hasText: 'a team can play in one tier only' }).waitFor();
  await draw.screenshot({ path: `${SHOTS}/desk-tiers-1366.png` });
  await ctx.close();
});

test('the board and the bracket page show each tier under its heading, on a phone and a laptop', async () => {
  await desk.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  // A few results in each tier, so the drawings have lines that are done.
  for (let i = 0; i < 6; i++) {
    const st = await desk.state(slug);
    const live = st.courts.map((c: any) => c.match).filter(Boolean);
    if (live.length === 0) break;
    await desk.act(`/admin/t/${slug}/score`, { match: live[0].id, sets: '21-15' });
  }
  for (const [viewport, name] of [
    [PHONE, '390'],
    [LAPTOP, '1366'],
  ] as const) {
    const board = await open(`/t/${slug}`, viewport, `board ${name}`);
    await board.waitForFunction(() => document.querySelector('board-app')?.hasUpdated);
    assert.equal(await board.locator('.bx-tier-title').allTextContents(), ['Gold bracket', 'Gold consolation', 'Silver bracket']);
    assert.is(await board.locator('.bx-tier svg.bx').count(), 3);
    // What a reader scrolls to: the brackets' part of the board, screen by screen.
    for (const tier of ['Gold', 'Silver']) {
      await board.locator(`.bx-tier[data-tier="${tier}"] .bx-tier-title`).evaluate((n) => n.scrollIntoView());
      await board.screenshot({ path: `${SHOTS}/board-${tier.toLowerCase()}-${name}.png` });
    }
    await board.context().close();
    const bracket = await open(`/t/${slug}/bracket`, viewport, `bracket ${name}`);
    await bracket.locator('.bx-tier-title', { hasText: 'Silver bracket' }).waitFor();
    await bracket.screenshot({ path: `${SHOTS}/bracket-page-${name}.png`, fullPage: true });
    await bracket.context().close();
  }
});

test("a team's page names its tier and its road", async () => {
  const st = await desk.state(slug);
  const m = st.bracket.find((x: any) => x.tier === 'Silver' && x.a);
  const page = await open(`/t/${slug}/teams/${m.a.id}`, PHONE, 'team');
  await page.locator('.path h2', { hasText: 'Silver bracket path' }).waitFor();
  await page.screenshot({ path: `${SHOTS}/team-390.png`, fullPage: true });
  await page.context().close();
});

test('the TV pages through each tier in play under its own title', async () => {
  const page = await open(`/t/${slug}/display?page=1500`, TV, 'display');
  await page.waitForFunction(() => document.querySelector('display-app')?.hasUpdated);
  const seen = new Set<string>();
  for (let i = 0; i < 40 && !(seen.has('Gold') && seen.has('Silver')); i++) {
    const title = (await page.locator('.d-title').textContent()) ?? '';
    if (title.startsWith('Gold bracket') && !seen.has('Gold')) {
      seen.add('Gold');
      await page.screenshot({ path: `${SHOTS}/display-gold-1080.png` });
    }
    if (title.startsWith('Silver:') && !seen.has('Silver')) {
      seen.add('Silver');
      await page.screenshot({ path: `${SHOTS}/display-silver-1080.png` });
    }
    await page.waitForTimeout(500);
  }
  assert.ok(seen.has('Gold') && seen.has('Silver'), `saw ${[...seen].join(', ')}`);
  await page.context().close();
});

test('once every tier is decided the board and the TV show a podium per tier', async () => {
  for (let i = 0; i < 80; i++) {
    const st = await desk.state(slug);
    const m = st.bracket.find((x: any) => x.a && x.b && !['final', 'forfeit', 'void', 'bye'].includes(x.status));
    if (!m) break;
    await desk.act(`/admin/t/${slug}/score`, { match: m.id, sets: '21-15' });
  }
  const st = await desk.state(slug);
  assert.ok(
    st.tiers.every((x: any) => x.champion),
    'every tier has its champion',
  );
  for (const [viewport, name] of [
    [PHONE, '390'],
    [LAPTOP, '1366'],
  ] as const) {
    const board = await open(`/t/${slug}`, viewport, `podiums ${name}`);
    await board.waitForFunction(() => document.querySelector('board-app')?.hasUpdated);
    assert.equal(await board.locator('.champion h2').allTextContents(), ['Gold champion', 'Gold consolation champion', 'Silver champion']);
    await board
      .locator('.champion')
      .first()
      .evaluate((n) => n.scrollIntoView());
    await board.screenshot({ path: `${SHOTS}/podiums-${name}.png` });
    await board.context().close();
  }
  const tv = await open(`/t/${slug}/display?page=600000`, TV, 'display podiums');
  await tv.locator('.d-tier-podium').first().waitFor();
  assert.is(await tv.locator('.d-tier-podium').count(), 3);
  const names = await tv.locator('.d-tier-name').allTextContents();
  assert.equal(
    names,
    st.tiers.map((x: any) => x.champion.name),
  );
  await tv.screenshot({ path: `${SHOTS}/display-podiums-1080.png` });
  await tv.context().close();
});

test('no console errors on any page', () => {
  assert.equal(problems, []);
});

test.run();
