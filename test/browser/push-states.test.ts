// What the team page's "Notify me when we play" says when notifications cannot be had, each next to the control, in
// real Chromium against the real server: denied permission, a first tap whose prompt the browser refuses, a browser
// without notifications (an iPhone outside the Home Screen), a plain http:// address, offline (before and after the
// control's code loaded), and a browser with notifications but no Web Push (the page's own notification), then blocked
// later in the browser's settings. The opt-in itself is in push.test.ts. Screenshots go to /tmp/shots/push-client/.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chromium } from 'playwright-core';
import { PHONE, watch } from './rig.js';
import { LAPTOP, SHOTS, pushRig } from './push-rig.js';

const rig = pushRig(test);
const { srv, desk, problems, open, denyNotifications, teamPage, note, mode, finalOn, untilPlaying } = rig;

test('denied permission is said next to the control, and nothing is remembered', async () => {
  const st = await desk.state(rig.slug());
  const team = st.teams[5] as { id: string; name: string };
  for (const [size, name] of [
    [PHONE, 'phone'],
    [LAPTOP, 'laptop'],
  ] as const) {
    const { ctx, page } = await open(`denied @${name}`, { size });
    await teamPage(page, team.id);
    await denyNotifications(ctx, page);
    await teamPage(page, team.id);
    assert.is(await page.evaluate(() => Notification.permission), 'denied');
    await page.click('notify-me button');
    await page.waitForSelector('notify-me .notify-note.error');
    assert.is(await mode(page), 'off');
    assert.is(
      await note(page),
      "Notifications are blocked for this site. Allow them in your browser's settings for this site, then tap the button again.",
    );
    assert.is(await page.evaluate(() => localStorage.getItem('courtside.follows')), null);
    await page.locator('.next-panel').screenshot({ path: `${SHOTS}/denied-${name}.png` });
  }
});

test('a first tap asks for the permission within the tap itself (headless Chromium refuses a prompt nobody sees)', async () => {
  const st = await desk.state(rig.slug());
  const team = st.teams[4] as { id: string; name: string };
  const { page } = await open('prompt @phone', { granted: false });
  await teamPage(page, team.id);
  assert.is(await page.evaluate(() => Notification.permission), 'default');
  await page.click('notify-me button');
  await page.waitForSelector('notify-me .notify-note.error');
  assert.is(await page.evaluate(() => Notification.permission), 'denied', 'the browser was asked');
  assert.is(await mode(page), 'off');
  assert.is(
    await note(page),
    "Notifications are blocked for this site. Allow them in your browser's settings for this site, then tap the button again.",
  );
  assert.is(await page.evaluate(() => localStorage.getItem('courtside.follows')), null);
});

test('a browser without notifications (an iPhone outside the Home Screen) is told how, in words', async () => {
  const st = await desk.state(rig.slug());
  const team = st.teams[6] as { id: string; name: string };
  const { ctx, page } = await open('iphone', {
    granted: false,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });
  // Safari in a tab has neither: taken away before the page runs
  await ctx.addInitScript(() => {
    delete (window as any).Notification;
    delete (window as any).PushManager;
  });
  await teamPage(page, team.id);
  await page.click('notify-me button');
  await page.waitForSelector('notify-me .notify-note.error');
  assert.is(await mode(page), 'off');
  assert.match(
    await note(page),
    /^On an iPhone or iPad, notifications work only for web apps on the Home Screen \(iOS 16\.4 or later\): tap Share, then "Add to Home Screen"/,
  );
  await page.locator('.next-panel').screenshot({ path: `${SHOTS}/iphone-phone.png` });
});

