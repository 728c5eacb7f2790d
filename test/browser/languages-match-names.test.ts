// A match named inside a refusal in the desk's language in a real browser (docs/translating.md, Refusals): a bracket's
// final pushed back before its teams are known and a semifinal's correction refused after the final was played; the live
// desk's log (<desk-events>, read from events.json) names the final by its label in German and Polish, no English left, at
// phone and laptop. Screenshots in /tmp/shots/lang-names/.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { organizerPage } from './rig.js';
import { leftovers, overflow } from './lang-check.js';
import { langRig, SIZES } from './lang-suite.js';

const SHOTS = '/tmp/shots/lang-names';
const rig = langRig(test, SHOTS);
const { srv, desk, problems } = rig;

const SAID = {
  de: ['Finale: Finale ist schon das letzte Spiel der Warteschlange.', 'Sein Sieger hat F (Finale) schon gespielt.'],
  pl: ['Finał: Finał jest już ostatni w kolejce.', 'jego zwycięzca rozegrał już F (Finał).'],
} as const;

test('the desk log names the final by its label in German and Polish, phone and laptop', async () => {
  const slug = await desk.createWithTeams('Copa Final', 4, { stages: 'bracket' });
  await desk.act(`/admin/t/${slug}/generate`, { what: 'bracket' });
  const bracket = (await desk.state(slug)).bracket as { id: string; label: string }[];
  assert.is(bracket.at(-1)?.id, 'F');
  const last = await desk.json(`/admin/t/${slug}/pushback`, { match: 'F' }, { 'Accept-Language': 'de' });
  assert.is(last.status, 400);
  assert.is(((await last.json()) as { error: string }).error, 'Finale ist schon das letzte Spiel der Warteschlange.');
  for (const m of bracket) await desk.act(`/admin/t/${slug}/score`, { match: m.id, sets: '21-15' });
  const semi = bracket.find((m) => m.label === 'Semifinal')!;
  assert.is((await desk.json(`/admin/t/${slug}/score`, { match: semi.id, sets: '15-21' })).status, 400);
  for (const lang of ['de', 'pl'] as const) {
    for (const [label, viewport] of SIZES) {
      const { ctx, page } = await organizerPage(rig.browser, srv, desk, `desk ${lang} ${label}`, problems, viewport);
      await page.goto(`${srv.base}/admin/t/${slug}?lang=${lang}`);
      await page.locator('desk-app [data-ready]').waitFor();
      const events = page.locator('#events');
      await page.evaluate(() => {
        for (const d of document.querySelectorAll('#events details')) (d as HTMLDetailsElement).open = true;
      });
      await events.locator('.event-detail').first().waitFor();
      const details = (await events.locator('.event-detail').allInnerTexts()).join(' | ');
      for (const said of SAID[lang]) assert.ok(details.includes(said), `${lang} ${label}: "${said}" in ${details}`);
      await events.first().screenshot({ path: `${SHOTS}/log-${lang}-${label}.png` });
      assert.equal(await leftovers(page, lang, events), [], `${lang} log ${label}`);
      assert.equal(await overflow(page), [], `${lang} desk ${label} overflow`);
      await ctx.close();
    }
  }
  assert.equal(problems, []);
});

test.run();
