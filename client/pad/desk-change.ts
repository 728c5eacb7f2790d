// What happened to a match that left the pad's court while it was on the pad (moved, recorded, forfeited, sent back), in words, from the public state.
import { allMatches, setsText } from '../../shared/view/format.js';
import type { PublicMatch, PublicState } from '../../shared/engine/types.js';
import type { Words } from '../../shared/i18n/words.js';
import type { CourtMatch } from './court-doc.js';

/** "Sand Sharks vs Dig Dug", with the words for a side still to be decided. */
export function versusText(m: Pick<CourtMatch, 'a' | 'b'>, w: Words): string {
  return w.t('keeper.versus', { a: m.a ?? w.t('keeper.sideA'), b: m.b ?? w.t('keeper.sideB') });
}

/**
 * `scoring`: this pad was keeping the match, so a change that did not come from it came from the desk;
 * a pad that only watched says what happened without guessing who did it.
 */
export function fateText(m: PublicMatch | null, left: CourtMatch, court: number, scoring: boolean, w: Words): string {
  const title = versusText(left, w);
  const who = scoring ? 'desk' : 'other';
  const winner = m?.winner?.name ?? '';
  const sets = m?.sets.length ? setsText(m.sets) : '';
  if (!m) return w.t('pad.fateRemoved', { who, title });
  switch (m.status) {
    case 'final':
      return w.t('pad.fateFinal', { who, title, sets, hasSets: sets ? 'yes' : 'no', winner, hasWinner: winner ? 'yes' : 'no' });
    case 'forfeit':
      return w.t('pad.fateForfeit', { who, title, winner, hasWinner: winner ? 'yes' : 'no' });
    case 'void':
    case 'bye':
      return w.t('pad.fateCancelled', { who, title, winner, hasWinner: winner ? 'yes' : 'no' });
    case 'live':
      if (m.court !== null && m.court !== court) return w.t('pad.fateMoved', { who, title, to: m.court });
      return w.t('pad.leftCourt', { title, court });
    default:
      return w.t('pad.fateQueued', { who, title });
  }
}

/**
 * The sentence for `left`, read from the tournament's public state (the court doc only knows the court's own
 * match). Without a network it says only that the match left this court.
 */
export async function whatHappened(slug: string, left: CourtMatch, court: number, scoring: boolean, w: Words): Promise<string> {
  const fallback = w.t('pad.leftCourt', { title: versusText(left, w), court });
  try {
    const res = await fetch(`/t/${encodeURIComponent(slug)}/state.json`, { cache: 'no-store' });
    if (!res.ok) return fallback;
    const pub = (await res.json()) as PublicState;
    return fateText(allMatches(pub).find((x) => x.id === left.id) ?? null, left, court, scoring, w);
  } catch {
    return fallback;
  }
}
