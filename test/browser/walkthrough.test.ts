// The walk-through of docs/running-an-event.md ("The day, step by step") done the way a new organizer would do it, entirely
// through the pages in a real browser (Debian chromium via playwright-core) against the real server:
// sign in with a desk name, create a tournament, the registration QR, eight teams registering on
// phones, closing check-in, pools, going live, the keeper QR codes and score pads, the bracket, the
// champion on the board, the TV display and state.json, the final phase and the events CSV.
// Shortcuts: most pool and bracket results go through the keeper JSON API (with the key `k` taken from
// the keeper QR sheet); two whole pool matches and the final are kept on the keeper pad by taps.
// state.json is read to check what the pages show and to find the live matches.
// Screenshots go to /tmp/shots/walkthrough-*.png.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESK, launchChromium, phonePage, watch as watchPage } from './rig.js';
import { PASSWORD, serverFor } from '../fixtures/server.js';

const SHOTS = '/tmp/shots';
const DESK_NAME = 'Riley at the desk';
const TEAMS = ['Sand Sharks', 'Dig Dug', 'Net Ninjas', 'Block Party', 'Ace Ventura', 'Spike Lee', 'Set To Win', 'Bump Squad'];

const { srv } = serverFor(test, { login: false });
let browser: Browser;
let slug = '';
let deskCtx: BrowserContext;
let desk: Page;
/** Keeper pad URL per court, as printed on the keeper QR sheet. */
const keeperUrls = new Map<number, string>();
/** Team codes by team name, as shown once after registration. */
const codes = new Map<string, string>();
/** Console errors and page errors of every page; checked at the end. */
const problems: string[] = [];

const watch = (page: Page, label: string) => watchPage(page, label, problems);
const phone = (label: string) => phonePage(browser, label, problems);
const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: `${SHOTS}/walkthrough-${name}.png`, fullPage });

async function state(): Promise<any> {
  const res = await fetch(`${srv.base}/t/${slug}/state.json`);
  assert.is(res.status, 200, 'state.json');
  return res.json();
}

const allMatches = (st: any): any[] => [...st.pools.flatMap((p: any) => p.matches), ...st.bracket];
const done = (m: any) => ['final', 'forfeit', 'void', 'bye'].includes(m.status);

/** The desk after a form post: the 303 lands back on the desk with `?msg=` (never `?error=`). */
async function deskSays(page: Page, msg: RegExp): Promise<void> {
  await page.waitForURL(/\/admin\/t\/[^/?]+\?msg=/);
  const text = (await page.locator('.notice.ok').textContent()) ?? '';
  assert.match(text, msg);
  assert.is(await page.locator('.notice.error').count(), 0, 'no error notice');
}

/** The live desk (<desk-app>) once it has synced: its controls send intents instead of posting forms. */
async function openDesk(page: Page): Promise<void> {
  await page.goto(`${srv.base}/admin/t/${slug}`);
  await page.waitForSelector('desk-app [data-ready]');
}

/** The live desk after a change: the server's answer, confirmed, next to the control that made it. */
async function deskDid(page: Page, scope: string, msg: RegExp): Promise<void> {
  const note = page.locator(`${scope} .intent-note[data-intent="done"]`);
  await note.waitFor();
  assert.match((await note.textContent()) ?? '', msg);
}

/** One CSV line of quoted cells ("" inside a cell is a quote). */
function csvRow(line: string): string[] {
  return [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) => (m[1] !== undefined ? m[1].replace(/""/g, '"') : m[2]!));
}

/** The better seed wins, 21 to something, so every pool and round has a clear order. */
function resultFor(st: any, m: any, loserPoints = 15): [number, number] {
  const seed = (id: string) => st.teams.find((t: any) => t.id === id)?.seed ?? 99;
  return seed(m.a.id) < seed(m.b.id) ? [21, loserPoints] : [loserPoints, 21];
}

/** A keeper final through the JSON API, with the key from the keeper link of that court. */
async function keeperFinal(court: number, match: string, set: [number, number]): Promise<void> {
  const k = new URL(keeperUrls.get(court)!).searchParams.get('k');
  const res = await fetch(`${srv.base}/keeper/${slug}/${court}/final`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ k, match, sets: [set] }),
  });
  const body = (await res.json()) as any;
  assert.is(res.status, 200, `keeper final on court ${court}: ${JSON.stringify(body)}`);
  assert.is(body.match.status, 'final');
}

