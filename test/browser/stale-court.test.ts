// On-deck calls that follow their court, in real Chromium: a team page open on a phone while a pushback moves the team's on-deck
// match from court 2 to court 1 follows the move, and shows court 1 only: in "Your next match" and in the calls.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { codeFrom, serverFor } from '../fixtures/server.js';
import { launchChromium, phonePage } from './rig.js';

const test = suite('stale court in the browser');
const { srv, c } = serverFor(test);

const TEAMS = ['Sand Sharks', 'Dig Dug', 'Net Ninjas', 'Block Party', 'Ace Ventura', 'Pancake Pals', 'Spike Lee', 'Bump Squad'];
let browser: Browser;
const contexts: BrowserContext[] = [];
const problems: string[] = [];

test.before(async () => {
  browser = await launchChromium();
});
test.after(async () => {
  for (const ctx of contexts) await ctx.close().catch(() => {});
  await browser?.close();
});

/** What the team page shows now: its next-match panel and its announcements, as text. */
const shown = (page: Page) =>
  page.evaluate(() => ({
    next: document.querySelector('team-app .next-panel')?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
    calls: [...document.querySelectorAll('team-app .alerts li.kind-on_deck')].map(
      (li) => li.textContent?.replace(/\s+/g, ' ').trim() ?? '',
    ),
  }));

test('a team page open during a pushback that moves its on-deck match to court 1 shows court 1 only', async () => {
  const slug = await c.create({ name: 'Stale Court Cup', courtCount: 2 });
  const codes = new Map<string, string>();
  for (const name of TEAMS) codes.set(name, codeFrom(await c.register(slug, { name })));
  await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });

  // Both courts start at once and free at the same minute: court 1 plans first, court 2 next.
  const st = await c.state(slug);
  const deck = (court: number) => st.upNext.find((e: any) => e.status === 'on_deck' && e.court === court);
  const [first, second] = [deck(1), deck(2)];
  assert.ok(first && second, 'each court has a match on deck');

  const { ctx, page } = await phonePage(browser, 'team page', problems);
  contexts.push(ctx);
  await page.goto(`${srv.base}/t/${slug}/team/${codes.get(second.a.name)}`);
  await page.waitForSelector('team-app > #live[data-rendered]');
  await page.waitForSelector('sync-status [data-state="live"]');
  const before = await shown(page);
  assert.match(before.next, /You are on deck: court 2/);
  assert.equal(before.calls.length, 1);
  assert.match(before.calls[0]!, /on deck, court 2, about \d+ min/);

  await c.act(`/admin/t/${slug}/pushback`, { match: first.id });
  await page.waitForFunction(() => /You are on deck: court 1/.test(document.querySelector('team-app .next-panel')?.textContent ?? ''));
  // The panel and the calls come from one document: once the panel moved, the calls have too.
  const after = await shown(page);
  assert.match(after.next, /You are on deck: court 1/);
  assert.equal(after.calls.length, 1, 'one call for the match, not the old one beside the new');
  assert.match(after.calls[0]!, /on deck, court 1, about \d+ min/);
  const text = await page.locator('team-app #live').innerText();
  assert.not.match(text, /court 2/i, 'court 2 is named nowhere on the page');

  // A fresh load (the server's first paint) agrees.
  await page.reload();
  await page.waitForSelector('team-app > #live[data-rendered]');
  const reloaded = await shown(page);
  assert.match(reloaded.next, /You are on deck: court 1/);
  assert.equal(reloaded.calls.length, 1);
  assert.match(reloaded.calls[0]!, /on deck, court 1/);
  assert.equal(problems, []);
});

test.run();
