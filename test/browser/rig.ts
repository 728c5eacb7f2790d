// The browser rig shared by browser tests: Debian chromium through playwright-core, pages watched for errors.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { Client, Srv } from '../fixtures/server.js';

export const PHONE = { width: 390, height: 844 };
export const DESK = { width: 1280, height: 800 };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

/** Records console errors and page errors of `page` into `problems`, labelled; tests assert it stays empty. */
export function watch(page: Page, label: string, problems: string[], allow: RegExp[] = []): Page {
  page.on('console', (m) => {
    if (m.type() === 'error' && !allow.some((r) => r.test(m.text()))) problems.push(`${label}: console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${label}: page error: ${e.message}`));
  page.setDefaultTimeout(10_000);
  return page;
}

/** A phone-sized touch context and its watched page. */
export async function phonePage(
  browser: Browser,
  label: string,
  problems: string[],
  allow: RegExp[] = [],
): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1, hasTouch: true });
  return { ctx, page: watch(await ctx.newPage(), label, problems, allow) };
}

/** A context carrying the organizer's session cookie, and its watched page. */
export async function organizerPage(
  browser: Browser,
  srv: Srv,
  desk: Client,
  label: string,
  problems: string[],
  viewport = DESK,
  /** The browser's language (its Accept-Language); Chromium's own when left out. */
  locale?: string,
): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({ viewport, ...(locale ? { locale } : {}) });
  const [name, ...rest] = desk.cookie.split('=');
  await ctx.addCookies([{ name: name!, value: rest.join('='), url: srv.base }]);
  return { ctx, page: watch(await ctx.newPage(), label, problems) };
}

export async function liveMatchOn(desk: Client, slug: string, court: number): Promise<any> {
  const st = await desk.state(slug);
  return st.courts.find((c: any) => c.court === court)?.match ?? null;
}

let axeSource = '';

/**
 * axe-core's serious and critical violations on the page, one line each ("rule: nodes"). The source is
 * evaluated through the DevTools protocol: the pages' CSP forbids inline scripts, and rightly so.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  axeSource ||= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const res = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return (res.violations as any[]).map((v) => ({
      id: v.id,
      impact: v.impact as string,
      nodes: (v.nodes as any[]).map((n) => String(n.target)).slice(0, 5),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.join(' | ')}`);
}
