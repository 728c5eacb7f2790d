// Notifications on a phone, the browser's side, in real Chromium against the real server: the team page's "Notify me
// when we play" with the permission granted (Chromium's private contexts refuse push subscriptions, so the page falls
// back to its own alerts and says why in words), the open page's notification and vibration when the team is put on
// deck through the server's HTTP API, once per call (a reload stays quiet), turning it off; the team pages' service
// worker showing a Web Push message delivered through the DevTools protocol (title, body, tag, the team page to open)
// and replacing one of the same tag; denied permission, a browser without notifications (an iPhone outside the Home
// Screen), one with notifications but no Web Push (the page's own notification), notifications blocked later in the
// browser's settings, and offline, each said next to the control; the team page's web app manifest. Screenshots go
// to /tmp/shots/push-client/.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';
import { PHONE, launchChromium, seriousAxeViolations, watch } from './rig.js';
import { codeFrom, key, serverFor } from '../fixtures/server.js';

const SHOTS = '/tmp/shots/push-client';
const LAPTOP = { width: 1366, height: 768 };
/** Chromium's own words when a private context asks for a push subscription; the page says it in its own. */
const NO_PUSH_IN_PRIVATE = /does not support the Push API in incognito mode/;
/** Chromium's report of the notification code not loading while the test has the context offline. */
const OFFLINE_LOAD = /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/;

const { srv, c: desk } = serverFor(test);
let browser: Browser;
let browserCdp: CDPSession | undefined;
let slug = '';
const problems: string[] = [];
const contexts: BrowserContext[] = [];

interface Shown {
  title: string;
  body: string;
  tag: string;
  url: string;
  renotify: boolean;
}

/** A context of the given size with the notifications permission granted (or not), and its watched page. */
async function open(label: string, o: { size?: { width: number; height: number }; granted?: boolean; userAgent?: string } = {}) {
  const ctx = await browser.newContext({
    viewport: o.size ?? PHONE,
    deviceScaleFactor: 1,
    hasTouch: (o.size ?? PHONE) === PHONE,
    ...(o.userAgent ? { userAgent: o.userAgent } : {}),
  });
  contexts.push(ctx);
  if (o.granted !== false) await ctx.grantPermissions(['notifications'], { origin: srv.base });
  // navigator.vibrate does nothing a test can see, and a replaced notification is gone: the page's calls of both are
  // recorded, then made
  await ctx.addInitScript(() => {
    const calls: unknown[] = [];
    const real = navigator.vibrate?.bind(navigator);
    Object.defineProperty(window, '__vibrations', { value: calls });
    navigator.vibrate = ((p: VibratePattern) => {
      calls.push(p);
      return real ? real(p) : true;
    }) as Navigator['vibrate'];
    if (!('ServiceWorkerRegistration' in window)) return;
    const shown: unknown[] = [];
    Object.defineProperty(window, '__shown', { value: shown });
    const show = ServiceWorkerRegistration.prototype.showNotification;
    ServiceWorkerRegistration.prototype.showNotification = function (title: string, o?: NotificationOptions) {
      const data = o?.data as { url?: unknown } | undefined;
      const renotify = Boolean((o as { renotify?: boolean } | undefined)?.renotify);
      shown.push({ title, body: o?.body ?? '', tag: o?.tag ?? '', url: String(data?.url ?? ''), renotify });
      return show.call(this, title, o);
    };
  });
  const page = watch(await ctx.newPage(), label, problems, [NO_PUSH_IN_PRIVATE, OFFLINE_LOAD]);
  return { ctx, page };
}

/** Notifications blocked for the site in this context, as a person does in the browser's settings. */
async function denyNotifications(ctx: BrowserContext, page: Page): Promise<void> {
  const session = await ctx.newCDPSession(page);
  const { targetInfo } = await session.send('Target.getTargetInfo');
  await session.detach();
  // the browser's session stays attached: Chromium drops the permissions a session set when it detaches
  browserCdp ??= await browser.newBrowserCDPSession();
  await browserCdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: srv.base,
    browserContextId: targetInfo.browserContextId,
  });
}

