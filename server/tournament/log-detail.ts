// The `detail` column of the events table: a short description of an intent, by team names (never ids), that never holds private team data.
// Each new row also keeps the same description as a message (`said`, docs/translating.md, The desk log), so the desk says it
// in its reader's language; the English sentence stays in `detail` for the CSV and for rows written before.
import { absentTeams } from '../../shared/engine/checkin.js';
import { describeMatch } from '../../shared/engine/courts.js';
import { matchSaid } from '../../shared/engine/match-name.js';
import type { Said } from '../../shared/i18n/words.js';
import type { Intent, Match, SetScore, Tournament } from '../../shared/engine/types.js';
import type { LogMessage } from '../../shared/view/log-detail.js';

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
    case 'generateBracket': {
      const tier = intent.tier ? `${cut(intent.tier)} tier, ` : '';
      const ranks =
        intent.fromRank !== undefined || intent.toRank !== undefined
          ? `ranks ${intent.fromRank ?? 1}-${intent.toRank ?? intent.perPool}`
          : `${intent.perPool} per pool`;
      const extras = `${intent.thirdPlace ? ', 3rd place' : ''}${intent.consolation ? ', consolation' : ''}`;
      return `${tier}${intent.bracketType} bracket, ${ranks}, ${intent.wildcards} wildcards${extras}`;
    }
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

/** A match's teams as message values (names cut as `describeMatch` would never need to: 40 + 40 fits its 90). */
function matchTeams(t: Tournament, id: string): { a: string; b: string } | undefined {
  const m: Match | undefined = t.matches[id];
  const a = m?.a ? t.teams[m.a]?.name : undefined;
  const b = m?.b ? t.teams[m.b]?.name : undefined;
  return a !== undefined && b !== undefined ? { a, b } : undefined;
}

/**
 * `describeIntent` as a message (docs/translating.md, The desk log): the same words in the English catalogue, with the
 * names as values (a match whose teams are not both known yet by its label, itself a message). Undefined where the
 * English sentence is all there is to say (a team or a match no longer listed, a removed team's own
 * words): the desk shows `detail` then.
 */
