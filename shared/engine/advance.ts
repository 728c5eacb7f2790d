// Results and advancement: recording, correcting, forfeits, byes, withdrawn teams, the champion.
import { ownMatch } from './copy-on-write.js';
import { hasTeam, isBracketStage, isDecided, isGrandFinal, isWaiting } from './match.js';
import { freeCourt, settle } from './settle.js';
import type { DomainEvent, Match, Rejected, SetScore, Tournament } from './types.js';
import type { Message } from '../i18n/words.js';
import { matchIdSaid } from './match-name.js';

export { settle } from './settle.js';

/** `key`/`values`: the refusal as a message (docs/translating.md, Refusals). */
function invalid(error: string, key: Message['key'], values?: Message['values']): Rejected {
  return { ok: false, error, kind: 'invalid', why: values ? { key, values } : { key } };
}

function teamName(t: Tournament, id: string): string {
  return t.teams[id]?.name ?? id;
}

function describe(m: Match): string {
  return m.label ? `${m.id} (${m.label})` : m.id;
}

/** Takes a decided match off its court and adds its duration to the running mean. Mutates. */
export function releaseCourt(t: Tournament, matchId: string, now: number): void {
  const m = t.matches[matchId];
  // Only a match that was on a court is counted, so correcting an old result does not count it twice.
  if (freeCourt(t, matchId) && m && m.startedAt !== null) {
    t.playedMs += Math.max(0, now - m.startedAt);
    t.playedCount += 1;
  }
}

function findMatch(t: Tournament, matchId: string): Match | Rejected {
  if (Object.keys(t.matches).length === 0)
    return invalid('Play has not been generated yet: generate the pools or the bracket first.', 'refusal.notDrawnYet');
  return (
    t.matches[matchId] ?? {
      ok: false,
      error: `There is no match ${matchId}.`,
      kind: 'notFound',
      why: { key: 'refusal.noSuchMatch', values: { id: matchId } },
    }
  );
}

/** A live match of `team` other than `except` (walked in place: a final asks this of both its teams). */
function liveMatchOf(t: Tournament, team: string, except: string): Match | undefined {
  for (const id in t.matches) {
    const x = t.matches[id]!;
    if (x.id !== except && x.status === 'live' && hasTeam(x, team)) return x;
  }
  return undefined;
}

/** Another live match of either team, named with its court, or null. */
function busyElsewhere(t: Tournament, m: Match): Rejected | null {
  for (const team of [m.a, m.b]) {
    if (team === null) continue;
    const other = liveMatchOf(t, team, m.id);
    if (!other) continue;
    const court = t.courts.find((c) => c.match === other.id)?.court ?? other.court;
    const where = court === null ? '' : ` on court ${court}`;
    return invalid(
      `${teamName(t, team)} is playing ${other.id}${where} right now; record ${m.id} once that match is over.`,
      'refusal.busyElsewhere',
      {
        team: teamName(t, team),
        other: other.id,
        court: court === null ? 'none' : String(court),
        match: m.id,
      },
    );
  }
  return null;
}

type Via = 'winner' | 'loser' | 'reset';
interface Dependent {
  match: Match;
  via: Via;
}

/** The matches a decided match sends teams into: its winner's and loser's next matches, and GF2 for GF. */
function dependents(t: Tournament, m: Match): Dependent[] {
  const out: Dependent[] = [];
  const next = m.feeds ? t.matches[m.feeds] : undefined;
  const drop = m.loserFeeds ? t.matches[m.loserFeeds] : undefined;
  if (next) out.push({ match: next, via: 'winner' });
  if (drop) out.push({ match: drop, via: 'loser' });
  const reset = isGrandFinal(m) ? t.matches[`${m.id}2`] : undefined;
  if (reset) out.push({ match: reset, via: 'reset' });
  return out;
}

/** Decided by settle alone (a bye, a void, a withdrawn team's walkover), never played: safe to redo. */
function derived(t: Tournament, m: Match): boolean {
  if (m.startedAt !== null) return false;
  if (m.status === 'bye' || m.status === 'void') return true;
  return m.status === 'forfeit' && m.forfeitBy !== null && t.teams[m.forfeitBy]?.status === 'withdrawn';
}

/** The first match downstream of `m` that was already played (or is being played), with the edge it hangs on. */
function playedOn(t: Tournament, m: Match): { match: Match; via: Via; direct: boolean } | null {
  for (const d of dependents(t, m)) {
    if (isWaiting(d.match)) continue;
    if (!derived(t, d.match)) return { ...d, direct: true };
    const deeper = playedOn(t, d.match);
    if (deeper) return { ...deeper, via: d.via, direct: false };
  }
  return null;
}

