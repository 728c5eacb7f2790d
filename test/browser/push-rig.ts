// The rig of the push browser tests (push.test.ts, push-states.test.ts): a server with a live "Push Cup" (8 teams, 2
// courts), Chromium, contexts whose notification and vibration calls are recorded, and the team page's control read
// back in words. Screenshots go to /tmp/shots/push-client/.
import type { Test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { PHONE, launchChromium, watch } from './rig.js';
import { key, serverFor } from '../fixtures/server.js';

export const SHOTS = '/tmp/shots/push-client';
export const LAPTOP = { width: 1366, height: 768 };
/** Chromium's own words when a private context asks for a push subscription; the page says it in its own. */
const NO_PUSH_IN_PRIVATE = /does not support the Push API in incognito mode/;
/** Chromium's report of the notification code not loading while the test has the context offline. */
const OFFLINE_LOAD = /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/;

export interface Shown {
  title: string;
  body: string;
  tag: string;
  url: string;
  renotify: boolean;
}

/** Starts the server and Chromium for `test`'s suite, draws the Push Cup, and closes what it opened after the suite. */
export function pushRig(test: Test<any>) {
  const { srv, c: desk } = serverFor(test);
  let browser: Browser;
  let browserCdp: CDPSession | undefined;
  let slug = '';
  const problems: string[] = [];
  const contexts: BrowserContext[] = [];

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

  return {
    srv,
    desk,
    problems,
    /** The Push Cup's slug, once the suite has started. */
    slug: () => slug,
    open,
    denyNotifications,
    teamUrl,
    teamPage,
    shownNotifications,
    called,
    waitCalled,
    waitShown,
    closeNotifications,
    note,
    mode,
    finalOn,
    untilOnDeck,
    untilPlaying,
    drawnNow,
  };
}
