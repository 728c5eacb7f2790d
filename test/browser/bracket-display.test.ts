// The drawn bracket and the TV display in real Chromium: lines per feed, byes, the reset final, phone scroll,
// laptop reach, one printed landscape page; the display at TV sizes with 1 to 64 courts, paging, live, accessible.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { PHONE, launchChromium, watch } from './rig.js';
import { COURTS_PER_PAGE } from '../../shared/view/display-pages.js';
import { key, serverFor } from '../fixtures/server.js';

const SHOTS = '/tmp/shots';
const LAPTOP = { width: 1366, height: 768 };
const TV = { width: 1920, height: 1080 };
const TV4K = { width: 3840, height: 2160 };
const AXE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
/** Names that test ellipsis: long, and one long word. */
const LONG = ['Block Party of the Northern Beaches', 'Supercalifragilisticexpialidocious Club'];

const { srv, c: desk } = serverFor(test);
let browser: Browser;
/** A 6-team double-elimination bracket, partly played: byes, a live match, a reset final. */
let cup = '';
/** A 24-team double-elimination bracket, drawn, not played. */
let big = '';
const problems: string[] = [];

async function open(path: string, viewport: { width: number; height: number }, label: string): Promise<Page> {
  const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = watch(await ctx.newPage(), label, problems);
  await page.goto(`${srv.base}${path}`);
  return page;
}

async function addTeams(slug: string, names: string[]): Promise<void> {
  for (const name of names) await desk.act(`/admin/t/${slug}/team`, { op: 'add', name, captain: 'Cap', players: 2 });
}

/** A live pool tournament with `courts` courts all playing (two teams per court, pools of four). */
async function liveCup(name: string, courts: number): Promise<string> {
  const slug = await desk.create({ name, courtCount: courts, stages: 'pool,bracket' });
  const names = Array.from({ length: Math.max(4, 2 * courts) }, (_, i) => LONG[i] ?? `Team ${i + 1}`);
  await addTeams(slug, names);
  await desk.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
  await desk.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  return slug;
}

/** Scores every live match (side A wins) `times` times, so the bracket fills in. */
async function playLive(slug: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const st = await desk.state(slug);
    const live = st.courts.map((c: any) => c.match).filter(Boolean);
    if (live.length === 0) return;
    await desk.act(`/admin/t/${slug}/score`, { match: live[0].id, sets: '21-15' });
  }
}

test.before(async () => {
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
  cup = await desk.create({ name: 'Bracket Cup', courtCount: 2, stages: 'bracket' });
  await addTeams(cup, ['Sand Sharks', 'Dig Dug', 'Block Party of the Northern Beaches', 'Net Results', 'Spike Lee', 'Ace Ventura']);
  await desk.act(`/admin/t/${cup}/generate`, { what: 'bracket', type: 'double' });
  await desk.act(`/admin/t/${cup}/phase`, { phase: 'live' });
  await playLive(cup, 3);
  big = await desk.create({ name: 'Big Bracket Cup', courtCount: 4, stages: 'bracket' });
  await addTeams(
    big,
    Array.from({ length: 24 }, (_, i) => LONG[i] ?? `Team ${i + 1}`),
  );
  await desk.act(`/admin/t/${big}/generate`, { what: 'bracket', type: 'double' });
  await desk.act(`/admin/t/${big}/phase`, { phase: 'closed' });
});

test.after(async () => {
  await browser?.close();
});

/** What the drawing shows, read from the page. */
function drawing(page: Page) {
  return page.evaluate(() => {
    const svg = document.querySelector('svg.bx') as SVGSVGElement;
    const scroll = svg.closest('.bx-scroll') as HTMLElement;
    const boxes = [...document.querySelectorAll('.bx-match')].map((el) => {
      const r = el.getBoundingClientRect();
      return {
        id: (el as HTMLElement).dataset.match!,
        caption: el.querySelector('.bx-caption')!.textContent!,
        text: (el as HTMLElement).innerText,
        left: r.left,
        right: r.right,
        top: r.top,
        bottom: r.bottom,
      };
    });
    const names = [...document.querySelectorAll('.bx-name')].map((n) => {
      const el = n as HTMLElement;
      return {
        text: el.textContent!,
        lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight || '18')),
      };
    });
    return {
      lines: document.querySelectorAll('path.bx-line').length,
      resetLines: document.querySelectorAll('path.bx-line.reset').length,
      boxes,
      names,
      scroll: { scrollWidth: scroll.scrollWidth, clientWidth: scroll.clientWidth, rect: scroll.getBoundingClientRect().toJSON() },
      page: { scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth },
    };
  });
}

