// The board as the server paints it (shared/view/board.ts, the view <board-app> draws, with the escaping tag), a team
// link for the registration list, and the desk's bracket columns.
import type { PublicMatch, PublicState } from '../../shared/engine/types.js';
import { boardView } from '../../shared/view/board.js';
import { teamLinkView } from '../../shared/view/team-link.js';
import { bracketDrawing } from './bracket-html.js';
import type { Html } from './html.js';
import type { Lang } from '../../shared/i18n/languages.js';
import { markupFor } from './markup.js';

export function teamLink(slug: string, ref: { id: string; name: string } | null, highlight?: string): Html {
  return teamLinkView(markupFor('en'), slug, ref, highlight);
}

/** The board as the server first paints it inside <board-app> (in `lang`), which draws the same once its channel answers. */
export function boardHtml(pub: PublicState, lang: Lang = 'en'): Html {
  return boardView(markupFor(lang), pub, { now: pub.generatedAt, bracket: () => bracketDrawing(pub, '', lang) });
}

/** A column's title from the label all its matches share: "Semifinal" x2 -> "Semifinals". */
function sharedTitle(matches: PublicMatch[]): string | null {
  const label = matches[0]?.label;
  if (!label || matches.some((m) => m.label !== label)) return null;
  return matches.length > 1 && /final$/.test(label) ? `${label}s` : label;
}

/**
 * Bracket matches grouped into columns (the desk's bracket list): winners rounds, then losers rounds, then finals.
 * A column whose matches share a label is titled by it (`labelled`: its matches need no label of their own).
 */
export function bracketColumns(bracket: PublicMatch[]): { title: string; labelled: boolean; matches: PublicMatch[] }[] {
  const cols = new Map<string, { title: string; order: number; matches: PublicMatch[] }>();
  for (const m of bracket) {
    const key = m.stage === 'final' ? 'final' : `${m.stage}-${m.round}`;
    const title = m.stage === 'final' ? 'Finals' : m.stage === 'losers' ? `Losers round ${m.round}` : `Round ${m.round}`;
    const order = m.stage === 'bracket' ? m.round : m.stage === 'losers' ? 1000 + m.round : 9999;
    const col = cols.get(key) ?? { title, order, matches: [] };
    col.matches.push(m);
    cols.set(key, col);
  }
  return [...cols.values()]
    .sort((x, y) => x.order - y.order)
    .map((c) => {
      const matches = c.matches.sort((x, y) => (x.slot ?? 0) - (y.slot ?? 0));
      const shared = sharedTitle(matches);
      return { title: shared ?? c.title, labelled: shared !== null, matches };
    });
}
