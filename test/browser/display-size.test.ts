// The TV display read from 5 m: at 1920x1080, with 4, 8 and 16 courts live and queued, every team name and every live
// score line on every page of the rotation is at least 32 px, names at the cap give way inside their cards, and nothing
// leaves the screen; the type scales with the screen (1366x768, 4K); the component takes over the server's paint with the
// same markup. Screenshots: /tmp/shots/display-size-*.png.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { TEXT_FIELDS } from '../../shared/engine/text.js';
import { launchChromium, watch } from './rig.js';
import { serverFor } from '../fixtures/server.js';

const SHOTS = '/tmp/shots';
const TV = { width: 1920, height: 1080 };
const LAPTOP = { width: 1366, height: 768 };
const TV4K = { width: 3840, height: 2160 };
/** 32 px at 1080 lines: the smallest type a team name or a score may have, as a share of the screen height. */
const MIN_SHARE = 32 / 1080;
const CAP = TEXT_FIELDS.teamName.max;
/** Names at the cap: spaced words, one unbroken word, and the widest letter. */
const LONG = [
  'Block Party of the Northern Beaches Club'.padEnd(CAP, 'x').slice(0, CAP),
  'Supercalifragilisticexpialidocious'.padEnd(CAP, 'S').slice(0, CAP),
  'W'.repeat(CAP),
];

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

interface Measure {
  /** Every team name and score on screen: what it is, its text, its type size in px as drawn. */
  sizes: { what: string; text: string; px: number }[];
  /** Whatever leaves the screen, spills out of its card or makes the page scroll. */
  overflow: string[];
}

/**
 * Reads the screen after two frames. Names: links and placeholders of teams, the podium, registrations and the notices
 * (an on-deck call names both teams); scores: each side's sets won and points in a live match, and the sets played.
 * A bracket's names are drawn scaled inside an SVG, so their size is the computed one times the drawing's scale.
 */
function measure(page: Page): Promise<Measure> {
  return page.evaluate(`new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => {
    const names = '.d-page .team, .d-notice, .d-final-name, .d-podium-name, .d-teams li';
    const scores = '.d-courts .score .pts, .d-courts .score .sets-won, .d-courts .score .set-list';
    const sizes = [];
    const add = (el, what, scale = 1) => {
      if (el.getBoundingClientRect().width === 0) return;
      sizes.push({ what, text: el.textContent.trim().slice(0, 50), px: parseFloat(getComputedStyle(el).fontSize) * scale });
    };
    for (const el of document.querySelectorAll(names)) add(el, 'name');
    for (const el of document.querySelectorAll(scores)) add(el, 'score');
    for (const el of document.querySelectorAll('.d-bracket .bx-name')) {
      // the drawing keeps its proportions inside its box: the smaller of the two scales is the one drawn
      const svg = el.closest('svg');
      const box = svg.getBoundingClientRect();
      add(el, 'bracket name', Math.min(box.width / svg.viewBox.baseVal.width, box.height / svg.viewBox.baseVal.height));
    }
    const overflow = [];
    const de = document.documentElement;
    if (de.scrollWidth > de.clientWidth || de.scrollHeight > de.clientHeight) overflow.push('the page scrolls');
    const within = (r, box) => r.left >= box.left - 1 && r.top >= box.top - 1 && r.right <= box.right + 1 && r.bottom <= box.bottom + 1;
    const label = (el) => el.tagName.toLowerCase() + '.' + [...el.classList].join('.') + ' "' + el.textContent.trim().slice(0, 30) + '"';
    const screen = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
    for (const el of document.querySelectorAll('.d-screen *')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || el.closest('.sr-only') || el.closest('svg')) continue;
      // what a card clips under an ellipsis is not drawn; its box still counts inside the card
      const card = el.closest('.d-slot, .d-pool, .upnext > li');
      if (!within(r, screen) && !(card && within(card.getBoundingClientRect(), screen))) overflow.push(label(el) + ' leaves the screen');
    }
    for (const card of document.querySelectorAll('.d-slot > *, .d-pool, .upnext > li')) {
      if (card.scrollHeight > card.clientHeight + 1) overflow.push(label(card) + ' spills: ' + card.scrollHeight + ' in ' + card.clientHeight);
      const box = card.getBoundingClientRect();
      for (const el of card.querySelectorAll('.team, .side, .pts, .next, h3, td, caption')) {
        const r = el.getBoundingClientRect();
        // a name may run on under its ellipsis: what matters is that the box it is drawn in stays in the card
        const clip = el.parentElement.closest('.who, .next, .side, td') || el;
        if (!within(clip === el ? r : clip.getBoundingClientRect(), box)) overflow.push(label(el) + ' outside its card');
      }
    }
    done({ sizes, overflow });
  })))`) as Promise<Measure>;
}

/** Waits for the display to turn from `key`; returns the new page's key. */
async function nextPage(page: Page, key: string): Promise<string> {
  await page.waitForFunction((k) => document.querySelector('.d-screen')?.getAttribute('data-page') !== k, key, { timeout: 20_000 });
  return (await page.locator('.d-screen').getAttribute('data-page'))!;
}

const small = (m: Measure, height: number) =>
  m.sizes.filter((s) => s.px < MIN_SHARE * height - 0.01).map((s) => `${s.what} "${s.text}" ${s.px.toFixed(1)} px`);

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

test('a bracket on the TV is paged so its names are 32 px too, the courts and the queue beside it', async () => {
  const c = fx.c;
  const slug = await c.create({ name: 'Readable bracket', courtCount: 2, stages: 'bracket' });
  for (let i = 0; i < 8; i++)
    await c.act(`/admin/t/${slug}/team`, { op: 'add', name: LONG[i] ?? `Team ${i + 1}`, captain: 'Cap', players: 2 });
  await c.act(`/admin/t/${slug}/generate`, { what: 'bracket', type: 'single' });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  const page = await open(`/t/${slug}/display?page=1500`, TV, 'display bracket');
  const total = Number(await page.locator('.d-screen').getAttribute('data-pages'));
  let key = (await page.locator('.d-screen').getAttribute('data-page'))!;
  let brackets = 0;
  for (let i = 0; i < total; i++) {
    const m = await measure(page);
    if (key.startsWith('bracket')) {
      brackets++;
      assert.ok(
        m.sizes.some((s) => s.what === 'bracket name'),
        `${key}: bracket names measured`,
      );
    }
    assert.equal(small(m, TV.height), [], `${key}: type under 32 px`);
    assert.equal(m.overflow, [], key);
    await page.screenshot({ path: `${SHOTS}/display-size-bracket-${key}-1080.png` });
    if (i < total - 1) key = await nextPage(page, key);
  }
  assert.ok(brackets > 1, `the bracket of 8 on ${brackets} screens`);
  await page.context().close();
  assert.equal(problems, [], problems.join('\n'));
});

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
