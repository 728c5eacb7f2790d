// The public views on the Lit client in real Chromium against the real server: the board and the team page at
// phone, laptop and TV sizes, a keeper point showing live on each, the fallbacks when the Yjs channel and then
// /ws are refused, tentative entries naming what they wait for, names that never break inside a word, axe-core,
// and no console errors. Screenshots go to /tmp/shots/views-*.png.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE, launchChromium, seriousAxeViolations, watch } from './rig.js';
import { key, serverFor } from '../fixtures/server.js';

const SHOTS = '/tmp/shots';
const SIZES = { phone: PHONE, laptop: { width: 1366, height: 768 }, tv: { width: 1920, height: 1080 } };
type Size = keyof typeof SIZES;
const TEAMS = [
  'Sand Sharks',
  'Dig Dug',
  'Net Ninjas',
  'Block Party of the Northern Beaches',
  'Ace Ventura',
  'Spike Lee',
  'Set To Win',
  'Bump Squad',
];

const { srv, c: desk } = serverFor(test);
let browser: Browser;
/** Two pools of four on three courts, best of three, live. */
let cup = '';
/** Registration open: the landing page is the form. */
let open = '';
const problems: string[] = [];
const contexts: BrowserContext[] = [];

async function visit(path: string, size: Size, label: string): Promise<Page> {
  const ctx = await browser.newContext({ viewport: SIZES[size], deviceScaleFactor: 1, hasTouch: size === 'phone' });
  contexts.push(ctx);
  const page = watch(await ctx.newPage(), `${label} @${size}`, problems);
  await page.goto(`${srv.base}${path}`);
  return page;
}

/** Waits until the live component has drawn (it replaces the server's markup) and follows in the given state. */
async function takenOver(page: Page, app: 'board-app' | 'team-app', state = 'live'): Promise<void> {
  await page.waitForSelector(`${app} > #live[data-rendered]`);
  await page.waitForSelector(`sync-status [data-state="${state}"]`);
}

async function keeperPoint(slug: string, court: number, a: number, b: number, sets: [number, number][] = []): Promise<string> {
  const st = await desk.state(slug);
  const m = st.courts.find((c: any) => c.court === court)?.match;
  assert.ok(m, `court ${court} has a live match`);
  const res = await fetch(`${srv.base}/keeper/${slug}/${court}/live`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ k: key(slug, court), match: m.id, a, b, sets }),
  });
  assert.is(res.status, 200, `keeper point on court ${court}`);
  return m.id;
}

/** The points shown for court `court` on a board, as "a-b". */
const boardPoints = (page: Page, court: number) =>
  page.evaluate((n) => {
    const card = [...document.querySelectorAll('.board .court')].find((c) => c.querySelector('h3')?.textContent === `Court ${n}`);
    return [...(card?.querySelectorAll('.pts') ?? [])].map((p) => p.textContent).join('-');
  }, court);

/** Words of team names that the layout split over two lines (a word with more than one line box). */
const brokenNames = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    for (const el of document.querySelectorAll('.team, .team-name')) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index!);
          range.setEnd(node, m.index! + m[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) broken.push(m[0]);
        }
      }
    }
    return broken;
  });

/** Words a person should never read on a public page: internal field names, placeholders, broken values. */
function assertReadable(text: string, where: string): void {
  for (const bad of ['TBD', 'undefined', 'null', 'NaN', 'etaMin', 'decidedBy', 'headToHead', 'setRatio', '[object']) {
    assert.not.ok(text.includes(bad), `${where}: shows "${bad}"`);
  }
}

test.before(async () => {
  browser = await launchChromium();
  mkdirSync(`${SHOTS}/budget`, { recursive: true });
  cup = await desk.create({ name: 'Views Cup', courtCount: 3, bestOf: 3 });
  for (const name of TEAMS) assert.is((await desk.register(cup, { name })).status, 303);
  await desk.act(`/admin/t/${cup}/generate`, { what: 'pools', poolSize: 4 });
  await desk.act(`/admin/t/${cup}/phase`, { phase: 'live' });
  await desk.act(`/admin/t/${cup}/broadcast`, { text: 'Lunch is served by court 3' });
  open = await desk.create({ name: 'Open Cup', courtCount: 2 });
  for (const name of TEAMS.slice(0, 3)) await desk.register(open, { name });
});