test('the bracket is drawn with a line per feed, byes as byes and the reset final marked "if needed"', async () => {
  const st = await desk.state(cup);
  const ids = new Set(st.bracket.map((m: any) => m.id));
  const feeds = st.bracket.filter((m: any) => m.feeds && ids.has(m.feeds)).length;
  const page = await open(`/t/${cup}/bracket`, LAPTOP, 'bracket laptop');
  await page.waitForFunction(() => customElements.get('bracket-view') !== undefined);
  const d = await drawing(page);
  assert.is(d.boxes.length, st.bracket.length, 'every match drawn');
  assert.is(d.lines, feeds + 1, 'a line per feed, and one from the grand final to its reset');
  assert.is(d.resetLines, 1);
  const reset = d.boxes.find((b) => b.id === st.bracket.find((m: any) => m.conditional).id)!;
  assert.match(reset.caption, /if needed/);
  const byes = st.bracket.filter((m: any) => m.status === 'bye');
  assert.ok(byes.length >= 2, 'six teams in a bracket of eight: two byes');
  for (const m of byes) assert.match(d.boxes.find((b) => b.id === m.id)!.text, /Bye/);
  assert.ok(
    d.names.every((n) => n.lines <= 1),
    'names stay on one line (never broken inside a word)',
  );
  assert.not.match(d.boxes.map((b) => b.text).join(' '), /\bTBD\b|undefined|null/);
  await page.screenshot({ path: `${SHOTS}/bracket-laptop.png`, fullPage: true });
  await page.context().close();
});

test('on a laptop the whole bracket scrolls as one piece and every round can be reached', async () => {
  const page = await open(`/t/${cup}`, LAPTOP, 'board laptop');
  await page.waitForSelector('svg.bx');
  const d = await drawing(page);
  assert.ok(d.page.scrollWidth <= d.page.clientWidth, 'the page itself does not scroll sideways');
  // scroll the drawing to its end: the rightmost match (the reset final) comes fully into view
  await page.locator('.bx-scroll').evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
  });
  const after = await drawing(page);
  const rightmost = after.boxes.reduce((a, b) => (b.right > a.right ? b : a));
  assert.ok(
    rightmost.right <= after.scroll.rect.right + 1 && rightmost.left >= after.scroll.rect.left - 1,
    'the last round scrolls fully into view',
  );
  // A page shot: a live re-render may replace the section while an element shot waits for it to be stable.
  await page.screenshot({ path: `${SHOTS}/bracket-board-laptop.png`, fullPage: true });
  await page.context().close();
});

test('on a phone the bracket scrolls sideways inside its region; no round is cut off', async () => {
  const page = await open(`/t/${cup}/bracket`, PHONE, 'bracket phone');
  await page.waitForSelector('svg.bx');
  const d = await drawing(page);
  assert.ok(d.page.scrollWidth <= d.page.clientWidth, 'the page does not scroll sideways, the drawing does');
  assert.ok(d.scroll.scrollWidth > d.scroll.clientWidth, 'the drawing is wider than the phone');
  const svgWidth = await page.locator('svg.bx').evaluate((el) => el.getBoundingClientRect().width);
  assert.is(Math.round(svgWidth), Number(await page.locator('svg.bx').getAttribute('data-width')), 'drawn at full size, not squeezed');
  assert.is(d.scroll.scrollWidth, Math.round(svgWidth), 'the scroll reaches the whole drawing');
  await page.screenshot({ path: `${SHOTS}/bracket-phone.png` });
  await page.context().close();
});

test('the bracket prints on one landscape page, a small one and one of 24 teams', async () => {
  for (const slug of [cup, big]) {
    const page = await open(`/t/${slug}/bracket`, LAPTOP, `bracket print ${slug}`);
    await page.waitForSelector('svg.bx');
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ landscape: true, format: 'A4', preferCSSPageSize: true });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;
    assert.is(pages, 1, slug);
    await page.screenshot({ path: `${SHOTS}/bracket-print-${slug}.png`, fullPage: true });
    await page.context().close();
  }
});

