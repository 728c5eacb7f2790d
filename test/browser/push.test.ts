// Notifications on a phone, the browser's side, in real Chromium against the real server: the team page's "Notify me
// when we play" with the permission granted (Chromium's private contexts refuse push subscriptions, so the page falls
// back to its own alerts and says why in words), the open page's notification and vibration when the team is put on
// deck through the server's HTTP API, once per call (a reload stays quiet), turning it off; the team pages' service
// worker showing a Web Push message delivered through the DevTools protocol (title, body, tag, the team page to open)
// and replacing one of the same tag; the team page's web app manifest. What the control says when notifications cannot
// be had is in push-states.test.ts. Screenshots go to /tmp/shots/push-client/.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CDPSession, Page } from 'playwright-core';
import { seriousAxeViolations } from './rig.js';
import { codeFrom, key } from '../fixtures/server.js';
import { SHOTS, pushRig } from './push-rig.js';

const rig = pushRig(test);
const { srv, desk, open, teamUrl, teamPage, shownNotifications, called, waitCalled, waitShown, closeNotifications, note, mode } = rig;
const { finalOn, untilOnDeck, untilPlaying, drawnNow } = rig;

test('the team page offers "Notify me when we play" and a web app manifest for its own page', async () => {
  const st = await desk.state(rig.slug());
  const team = st.teams[0];
  const html = await (await fetch(teamUrl(team.id))).text();
  // painted off by the server, with its words (the script makes it work)
  assert.match(
    html,
    new RegExp(`<notify-me data-slug="${rig.slug()}" data-team="${team.id}" data-name="${team.name}"><div class="notify" data-mode="off">`),
  );
  assert.match(html, /<button type="button" class="btn primary">Notify me when we play<\/button>/);
  assert.match(html, new RegExp(`<link rel="manifest" href="/t/${rig.slug()}/teams/${team.id}/manifest.webmanifest">`));
  const res = await fetch(`${teamUrl(team.id)}/manifest.webmanifest`);
  assert.is(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /application\/manifest\+json/);
  const manifest = (await res.json()) as Record<string, unknown>;
  assert.is(manifest.start_url, `/t/${rig.slug()}/teams/${team.id}`);
  assert.is(manifest.display, 'standalone');
  assert.is(manifest.name, `${team.name} · Push Cup`);
  assert.is((await fetch(`${srv.base}/t/${rig.slug()}/teams/nobody/manifest.webmanifest`)).status, 404);
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
    const st = await desk.state(rig.slug());
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
    assert.is(onDeck.tag, `${rig.slug()}:${deck.id}`);
    assert.is(onDeck.renotify, true);
    assert.is(onDeck.url, `/t/${rig.slug()}/teams/${team.id}`);
    assert.ok(((await page.evaluate(() => (window as any).__vibrations.length)) as number) >= 1, 'the phone vibrated');
    await page.screenshot({ path: `${SHOTS}/called-phone.png`, fullPage: true });

    // a reload (or a reconnect) of the same call stays quiet, and so does a change that is not the team's
    await closeNotifications(page);
    await page.reload();
    await page.waitForSelector('team-app > #live[data-rendered]');
    await page.waitForSelector('notify-me .notify[data-mode="page"]');
    const other = (await desk.state(rig.slug())).courts.find((c: any) => c.match && c.match.a?.id !== team.id && c.match.b?.id !== team.id);
    const res = await fetch(`${srv.base}/keeper/${rig.slug()}/${other.court}/live`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ k: key(rig.slug(), other.court), match: other.match.id, a: 3, b: 2 }),
    });
    assert.is(res.status, 200);
    await drawnNow(page);

    // its match going live on the court is the next call, replacing its on-deck one; it is all the reloaded page showed
    // (or, first, its move to the court that frees first: a court change, told too)
    await untilPlaying(team.id);
    const live = await waitCalled(page, 'Now playing:');
    assert.is(live.tag, `${rig.slug()}:${deck.id}`);
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
    const playing = (await desk.state(rig.slug())).courts.find((c: any) => c.match?.a?.id === team.id || c.match?.b?.id === team.id);
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
  const st = await desk.state(rig.slug());
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
  const url = `/t/${rig.slug()}/teams/${team.id}`;
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
      tag: `${rig.slug()}:p9`,
      kind: 'on_deck',
      team: team.id,
    }),
  );
  await waitFor('On deck: vs Sand Spikers 02 on court 2, in about 8 min.');
  assert.equal(await shownNotifications(page), [
    { title: 'Push Cup', body: 'On deck: vs Sand Spikers 02 on court 2, in about 8 min.', tag: `${rig.slug()}:p9`, url, renotify: true },
  ]);
  // the same match's next news replaces it
  await push(
    JSON.stringify({ title: 'Push Cup', body: 'Now playing: vs Sand Spikers 02 on court 2. Go to court 2!', url, tag: `${rig.slug()}:p9` }),
  );
  await waitFor('Now playing: vs Sand Spikers 02 on court 2. Go to court 2!');
  const after = await shownNotifications(page);
  assert.is(after.length, 1);
  assert.is(after[0]!.body, 'Now playing: vs Sand Spikers 02 on court 2. Go to court 2!');
  // a broadcast has a tag of its own: both show
  await push(JSON.stringify({ title: 'Push Cup', body: 'Lunch at the clubhouse', url, tag: `${rig.slug()}:broadcast:1` }));
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

test('no console errors on the pages', () => {
  assert.equal(rig.problems, []);
});

test.run();
