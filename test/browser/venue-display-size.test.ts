// The venue TV read from 5 m (docs/running-an-event.md, The venue TV): with 4, 8, 16 and 24 venue courts live and queued
// across two divisions, every court card names its division, the match and its live score, how long it has run and the
// court's next match; every team name and score on every page of the rotation is at least 32 px at 1920x1080 (scaled at
// 1366x768), and nothing leaves the screen or its card. Screenshots: /tmp/shots/events-finish/venue-tv-*.png.
import { mkdirSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { RULES } from '../fixtures/live-event.js';
import { serverFor } from '../fixtures/server.js';
import { launchChromium, watch } from './rig.js';
import { LAPTOP, LONG, measure, nextPage, small, TV } from './tv-measure.js';

const SHOTS = '/tmp/shots/events-finish';

const fx = serverFor(test);
let browser: Browser;
const problems: string[] = [];

test.before(async () => {
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
});

test.after(async () => {
  await browser?.close();
});

/** An event on `courts` venue courts with two live divisions of `courts` teams each: every court playing, a long queue. */
async function liveVenue(courts: number): Promise<string> {
  const c = fx.c;
  const ev = (await c.act('/admin/events/new', { name: `Venue TV ${courts}`, date: RULES.date, courtCount: courts, restMin: 0 })).slug!;
  for (const [d, name] of ['Men Open', 'Women Open'].entries()) {
    const slug = (await c.act('/admin/new', { event: ev, name, ...RULES })).slug!;
    for (let i = 0; i < courts; i++) {
      const team = (d === 0 ? LONG[i] : undefined) ?? `${name.split(' ')[0]} ${i + 1}`;
      await c.act(`/admin/t/${slug}/team`, { op: 'add', name: team, captain: 'Cap', players: 2 });
    }
    await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
    await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
    if (d === 0) {
      const m = (await c.state(slug)).courts.find((x: { match: unknown }) => x.match)?.match;
      await c.act(`/admin/t/${slug}/live`, { match: m.id, a: 19, b: 17 });
    }
  }
  return ev;
}

async function open(path: string, viewport: { width: number; height: number }, label: string): Promise<Page> {
  const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = watch(await ctx.newPage(), label, problems);
  await page.goto(`${fx.srv.base}${path}`);
  await page.waitForSelector('venue-display-app > .d-screen[data-rendered]');
  return page;
}

for (const courts of [4, 8, 16, 24]) {
  test(`${courts} venue courts at 1920x1080: cards with division, score, running time and next; 32 px or more; nothing out`, async () => {
    const ev = await liveVenue(courts);
    const page = await open(`/e/${ev}/display?page=1500`, TV, `venue TV ${courts}`);
    const total = Number(await page.locator('.d-screen').getAttribute('data-pages'));
    let key = (await page.locator('.d-screen').getAttribute('data-page'))!;
    const kinds = new Set<string>();
    let cards = 0;
    for (let i = 0; i < total; i++) {
      const m = await measure(page);
      kinds.add(key.replace(/-.*$/, ''));
      assert.ok(m.sizes.length > 0, `${key}: names measured`);
      assert.equal(small(m, TV.height), [], `${courts} courts, ${key}: type under 32 px`);
      assert.equal(m.overflow, [], `${courts} courts, ${key}`);
      if (key.startsWith('courts')) {
        const shown = await page.locator('.d-courts .court').count();
        cards += shown;
        assert.ok(shown <= 6, `${shown} cards on one screen`);
        assert.is(await page.locator('.d-courts .court-division').count(), shown, 'every card names its division');
        assert.is(await page.locator('.d-courts .court-clock').count(), shown, 'every card says how long its match has run');
        assert.ok((await page.locator('.d-courts .next').count()) > 0, 'the courts say what comes next');
        assert.match((await page.locator('.d-courts .court-clock').first().textContent()) ?? '', /^Playing for /);
      }
      await page.screenshot({ path: `${SHOTS}/venue-tv-${courts}-${key}-1080.png` });
      if (i < total - 1) key = await nextPage(page, key);
    }
    assert.is(cards, courts, 'every venue court has its card');
    assert.ok(kinds.has('courts') && kinds.has('upnext'), [...kinds].join());
    await page.context().close();
    if (courts === 8) {
      // the same screens on a laptop: the type scales with the screen and nothing leaves it
      const small768 = await open(`/e/${ev}/display?page=600000`, LAPTOP, 'venue TV 768');
      const m = await measure(small768);
      assert.equal(small(m, LAPTOP.height), [], 'type under 32 px at 1080 lines, scaled');
      assert.equal(m.overflow, []);
      await small768.screenshot({ path: `${SHOTS}/venue-tv-8-courts-768.png` });
      await small768.context().close();
    }
    assert.equal(problems, [], problems.join('\n'));
  });
}

test.run();
