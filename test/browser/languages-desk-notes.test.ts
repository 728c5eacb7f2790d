// The organizer pages' live notes in the page's language (docs/translating.md), in a real browser: the desk home's
// creation form says its tiebreak problem as typed in the page's language (English unchanged); the event desk's bar
// names the match another organizer is moving, with its court; "Apply anyway" on a court someone else paused first
// says it is already paused, as done. Spanish, German and Polish (`CHECK_LANGS=fr,it,nl,pt` the others), at phone and
// laptop size; screenshots in /tmp/shots/event-polish/.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { wordsFor } from '../../shared/i18n/catalogues.js';
import type { Lang } from '../../shared/i18n/languages.js';
import { parseTiebreaks } from '../../shared/engine/tiebreaks.js';
import { Client } from '../fixtures/server.js';
import { liveEvent } from '../fixtures/live-event.js';
import { organizerPage } from './rig.js';
import { leftovers, overflow } from './lang-check.js';
import { CHECK_LANGS, LAPTOP, langRig, SIZES } from './lang-suite.js';

const SHOTS = '/tmp/shots/event-polish';
const rig = langRig(test, SHOTS);
const { srv, desk, problems } = rig;
const BAD = 'wins,luck';

/** The creation form's tiebreak problem under the field, as typed. */
async function tiebreakNote(page: Page): Promise<string> {
  await page.evaluate(() => {
    for (const d of document.querySelectorAll('form[data-create-form] details')) (d as HTMLDetailsElement).open = true;
  });
  const field = page.locator('form[data-create-form] input[name="tiebreaks"]');
  await field.fill(BAD);
  const note = page.locator('form[data-create-form] .field-error:not([hidden])').first();
  await note.waitFor();
  await page.evaluate(() =>
    document.querySelector('form[data-create-form] .field-error:not([hidden])')?.scrollIntoView({ block: 'center' }),
  );
  return note.innerText();
}

test('en: the desk home says the tiebreak problem in English, as before', async () => {
  const { ctx, page } = await organizerPage(rig.browser, srv, desk, 'desk home en', problems, LAPTOP);
  await page.goto(`${srv.base}/admin`);
  const parsed = parseTiebreaks(BAD);
  assert.ok(!parsed.ok);
  if (!parsed.ok) assert.is(await tiebreakNote(page), parsed.error);
  await ctx.close();
});

for (const lang of CHECK_LANGS) {
  const words = wordsFor(lang as Lang);

  test(`${lang}: the desk home's creation form says the tiebreak problem in the page's language`, async () => {
    const parsed = parseTiebreaks(BAD);
    assert.ok(!parsed.ok && parsed.why, 'the check refuses it with a message');
    for (const [label, viewport] of SIZES) {
      const { ctx, page } = await organizerPage(rig.browser, srv, desk, `desk home ${lang} ${label}`, problems, viewport);
      await page.goto(`${srv.base}/admin?lang=${lang}`);
      if (!parsed.ok && parsed.why) assert.is(await tiebreakNote(page), words.t(parsed.why.key, parsed.why.values));
      await page.screenshot({ path: `${SHOTS}/desk-home-tiebreak-${lang}-${label}.png` });
      assert.equal(await leftovers(page, lang, page.locator('form[data-create-form]')), [], `${lang} creation form ${label}`);
      assert.equal(await overflow(page), [], `${lang} desk home ${label} overflow`);
      await ctx.close();
    }
  });

  test(`${lang}: the event desk names the match another organizer is moving, and "Apply anyway" on a court paused first says so as done`, async () => {
    const { slug } = await liveEvent(desk, `Notas ${lang}`, 3, [`Oro ${lang}`, `Plata ${lang}`]);
    const bob = new Client(srv.base);
    await bob.login('Bob');
    for (const [label, viewport] of SIZES) {
      const a = await organizerPage(rig.browser, srv, desk, `marta ${lang} ${label}`, problems, viewport);
      const b = await organizerPage(rig.browser, srv, bob, `bob ${lang} ${label}`, problems, viewport);
      for (const p of [a.page, b.page]) {
        await p.goto(`${srv.base}/admin/e/${slug}?lang=${lang}`);
        await p.locator('.desk-bar [data-state="live"]').waitFor();
      }
      await a.page.locator('.people [data-person="Bob"]').waitFor();
      // Bob chooses where to move court 1's match: Marta's bar names that match and its court
      const sides = a.page.locator('article[data-court="1"] .match-title strong');
      const [teamA = '', teamB = ''] = [await sides.nth(0).innerText(), await sides.nth(1).innerText()];
      const doing = words.t('desk.editing', { what: words.t('event.editMatch', { a: teamA, b: teamB, court: 1 }) });
      await b.page.focus('#swap-1');
      const person = a.page.locator('[data-person="Bob"] .person-doing');
      await person.waitFor();
      assert.is(await person.innerText(), doing);
      await a.page.locator('.desk-bar').scrollIntoViewIfNeeded();
      await a.page.screenshot({ path: `${SHOTS}/event-desk-presence-${lang}-${label}.png` });
      assert.equal(await overflow(a.page), [], `${lang} event desk bar ${label} overflow`);
      await b.page.locator('h1').click();

      // Bob pauses court 2 offline; Marta pauses it first; Bob's "Apply anyway" finds it paused: done, in the page's words
      const court = label === 'phone' ? 2 : 3;
      await b.ctx.setOffline(true);
      await b.page.fill(`#reason-${court}`, 'Wind');
      await b.page.locator(`form[data-target="court:${court}"] button[type="submit"]`).click();
      await b.page.locator(`form[data-target="court:${court}"] .intent-note.pending`).waitFor();
      await desk.act(`/admin/e/${slug}/court`, { court, op: 'pause', reason: 'Red' });
      await b.ctx.setOffline(false);
      const conflict = b.page.locator(`form[data-target="court:${court}"] [data-intent="conflict"]`);
      await conflict.waitFor();
      await conflict.getByRole('button', { name: words.t('desk.applyAnyway') }).click();
      const done = b.page.locator(`form[data-target="court:${court}"] .intent-note.done`);
      await done.waitFor();
      assert.is(await done.innerText(), words.t('desk.courtAlready', { op: 'pause', court }));
      // the note is drawn again with the sections the answer redraws: scroll to it as it is then
      await b.page.evaluate((n) => document.querySelector(`form[data-target="court:${n}"]`)?.scrollIntoView({ block: 'center' }), court);
      await done.waitFor();
      await b.page.screenshot({ path: `${SHOTS}/event-desk-apply-anyway-${lang}-${label}.png` });
      assert.equal(await leftovers(b.page, lang, b.page.locator(`article[data-court="${court}"]`)), [], `${lang} ${label} done note`);
      await a.ctx.close();
      await b.ctx.close();
    }
  });
}

test('no console or page errors but the conflict and the offline attempt', () => {
  assert.equal(
    problems.filter((p) => !/status of 409|ERR_INTERNET_DISCONNECTED/.test(p)),
    [],
  );
});

test.run();