const teamUrl = (id: string, s = slug) => `${srv.base}/t/${s}/teams/${encodeURIComponent(id)}`;

async function teamPage(page: Page, id: string, s = slug): Promise<void> {
  await page.goto(teamUrl(id, s));
  await page.waitForSelector('team-app > #live[data-rendered]');
  await page.waitForSelector('notify-me button');
}

/** The notifications the team pages' worker holds (shown by a push or by the page). */
const shownNotifications = (page: Page): Promise<Shown[]> =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration('/t/');
    const list = reg ? await reg.getNotifications() : [];
    return list.map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      url: String((n.data as { url?: unknown } | null)?.url ?? ''),
      renotify: Boolean((n as unknown as { renotify?: boolean }).renotify),
    }));
  });

/** What the page asked the worker to show (recorded by the init script), in order. */
const called = (page: Page): Promise<Shown[]> => page.evaluate(() => (window as any).__shown as Shown[]);

/** The first notification the page showed whose body starts with `prefix`, once there is one. */
async function waitCalled(page: Page, prefix: string): Promise<Shown> {
  for (let i = 0; i < 150; i++) {
    const n = (await called(page)).find((x) => x.body.startsWith(prefix));
    if (n) return n;
    await page.waitForTimeout(100);
  }
  throw new Error(`the page showed no notification starting "${prefix}": ${JSON.stringify(await called(page))}`);
}

/** The first notification whose body starts with `prefix`, once there is one (the worker shows them asynchronously). */
async function waitShown(page: Page, prefix: string): Promise<Shown> {
  for (let i = 0; i < 150; i++) {
    const n = (await shownNotifications(page)).find((x) => x.body.startsWith(prefix));
    if (n) return n;
    await page.waitForTimeout(100);
  }
  throw new Error(`no notification starting "${prefix}" among ${JSON.stringify(await shownNotifications(page))}`);
}

/** Closes the worker's notifications and waits until they are gone (closing is asynchronous in the browser). */
async function closeNotifications(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration('/t/');
    for (const n of reg ? await reg.getNotifications() : []) n.close();
  });
  for (let i = 0; i < 50 && (await shownNotifications(page)).length > 0; i++) await page.waitForTimeout(100);
}

const note = async (page: Page) => ((await page.locator('notify-me .notify-note').textContent()) ?? '').trim();
const mode = (page: Page) => page.locator('notify-me .notify').getAttribute('data-mode');

/** Records the final of the live match on `court` (best of one, 21-15 for side A). */
async function finalOn(court: number, s = slug): Promise<void> {
  const st = await desk.state(s);
  const m = st.courts.find((c: any) => c.court === court)?.match;
  assert.ok(m, `court ${court} has a live match`);
  const res = await fetch(`${srv.base}/keeper/${s}/${court}/final`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ k: key(s, court), match: m.id, sets: [[21, 15]] }),
  });
  assert.is(res.status, 200, `final on court ${court}`);
}

/** Plays finals on the courts where `team` is not playing until its next match is on deck; returns that match. */
async function untilOnDeck(team: string): Promise<{ id: string; court: number }> {
  for (let i = 0; i < 12; i++) {
    const st = await desk.state(slug);
    const deck = st.upNext.find((e: any) => e.status === 'on_deck' && (e.a?.id === team || e.b?.id === team));
    if (deck) return { id: deck.id, court: deck.court };
    const court = st.courts.find((c: any) => c.match && c.match.a?.id !== team && c.match.b?.id !== team);
    const mine = st.courts.find((c: any) => c.match && (c.match.a?.id === team || c.match.b?.id === team));
    await finalOn((mine ?? court).court);
  }
  throw new Error(`${team} never went on deck`);
}

