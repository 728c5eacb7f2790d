// What a shared link to a tournament page previews: the meta description and the Open Graph tags, from the public
// document only (name, date, phase, team count), never a team's code, captain or phone.
import type { PublicState } from '../../shared/engine/types.js';
import { PHASE_LABEL, plural } from '../../shared/view/format.js';
import { dateIn, phaseIn } from '../../shared/view/format-words.js';
import type { Words } from '../../shared/i18n/words.js';
import { html, type Html } from './html.js';

export interface ShareMeta {
  title: string;
  description: string;
  /** The page's public address: PUBLIC_URL or the request's own base, and the page's public path. */
  url: string;
}

/**
 * The preview of a tournament page. `base` is the public base URL, `path` the page's PUBLIC path (a team's code
 * page gives its public team page's path, so the code never leaves in a shared preview), `what` the page's own line.
 */
export function tournamentShare(pub: PublicState, o: { base: string; path: string; title: string; what: string; w?: Words }): ShareMeta {
  const phase = o.w ? phaseIn(pub.phase, o.w) : (PHASE_LABEL[pub.phase] ?? pub.phase);
  const teams = o.w ? o.w.t('common.teams', { n: pub.teams.length }) : plural(pub.teams.length, 'team');
  return {
    title: o.title,
    description: `${pub.name} (${o.w ? dateIn(pub.date, o.w.lang) : pub.date}) · ${phase} · ${teams}. ${o.what}`,
    url: `${o.base}${o.path}`,
  };
}

/** The tags in <head>; every value escaped. */
export function shareTags(s: ShareMeta): Html {
  return html`<meta name="description" content="${s.description}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="Courtside">
<meta property="og:title" content="${s.title}">
<meta property="og:description" content="${s.description}">
<meta property="og:url" content="${s.url}">`;
}
