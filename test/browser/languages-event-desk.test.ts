// The event desk (/admin/e/<slug>) in Spanish, German and Polish in a real browser (docs/translating.md): every section
// (divisions, venue courts, up next at the venue with why a match waits, player links, announcements, the division form,
// keeper codes, the log, delete) and the desk bar show no English phrase of the catalogue and no message key, overflow
// neither a phone nor a laptop, and log no error; a refused change (a stale version) is said in the page's language.
// Screenshots in /tmp/shots/lang-event/. `CHECK_LANGS=fr,it,nl,pt` reads the others.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { wordsFor } from '../../shared/i18n/catalogues.js';
import { organizerPage } from './rig.js';
import { leftovers, overflow } from './lang-check.js';
import { CHECK_LANGS as LANGS, langRig, SIZES } from './lang-suite.js';
import { liveEvent } from '../fixtures/live-event.js';
import { parseTiebreaks } from '../../shared/engine/tiebreaks.js';

const SHOTS = '/tmp/shots/lang-event';
const SECTIONS = ['divisions', 'venue-courts', 'queue', 'players', 'announce', 'create', 'keepers', 'events', 'delete'];
const rig = langRig(test, SHOTS);
const { srv, desk, problems } = rig;

for (const lang of LANGS) {
  test(`${lang}: the event desk at phone and laptop size, no English left, nothing wider than the screen`, async () => {
    // two live divisions on three venue courts, a player in both (the player links), a paused court, the log's rows
    const { slug } = await liveEvent(desk, `Lingua ${lang}`, 3, [`Alfa ${lang}`, `Beta ${lang}`]);
    await desk.act(`/admin/e/${slug}/court`, { court: 3, op: 'pause', reason: 'Netz' });
    await desk.act(`/admin/e/${slug}/broadcast`, { text: 'Hola' });
    for (const [label, viewport] of SIZES) {
      const { ctx, page } = await organizerPage(rig.browser, srv, desk, `event desk ${lang} ${label}`, problems, viewport);
      await page.goto(`${srv.base}/admin/e/${slug}?lang=${lang}`);
      assert.is(await page.getAttribute('html', 'lang'), lang);
      await page.locator('event-desk-app .desk-bar [data-state="live"]').waitFor();
      await page.evaluate(() => {
        for (const d of document.querySelectorAll('main details')) (d as HTMLDetailsElement).open = true;
      });
      await page.screenshot({ path: `${SHOTS}/event-desk-${lang}-${label}.png` });
      for (const part of SECTIONS) await page.locator(`#${part}`).screenshot({ path: `${SHOTS}/event-desk-${lang}-${label}-${part}.png` });
      assert.equal(await leftovers(page, lang, page.locator('body')), [], `${lang} event desk ${label}`);
      assert.equal(await overflow(page), [], `${lang} event desk ${label} overflow`);
      const words = wordsFor(lang);
      assert.match(await page.locator('#queue').innerText(), words.t('event.waits', { why: '' }).trim(), 'why a match waits, said');
      // the division form's tiebreak check, as it is typed, says its problem in the page's language
      await page.locator('#create input[name="tiebreaks"]').fill('wins,luck');
      const tiebreaks = parseTiebreaks('wins,luck');
      assert.ok(!tiebreaks.ok && tiebreaks.why, 'the check refuses it with a message');
      if (!tiebreaks.ok && tiebreaks.why)
        assert.is(
          await page.locator('#create .field-error:not([hidden])').first().innerText(),
          words.t(tiebreaks.why.key, tiebreaks.why.values),
        );
      await page.locator('#create input[name="tiebreaks"]').fill('');
      if (label === 'laptop') {
        // A stale version: the banner changed by someone else while this organizer typed (the section waits while its
        // field is in use), so the change is refused and the note says so in the page's language.
        await page.locator('#banner').fill('Bienvenidos');
        await desk.act(`/admin/e/${slug}/banner`, { banner: 'Otro aviso' });
        await page.locator('#banner').press('Enter');
        const note = page.locator('#announce .intent-note.refused');
        await note.waitFor();
        assert.is(await note.getAttribute('data-intent'), 'conflict');
        const said = await note.innerText();
        // who changed it first, and when, in the page's words
        const [before = '', after = ''] = words.t('event.changedBy', { who: 'Marta', time: '\u0000' }).split('\u0000');
        assert.ok(said.includes(before) && said.includes(after), `${lang}: "${said}"`);
        assert.ok(said.includes(words.t('desk.applyAnyway')), said);
        await page.locator('#announce').screenshot({ path: `${SHOTS}/event-desk-${lang}-${label}-refused.png` });
        assert.equal(await leftovers(page, lang, page.locator('#announce')), [], `${lang} refused note`);
      }
      await ctx.close();
    }
    // the browser logs the refused change's 409 answer, which is what the laptop pass asked for
    assert.equal(
      problems.filter((p) => !/status of 409 \(Conflict\)/.test(p)),
      [],
    );
  });
}

test.run();
