// The organizer desk in Spanish, German and Polish in a real browser (docs/translating.md): the live desk (<desk-app>:
// header, phase controls, desk bar, courts, up next, matches and results, announcements) and the server's sections beside it
// (check-in, notifications, import, sheets, the log, keeper codes) show no English sentence of
// the catalogue and no message key, overflows neither a phone nor a laptop, and logs no error; a change's answer is
// said in the page's language. Screenshots in /tmp/shots/lang-desk/. `CHECK_LANGS=fr,it,nl,pt` reads the others.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { wordsFor } from '../../shared/i18n/catalogues.js';
import { organizerPage } from './rig.js';
import { leftovers, overflow } from './lang-check.js';
import { CHECK_LANGS as LANGS, langRig, SIZES } from './lang-suite.js';

const SHOTS = '/tmp/shots/lang-desk';
const rig = langRig(test, SHOTS);
const { srv, desk, problems } = rig;

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
    for (const [label, viewport] of SIZES) {
      const { ctx, page } = await organizerPage(rig.browser, srv, desk, `desk home ${lang} ${label}`, problems, viewport);
      await page.goto(`${srv.base}/admin?lang=${lang}`);
      assert.is(await page.getAttribute('html', 'lang'), lang);
      assert.is(await page.locator('#language').inputValue(), lang, 'a new tournament speaks the organizer’s language unless changed');
      await page.evaluate(() => {
        for (const d of document.querySelectorAll('main details')) (d as HTMLDetailsElement).open = true;
      });
      await page.screenshot({ path: `${SHOTS}/home-${lang}-${label}.png` });
      await page.locator('#create').screenshot({ path: `${SHOTS}/home-${lang}-${label}-create.png` });
      assert.equal(await leftovers(page, lang, page.locator('main')), [], `${lang} desk home ${label}`);
      assert.equal(await overflow(page), [], `${lang} desk home ${label} overflow`);
      await ctx.close();
    }
    assert.equal(problems, []);
  });

  test(`${lang}: the desk without JavaScript (the server's first paint): courts, up next, matches, the draw and the log, no English`, async () => {
    const slug = await liveDesk(`Sin JS ${lang}`);
    const st = await desk.state(slug);
    const playing = st.pools[0].matches.find((m: { status: string }) => m.status === 'live');
    if (playing) await desk.act(`/admin/t/${slug}/live`, { match: playing.id, a: 7, b: 5 });
    await desk.act(`/admin/t/${slug}/court`, { court: 2, op: 'pause', reason: 'Netz' });
    await desk.act(`/admin/t/${slug}/banner`, { banner: '' });
    for (const [label, viewport] of SIZES) {
      const ctx = await rig.browser.newContext({ viewport, javaScriptEnabled: false });
      const [name, ...rest] = desk.cookie.split('=');
      await ctx.addCookies([{ name: name!, value: rest.join('='), url: srv.base }]);
      const page = await ctx.newPage();
      await page.goto(`${srv.base}/admin/t/${slug}?lang=${lang}`);
      assert.is(await page.getAttribute('html', 'lang'), lang);
      assert.is(await page.locator('desk-app [data-ready]').count(), 0, 'the server’s paint, not the live desk');
      await page.evaluate(() => {
        for (const d of document.querySelectorAll('main details')) (d as HTMLDetailsElement).open = true;
      });
      await page.screenshot({ path: `${SHOTS}/nojs-${lang}-${label}.png` });
      for (const part of ['courts', 'queue', 'matches', 'generate', 'events']) {
        const where = page.locator(`#${part}`).first();
        await where.screenshot({ path: `${SHOTS}/nojs-${lang}-${label}-${part}.png` });
        assert.equal(await leftovers(page, lang, where), [], `${lang} desk without JavaScript, ${part}, ${label}`);
      }
      assert.equal(await leftovers(page, lang, page.locator('main')), [], `${lang} desk without JavaScript ${label}`);
      assert.equal(await overflow(page), [], `${lang} desk without JavaScript ${label} overflow`);
      // the log's detail in the page's language: the paused court with its reason, as the catalogue says it
      const details = await page.locator('#events .event-detail').allInnerTexts();
      const said = wordsFor(lang).t('desk.logCourt', { court: 2, op: 'pause', hasReason: 'yes', reason: 'Netz' });
      assert.ok(details.includes(said), `${lang}: "${said}" in ${details.join(' | ')}`);
      await ctx.close();
    }
  });

  test(`${lang}: the live desk at phone and laptop size, no English left, nothing wider than the screen`, async () => {
    const slug = await liveDesk(`Desk ${lang}`);
    const st = await desk.state(slug);
    const decided = st.pools[0].matches.find((m: { status: string }) => m.status === 'live');
    if (decided) await desk.act(`/admin/t/${slug}/score`, { match: decided.id, sets: '21-15' });
    for (const [label, viewport] of SIZES) {
      const { ctx, page } = await organizerPage(rig.browser, srv, desk, `desk ${lang} ${label}`, problems, viewport);
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
      if (lang === 'de') {
        // <desk-events> says the log in German too (read from events.json)
        const details = await page.locator('#events .event-detail').allInnerTexts();
        assert.ok(details.includes('Gruppen zu 4'), details.join(' | '));
        assert.ok(details.includes('Phase: läuft'), details.join(' | '));
      }
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