function refuseCorrection(m: Match, blocker: { match: Match; via: Via; direct: boolean }): Rejected {
  const d = blocker.match;
  const base = `Cannot change the winner of ${m.id}`;
  const values = { match: m.id, next: matchIdSaid(d) };
  if (!blocker.direct)
    return invalid(`${base}: ${describe(d)}, which follows from it, has already been played.`, 'refusal.correctionFollows', values);
  if (blocker.via === 'reset') return invalid(`${base}: ${describe(d)} has already been played.`, 'refusal.correctionReset', values);
  const verb = d.status === 'live' ? 'is playing' : 'already played';
  return invalid(`${base}: its ${blocker.via} ${verb} ${describe(d)}.`, 'refusal.correctionVia', {
    ...values,
    via: blocker.via,
    live: d.status === 'live' ? 'yes' : 'no',
  });
}

/** Sends the automatic decisions downstream of `m` back to waiting, so settle redoes them with the corrected teams. */
function unwind(t: Tournament, m: Match): void {
  for (const { match: d } of dependents(t, m)) {
    if (isWaiting(d) || !derived(t, d)) continue;
    Object.assign(ownMatch(t, d), {
      status: 'pending',
      winner: null,
      forfeitBy: null,
      sets: [],
      live: null,
      endedAt: null,
      alerted: false,
    });
    unwind(t, d);
  }
}

/** Records or corrects a result (sets already valid against the rules). Mutates; returns a rejection or events. */
export function recordResult(t: Tournament, matchId: string, sets: SetScore[], now: number): Rejected | DomainEvent[] {
  const m = findMatch(t, matchId);
  if ('ok' in m) return m;
  if (m.stage === 'pool' && t.bracket !== null)
    return invalid('Pool results can no longer be corrected once the bracket is generated.', 'refusal.poolLocked');
  const match = describe(m);
  const said = matchIdSaid(m);
  if (m.status === 'bye')
    return invalid(`${match} is a bye: its team advanced without playing, so it takes no result.`, 'refusal.byeNoResult', { match: said });
  if (m.status === 'void')
    return invalid(`${match} is void: it will not be played, so it takes no result.`, 'refusal.voidNoResult', { match: said });
  if (!m.a || !m.b)
    return invalid(`${match} cannot take a result yet: both of its teams must be known first.`, 'refusal.teamsUnknown', { match: said });
  const busy = busyElsewhere(t, m);
  if (busy) return busy;
  const wonA = sets.filter(([a, b]) => a > b).length;
  const wonB = sets.filter(([a, b]) => b > a).length;
  if (wonA === wonB)
    return invalid(`The result for ${m.id} has no winner: each side won ${wonA} sets.`, 'refusal.noWinner', { match: m.id, n: wonA });
  const winner = wonA > wonB ? m.a! : m.b!;
  if (isDecided(m) && isBracketStage(m.stage) && winner !== m.winner) {
    const blocker = playedOn(t, m);
    if (blocker) return refuseCorrection(m, blocker);
    unwind(t, m);
  }
  Object.assign(ownMatch(t, m), { status: 'final', sets: sets.map(([a, b]) => [a, b]), winner, forfeitBy: null, live: null, endedAt: now });
  releaseCourt(t, m.id, now);
  const events: DomainEvent[] = [{ type: 'matchDecided', match: m.id, winner, status: 'final' }];
  return [...events, ...settle(t, now)];
}

/** Gives an undecided match (live included) to the opponent of `teamId`. Mutates; returns a rejection or events. */
export function recordForfeit(t: Tournament, matchId: string, teamId: string, now: number): Rejected | DomainEvent[] {
  const m = findMatch(t, matchId);
  if ('ok' in m) return m;
  const match = describe(m);
  const said = matchIdSaid(m);
  const team = teamName(t, teamId);
  if (isDecided(m))
    return invalid(`${match} is already decided (${m.status}); to change it, record a corrected score instead.`, 'refusal.alreadyDecided', {
      match: said,
      status: m.status,
    });
  if (!hasTeam(m, teamId)) return invalid(`${team} is not a team of ${match}.`, 'refusal.notInMatch', { team, match: said });
  const winner = m.a === teamId ? m.b : m.a;
  if (!winner)
    return invalid(`${match} cannot be forfeited yet: the opponent of ${team} is not known.`, 'refusal.opponentUnknown', {
      match: said,
      team,
    });
  Object.assign(ownMatch(t, m), { status: 'forfeit', forfeitBy: teamId, winner, sets: [], live: null, endedAt: now });
  // A match given up part way is not a completed match, so it stays out of the mean duration.
  freeCourt(t, m.id);
  const events: DomainEvent[] = [{ type: 'matchDecided', match: m.id, winner, status: 'forfeit' }];
  return [...events, ...settle(t, now)];
}
