// Scores: organizer results and live scores, keeper live updates and finals, forfeits.
import { recordForfeit, recordResult } from './advance.js';
import { describeMatch } from './courts.js';
import { matchSaid } from './match-name.js';
import { ownMatch } from './copy-on-write.js';
import { conflict, done, notFound, refused, type Outcome } from './outcome.js';
import type { Message } from '../i18n/words.js';
import { checkLiveScore, checkResult } from './rules.js';
import { sameName } from './text.js';
import type { DomainEvent, Match, MatchStage, Rejected, SetScore, Tournament } from './types.js';

function findMatch(t: Tournament, id: string): Match | Rejected {
  return t.matches[id] ?? notFound(`No match with id ${id}.`, { key: 'refusal.noMatch', values: { id } });
}

function settled(r: Rejected | DomainEvent[], msg: string, said?: Message): Outcome {
  return Array.isArray(r) ? done(msg, r, said) : r;
}

function sameSets(x: SetScore[], y: SetScore[]): boolean {
  return x.length === y.length && x.every((s, i) => s[0] === y[i]![0] && s[1] === y[i]![1]);
}

export function describeSets(sets: SetScore[]): string {
  return sets.map(([a, b]) => `${a}-${b}`).join(', ');
}

/** Organizer result from a paper sheet or a correction. */
export function scoreMatch(t: Tournament, matchId: string, sets: SetScore[], now: number): Outcome {
  const m = findMatch(t, matchId);
  if ('ok' in m) return m;
  const check = checkResult(t.rules, sets, m.stage);
  if (!check.ok) return refused(check);
  return settled(recordResult(t, matchId, sets, now), `Result ${describeSets(sets)} recorded for ${matchId}.`, {
    key: 'answer.result',
    values: { sets: describeSets(sets), match: matchId },
  });
}

/** Organizer running score (the desk's score pad). */
export function liveScore(t: Tournament, matchId: string, a: unknown, b: unknown, sets: unknown): Outcome {
  const m = findMatch(t, matchId);
  if ('ok' in m) return m;
  // Without sets the match keeps its own, and they say which set is being played (a deciding set has its own cap).
  const check = checkLiveScore(t.rules, a, b, sets ?? m.sets, m.stage);
  if (!check.ok) return refused(check);
  if (m.status !== 'live') {
    return conflict(`${describeMatch(t, m)} is not being played.`, { key: 'refusal.notPlayed', values: { match: matchSaid(t, m) } });
  }
  const mine = ownMatch(t, m);
  mine.live = [check.value.a, check.value.b];
  if (sets !== undefined && sets !== null) mine.sets = check.value.sets;
  return done(`Score ${check.value.a}-${check.value.b}: ${describeMatch(t, mine)}.`, [], {
    key: 'answer.live',
    values: { a: check.value.a, b: check.value.b, match: matchSaid(t, mine) },
  });
}

function courtInRange(t: Tournament, court: number): Rejected | null {
  return Number.isInteger(court) && court >= 1 && court <= t.courtCount
    ? null
    : notFound(`There is no court ${court}.`, { key: 'refusal.noCourt', values: { court: String(court) } });
}

/**
 * The stage whose rules a keeper's sets are checked by. The body is checked before the match's state (docs/api.md, Keeper answers),
 * so an unknown match is checked by the main rules and then refused as not live.
 */
function stageOf(t: Tournament, matchId: string): MatchStage {
  return t.matches[matchId]?.stage ?? 'pool';
}

function liveOnCourt(t: Tournament, court: number, matchId: string): Match | Rejected {
  const m = t.matches[matchId];
  const onCourt = t.courts[court - 1]?.match;
  if (m?.status !== 'live' || onCourt !== matchId) {
    const now = onCourt ? ` The live match on court ${court} is ${onCourt}.` : ` Court ${court} has no live match.`;
    return conflict(`Match ${matchId} is not the live match on court ${court}.${now}`, {
      key: 'refusal.notLiveOnCourt',
      values: { match: matchId, court, now: onCourt ?? 'none' },
    });
  }
  return m;
}

export function keeperLive(t: Tournament, court: number, matchId: string, a: unknown, b: unknown, sets: unknown): Outcome {
  const range = courtInRange(t, court);
  if (range) return range;
  const check = checkLiveScore(t.rules, a, b, sets, stageOf(t, matchId));
  if (!check.ok) return refused(check);
  const m = liveOnCourt(t, court, matchId);
  if ('ok' in m) return m;
  const mine = ownMatch(t, m);
  mine.live = [check.value.a, check.value.b];
  mine.sets = check.value.sets;
  return done(`Score ${check.value.a}-${check.value.b} on court ${court}.`);
}

/** A keeper's final; the same final sent again answers ok and changes nothing, so retrying phones get an answer. */
export function keeperFinal(t: Tournament, court: number, matchId: string, sets: SetScore[], now: number): Outcome {
  const range = courtInRange(t, court);
  if (range) return range;
  const check = checkResult(t.rules, sets, stageOf(t, matchId));
  if (!check.ok) return refused(check);
  const prior = t.matches[matchId];
  if (prior && prior.status === 'final' && prior.court === court && sameSets(prior.sets, sets)) {
    return { ok: true, msg: `Result for ${matchId} already recorded.`, changed: false };
  }
  const m = liveOnCourt(t, court, matchId);
  if ('ok' in m) return m;
  return settled(recordResult(t, matchId, sets, now), `Result ${describeSets(sets)} recorded for ${matchId}.`, {
    key: 'answer.result',
    values: { sets: describeSets(sets), match: matchId },
  });
}

export function forfeitMatch(t: Tournament, matchId: string, team: string, now: number): Outcome {
  const m = findMatch(t, matchId);
  if ('ok' in m) return m;
  const byName = Object.values(t.teams).find((x) => sameName(x.name, team));
  const teamId = t.teams[team] ? team : (byName?.id ?? team);
  return settled(recordForfeit(t, matchId, teamId, now), `Forfeit recorded for ${matchId}.`, {
    key: 'answer.forfeit',
    values: { match: matchId },
  });
}
