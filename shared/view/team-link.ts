// A team's name as a link to its team page, or the words for a side not known yet ("Winner of Semifinal 1").
import type { PublicMatch, PublicState, TeamRef } from '../engine/types.js';
import { sideTextIn } from './format-words.js';
import type { Localized } from './markup.js';

/** The public page of one team. */
export const teamPath = (slug: string, id: string): string => `/t/${encodeURIComponent(slug)}/teams/${encodeURIComponent(id)}`;

/** `me` marks the reader's own team; `extra` adds classes such as `won`/`lost`; `empty` is said when no team is known. */
export function teamLinkView<R>(mk: Localized<R>, slug: string, ref: TeamRef | null, me = '', extra = '', empty?: string): R {
  const { html } = mk;
  if (!ref) return html`<span class="team tbd">${empty ?? mk.words.t('board.toBeDecided')}</span>`;
  return html`<a class="team${ref.id === me ? ' me' : ''}${extra ? ` ${extra}` : ''}" href="${teamPath(slug, ref.id)}">${ref.name}</a>`;
}

/** One side of a match: its team, or what that side waits for. */
export function sideLinkView<R>(
  mk: Localized<R>,
  pub: Pick<PublicState, 'slug' | 'bracket'>,
  m: PublicMatch,
  side: 'A' | 'B',
  me = '',
  extra = '',
): R {
  return teamLinkView(mk, pub.slug, side === 'A' ? m.a : m.b, me, extra, sideTextIn(pub, m, side, mk.words));
}
