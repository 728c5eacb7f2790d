// One template per view, in real Chromium: the server's first paint of the board and of a team page and
// what <board-app> and <team-app> draw over it say the same words and put every part in the same place, at phone and
// laptop sizes; the only thing the browser adds is the clock times, in the reader's own zone. Screenshots go to
// /tmp/shots/first-paint-*.png.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { PHONE, launchChromium, watch } from './rig.js';
import { key, serverFor } from '../fixtures/server.js';

const SHOTS = '/tmp/shots';
const SIZES = { phone: PHONE, laptop: { width: 1366, height: 768 } };
type Size = keyof typeof SIZES;
/** A zone far from the server's: the clock times must be written in it. */
const READER_ZONE = 'Pacific/Auckland';

// The court engine's tick would move the estimates between two loads of a page: once an hour is never, here.
const { srv, c: desk } = serverFor(test, { env: { TICK_MS: '3600000' } });
let browser: Browser;
const contexts: BrowserContext[] = [];
const problems: string[] = [];
/** Two pools of four on three courts, best of three, live, a set played on court 2, a broadcast and a banner. */
let pools = '';
/** Four teams, single elimination with third place, live. */
let bracket = '';

/** The parts whose place on the page a reader would notice moving. */
const PARTS =
  'h1, h2, h3, .banner, .alert, .court, .score, .upnext li, .standings tr, details, .next-match, .results li, .path-steps li, .champion, .bx-match';

interface Look {
  since: string;
  text: string;
  /** Each part's box, relative to the app element. */
  boxes: string[];
  clocks: string[];
}

/** What the app element shows: its words (clock slots left out), where its parts sit, and the clock times written. */
function look(page: Page, app: string): Promise<Look> {
  return page.evaluate(
    ({ app, parts }) => {
      const root = document.querySelector<HTMLElement>(app)!;
      const origin = root.getBoundingClientRect();
      const boxes = [...root.querySelectorAll(parts)].map((el) => {
        const r = el.getBoundingClientRect();
        const at = [r.left - origin.left, r.top - origin.top, r.width, r.height].map(Math.round).join(',');
        return `${el.tagName.toLowerCase()}.${el.className} @${at}`;
      });
      const slots = [...root.querySelectorAll<HTMLTimeElement>('time[data-clock]')];
      const clocks = slots.map((t) => t.textContent ?? '');
      // the words without the clocks: blank them for the reading, then put them back
      for (const t of slots) t.textContent = '';
      const text = root.innerText;
      slots.forEach((t, i) => {
        t.textContent = clocks[i]!;
      });
      return { since: root.dataset.since ?? '', text, boxes, clocks };
    },
    { app, parts: PARTS },
  );
}

/** The page as the server painted it, read with JavaScript off. */
async function withoutScripts(path: string, app: string, size: Size): Promise<Look> {
  const ctx = await browser.newContext({ viewport: SIZES[size], javaScriptEnabled: false });
  contexts.push(ctx);
  const page = await ctx.newPage();
  await page.goto(`${srv.base}${path}`);
  return look(page, app);
}

/**
 * The page with JavaScript on: read once as painted (its scripts held back), then after the component has drawn
 * over it. The page's clock is the document's own time, so a running time reads the same on both.
 */
async function takeOver(path: string, app: string, size: Size, since: number): Promise<{ page: Page; before: Look; after: Look }> {
  const ctx = await browser.newContext({ viewport: SIZES[size], deviceScaleFactor: 1, timezoneId: READER_ZONE });
  contexts.push(ctx);
  const page = watch(await ctx.newPage(), `${path} @${size}`, problems);
  await page.clock.setFixedTime(since);
  const held: Route[] = [];
  await page.route('**/assets/**', (route) => {
    held.push(route);
  });
  await page.goto(`${srv.base}${path}`, { waitUntil: 'commit' });
  await page.waitForSelector(`${app} > #live`);
  // the stylesheet is not held back, but it may still be on its way: the paint to compare is the styled one
  await page.waitForFunction(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    return (link?.sheet?.cssRules.length ?? 0) > 0;
  });
  assert.is(await page.locator(`${app} > #live[data-rendered]`).count(), 0, 'the component has not drawn yet');
  const before = await look(page, app);
  for (const route of held) await route.continue();
  await page.unroute('**/assets/**');
  await page.waitForSelector(`${app} > #live[data-rendered]`);
  await page.waitForSelector('sync-status [data-state="live"]');
  return { page, before, after: await look(page, app) };
}

/** "14:20" for `at` in the reader's zone. */
const readerClock = (at: number) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: READER_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