/** Plays finals on the other courts (its on-deck court first) until `team` is playing on a court; returns that court. */
async function untilPlaying(team: string, s = slug): Promise<number> {
  const has = (m: any) => m && (m.a?.id === team || m.b?.id === team);
  for (let i = 0; i < 12; i++) {
    const st = await desk.state(s);
    const mine = st.courts.find((c: any) => has(c.match));
    if (mine) return mine.court;
    const deck = st.upNext.find((e: any) => e.status === 'on_deck' && has(e));
    const court = st.courts.find((c: any) => c.match && c.court === deck?.court) ?? st.courts.find((c: any) => c.match);
    await finalOn(court.court, s);
  }
  throw new Error(`${team} never played`);
}

/** Waits until the page has drawn the server's current document (after a write). */
async function drawnNow(page: Page): Promise<void> {
  const { generatedAt } = await desk.state(slug);
  await page.waitForFunction(
    (at) => Number(document.querySelector('team-app > #live')?.getAttribute('data-rendered') ?? 0) >= at,
    generatedAt,
  );
}

test.before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchChromium();
  slug = await desk.livePools('Push Cup', 8, 2);
});

test.after(async () => {
  for (const ctx of contexts) await ctx.close().catch(() => undefined);
  await browser?.close();
});

test('the team page offers "Notify me when we play" and a web app manifest for its own page', async () => {
  const st = await desk.state(slug);
  const team = st.teams[0];
  const html = await (await fetch(teamUrl(team.id))).text();
  // painted off by the server, with its words (the script makes it work)
  assert.match(
    html,
    new RegExp(`<notify-me data-slug="${slug}" data-team="${team.id}" data-name="${team.name}"><div class="notify" data-mode="off">`),
  );
  assert.match(html, /<button type="button" class="btn primary">Notify me when we play<\/button>/);
  assert.match(html, new RegExp(`<link rel="manifest" href="/t/${slug}/teams/${team.id}/manifest.webmanifest">`));
  const res = await fetch(`${teamUrl(team.id)}/manifest.webmanifest`);
  assert.is(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /application\/manifest\+json/);
  const manifest = (await res.json()) as Record<string, unknown>;
  assert.is(manifest.start_url, `/t/${slug}/teams/${team.id}`);
  assert.is(manifest.display, 'standalone');
  assert.is(manifest.name, `${team.name} · Push Cup`);
  assert.is((await fetch(`${srv.base}/t/${slug}/teams/nobody/manifest.webmanifest`)).status, 404);
  // a team's code page has it too
  const open = await desk.create({ name: 'Push Open' });
  const code = codeFrom(await desk.register(open, { name: 'Dune Runners' }));
  const own = await (await fetch(`${srv.base}/t/${open}/team/${code}`)).text();
  const runners = (await desk.state(open)).teams[0];
  assert.match(own, new RegExp(`<notify-me data-slug="${open}" data-team="${runners.id}" data-name="Dune Runners">`));
  assert.match(own, new RegExp(`<link rel="manifest" href="/t/${open}/teams/${runners.id}/manifest.webmanifest">`));
  const sw = await fetch(`${srv.base}/push/sw.js`);
  assert.is(sw.status, 200);
  assert.is(sw.headers.get('service-worker-allowed'), '/t/');
  assert.match(sw.headers.get('content-type') ?? '', /javascript/);
});

