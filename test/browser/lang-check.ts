// What the browser language checks look for on a translated page (docs/translating.md, The check): English pieces of the
// catalogue and message keys left in what the page shows, and parts wider than the screen (German compounds wrap).
import type { Locator, Page } from 'playwright-core';
import { compiledMessages, MESSAGE_KEYS } from '../../shared/i18n/catalogues.js';
import type { Part } from '../../shared/i18n/format-message.js';
import type { Lang } from '../../shared/i18n/languages.js';

/** The literal text of a parsed message, every branch. */
function literals(parts: Part[] | string): string[] {
  if (typeof parts === 'string') return [parts];
  return parts.flatMap((p) =>
    p.type === 0 ? [p.value] : p.type === 5 || p.type === 6 ? Object.values(p.options).flatMap((o) => literals(o.value)) : [],
  );
}

/**
 * The English a page in `lang` must not show: every piece of English text between placeholders long enough to be a
 * phrase, except those the language writes the same ("Online", "Set", "Sets:").
 */
export function englishLeft(lang: Lang): string[] {
  const theirs = MESSAGE_KEYS.flatMap((k) => literals(compiledMessages(lang)[k])).join('\n');
  const pieces = MESSAGE_KEYS.flatMap((k) => literals(compiledMessages('en')[k]))
    .flatMap((s) => s.split(/[·:;()“”"]/))
    .map((s) => s.trim().replace(/[.,!?…]+$/, ''))
    .filter((s) => s.length >= 6 && /[a-z]{3}/i.test(s) && !theirs.includes(s));
  return [...new Set(pieces)];
}

/** Which English pieces and message keys `where` (the page's body by default) shows, with the page's title. */
export async function leftovers(page: Page, lang: Lang, where?: Locator): Promise<string[]> {
  const texts = await (where ?? page.locator('body')).allInnerTexts();
  const shown = `${await page.title()}\n${texts.join('\n')}`;
  // a whole word or phrase, not a piece of an API name the page shows as is ("Points" in rankingPoints)
  const whole = (s: string) => new RegExp(`(^|[^\\p{L}])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(shown);
  const english = englishLeft(lang).filter((s) => shown.includes(s) && whole(s));
  const keys = MESSAGE_KEYS.filter((k) => shown.includes(k));
  // the line it is in, so a failure says where
  const line = (s: string) =>
    shown
      .split('\n')
      .find((l) => l.includes(s))
      ?.slice(0, 120) ?? '';
  return [...english.map((s) => `English: "${s}" in "${line(s)}"`), ...keys.map((k) => `key: ${k} in "${line(k)}"`)];
}

/** Parts of the page wider than its viewport (boxes that scroll sideways on purpose excepted). */
export async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width) out.push(`page ${document.documentElement.scrollWidth}px wide`);
    for (const el of document.querySelectorAll<HTMLElement>('main *, header *'))
      if (
        el.getBoundingClientRect().right > width + 1 &&
        el.offsetParent !== null &&
        getComputedStyle(el).position !== 'absolute' &&
        !el.parentElement?.closest('.table-wrap, .bx-scroll')
      )
        out.push(
          `${el.tagName.toLowerCase()}.${el.className}: "${(el.textContent ?? '').slice(0, 40)}" ends at ${Math.round(el.getBoundingClientRect().right)}px`,
        );
    return out;
  });
}
