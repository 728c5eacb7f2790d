// The public document built again after each change, reusing every part whose inputs are the very objects it was built from.
//
// The engine keeps the objects of whatever an intent did not touch (the records and arrays around a
// changed match are new, the rest are shared with the previous state), so a keeper's point re-projects
// one match, its court and its pool rather than the whole event. Identity is only a shortcut: a state
// whose objects are all new (a clone) gives the same document, built from scratch. States are treated
// as immutable: an object once projected must not be changed in place. What the projector returns is
// frozen, because its parts are shared with earlier and later documents.
import { planQueue, type PlanEntry } from '../engine/courts.js';
import {
  assemble,
  byRoundThenSlot,
  COURT_UP_NEXT,
  inQueueOrder,
  publicAlert,
  publicCourt,
  publicMatch,
  publicPool,
  publicTeam,
  publicTiers,
  teamRef,
  upNextEntry,
} from './project.js';
import { sameJson } from '../engine/json-equal.js';
import type { ChangeSet } from '../engine/change-set.js';
import { changedMatches, groupMatches, poolMatchesIn, regroup, type Groups } from './match-groups.js';
import { publicRules } from '../engine/rules.js';
import { poolStandings } from '../engine/standings.js';
import type {
  Alert,
  Court,
  EventRef,
  VenueShare,
  Match,
  Pool,
  PublicAlert,
  PublicCourt,
  PublicMatch,
  PublicPool,
  PublicRules,
  PublicState,
  PublicTeam,
  Rules,
  Standing,
  Team,
  TeamRef,
  Tournament,
  UpNextEntry,
} from '../engine/types.js';

export interface Projector {
  /**
   * Deep-equals `project(state, now)`. `change`: the engine's record of what changed since the state projected
   * last (change-set.ts), when the caller has it; without it, what changed is found by identity.
   */
  project(state: Tournament, now: number, change?: ChangeSet | null, venue?: VenueShare | null): PublicState;
  /**
   * Match `m` of `state` as pools and the bracket show it (`publicMatch`), frozen: the very object the next
   * projection of `state` uses, so a keeper's answer and the document build it once between them.
   */
  match(state: Tournament, m: Match): PublicMatch;
}

/** `prev` when it holds the very same items, so an unchanged list keeps its identity downstream. */
function keep<T>(prev: readonly T[] | undefined, next: T[]): T[] {
  if (prev === next) return next;
  if (!prev || prev.length !== next.length) return next;
  for (let i = 0; i < next.length; i++) if (prev[i] !== next[i]) return next;
  return prev as T[];
}

const sameItems = <T>(x: readonly T[] | undefined, y: readonly T[]): boolean => x !== undefined && keep(x, y as T[]) === x;

/** Freezes what is new; parts already frozen were frozen with everything under them. */
function freeze<T>(v: T): T {
  if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return v;
  Object.freeze(v);
  if (Array.isArray(v)) for (let i = 0; i < v.length; i++) freeze(v[i]);
  else for (const k in v) freeze(v[k]);
  return v;
}

/** A match as shown, with the team refs it was built with: a rename elsewhere leaves it valid. */
interface ShownMatch {
  match: PublicMatch;
  teamsOf: Tournament['teams'];
  entry: UpNextEntry | null;
}

const REF_FIELDS = ['a', 'b', 'winner', 'workTeam'] as const;

/** True while every team the match names still has the id and name it was shown with (or is still missing). */
function refsHold(t: Tournament, m: Match, shown: PublicMatch): boolean {
  for (const f of REF_FIELDS) {
    const id = m[f] ?? null;
    if (id === null) continue;
    const team = t.teams[id];
    const ref: TeamRef | null = shown[f];
    if (team ? ref === null || team.id !== ref.id || team.name !== ref.name : ref !== null) return false;
  }
  return true;
}

interface PoolMemo {
  pool: Pool;
  rules: Rules;
  /** The state's team record, its teams in this pool, and the pool's matches (in the state's order) as last projected. */
  teamsOf: Tournament['teams'];
  teams: (Team | undefined)[];
  matches: readonly Match[];
  standings: Standing[];
  shown: PublicMatch[];
  out: PublicPool;
}