test.before(async () => {
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
  pools = await desk.create({ name: 'First Paint Cup', courtCount: 3, bestOf: 3 });
  for (const name of [
    'Sand Sharks',
    'Dig Dug',
    'Net Ninjas',
    'Block Party of the Northern Beaches',
    'Ace Ventura',
    'Spike Lee',
    'Set To Win',
    'Bump Squad',
  ]) {
    assert.is((await desk.register(pools, { name })).status, 303);
  }
  await desk.act(`/admin/t/${pools}/generate`, { what: 'pools', poolSize: 4 });
  await desk.act(`/admin/t/${pools}/phase`, { phase: 'live' });
  await desk.act(`/admin/t/${pools}/broadcast`, { text: 'Lunch is served by court 3' });
  await desk.act(`/admin/t/${pools}/banner`, { banner: 'Finals start at 4 pm' });
  const st = await desk.state(pools);
  const m = st.courts.find((c: any) => c.court === 2).match;
  const res = await fetch(`${srv.base}/keeper/${pools}/2/live`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ k: key(pools, 2), match: m.id, a: 5, b: 3, sets: [[21, 18]] }),
  });
  assert.is(res.status, 200, 'a keeper point on court 2');
  bracket = await desk.create({ name: 'First Paint Bracket', courtCount: 1, stages: 'bracket' });
  for (const name of ['Sand Sharks', 'Dig Dug', 'Net Ninjas', 'Spike Lee']) await desk.register(bracket, { name });
  await desk.act(`/admin/t/${bracket}/generate`, { what: 'bracket', type: 'single', thirdPlace: 1 });
  await desk.act(`/admin/t/${bracket}/phase`, { phase: 'live' });
});

test.after(async () => {
  for (const ctx of contexts) await ctx.close().catch(() => {});
  await browser?.close();
});

/** The pages to compare: the board and team pages playing, on deck and in the bracket. */
async function pagesToCompare(): Promise<{ name: string; path: string; app: string }[]> {
  const st = await desk.state(pools);
  const deck = st.upNext.find((e: any) => e.status === 'on_deck');
  const onCourt = (id: string) => st.courts.some((c: any) => c.match?.a?.id === id || c.match?.b?.id === id);
  const waiting = [deck.a, deck.b].find((t: any) => !onCourt(t.id));
  const br = await desk.state(bracket);
  return [
    { name: 'board', path: `/t/${pools}`, app: 'board-app' },
    { name: 'team-playing', path: `/t/${pools}/teams/${st.courts[1].match.a.id}`, app: 'team-app' },
    { name: 'team-on-deck', path: `/t/${pools}/teams/${waiting.id}`, app: 'team-app' },
    { name: 'bracket-board', path: `/t/${bracket}`, app: 'board-app' },
    { name: 'bracket-team', path: `/t/${bracket}/teams/${br.courts[0].match.a.id}`, app: 'team-app' },
  ];
}

test('the component draws the very words of the first paint, and every part stays where it was painted', async () => {
  for (const size of Object.keys(SIZES) as Size[]) {
    for (const { name, path, app } of await pagesToCompare()) {
      const where = `${name} @${size}`;
      const painted = await withoutScripts(path, app, size);
      assert.ok(painted.text.length > 200, `${where}: the first paint has the page's words without JavaScript`);
      const { page, before, after } = await takeOver(path, app, size, Number(painted.since));
      assert.is(before.since, painted.since, `${where}: the same document both times`);
      assert.is(before.text, painted.text, `${where}: the same first paint with scripts held back`);
      assert.is(after.text, before.text, `${where}: the component's words are the first paint's`);
      assert.equal(after.boxes, before.boxes, `${where}: nothing moved when the component took over`);
      assert.ok(
        before.clocks.every((c) => c === ''),
        `${where}: the server writes no clock time (${before.clocks.join(', ')})`,
      );
      if (name.startsWith('team') || name === 'board') {
        await page.screenshot({ path: `${SHOTS}/first-paint-${name}-${size}.png`, fullPage: size === 'phone' });
      }
    }
  }
  assert.equal(problems, [], 'no console errors');
});

test("the browser writes the clock times in the reader's own zone: up next's 'about', an announcement's time", async () => {
  const st = await desk.state(pools);
  const since = st.generatedAt as number;
  const { page } = await takeOver(`/t/${pools}`, 'board-app', 'laptop', since);
  const later = st.upNext.findIndex((e: any) => e.etaMin > 0);
  assert.ok(later >= 0, 'a queued match with a wait');
  assert.is(
    await page.locator('.upnext li').nth(later).locator('.eta-clock').innerText(),
    `about ${readerClock(since + st.upNext[later].etaMin * 60_000)}`,
  );
  const broadcast = st.recentAlerts.find((a: any) => a.kind === 'broadcast');
  const alert = page.locator('.alerts li.kind-broadcast');
  assert.is(await alert.locator('time').innerText(), readerClock(broadcast.at));
  assert.match(await alert.innerText(), /Lunch is served by court 3$/);
});

test.run();
