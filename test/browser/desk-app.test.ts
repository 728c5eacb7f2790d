// The organizer desk (<desk-app>) on the organizer Yjs room, in real Chromium against the real server: the control
// room above the fold, two organizers seeing each other and each other's edits, a stale paper result refused after a
// keeper's final and applied only on "Apply anyway", a double pushback from one view moving a match two places, a
// change made offline shown as pending and applied once after reconnecting (and after a reload), the champion,
// axe-core, and no console errors. Screenshots go to /tmp/shots/desk-app-*.png.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, organizerPage, seriousAxeViolations } from './rig.js';
import { Client, key, serverFor } from '../fixtures/server.js';

const SHOTS = '/tmp/shots';
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const TEAMS = ['Sand Sharks', 'Dig Dug', 'Net Ninjas', 'Block Party', 'Ace Ventura', 'Spike Lee', 'Set To Win', 'Bump Squad'];

const { srv, c: riley } = serverFor(test, { login: 'Riley' });
let browser: Browser;
let sam: Client;
/** Two pools of four on three courts, best of three, live. */
let slug = '';
const problems: string[] = [];
const contexts: BrowserContext[] = [];
/** Milliseconds from a desk's click to the server's answer showing next to it, per change made in these tests. */
const roundTrips: number[] = [];

async function deskFor(who: Client, label: string, viewport = LAPTOP, cup = slug): Promise<Page> {
  const { ctx, page } = await organizerPage(browser, srv, who, label, problems, viewport);
  contexts.push(ctx);
  await page.goto(`${srv.base}/admin/t/${cup}`);
  await page.waitForSelector('desk-app [data-ready]');
  await page.waitForSelector('.desk-bar [data-state="live"]');
  return page;
}