test(
  'opting in with the permission granted: no push in a private context, ' +
    'so the open page alerts when the team is called, once per call, and vibrates',
  async () => {
    const st = await desk.state(slug);
    // a team playing now: its next match goes on deck once its court and the other one play on
    const team = st.courts[0].match.a as { id: string; name: string };
    const { page } = await open('opt in @phone');
    await teamPage(page, team.id);
    assert.is(await mode(page), 'off');
    await page.screenshot({ path: `${SHOTS}/off-phone.png`, fullPage: true });
    await page.click('notify-me button');
    await page.waitForSelector('notify-me .notify[data-mode="page"]');
    assert.is(
      ((await page.locator('notify-me .notify-status').textContent()) ?? '').trim(),
      `Alerts for ${team.name} are on while this page is open.`,
    );
    assert.match(
      await note(page),
      /^This browser could not set up push notifications \(.+\)\. While this page is open, it will still alert you when/,
    );
    assert.is(await page.locator('notify-me button').textContent(), 'Turn off notifications');
    await page.screenshot({ path: `${SHOTS}/on-page-only-phone.png`, fullPage: true });
    assert.equal(await seriousAxeViolations(page), []);

    const deck = await untilOnDeck(team.id);
    const onDeck = await waitCalled(page, 'On deck:');
    assert.is(onDeck.title, 'Push Cup');
    assert.match(onDeck.body, new RegExp(`^On deck: vs .+ on court ${deck.court}`));
    assert.is(onDeck.tag, `${slug}:${deck.id}`);
    assert.is(onDeck.renotify, true);
    assert.is(onDeck.url, `/t/${slug}/teams/${team.id}`);
    assert.ok(((await page.evaluate(() => (window as any).__vibrations.length)) as number) >= 1, 'the phone vibrated');
    await page.screenshot({ path: `${SHOTS}/called-phone.png`, fullPage: true });

    // a reload (or a reconnect) of the same call stays quiet, and so does a change that is not the team's
    await closeNotifications(page);
    await page.reload();
    await page.waitForSelector('team-app > #live[data-rendered]');
    await page.waitForSelector('notify-me .notify[data-mode="page"]');
    const other = (await desk.state(slug)).courts.find((c: any) => c.match && c.match.a?.id !== team.id && c.match.b?.id !== team.id);
    const res = await fetch(`${srv.base}/keeper/${slug}/${other.court}/live`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ k: key(slug, other.court), match: other.match.id, a: 3, b: 2 }),
    });
    assert.is(res.status, 200);
    await drawnNow(page);

    // its match going live on the court is the next call, replacing its on-deck one; it is all the reloaded page showed
    // (or, first, its move to the court that frees first: a court change, told too)
    await untilPlaying(team.id);
    const live = await waitCalled(page, 'Now playing:');
    assert.is(live.tag, `${slug}:${deck.id}`);
    const reloaded = (await called(page)).map((n) => n.body);
    assert.is(reloaded.at(-1), live.body);
    assert.ok(!reloaded.includes(onDeck.body), 'the on-deck call was not shown again after the reload');
    assert.ok(
      reloaded.slice(0, -1).every((b) => b.startsWith('Court change:')),
      `only court changes before it: ${reloaded.join(' | ')}`,
    );

    // turned off: the device forgets the team and the next call is not shown
    await page.click('notify-me button');
    await page.waitForSelector('notify-me .notify[data-mode="off"]');
    assert.is(await note(page), 'Notifications are off for this team on this device.');
    assert.is(await page.locator('notify-me button').textContent(), 'Notify me when we play');
    assert.is(await page.evaluate(() => localStorage.getItem('courtside.follows')), '{}');
    await closeNotifications(page);
    // its result would be told to a follower
    const playing = (await desk.state(slug)).courts.find((c: any) => c.match?.a?.id === team.id || c.match?.b?.id === team.id);
    await finalOn(playing.court);
    // drawn: the page decided about this document (the alert is decided in the same update)
    await drawnNow(page);
    assert.equal(
      (await called(page)).map((n) => n.body),
      reloaded,
    );
    assert.equal(await shownNotifications(page), []);
  },
);