/** `match` is the live match as shown: one object per Match object, so its `startedAt` is covered too. */
interface CourtMemo {
  c: Court;
  match: PublicMatch | null;
  upNext: UpNextEntry[];
  elsewhere: EventRef | null;
  out: PublicCourt;
}

export function createProjector(): Projector {
  const shownMatches = new WeakMap<Match, ShownMatch>();
  const shownTeams = new WeakMap<Team, PublicTeam>();
  const shownAlerts = new WeakMap<Alert, PublicAlert>();
  let last: PublicState | null = null;
  /** The state last projected and its matches grouped; `changed` is what the state being projected changed since (null: anything). */
  let grouped: Tournament | null = null;
  let groups: Groups | null = null;
  let changed: readonly string[] | null = null;
  let rulesMemo: { of: Rules; out: PublicRules } | null = null;
  let teamLists: { of: Tournament['teams']; teams: PublicTeam[]; withdrawn: PublicTeam[] } | null = null;
  let poolMemos = new Map<string, PoolMemo>();
  let bracketMemo: {
    matches: readonly Match[];
    queue: string[];
    teamsOf: Tournament['teams'];
    sorted: Match[];
    shown: PublicMatch[];
  } | null = null;
  /** For the state `of`; `planned`: the ids of the plan's matches. */
  let upNextMemo: {
    of: Tournament;
    plan: readonly PlanEntry[];
    teamsOf: Tournament['teams'];
    shown: UpNextEntry[];
    planned: Set<string>;
  } | null = null;
  let plannedMemo: { of: UpNextEntry[]; byCourt: Map<number, UpNextEntry[]> } | null = null;
  let courtMemos = new Map<number, CourtMemo>();

  function matchOf(t: Tournament, m: Match): ShownMatch {
    let s = shownMatches.get(m);
    if (s && s.teamsOf !== t.teams && refsHold(t, m, s.match)) s.teamsOf = t.teams;
    if (!s || s.teamsOf !== t.teams) {
      s = { match: freeze(publicMatch(t, m)), teamsOf: t.teams, entry: null };
      shownMatches.set(m, s);
    }
    return s;
  }

  function entryOf(t: Tournament, m: Match, e: PlanEntry): UpNextEntry {
    const s = matchOf(t, m);
    const had = s.entry;
    if (had && had.court === e.court && had.etaMin === e.etaMin && had.tentative === e.tentative) return had;
    s.entry = freeze(upNextEntry(s.match, e));
    return s.entry;
  }

  function teamOf(team: Team): PublicTeam {
    let p = shownTeams.get(team);
    if (!p) {
      p = freeze(publicTeam(team));
      shownTeams.set(team, p);
    }
    return p;
  }

  /** The matches grouped, following what changed since the last state when that is known and small. */
  function groupsOf(t: Tournament, change: ChangeSet | null | undefined): Groups {
    changed = grouped && groups ? changedMatches(grouped, t, groups.count, change) : null;
    const followed = changed && groups ? regroup(groups, t.matches, changed) : null;
    if (!followed) changed = null;
    return followed ?? groupMatches(t.matches);
  }

  function projectTeams(t: Tournament): { teams: PublicTeam[]; withdrawn: PublicTeam[] } {
    if (teamLists?.of === t.teams) return teamLists;
    const all = Object.values(t.teams).sort((x, y) => x.seed - y.seed);
    const teams = keep(teamLists?.teams, all.filter((x) => x.status === 'registered').map(teamOf));
    const withdrawn = keep(teamLists?.withdrawn, all.filter((x) => x.status === 'withdrawn').map(teamOf));
    teamLists = { of: t.teams, teams, withdrawn };
    return teamLists;
  }

  function projectRules(t: Tournament): PublicRules {
    if (rulesMemo?.of === t.rules) return rulesMemo.out;
    const out = publicRules(t.rules);
    rulesMemo = { of: t.rules, out: rulesMemo && sameJson(rulesMemo.out, out) ? rulesMemo.out : freeze(out) };
    return rulesMemo.out;
  }

  function projectPool(t: Tournament, pool: Pool, matches: readonly Match[], memo: PoolMemo | undefined): PoolMemo {
    const sameMatches = memo !== undefined && sameItems(memo.matches, matches);
    // Nothing the pool shows can differ: same matches, teams, rules and pool.
    if (sameMatches && memo.teamsOf === t.teams && memo.rules === t.rules && memo.pool === pool) return memo;
    const teams = pool.teamIds.map((id) => t.teams[id]);
    // The same pool's matches with the same results (a live score is none) rank the same: checked only while the pool kept its object.
    const sameResults = sameMatches || (memo !== undefined && memo.pool === pool && sameResultsIn(memo.matches, matches));
    const sameInputs =
      sameResults &&
      sameItems(memo!.teams, teams) &&
      (memo!.rules === t.rules || sameJson(memo!.rules, t.rules)) &&
      (memo!.pool === pool || sameJson(memo!.pool, pool));
    const standings = sameInputs ? memo.standings : poolStandings(t, pool, [...matches]);
    const shown = keep(
      memo?.shown,
      [...matches].sort(byRoundThenSlot).map((m) => matchOf(t, m).match),
    );
    const out =
      memo && memo.out.id === pool.id && memo.standings === standings && memo.shown === shown
        ? memo.out
        : freeze(publicPool(pool, standings, shown));
    return { pool, rules: t.rules, teamsOf: t.teams, teams, matches, standings, shown, out };
  }

  function projectPools(t: Tournament, g: Groups): PublicPool[] {
    const next = new Map<string, PoolMemo>();
    for (const p of t.pools) next.set(p.id, projectPool(t, p, poolMatchesIn(g, p.id), poolMemos.get(p.id)));
    poolMemos = next;
    return keep(
      last?.pools,
      t.pools.map((p) => next.get(p.id)!.out),
    );
  }

  function projectBracket(t: Tournament, g: Groups): PublicMatch[] {
    const matches = g.bracket;
    const same = bracketMemo !== null && sameItems(bracketMemo.matches, matches) && sameItems(bracketMemo.queue, t.queue);
    if (same && bracketMemo!.teamsOf === t.teams) return bracketMemo!.shown;
    const sorted = same ? bracketMemo!.sorted : inQueueOrder(t, [...matches]);
    const shown = keep(
      bracketMemo?.shown,
      sorted.map((m) => matchOf(t, m).match),
    );
    bracketMemo = { matches, queue: t.queue, teamsOf: t.teams, sorted, shown };
    return shown;
  }

  /** The plan's entries: the very list of the last state while the plan, the teams and every planned match are the same. */
  function projectUpNext(t: Tournament, now: number, venue: VenueShare | null): UpNextEntry[] {
    // A division of an event shows its share of the venue's plan (docs/api.md, Events), not a plan of its own courts.
    const plan = venue ? venue.plan : t.phase === 'live' ? planQueue(t, now) : [];
    const memo = upNextMemo;
    const since = memo?.of === grouped ? changed : null;
    if (memo && since && memo.plan === plan && memo.teamsOf === t.teams && !since.some((id) => memo.planned.has(id))) {
      upNextMemo = { ...memo, of: t };
      return memo.shown;
    }
    const out: UpNextEntry[] = [];
    for (const e of plan) {
      const m = t.matches[e.match];
      if (m) out.push(entryOf(t, m, e));
    }
    upNextMemo = { of: t, plan, teamsOf: t.teams, shown: keep(memo?.shown, out), planned: new Set(plan.map((e) => e.match)) };
    return upNextMemo.shown;
  }

  /** The first few planned per court, in one pass over the plan (again only when the plan shown changed). */
  function plannedByCourt(upNext: UpNextEntry[]): Map<number, UpNextEntry[]> {
    if (plannedMemo?.of === upNext) return plannedMemo.byCourt;
    const byCourt = new Map<number, UpNextEntry[]>();
    for (const e of upNext) {
      const list = byCourt.get(e.court);
      if (!list) byCourt.set(e.court, [e]);
      else if (list.length < COURT_UP_NEXT) list.push(e);
    }
    plannedMemo = { of: upNext, byCourt };
    return byCourt;
  }

  function projectCourts(t: Tournament, upNext: UpNextEntry[], venue: VenueShare | null): PublicCourt[] {
    const planned = plannedByCourt(upNext);
    const next = new Map<number, CourtMemo>();
    // A division of an event lists only the venue courts it may use; one held by another division says which.
    const courts = venue ? t.courts.filter((c) => venue.allowed.includes(c.court)) : t.courts;
    const out = courts.map((c) => {
      const memo = courtMemos.get(c.court);
      const seen = venue?.elsewhere.get(c.court) ?? null;
      const elsewhere = seen && memo?.elsewhere?.slug === seen.slug && memo.elsewhere.name === seen.name ? memo.elsewhere : seen;
      const live = c.match ? t.matches[c.match] : undefined;
      const match = live ? matchOf(t, live).match : null;
      const upNextHere = keep(memo?.upNext, planned.get(c.court) ?? []);
      const same =
        memo !== undefined && memo.match === match && memo.upNext === upNextHere && memo.elsewhere === elsewhere && sameCourt(memo.c, c);
      const shown = same ? memo.out : freeze(publicCourt(c, live, match, upNextHere, elsewhere));
      next.set(c.court, { c, match, upNext: upNextHere, elsewhere, out: shown });
      return shown;
    });
    courtMemos = next;
    return keep(last?.courts, out);
  }

  function projectAlerts(t: Tournament): PublicAlert[] {
    return keep(
      last?.recentAlerts,
      t.alerts.slice(0, 20).map((a) => {
        let p = shownAlerts.get(a);
        if (!p) {
          p = freeze(publicAlert(a));
          shownAlerts.set(a, p);
        }
        return p;
      }),
    );
  }

  return {
    match: (t, m) => matchOf(t, m).match,
    project(t, now, change, venue = null) {
      const g = groupsOf(t, change);
      const { teams, withdrawn } = projectTeams(t);
      const planned = projectUpNext(t, now, venue);
      const champion = teamRef(t, t.champion);
      const tiers = publicTiers(t);
      const doc = assemble(
        t,
        {
          rules: projectRules(t),
          stages: keep(last?.stages, [...t.stages]),
          teams,
          withdrawn,
          pools: projectPools(t, g),
          bracket: projectBracket(t, g),
          courts: projectCourts(t, planned, venue),
          upNext: planned,
          champion: last && sameJson(last.champion, champion) ? last.champion : champion,
          tiers: last && sameJson(last.tiers, tiers) ? last.tiers : tiers,
          recentAlerts: projectAlerts(t),
          event:
            last?.event && venue && last.event.slug === venue.event.slug && last.event.name === venue.event.name
              ? last.event
              : (venue?.event ?? null),
        },
        now,
      );
      last = freeze(doc);
      // Only a projection made whole becomes the state later changes are counted from (one that threw leaves the last).
      grouped = t;
      groups = g;
      return doc;
    },
  };
}

/** What the standings read of a match: who played, how it ended, its sets (a live score is not among them). */
function sameResult(x: Match, y: Match): boolean {
  return (
    x === y ||
    (x.id === y.id &&
      x.stage === y.stage &&
      x.poolId === y.poolId &&
      x.status === y.status &&
      x.a === y.a &&
      x.b === y.b &&
      x.winner === y.winner &&
      x.forfeitBy === y.forfeitBy &&
      sameJson(x.sets, y.sets))
  );
}

function sameResultsIn(x: readonly Match[], y: readonly Match[]): boolean {
  return x.length === y.length && x.every((m, i) => sameResult(m, y[i]!));
}

/** A court shows these fields of its state (its live match is compared on its own). */
function sameCourt(x: Court, y: Court): boolean {
  return x === y || (x.court === y.court && x.status === y.status && x.reason === y.reason && (x.rev ?? 0) === (y.rev ?? 0));
}
