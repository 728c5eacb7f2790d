// The venue pages (docs/api.md, Events) in real Chromium against the real server: an event with three divisions, its
// registration landing listing them (a team registers through it), then play drawn in every division and scored in
// two: the venue board (phone, laptop) and the venue TV follow without a reload, the TV keeps every name at 32 px
// and nothing out of its card, a division's board links back to its event; axe-core and no console errors.
// Screenshots: /tmp/shots/venue-*.png.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE, launchChromium, seriousAxeViolations, watch } from './rig.js';
import { serverFor } from '../fixtures/server.js';

const SHOTS = '/tmp/shots';
const LAPTOP = { width: 1366, height: 768 };
const TV = { width: 1920, height: 1080 };
const DIVISIONS = ["Men's Open", "Women's Open", 'Coed B'];

const { srv, c: desk } = serverFor(test);
let browser: Browser;
let ev = '';
const slugs: string[] = [];
const problems: string[] = [];
const contexts: BrowserContext[] = [];

async function visit(path: string, viewport: { width: number; height: number }, label: string): Promise<Page> {
  const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1, hasTouch: viewport === PHONE });
  contexts.push(ctx);
  const page = watch(await ctx.newPage(), label, problems);
  const opened: string[] = [];
  page.on('websocket', (ws) => opened.push(new URL(ws.url()).pathname));
  sockets.set(page, opened);
  await page.goto(`${srv.base}${path}`);
  return page;
}
/** The paths of the WebSockets each visited page opened. */
const sockets = new WeakMap<Page, string[]>();

test.before(async () => {
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
  ev = (await desk.act('/admin/events/new', { name: 'Summer Beach Day', date: '2026-07-11', courtCount: 5 })).slug!;
  for (const name of DIVISIONS) slugs.push(await desk.create({ name, event: ev, stages: 'pool', courtCount: 5 }));
});

test.after(async () => {
  for (const ctx of contexts) await ctx.close();
  await browser?.close();
});