/** Plays every live match through the keeper API until `finished(state)` holds. */
async function playUntil(finished: (st: any) => boolean): Promise<any> {
  for (let guard = 0; guard < 40; guard++) {
    const st = await state();
    if (finished(st)) return st;
    const live = st.courts.filter((c: any) => c.match);
    assert.ok(live.length > 0, 'a match is live while there is play left');
    for (const c of live) await keeperFinal(c.court, c.match.id, resultFor(st, c.match, 10 + (guard % 9)));
  }
  throw new Error('play did not finish');
}

/** Keeps one whole match on the keeper pad of `court`: taps to 21-15 (screenshot mid-match), submits, confirms. */
async function padMatch(court: number, screenshot?: string): Promise<void> {
  const before = await state();
  const m = before.courts.find((c: any) => c.court === court)?.match;
  assert.ok(m, `court ${court} has a live match`);
  const { ctx, page } = await phone(`keeper pad ${court}`);
  await page.goto(keeperUrls.get(court)!);
  await page.waitForFunction((name) => document.getElementById('k-team-0')?.textContent === name, m.a.name);
  assert.is(await page.locator('#k-team-1').textContent(), m.b.name);
  assert.is(await page.locator('#k-match').textContent(), m.label ?? `Pool ${m.poolId} · round ${m.round}`);
  const [ta, tb] = resultFor(before, m);
  const plus = [page.locator('.k-plus[data-side="0"]'), page.locator('.k-plus[data-side="1"]')] as const;
  // a rally-by-rally game: both sides score until the winner pulls away
  let a = 0;
  let b = 0;
  while (a < ta || b < tb) {
    const side = a < ta && (a <= b || b >= tb) ? 0 : 1;
    await plus[side].click();
    if (side === 0) a++;
    else b++;
    if (a + b === 20 && screenshot) {
      await page.locator('#sync[data-state="online"][data-pending="0"]').waitFor();
      await shot(page, screenshot);
    }
  }
  assert.is(await page.locator('#k-pts-0').textContent(), String(ta));
  assert.is(await page.locator('#k-pts-1').textContent(), String(tb));
  // the pad says what to do next; best of 1 has no separate "Finish set" step
  assert.match((await page.locator('#k-message').textContent()) ?? '', new RegExp(`wins the set ${ta}-${tb}\\. Tap “Submit final result”`));
  assert.is(await page.locator('#finish-set').isHidden(), true);
  await page.locator('#submit-final').click();
  await page.locator('#k-confirm').waitFor({ state: 'visible' });
  assert.match((await page.locator('#k-confirm-text').textContent()) ?? '', new RegExp(`${ta}-${tb}`));
  await page.locator('#k-confirm-ok').click();
  await page.waitForFunction(() => /Final result saved/.test(document.getElementById('k-message')?.textContent ?? ''));
  const after = await state();
  const played = allMatches(after).find((x: any) => x.id === m.id);
  assert.is(played.status, 'final');
  assert.equal(played.sets, [[ta, tb]]);
  // the pad moves on to the court's next match by itself
  const next = after.courts.find((c: any) => c.court === court)?.match;
  if (next) await page.waitForFunction((name) => document.getElementById('k-team-0')?.textContent === name, next.a.name);
  await ctx.close();
}

test.before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchChromium();
  deskCtx = await browser.newContext({ viewport: DESK });
  desk = watch(await deskCtx.newPage(), 'desk');
});

test.after(async () => {
  await browser?.close();
});

