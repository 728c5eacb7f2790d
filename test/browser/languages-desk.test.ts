// The organizer desk in Spanish, German and Polish in a real browser (docs/translating.md): the live desk (<desk-app>:
// header, phase controls, desk bar, courts, up next, matches and results, announcements) and the server's sections beside it
// (check-in, notifications, import, sheets, the log, keeper codes) show no English sentence of
// the catalogue and no message key, overflows neither a phone nor a laptop, and logs no error; a change's answer is
// said in the page's language. Screenshots in /tmp/shots/lang-desk/. `CHECK_LANGS=fr,it,nl,pt` reads the others.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { CATALOGUES } from '../../shared/i18n/catalogues.js';
import type { Lang } from '../../shared/i18n/languages.js';
import { launchChromium, organizerPage, PHONE } from './rig.js';
import { leftovers, overflow } from './lang-check.js';
import { serverFor } from '../fixtures/server.js';

const SHOTS = '/tmp/shots/lang-desk';
const LAPTOP = { width: 1366, height: 768 };
const LANGS = (process.env.CHECK_LANGS?.split(',') ?? ['es', 'de', 'pl']).filter((l): l is Lang => l in CATALOGUES && l !== 'en');

test.before(() => {
  const built = spawnSync(process.execPath, ['scripts/build.mjs', 'client'], { encoding: 'utf8' });
  assert.is(built.status, 0, built.stderr);
});
const { srv, c: desk } = serverFor(test, { login: 'Marta' });
let browser: Browser;
const problems: string[] = [];

test.before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchChromium();
});

test.after(async () => {
  await browser?.close();
});

const CAPTAINS = ['Ana', 'Bruno', 'Clara', 'Diego', 'Eva', 'Filip', 'Greta', 'Hugo'];

/** Eight teams in pools of 4 on two courts, live (captains named as people are: not English words the check would flag). */
async function liveDesk(name: string): Promise<string> {
  const slug = await desk.create({ name, courtCount: 2, teamSize: 2, pointsTo: 21, winBy: 2, cap: 0, bestOf: 1, stages: 'pool,bracket' });
  for (const [i, captain] of CAPTAINS.entries()) {
    await desk.act(`/admin/t/${slug}/team`, { op: 'add', name: `Sand Spikers ${i + 1}`, captain, players: 2 });
  }
  await desk.act(`/admin/t/${slug}/phase`, { phase: 'closed' });
  await desk.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  await desk.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  return slug;
}

for (const lang of LANGS) {
  test(`${lang}: the desk home and the creation form (its language field on the page's language), phone and laptop`, async () => {
    for (const [label, viewport] of [
      ['phone', PHONE],
      ['laptop', LAPTOP],
    ] as const) {
      const { ctx, page } = await organizerPage(browser, srv, desk, `desk home ${lang} ${label}`, problems, viewport);
      await page.goto(`${srv.base}/admin?lang=${lang}`);
      assert.is(await page.getAttribute('html', 'lang'), lang);
      assert.is(await page.locator('#language').inputValue(), lang, 'a new tournament speaks the organizer’s language unless changed');
      await page.evaluate(() => {
        for (const d of document.querySelectorAll('details')) (d as HTMLDetailsElement).open = true;
      });
      await page.screenshot({ path: `${SHOTS}/home-${lang}-${label}.png` });
      await page.locator('#create').screenshot({ path: `${SHOTS}/home-${lang}-${label}-create.png` });
      assert.equal(await leftovers(page, lang, page.locator('main')), [], `${lang} desk home ${label}`);
      assert.equal(await overflow(page), [], `${lang} desk home ${label} overflow`);
      await ctx.close();
    }
    assert.equal(problems, []);
  });

  test(`${lang}: the live desk at phone and laptop size, no English left, nothing wider than the screen`, async () => {
    const slug = await liveDesk(`Desk ${lang}`);
    const st = await desk.state(slug);
    const decided = st.pools[0].matches.find((m: { status: string }) => m.status === 'live');
    if (decided) await desk.act(`/admin/t/${slug}/score`, { match: decided.id, sets: '21-15' });
    for (const [label, viewport] of [
      ['phone', PHONE],
      ['laptop', LAPTOP],
    ] as const) {
      const { ctx, page } = await organizerPage(browser, srv, desk, `desk ${lang} ${label}`, problems, viewport);
      await page.goto(`${srv.base}/admin/t/${slug}?lang=${lang}`);
      assert.is(await page.getAttribute('html', 'lang'), lang);
      await page.locator('desk-app [data-ready]').waitFor();
      // every list unfolded and a court's tools open, so their words are read too
      await page.evaluate(() => {
        for (const d of document.querySelectorAll('desk-app details')) (d as HTMLDetailsElement).open = true;
      });
      // the whole page: <desk-app> and the sections the server draws beside it (check-in, notifications, import, sheets, log, keeper codes)
      const app = page.locator('body');
      await page.screenshot({ path: `${SHOTS}/desk-${lang}-${label}.png` });
      // the parts below the first screen, each on its own (a whole phone page is too tall to look at)
      for (const part of ['control', 'roster', 'generate', 'announce', 'checkin', 'followers', 'import', 'sheets', 'events', 'keepers'])
        await page
          .locator(`#${part}`)
          .first()
          .screenshot({ path: `${SHOTS}/desk-${lang}-${label}-${part}.png` });
      assert.equal(await leftovers(page, lang, app), [], `${lang} desk ${label}`);
      assert.equal(await overflow(page), [], `${lang} desk ${label} overflow`);
      if (label === 'laptop') {
        // a change answered: the note beside it in the page's language
        await page.locator('#banner').fill('Bienvenidos');
        await page.locator('#banner').press('Enter');
        await page.locator('.intent-note.done').first().waitFor();
        assert.equal(await leftovers(page, lang, app), [], `${lang} desk after a change`);
      }
      await ctx.close();
    }
    assert.equal(problems, []);
  });
}

test.run();
