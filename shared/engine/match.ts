// Match records: construction and the small predicates every module asks about a match.
import type { Match, MatchStage, MatchStatus, Tournament } from './types.js';

export function blankMatch(id: string, stage: MatchStage, round: number, fields: Partial<Match> = {}): Match {
  return {
    id,
    stage,
    round,
    slot: null,
    label: null,
    status: 'pending',
    court: null,
    a: null,
    b: null,
    winner: null,
    forfeitBy: null,
    sets: [],
    live: null,
    feeds: null,
    feedsSide: null,
    loserFeeds: null,
    loserFeedsSide: null,
    conditional: false,
    poolId: null,
    startedAt: null,
    endedAt: null,
    alerted: false,
    workTeam: null,
    ...fields,
  };
}

const DECIDED: ReadonlySet<MatchStatus> = new Set(['final', 'forfeit', 'void', 'bye']);

/** Decided matches are over: a result, a forfeit, a void or a bye. */
export function isDecided(m: Match): boolean {
  return DECIDED.has(m.status);
}

/** Waiting matches are in the queue: not yet live, not decided. */
export function isWaiting(m: Match): boolean {
  return m.status === 'pending' || m.status === 'on_deck';
}

/** The loser of a decided match with two teams, else null. */
export function loserOf(m: Match): string | null {
  if (!m.winner || !m.a || !m.b) return null;
  return m.winner === m.a ? m.b : m.a;
}

export function hasTeam(m: Match, team: string): boolean {
  return m.a === team || m.b === team;
}

/** True once any match has a recorded score, forfeit or a point on the board (regenerate is refused then). */
export function anyScore(t: Tournament): boolean {
  return Object.values(t.matches).some(
    (m) => m.status === 'final' || m.status === 'forfeit' || m.sets.length > 0 || (m.live !== null && (m.live[0] > 0 || m.live[1] > 0)),
  );
}

/** True when the reset final is needed: the losers-bracket champion (side B) won the grand final. */
export function resetNeeded(gf: Match): boolean {
  return isDecided(gf) && gf.winner !== null && gf.winner !== gf.a;
}

/** The grand final of double elimination (`GF`, or `<tier prefix>GF`): its reset final is the same id with a 2. */
export function isGrandFinal(m: Pick<Match, 'id' | 'stage' | 'conditional'>): boolean {
  return m.stage === 'final' && !m.conditional && m.id.endsWith('GF');
}

export function isBracketStage(stage: MatchStage): boolean {
  return stage !== 'pool';
}