test("a plain http:// address (a venue's own network) is said in words: browsers allow notifications only on https", async () => {
  const st = await desk.state(rig.slug());
  const team = st.teams[2] as { id: string; name: string };
  // the same server under a name that is not localhost: not a secure context
  const lan = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP courtside.lan 127.0.0.1'],
  });
  try {
    const page = watch(await (await lan.newContext({ viewport: PHONE })).newPage(), 'plain http', problems, [
      // Chromium's own note about a plain http:// origin, not the page's
      /Cross-Origin-Opener-Policy header has been ignored/,
    ]);
    await page.goto(`http://courtside.lan:${srv.port}/t/${rig.slug()}/teams/${team.id}`);
    await page.waitForSelector('team-app > #live[data-rendered]');
    assert.is(await page.evaluate(() => window.isSecureContext), false);
    await page.click('notify-me button');
    await page.waitForSelector('notify-me .notify-note.error');
    assert.is(await mode(page), 'off');
    assert.is(await note(page), 'Notifications work only on the secure address of this site (https://). Ask the organizers for it.');
  } finally {
    await lan.close();
  }
});

test('offline: the control says so and stays off, before and after its code loaded', async () => {
  const st = await desk.state(rig.slug());
  const team = st.teams[7] as { id: string; name: string };
  const { ctx, page } = await open('offline @laptop', { size: LAPTOP });
  await teamPage(page, team.id);
  await page.screenshot({ path: `${SHOTS}/off-laptop.png` });
  await ctx.setOffline(true);
  await page.click('notify-me button');
  await page.waitForSelector('notify-me .notify-note.error');
  assert.is(await note(page), 'You are offline. Connect, then reload this page and try again.');
  assert.is(await page.evaluate(() => localStorage.getItem('courtside.follows')), null);
  // online again: the page reloaded, the same tap turns it on (here: the open page's alerts)
  await ctx.setOffline(false);
  await teamPage(page, team.id);
  await page.click('notify-me button');
  await page.waitForSelector('notify-me .notify[data-mode="page"]');
  await page.screenshot({ path: `${SHOTS}/on-page-only-laptop.png` });
  await page.click('notify-me button');
  await page.waitForSelector('notify-me .notify[data-mode="off"]');
  // offline with its code loaded: said the same way, nothing remembered
  await ctx.setOffline(true);
  await page.click('notify-me button');
  await page.waitForSelector('notify-me .notify-note.error');
  assert.is(await mode(page), 'off');
  assert.is(await note(page), 'You are offline. Connect to the internet, then try again.');
  assert.is(await page.evaluate(() => localStorage.getItem('courtside.follows')), '{}');
  await ctx.setOffline(false);
});

test('a browser with notifications but no Web Push: the open page alerts by itself, and says so', async () => {
  const cup = await desk.livePools('Page Cup', 4, 2);
  const team = (await desk.state(cup)).courts[0].match.a as { id: string; name: string };
  const { ctx, page } = await open('no push @phone');
  // no PushManager (a browser without Web Push); the page's own notifications are recorded, then made
  await ctx.addInitScript(() => {
    delete (window as any).PushManager;
    const made: string[] = [];
    Object.defineProperty(window, '__notified', { value: made });
    const Real = window.Notification;
    window.Notification = class extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        made.push(options?.body ?? '');
      }
    } as typeof Notification;
  });
  await teamPage(page, team.id, cup);
  await page.click('notify-me button');
  await page.waitForSelector('notify-me .notify[data-mode="page"]');
  assert.is(
    await note(page),
    `This browser cannot get notifications while the page is closed. Keep this page open: it will alert you when ${team.name} is called.`,
  );
  // its match's result is told by the page itself
  await finalOn(await untilPlaying(team.id, cup), cup);
  await page.waitForFunction(() => ((window as any).__notified as string[]).some((b) => /^(Won|Lost) 1-0|^(Won|Lost) 0-1/.test(b)));
  assert.ok(((await page.evaluate(() => (window as any).__vibrations.length)) as number) >= 1, 'the phone vibrated');

  // notifications blocked later in the browser's settings: the next visit says so and forgets the team
  await denyNotifications(ctx, page);
  await page.reload();
  await page.waitForSelector('notify-me .notify-note.error');
  assert.is(await page.evaluate(() => Notification.permission), 'denied');
  assert.is(await mode(page), 'off');
  assert.is(await note(page), "Notifications are off: they were blocked in this browser's settings. Tap the button to turn them on again.");
  assert.is(await page.evaluate(() => localStorage.getItem('courtside.follows')), '{}');
});

test('no console errors on the pages', () => {
  assert.equal(problems, []);
});

test.run();