test('1. the organizer signs in with a desk name and creates a tournament from the desk home', async () => {
  await desk.goto(`${srv.base}/admin`);
  await desk.waitForURL(/\/admin\/login/);
  await desk.getByLabel('Password').fill(PASSWORD);
  await desk.getByLabel(/Who is at the desk/).fill(DESK_NAME);
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await desk.waitForURL(`${srv.base}/admin`);
  assert.is(await desk.locator('header.site .who').textContent(), DESK_NAME);

  await desk.getByLabel('Tournament name').fill('Sunset Beach Open');
  await desk.getByLabel('Date', { exact: true }).fill('2026-07-04');
  await desk.getByLabel('Courts', { exact: true }).fill('2');
  await desk.getByLabel('Players per team').fill('2');
  await desk.getByLabel('Points to win a set', { exact: true }).fill('21');
  await desk.getByLabel('Win by', { exact: true }).fill('2');
  await desk.getByLabel('Point cap', { exact: true }).fill('0');
  await desk.getByLabel(/Sets per match/).selectOption('1');
  await desk.getByLabel('Format').selectOption('pool,bracket');
  await desk.getByRole('button', { name: 'Create tournament' }).click();
  await deskSays(desk, /Sunset Beach Open/);
  slug = /\/admin\/t\/([^/?]+)/.exec(desk.url())![1]!;
  assert.is(await desk.locator('h1').textContent(), 'Sunset Beach Open');
  assert.match((await desk.locator('.t-head .meta').textContent()) ?? '', /2026-07-04 · 2 courts · to 21, win by 2, best of 1/);
  const st = await state();
  assert.is(st.phase, 'checkin', 'registration is open at once');
  assert.equal([st.courtCount, st.rules.teamSize, st.rules.pointsTo, st.rules.winBy, st.rules.cap, st.rules.bestOf], [2, 2, 21, 2, 0, 1]);
  assert.equal(st.stages, ['pool', 'bracket']);
});

test('2. the registration QR page, and eight teams registering on their phones', async () => {
  await desk.getByRole('link', { name: 'Registration QR' }).click();
  await desk.waitForURL(/\/qr$/);
  assert.is(await desk.locator('.qr-code svg').count(), 1, 'the QR code is drawn');
  const url = (await desk.locator('.qr-url').textContent())?.trim();
  assert.is(url, `${srv.base}/t/${slug}`);
  const png = await deskCtx.request.get(`${srv.base}/admin/t/${slug}/qr.png`);
  assert.is(png.status(), 200);
  assert.is(png.headers()['content-type'], 'image/png');

  for (const [i, name] of TEAMS.entries()) {
    const { ctx, page } = await phone(`registration ${name}`);
    await page.goto(url!);
    await page.getByLabel('Team name').fill(name);
    await page.getByLabel('Captain', { exact: true }).fill(`Captain ${i + 1}`);
    await page.getByLabel('Captain phone').fill(`555 010 ${1000 + i}`);
    await page.getByLabel('Number of players').fill('2');
    await page.getByLabel(/Player names/).fill(`Player ${i + 1}a\nPlayer ${i + 1}b`);
    if (i === 0) await shot(page, 'registration-phone', true);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(/\/team\/[2-9A-Z]{4}\?new=1$/);
    const code = (await page.locator('.confirm .code').textContent())?.trim() ?? '';
    assert.match(code, /^[2-9A-HJKMNP-Z]{4}$/, name);
    assert.is(await page.locator('.t-head h1').textContent(), name);
    codes.set(name, code);
    // the code opens the team page again, without the one-time confirmation
    await page.goto(`${srv.base}/t/${slug}/team/${code}`);
    assert.is(await page.locator('.confirm').count(), 0);
    assert.is(await page.locator('.t-head h1').textContent(), name);
    assert.is(await page.locator('.own .code-small').textContent(), code);
    assert.is(await page.locator('.own dd').nth(1).textContent(), `Captain ${i + 1}`);
    await ctx.close();
  }
  assert.is(new Set(codes.values()).size, TEAMS.length, 'every team has its own code');
  const st = await state();
  assert.equal(st.teams.map((t: any) => t.name).sort(), [...TEAMS].sort());
});

