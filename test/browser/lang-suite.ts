// What the organizer pages' language tests share (docs/translating.md, The check): the languages they read (es, de, pl;
// `CHECK_LANGS=fr,it,nl,pt` the others), the two sizes, and a suite's rig: the client built, a server signed in, one
// browser, the folder its screenshots go to.
import { mkdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import * as assert from 'uvu/assert';
import type { Test } from 'uvu';
import type { Browser } from 'playwright-core';
import { CATALOGUES } from '../../shared/i18n/catalogues.js';
import type { Lang } from '../../shared/i18n/languages.js';
import { launchChromium, PHONE } from './rig.js';
import type { Client } from '../../harness/http-client.js';
import type { Srv } from '../../harness/server-process.js';
import { serverFor } from '../fixtures/server.js';

export const LAPTOP = { width: 1366, height: 768 };
/** A phone (390x844) and a laptop (1366x768), each with its name for the screenshots. */
export const SIZES = [
  ['phone', PHONE],
  ['laptop', LAPTOP],
] as const;
export const CHECK_LANGS: Lang[] = (process.env.CHECK_LANGS?.split(',') ?? ['es', 'de', 'pl']).filter(
  (l): l is Lang => l in CATALOGUES && l !== 'en',
);

export interface LangRig {
  srv: Srv;
  /** The organizer's client, signed in. */
  desk: Client;
  /** The suite's browser, once its `before` ran. */
  readonly browser: Browser;
  /** Console and page errors of every watched page. */
  problems: string[];
}

/** Registers the suite's hooks: the client bundles built, a server with `login` signed in, a browser, `shots` made. */
export function langRig(test: Test<any>, shots: string, login = 'Marta'): LangRig {
  test.before(() => {
    const built = spawnSync(process.execPath, ['scripts/build.mjs', 'client'], { encoding: 'utf8' });
    assert.is(built.status, 0, built.stderr);
  });
  const { srv, c } = serverFor(test, { login });
  let browser: Browser | undefined;
  test.before(async () => {
    mkdirSync(shots, { recursive: true });
    browser = await launchChromium();
  });
  test.after(async () => {
    await browser?.close();
  });
  return {
    srv,
    desk: c,
    problems: [],
    get browser(): Browser {
      if (!browser) throw new Error('the browser starts in the suite’s before hook');
      return browser;
    },
  };
}
