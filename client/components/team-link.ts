// A team's name as a link to its team page, or the words for a side not known yet ("Winner of Semifinal 1").
import { html, type TemplateResult } from 'lit';
import { sideText } from '../../shared/view/format.js';
import type { PublicMatch, PublicState, TeamRef } from '../../shared/engine/types.js';

export const teamPath = (slug: string, id: string) => `/t/${encodeURIComponent(slug)}/teams/${encodeURIComponent(id)}`;

/** `me` marks the reader's own team; `extra` adds classes such as `won`/`lost`. */
export function teamLink(slug: string, ref: TeamRef | null, me = '', extra = '', empty = 'To be decided'): TemplateResult {
  if (!ref) return html`<span class="team tbd">${empty}</span>`;
  return html`<a class="team${ref.id === me ? ' me' : ''}${extra ? ` ${extra}` : ''}" href=${teamPath(slug, ref.id)}>${ref.name}</a>`;
}

/** One side of a match: its team, or what that side waits for. */
export function sideLink(pub: PublicState, m: PublicMatch, side: 'A' | 'B', me = '', extra = ''): TemplateResult {
  return teamLink(pub.slug, side === 'A' ? m.a : m.b, me, extra, sideText(pub, m, side));
}
