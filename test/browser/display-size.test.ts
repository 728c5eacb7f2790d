// The TV display read from 5 m: at 1920x1080, with 4, 8 and 16 courts live and queued, a 24-team double bracket mid-way
// and a pool of 12, every team name and every live score line on every page of the rotation is at least 32 px, names at
// the cap give way inside their cards, and nothing leaves the screen; the type scales with the screen (1366x768, 4K);
// the component takes over the server's paint with the same markup. Screenshots: /tmp/shots/display-size-*.png.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, watch } from './rig.js';
import { LAPTOP, LONG, type Measure, measure, nextPage, small, TV } from './tv-measure.js';
import { serverFor } from '../fixtures/server.js';

const SHOTS = '/tmp/shots';
const TV4K = { width: 3840, height: 2160 };

const suite = test;
const fx = serverFor(suite);
let browser: Browser;
const problems: string[] = [];

suite.before(async () => {
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
});

suite.after(async () => {
  await browser?.close();
});

/** A live pool tournament: every court playing, three times as many matches as courts, so the queue is long. */
async function liveCup(courts: number): Promise<string> {
  const c = fx.c;
  const slug = await c.create({ name: `Readable ${courts}`, courtCount: courts, stages: 'pool,bracket' });
  const teams = 2 * courts;
  for (let i = 0; i < teams; i++)
    await c.act(`/admin/t/${slug}/team`, { op: 'add', name: LONG[i] ?? `Team ${i + 1}`, captain: 'Cap', players: 2 });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  // points on the first court, so a score line shows two-digit numbers
  const st = await c.state(slug);
  const m = st.courts[0].match;
  await c.act(`/admin/t/${slug}/live`, { match: m.id, a: 19, b: 17 });
  return slug;
}

async function open(path: string, viewport: { width: number; height: number }, label: string): Promise<Page> {
  const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = watch(await ctx.newPage(), label, problems);
  await page.goto(`${fx.srv.base}${path}`);
  await page.waitForFunction(() => (document.querySelector('display-app') as any)?.hasUpdated);
  return page;
}

for (const courts of [4, 8, 16]) {
  test(`${courts} courts at 1920x1080: every name and score on every page is 32 px or more, and nothing leaves the screen`, async () => {
    const slug = await liveCup(courts);
    if (courts === 8) {
      // every notice at once, each long enough for two lines: the pages get less room and still hold their cards
      const long = 'Finals start at 16:00 on court 1; the bar closes at 18:00 and the awards follow in the main hall, bring your team';
      await fx.c.act(`/admin/t/${slug}/banner`, { banner: long });
      await fx.c.act(`/admin/t/${slug}/broadcast`, { text: long });
    }
    const page = await open(`/t/${slug}/display?page=1500`, TV, `display ${courts}`);
    const total = Number(await page.locator('.d-screen').getAttribute('data-pages'));
    let key = (await page.locator('.d-screen').getAttribute('data-page'))!;
    const kinds = new Set<string>();
    let counted = 0;
    for (let i = 0; i < total; i++) {
      const m = await measure(page);
      kinds.add(key.replace(/-.*$/, ''));
      counted += m.sizes.length;
      assert.ok(m.sizes.length > 0, `${key}: names measured`);
      assert.equal(small(m, TV.height), [], `${courts} courts, ${key}: type under 32 px`);
      assert.equal(m.overflow, [], `${courts} courts, ${key}`);
      await page.screenshot({ path: `${SHOTS}/display-size-${courts}-${key}-1080.png` });
      if (i < total - 1) key = await nextPage(page, key);
    }
    assert.ok(kinds.has('courts') && kinds.has('upnext') && kinds.has('standings'), [...kinds].join());
    assert.ok(counted >= 4 * courts, `every court's names counted (${counted})`);
    if (courts === 16) {
      // the queue of a big event pages instead of shrinking, and courts come six to a screen
      assert.ok(total >= 3 + 2 + 1, `${total} pages`);
    }
    await page.context().close();
    assert.equal(problems, [], problems.join('\n'));
  });
}