async function keeper(court: number, path: 'live' | 'final', body: Record<string, unknown>, cup = slug): Promise<any> {
  const res = await fetch(`${srv.base}/keeper/${cup}/${court}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ k: key(cup, court), ...body }),
  });
  const out = await res.json();
  assert.is(res.status, 200, `keeper ${path} on court ${court}: ${JSON.stringify(out)}`);
  return out;
}

const queueIds = async (cup = slug): Promise<string[]> => (await riley.state(cup)).upNext.map((e: any) => e.id);

/** The answers this desk page has had, as [made, answered] epoch ms: the intent round trips. */
const answered = (page: Page) =>
  page.evaluate(() => [...(document.querySelector('desk-app') as any).intents.answers.values()].map((a: any) => [a.at, a.answeredAt]));

/** Closes a desk's context, first noting the round trips of the changes it made. */
async function closeDesk(page: Page): Promise<void> {
  roundTrips.push(...(await answered(page).catch(() => [])).map(([at, done]) => done - at));
  await page.context().close();
}

test.before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchChromium();
  sam = new Client(srv.base);
  await sam.login('Sam');
  slug = await riley.create({ name: 'Desk App Open', courtCount: 3, bestOf: 3 });
  for (const name of TEAMS) assert.is((await riley.register(slug, { name })).status, 303);
  await riley.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  await riley.act(`/admin/t/${slug}/phase`, { phase: 'live' });
});

test.after(async () => {
  for (const ctx of contexts) await ctx.close().catch(() => {});
  await browser?.close();
});

test('the control room comes first at 1366x768: every court with its match, running score and time played, the queue beside them', async () => {
  const st = await riley.state(slug);
  const m = st.courts[0].match;
  await keeper(1, 'live', { match: m.id, a: 12, b: 9, sets: [] });
  const page = await deskFor(riley, 'desk 1366');
  await page.waitForFunction(() =>
    /12/.test(document.querySelector('desk-court[data-court="1"] .pts, .desk-court[data-court="1"] .pts')?.textContent ?? ''),
  );
  const cards = page.locator('.desk-court');
  assert.is(await cards.count(), 3, 'one card per court');
  for (let i = 0; i < 3; i++) {
    const card = cards.nth(i);
    const box = (await card.boundingBox())!;
    assert.ok(box.y + box.height <= LAPTOP.height, `court ${i + 1} is above the fold (bottom at ${box.y + box.height})`);
    const text = (await card.textContent()) ?? '';
    const c = st.courts[i];
    assert.ok(text.includes(c.match.a.name) && text.includes(c.match.b.name), `court ${i + 1} names its teams`);
    assert.match(text, /Playing for \d+ min/);
  }
  assert.is((await cards.nth(0).locator('.pts').allTextContents()).join('-'), '12-9', "the keeper's running score");
  const first = page.locator('.desk-queue li').first();
  const qbox = (await first.boundingBox())!;
  assert.ok(qbox.y + qbox.height <= LAPTOP.height, 'the queue starts above the fold');
  assert.match((await first.textContent()) ?? '', new RegExp(`${st.upNext[0].a.name}.*vs.*${st.upNext[0].b.name}`, 's'));
  assert.ok(!/\b[AB]\d-\d\b/.test((await page.locator('#control').textContent()) ?? ''), 'no match ids on screen');
  // a keeper pad opened on court 1 shows on its card, and goes when the pad closes
  assert.is(await cards.nth(0).locator('.pad-off').count(), 1, 'no pad yet');
  const pad = await browser.newContext({ viewport: PHONE });
  const padPage = await pad.newPage();
  padPage.on('pageerror', (e) => problems.push(`pad: ${e.message}`));
  await padPage.goto(`${srv.base}/keeper/${slug}/1?k=${key(slug, 1)}`);
  await cards.nth(0).locator('.pad-on').waitFor();
  assert.is(await cards.nth(1).locator('.pad-off').count(), 1, 'court 2 has none');
  await page.screenshot({ path: `${SHOTS}/desk-app-1366.png` });
  await pad.close();
  await cards.nth(0).locator('.pad-off').waitFor();
  await page.screenshot({ path: `${SHOTS}/desk-app-1366-full.png`, fullPage: true });
  const phone = await deskFor(riley, 'desk 390', PHONE);
  await phone.screenshot({ path: `${SHOTS}/desk-app-390.png` });
  await phone.screenshot({ path: `${SHOTS}/desk-app-390-full.png`, fullPage: true });
  await closeDesk(page);
  await closeDesk(phone);
});

test("two organizers see each other at the desk, what each is editing, and each other's changes", async () => {
  const a = await deskFor(riley, 'riley');
  const b = await deskFor(sam, 'sam');
  await a.locator('.people [data-person="Sam"]').waitFor();
  await b.locator('.people [data-person="Riley"]').waitFor();
  assert.match((await b.locator('.people .self').textContent()) ?? '', /Sam \(you\)/);

  // Sam starts on a queued match: Riley sees it on that match and in the list of people
  const [first] = (await riley.state(slug)).upNext;
  await b.locator(`.desk-queue li[data-match="${first.id}"] button`).focus();
  await a.locator(`.desk-queue li[data-match="${first.id}"] [data-editors]`, { hasText: 'Sam is editing' }).waitFor();
  assert.match(
    (await a.locator('.people [data-person="Sam"]').textContent()) ?? '',
    new RegExp(`editing ${first.a.name} vs ${first.b.name}`),
  );
  await b.locator('h1').click();
  await a.locator(`.desk-queue li[data-match="${first.id}"] [data-editors]`).waitFor({ state: 'detached' });

  // Sam pauses court 3; Riley's control room shows it without a reload
  const court3 = b.locator('.desk-court[data-court="3"]');
  await court3.locator('summary').click();
  await court3.getByLabel('Reason to pause').fill('Net repair');
  const t0 = Date.now();
  await b.getByRole('button', { name: 'Pause court 3' }).click();
  await a.locator('.desk-court[data-court="3"] .reason', { hasText: 'Net repair' }).waitFor();
  // measured, not asserted (tests never assert timings): the issue asks for within 1 s
  console.log(`Sam's pause on Riley's desk after ${Date.now() - t0} ms (click to screen, through the server)`);
  await b.locator('.desk-court[data-court="3"] .intent-note[data-intent="done"]').waitFor();
  assert.is(await a.locator('.desk-court[data-court="3"] .court-state-paused').count(), 1);
  await b.getByRole('button', { name: 'Resume court 3' }).click();
  await a.locator('.desk-court[data-court="3"] .court-state-paused').waitFor({ state: 'detached' });
  await a.screenshot({ path: `${SHOTS}/desk-app-presence-1366.png` });
  await closeDesk(a);
  await closeDesk(b);
});

test(
  "a result recorded on a match a keeper is scoring asks first; a stale paper result after the keeper's final is refused " +
    'with the keeper\'s result, and applied only on "Apply anyway"',
  async () => {
    const page = await deskFor(riley, 'stale result');
    const m = (await riley.state(slug)).courts[0].match;
    await keeper(1, 'live', { match: m.id, a: 14, b: 11, sets: [] });
    const row = page.locator(`.desk-match[data-match="${m.id}"]`);
    await page.locator(`#matches details[data-key="pool-${m.poolId}"] > summary`).click();
    const field = row.locator('input[name="sets"]');
    assert.is(await row.getByLabel('Result from the score sheet').count(), 1);

    // while the keeper scores: a confirmation, and "Keep scoring" sends nothing
    await field.fill('21-15, 21-18');
    await row.getByRole('button', { name: 'Save result' }).click();
    const ask = row.locator('.confirm-box');
    await ask.waitFor();
    assert.match((await ask.textContent()) ?? '', /A keeper is scoring this match \(14-11 now\)/);
    await ask.getByRole('button', { name: 'Keep scoring' }).click();
    assert.is(await row.locator('.confirm-box').count(), 0);
    assert.is((await riley.state(slug)).courts[0].match.id, m.id, 'still live');

    // the keeper's final lands while the organizer's paper result is typed
    await keeper(1, 'final', {
      match: m.id,
      sets: [
        [21, 10],
        [21, 19],
      ],
    });
    await row.locator('.badge.status-final').waitFor();
    assert.is(await field.inputValue(), '21-15, 21-18', 'the typed result stays');
    await row.getByRole('button', { name: 'Save result' }).click();
    const note = row.locator('.intent-note[data-intent="conflict"]');
    await note.waitFor();
    const text = (await note.textContent()) ?? '';
    assert.match(text, /Court 1's keeper recorded 21-10, 21-19 at \d\d:\d\d\./, text);
    let sets = (await riley.state(slug)).pools.flatMap((p: any) => p.matches).find((x: any) => x.id === m.id).sets;
    assert.equal(
      sets,
      [
        [21, 10],
        [21, 19],
      ],
      "the keeper's result stands",
    );
    await page.screenshot({ path: `${SHOTS}/desk-app-conflict-1366.png` });

    await note.getByRole('button', { name: 'Apply anyway' }).click();
    await row.locator('.intent-note[data-intent="done"]').waitFor();
    sets = (await riley.state(slug)).pools.flatMap((p: any) => p.matches).find((x: any) => x.id === m.id).sets;
    assert.equal(
      sets,
      [
        [21, 15],
        [21, 18],
      ],
      'applied on the new version',
    );
    await closeDesk(page);
  },
);

test('two desks pushing back the same match from the same view move it two places, once; the later one is told who did it', async () => {
  const a = await deskFor(riley, 'pushback riley');
  const b = await deskFor(sam, 'pushback sam');
  const before = await queueIds();
  const target = before[0]!;
  // Sam's desk loses the network with the same view as Riley's
  await b.context().setOffline(true);
  await b.locator('.desk-bar [data-state="offline"]').waitFor();
  await b
    .locator(`.desk-queue li[data-match="${target}"]`)
    .getByRole('button', { name: /^Push back/ })
    .click();
  await b.locator(`.desk-queue li[data-match="${target}"] .intent-note[data-intent="pending"]`).waitFor();
  assert.match((await b.locator('.desk-bar').textContent()) ?? '', /1 change waiting/);
  await a
    .locator(`.desk-queue li[data-match="${target}"]`)
    .getByRole('button', { name: /^Push back/ })
    .click();
  await a.locator(`.desk-queue li[data-match="${target}"] .intent-note[data-intent="done"]`).waitFor();
  const once = await queueIds();
  assert.is(once.indexOf(target), 2, `moved two places: ${once.join(' ')}`);
  // the live log says it in words: who, what, which teams (no match ids)
  const entry = a.locator('#events .event-log li', { hasText: 'Pushed back' }).first();
  await entry.waitFor();
  const m = (await riley.state(slug)).upNext.find((e: any) => e.id === target);
  const words = (await entry.textContent()) ?? '';
  assert.match(words, new RegExp(`Riley\\s+Pushed back\\s+"?${m.a.name}"? vs "?${m.b.name}"?`), words);
  assert.not.match(words, new RegExp(`\\b${target}\\b`));

  await b.context().setOffline(false);
  const note = b.locator(`.desk-queue li[data-match="${target}"] .intent-note[data-intent="conflict"]`);
  await note.waitFor();
  assert.match((await note.textContent()) ?? '', /Riley pushed this match back at \d\d:\d\d\./);
  assert.equal(await queueIds(), once, 'not moved again');
  await b.screenshot({ path: `${SHOTS}/desk-app-pushback-1366.png` });
  await closeDesk(a);
  await b.context().close(); // its change waited offline: no round trip to count
});

test('a change made while the desk cannot reach the server shows as pending, survives a reload, and is applied once when the connection returns', async () => {
  const { ctx, page } = await organizerPage(browser, srv, riley, 'offline desk', problems, LAPTOP);
  contexts.push(ctx);
  let blocked = false;
  const sockets: { close: () => Promise<void> }[] = [];
  await page.routeWebSocket(/\/yjs\//, (ws) => {
    if (blocked) return void ws.close({ code: 4000, reason: 'blocked by the test' }).catch(() => {});
    ws.connectToServer();
    sockets.push(ws);
  });
  await page.goto(`${srv.base}/admin/t/${slug}`);
  await page.waitForSelector('.desk-bar [data-state="live"]');
  const before = await queueIds();
  const target = before[1]!;
  blocked = true;
  for (const s of sockets.splice(0)) await s.close().catch(() => {});
  await page.locator('.desk-bar [data-state="offline"]').waitFor();
  await page
    .locator(`.desk-queue li[data-match="${target}"]`)
    .getByRole('button', { name: /^Push back/ })
    .click();
  const pending = page.locator(`.desk-queue li[data-match="${target}"] .intent-note[data-intent="pending"]`);
  await pending.waitFor();
  assert.match((await pending.textContent()) ?? '', /goes out when the desk is back online/);
  assert.is(await page.locator('.desk-queue li').nth(3).getAttribute('data-match'), target, 'predicted two places later');
  assert.equal(await queueIds(), before, 'the server has not seen it');
  await page.screenshot({ path: `${SHOTS}/desk-app-pending-1366.png` });

  // a reload while the room is unreachable keeps it (the server's first paint, then the desk from storage)
  await page.reload();
  await page.waitForFunction(() => !!localStorage.getItem(Object.keys(localStorage).find((k) => k.startsWith('courtside:desk:')) ?? ''));
  assert.equal(await queueIds(), before);

  blocked = false;
  await page.waitForSelector('.desk-bar [data-state="live"]', { timeout: 20_000 });
  await page.locator(`.desk-queue li[data-match="${target}"] .intent-note[data-intent="done"]`).waitFor();
  const after = await queueIds();
  assert.is(after.indexOf(target), before.indexOf(target) + 2, `applied once: ${after.join(' ')}`);
  await page.waitForTimeout(500);
  assert.equal(await queueIds(), after, 'and only once');
  assert.is(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('courtside:desk:')).length),
    0,
    'nothing left waiting',
  );
  await ctx.close();
});

