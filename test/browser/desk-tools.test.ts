// The desk's paper and spreadsheets in a real browser: check-in taps on a laptop and a phone, a new code, withdrawing the absent, CSV import
// with its preview, and printed sheets (A4 and US Letter PDFs). SHOTS_DIR=<folder> keeps screenshots and PDFs to look at.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { codeFrom, serverFor } from '../fixtures/server.js';
import { PHONE, launchChromium, organizerPage } from './rig.js';

const LAPTOP = { width: 1366, height: 768 };
const SHOTS = process.env.SHOTS_DIR;

const { srv, c: desk } = serverFor(test, { login: 'Desk Dora' });
let browser: Browser;
let slug = '';
const codes: string[] = [];
const problems: string[] = [];

async function shot(page: Page, name: string, selector?: string): Promise<void> {
  if (!SHOTS) return;
  if (selector)
    await page
      .locator(selector)
      .first()
      .screenshot({ path: join(SHOTS, `${name}.png`) });
  else await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const open = async (viewport = LAPTOP) => {
  const o = await organizerPage(browser, srv, desk, 'desk', problems, viewport);
  await o.page.goto(`${srv.base}/admin/t/${slug}#checkin`);
  // the component has taken over once its search box (which the plain form has not) is there
  await o.page.waitForSelector('desk-checkin .checkin-tools');
  return o;
};

/** A team's check-in button (the desk app has other buttons named after teams: Edit, Withdraw...). */
const tapOf = (page: Page, name: string) =>
  page.locator('desk-checkin').getByRole('button', { name: new RegExp(`^${name} (Checked in|Not here yet)$`) });

const teamByName = async (name: string) =>
  (await desk.state(slug)).teams.concat((await desk.state(slug)).withdrawn).find((x: any) => x.name === name);

/** PDF pages, counted from the file's page objects. */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

test.before(async () => {
  browser = await launchChromium();
  slug = await desk.create({ name: 'Tools Cup', courtCount: 2, bestOf: 3 });
  const names = ['Sand Sharks', 'Dig Dug', 'Block Party', 'Net Ninjas', 'Ace Ventura', 'Spike Lee'];
  for (const name of names) codes.push(codeFrom(await desk.register(slug, { name, captain: `Cap ${name}` })));
});

test.after(async () => {
  await browser?.close();
});

test('check-in on a laptop: one tap marks a team, the counts follow, a second tap undoes it, and the server has it', async () => {
  const { ctx, page } = await open();
  await page.locator('#checkin').scrollIntoViewIfNeeded();
  assert.match((await page.locator('desk-checkin [data-counts]').textContent()) ?? '', /0 of 6 checked in · 6 missing/);
  await tapOf(page, 'Dig Dug').click();
  await page.waitForFunction(() => document.querySelector('desk-checkin [data-counts]')?.textContent?.includes('1 of 6'));
  assert.is(await tapOf(page, 'Dig Dug').getAttribute('aria-pressed'), 'true');
  for (let i = 0; i < 50 && !(await teamByName('Dig Dug')).arrived; i++) await page.waitForTimeout(100);
  assert.is((await teamByName('Dig Dug')).arrived, true, 'state.json carries arrived');
  await tapOf(page, 'Sand Sharks').click();
  await tapOf(page, 'Block Party').click();
  await page.waitForFunction(() => document.querySelector('desk-checkin [data-counts]')?.textContent?.includes('3 of 6'));
  await tapOf(page, 'Block Party').click();
  await page.waitForFunction(() => document.querySelector('desk-checkin [data-counts]')?.textContent?.includes('2 of 6'));
  for (let i = 0; i < 50 && (await teamByName('Block Party')).arrived; i++) await page.waitForTimeout(100);
  assert.is((await teamByName('Block Party')).arrived, false, 'the second tap undid it');
  await page.getByLabel('Missing only').check();
  assert.is(await page.locator('desk-checkin .checkin-row').count(), 4, 'the filter shows the missing ones');
  await page.getByLabel('Missing only').uncheck();
  await page.getByLabel('Find a team').fill('spike');
  assert.is(await page.locator('desk-checkin .checkin-row').count(), 1);
  await page.getByLabel('Find a team').fill('');
  await shot(page, 'checkin-1366', '#checkin');
  await ctx.close();
});

test('the team page says whether the team is checked in', async () => {
  const ctx = await browser.newContext({ viewport: PHONE });
  const page = await ctx.newPage();
  await page.goto(`${srv.base}/t/${slug}/team/${codes[1]}`);
  await page.waitForSelector('team-app [data-checkin]');
  assert.is((await page.locator('[data-checkin]').textContent())?.trim(), 'Checked in');
  await page.goto(`${srv.base}/t/${slug}/team/${codes[2]}`);
  assert.is((await page.locator('[data-checkin]').textContent())?.trim(), 'Not checked in yet');
  await shot(page, 'team-page-390');
  await ctx.close();
});

test('a lost code: "New code" asks first, then shows the new code, and the old code stops opening the team page', async () => {
  const { ctx, page } = await open();
  await page.getByRole('button', { name: 'New code for Net Ninjas' }).click();
  const confirm = page.getByRole('group', { name: 'New code for Net Ninjas' });
  assert.match((await confirm.textContent()) ?? '', new RegExp(`code ${codes[3]} will stop working`));
  await shot(page, 'new-code-confirm', '#checkin');
  await confirm.getByRole('button', { name: 'Issue a new code' }).click();
  const note = page.locator('[data-team] .checkin-note.done');
  await note.waitFor();
  const fresh = /New code ([2-9A-Z]{4})/.exec((await note.textContent()) ?? '')?.[1];
  assert.ok(fresh && fresh !== codes[3]);
  assert.is(await page.locator(`desk-checkin [data-team] code:text("${fresh}")`).count(), 1, 'the list shows the new code');
  assert.is((await desk.get(`/t/${slug}/team/${codes[3]}`)).status, 404);
  assert.is((await desk.get(`/t/${slug}/team/${fresh}`)).status, 200);
  await ctx.close();
});

test('on a phone: the list fits, every tap target is at least 44 px, and a tap checks a team in', async () => {
  const { ctx, page } = await open(PHONE);
  await page.locator('#checkin').scrollIntoViewIfNeeded();
  const width = await page.evaluate(() => document.querySelector('#checkin')!.scrollWidth);
  assert.ok(width <= PHONE.width, `the check-in section fits the phone (${width}px)`);
  for (const b of await page.locator('desk-checkin .checkin-btn, desk-checkin .new-code-btn').all()) {
    const box = await b.boundingBox();
    assert.ok(box && box.height >= 44 && box.width >= 44, `tap target ${JSON.stringify(box)}`);
  }
  await tapOf(page, 'Ace Ventura')
    .tap()
    .catch(() => tapOf(page, 'Ace Ventura').click());
  await page.waitForFunction(() => document.querySelector('desk-checkin [data-counts]')?.textContent?.includes('3 of 6'));
  await shot(page, 'checkin-390', '#checkin');
  await ctx.close();
});

test('withdraw all absent: confirmed first, one change, and the desk says who went', async () => {
  const { ctx, page } = await open();
  await page.getByRole('button', { name: 'Withdraw 3 absent teams…' }).click();
  const box = page.getByRole('group', { name: 'Withdraw absent teams' });
  assert.match((await box.textContent()) ?? '', /Withdraw the 3 teams not checked in\?/);
  assert.is((await desk.state(slug)).withdrawn.length, 0, 'nothing happens before the confirmation');
  await shot(page, 'withdraw-confirm', '#checkin');
  await box.getByRole('button', { name: 'Withdraw 3 teams' }).click();
  await page.locator('.checkin-note.done').waitFor();
  assert.match(
    (await page.locator('.checkin-note.done').textContent()) ?? '',
    /Withdrew 3 teams that had not checked in: Block Party, Net Ninjas and Spike Lee/,
  );
  const st = await desk.state(slug);
  assert.equal(st.withdrawn.map((x: any) => x.name).sort(), ['Block Party', 'Net Ninjas', 'Spike Lee']);
  assert.is(await page.locator('desk-checkin .checkin-row').count(), 3);
  await ctx.close();
});

test('import: a file or pasted rows, a preview with each problem next to its row, nothing added until confirmed', async () => {
  const { ctx, page } = await open();
  await page.locator('#import').scrollIntoViewIfNeeded();
  const before = (await desk.state(slug)).teams.length;
  const csv =
    'Team,Captain,Phone,Players,Player names\nBeach Bums,Bea,555 010 1111,2,"Bea; Bo"\nDig Dug,Di,,2,\nNo Captain,,12,2,\nWave Riders,Wes,,3,Wes; Wil; Wen\n';
  await page.locator('#import-file').setInputFiles({ name: 'teams.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.locator('desk-import .import-preview').waitFor();
  const rows = page.locator('desk-import .import-preview tbody tr');
  assert.is(await rows.count(), 4);
  assert.match((await rows.nth(1).textContent()) ?? '', /Dig Dug.*already registered/s);
  assert.match((await rows.nth(2).textContent()) ?? '', /captain's name.*7 to 15 digits/s);
  assert.match(
    (await page.locator('desk-import .notice').textContent()) ?? '',
    /2 rows can be imported; 2 with problems \(lines 3 and 4\)/,
  );
  assert.is((await desk.state(slug)).teams.length, before, 'the preview added nothing');
  await shot(page, 'import-preview-1366', '#import');
  await page.getByRole('button', { name: 'Import 2 teams' }).click();
  await page.locator('desk-import .notice.ok').waitFor();
  assert.match((await page.locator('desk-import .notice.ok').textContent()) ?? '', /Imported 2 teams; 2 rows skipped \(lines 3 and 4\)/);
  const names = (await desk.state(slug)).teams.map((x: any) => x.name);
  assert.ok(names.includes('Beach Bums') && names.includes('Wave Riders'));
  // pasted text, on a phone
  await page.setViewportSize(PHONE);
  await page.getByLabel('…or paste the rows').fill('name,captain\nTide Pool,Tia');
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('button', { name: 'Import 1 team' }).waitFor();
  await shot(page, 'import-preview-390', '#import');
  await ctx.close();
});

test('axe-core finds nothing serious in the check-in, import and sheets sections', async () => {
  const { ctx, page } = await open();
  const { readFileSync } = await import('node:fs');
  const { createRequire } = await import('node:module');
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  const found = await page.evaluate(async () => {
    const res = await (window as any).axe.run({ include: [['#checkin'], ['#import'], ['#sheets']] }, { resultTypes: ['violations'] });
    return (res.violations as any[])
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${(v.nodes as any[]).map((n) => String(n.target)).join(' | ')}`);
  });
  assert.equal(found, []);
  await ctx.close();
});

test('printed sheets: one click from the desk, no toolbar on paper, whole score sheets on A4 and US Letter, the bracket on one landscape page', async () => {
  await desk.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 3 });
  const { ctx, page } = await open();
  await page.locator('#sheets').getByRole('link', { name: 'Score sheets', exact: true }).click();
  await page.waitForURL(/\/print\/scoresheets$/);
  const sheets = await page.locator('.score-sheet').count();
  const matches = (await desk.state(slug)).pools.flatMap((p: any) => p.matches).length;
  assert.ok(matches >= 4);
  assert.is(sheets, matches, 'one sheet per pool match');
  await page.emulateMedia({ media: 'print' });
  assert.is(await page.locator('.sheet-tools').evaluate((el) => getComputedStyle(el).display), 'none');
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await page.pdf({ format, preferCSSPageSize: true, printBackground: true });
    const pages = pageCount(pdf);
    assert.ok(pages >= 2 && pages <= sheets, `${format}: ${pages} pages for ${sheets} sheets (two a page when they fit, never split)`);
    if (SHOTS) writeFileSync(join(SHOTS, `scoresheets-${format}.pdf`), pdf);
  }
  await page.emulateMedia({ media: 'screen' });
  for (const [path, name] of [
    ['print/schedule', 'schedule'],
    ['print/pools', 'pools'],
  ] as const) {
    await page.goto(`${srv.base}/admin/t/${slug}/${path}`);
    await page.emulateMedia({ media: 'print' });
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format, preferCSSPageSize: true, printBackground: true });
      assert.is(pageCount(pdf), 2, `${name} on ${format}: one page per ${name === 'pools' ? 'pool' : 'court'}`);
      if (SHOTS) writeFileSync(join(SHOTS, `${name}-${format}.pdf`), pdf);
    }
    await page.emulateMedia({ media: 'screen' });
  }
  // the bracket: a bracket-only tournament of 8, its public page printed on the printer's own paper
  const b = await desk.create({ name: 'Bracket Cup', stages: 'bracket', courtCount: 2 });
  for (let i = 1; i <= 8; i++) await desk.register(b, { name: `Seed ${i} Team` });
  await desk.act(`/admin/t/${b}/generate`, { what: 'bracket', type: 'double' });
  await page.goto(`${srv.base}/t/${b}/bracket`);
  await page.waitForSelector('svg.bx');
  await page.emulateMedia({ media: 'print' });
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await page.pdf({ format, landscape: true, preferCSSPageSize: true, printBackground: true });
    assert.is(pageCount(pdf), 1, `the bracket on one ${format} page`);
    if (SHOTS) writeFileSync(join(SHOTS, `bracket-${format}.pdf`), pdf);
  }
  await ctx.close();
});

test('no console errors on any page', () => {
  assert.equal(problems, []);
});

test.run();