test('3. the desk closes check-in, draws pools and goes live; the board shows the courts and up next', async () => {
  await openDesk(desk);
  await desk.locator('#phase').getByRole('button', { name: 'Close registration' }).click();
  await deskDid(desk, '#phase', /./);
  assert.is((await state()).phase, 'closed');

  await desk.getByLabel('Teams per pool').fill('4');
  await desk.locator('#generate .preview', { hasText: 'Pool B' }).waitFor();
  await desk.getByRole('button', { name: 'Generate pools' }).click();
  await deskDid(desk, '#generate', /pool/i);
  let st = await state();
  assert.is(st.pools.length, 2);
  assert.ok(st.pools.every((p: any) => p.standings.length === 4 && p.matches.length === 6));

  await desk.locator('#phase').getByRole('button', { name: 'Go live' }).click();
  await deskDid(desk, '#phase', /./);
  st = await state();
  assert.is(st.phase, 'live');
  assert.is(st.courts.filter((c: any) => c.match?.status === 'live').length, 2, 'both courts have a live match');
  assert.ok(st.upNext.length > 0, 'matches are queued');
  await desk.locator('.desk-bar [data-state="live"]').waitFor();
  await desk.waitForFunction(() => document.querySelectorAll('.desk-court.has-match .score').length === 2);
  await shot(desk, 'desk-live', true);

  const { ctx, page } = await phone('board live');
  await page.goto(`${srv.base}/t/${slug}`);
  await page.waitForSelector('#live[data-rendered]');
  assert.is(await page.locator('.courts .court.has-match').count(), 2, 'two courts with live matches');
  for (const c of st.courts) {
    const card = page.locator('.courts .court').nth(c.court - 1);
    assert.match((await card.textContent()) ?? '', new RegExp(`${c.match.a.name}[\\s\\S]*${c.match.b.name}`));
  }
  assert.is(await page.locator('.upnext-section .upnext li').count(), st.upNext.length);
  assert.is(await page.locator('.upnext-section .upnext li.on-deck').count(), 2, 'one match on deck per court');
  await ctx.close();

  const display = watch(await deskCtx.newPage(), 'display live');
  await display.setViewportSize({ width: 1920, height: 1080 });
  await display.goto(`${srv.base}/t/${slug}/display`);
  await display.waitForSelector('display-app .d-screen');
  // the display pages through screens: the courts first; the queue has a screen of its own (display tests)
  assert.is(await display.locator('.d-courts .court.has-match').count(), 2);
  await shot(display, 'display-live');
  await display.close();
});

test('4. the keeper QR sheet, two matches kept on the pad, and the rest of the pools', async () => {
  await desk.goto(`${srv.base}/admin/t/${slug}`);
  await desk.getByRole('link', { name: 'Keeper QR codes' }).click();
  await desk.waitForURL(/\/keeper-qr$/);
  const cards = desk.locator('.qr-card');
  assert.is(await cards.count(), 2, 'one code per court');
  for (let court = 1; court <= 2; court++) {
    const card = cards.nth(court - 1);
    assert.is(await card.locator('h2').textContent(), `Court ${court}`);
    assert.is(await card.locator('.qr-code svg').count(), 1);
    const url = (await card.locator('.qr-url').textContent())?.trim() ?? '';
    assert.match(url, new RegExp(`^${srv.base}/keeper/${slug}/${court}\\?k=.+`));
    keeperUrls.set(court, url);
  }

  await padMatch(1, 'keeper-pad');
  await padMatch(2);

  const st = await playUntil((s) => s.pools.every((p: any) => p.matches.every(done)));
  for (const p of st.pools) {
    assert.equal(
      p.standings.map((s: any) => [s.w, s.l]),
      [
        [3, 0],
        [2, 1],
        [1, 2],
        [0, 3],
      ],
      `pool ${p.id} standings`,
    );
  }
  assert.is(st.courts.filter((c: any) => c.match).length, 0, 'the courts are free');
});

