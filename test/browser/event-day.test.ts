// An event's day end to end in real Chromium, through the pages as people use them: the organizer signs in, creates the event and three
// divisions, teams register on phones through the event's QR, a player in two divisions is kept off two courts, a keeper scores on a venue
// court, and the venue board, the venue TV and a division's board follow without a reload. Screenshots: /tmp/shots/event-day-*.png.
import { mkdirSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PASSWORD, serverFor } from '../fixtures/server.js';
import { qrSvg } from '../../server/pages/qr.js';
import { PHONE, launchChromium, seriousAxeViolations, watch } from './rig.js';

const SHOTS = '/tmp/shots';
const LAPTOP = { width: 1366, height: 768 };
const TV = { width: 1920, height: 1080 };
const EVENT = 'Harbour Beach Day';
/** Men's Open plays to 7 on courts 1-2; Sam Lee plays in Men's Open and (as "sam lee") in Coed B. */
const DIVISIONS = [
  {
    name: "Men's Open",
    courts: '1-2',
    pointsTo: '7',
    teams: [
      ['Sand Sharks', 'Sam Lee\nAl Roy'],
      ['Dig Dug', 'Cy Ray\nDi Fox'],
      ['Net Gains', 'Ed Moe\nFa Gul'],
      ['Block Party', 'Gus Hay\nHal Ito'],
    ],
  },
  {
    name: "Women's Open",
    courts: '',
    pointsTo: '21',
    teams: [
      ['Sun Dogs', 'Ida Jo\nKa Lu'],
      ['Tide Pool', 'Mo Nu\nOz Pi'],
      ['Salt Spray', 'Qi Ro\nSu Ti'],
    ],
  },
  {
    name: 'Coed B',
    courts: '',
    pointsTo: '21',
    teams: [
      ['Coed Sharks', 'sam lee\nBo Kim'],
      ['High Five', 'Uma Vo\nWes Xu'],
    ],
  },
] as const;

const { srv, c: desk } = serverFor(test, { login: 'Desk Ann' });
let browser: Browser;
let organizer: Page;
let ev = '';
const slugs: string[] = [];
const problems: string[] = [];
const contexts: BrowserContext[] = [];
/** The venue court where Sam Lee's Men's Open match is played. */
let samCourt = 0;

async function open(viewport: { width: number; height: number }, label: string): Promise<Page> {
  const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1, hasTouch: viewport === PHONE });
  contexts.push(ctx);
  return watch(await ctx.newPage(), label, problems);
}

async function axeClean(page: Page, what: string): Promise<void> {
  assert.equal(await seriousAxeViolations(page), [], `axe-core on ${what}`);
}

const venueState = async () => (await (await fetch(`${srv.base}/e/${ev}/state.json`)).json()) as any;

/** Waits until the court card titled `Court n` on `page` shows the points `pts` (as "1,0"), or every word of `words` (its own match, its next line aside). */
function courtCard(page: Page, n: number, want: { pts?: string; words?: string[] }): Promise<unknown> {
  return page.waitForFunction(
    ({ n, pts, words }) =>
      [...document.querySelectorAll('article.court')].some((c) => {
        if (c.querySelector('h3')?.textContent?.trim() !== `Court ${n}`) return false;
        const shown = [...c.querySelectorAll('.pts')].map((p) => p.textContent?.trim()).join(',');
        // the card's own match, not the court's next one ("Next: ...")
        const own = c.cloneNode(true) as Element;
        for (const next of own.querySelectorAll('.next')) next.remove();
        return (pts === undefined || shown === pts) && (words ?? []).every((w) => (own.textContent ?? '').includes(w));
      }),
    { n, pts: want.pts, words: want.words },
  );
}

test.before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchChromium();
});

test.after(async () => {
  for (const ctx of contexts) await ctx.close();
  await browser?.close();
});