test('the registration landing lists every division open for registration, and a team registers through it', async () => {
  const page = await visit(`/e/${ev}`, PHONE, 'landing @phone');
  await page.waitForSelector('venue-app > #live[data-rendered]');
  const links = await page.$$eval('.venue-register-list a', (as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
  assert.equal(
    links,
    DIVISIONS.map((d, i) => [`Register for ${d}`, `/t/${slugs[i]}`]),
  );
  await page.screenshot({ path: `${SHOTS}/venue-register-phone.png`, fullPage: true });
  assert.equal(await seriousAxeViolations(page), []);
  await page.click('text=Register for Coed B');
  await page.waitForURL(`${srv.base}/t/${slugs[2]}`);
  await page.fill('input[name="name"]', 'Coed Crew 1');
  await page.fill('input[name="captain"]', 'Private Person');
  await page.fill('input[name="phone"]', '555 777 1234');
  await page.click('button[type="submit"]');
  await page.waitForSelector("text=You're registered!");
  const st = await desk.state(slugs[2]!);
  assert.equal(
    st.teams.map((t: any) => t.name),
    ['Coed Crew 1'],
  );
});

test('the venue board and TV follow two divisions scoring without a reload', async () => {
  for (const [i, slug] of slugs.entries()) {
    for (let n = i === 2 ? 2 : 1; n <= 4; n++) {
      const res = await desk.register(slug, { name: `${DIVISIONS[i]} ${n}`, captain: 'Hidden Captain', phone: '555 000 1111' });
      assert.is(res.status, 303);
    }
    await desk.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
    await desk.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  }
  const board = await visit(`/e/${ev}`, LAPTOP, 'venue board @laptop');
  const phone = await visit(`/e/${ev}`, PHONE, 'venue board @phone');
  const tv = await visit(`/e/${ev}/display?page=600000`, TV, 'venue TV');
  for (const p of [board, phone]) await p.waitForSelector('venue-app > #live[data-rendered]');
  await tv.waitForSelector('venue-display-app > .d-screen[data-rendered]');
  // each follows the event live over the venue's read-only Y.Doc (its first rung, before /ws), and says so
  for (const p of [board, phone, tv]) await p.waitForSelector('venue-sync-status [data-state="live"]');
  for (const p of [board, phone, tv]) assert.equal(sockets.get(p), [`/yjs/${ev}/public`]);
  for (const p of [board, phone, tv]) await p.evaluate(() => ((window as any).sameLoad = true));

  // a point in two divisions, each on its own venue court
  const venue = (await (await fetch(`${srv.base}/e/${ev}/state.json`)).json()) as any;
  const scored: { court: number; name: string }[] = [];
  for (const slug of slugs.slice(0, 2)) {
    const court = venue.courts.find((c: any) => c.division?.slug === slug && c.match);
    assert.ok(court, `${slug} plays on a venue court`);
    await desk.act(`/admin/t/${slug}/live`, { match: court.match.id, a: 17, b: 15 });
    scored.push({ court: court.court, name: court.match.a.name });
  }
  for (const p of [board, phone, tv]) {
    for (const { court } of scored) {
      await p.waitForFunction(
        (n) =>
          [...document.querySelectorAll('article.court')].some(
            (c) => c.querySelector('h3')?.textContent === `Court ${n}` && /17/.test(c.textContent ?? '') && /15/.test(c.textContent ?? ''),
          ),
        court,
      );
    }
    assert.ok(await p.evaluate(() => (window as any).sameLoad === true), 'no reload');
  }
  const words = await board.textContent('venue-app');
  for (const d of DIVISIONS) assert.ok(words?.includes(d), d);
  assert.not.match(words ?? '', /Hidden Captain|555 000 1111|Private Person/);
  assert.ok(await board.$('.venue-upnext li'), 'the venue up next lists matches');

  // the TV: every name and score at 32 px or more at 1080 lines, nothing outside its card or the screen
  const layout = await tv.evaluate(() => {
    const small = [...document.querySelectorAll('.d-courts .team, .d-courts .pts')]
      .filter((e) => Number.parseFloat(getComputedStyle(e).fontSize) < 32)
      .map((e) => e.textContent);
    const out = [...document.querySelectorAll('.d-courts .court')]
      .filter((c) => c.scrollHeight > c.clientHeight + 1 || c.getBoundingClientRect().bottom > innerHeight)
      .map((c) => c.querySelector('h3')?.textContent);
    const courts = document.querySelectorAll('.d-courts .court').length;
    const divisions = [...document.querySelectorAll('.d-courts .court-division')].map((e) => e.textContent);
    return { small, out, courts, divisions, wide: document.documentElement.scrollWidth > innerWidth };
  });
  assert.equal(layout.small, [], 'names and scores at 32 px or more');
  assert.equal(layout.out, [], 'nothing overflows a court card');
  assert.is(layout.courts, 5);
  assert.ok(layout.divisions.includes("Men's Open") && layout.divisions.includes("Women's Open"), layout.divisions.join());
  assert.not.ok(layout.wide);

  await board.screenshot({ path: `${SHOTS}/venue-board-laptop.png`, fullPage: true });
  await phone.screenshot({ path: `${SHOTS}/venue-board-phone.png`, fullPage: true });
  await tv.screenshot({ path: `${SHOTS}/venue-tv.png` });
  // the rotation turns to the venue's up next, each entry naming its division
  const turning = await visit(`/e/${ev}/display?page=500`, TV, 'venue TV turning');
  await turning.waitForSelector('.d-screen[data-page="upnext-0"] .venue-upnext li');
  assert.ok(await turning.$('.d-upnext .what a.division'), 'an up next entry names its division');
  await turning.screenshot({ path: `${SHOTS}/venue-tv-upnext.png` });
  assert.equal(await seriousAxeViolations(board), []);
  assert.equal(await seriousAxeViolations(tv), []);
});

test("a division's board links to its event, and the phone reaches it in one tap", async () => {
  const page = await visit(`/t/${slugs[2]}`, PHONE, 'division board @phone');
  await page.click('.part-of a');
  await page.waitForURL(`${srv.base}/e/${ev}`);
  await page.waitForSelector('venue-app > #live[data-rendered]');
  // Coed B went live last: the other divisions hold four of the five venue courts
  const held = await desk.state(slugs[2]!);
  assert.ok(held.courts.some((c: any) => c.elsewhere));
  const other = await visit(`/t/${slugs[2]}`, PHONE, 'division board, court elsewhere');
  await other.waitForSelector('board-app > #live[data-rendered]');
  assert.ok(await other.$('.court-elsewhere .idle.elsewhere a'), 'a court held by another division says so');
  await other.screenshot({ path: `${SHOTS}/venue-division-phone.png`, fullPage: true });
  // the division's own TV says so too, readable on its dark cards
  const divisionTv = await visit(`/t/${slugs[2]}/display?page=600000`, TV, 'division TV');
  await divisionTv.waitForSelector('display-app .d-courts .idle.elsewhere');
  assert.match((await divisionTv.textContent('.d-courts')) ?? '', /In use by Men's Open/);
  assert.equal(await seriousAxeViolations(divisionTv), []);
  await divisionTv.screenshot({ path: `${SHOTS}/venue-division-tv.png` });
});

test("the components take over the server's first paint with the same words (one template per view)", async () => {
  const words = (t: string) =>
    t
      .replace(/about \d\d:\d\d/g, '')
      .replace(/\d\d:\d\d/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  for (const [path, app] of [
    [`/e/${ev}`, 'venue-app'],
    [`/e/${ev}/display?page=600000`, 'venue-display-app'],
  ] as const) {
    const ctx = await browser.newContext({ viewport: TV, javaScriptEnabled: false });
    contexts.push(ctx);
    const still = await ctx.newPage();
    await still.goto(`${srv.base}${path}`);
    // the connection pill is empty until its channel speaks: the views' own words are compared
    const viewText = (sel: string) => {
      const copy = document.querySelector(sel)!.cloneNode(true) as Element;
      for (const pill of copy.querySelectorAll('venue-sync-status')) pill.remove();
      return copy.textContent ?? '';
    };
    const painted = words(await still.evaluate(viewText, app));
    const live = await visit(path, TV, `${app} take-over`);
    await live.waitForSelector(`${app} [data-rendered]`);
    assert.is(words(await live.evaluate(viewText, app)), painted, app);
  }
});

test('with the venue doc and /ws refused, the venue board polls the venue state.json and still updates', async () => {
  const ctx = await browser.newContext({ viewport: PHONE });
  contexts.push(ctx);
  await ctx.routeWebSocket(/\/(ws|yjs)\//, (ws) => {
    void ws.close({ code: 1011, reason: 'blocked by the test' });
  });
  const page = watch(await ctx.newPage(), 'venue board polling', problems, [/WebSocket/]);
  const polled: string[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('/state.json')) polled.push(new URL(res.url()).pathname);
  });
  await page.goto(`${srv.base}/e/${ev}`);
  await page.waitForSelector('venue-sync-status [data-state="polling"]');
  const venue = (await (await fetch(`${srv.base}/e/${ev}/state.json`)).json()) as any;
  const court = venue.courts.find((c: any) => c.division?.slug === slugs[2] && c.match);
  assert.ok(court, 'Coed B plays on a venue court');
  await desk.act(`/admin/t/${slugs[2]}/live`, { match: court.match.id, a: 9, b: 4 });
  await page.waitForFunction(
    (n) =>
      [...document.querySelectorAll('article.court')].some(
        (c) =>
          c.querySelector('h3')?.textContent === `Court ${n}` && [...c.querySelectorAll('.pts')].map((p) => p.textContent).join() === '9,4',
      ),
    court.court,
  );
  assert.ok(polled.length > 0 && polled.every((p) => p === `/e/${ev}/state.json`), polled.join());
});

test('no console errors', () => {
  assert.equal(problems, []);
});

test.run();
