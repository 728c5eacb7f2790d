// Arrival check-in on the day (docs/api.md, Check-in and team codes): marking teams arrived, and withdrawing every team that did not come in one write.
import { ownTeam } from './copy-on-write.js';
import { done, invalid, notFound, type Outcome } from './outcome.js';
import type { Team, Tournament, WithdrawMode } from './types.js';

/** Teams stored before check-in existed carry no flag: they count as not arrived. */
export const hasArrived = (team: Pick<Team, 'arrived'>): boolean => team.arrived === true;

/** Registered teams not marked arrived, by seed. */
export function absentTeams(t: Tournament): Team[] {
  return Object.values(t.teams)
    .filter((x) => x.status === 'registered' && !hasArrived(x))
    .sort((x, y) => x.seed - y.seed);
}

/** "A, B and C", or the first few and how many more, so a sentence stays short with 80 absent teams. */
export function nameList(names: string[], max = 5): string {
  if (names.length <= 1) return names[0] ?? '';
  const shown = names.slice(0, max);
  const rest = names.length - shown.length;
  return rest > 0 ? `${shown.join(', ')} and ${rest} more` : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/** `teamArrive`: one tap at the desk; setting what is already set changes nothing. */
export function arriveTeam(t: Tournament, id: string, arrived: boolean): Outcome {
  const team = t.teams[id];
  if (!team) return notFound(`No team with id ${id}.`, { key: 'refusal.noTeam', values: { id } });
  if (team.status !== 'registered')
    return invalid(`${team.name} is withdrawn; only registered teams check in.`, undefined, {
      why: { key: 'refusal.withdrawnNoCheckin', values: { name: team.name } },
    });
  if (hasArrived(team) === arrived) {
    return {
      ok: true,
      msg: arrived ? `${team.name} is already checked in.` : `${team.name} was not checked in.`,
      said: { key: 'answer.arrivedAlready', values: { name: team.name, arrived: arrived ? 'yes' : 'no' } },
      changed: false,
    };
  }
  ownTeam(t, team).arrived = arrived;
  return done(arrived ? `${team.name} checked in.` : `${team.name} is no longer checked in.`, [], {
    key: 'answer.arrived',
    values: { name: team.name, arrived: arrived ? 'yes' : 'no' },
  });
}

/** `withdrawAbsent`: every registered team not marked arrived is withdrawn by `mode` (settle does the rest), or nothing when none is absent. */
export function withdrawAbsent(t: Tournament, mode: WithdrawMode): Outcome {
  if (mode !== 'forfeit' && mode !== 'void')
    return invalid('Mode must be forfeit or void.', undefined, { why: { key: 'refusal.modeUnknown' } });
  const registered = Object.values(t.teams).filter((x) => x.status === 'registered');
  if (registered.length === 0)
    return invalid('There are no registered teams, so nobody is absent.', undefined, { why: { key: 'refusal.noRegistered' } });
  const absent = absentTeams(t);
  if (absent.length === 0)
    return invalid(`All ${registered.length} registered teams have checked in; nobody to withdraw.`, undefined, {
      why: { key: 'refusal.allArrived', values: { n: registered.length } },
    });
  for (const team of absent) {
    team.status = 'withdrawn';
    team.withdrawMode = mode;
  }
  const n = absent.length;
  const matches =
    Object.keys(t.matches).length > 0 ? `; their remaining matches ${mode === 'forfeit' ? 'count as forfeits' : 'are void'}` : '';
  const names = absent.map((x) => x.name);
  const shown = names.slice(0, 5);
  const more = names.length - shown.length;
  return done(`Withdrew ${n} team${n === 1 ? '' : 's'} that had not checked in: ${nameList(names)}${matches}.`, [], {
    key: 'answer.withdrewAbsent',
    values: {
      n,
      head: (more > 0 ? shown : shown.slice(0, -1)).join(', '),
      last: shown[shown.length - 1] ?? '',
      more,
      matches: matches === '' ? 'none' : mode,
    },
  });
}
