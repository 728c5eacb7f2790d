// The desk's CSV import in the desk's language (docs/translating.md, Refusals): in Spanish, German and Polish tournaments, a
// file with problems previews with each row's problems, the preview's sentence and the import's in the page's language (where
// the browser asks for a language we do not have, the JSON answers are English and the page says them from their messages),
// with no English phrase of the catalogue and no key left, and nothing wider than a laptop. Screenshots in /tmp/shots/lang-refusals/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { serverFor } from '../fixtures/server.js';
import { launchChromium, organizerPage } from './rig.js';
import { leftovers } from './lang-check.js';

const LAPTOP = { width: 1366, height: 768 };
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/lang-refusals';
const { srv, c: desk } = serverFor(test, { login: 'Desk Lena' });
let browser: Browser;
const problems: string[] = [];

const CSV =
  'name,captain,phone,players,seed\nSand Sharks,Ann,555 010 2030,2,\nDig Dug,,555 010 2031,9,\nSand Sharks,Bo,555 010 2032,2,\nNet Ninjas,Cy,12,2,x\n';

/** What each language must say: a row's problem, the preview's sentence and the import's. */
const SAYS: Record<'es' | 'de' | 'pl', { problem: RegExp; preview: RegExp; imported: RegExp }> = {
  es: {
    problem: /Escribe el nombre del capitán\./,
    preview: /Se puede importar 1 fila; las 3 filas con problemas \(líneas 3, 4 y 5\)/,
    imported: /Importado 1 equipo; 3 filas omitidas \(líneas 3, 4 y 5\)\./,
  },
  de: {
    problem: /Gib den Namen des Kapitäns ein\./,
    preview: /1 Zeile kann importiert werden; 3 Zeilen mit Problemen \(Zeilen 3, 4 und 5\)/,
    imported: /1 Team importiert; 3 Zeilen übersprungen \(Zeilen 3, 4 und 5\)\./,
  },
  pl: {
    problem: /Wpisz imię i nazwisko kapitana\./,
    preview: /Do zaimportowania: 1 wiersz; 3 wiersze z problemami \(wiersze 3, 4 i 5\) zostaną pominięte/,
    imported: /Zaimportowano 1 drużynę; pominięto 3 wiersze \(wiersze 3, 4 i 5\)\./,
  },
};

test.before(async () => {
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
});

test.after(async () => {
  await browser?.close();
});

for (const lang of ['es', 'de', 'pl'] as const) {
  test(`the CSV import in ${lang}: each row's problems, the preview and the import in the desk's language`, async () => {
    const slug = await desk.create({ name: `Import ${lang}`, language: lang });
    // Spanish and German by ?lang (the cookie, which the JSON answers follow too); Polish as the tournament's language with a
    // browser asking for Japanese: the JSON answers are English then, and the page says them from their messages.
    const byTournament = lang === 'pl';
    const { ctx, page } = byTournament
      ? await organizerPage(browser, srv, desk, `import-${lang}`, problems, LAPTOP, 'ja-JP')
      : await organizerPage(browser, srv, desk, `import-${lang}`, problems, LAPTOP);
    await page.goto(`${srv.base}/admin/t/${slug}${byTournament ? '' : `?lang=${lang}`}#import`);
    assert.is(await page.locator('html').getAttribute('lang'), lang);
    await page.waitForSelector('desk-import #import-file');
    await page.locator('#import').scrollIntoViewIfNeeded();
    await page.locator('#import-file').setInputFiles({ name: 'teams.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await page.locator('desk-import .import-preview').waitFor();
    const rows = page.locator('desk-import .import-preview tbody tr');
    assert.is(await rows.count(), 4);
    const says = SAYS[lang];
    const rowText = (await rows.nth(1).textContent()) ?? '';
    assert.match(rowText, says.problem, `${lang}: ${rowText}`);
    assert.match((await page.locator('desk-import .notice').textContent()) ?? '', says.preview);
    const section = page.locator('#import');
    assert.equal(await leftovers(page, lang, section), [], `${lang}: English or keys left in the import section`);
    const wide = await section.evaluate((el) => el.scrollWidth - el.clientWidth);
    assert.ok(wide <= 1, `${lang}: the import section is ${wide}px wider than its box`);
    await section.screenshot({ path: join(SHOTS, `import-${lang}-1366.png`) });
    await page.locator('desk-import button.primary').click();
    await page.locator('desk-import .notice.ok').waitFor();
    assert.match((await page.locator('desk-import .notice.ok').textContent()) ?? '', says.imported);
    assert.equal(await leftovers(page, lang, section), [], `${lang}: English or keys left after the import`);
    await section.screenshot({ path: join(SHOTS, `import-${lang}-done-1366.png`) });
    await ctx.close();
  });
}

test('a result the rules refuse, on the desk in German: the engine’s refusal and the form’s own check say it in German', async () => {
  const slug = await desk.livePools('Satz Cup', 4, 1);
  const st = await desk.state(slug);
  const m = st.pools[0].matches.find((x: { status: string }) => x.status === 'pending');
  const { ctx, page } = await organizerPage(browser, srv, desk, 'result-de', problems, LAPTOP);
  await page.goto(`${srv.base}/admin/t/${slug}?lang=de#matches`);
  await page.locator(`#matches details[data-key="pool-${m.poolId}"] > summary`).click();
  const row = page.locator(`.desk-match[data-match="${m.id}"]`);
  const field = row.locator('input[name="sets"]');
  await field.fill('21 bis 15');
  await row.locator('.result-form button[type="submit"]').click();
  const own = (await row.locator('.field-error').textContent()) ?? '';
  assert.match(own, /^Das Ergebnis „21 bis 15“ ist nicht lesbar: Schreibe die Sätze als Punkte-Punkte/, own);
  await field.fill('21-20');
  await row.locator('.result-form button[type="submit"]').click();
  const note = row.locator('.intent-note[data-intent="refused"]');
  await note.waitFor();
  const said = (await note.textContent()) ?? '';
  assert.match(said, /Satz 21-20 ist nicht beendet: Bei 21 Punkten mit 2 Vorsprung, endet er 22-20\./, said);
  assert.equal(await leftovers(page, 'de', row), [], 'English or keys left in the match row');
  await row.screenshot({ path: join(SHOTS, 'result-refused-de-1366.png') });
  await ctx.close();
});

test('no page error or console error on the way', () => {
  assert.equal(problems, []);
});

test.run();
