// The roster: registration, organizer team operations (add, edit, seed, remove) and withdrawal.
import { checkTeamFields } from './fields.js';
import { teamCode } from './ids.js';
import { hasTeam, isDecided } from './match.js';
import { done, invalid, notFound, type Outcome } from './outcome.js';
import type { Ctx, Team, TeamFields, Tournament, WithdrawMode } from './types.js';
import { reassignWorkTeams } from './work-teams.js';

function takenNames(t: Tournament, except?: string): string[] {
  return Object.values(t.teams)
    .filter((x) => x.id !== except)
    .map((x) => x.name);
}

function nextSeed(t: Tournament): number {
  const seeds = Object.values(t.teams)
    .filter((x) => x.status === 'registered')
    .map((x) => x.seed);
  return seeds.length === 0 ? 1 : Math.max(...seeds) + 1;
}

function findTeam(t: Tournament, id: string): Team | Outcome {
  const team = t.teams[id];
  return team ?? notFound(`No team with id ${id}.`, { key: 'refusal.noTeam', values: { id } });
}

/**
 * Teams per tournament, registered plus withdrawn (removed teams free their place). Far above a large
 * real event (a few hundred teams), and low enough that a write stays cheap at the cap (docs/benchmarks.md, At the team cap).
 */
export const MAX_TEAMS = 1024;

/** A new team, from the public form (`register`) or the desk (`teamAdd`). */
export function addTeam(t: Tournament, f: TeamFields, ctx: Ctx, fromPublic: boolean): Outcome {
  if (fromPublic && t.phase !== 'checkin')
    return invalid('Registration is closed for this tournament.', undefined, { why: { key: 'refusal.registrationClosed' } });
  if (Object.keys(t.teams).length >= MAX_TEAMS)
    return invalid(`This tournament has reached its limit of ${MAX_TEAMS} teams.`, undefined, {
      why: { key: 'refusal.teamLimit', values: { max: MAX_TEAMS } },
    });
  const check = checkTeamFields(f, t.rules, { phoneRequired: fromPublic, takenNames: takenNames(t) });
  if (!check.ok)
    return invalid(check.error, check.fields, {
      ...(check.why ? { why: check.why } : {}),
      ...(check.fieldWhy ? { fieldWhy: check.fieldWhy } : {}),
    });
  const v = check.value;
  const codes = new Set(Object.values(t.teams).map((x) => x.code));
  const team: Team = {
    id: `t${t.nextTeam}`,
    name: v.name,
    players: v.players,
    seed: nextSeed(t),
    status: 'registered',
    poolId: null,
    withdrawMode: null,
    arrived: false,
    captain: v.captain,
    phone: v.phone,
    playerNames: v.playerNames,
    code: teamCode(ctx.random, codes),
  };
  t.nextTeam += 1;
  t.teams[team.id] = team;
  return done(`Team ${team.name} registered.`, [{ type: 'teamAdded', team: team.id, code: team.code }], {
    key: 'reg.done',
    values: { name: team.name },
  });
}

export function editTeam(t: Tournament, id: string, f: TeamFields): Outcome {
  const team = findTeam(t, id);
  if ('ok' in team) return team;
  const check = checkTeamFields({ ...f, phone: f.phone ?? '', playerNames: f.playerNames ?? '' }, t.rules, {
    phoneRequired: false,
    takenNames: takenNames(t, id),
  });
  if (!check.ok)
    return invalid(check.error, check.fields, {
      ...(check.why ? { why: check.why } : {}),
      ...(check.fieldWhy ? { fieldWhy: check.fieldWhy } : {}),
    });
  const v = check.value;
  team.name = v.name;
  team.captain = v.captain;
  team.players = v.players;
  if (f.phone !== undefined) team.phone = v.phone;
  if (f.playerNames !== undefined) team.playerNames = v.playerNames;
  return done(`Team ${team.name} updated.`, [], { key: 'answer.teamUpdated', values: { name: team.name } });
}