test('the organizer signs in, creates the event from the desk home and three divisions on its desk, one limited to courts 1-2', async () => {
  organizer = await open(LAPTOP, 'organizer');
  await organizer.goto(`${srv.base}/admin`);
  await organizer.waitForURL(/\/login/);
  await axeClean(organizer, 'the sign-in page');
  await organizer.fill('#password', PASSWORD);
  await organizer.fill('#name', 'Desk Ann');
  await organizer.getByRole('button', { name: 'Sign in' }).click();
  await organizer.waitForURL(`${srv.base}/admin`);
  await organizer.fill('#event-name', EVENT);
  await organizer.fill('#event-date', '2026-07-18');
  await organizer.fill('#event-courtCount', '3');
  await organizer.fill('#event-restMin', '0');
  await axeClean(organizer, 'the desk home');
  await organizer.getByRole('button', { name: 'Create event' }).click();
  await organizer.waitForURL(/\/admin\/e\/[^/]+$/);
  ev = new URL(organizer.url()).pathname.split('/')[3]!;
  assert.match((await organizer.locator('h1').textContent()) ?? '', EVENT);
  for (const d of DIVISIONS) {
    await organizer.fill('#name', d.name);
    await organizer.fill('#courts', d.courts);
    await organizer.fill('#pointsTo', d.pointsTo);
    await organizer.getByRole('button', { name: 'Create division' }).click();
    await organizer.waitForURL(/\/admin\/t\//);
    slugs.push(new URL(organizer.url()).pathname.split('/')[3]!);
    await organizer.goto(`${srv.base}/admin/e/${ev}`);
  }
  const rows = await organizer.locator('#divisions tbody tr').allTextContents();
  assert.equal(rows.length, 3);
  assert.match(rows[0]!, "Men's Open");
  assert.match(rows[0]!, '1-2');
  assert.match(rows[1]!, '1-3');
  assert.match(rows[2]!, '1-3');
  await axeClean(organizer, 'the event desk');
  assert.equal(problems, [], problems.join('\n'));
});

test("the event's registration QR points at its landing, and teams register into each division on phones, one player in two divisions", async () => {
  const tv = await open(TV, 'venue TV (registration)');
  await tv.goto(`${srv.base}/e/${ev}/display`);
  const alt = (await tv.locator('img.d-qr, img.d-qr-small').first().getAttribute('alt')) ?? '';
  const target = alt.replace(/^QR code for /, '');
  assert.is(new URL(target).pathname, `/e/${ev}`, 'the QR encodes the venue board, which is the registration landing');
  const served = await (await fetch(`${srv.base}/e/${ev}/qr.svg`)).text();
  assert.is(served, await qrSvg(target), 'the QR image encodes that address');

  const phone = await open(PHONE, 'registration phone');
  await phone.goto(target.replace(new URL(target).origin, srv.base));
  await phone.waitForSelector('venue-app > #live[data-rendered]');
  const links = await phone.$$eval('.venue-register-list a', (as) => as.map((a) => a.textContent?.trim()));
  assert.equal(
    links,
    DIVISIONS.map((d) => `Register for ${d.name}`),
  );
  await phone.screenshot({ path: `${SHOTS}/event-day-landing.png`, fullPage: true });
  await axeClean(phone, 'the registration landing');
  for (const [i, d] of DIVISIONS.entries()) {
    for (const [n, [team, players]] of d.teams.entries()) {
      await phone.goto(`${srv.base}/e/${ev}`);
      await phone.click(`text=Register for ${d.name}`);
      await phone.waitForURL(`${srv.base}/t/${slugs[i]}`);
      await phone.fill('input[name="name"]', team);
      await phone.fill('input[name="captain"]', `${team} Captain`);
      await phone.fill('input[name="phone"]', `555 010 ${1000 + i * 10 + n}`);
      await phone.fill('textarea[name="playerNames"]', players);
      if (i === 2 && n === 0) {
        await phone.screenshot({ path: `${SHOTS}/event-day-registration.png`, fullPage: true });
        await axeClean(phone, 'a division registration form');
      }
      await phone.click('button[type="submit"]');
      await phone.waitForSelector("text=You're registered!");
    }
    const st = await desk.state(slugs[i]!);
    assert.equal(
      st.teams.map((t: any) => t.name),
      d.teams.map(([t]) => t),
    );
  }
  assert.equal(problems, [], problems.join('\n'));
});

async function startDivision(i: number): Promise<void> {
  await organizer.goto(`${srv.base}/admin/e/${ev}`);
  await organizer.click(`#divisions tr[data-division="${slugs[i]}"] th a >> nth=0`);
  await organizer.waitForURL(`${srv.base}/admin/t/${slugs[i]}`);
  await organizer.locator('#phase').getByRole('button', { name: 'Close registration' }).click();
  await organizer.locator('#phase .intent-note[data-intent="done"]').waitFor();
  const draw = organizer.locator('#generate');
  await draw.getByLabel('Teams per pool').fill(String(DIVISIONS[i]!.teams.length));
  await draw.getByRole('button', { name: 'Generate pools' }).click();
  await draw.locator('.intent-note[data-intent="done"]').waitFor();
  await organizer.locator('#phase').getByRole('button', { name: 'Go live' }).click();
  await organizer.locator('#phase .intent-note', { hasText: 'Phase is now live' }).waitFor();
  assert.is((await desk.state(slugs[i]!)).phase, 'live');
}

test(
  'the organizer closes registration, draws pools and goes live in each division; ' +
    'the shared player is never on two courts and the desk says why his match waits',
  async () => {
    await startDivision(0);
    const men = await venueState();
    const sam = men.courts.find((c: any) => [c.match?.a?.name, c.match?.b?.name].includes('Sand Sharks'));
    assert.ok(sam, 'Sand Sharks play on a venue court');
    samCourt = sam.court;
    assert.ok([1, 2].includes(samCourt), "Men's Open stays on courts 1-2");
    await axeClean(organizer, 'a division desk');

    // Coed B's only match has sam lee in it: it waits, court 3 stays free, and the desk names the reason
    await startDivision(2);
    await organizer.goto(`${srv.base}/admin/e/${ev}`);
    const coedWait = organizer.locator(`#queue li[data-division="${slugs[2]}"] .wait-why`);
    await coedWait.waitFor();
    assert.match(
      (await coedWait.textContent()) ?? '',
      new RegExp(`sam lee \\(Coed Sharks\\) is playing on court ${samCourt} in Men's Open`, 'i'),
    );
    assert.ok(!(await venueState()).courts.some((c: any) => c.division?.slug === slugs[2]), 'Coed B is on no court');

    // Women's Open goes live last and takes the free court 3
    await startDivision(1);
    await organizer.goto(`${srv.base}/admin/e/${ev}`);
    await organizer.waitForSelector(`#venue-courts article[data-court="3"] .division-name:has-text("Women's Open")`);
    assert.is(await organizer.locator('#venue-courts article.court').count(), 3);
    assert.match((await organizer.locator('#players').textContent()) ?? '', /Sand Sharks[\s\S]*Coed Sharks/);
    await organizer.screenshot({ path: `${SHOTS}/event-day-desk.png`, fullPage: true });
    await axeClean(organizer, 'the event desk with play under way');

    // the venue board: Coed Sharks wait in up next, on no court while Sand Sharks play
    const board = await open(LAPTOP, 'venue board');
    await board.goto(`${srv.base}/e/${ev}`);
    await board.waitForSelector('venue-app > #live[data-rendered]');
    // who plays on each court (a card's "Next:" line may name Coed Sharks: they are next, not on court)
    const courts = await board.locator('article.court .score').allTextContents();
    assert.ok(courts.some((t) => t.includes('Sand Sharks')));
    assert.not.ok(
      courts.some((t) => t.includes('Coed Sharks')),
      'the shared player is not on two courts',
    );
    assert.match((await board.locator('.venue-upnext').textContent()) ?? '', 'Coed Sharks');
    assert.not.match((await board.textContent('body')) ?? '', /sam lee|Captain|555 010/i);
    await axeClean(board, 'the venue board');
    assert.equal(problems, [], problems.join('\n'));
  },
);

test(
  "a keeper opens the venue court's pad from the event desk, scores a point and a final; " +
    "the venue board, TV and the division's board follow without a reload",
  async () => {
    const board = await open(LAPTOP, 'venue board live');
    await board.goto(`${srv.base}/e/${ev}`);
    const tv = await open(TV, 'venue TV live');
    await tv.goto(`${srv.base}/e/${ev}/display?page=600000`);
    const division = await open(PHONE, "Men's Open board");
    await division.goto(`${srv.base}/t/${slugs[0]}`);
    for (const p of [board, tv]) await p.waitForSelector('venue-sync-status [data-state="live"]');
    await division.waitForSelector('board-app > #live[data-rendered]');
    for (const p of [board, tv, division]) await p.evaluate(() => ((window as any).sameLoad = true));

    await organizer.goto(`${srv.base}/admin/e/${ev}`);
    const href = await organizer.locator(`#keepers figure.keeper-code[data-court="${samCourt}"] figcaption a`).getAttribute('href');
    assert.ok(href, 'the desk links the keeper pad of the court');
    const pad = await open(PHONE, 'keeper pad');
    await pad.goto(new URL(href!, srv.base).href);
    await pad.locator('#sync[data-state="online"]').waitFor();
    assert.is(((await pad.locator('#k-division').textContent()) ?? '').trim(), "Men's Open");
    assert.match((await pad.locator('#k-rules').textContent()) ?? '', /^to 7/);
    await pad.locator('.k-plus[data-side="0"]').click();
    await pad.locator('#sync[data-state="online"][data-pending="0"]').waitFor();
    assert.equal((await venueState()).courts.find((c: any) => c.court === samCourt).match.live, [1, 0], 'the point reached the division');
    await pad.screenshot({ path: `${SHOTS}/event-day-keeper.png` });
    await axeClean(pad, 'the keeper pad');
    for (const p of [board, tv, division]) await courtCard(p, samCourt, { pts: '1,0' });

    // the set to 7, then the final: Sam is free, so Coed B's match takes the court (same pad, no reload)
    for (let i = 1; i < 7; i++) await pad.locator('.k-plus[data-side="0"]').click();
    await pad.locator('#submit-final').click();
    await pad.locator('#k-confirm-ok').click();
    await pad.waitForFunction(() => document.getElementById('k-division')?.textContent === 'Coed B');
    assert.match((await pad.locator('#k-message').textContent()) ?? '', `Final result saved. Now on court ${samCourt} (Coed B)`);
    for (const p of [board, tv]) await courtCard(p, samCourt, { words: ['Coed B', 'Coed Sharks'] });
    await courtCard(division, samCourt, { words: ['Coed B'] });
    for (const p of [board, tv, division]) assert.ok(await p.evaluate(() => (window as any).sameLoad === true), 'no reload');
    const after = await venueState();
    const onCourt = after.courts.flatMap((c: any) => (c.match ? [c.match.a.name, c.match.b.name] : []));
    assert.ok(onCourt.includes('Coed Sharks') && !onCourt.includes('Sand Sharks'), onCourt.join());
    await board.screenshot({ path: `${SHOTS}/event-day-venue-board.png`, fullPage: true });
    await tv.screenshot({ path: `${SHOTS}/event-day-tv.png` });
    await axeClean(tv, 'the venue TV');
    await axeClean(division, "a division's board");
  },
);

test('no console errors on any page of the day', () => {
  assert.equal(problems, [], problems.join('\n'));
});

test.run();
