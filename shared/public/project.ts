// The public document (docs/api.md, The public document): a redacted view of the state that never holds private team data.
import { avgMatchMin, planQueue, type PlanEntry } from '../engine/courts.js';
import { publicRules } from '../engine/rules.js';
import { matchesByPool, poolStandings } from '../engine/standings.js';
import { tierChampion, tiersOf } from '../engine/tiers.js';
import type {
  Alert,
  Court,
  EventRef,
  Match,
  Pool,
  PublicAlert,
  PublicCourt,
  PublicMatch,
  PublicPool,
  PublicState,
  PublicTeam,
  PublicTier,
  Standing,
  Team,
  TeamRef,
  Tournament,
  UpNextEntry,
} from '../engine/types.js';

/**
 * Ids and sides that the public document (docs/api.md) types as strings (team `poolId`, match `feeds`/`feedsSide`, alert `match`) are ''
 * where the state holds none, so every field keeps its one JSON type.
 */
const str = <T extends string>(v: T | null): T | '' => v ?? '';

export function publicTeam(team: Team): PublicTeam {
  return {
    id: team.id,
    name: team.name,
    players: team.players,
    seed: team.seed,
    status: team.status,
    poolId: str(team.poolId),
    arrived: team.arrived === true,
  };
}

export function teamRef(t: Pick<Tournament, 'teams'>, id: string | null): TeamRef | null {
  if (id === null) return null;
  const team = t.teams[id];
  return team ? { id: team.id, name: team.name } : null;
}

export function publicMatch(t: Pick<Tournament, 'teams'>, m: Match): PublicMatch {
  return {
    id: m.id,
    stage: m.stage,
    round: m.round,
    slot: m.slot,
    label: m.label,
    status: m.status,
    court: m.court,
    a: teamRef(t, m.a),
    b: teamRef(t, m.b),
    winner: teamRef(t, m.winner),
    sets: m.sets.map(([x, y]) => [x, y]),
    live: m.live ? [m.live[0], m.live[1]] : null,
    feeds: str(m.feeds),
    feedsSide: str(m.feedsSide),
    loserFeeds: str(m.loserFeeds),
    loserFeedsSide: str(m.loserFeedsSide),
    conditional: m.conditional,
    poolId: str(m.poolId),
    rev: m.rev ?? 0,
    workTeam: teamRef(t, m.workTeam ?? null),
    tier: m.tier ?? '',
  };
}

/** The drawn brackets with their champions, the main (or first) one first (docs/api.md, Tiers and consolation). */
export function publicTiers(t: Tournament): PublicTier[] {
  return tiersOf(t).map((x) => ({ name: x.name, champion: teamRef(t, tierChampion(t, x)) }));
}

export function upNextEntry(m: PublicMatch, e: PlanEntry): UpNextEntry {
  return { ...m, court: e.court, etaMin: e.etaMin, tentative: e.tentative };
}

/** `match` is the court's live match as shown, `upNext` the first few planned for the court. */
export function publicCourt(
  c: Court,
  live: Match | undefined,
  match: PublicMatch | null,
  upNext: UpNextEntry[],
  elsewhere?: EventRef | null,
): PublicCourt {
  return {
    court: c.court,
    status: c.status,
    reason: c.reason,
    match,
    startedAt: live?.startedAt ?? null,
    upNext,
    rev: c.rev ?? 0,
    elsewhere: elsewhere ?? null,
  };
}

export function publicPool(pool: Pool, standings: Standing[], matches: PublicMatch[]): PublicPool {
  return { id: pool.id, standings, matches };
}

export function publicAlert(a: Alert): PublicAlert {
  return { kind: a.kind, text: a.text, at: a.at, teams: [...a.teams], match: str(a.match) };
}

export function byRoundThenSlot(x: Match, y: Match): number {
  return x.round - y.round || (x.slot ?? 0) - (y.slot ?? 0);
}

/** Bracket matches in play order. */
export function inQueueOrder(t: Pick<Tournament, 'queue'>, bracket: Match[]): Match[] {
  const order = new Map(t.queue.map((id, i) => [id, i]));
  return [...bracket].sort((x, y) => (order.get(x.id) ?? 0) - (order.get(y.id) ?? 0));
}

/** How many planned matches each court lists under it. */
export const COURT_UP_NEXT = 3;

/** What the public document shows of the state's lists; `assemble` adds the rest. */
export type Parts = Pick<
  PublicState,
  'rules' | 'stages' | 'teams' | 'withdrawn' | 'pools' | 'bracket' | 'courts' | 'upNext' | 'champion' | 'tiers' | 'recentAlerts' | 'event'
>;

/** The whole document in its field order (the bytes of state.json follow it). */
export function assemble(t: Tournament, p: Parts, now: number): PublicState {
  return {
    slug: t.slug,
    name: t.name,
    date: t.date,
    notes: t.notes,
    phase: t.phase,
    banner: t.banner,
    rules: p.rules,
    stages: p.stages,
    courtCount: t.courtCount,
    teams: p.teams,
    withdrawn: p.withdrawn,
    pools: p.pools,
    bracket: p.bracket,
    courts: p.courts,
    upNext: p.upNext,
    avgMatchMin: avgMatchMin(t),
    champion: p.champion,
    tiers: p.tiers,
    recentAlerts: p.recentAlerts,
    event: p.event ?? null,
    generatedAt: now,
  };
}

/** The reference projection: everything rebuilt from the state (the server's projector reuses what did not change). */
export function project(state: Tournament, now: number): PublicState {
  const t = state;
  const teams = Object.values(t.teams).sort((x, y) => x.seed - y.seed);
  const matches = Object.values(t.matches);
  const plan = t.phase === 'live' ? planQueue(t, now) : [];
  const upNext: UpNextEntry[] = [];
  for (const e of plan) {
    const m = t.matches[e.match];
    if (m) upNext.push(upNextEntry(publicMatch(t, m), e));
  }
  const courts: PublicCourt[] = t.courts.map((c) => {
    const live = c.match ? t.matches[c.match] : undefined;
    // the next few per court: enough for boards; the whole plan is in the top-level upNext
    const planned = upNext.filter((e) => e.court === c.court).slice(0, COURT_UP_NEXT);
    return publicCourt(c, live, live ? publicMatch(t, live) : null, planned);
  });
  const bracket = inQueueOrder(
    t,
    matches.filter((m) => m.stage !== 'pool'),
  ).map((m) => publicMatch(t, m));
  const byPool = matchesByPool(t);
  return assemble(
    t,
    {
      rules: publicRules(t.rules),
      stages: [...t.stages],
      teams: teams.filter((x) => x.status === 'registered').map(publicTeam),
      withdrawn: teams.filter((x) => x.status === 'withdrawn').map(publicTeam),
      pools: t.pools.map((pool) =>
        publicPool(
          pool,
          poolStandings(t, pool, byPool.get(pool.id)),
          [...byPool.get(pool.id)!].sort(byRoundThenSlot).map((m) => publicMatch(t, m)),
        ),
      ),
      bracket,
      courts,
      upNext,
      champion: teamRef(t, t.champion),
      tiers: publicTiers(t),
      recentAlerts: t.alerts.slice(0, 20).map(publicAlert),
    },
    now,
  );
}
