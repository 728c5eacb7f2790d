// Words and numbers as people read them: phases, match names, set scores, times.
import type { MatchStage, MatchStatus, Phase, PublicMatch, SetScore, TeamRef } from '../../shared/types.js';

export const PHASE_LABEL: Record<Phase, string> = {
  checkin: 'Registration open',
  closed: 'Registration closed',
  live: 'Live',
  final: 'Final results',
};

export const STATUS_LABEL: Record<MatchStatus, string> = {
  pending: 'Waiting',
  on_deck: 'On deck',
  live: 'Live',
  final: 'Final',
  forfeit: 'Forfeit',
  void: 'Void',
  bye: 'Bye',
};

const STAGE_LABEL: Record<MatchStage, string> = { pool: 'Pool', bracket: 'Bracket', losers: 'Losers bracket', final: 'Final' };

export function sideName(ref: TeamRef | null): string {
  return ref ? ref.name : 'TBD';
}

/** "Pool A · round 2", "Bracket · round 1 · match 3", or the match's own label ("Final"). */
export function matchTitle(m: Pick<PublicMatch, 'stage' | 'round' | 'slot' | 'label' | 'poolId'>): string {
  if (m.label) return m.label;
  if (m.stage === 'pool') return `Pool ${m.poolId ?? ''} · round ${m.round}`.replace('  ', ' ');
  return `${STAGE_LABEL[m.stage]} · round ${m.round}${m.slot !== null ? ` · match ${m.slot}` : ''}`;
}

export function setsText(sets: SetScore[]): string {
  return sets.map(([a, b]) => `${a}-${b}`).join(', ');
}

/** Sets won by each side. */
export function setCount(sets: SetScore[]): [number, number] {
  let a = 0;
  let b = 0;
  for (const [x, y] of sets) { if (x > y) a++; else if (y > x) b++; }
  return [a, b];
}

export function etaText(min: number): string {
  return min <= 0 ? 'now' : `~${min} min`;
}

export function timeText(at: number): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