/**
 * What is wrong with the display's layout right now: the page scrolling, rows or cards outside the screen or on
 * top of each other, a card whose content spills out of it. Empty when all is well.
 */
function layoutProblems(page: Page): Promise<string[]> {
  // Passed as source text: the TypeScript loader would wrap named functions in a helper the page lacks.
  return page
    .evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))')
    .then(() => page.evaluate(LAYOUT_CHECK) as Promise<string[]>);
}

const LAYOUT_CHECK = `(() => {
  const out = [];
  const de = document.documentElement;
  if (de.scrollWidth > de.clientWidth || de.scrollHeight > de.clientHeight) out.push('page scrolls: ' + de.scrollWidth + 'x' + de.scrollHeight);
  const screen = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
  const name = (el) => el.tagName.toLowerCase() + '.' + [...el.classList].join('.');
  const inside = (r, box) => r.left >= box.left - 1 && r.top >= box.top - 1 && r.right <= box.right + 1 && r.bottom <= box.bottom + 1;
  const apart = (a, b) => a.right <= b.left + 1 || b.right <= a.left + 1 || a.bottom <= b.top + 1 || b.bottom <= a.top + 1;
  const check = (els, box, what) => {
    const shown = els.filter((e) => e.getBoundingClientRect().width > 0);
    shown.forEach((e, i) => {
      const r = e.getBoundingClientRect();
      if (!inside(r, box)) out.push(what + ' ' + name(e) + ' outside: ' + JSON.stringify(r));
      for (const f of shown.slice(i + 1)) if (!apart(r, f.getBoundingClientRect())) out.push(what + ' ' + name(e) + ' overlaps ' + name(f));
    });
  };
  check([...document.querySelector('.d-screen').children], screen, 'row');
  check([...document.querySelector('.d-head').children], screen, 'header');
  const pg = document.querySelector('.d-page');
  const cards = [...pg.children].filter((c) => c.matches('court-card, .d-slot, .d-pool'));
  cards.push(...pg.querySelectorAll('.upnext > li, .bx, .d-match'));
  check(cards, pg.getBoundingClientRect(), 'card');
  for (const c of cards) {
    const inner = c.firstElementChild;
    if (inner && (inner.scrollHeight > inner.clientHeight + 1 || inner.scrollWidth > inner.clientWidth + 1))
      out.push('card ' + name(inner) + ' spills: ' + inner.scrollWidth + 'x' + inner.scrollHeight + ' in ' + inner.clientWidth + 'x' + inner.clientHeight);
    // the boxes that hold names and numbers (a name inside one may run on under its ellipsis, clipped)
    for (const t of c.querySelectorAll('.side, .pts, h3, td, caption'))
      if (!inside(t.getBoundingClientRect(), c.getBoundingClientRect())) out.push(name(t) + ' "' + t.textContent + '" outside its card');
  }
  return out;
})()`;

/** Serious and critical axe-core violations on the page as it is now (axe injected as source: the CSP allows no inline script). */
async function axeProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe'))?.toString().startsWith('object')) await page.evaluate(AXE);
  return page.evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id + ': ' + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')))`) as Promise<string[]>;
}

/** Waits until the display shows a page other than `key`; returns the new key. */
async function nextPage(page: Page, key: string): Promise<string> {
  await page.waitForFunction((k) => document.querySelector('.d-screen')?.getAttribute('data-page') !== k, key, { timeout: 20_000 });
  return (await page.locator('.d-screen').getAttribute('data-page'))!;
}