/** Goes through the whole rotation: measures each page (names 32 px or more, nothing out), screenshots it; by page key. */
async function rotation(page: Page, label: string): Promise<Map<string, Measure & { title: string }>> {
  const total = Number(await page.locator('.d-screen').getAttribute('data-pages'));
  let key = (await page.locator('.d-screen').getAttribute('data-page'))!;
  const seen = new Map<string, Measure & { title: string }>();
  for (let i = 0; i < total; i++) {
    const m = await measure(page);
    seen.set(key, { ...m, title: (await page.locator('.d-title').textContent()) ?? '' });
    const titleCut = await page.evaluate(
      `(() => { const t = document.querySelector('.d-title'); return t.scrollHeight > t.clientHeight + 1 || t.scrollWidth > t.clientWidth + 1; })()`,
    );
    assert.not.ok(titleCut, `${label} ${key}: the title "${seen.get(key)!.title}" is whole`);
    assert.ok(m.sizes.length > 0, `${label} ${key}: names measured`);
    assert.equal(small(m, TV.height), [], `${label} ${key}: type under 32 px`);
    assert.equal(m.overflow, [], `${label} ${key}`);
    await page.screenshot({ path: `${SHOTS}/display-size-${label}-${key}-1080.png` });
    if (i < total - 1) key = await nextPage(page, key);
  }
  return seen;
}

test('a 24-team double bracket mid-way: at most 3 bracket screens, every name on them 32 px or more, nothing out', async () => {
  const c = fx.c;
  const slug = await c.create({ name: 'Readable bracket', courtCount: 4, stages: 'bracket' });
  for (let i = 0; i < 24; i++)
    await c.act(`/admin/t/${slug}/team`, { op: 'add', name: LONG[i] ?? `Team ${i + 1}`, captain: 'Cap', players: 2 });
  await c.act(`/admin/t/${slug}/generate`, { what: 'bracket', type: 'double' });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  // winners round 1 and part of round 2 played, a point scored in a live match: results, live and ready matches, two sides
  for (let i = 0; i < 14; i++) {
    const live = (await c.state(slug)).courts.map((court: any) => court.match).filter(Boolean);
    await c.act(`/admin/t/${slug}/score`, { match: live[0].id, sets: i % 3 ? '21-15' : '15-21' });
  }
  const st = await c.state(slug);
  await c.act(`/admin/t/${slug}/live`, { match: st.courts[0].match.id, a: 19, b: 17 });
  // the banner and a broadcast above every screen: the cards keep their names at 32 px in the room left
  await c.act(`/admin/t/${slug}/banner`, { banner: 'Finals start at 16:00 on court 1; the awards follow in the main hall' });
  await c.act(`/admin/t/${slug}/broadcast`, { text: 'Losers bracket matches are best of one set to 21' });
  assert.ok(
    st.bracket.some((m: any) => m.stage === 'losers' && m.status === 'final'),
    'the losers bracket has started',
  );
  const page = await open(`/t/${slug}/display?page=1500`, TV, 'display bracket');
  const seen = await rotation(page, 'bracket');
  const brackets = [...seen].filter(([key]) => key.startsWith('bracket'));
  assert.ok(brackets.length >= 1 && brackets.length <= 3, `${brackets.length} bracket screens`);
  const names = brackets.flatMap(([, m]) => m.sizes.filter((s) => s.what === 'bracket name'));
  assert.ok(names.length >= 16, `bracket names measured: ${names.length}`);
  assert.ok(
    brackets.some(([, m]) => m.sizes.some((s) => s.what === 'bracket score')),
    'a live score on a card',
  );
  assert.ok(
    names.some((s) => s.text === LONG[0] || s.text === LONG[1] || s.text === LONG[2]),
    'a name at the cap among them',
  );
  for (const [key, m] of brackets) assert.match(m.title, /^(Winners|Losers) bracket — /, `${key} titled by its side and rounds`);
  await page.context().close();
  assert.equal(problems, [], problems.join('\n'));
});