export function saidOfIntent(intent: Intent, t: Tournament): LogMessage | undefined {
  const team = (id: string) => (t.teams[id] ? cut(t.teams[id].name, 40) : undefined);
  const withTeam = (id: string, make: (name: string) => LogMessage) => {
    const name = team(id);
    return name === undefined ? undefined : make(name);
  };
  const withMatch = (id: string, make: (ab: { a: string; b: string }) => LogMessage, named: (match: Said | string) => LogMessage) => {
    const ab = matchTeams(t, id);
    if (ab !== undefined) return make(ab);
    // teams not both known yet (a final waiting): the match by its label, said in the reader's language
    const m = t.matches[id];
    return m && (m.a === null || m.b === null) ? named(matchSaid(t, m)) : undefined;
  };
  switch (intent.type) {
    case 'register':
    case 'teamAdd':
      return { key: 'desk.logTeam', values: { name: cut(String(intent.name ?? ''), 40) } };
    case 'teamEdit':
      return withTeam(intent.id, (name) => ({ key: 'desk.logTeamEdit', values: { team: name, name: cut(String(intent.name ?? ''), 40) } }));
    case 'teamSeed':
      return withTeam(intent.id, (name) => ({ key: 'desk.logTeamSeed', values: { team: name, seed: String(intent.seed) } }));
    case 'teamRemove':
      return undefined;
    case 'broadcast':
      // the organizer's own words, in the quotation marks of the reader's language
      return { key: 'desk.logBroadcast', values: { text: cut(intent.text) } };
    case 'withdraw':
      return withTeam(intent.id, (name) => ({ key: 'desk.logWithdraw', values: { team: name, mode: intent.mode } }));
    case 'teamArrive':
      return withTeam(intent.id, (name) => ({ key: 'desk.logArrive', values: { team: name, arrived: intent.arrived ? 'yes' : 'no' } }));
    case 'withdrawAbsent': {
      const absent = absentTeams(t);
      const teams = cut(absent.map((x) => teamName(t, x.id)).join(', '), 200);
      return { key: 'desk.logWithdrawAbsent', values: { n: absent.length, mode: intent.mode, teams } };
    }
    case 'teamNewCode':
      return withTeam(intent.id, (name) => ({ key: 'desk.logNewCode', values: { team: name } }));
    case 'teamImport':
      return { key: 'desk.logImport', values: { n: intent.rows.length } };
    case 'phase':
      return { key: 'desk.logPhase', values: { phase: intent.phase } };
    case 'banner':
      return intent.banner.trim() === ''
        ? { key: 'desk.logBannerCleared' }
        : { key: 'desk.logBanner', values: { text: cut(intent.banner) } };
    case 'notes':
      return { key: 'desk.logNotes' };
    case 'generatePools':
      return { key: 'desk.logPools', values: { size: intent.poolSize, work: intent.workTeams ? 'yes' : 'no' } };
    case 'generateBracket': {
      const ranked = intent.fromRank !== undefined || intent.toRank !== undefined;
      return {
        key: 'desk.logBracket',
        values: {
          hasTier: intent.tier ? 'yes' : 'no',
          tier: intent.tier ? cut(intent.tier) : '',
          type: intent.bracketType,
          ranked: ranked ? 'yes' : 'no',
          from: intent.fromRank ?? 1,
          to: intent.toRank ?? intent.perPool,
          perPool: intent.perPool,
          wildcards: intent.wildcards,
          third: intent.thirdPlace ? 'yes' : 'no',
          consolation: intent.consolation ? 'yes' : 'no',
        },
      };
    }
    case 'regenerate':
      return { key: 'desk.logCleared' };
    case 'score':
      return withMatch(
        intent.match,
        (ab) => ({ key: 'desk.logScore', values: { ...ab, sets: setsText(intent.sets) } }),
        (match) => ({ key: 'desk.logScoreOf', values: { match, sets: setsText(intent.sets) } }),
      );
    case 'live':
    case 'keeperLive': {
      const live = { score: `${intent.a}-${intent.b}`, hasSets: intent.sets?.length ? 'yes' : 'no', sets: setsText(intent.sets) };
      return withMatch(
        intent.match,
        (ab) => ({ key: 'desk.logLive', values: { ...ab, ...live } }),
        (match) => ({ key: 'desk.logLiveOf', values: { match, ...live } }),
      );
    }
    case 'keeperFinal':
      return withMatch(
        intent.match,
        (ab) => ({ key: 'desk.logKeeperFinal', values: { ...ab, sets: setsText(intent.sets) } }),
        (match) => ({ key: 'desk.logKeeperFinalOf', values: { match, sets: setsText(intent.sets) } }),
      );
    case 'forfeit': {
      const name = team(intent.team);
      if (name === undefined) return undefined;
      return withMatch(
        intent.match,
        (ab) => ({ key: 'desk.logForfeit', values: { ...ab, team: name } }),
        (match) => ({ key: 'desk.logForfeitOf', values: { match, team: name } }),
      );
    }
    case 'swap':
      return withMatch(
        intent.match,
        (ab) => ({ key: 'desk.logSwap', values: { ...ab, court: intent.court } }),
        (match) => ({ key: 'desk.logSwapOf', values: { match, court: intent.court } }),
      );
    case 'pushback':
      return withMatch(
        intent.match,
        (ab) => ({ key: 'desk.logMatch', values: ab }),
        (match) => ({ key: 'desk.logMatchOf', values: { match } }),
      );
    case 'court':
      return {
        key: 'desk.logCourt',
        values: {
          court: intent.court,
          op: intent.op,
          hasReason: intent.reason ? 'yes' : 'no',
          reason: intent.reason ? cut(intent.reason) : '',
        },
      };
    case 'tick':
      return { key: 'desk.logTick' };
  }
}
