// The score keeper pad for one court: the server paints the court's match with <keeper-pad>'s own template
// (shared/view/keeper.ts), and the pad takes over on the keeper Yjs room; a web app manifest and a service worker make it
// installable and offline.
import type { PublicState } from '../../shared/engine/types.js';
import { html } from './html.js';
import { setCount } from '../../shared/view/format.js';
import { matchTitleIn, rulesIn, runningSetIn } from '../../shared/view/format-words.js';
import { keeperView, type KeeperScreen } from '../../shared/view/keeper.js';
import { markupFor } from './markup.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';
import type { Lang } from '../../shared/i18n/languages.js';
import type { Words } from '../../shared/i18n/words.js';
import { setRules, setTarget, stageRules } from '../../shared/engine/rules.js';
import { builtFile } from './assets.js';
import { page } from './layout.js';

/** Where the keeper pad's service worker is served; its scope, /keeper/, covers every court's pad. */
export const KEEPER_SW_PATH = '/keeper/sw.js';
export const KEEPER_SW_SOURCE = 'client/keeper-sw.ts';

const padPath = (slug: string, court: number) => `/keeper/${encodeURIComponent(slug)}/${court}`;

/** The web app manifest of one court's pad: installed, it opens that court's pad with its key. */
export function keeperManifest(o: {
  pub: Pick<PublicState, 'slug' | 'name'>;
  court: number;
  k: string;
  lang: Lang;
}): Record<string, unknown> {
  const path = padPath(o.pub.slug, o.court);
  const w = wordsFor(o.lang);
  return {
    id: path,
    lang: o.lang,
    name: w.t('keeper.title', { court: o.court, tournament: o.pub.name }),
    short_name: w.t('keeper.court', { court: o.court }),
    start_url: `${path}?k=${encodeURIComponent(o.k)}`,
    scope: '/keeper/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#0f1720',
    theme_color: '#0f1720',
    icons: [{ src: '/static/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}

/** The pad as the server paints it: the court's match and score, still connecting, nothing to press yet. */
export function keeperScreen(pub: PublicState, court: number, w: Words): KeeperScreen {
  const c = pub.courts.find((x) => x.court === court);
  const m = c?.match ?? null;
  const live = m?.live ?? [0, 0];
  const setNo = (m?.sets.length ?? 0) + 1;
  return {
    court,
    headline: `${pub.name} · ${rulesIn(stageRules(pub.rules, m?.stage ?? 'pool'), w)}`,
    status: { tone: 'idle', state: 'loading', pending: 0, text: w.t('pad.connecting') },
    refused: null,
    handover: null,
    match: m && {
      title: matchTitleIn(m, w),
      a: m.a?.name ?? null,
      b: m.b?.name ?? null,
      setLine: runningSetIn(
        setNo,
        setTarget(setRules(pub.rules, m.stage, setNo), Math.min(live[0], live[1])),
        setCount(m.sets),
        stageRules(pub.rules, m.stage).bestOf,
        w,
      ),
      points: [live[0], live[1]],
      sets: m.sets,
      unsaved: false,
      online: false,
      open: false,
      controls: null,
    },
    paused: c?.status === 'paused' ? { reason: c.reason } : null,
    message: null,
    next: null,
  };
}

/** `lang`: the pad's language (server/http/language.ts, a shared screen); `languages`: the menu's links. */
export function keeperPage(o: { pub: PublicState; court: number; k: string; lang?: Lang; languages?: (lang: Lang) => string }): string {
  const { pub, court } = o;
  const mk = markupFor(o.lang ?? 'en');
  const w = mk.words;
  return padDocument({ slug: pub.slug, court, k: o.k, name: pub.name, screen: keeperScreen(pub, court, w), mk, o });
}

/** The keeper pad's page around its screen, for a tournament's court or (`venue`) a venue's: one shell for both. */
export function padDocument(a: {
  slug: string;
  court: number;
  k: string;
  name: string;
  screen: KeeperScreen;
  mk: ReturnType<typeof markupFor>;
  o: { lang?: Lang; languages?: (lang: Lang) => string };
  venue?: boolean;
}): string {
  const { court, mk } = a;
  const w = mk.words;
  const sw = builtFile(KEEPER_SW_SOURCE) ? KEEPER_SW_PATH : '';
  const flags = html`${a.venue ? html` data-venue="1"` : ''}${sw ? html` data-sw="${sw}"` : ''}`;
  // the same template <keeper-pad> draws (shared/view/keeper.ts), so taking over shows no flash
  const body = html`<noscript><p class="notice error">${w.t('keeper.needsScript')}</p></noscript>
<keeper-pad data-slug="${a.slug}" data-court="${court}" data-k="${a.k}"${flags}>${keeperView(mk, a.screen)}</keeper-pad>`;
  return page({
    title: w.t('keeper.title', { court, tournament: a.name }),
    lang: a.o.lang,
    languages: a.o.languages,
    body,
    bodyClass: 'keeper',
    bare: true,
    entry: 'keeper',
    head: html`<link rel="manifest" href="${padPath(a.slug, court)}/manifest.webmanifest?k=${encodeURIComponent(a.k)}">
<meta name="theme-color" content="#0f1720">`,
  });
}