test('5. the bracket from the desk form, played out; the champion on the board, the display and state.json', async () => {
  await openDesk(desk);
  const form = desk.locator('#generate');
  // the main bracket takes pool ranks 1 to 2 (docs/running-an-event.md, Gold and Silver brackets: a tier name would draw a tier)
  assert.is(await form.getByLabel('From pool rank').inputValue(), '1');
  assert.is(await form.getByLabel('To pool rank').inputValue(), '2');
  await form.getByLabel('Wildcards').fill('0');
  await form.getByLabel('Elimination', { exact: true }).selectOption('single');
  await form.getByLabel(/3rd place/).check();
  await form.locator('.preview li').first().waitFor();
  await form.getByRole('button', { name: 'Generate bracket' }).click();
  await deskDid(desk, '#generate', /bracket/i);
  let st = await state();
  assert.is(st.bracket.length, 4, 'two semifinals, the final and the match for third place');
  assert.is(st.courts.filter((c: any) => c.match?.stage === 'bracket').length, 2, 'both semifinals are on court');
  // off the live desk while results pour in, so its reload-when-idle never races the next navigation
  await desk.goto('about:blank');

  // the semifinals through the keeper API, the final on the keeper pad
  st = await playUntil((s) => s.courts.some((c: any) => c.match?.label === 'Final'));
  const finalCourt = st.courts.find((c: any) => c.match?.label === 'Final').court;
  await padMatch(finalCourt);
  st = await playUntil((s) => s.bracket.every(done));
  const final = st.bracket.find((m: any) => m.label === 'Final');
  assert.ok(st.champion, 'the champion is decided');
  assert.is(st.champion.id, final.winner.id);
  const champion = st.champion.name;

  const { ctx, page } = await phone('board final');
  await page.goto(`${srv.base}/t/${slug}`);
  await page.waitForSelector('#live[data-rendered]');
  assert.is(await page.locator('.champion .champion-name').textContent(), champion);
  const third = st.bracket.find((m: any) => m.label === '3rd place');
  const runnerUp = final.a.id === final.winner.id ? final.b : final.a;
  assert.is(await page.locator('.champion .podium').textContent(), `Runner-up: ${runnerUp.name}Third: ${third.winner.name}`);
  // the drawn bracket (bracket-view): a box per match, the winner of each decided one marked
  assert.is(await page.locator('.bracket .bx-match').count(), 4);
  assert.ok((await page.locator('.bracket .bx-col').allTextContents()).includes('Semifinals'), 'columns titled by round');
  assert.is(await page.locator('.bracket .bx-side.won').count(), 4, 'each decided match marks its winner');
  assert.is(await page.locator('.alerts').count(), 0, 'no on-deck calls left over from matches already played');
  assert.is(await page.locator('.courts-section').count(), 0, 'play is over: no empty courts and queue');
  await shot(page, 'board-champion-phone', true);
  await ctx.close();

  const display = watch(await deskCtx.newPage(), 'display');
  await display.setViewportSize({ width: 1920, height: 1080 });
  await display.goto(`${srv.base}/t/${slug}/display`);
  await display.waitForSelector('display-app .d-screen');
  assert.is(await display.locator('.d-final-name').textContent(), champion);
  assert.match((await display.locator('.d-podium').textContent()) ?? '', new RegExp(`Runner-up ${runnerUp.name}`));

  await openDesk(desk);
  await desk.locator('#phase').getByRole('button', { name: 'Finish (final results)' }).click();
  await deskDid(desk, '#phase', /./);
  assert.is((await state()).phase, 'final');
  await display.waitForFunction(() => /Final/.test(document.querySelector('[data-phase]')?.textContent ?? ''));
  await shot(display, 'display-champion');
  await display.close();
});

test('6. the events CSV lists the actions with the desk name as actor', async () => {
  const res = await deskCtx.request.get(`${srv.base}/admin/t/${slug}/events.csv`);
  assert.is(res.status(), 200);
  const rows = (await res.text()).trim().split('\r\n').map(csvRow);
  assert.equal(rows[0], ['at', 'actor', 'action', 'detail', 'ok']);
  const byDesk = rows.filter((r) => r[1] === DESK_NAME).map((r) => r[2]);
  for (const action of ['create', 'phase', 'generate'])
    assert.ok(
      byDesk.some((a) => a?.includes(action)),
      `${action} by the desk in ${byDesk.join(' ')}`,
    );
  assert.ok(
    rows.some((r) => r[1] === 'keeper:1'),
    'keeper results have their own actor',
  );
  assert.equal(
    rows.slice(1).filter((r) => r[4] !== 'ok'),
    [],
    'nothing was refused',
  );
  assert.equal(problems, [], problems.join('\n'));
});

test.run();
