// What happened to a match that left the pad's court while it was on the pad (moved, recorded, forfeited, sent back), in words, from the public state.
import { allMatches, setsText } from '../../shared/view/format.js';
import type { PublicMatch, PublicState } from '../../shared/engine/types.js';
import type { CourtMatch } from './court-doc.js';

/**
 * `scoring`: this pad was keeping the match, so a change that did not come from it came from the desk;
 * a pad that only watched says what happened without guessing who did it.
 */
export function fateText(m: PublicMatch | null, left: CourtMatch, court: number, scoring: boolean): string {
  const title = `${left.a ?? 'Side A'} vs ${left.b ?? 'Side B'}`;
  const winner = m?.winner?.name ?? null;
  const sets = m?.sets.length ? `: ${setsText(m.sets)}` : '';
  const said = (desk: string, passive: string) => (scoring ? `The desk ${desk}` : passive);
  if (!m) return said(`took ${title} off the schedule.`, `${title} was taken off the schedule.`);
  switch (m.status) {
    case 'final':
      return said(`recorded the result of ${title}`, `The result of ${title} was recorded`) + `${sets}${winner ? `, ${winner} won` : ''}.`;
    case 'forfeit':
      return said(`recorded ${title} as a forfeit`, `${title} was recorded as a forfeit`) + `${winner ? `: ${winner} wins` : ''}.`;
    case 'void':
    case 'bye':
      return said(`cancelled ${title}`, `${title} was cancelled`) + `${winner ? `; ${winner} goes through` : ''}.`;
    case 'live':
      if (m.court !== null && m.court !== court) return said(`moved ${title} to court ${m.court}.`, `${title} moved to court ${m.court}.`);
      return `${title} is no longer on court ${court}.`;
    default:
      return said(`sent ${title} back to the queue; it will be played later.`, `${title} went back to the queue; it will be played later.`);
  }
}

/**
 * The sentence for `left`, read from the tournament's public state (the court doc only knows the court's own
 * match). Without a network it says only that the match left this court.
 */
export async function whatHappened(slug: string, left: CourtMatch, court: number, scoring: boolean): Promise<string> {
  const fallback = `${left.a ?? 'Side A'} vs ${left.b ?? 'Side B'} is no longer on court ${court}.`;
  try {
    const res = await fetch(`/t/${encodeURIComponent(slug)}/state.json`, { cache: 'no-store' });
    if (!res.ok) return fallback;
    const pub = (await res.json()) as PublicState;
    return fateText(allMatches(pub).find((x) => x.id === left.id) ?? null, left, court, scoring);
  } catch {
    return fallback;
  }
}