/** Gives a team a seed; a team already holding that seed takes the old one (seeds stay unique). */
export function seedTeam(t: Tournament, id: string, seed: number): Outcome {
  const team = findTeam(t, id);
  if ('ok' in team) return team;
  if (!Number.isInteger(seed) || seed < 1 || seed > 9999)
    return invalid(
      'Seed must be a whole number from 1 to 9999.',
      { seed: 'Enter a whole number from 1.' },
      { why: { key: 'refusal.seedRange' }, fieldWhy: { seed: { key: 'refusal.seedField' } } },
    );
  const holder = Object.values(t.teams).find((x) => x.seed === seed && x.id !== id);
  if (holder) holder.seed = team.seed;
  team.seed = seed;
  return done(
    holder ? `${team.name} is now seed ${seed}; ${holder.name} takes seed ${holder.seed}.` : `${team.name} is now seed ${seed}.`,
    [],
    {
      key: 'answer.seeded',
      values: { name: team.name, seed, swapped: holder ? 'yes' : 'no', holder: holder?.name ?? '', old: holder?.seed ?? 0 },
    },
  );
}

/** Removes a team that has no recorded result; its unplayed pool matches go, a bracket slot becomes a bye. */
export function removeTeam(t: Tournament, id: string): Outcome {
  const team = findTeam(t, id);
  if ('ok' in team) return team;
  const own = Object.values(t.matches).filter((m) => hasTeam(m, id));
  const played = own.find((m) => isDecided(m) || m.status === 'live' || m.sets.length > 0 || m.live !== null);
  if (played)
    return invalid(`${team.name} already has a result (${played.id}); withdraw the team instead.`, undefined, {
      why: { key: 'refusal.hasResult', values: { name: team.name, match: played.id } },
    });
  for (const m of own) {
    if (m.stage === 'pool') {
      delete t.matches[m.id];
    } else {
      if (m.a === id) m.a = null;
      if (m.b === id) m.b = null;
      m.status = 'pending';
      m.court = null;
      m.alerted = false;
    }
  }
  t.queue = t.queue.filter((mid) => t.matches[mid] !== undefined);
  for (const pool of t.pools) pool.teamIds = pool.teamIds.filter((x) => x !== id);
  delete t.teams[id];
  reassignWorkTeams(t);
  return done(`Team ${team.name} removed.`, [], { key: 'answer.teamRemoved', values: { name: team.name } });
}

/** A lost code (docs/api.md, Check-in and team codes): the team gets a code no team holds, its old one included, so the old one stops working. */
export function newTeamCode(t: Tournament, id: string, ctx: Ctx): Outcome {
  const team = findTeam(t, id);
  if ('ok' in team) return team;
  const code = teamCode(ctx.random, new Set(Object.values(t.teams).map((x) => x.code)));
  team.code = code;
  return done(
    `${team.name} has a new team code; the old one no longer opens the team page.`,
    [{ type: 'codeIssued', team: team.id, code }],
    { key: 'answer.newCode', values: { name: team.name } },
  );
}

/** Withdraws a team: its remaining matches are settled by `mode` (the engine's settle step does that). */
export function withdrawTeam(t: Tournament, id: string, mode: WithdrawMode): Outcome {
  const team = findTeam(t, id);
  if ('ok' in team) return team;
  if (team.status === 'withdrawn')
    return invalid(`${team.name} is already withdrawn.`, undefined, {
      why: { key: 'refusal.alreadyWithdrawn', values: { name: team.name } },
    });
  if (mode !== 'forfeit' && mode !== 'void')
    return invalid('Mode must be forfeit or void.', undefined, { why: { key: 'refusal.modeUnknown' } });
  team.status = 'withdrawn';
  team.withdrawMode = mode;
  reassignWorkTeams(t);
  return done(`${team.name} withdrawn; remaining matches ${mode === 'forfeit' ? 'forfeited' : 'voided'}.`, [], {
    key: 'answer.withdrawn',
    values: { name: team.name, mode },
  });
}
