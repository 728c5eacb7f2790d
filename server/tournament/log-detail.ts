// The `detail` column of the events table: a short description of an intent, by team names (never ids), that never holds private team data.
import { absentTeams } from '../../shared/engine/checkin.js';
import { describeMatch } from '../../shared/engine/courts.js';
import type { Intent, SetScore, Tournament } from '../../shared/engine/types.js';

const setsText = (sets: SetScore[] | undefined) => (sets ?? []).map(([a, b]) => `${a}-${b}`).join(', ');
const cut = (s: string, n = 60) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

function teamName(t: Tournament, id: string): string {
  const team = t.teams[id];
  return team ? `"${cut(team.name, 40)}"` : 'a team no longer listed';
}

/** A match as the desk's log reads it: its teams ("Sand Sharks vs Dig Dug"), else its label. */
function matchName(t: Tournament, id: string): string {
  const m = t.matches[id];
  return m ? cut(describeMatch(t, m), 90) : 'a match no longer listed';
}

/** Describes `intent` against the state it was applied to (names are looked up there). */
export function describeIntent(intent: Intent, t: Tournament): string {
  switch (intent.type) {
    case 'register':
    case 'teamAdd':
      return `team "${cut(String(intent.name ?? ''), 40)}"`;
    case 'teamEdit':
      return `${teamName(t, intent.id)} -> "${cut(String(intent.name ?? ''), 40)}"`;
    case 'teamSeed':
      return `${teamName(t, intent.id)} seed ${intent.seed}`;
    case 'teamRemove':
      return teamName(t, intent.id);
    case 'withdraw':
      return `${teamName(t, intent.id)} (${intent.mode})`;
    case 'teamArrive':
      return `${teamName(t, intent.id)} ${intent.arrived ? 'arrived' : 'not arrived'}`;
    case 'withdrawAbsent': {
      // The teams as they were before: the ones this action withdraws.
      const absent = absentTeams(t);
      return `${absent.length} absent (${intent.mode}): ${cut(absent.map((x) => teamName(t, x.id)).join(', '), 200)}`;
    }
    case 'teamNewCode':
      // Never the code itself: the events table is no place for a team's key.
      return `new code for ${teamName(t, intent.id)}`;
    case 'teamImport':
      return `${intent.rows.length} CSV row${intent.rows.length === 1 ? '' : 's'}`;
    case 'phase':
      return `phase ${intent.phase}`;
    case 'banner':
      return intent.banner.trim() === '' ? 'banner cleared' : `banner "${cut(intent.banner)}"`;
    case 'broadcast':
      return `"${cut(intent.text)}"`;
    case 'notes':
      return 'notes edited';
    case 'generatePools':
      return `pools of ${intent.poolSize}${intent.workTeams ? ', with work teams' : ''}`;
    case 'generateBracket':
      return `${intent.tier ? `${cut(intent.tier)} tier, ` : ''}${intent.bracketType} bracket, ${intent.fromRank !== undefined || intent.toRank !== undefined ? `ranks ${intent.fromRank ?? 1}-${intent.toRank ?? intent.perPool}` : `${intent.perPool} per pool`}, ${intent.wildcards} wildcards${intent.thirdPlace ? ', 3rd place' : ''}${intent.consolation ? ', consolation' : ''}`;
    case 'regenerate':
      return 'play cleared';
    case 'score':
      return `${matchName(t, intent.match)}: ${setsText(intent.sets)}`;
    case 'live':
    case 'keeperLive':
      return `${matchName(t, intent.match)}: ${intent.a}-${intent.b}${intent.sets?.length ? ` after ${setsText(intent.sets)}` : ''}`;
    case 'keeperFinal':
      return `${matchName(t, intent.match)} final: ${setsText(intent.sets)}`;
    case 'forfeit':
      return `${matchName(t, intent.match)} forfeited by ${teamName(t, intent.team)}`;
    case 'swap':
      return `${matchName(t, intent.match)} to court ${intent.court}`;
    case 'pushback':
      return matchName(t, intent.match);
    case 'court':
      return `court ${intent.court} ${intent.op}${intent.reason ? ` (${cut(intent.reason)})` : ''}`;
    case 'tick':
      return 'court engine';
  }
}
