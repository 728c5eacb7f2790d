// Reading a TV page the way people read it from 5 m (display-size.test.ts, venue-display-size.test.ts): every team name and
// score's type size as drawn, whatever leaves the screen or its card, and turning the rotation page by page.
import type { Page } from 'playwright-core';
import { TEXT_FIELDS } from '../../shared/engine/text.js';

export const TV = { width: 1920, height: 1080 };
export const LAPTOP = { width: 1366, height: 768 };
const CAP = TEXT_FIELDS.teamName.max;
/** Team names at the cap: spaced words, one unbroken word, and the widest letter. */
export const LONG = [
  'Block Party of the Northern Beaches Club'.padEnd(CAP, 'x').slice(0, CAP),
  'Supercalifragilisticexpialidocious'.padEnd(CAP, 'S').slice(0, CAP),
  'W'.repeat(CAP),
];

/** 32 px at 1080 lines: the smallest type a team name or a score may have, as a share of the screen height. */
export const MIN_SHARE = 32 / 1080;

export interface Measure {
  /** Every team name and score on screen: what it is, its text, its type size in px as drawn. */
  sizes: { what: string; text: string; px: number }[];
  /** Whatever leaves the screen, spills out of its card or makes the page scroll. */
  overflow: string[];
}

/**
 * Reads the screen after two frames. Names: links and placeholders of teams, the bracket cards' names, the podium,
 * registrations and the notices (an on-deck call names both teams); scores: each side's sets won and points in a live
 * match, the sets played, and a bracket card's points. (A bracket card's "Winner of ..." is no name: it is smaller.)
 */
export function measure(page: Page): Promise<Measure> {
  return page.evaluate(`new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => {
    const names = '.d-page .team, .d-notice, .d-final-name, .d-podium-name, .d-teams li';
    const scores = '.d-courts .score .pts, .d-courts .score .sets-won, .d-courts .score .set-list, .d-bracket .pts';
    const sizes = [];
    const add = (el, what, scale = 1) => {
      if (el.getBoundingClientRect().width === 0) return;
      sizes.push({ what, text: el.textContent.trim().slice(0, 50), px: parseFloat(getComputedStyle(el).fontSize) * scale });
    };
    for (const el of document.querySelectorAll(names)) add(el, el.closest('.d-bracket') ? 'bracket name' : 'name');
    for (const el of document.querySelectorAll(scores)) add(el, el.closest('.d-match') ? 'bracket score' : 'score');
    const overflow = [];
    const de = document.documentElement;
    if (de.scrollWidth > de.clientWidth || de.scrollHeight > de.clientHeight) overflow.push('the page scrolls');
    const within = (r, box) => r.left >= box.left - 1 && r.top >= box.top - 1 && r.right <= box.right + 1 && r.bottom <= box.bottom + 1;
    const label = (el) => el.tagName.toLowerCase() + '.' + [...el.classList].join('.') + ' "' + el.textContent.trim().slice(0, 30) + '"';
    const screen = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
    for (const el of document.querySelectorAll('.d-screen *')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || el.closest('.sr-only') || el.closest('svg')) continue;
      // what a card clips under an ellipsis is not drawn; its box still counts inside the card
      const card = el.closest('.d-slot, .d-pool, .upnext > li, .d-match');
      if (!within(r, screen) && !(card && within(card.getBoundingClientRect(), screen))) overflow.push(label(el) + ' leaves the screen');
    }
    for (const card of document.querySelectorAll('.d-slot > *, .d-pool, .upnext > li, .d-match')) {
      if (card.scrollHeight > card.clientHeight + 1) overflow.push(label(card) + ' spills: ' + card.scrollHeight + ' in ' + card.clientHeight);
      const box = card.getBoundingClientRect();
      for (const el of card.querySelectorAll('.team, .side, .d-side, .d-cap, .pts, .next, h3, td, caption')) {
        const r = el.getBoundingClientRect();
        // a name may run on under its ellipsis: what matters is that the box it is drawn in stays in the card
        const clip = el.parentElement.closest('.who, .next, .side, .d-side, td') || el;
        if (!within(clip === el ? r : clip.getBoundingClientRect(), box)) overflow.push(label(el) + ' outside its card');
      }
    }
    done({ sizes, overflow });
  })))`) as Promise<Measure>;
}

/** Waits for the display to turn from `key`; returns the new page's key. */
export async function nextPage(page: Page, key: string): Promise<string> {
  await page.waitForFunction((k) => document.querySelector('.d-screen')?.getAttribute('data-page') !== k, key, { timeout: 20_000 });
  return (await page.locator('.d-screen').getAttribute('data-page'))!;
}

export const small = (m: Measure, height: number) =>
  m.sizes.filter((s) => s.px < MIN_SHARE * height - 0.01).map((s) => `${s.what} "${s.text}" ${s.px.toFixed(1)} px`);