test("without JavaScript the server's plain-form desk still works", async () => {
  const ctx = await browser.newContext({ viewport: LAPTOP, javaScriptEnabled: false });
  contexts.push(ctx);
  const [name, ...rest] = riley.cookie.split('=');
  await ctx.addCookies([{ name: name!, value: rest.join('='), url: srv.base }]);
  const page = await ctx.newPage();
  await page.goto(`${srv.base}/admin/t/${slug}`);
  assert.is(await page.locator('desk-app [data-ready]').count(), 0, 'no live desk');
  const court = page.locator('#courts .court[data-court="2"]');
  await court.getByLabel('Reason').fill('Wet floor');
  await court.getByRole('button', { name: 'Pause court' }).click();
  await page.waitForURL(/\?msg=/);
  assert.match((await page.locator('.notice.ok').textContent()) ?? '', /Court 2 paused/);
  const st = await riley.state(slug);
  assert.is(st.courts[1].status, 'paused');
  await riley.act(`/admin/t/${slug}/court`, { court: 2, op: 'resume', reason: '' });
  await ctx.close();
});

test('the desk shows the champion once the final is decided', async () => {
  const cup = await riley.create({ name: 'Final Four', courtCount: 2, stages: 'bracket' });
  for (const name of TEAMS.slice(0, 4)) assert.is((await riley.register(cup, { name })).status, 303);
  await riley.act(`/admin/t/${cup}/generate`, { what: 'bracket', type: 'single' });
  await riley.act(`/admin/t/${cup}/phase`, { phase: 'live' });
  const page = await deskFor(riley, 'champion', LAPTOP, cup);
  for (let guard = 0; guard < 6; guard++) {
    const st = await riley.state(cup);
    if (st.champion) break;
    for (const c of st.courts.filter((x: any) => x.match)) await keeper(c.court, 'final', { match: c.match.id, sets: [[21, 12]] }, cup);
  }
  const st = await riley.state(cup);
  assert.ok(st.champion, 'decided');
  await page.locator('.champion .champion-name', { hasText: st.champion.name }).waitFor();
  const box = (await page.locator('.champion').boundingBox())!;
  assert.ok(box.y < LAPTOP.height, 'the champion is in the control room');
  await page.screenshot({ path: `${SHOTS}/desk-app-champion-1366.png` });
  assert.equal(await seriousAxeViolations(page), [], 'axe-core on the finished desk');
  await closeDesk(page);
});