test.after(async () => {
  for (const ctx of contexts) await ctx.close().catch(() => {});
  await browser?.close();
});

test('the registration landing page has no serious or critical accessibility problem', async () => {
  const page = await visit(`/t/${open}`, 'phone', 'registration');
  await page.getByRole('button', { name: 'Register' }).waitFor();
  assert.equal(await seriousAxeViolations(page), [], 'axe on the registration page');
  await page.screenshot({ path: `${SHOTS}/views-register-phone.png`, fullPage: true });
});

test('the board at phone, laptop and TV sizes: courts with running time, up next with clock times, standings, readable names', async () => {
  const st = await desk.state(cup);
  await keeperPoint(cup, 2, 5, 3, [[21, 18]]);
  for (const size of Object.keys(SIZES) as Size[]) {
    const page = await visit(`/t/${cup}`, size, 'board');
    await takenOver(page, 'board-app');
    assert.is(await page.locator('.board .court.has-match').count(), 3, `${size}: three live courts`);
    assert.match(await page.locator('.board .court').nth(1).innerText(), /Sets: 21-18/, `${size}: the sets of a live match`);
    assert.match(await page.locator('.board .court').first().innerText(), /Playing for \d+ min/, `${size}: how long the match has run`);
    assert.is(await page.locator('.upnext li').count(), st.upNext.length, `${size}: every queued match`);
    const later = st.upNext.findIndex((e: any) => e.etaMin > 0);
    assert.ok(later >= 0, 'a queued match with a wait');
    assert.match(
      await page.locator('.upnext li').nth(later).locator('.eta').innerText(),
      /in \d+ min\s+about \d\d:\d\d/,
      `${size}: minutes and the clock time`,
    );
    assert.is(await page.locator('table.standings').count(), 2, `${size}: a table per pool`);
    assert.match(
      await page.locator('#live > .alerts').innerText(),
      /Lunch is served by court 3/,
      `${size}: the broadcast among the announcements`,
    );
    assert.equal(await brokenNames(page), [], `${size}: no name broken inside a word`);
    assertReadable(await page.locator('main').innerText(), `board @${size}`);
    assert.is(await page.locator('#live-status').innerText(), 'Live updates', `${size}: says it follows live`);
    if (size === 'phone') assert.equal(await seriousAxeViolations(page), [], 'axe on the board');
    await page.screenshot({ path: `${SHOTS}/views-board-${size}.png`, fullPage: size !== 'tv' });
  }
});

test('the components draw what the server painted first (no flash when they take over)', async () => {
  const st = await desk.state(cup);
  const paths: [string, 'board-app' | 'team-app'][] = [
    [`/t/${cup}`, 'board-app'],
    [`/t/${cup}/teams/${st.courts[0].match.a.id}`, 'team-app'],
  ];
  // the browser's own additions: clock times in the reader's zone (up next's, an announcement's), and a running
  // time counted to the second
  const same = (text: string) =>
    text
      .replace(/\s*about \d\d:\d\d/g, '')
      .replace(/\b\d\d:\d\d\b/g, '')
      .replace(/Playing for \d+ min/g, 'Playing for N min')
      .replace(/\s+/g, ' ')
      .trim();
  for (const [path, app] of paths) {
    const ctx = await browser.newContext({ viewport: SIZES.laptop, javaScriptEnabled: false });
    contexts.push(ctx);
    const plain = await ctx.newPage();
    await plain.goto(`${srv.base}${path}`);
    const painted = await plain.locator(app).innerText();
    const page = await visit(path, 'laptop', `${app} take-over`);
    await takenOver(page, app);
    assert.is(same(await page.locator(app).innerText()), same(painted), `${app}: the same words before and after`);
  }
});

