// Work teams and the rules per stage in real Chromium (docs/api.md, Work teams and Rules per stage): the court card, up next and the TV show who
// referees each match, the working team's page says which match it works, and the board's header says how
// each stage is played. Screenshots go to /tmp/shots/work-*.png.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE, launchChromium, watch } from './rig.js';
import { serverFor } from '../fixtures/server.js';

const SHOTS = '/tmp/shots';
const TEAMS = [
  'Sand Sharks',
  'Dig Dug',
  'Net Ninjas',
  'Ace Ventura',
  'Spike Lee',
  'Set To Win',
  'Bump Squad',
  'Block Party',
  'Sunset Six',
  'Tide Turners',
  'Salt Spray',
  'Dune Runners',
];

const { srv, c: desk } = serverFor(test);
let browser: Browser;
let slug = '';
const problems: string[] = [];
const contexts: BrowserContext[] = [];

async function visit(path: string, viewport: { width: number; height: number }, label: string): Promise<Page> {
  const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  contexts.push(ctx);
  const page = watch(await ctx.newPage(), label, problems);
  await page.goto(`${srv.base}${path}`);
  return page;
}

test.before(async () => {
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
  slug = await desk.create({ name: 'Work Team Cup', courtCount: 2, bestOf: 1, bracketBestOf: 3, decidingSetTo: 15 });
  for (const name of TEAMS) assert.is((await desk.register(slug, { name })).status, 303);
  // two pools of six on two courts: each round of a pool leaves teams free to referee
  await desk.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 6, workTeams: true });
  await desk.act(`/admin/t/${slug}/phase`, { phase: 'live' });
});

test.after(async () => {
  for (const ctx of contexts) await ctx.close().catch(() => {});
  await browser?.close();
});

test('a court card and up next name the work team, and the header says how each stage is played', async () => {
  const st = await desk.state(slug);
  const live = st.courts[0].match;
  assert.ok(live.workTeam, 'the match on court 1 has a work team');
  const page = await visit(`/t/${slug}`, { width: 1366, height: 900 }, 'board');
  await page.waitForSelector('board-app > #live[data-rendered]');
  const card = page.locator('.board .court').first();
  assert.is(await card.locator('.work-team').innerText(), `Work team: ${live.workTeam.name}`);
  const queued = st.upNext[0];
  const playing = st.courts.flatMap((c: any) => [c.match.a.id, c.match.b.id]);
  for (const c of st.courts) assert.not.ok(playing.includes(c.match.workTeam.id), `court ${c.court}: its work team is not playing then`);
  assert.match(await page.locator('.upnext li').first().locator('.what').innerText(), new RegExp(`work team: ${queued.workTeam.name}$`));
  assert.is(await page.locator('.t-head .rules-line').innerText(), 'Pools: 1 set to 21 · Bracket: best of 3 to 21, deciding set to 15');
  await page.screenshot({ path: `${SHOTS}/work-board-laptop.png`, fullPage: true });
  await page.screenshot({ path: `${SHOTS}/work-board-top.png`, clip: { x: 0, y: 0, width: 1366, height: 720 } });
  assert.equal(problems, [], 'no console errors');
});

test("the working team's page says which match it works, where and when", async () => {
  const st = await desk.state(slug);
  const worker = st.courts[0].match.workTeam;
  const page = await visit(`/t/${slug}/teams/${worker.id}`, PHONE, 'team');
  await page.waitForSelector('team-app > #live[data-rendered]');
  assert.match(await page.locator('.work-duty').innerText(), /^You are working Pool [AB] · round 1 \(.+ vs .+\) on court 1 now$/);
  await page.screenshot({ path: `${SHOTS}/work-team-phone.png`, fullPage: true });
});

test("the TV display's court cards name the work team", async () => {
  const st = await desk.state(slug);
  const page = await visit(`/t/${slug}/display`, { width: 1920, height: 1080 }, 'display');
  await page.waitForSelector('display-app .court .work-team');
  assert.is(await page.locator('display-app .court .work-team').first().innerText(), `Work team: ${st.courts[0].match.workTeam.name}`);
  await page.screenshot({ path: `${SHOTS}/work-display-tv.png` });
});

test.run();