test('the roster: a team added shows at once, is edited inline, seeded by number, and withdrawn only after a confirmation', async () => {
  const cup = await riley.create({ name: 'Roster Cup', courtCount: 1 });
  for (const name of TEAMS.slice(0, 3)) assert.is((await riley.register(cup, { name })).status, 303);
  const page = await deskFor(riley, 'roster', LAPTOP, cup);
  const roster = page.locator('#roster');
  const add = roster.locator('.add-team');
  if (!((await add.getAttribute('open')) !== null)) await add.locator('summary').click();
  await add.getByLabel('Team name').fill('Late Arrivals');
  await add.getByLabel('Captain').fill('Lou');
  await add.getByRole('button', { name: 'Add team' }).click();
  await roster.locator('tr', { hasText: 'Late Arrivals' }).waitFor();
  await add.locator('.intent-note[data-intent="done"]').waitFor();
  let st = await riley.state(cup);
  const late = st.teams.find((x: any) => x.name === 'Late Arrivals');
  assert.ok(late, 'on the server');
  assert.is(late.seed, 4);

  // a name another team has is refused next to the field, and what was typed stays
  await add.getByLabel('Team name').fill('Dig Dug');
  await add.getByLabel('Captain').fill('Dee');
  await add.getByRole('button', { name: 'Add team' }).click();
  await add.locator('.field-error').waitFor();
  assert.is(await add.getByLabel('Team name').inputValue(), 'Dig Dug');

  // inline edit
  const row = roster.locator(`tr[data-team="${late.id}"]`);
  await row.getByRole('button', { name: /^Edit/ }).click();
  const form = roster.locator('.row-extra form');
  await form.getByLabel('Team name').fill('Later Still');
  await form.getByRole('button', { name: /^Save/ }).click();
  await form.waitFor({ state: 'detached' });
  await roster.locator(`tr[data-team="${late.id}"]`, { hasText: 'Later Still' }).waitFor();
  // seeding by number: seed 1 swaps with the team that had it
  await page.getByLabel('Seed of Later Still').fill('1');
  await page.getByLabel('Seed of Later Still').press('Enter');
  await page.waitForFunction(() =>
    (document.querySelector('#roster tbody tr') as HTMLElement | null)?.textContent?.includes('Later Still'),
  );
  await roster.locator('.row-extra .intent-note[data-intent="done"]').waitFor();
  st = await riley.state(cup);
  assert.is(st.teams.find((x: any) => x.id === late.id).seed, 1);
  assert.is(st.teams.find((x: any) => x.name === TEAMS[0]).seed, 4);

  // withdraw asks first; cancel changes nothing
  await row.getByRole('button', { name: /^Withdraw/ }).click();
  const ask = roster.locator('.confirm-box');
  assert.match((await ask.textContent()) ?? '', /Withdraw Later Still\?/);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  assert.is((await riley.state(cup)).withdrawn.length, 0);
  await row.getByRole('button', { name: /^Withdraw/ }).click();
  await roster.getByRole('button', { name: 'Yes, withdraw Later Still' }).click();
  await row.locator('.team-withdrawn').waitFor();
  await roster.locator('.row-extra .intent-note[data-intent="done"]').waitFor();
  assert.is((await riley.state(cup)).withdrawn[0].name, 'Later Still');
  await page.screenshot({ path: `${SHOTS}/desk-app-roster-1366.png`, fullPage: true });
  await closeDesk(page);
});