test('a keeper point shows on the board and on the team page at every size, without a reload', async () => {
  const st = await desk.state(cup);
  const team = st.courts[0].match.a;
  const pages: { page: Page; check: () => Promise<string> }[] = [];
  for (const size of Object.keys(SIZES) as Size[]) {
    const board = await visit(`/t/${cup}`, size, 'board live');
    await takenOver(board, 'board-app');
    pages.push({ page: board, check: () => boardPoints(board, 1) });
    const mine = await visit(`/t/${cup}/teams/${team.id}`, size, 'team live');
    await takenOver(mine, 'team-app');
    pages.push({
      page: mine,
      check: () => mine.evaluate(() => [...document.querySelectorAll('.next-match.now .pts')].map((p) => p.textContent).join('-')),
    });
  }
  for (const { page } of pages)
    await page.evaluate(() => {
      (window as any).__same = true;
    });
  const sent = Date.now();
  await keeperPoint(cup, 1, 9, 7);
  const seen: number[] = [];
  for (const { page, check } of pages) {
    await page.waitForFunction(() => [...document.querySelectorAll('.pts')].some((p) => p.textContent === '9'));
    assert.is(await check(), '9-7');
    assert.is(await page.evaluate(() => (window as any).__same), true, 'same document: no reload');
    seen.push(Date.now() - sent);
  }
  console.log(`    keeper point seen on 6 pages after ${seen.join(', ')} ms`);
});

test('the team page: "playing now" with the score, "on deck" with court and time, results and its pool', async () => {
  const st = await desk.state(cup);
  const playing = st.courts[0].match.b;
  const deck = st.upNext.find((e: any) => e.status === 'on_deck');
  assert.ok(deck, 'a match on deck');
  const waiting = [deck.a, deck.b].find(
    (t: any) => !st.courts.some((c: any) => c.match && (c.match.a.id === t.id || c.match.b.id === t.id)),
  );
  assert.ok(waiting, 'an on-deck team not playing elsewhere');
  for (const size of Object.keys(SIZES) as Size[]) {
    const now = await visit(`/t/${cup}/teams/${playing.id}`, size, 'team playing');
    await takenOver(now, 'team-app');
    assert.match(await now.locator('.next-match.now .big-line').innerText(), /^You are playing now on court 1$/);
    assert.is(await now.locator('team-app .team.me').first().innerText(), playing.name);
    assert.is(await now.locator('.standings tr.me').count(), 1, 'its row in its pool');
    if (size === 'phone') assert.equal(await seriousAxeViolations(now), [], 'axe on the team page');
    await now.screenshot({ path: `${SHOTS}/views-team-playing-${size}.png`, fullPage: size === 'phone' });

    const next = await visit(`/t/${cup}/teams/${waiting.id}`, size, 'team on deck');
    await takenOver(next, 'team-app');
    assert.match(await next.locator('.next-match.on-deck .big-line').innerText(), new RegExp(`^You are on deck: court ${deck.court}$`));
    assert.match(await next.locator('.next-match.on-deck').innerText(), /vs .+\n/);
    assert.equal(await brokenNames(next), [], `${size}: no name broken inside a word`);
    assertReadable(await next.locator('main').innerText(), `team page @${size}`);
    await next.screenshot({ path: `${SHOTS}/views-team-on-deck-${size}.png`, fullPage: size === 'phone' });
  }
});

test('a result moves the team page on: the result is listed and the next match appears, live', async () => {
  const st = await desk.state(cup);
  const m = st.courts[2].match;
  const page = await visit(`/t/${cup}/teams/${m.a.id}`, 'phone', 'team result');
  await takenOver(page, 'team-app');
  assert.is(await page.locator('.results li').count(), 0);
  await desk.act(`/admin/t/${cup}/score`, { match: m.id, sets: '21-10, 21-12' });
  await page.waitForSelector('.results li.won');
  assert.match(await page.locator('.results li.won').innerText(), new RegExp(`vs ${m.b.name}[\\s\\S]*2-0 \\(21-10, 21-12\\)`));
  assert.not.match(await page.locator('.next-match').innerText(), /playing now/, 'no longer on court');
});

test('with the Yjs channel refused, the board follows /ws and still updates live', async () => {
  const ctx = await browser.newContext({ viewport: PHONE });
  contexts.push(ctx);
  const page = watch(await ctx.newPage(), 'board without yjs', problems, [/WebSocket/]);
  await page.routeWebSocket(/\/yjs\//, (ws) => {
    void ws.close({ code: 1011, reason: 'blocked by the test' });
  });
  const opened: string[] = [];
  page.on('websocket', (ws) => opened.push(new URL(ws.url()).pathname));
  await page.goto(`${srv.base}/t/${cup}`);
  await takenOver(page, 'board-app');
  assert.ok(
    opened.some((p) => p === `/ws/${cup}`),
    `fell back to /ws (opened: ${opened.join(', ')})`,
  );
  await keeperPoint(cup, 1, 11, 7);
  await page.waitForFunction(() => [...document.querySelectorAll('.board .court .pts')].some((p) => p.textContent === '11'));
  assert.is(await boardPoints(page, 1), '11-7');
});