test('a pool of 12 is paged in two parts of 6 rather than shrunk: rank numbers kept, every name 32 px or more', async () => {
  const c = fx.c;
  const slug = await c.create({ name: 'Readable pool', courtCount: 4, stages: 'pool' });
  for (let i = 0; i < 12; i++)
    await c.act(`/admin/t/${slug}/team`, { op: 'add', name: LONG[i] ?? `Team ${i + 1}`, captain: 'Cap', players: 2 });
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 12 });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  const page = await open(`/t/${slug}/display?page=1500`, TV, 'display pool');
  const seen = await rotation(page, 'pool-12');
  const standings = [...seen].filter(([key]) => key.startsWith('standings'));
  assert.is(standings.length, 1, 'both parts on one screen');
  await nextPageTo(page, 'standings-1');
  const read = (await page.evaluate(`({
    captions: [...document.querySelectorAll('.d-standings caption')].map((c) => c.textContent),
    ranks: [...document.querySelectorAll('.d-standings tbody td:first-child')].map((td) => Number(td.textContent)),
    cut: [...document.querySelectorAll('.d-standings td:not(:nth-child(2))')].filter((td) => td.scrollWidth > td.clientWidth + 1).map((td) => td.textContent),
  })`)) as { captions: string[]; ranks: number[]; cut: string[] };
  assert.equal(read.cut, [], 'ranks and numbers whole');
  assert.equal(read.captions, ['Pool A standings (1 of 2)', 'Pool A standings (2 of 2)']);
  assert.equal(
    read.ranks,
    Array.from({ length: 12 }, (_, i) => i + 1),
  );
  const names = standings[0]![1].sizes.filter((s) => s.what === 'name');
  assert.ok(names.length >= 12, `${names.length} names measured`);
  await page.context().close();
  assert.equal(problems, [], problems.join('\n'));
});

/** Waits until the display shows the page `key`. */
async function nextPageTo(page: Page, key: string): Promise<void> {
  await page.waitForFunction((k) => document.querySelector('.d-screen')?.getAttribute('data-page') === k, key, { timeout: 30_000 });
}

/**
 * The display's markup as the browser holds it, minus what only the browser writes (Lit's markers, the clock slots'
 * text, the connection pill) and with each element's attributes in name order (Lit sets bound ones after the rest).
 */
function comparable(page: Page, markup: string): Promise<string> {
  return page.evaluate(`(() => {
    const t = document.createElement('template');
    t.innerHTML = ${JSON.stringify(markup)};
    for (const el of t.content.querySelectorAll('*')) {
      const attrs = [...el.attributes].map((a) => [a.name, a.value]).sort((x, y) => (x[0] < y[0] ? -1 : 1));
      for (const [name] of attrs) el.removeAttribute(name);
      for (const [name, value] of attrs) el.setAttribute(name, value);
      if (el.matches('time[data-clock]')) el.textContent = '';
      if (el.matches('time.d-clock-time')) el.removeAttribute('datetime');
      if (el.matches('sync-status')) el.replaceChildren();
    }
    return t.innerHTML.replace(/<!--[^]*?-->/g, '');
  })()`) as Promise<string>;
}

test('the component draws the very markup the server painted, so taking over shows no flash', async () => {
  const slug = await liveCup(4);
  const bare = await browser.newContext({ viewport: TV, javaScriptEnabled: false });
  const still = await bare.newPage();
  await still.goto(`${fx.srv.base}/t/${slug}/display`);
  const painted = await still.locator('display-app').innerHTML();
  await bare.close();
  assert.match(painted, /class="d-slot"><article class="court /, 'the first paint holds the courts without JavaScript');
  const page = await open(`/t/${slug}/display?page=600000`, TV, 'display takeover');
  const drawn = await page.locator('display-app').innerHTML();
  assert.is(await comparable(page, drawn), await comparable(page, painted));
  await page.context().close();
  assert.equal(problems, [], problems.join('\n'));
});

test('the type scales with the screen: 1366x768 and 4K keep the same proportions and fit', async () => {
  const slug = await liveCup(6);
  const page = await open(`/t/${slug}/display?page=600000`, LAPTOP, 'display laptop');
  const laptop = await measure(page);
  assert.equal(small(laptop, LAPTOP.height), [], 'at 1366x768');
  assert.equal(laptop.overflow, [], 'at 1366x768');
  await page.screenshot({ path: `${SHOTS}/display-size-6-courts-768.png` });
  await page.setViewportSize(TV4K);
  await page.waitForFunction(() => innerWidth === 3840);
  const big = await measure(page);
  assert.equal(small(big, TV4K.height), [], 'at 4K');
  assert.equal(big.overflow, [], 'at 4K');
  const least = (m: Measure) => Math.min(...m.sizes.map((s) => s.px));
  const ratio = least(big) / least(laptop);
  assert.ok(Math.abs(ratio - TV4K.height / LAPTOP.height) < 0.15, `names grow with the screen: x${ratio.toFixed(2)}`);
  await page.context().close();
  assert.equal(problems, [], problems.join('\n'));
});

test.run();