for (const courts of [1, 4, 16, 64]) {
  test(`the display with ${courts} court(s) at 1920x1080: every page fits the screen, nothing overlaps, it pages by itself`, async () => {
    const slug = await liveCup(`Display ${courts}`, courts);
    const page = await open(`/t/${slug}/display?page=1500`, TV, `display ${courts}`);
    await page.waitForFunction(() => document.querySelector('display-app')?.hasUpdated);
    const total = Number(await page.locator('.d-screen').getAttribute('data-pages'));
    const expectCourtPages = Math.ceil(courts / COURTS_PER_PAGE);
    assert.ok(total >= expectCourtPages + 2, 'courts, up next and standings pages');
    let shown = (await page.locator('.d-screen').getAttribute('data-page'))!;
    const seen = new Set<string>();
    for (let i = 0; i < total; i++) {
      seen.add(shown);
      assert.equal(await layoutProblems(page), [], `${courts} courts, page ${shown}`);
      if (i === 0) {
        const cards = await page.locator('.d-courts .d-slot').count();
        assert.is(cards, Math.ceil(courts / expectCourtPages), 'a screenful of courts');
        // court numbers and scores big enough to read across a gym
        const big = await page.evaluate(() => ({
          court: parseFloat(getComputedStyle(document.querySelector('.d-courts .court h3')!).fontSize) / innerHeight,
          pts: parseFloat(getComputedStyle(document.querySelector('.d-courts .pts')!).fontSize) / innerHeight,
        }));
        assert.ok(big.court >= 0.03 && big.pts >= 0.045, `type big enough: ${JSON.stringify(big)}`);
        await page.screenshot({ path: `${SHOTS}/display-${courts}-courts-1080.png` });
      } else if (courts === 16) {
        await page.screenshot({ path: `${SHOTS}/display-16-${shown}-1080.png` });
      }
      if (courts === 16) assert.equal(await axeProblems(page), [], `axe on ${shown}`);
      if (shown.startsWith('standings')) {
        // short names are never cut: the name column holds "Team 16" whole
        const cut = await page.evaluate(`[...document.querySelectorAll('.d-standings td:nth-child(2) a.team')]
          .filter((a) => a.textContent.length <= 8 && a.getBoundingClientRect().right > a.closest('td').getBoundingClientRect().right)
          .map((a) => a.textContent)`);
        assert.equal(cut, [], `names cut on ${shown}`);
        const numbers = await page.evaluate(`[...document.querySelectorAll('.d-standings td:not(:nth-child(2)), .d-standings th')]
          .filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent)`);
        assert.equal(numbers, [], `numbers and headings whole on ${shown}`);
      }
      if (i < total - 1) shown = await nextPage(page, shown);
    }
    assert.is(seen.size, total, 'every page shown in turn');
    assert.ok(
      [...seen].some((k) => k.startsWith('standings')),
      'the standings come round',
    );
    if (courts === 16) {
      await page.setViewportSize(TV4K);
      await page.waitForFunction(() => innerWidth === 3840);
      assert.equal(await layoutProblems(page), [], '4K');
      await page.screenshot({ path: `${SHOTS}/display-16-4k.png` });
    }
    await page.context().close();
  });
}

test('the display follows a keeper point live, shows the address and QR code, and passes axe', async () => {
  const slug = await liveCup('Display Live', 4);
  const page = await open(`/t/${slug}/display?page=600000`, TV, 'display live');
  await page.waitForFunction(() => document.querySelector('display-app')?.hasUpdated);
  const st = await desk.state(slug);
  const m = st.courts[1].match;
  const res = await fetch(`${srv.base}/keeper/${slug}/2/live`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ k: key(slug, 2), match: m.id, a: 17, b: 12, sets: [] }),
  });
  assert.is(res.status, 200);
  await page.waitForFunction(
    () => {
      const pts = [...document.querySelectorAll('.d-courts .d-slot')][1]?.querySelectorAll('.pts');
      return pts?.[0]?.textContent === '17' && pts?.[1]?.textContent === '12';
    },
    undefined,
    { timeout: 5000 },
  );
  // the address and its QR code during play
  const foot = await page.locator('.d-foot').textContent();
  assert.ok(foot!.includes(`${srv.base}/t/${slug}`), 'the full address');
  const qr = await page.locator('.d-foot img.d-qr-small').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  assert.ok(qr, 'the QR code loads');
  const svg = await fetch(`${srv.base}/t/${slug}/qr.svg`);
  assert.is(svg.headers.get('content-type'), 'image/svg+xml; charset=utf-8');
  // a broadcast shows as a notice
  await desk.act(`/admin/t/${slug}/broadcast`, { text: 'Lunch is served in the hall' });
  await page.waitForSelector('.d-notice.kind-broadcast');
  assert.match((await page.locator('.d-notice.kind-broadcast').textContent())!, /Lunch is served/);
  assert.equal(await axeProblems(page), []);
  assert.equal(await page.locator('sync-status .live-status').getAttribute('data-state'), 'live', 'the connection shown');
  await page.screenshot({ path: `${SHOTS}/display-live-1080.png` });
  await page.context().close();
});