test('with /ws refused too, the board and the team page poll state.json and still update', async () => {
  const ctx = await browser.newContext({ viewport: PHONE });
  contexts.push(ctx);
  await ctx.routeWebSocket(/\/(yjs|ws)\//, (ws) => {
    void ws.close({ code: 1011, reason: 'blocked by the test' });
  });
  const st = await desk.state(cup);
  const board = watch(await ctx.newPage(), 'board polling', problems, [/WebSocket/]);
  const team = watch(await ctx.newPage(), 'team polling', problems, [/WebSocket/]);
  const polls: number[] = [];
  board.on('response', (res) => {
    if (res.url().endsWith('/state.json')) polls.push(res.status());
  });
  await board.goto(`${srv.base}/t/${cup}`);
  await team.goto(`${srv.base}/t/${cup}/teams/${st.courts[0].match.a.id}`);
  await takenOver(board, 'board-app', 'polling');
  await takenOver(team, 'team-app', 'polling');
  assert.is(await board.locator('#live-status').innerText(), 'Updates every few seconds');
  await keeperPoint(cup, 1, 12, 7);
  await board.waitForFunction(() => [...document.querySelectorAll('.board .court .pts')].some((p) => p.textContent === '12'));
  await team.waitForFunction(() => document.querySelector('.next-match.now .pts')?.textContent === '12');
  // the next read of an unchanged document costs a 304, not the document
  if (!polls.includes(304)) await board.waitForResponse((res) => res.url().endsWith('/state.json') && res.status() === 304);
  await board.screenshot({ path: `${SHOTS}/views-board-polling-phone.png` });
});

test('a dropped connection shows "Reconnecting" and the page recovers by itself', async () => {
  const ctx = await browser.newContext({ viewport: PHONE });
  contexts.push(ctx);
  const page = watch(await ctx.newPage(), 'board reconnect', problems, [/WebSocket/]);
  const sockets: { close: () => Promise<void> }[] = [];
  await page.routeWebSocket(/\/yjs\//, (ws) => {
    ws.connectToServer();
    sockets.push(ws);
  });
  await page.goto(`${srv.base}/t/${cup}`);
  await takenOver(page, 'board-app');
  await sockets[0]!.close();
  await page.waitForSelector('sync-status [data-state="reconnecting"]');
  await page.waitForSelector('sync-status [data-state="live"]');
  assert.ok(sockets.length >= 2, 'a new connection');
  await keeperPoint(cup, 1, 13, 7);
  await page.waitForFunction(() => [...document.querySelectorAll('.board .court .pts')].some((p) => p.textContent === '13'));
});

test('a tentative entry names the match it waits for, never "TBD vs TBD"', async () => {
  const slug = await desk.create({ name: 'Tentative Cup', courtCount: 1, stages: 'bracket' });
  for (const name of ['Sand Sharks', 'Dig Dug', 'Net Ninjas']) await desk.register(slug, { name });
  await desk.act(`/admin/t/${slug}/generate`, { what: 'bracket', type: 'single' });
  await desk.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  const st = await desk.state(slug);
  const tentative = st.upNext.find((e: any) => e.tentative);
  assert.ok(tentative, 'the final waits for the semifinal being played');
  const seed1 = st.teams.find((t: any) => t.seed === 1);
  const board = await visit(`/t/${slug}`, 'laptop', 'tentative board');
  await takenOver(board, 'board-app');
  const entry = await board.locator('.upnext li.tentative').innerText();
  assert.match(entry, new RegExp(`${seed1.name}\\s+vs\\s+Winner of Semifinal \\d`));
  assert.match(entry, /waits for Semifinal \d: .+ vs .+, playing now/);
  assertReadable(await board.locator('main').innerText(), 'tentative board');
  await board.screenshot({ path: `${SHOTS}/views-board-tentative-laptop.png`, fullPage: true });
  const team = await visit(`/t/${slug}/teams/${seed1.id}`, 'phone', 'tentative team');
  await takenOver(team, 'team-app');
  assert.match(await team.locator('.next-match').innerText(), /vs Winner of Semifinal \d/);
  assert.match(await team.locator('.path').innerText(), /Bye[\s\S]*Semifinal[\s\S]*Next[\s\S]*Final[\s\S]*Win and you are the champion\./);
  assert.equal(await seriousAxeViolations(team), [], 'axe on a team page with a bracket path');
  await team.screenshot({ path: `${SHOTS}/views-team-tentative-phone.png`, fullPage: true });
});