/** The registration id of the team pages' worker, for the DevTools protocol. */
async function workerId(cdp: CDPSession, page: Page): Promise<string> {
  const regs: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: typeof regs }) => regs.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  for (let i = 0; i < 50 && !regs.some((r) => r.scopeURL === `${srv.base}/t/` && !r.isDeleted); i++) await page.waitForTimeout(100);
  const reg = regs.find((r) => r.scopeURL === `${srv.base}/t/` && !r.isDeleted);
  assert.ok(reg, "the team pages' worker is registered with scope /t/");
  return reg!.registrationId;
}

test('the service worker shows a Web Push message: title, body, the team page to open, one per tag', async () => {
  const st = await desk.state(slug);
  const team = st.teams[3] as { id: string; name: string };
  const { ctx, page } = await open('push @phone');
  await teamPage(page, team.id);
  await page.click('notify-me button');
  await page.waitForSelector('notify-me .notify[data-mode="page"]');
  const cdp = await ctx.newCDPSession(page);
  const registrationId = await workerId(cdp, page);
  const deliver = (data: string) => cdp.send('ServiceWorker.deliverPushMessage', { origin: srv.base, registrationId, data });
  // Headless Chromium now and then leaves a notification the worker showed out of getNotifications(): a message not
  // listed within 3 s is delivered again (a tag's news replaces itself, so this changes nothing else)
  let last = '';
  const push = async (data: string) => {
    last = data;
    await deliver(data);
  };
  const url = `/t/${slug}/teams/${team.id}`;
  const waitFor = async (body: string) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      for (let i = 0; i < 30; i++) {
        if ((await shownNotifications(page)).some((n) => n.body === body)) return;
        await page.waitForTimeout(100);
      }
      await deliver(last);
    }
    await waitShown(page, body);
  };

  await push(
    JSON.stringify({
      title: 'Push Cup',
      body: 'On deck: vs Sand Spikers 02 on court 2, in about 8 min.',
      url,
      tag: `${slug}:p9`,
      kind: 'on_deck',
      team: team.id,
    }),
  );
  await waitFor('On deck: vs Sand Spikers 02 on court 2, in about 8 min.');
  assert.equal(await shownNotifications(page), [
    { title: 'Push Cup', body: 'On deck: vs Sand Spikers 02 on court 2, in about 8 min.', tag: `${slug}:p9`, url, renotify: true },
  ]);
  // the same match's next news replaces it
  await push(
    JSON.stringify({ title: 'Push Cup', body: 'Now playing: vs Sand Spikers 02 on court 2. Go to court 2!', url, tag: `${slug}:p9` }),
  );
  await waitFor('Now playing: vs Sand Spikers 02 on court 2. Go to court 2!');
  const after = await shownNotifications(page);
  assert.is(after.length, 1);
  assert.is(after[0]!.body, 'Now playing: vs Sand Spikers 02 on court 2. Go to court 2!');
  // a broadcast has a tag of its own: both show
  await push(JSON.stringify({ title: 'Push Cup', body: 'Lunch at the clubhouse', url, tag: `${slug}:broadcast:1` }));
  await waitFor('Lunch at the clubhouse');
  assert.is((await shownNotifications(page)).length, 2);
  // an address elsewhere never becomes the one a tap opens; text that is not JSON is the body
  await closeNotifications(page);
  await push(JSON.stringify({ title: 'Elsewhere', body: 'x', url: 'https://example.com/phish', tag: 't' }));
  await waitFor('x');
  assert.is((await shownNotifications(page))[0]!.url, '/');
  await closeNotifications(page);
  await push('plain words');
  await waitFor('plain words');
  const plain = (await shownNotifications(page))[0]!;
  assert.is(plain.title, 'Courtside');
  assert.is(plain.tag, '');
});

test('denied permission is said next to the control, and nothing is remembered', async () => {
  const st = await desk.state(slug);
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
  const st = await desk.state(slug);
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
  const st = await desk.state(slug);
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
  const st = await desk.state(slug);
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
    await page.goto(`http://courtside.lan:${srv.port}/t/${slug}/teams/${team.id}`);
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
  const st = await desk.state(slug);
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
