// The translated pages in Spanish, German and Polish in a real browser (docs/translating.md): the registration page
// (and its refusals), the keeper pad (scoring a point) and the organizer sign-in show no English sentence of the
// catalogue and no message key, overflow no phone's width, and log no console error. Screenshots at phone size go to
// /tmp/shots/languages/.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { CATALOGUES, MESSAGE_KEYS } from '../../shared/i18n/catalogues.js';
import type { Lang } from '../../shared/i18n/languages.js';
import { englishLeft, overflow } from './lang-check.js';
import { launchChromium, phonePage } from './rig.js';
import { key, serverFor } from '../fixtures/server.js';

const SHOTS = '/tmp/shots/languages';
/** The public pages' screenshots (board, team page, TV). */
const PUBLIC_SHOTS = '/tmp/shots/lang-public';
/** Spanish, German and Polish by default; `CHECK_LANGS=fr,it,nl,pt` reads the others the same way. */
const LANGS = (process.env.CHECK_LANGS?.split(',') ?? ['es', 'de', 'pl']).filter((l): l is Lang => l in CATALOGUES && l !== 'en');

test.before(() => {
  const built = spawnSync(process.execPath, ['scripts/build.mjs', 'client'], { encoding: 'utf8' });
  assert.is(built.status, 0, built.stderr);
});
const { srv, c: desk } = serverFor(test);
let browser: Browser;
let open = '';
const problems: string[] = [];
/** A refused form or sign-in answers 400 or 401: the browser logs the status, which is the point. */
const REFUSED = [/Failed to load resource: the server responded with a status of 40[01]/];

/** A live tournament with a match on court 1, for one language's keeper pad. */
async function liveCourt(name: string): Promise<string> {
  const slug = await desk.create({ name, courtCount: 1, pointsTo: 21, bestOf: 3, decidingSetTo: 15 });
  for (const team of ['Net Ninjas', 'Block Party', 'Ace Ventura']) assert.is((await desk.register(slug, { name: team })).status, 303);
  await desk.act(`/admin/t/${slug}/phase`, { phase: 'closed' });
  await desk.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 3 });
  await desk.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  return slug;
}

/** What the page shows (visible text and the title), and which English pieces and message keys are in it. */
async function leftovers(page: Page, lang: Lang): Promise<string[]> {
  const shown = `${await page.title()}\n${await page.locator('body').innerText()}`;
  const english = englishLeft(lang).filter((s) => shown.includes(s));
  const keys = MESSAGE_KEYS.filter((k) => shown.includes(k));
  return [...english.map((s) => `English: "${s}"`), ...keys.map((k) => `key: ${k}`)];
}

test.before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchChromium();
  open = await desk.create({ name: 'Copa Arena', courtCount: 2, bestOf: 3, cap: 25, decidingSetTo: 15 });
  for (const name of ['Sand Sharks', 'Dig Dug']) assert.is((await desk.register(open, { name })).status, 303);
});

test.after(async () => {
  await browser?.close();
});