test('while registration is open the display shows the QR code and the full address, big', async () => {
  const slug = await desk.create({ name: 'Open Registration Cup', courtCount: 2 });
  await addTeams(slug, ['Sand Sharks', 'Dig Dug', ...LONG]);
  const page = await open(`/t/${slug}/display`, TV, 'display register');
  await page.waitForSelector('.d-register img.d-qr');
  assert.match((await page.locator('.d-register .d-url').textContent())!, new RegExp(`${srv.base}/t/${slug}$`));
  const qr = await page.locator('img.d-qr').evaluate((img: HTMLImageElement) => ({
    ok: img.complete && img.naturalWidth > 0,
    h: img.getBoundingClientRect().height / innerHeight,
  }));
  assert.ok(qr.ok && qr.h > 0.4, `QR big: ${JSON.stringify(qr)}`);
  assert.equal(await layoutProblems(page), []);
  await page.screenshot({ path: `${SHOTS}/display-register-1080.png` });
  await page.context().close();
});

test('when play is over the display shows the champion and podium big', async () => {
  const slug = await desk.create({ name: 'Finished Cup', courtCount: 2, stages: 'bracket' });
  await addTeams(slug, ['Sand Sharks', 'Dig Dug', ...LONG]);
  await desk.act(`/admin/t/${slug}/generate`, { what: 'bracket', type: 'single', thirdPlace: true });
  await desk.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  await playLive(slug, 10);
  await desk.act(`/admin/t/${slug}/phase`, { phase: 'final' });
  const st = await desk.state(slug);
  assert.ok(st.champion);
  const page = await open(`/t/${slug}/display?page=1500`, TV, 'display final');
  await page.waitForSelector('.d-final-name');
  assert.is(await page.locator('.d-final-name').textContent(), st.champion.name);
  const size = await page.locator('.d-final-name').evaluate((el) => parseFloat(getComputedStyle(el).fontSize) / innerHeight);
  assert.ok(size >= 0.08, 'the champion across the screen');
  assert.equal(await layoutProblems(page), []);
  await page.screenshot({ path: `${SHOTS}/display-podium-1080.png` });
  // the podium replaces the bracket: the rotation is that one screen
  assert.is(await page.locator('.d-screen').getAttribute('data-pages'), '1');
  assert.is(await page.locator('.d-bracket').count(), 0);
  await page.context().close();
});

test('the display shows a 24-team bracket before play as its first round: one screen of its real matches, readable', async () => {
  const page = await open(`/t/${big}/display?page=1000`, TV, 'display big bracket');
  await page.waitForFunction(() => document.querySelector('display-app')?.hasUpdated);
  assert.is(await page.locator('.d-screen').getAttribute('data-pages'), '1', 'the byes and later rounds wait for the board');
  assert.is(await page.locator('.d-title').textContent(), 'Winners bracket — round 1');
  assert.equal(await layoutProblems(page), []);
  const st = await desk.state(big);
  const firstRound = st.bracket.filter((m: any) => m.stage === 'bracket' && m.round === 1 && m.status !== 'bye').map((m: any) => m.id);
  const cards = await page.locator('.d-bracket .d-match').count();
  assert.is(cards, firstRound.length, 'a card per first-round match');
  // names readable across a room: 3% of the screen height, like every other name on the TV
  const least = (await page.evaluate(
    `Math.min(...[...document.querySelectorAll('.d-bracket .team')].map((n) => parseFloat(getComputedStyle(n).fontSize) / innerHeight))`,
  )) as number;
  assert.ok(least >= 0.03, `name size ${least}`);
  await page.screenshot({ path: `${SHOTS}/display-big-bracket-1080.png` });
  await page.context().close();
});

test('no console errors on any page', () => {
  assert.equal(problems, []);
});

test.run();
