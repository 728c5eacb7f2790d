// The keeper pad of a venue court (docs/api.md, Events) in a real browser against the real server: a point and a final on
// one division's match, then the next match of another division arrives on the same pad with its name and rules,
// and the court free at the end. Screenshots go to /tmp/shots/venue-keeper-*.png.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, phonePage, seriousAxeViolations } from './rig.js';
import { key, serverFor } from '../fixtures/server.js';

const SHOTS = '/tmp/shots';
const { srv, c: desk } = serverFor(test);
let browser: Browser;
let ev = '';
const problems: string[] = [];
/** Each division's rules as the pad words them. */
const RULES: Record<string, RegExp> = {
  'Open Men': /^to 5, win by 2 · one set$/,
  'Mixed B': /^to 7, win by 2, cap 9 · best of 3 \(first to 2 sets\) · deciding set to 5, cap 9$/,
};

const text = async (page: Page, selector: string) => ((await page.locator(selector).textContent()) ?? '').trim();
const allSaved = (page: Page) => page.locator('#sync[data-state="online"][data-pending="0"]').waitFor();
const tap = (page: Page, side: 0 | 1) => page.locator(`.k-plus[data-side="${side}"]`).click();
const venueCourt = async () => ((await (await desk.get(`/e/${ev}/state.json`)).json()) as any).courts[0];

test.before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchChromium();
  ev = (await desk.act('/admin/events/new', { name: 'Beach Saturday', date: '2026-07-11', courtCount: 1 })).slug!;
  const divisions = [
    { name: 'Open Men', pointsTo: 5, bestOf: 1, teams: ['Sand Sharks', 'Dig Dug'] },
    { name: 'Mixed B', pointsTo: 7, cap: 9, bestOf: 3, decidingSetTo: 5, teams: ['Net Ninjas', 'Block Party'] },
  ];
  for (const { teams, ...rules } of divisions) {
    const slug = await desk.create({ ...rules, event: ev, stages: 'pool' });
    for (const name of teams) assert.is((await desk.register(slug, { name })).status, 303);
    await desk.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 2 });
    await desk.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  }
});

test.after(async () => {
  await browser?.close();
});

test("a keeper scores a point and a final on a venue court, and the next match of another division arrives with that division's name and rules", async () => {
  const { ctx, page } = await phonePage(browser, 'venue keeper', problems);
  await page.goto(`${srv.base}/keeper/${ev}/1?k=${encodeURIComponent(key(ev, 1))}`);
  await page.locator('#sync[data-state="online"]').waitFor();
  const first = await venueCourt();
  assert.is(await text(page, '#k-division'), first.division.name, 'the division on the court, as the server painted it');
  assert.match(await text(page, '#k-rules'), RULES[first.division.name]!);
  await page.waitForFunction((name) => document.getElementById('k-team-0')?.textContent === name, first.match.a.name);
  await tap(page, 0);
  await allSaved(page);
  assert.equal((await venueCourt()).match.live, [1, 0], 'the point reached the division');
  await page.screenshot({ path: `${SHOTS}/venue-keeper-phone.png` });
  assert.equal(await seriousAxeViolations(page), []);

  // play the set out to its target, then the final through the confirmation
  const target = first.division.name === 'Open Men' ? 5 : 7;
  for (let i = 1; i < target; i++) await tap(page, 0);
  if (first.division.name === 'Mixed B') for (let i = 0; i < target; i++) await tap(page, 0);
  await page.locator('#submit-final').click();
  await page.locator('#k-confirm-ok').click();

  // the court takes the other division's match: same pad, no reload, the new division's name and rules
  const other = first.division.name === 'Open Men' ? 'Mixed B' : 'Open Men';
  await page.waitForFunction((name) => document.getElementById('k-division')?.textContent === name, other);
  assert.match(await text(page, '#k-rules'), RULES[other]!);
  const second = await venueCourt();
  assert.is(second.division.name, other);
  await page.waitForFunction((name) => document.getElementById('k-team-0')?.textContent === name, second.match.a.name);
  assert.match(await text(page, '#k-message'), new RegExp(`Final result saved\\. Now on court 1 \\(${other}\\)`));
  assert.is(await text(page, '#k-pts-0'), '0', "the new match starts at 0, not the last one's score");
  await page.screenshot({ path: `${SHOTS}/venue-keeper-next-division.png` });

  // the second division's match ends too: the court is free, and the pad says so
  const t2 = other === 'Open Men' ? 5 : 7;
  const sets = other === 'Mixed B' ? 2 : 1;
  for (let s = 0; s < sets; s++) for (let i = 0; i < t2; i++) await tap(page, 1);
  await page.locator('#submit-final').click();
  await page.locator('#k-confirm-ok').click();
  await page.locator('#k-match', { hasText: 'Court 1 is free: the next match will appear here.' }).waitFor();
  assert.is(await page.locator('#k-division').count(), 0, 'no division while the court is free');
  await page.screenshot({ path: `${SHOTS}/venue-keeper-free.png` });
  await ctx.close();
  assert.equal(problems, [], problems.join('\n'));
});

test("points kept offline for a match that left the venue court meanwhile are refused, and the next division's match keeps its 0-0", async () => {
  const day = (await desk.act('/admin/events/new', { name: 'Offline Day', date: '2026-07-12', courtCount: 1 })).slug!;
  for (const [name, teams] of [
    ['Women Open', ['Sun Dogs', 'Tide Pool']],
    ['Coed C', ['Low Tide', 'High Five']],
  ] as const) {
    const slug = await desk.create({ name, pointsTo: 11, event: day, stages: 'pool' });
    for (const team of teams) assert.is((await desk.register(slug, { name: team })).status, 303);
    await desk.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 2 });
    await desk.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  }
  const court = async () => ((await (await desk.get(`/e/${day}/state.json`)).json()) as any).courts[0];
  const first = await court();
  const { ctx, page } = await phonePage(browser, 'venue keeper offline', problems);
  await page.goto(`${srv.base}/keeper/${day}/1?k=${encodeURIComponent(key(day, 1))}`);
  await page.locator('#sync[data-state="online"]').waitFor();
  await page.waitForFunction((name) => document.getElementById('k-team-0')?.textContent === name, first.match.a.name);
  await ctx.setOffline(true);
  await page.locator('#sync[data-state="offline"]').waitFor();
  for (let i = 0; i < 3; i++) await tap(page, 0);
  await page.locator('#sync[data-state="offline"][data-pending="3"]').waitFor();
  // meanwhile another phone sends the final of that match: the court takes the other division's match
  const res = await fetch(`${srv.base}/keeper/${day}/1/final`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ k: key(day, 1), division: first.division.slug, match: first.match.id, sets: [[11, 4]] }),
  });
  assert.is(res.status, 200);
  const second = await court();
  assert.is.not(second.division.slug, first.division.slug);
  await ctx.setOffline(false);
  await page.waitForFunction((name) => document.getElementById('k-division')?.textContent === name, second.division.name);
  await page.locator('#sync[data-state="online"][data-pending="0"]').waitFor();
  assert.is(await text(page, '#k-pts-0'), '0');
  assert.match(
    await text(page, '#k-message'),
    new RegExp(`(no longer on court 1|recorded the result).* Now on court 1 \\(${second.division.name}\\)`),
  );
  const after = await court();
  assert.is(after.match.id, second.match.id);
  assert.equal(after.match.live ?? [0, 0], [0, 0], 'the offline points did not land on the new match');
  await page.screenshot({ path: `${SHOTS}/venue-keeper-offline-refused.png` });
  await ctx.close();
  assert.equal(problems, [], problems.join('\n'));
});

test.run();