for (const lang of LANGS) {
  test(`${lang}: the registration page and its refusals, no English left, nothing wider than a phone`, async () => {
    const { ctx, page } = await phonePage(browser, `registration ${lang}`, problems, REFUSED);
    await page.goto(`${srv.base}/t/${open}?lang=${lang}`);
    assert.is(await page.getAttribute('html', 'lang'), lang);
    assert.equal(await leftovers(page, lang), [], `${lang} registration`);
    assert.equal(await overflow(page), [], `${lang} registration overflow`);
    await page.screenshot({ path: `${SHOTS}/registration-${lang}.png`, fullPage: true });
    // a refusal: the same name again and a phone too short (required fields checked by the server, not the browser)
    await page.locator('#name').fill('dig dug');
    await page.locator('#captain').fill('Ana');
    await page.locator('#phone').fill('123');
    await page.locator('form.stack button[type="submit"]').click();
    await page.locator('#name-error').waitFor();
    assert.equal(await leftovers(page, lang), [], `${lang} refusal`);
    assert.equal(await overflow(page), [], `${lang} refusal overflow`);
    await page.screenshot({ path: `${SHOTS}/registration-refused-${lang}.png`, fullPage: true });
    // the language menu opens and lists every language in its own name
    await page.locator('.lang-menu summary').click();
    assert.is(await page.locator('.lang-menu li a').count(), 8);
    await ctx.close();
  });

  test(`${lang}: the keeper pad, before and after a point, no English left, nothing wider than a phone`, async () => {
    const live = await liveCourt(`Beach Open ${lang}`);
    const { ctx, page } = await phonePage(browser, `keeper ${lang}`, problems);
    await page.goto(`${srv.base}/keeper/${live}/1?k=${encodeURIComponent(key(live, 1))}&lang=${lang}`);
    assert.equal(await leftovers(page, lang), [], `${lang} keeper first paint`);
    await page.locator('#sync[data-state="online"]').waitFor();
    await page.locator('.k-plus[data-side="0"]:not([disabled])').waitFor();
    await page.locator('.k-plus[data-side="0"]').click();
    await page.locator('#sync[data-state="online"][data-pending="0"]').waitFor();
    assert.match(await page.locator('#k-pts-0').innerText(), /^1$/);
    assert.equal(await leftovers(page, lang), [], `${lang} keeper`);
    assert.equal(await overflow(page), [], `${lang} keeper overflow`);
    await page.screenshot({ path: `${SHOTS}/keeper-${lang}.png`, fullPage: true });
    await ctx.close();
  });

  test(`${lang}: the live board (courts, up next, pools, alerts), first paint and component, no English left, nothing wider than a phone`, async () => {
    const live = await desk.livePools(`Board ${lang}`, 8, 2);
    await desk.act(`/admin/t/${live}/broadcast`, { text: 'Welcome everyone' });
    const { ctx, page } = await phonePage(browser, `board ${lang}`, problems);
    await page.goto(`${srv.base}/t/${live}?lang=${lang}`);
    assert.is(await page.getAttribute('html', 'lang'), lang);
    assert.equal(await leftovers(page, lang), [], `${lang} board first paint`);
    await page.locator('board-app #live[data-rendered]').waitFor();
    await page.locator('#live-status[data-state="live"]').waitFor();
    for (const d of await page.locator('.pool details').all()) await d.locator('summary').click();
    assert.equal(await leftovers(page, lang), [], `${lang} board`);
    assert.equal(await overflow(page), [], `${lang} board overflow`);
    mkdirSync(PUBLIC_SHOTS, { recursive: true });
    await page.screenshot({ path: `${PUBLIC_SHOTS}/board-${lang}.png`, fullPage: true });
    await ctx.close();
  });

  test(`${lang}: the TV display at 1920x1080 through its whole rotation: no English left, every title whole, nothing off the screen`, async () => {
    const live = await desk.livePools(`TV ${lang}`, 8, 2);
    await desk.act(`/admin/t/${live}/broadcast`, { text: 'Welcome everyone' });
    const ctx = await browser.newContext({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 });
    const page = await ctx.newPage();
    page.on('console', (m) => void (m.type() === 'error' && problems.push(`tv ${lang}: ${m.text()}`)));
    page.on('pageerror', (e) => void problems.push(`tv ${lang}: ${e.message}`));
    await page.goto(`${srv.base}/t/${live}/display?page=1500&lang=${lang}`);
    assert.is(await page.getAttribute('html', 'lang'), lang);
    await page.locator('display-app .d-screen').waitFor();
    const total = Number(await page.locator('.d-screen').getAttribute('data-pages'));
    assert.ok(total >= 3, `${total} pages`);
    mkdirSync(PUBLIC_SHOTS, { recursive: true });
    let key = (await page.locator('.d-screen').getAttribute('data-page'))!;
    for (let i = 0; i < total; i++) {
      assert.equal(await leftovers(page, lang), [], `${lang} tv ${key}`);
      const out = await page.evaluate(() => {
        const t = document.querySelector<HTMLElement>('.d-title')!;
        const bad: string[] = [];
        if (t.scrollHeight > t.clientHeight + 1 || t.scrollWidth > t.clientWidth + 1) bad.push(`title cut: ${t.textContent}`);
        for (const el of document.querySelectorAll<HTMLElement>('.d-screen *')) {
          const r = el.getBoundingClientRect();
          if (el.offsetParent !== null && r.width > 0 && (r.right > innerWidth + 1 || r.bottom > innerHeight + 1))
            bad.push(
              `${el.tagName.toLowerCase()}.${el.className}: "${(el.textContent ?? '').slice(0, 30)}" ${Math.round(r.right)}x${Math.round(r.bottom)}`,
            );
        }
        return bad;
      });
      assert.equal(out, [], `${lang} tv ${key} overflow`);
      await page.screenshot({ path: `${PUBLIC_SHOTS}/tv-${lang}-${key}.png` });
      if (i < total - 1) {
        const was = key;
        await page.waitForFunction((k) => document.querySelector('.d-screen')?.getAttribute('data-page') !== k, was, { timeout: 30_000 });
        key = (await page.locator('.d-screen').getAttribute('data-page'))!;
      }
    }
    await ctx.close();
  });

  test(`${lang}: the bracket page and the board's bracket (double elimination): no English left, nothing wider than a phone`, async () => {
    const cup = await desk.createWithTeams(`Cup ${lang}`, 6, { stages: 'bracket' });
    await desk.act(`/admin/t/${cup}/phase`, { phase: 'closed' });
    await desk.act(`/admin/t/${cup}/generate`, { what: 'bracket', type: 'double' });
    await desk.act(`/admin/t/${cup}/phase`, { phase: 'live' });
    const { ctx, page } = await phonePage(browser, `bracket ${lang}`, problems);
    for (const path of [`/t/${cup}/bracket?lang=${lang}`, `/t/${cup}?lang=${lang}`]) {
      await page.goto(`${srv.base}${path}`);
      assert.is(await page.getAttribute('html', 'lang'), lang);
      await page.locator('bracket-view svg.bx').waitFor();
      assert.equal(await leftovers(page, lang), [], `${lang} ${path}`);
      assert.equal(await overflow(page), [], `${lang} ${path} overflow`);
    }
    await page.goto(`${srv.base}/t/${cup}/bracket?lang=${lang}`);
    await page.locator('bracket-view svg.bx').waitFor();
    mkdirSync(PUBLIC_SHOTS, { recursive: true });
    await page.screenshot({ path: `${PUBLIC_SHOTS}/bracket-${lang}.png`, fullPage: true });
    await ctx.close();
  });

  test(
    `${lang}: a team's code page after registering and its public page (next match, results, notify me): ` +
      'no English left, nothing wider than a phone',
    async () => {
      const live = await desk.livePools(`Teams ${lang}`, 8, 2);
      const state = await desk.state(live);
      const team = state.teams[0] as { id: string; name: string };
      const { ctx, page } = await phonePage(browser, `team ${lang}`, problems);
      // a code page: registration is closed here, so a team registered elsewhere is enough to see its words
      const reg = await desk.createWithTeams(`Code ${lang}`, 1);
      const res = await desk.register(reg, { name: `Late ${lang}` });
      const code = decodeURIComponent((res.headers.get('location') ?? '').replace(/^.*\/team\/([^?]+).*$/, '$1'));
      await page.goto(`${srv.base}/t/${reg}/team/${encodeURIComponent(code)}?new=1&lang=${lang}`);
      assert.is(await page.getAttribute('html', 'lang'), lang);
      await page.locator('team-app #live[data-rendered]').waitFor();
      assert.equal(await leftovers(page, lang), [], `${lang} code page`);
      assert.equal(await overflow(page), [], `${lang} code page overflow`);
      mkdirSync(PUBLIC_SHOTS, { recursive: true });
      await page.screenshot({ path: `${PUBLIC_SHOTS}/team-code-${lang}.png`, fullPage: true });
      await page.goto(`${srv.base}/t/${live}/teams/${encodeURIComponent(team.id)}?lang=${lang}`);
      assert.is(await page.getAttribute('html', 'lang'), lang);
      assert.equal(await leftovers(page, lang), [], `${lang} team page first paint`);
      await page.locator('team-app #live[data-rendered]').waitFor();
      await page.locator('#live-status[data-state="live"]').waitFor();
      assert.equal(await leftovers(page, lang), [], `${lang} team page`);
      assert.equal(await overflow(page), [], `${lang} team page overflow`);
      await page.screenshot({ path: `${PUBLIC_SHOTS}/team-${lang}.png`, fullPage: true });
      await ctx.close();
    },
  );

  test(`${lang}: the venue board (phone) and the venue TV (1920x1080): no English left, nothing off the screen`, async () => {
    const ev = (await desk.act('/admin/events/new', { name: `Venue ${lang}`, date: '2026-07-11', courtCount: 2 })).slug!;
    for (const name of [`Women ${lang}`, `Men ${lang}`]) {
      const slug = await desk.create({ name, event: ev, stages: 'pool' });
      for (const team of ['Net Ninjas', 'Block Party', 'Dig Dug'])
        await desk.act(`/admin/t/${slug}/team`, { op: 'add', name: team, captain: 'Cap', players: 2 });
      await desk.act(`/admin/t/${slug}/phase`, { phase: 'closed' });
      await desk.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 3 });
      await desk.act(`/admin/t/${slug}/phase`, { phase: 'live' });
    }
    const { ctx, page } = await phonePage(browser, `venue ${lang}`, problems);
    await page.goto(`${srv.base}/e/${ev}?lang=${lang}`);
    assert.is(await page.getAttribute('html', 'lang'), lang);
    assert.equal(await leftovers(page, lang), [], `${lang} venue first paint`);
    await page.locator('venue-app #live[data-rendered]').waitFor();
    assert.equal(await leftovers(page, lang), [], `${lang} venue board`);
    assert.equal(await overflow(page), [], `${lang} venue board overflow`);
    mkdirSync(PUBLIC_SHOTS, { recursive: true });
    await page.screenshot({ path: `${PUBLIC_SHOTS}/venue-${lang}.png`, fullPage: true });
    await ctx.close();
    const tv = await browser.newContext({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 });
    const screen = await tv.newPage();
    screen.on('pageerror', (e) => void problems.push(`venue tv ${lang}: ${e.message}`));
    await screen.goto(`${srv.base}/e/${ev}/display?lang=${lang}`);
    await screen.locator('venue-display-app .d-screen').waitFor();
    assert.equal(await leftovers(screen, lang), [], `${lang} venue tv`);
    const off = await screen.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.d-screen *')]
        .filter((el) => el.offsetParent !== null && el.getBoundingClientRect().right > innerWidth + 1)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
    );
    assert.equal(off, [], `${lang} venue tv overflow`);
    await screen.screenshot({ path: `${PUBLIC_SHOTS}/venue-tv-${lang}.png` });
    await tv.close();
  });

  test(`${lang}: the public not-found pages (no tournament, no team, a bad team code, no event) say so in the language`, async () => {
    const { ctx, page } = await phonePage(browser, `not found ${lang}`, problems, [/status of 404/]);
    for (const path of ['/t/no-such-cup', `/t/${open}/teams/nobody`, `/t/${open}/team/ILO1`, '/e/no-such-day']) {
      const res = await page.goto(`${srv.base}${path}?lang=${lang}`);
      assert.is(res?.status(), 404, path);
      assert.is(await page.getAttribute('html', 'lang'), lang);
      assert.equal(await leftovers(page, lang), [], `${lang} ${path}`);
    }
    await ctx.close();
  });

  test(`${lang}: the organizer sign-in and its refusal`, async () => {
    const { ctx, page } = await phonePage(browser, `login ${lang}`, problems, REFUSED);
    await page.goto(`${srv.base}/admin/login?lang=${lang}`);
    assert.equal(await leftovers(page, lang), [], `${lang} sign-in`);
    await page.locator('#password').fill('not the password');
    await page.locator('form.stack button[type="submit"]').click();
    await page.locator('#password-error').waitFor();
    assert.equal(await leftovers(page, lang), [], `${lang} sign-in refused`);
    assert.equal(await overflow(page), [], `${lang} sign-in overflow`);
    await ctx.close();
  });
}

test('the check itself finds English: an English page shows the pieces it looks for', async () => {
  const { ctx, page } = await phonePage(browser, 'registration en', problems);
  await page.goto(`${srv.base}/t/${open}?lang=en`);
  const shown = await page.locator('body').innerText();
  assert.ok(englishLeft('de').filter((s) => shown.includes(s)).length >= 5, 'the English page is caught');
  assert.ok(CATALOGUES.de['reg.title'] !== CATALOGUES.en['reg.title']);
  await ctx.close();
});

test('no console errors on any page', () => {
  assert.equal(problems, []);
});

test.run();
