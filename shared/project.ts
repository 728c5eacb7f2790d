// The public document (SPEC 2.1): a redacted view of the state that never holds private team data.
import { avgMatchMin, planQueue } from './courts.js';
import { publicRules } from './rules.js';
import { poolStandings } from './standings.js';
import type {
  Match, PublicCourt, PublicMatch, PublicState, PublicTeam, Team, TeamRef, Tournament, UpNextEntry,
} from './types.js';

/**
 * Ids and sides that SPEC 2 types as strings (team `poolId`, match `feeds`/`feedsSide`, alert `match`) are ''
 * where the state holds none, so every field keeps its one JSON type.
 */
const str = <T extends string>(v: T | null): T | '' => v ?? '';

function publicTeam(team: Team): PublicTeam {
  return { id: team.id, name: team.name, players: team.players, seed: team.seed, status: team.status, poolId: str(team.poolId), arrived: team.arrived === true };
}

function teamRef(t: Tournament, id: string | null): TeamRef | null {
  if (id === null) return null;
  const team = t.teams[id];
  return team ? { id: team.id, name: team.name } : null;
}

export function publicMatch(t: Tournament, m: Match): PublicMatch {
  return {
    id: m.id, stage: m.stage, round: m.round, slot: m.slot, label: m.label, status: m.status, court: m.court,
    a: teamRef(t, m.a), b: teamRef(t, m.b), winner: teamRef(t, m.winner),
    sets: m.sets.map(([x, y]) => [x, y]), live: m.live ? [m.live[0], m.live[1]] : null,
    feeds: str(m.feeds), feedsSide: str(m.feedsSide), loserFeeds: str(m.loserFeeds), loserFeedsSide: str(m.loserFeedsSide),
    conditional: m.conditional, poolId: str(m.poolId), rev: m.rev ?? 0, workTeam: teamRef(t, m.workTeam ?? null),
  };
}

function byRoundThenSlot(x: Match, y: Match): number {
  return x.round - y.round || (x.slot ?? 0) - (y.slot ?? 0);
}

/** How many planned matches each court lists under it. */
export const COURT_UP_NEXT = 3;

export function project(state: Tournament, now: number): PublicState {
  const t = state;
  const teams = Object.values(t.teams).sort((x, y) => x.seed - y.seed);
  const matches = Object.values(t.matches);
  const plan = t.phase === 'live' ? planQueue(t, now) : [];
  const upNext: UpNextEntry[] = [];
  for (const e of plan) {
    const m = t.matches[e.match];
    if (m) upNext.push({ ...publicMatch(t, m), court: e.court, etaMin: e.etaMin, tentative: e.tentative });
  }
  const courts: PublicCourt[] = t.courts.map((c) => {
    const live = c.match ? t.matches[c.match] : undefined;
    return {
      court: c.court, status: c.status, reason: c.reason,
      match: live ? publicMatch(t, live) : null,
      startedAt: live?.startedAt ?? null,
      // the next few per court: enough for boards; the whole plan is in the top-level upNext
      upNext: upNext.filter((e) => e.court === c.court).slice(0, COURT_UP_NEXT),
      rev: c.rev ?? 0,
    };
  });
  const order = new Map(t.queue.map((id, i) => [id, i]));
  const bracket = matches
    .filter((m) => m.stage !== 'pool')
    .sort((x, y) => (order.get(x.id) ?? 0) - (order.get(y.id) ?? 0))
    .map((m) => publicMatch(t, m));
  return {
    slug: t.slug, name: t.name, date: t.date, notes: t.notes, phase: t.phase, banner: t.banner,
    rules: publicRules(t.rules), stages: [...t.stages], courtCount: t.courtCount,
    teams: teams.filter((x) => x.status === 'registered').map(publicTeam),
    withdrawn: teams.filter((x) => x.status === 'withdrawn').map(publicTeam),
    pools: t.pools.map((pool) => ({
      id: pool.id,
      standings: poolStandings(t, pool),
      matches: matches.filter((m) => m.stage === 'pool' && m.poolId === pool.id).sort(byRoundThenSlot).map((m) => publicMatch(t, m)),
    })),
    bracket, courts, upNext,
    avgMatchMin: avgMatchMin(t),
    champion: teamRef(t, t.champion),
    recentAlerts: t.alerts.slice(0, 20).map((a) => ({ kind: a.kind, text: a.text, at: a.at, teams: [...a.teams], match: str(a.match) })),
    generatedAt: now,
  };
}