test('the draw shows a preview of the pools from the engine before anything is committed', async () => {
  const cup = await riley.create({ name: 'Preview Cup', courtCount: 2 });
  for (const name of TEAMS) assert.is((await riley.register(cup, { name })).status, 303);
  await riley.act(`/admin/t/${cup}/phase`, { phase: 'closed' });
  const page = await deskFor(riley, 'draw', LAPTOP, cup);
  const draw = page.locator('#generate');
  await draw.getByLabel('Teams per pool').fill('3');
  const preview = draw.locator('.preview');
  await preview.locator('.preview-pool', { hasText: 'Pool C' }).waitFor();
  assert.match((await preview.textContent()) ?? '', /3 pools generated with \d+ matches/);
  // serpentine: seeds 1, 6 and 7 in pool A
  assert.equal(await preview.locator('.preview-pool').first().locator('li').allTextContents(), [TEAMS[0], TEAMS[5], TEAMS[6]]);
  assert.is((await riley.state(cup)).pools.length, 0, 'nothing drawn yet');
  await draw.getByLabel('Teams per pool').fill('1');
  await preview.locator('.preview-none').waitFor();
  await draw.getByLabel('Teams per pool').fill('4');
  await draw.getByRole('button', { name: 'Generate pools' }).click();
  await draw.locator('.intent-note[data-intent="done"]').waitFor();
  assert.is((await riley.state(cup)).pools.length, 2);
  await page.locator('#phase').getByRole('button', { name: 'Go live' }).click();
  await page.locator('.desk-court.has-match').first().waitFor();
  await closeDesk(page);
});

test('axe-core finds no serious or critical problem on the live desk, with a refusal and a confirmation open', async () => {
  const page = await deskFor(riley, 'axe');
  await page.locator('.desk-court[data-court="1"] summary').click();
  for (const summary of await page.locator('#matches details > summary').all()) await summary.click();
  const row = page.locator('.desk-match:has(.forfeits)').first();
  await row
    .getByRole('button', { name: /forfeits$/ })
    .first()
    .click();
  await row.locator('.confirm-box').waitFor();
  assert.equal(await seriousAxeViolations(page), []);
  await closeDesk(page);
});

test('the intent round trip on loopback', () => {
  assert.ok(roundTrips.length > 0);
  const sorted = [...roundTrips].sort((x, y) => x - y);
  console.log(
    `desk intent round trip (click to answer on screen), ms: median ${sorted[Math.floor(sorted.length / 2)]}, ` +
      `max ${sorted[sorted.length - 1]} over ${sorted.length}`,
  );
});

test('no console or page errors on any desk of these tests', () => {
  assert.equal(problems, [], problems.join('\n'));
});

test.run();