/**
 * What is wider than the page's viewport, described: nothing should be on a phone, neither the page nor a part of it
 * (a standings table scrolling inside its card is as bad). The drawn bracket is the one exception: it scrolls
 * sideways as one piece inside its .bx-scroll region by design (shared/view/bracket-drawing.ts).
 */
const wider = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) out.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    for (const el of document.querySelectorAll('main *')) {
      if (el.closest('.bx-scroll > *')) continue;
      const name = `${el.tagName}.${el.getAttribute('class') ?? ''}`;
      const r = el.getBoundingClientRect();
      if (r.width > 0 && Math.round(r.right) > width) out.push(`${name} ends at ${Math.round(r.right)}px`);
      // a part that scrolls (or cuts) sideways inside the page, as a table in its .table-wrap would
      const shown = el.clientWidth > 1; // not a screen reader's visually hidden text
      if (shown && !el.matches('.bx-scroll') && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
        out.push(`${name} holds ${el.scrollWidth}px in ${el.clientWidth}px`);
    }
    return out.slice(0, 8);
  });

test('nothing scrolls sideways on a phone: the board and a team page, with ranking points and Gold and Silver brackets or without', async () => {
  const ranked = await desk.create({
    name: 'Ranked Cup',
    courtCount: 3,
    bestOf: 3,
    decidingSetTo: 15,
    tiebreaks: 'rankingPoints, setRatio, pointRatio, headToHead, seed',
  });
  for (const name of TEAMS) assert.is((await desk.register(ranked, { name })).status, 303);
  await desk.act(`/admin/t/${ranked}/generate`, { what: 'pools', poolSize: 4 });
  await desk.act(`/admin/t/${ranked}/phase`, { phase: 'live' });
  const pools = (await desk.state(ranked)).pools.flatMap((p: any) => p.matches);
  for (const m of pools) await desk.act(`/admin/t/${ranked}/score`, { match: m.id, sets: '21-17, 19-21, 15-12' });
  const gen = (body: Record<string, unknown>) => desk.act(`/admin/t/${ranked}/generate`, { what: 'bracket', type: 'single', ...body });
  await gen({ tier: 'Gold', fromRank: 1, toRank: 2 });
  await gen({ tier: 'Silver', fromRank: 3, toRank: 4 });
  const st = await desk.state(ranked);
  assert.ok(
    st.pools.every((p: any) => p.standings.every((s: any) => typeof s.rankingPoints === 'number')),
    'standings with ranking points',
  );
  assert.equal(
    st.tiers.map((t: any) => t.name),
    ['Gold', 'Silver'],
    'two tiers drawn',
  );
  const cupTeam = (await desk.state(cup)).teams.find((t: any) => t.name === 'Block Party of the Northern Beaches').id;
  const rankedTeam = st.teams.find((t: any) => t.name === 'Block Party of the Northern Beaches').id;
  const pages: [string, string, 'board-app' | 'team-app'][] = [
    ['board', `/t/${cup}`, 'board-app'],
    ['team', `/t/${cup}/teams/${cupTeam}`, 'team-app'],
    ['ranked-board', `/t/${ranked}`, 'board-app'],
    ['ranked-team', `/t/${ranked}/teams/${rankedTeam}`, 'team-app'],
  ];
  for (const [label, path, app] of pages) {
    const page = await visit(path, 'phone', label);
    const painted = await wider(page);
    await takenOver(page, app);
    await page.screenshot({ path: `${SHOTS}/budget/views-${label}-phone.png`, fullPage: true });
    await page
      .locator('table.standings')
      .first()
      .screenshot({ path: `${SHOTS}/budget/views-${label}-standings-phone.png` });
    assert.equal(painted, [], `${label}: first paint`);
    assert.equal(await wider(page), [], `${label}: live`);
    if (label.startsWith('ranked'))
      assert.match(await page.locator('table.standings').first().innerText(), /Pts/, `${label}: the Pts column`);
  }
});

test('no console errors or page errors on any of these pages', () => {
  assert.equal(problems, [], problems.join('\n'));
});

test.run();
