// Hand-built tournaments for the court engine tests: teams, queued matches and live matches, no generators.
import { newTournament } from '../../shared/engine/create.js';
import * as assert from 'uvu/assert';
import { blankMatch, isWaiting } from '../../shared/engine/match.js';
import type { Match, Tournament } from '../../shared/engine/types.js';

export const MIN = 60_000;
/** A fixed clock: 2026-06-01 10:00 UTC. */
export const NOW = Date.UTC(2026, 5, 1, 10, 0, 0);

const NAMES = [
  'Sand Sharks',
  'Dig Dug',
  'Net Ninjas',
  'Block Party',
  'Ace Ventura',
  'Side Out',
  'Spike Lee',
  'Bump Set',
  'Kill Shot',
  'Pancakes',
  'Free Ballers',
  'Joust Us',
  'Tip Top',
  'Float On',
  'Roof Raisers',
  'Shank You',
];

/** A live tournament with `teams` teams (`t1`, `t2`, ...) and `courts` open courts, no matches yet. */
export function tournament(courts: number, teams: number): Tournament {
  const t = newTournament(
    {
      name: 'Summer Sand Open',
      date: '2026-06-01',
      courtCount: courts,
      notes: '',
      stages: ['pool'],
      rules: { teamSize: 2, pointsTo: 21, winBy: 2, cap: 0, bestOf: 1, tiebreaks: [] },
    },
    'summer-sand-open',
    NOW - 60 * MIN,
  );
  for (let i = 1; i <= teams; i++) {
    const id = `t${i}`;
    t.teams[id] = {
      id,
      name: NAMES[i - 1] ?? `Team ${i}`,
      players: 2,
      seed: i,
      status: 'registered',
      poolId: null,
      withdrawMode: null,
      captain: 'C',
      phone: '5550100',
      playerNames: [],
      code: `C${String(i).padStart(3, '0')}`,
    };
  }
  t.nextTeam = teams + 1;
  t.phase = 'live';
  return t;
}

/** Adds a match at the end of the queue (`a`, `b` as team numbers, or null for a side not known yet). */
export function add(t: Tournament, id: string, a: number | null, b: number | null, fields: Partial<Match> = {}): Match {
  const m = blankMatch(id, fields.stage ?? 'pool', fields.round ?? 1, {
    a: a === null ? null : `t${a}`,
    b: b === null ? null : `t${b}`,
    ...fields,
  });
  t.matches[id] = m;
  t.queue.push(id);
  return m;
}

/** Puts a queued match live on a court, as if it had started `minutesAgo` minutes before NOW. */
export function putLive(t: Tournament, id: string, court: number, minutesAgo: number): void {
  const m = t.matches[id]!;
  m.status = 'live';
  m.court = court;
  m.startedAt = NOW - minutesAgo * MIN;
  m.live = [0, 0];
  t.courts[court - 1]!.match = id;
}

/** Decides a live match as the other modules would: final, winner side A, court released. */
export function finish(t: Tournament, id: string): void {
  const m = t.matches[id]!;
  const court = t.courts.find((c) => c.match === id);
  if (court) court.match = null;
  m.status = 'final';
  m.winner = m.a;
  m.court = null;
  m.live = null;
}

/** The id of the live match on each court, in court order (null for an idle court). */
export const onCourts = (t: Tournament): (string | null)[] => t.courts.map((c) => c.match);

/** The court engine's invariants (CONTRACT 8); `pausedIdle` lists courts that were paused and idle before the run. */
export function checkInvariants(t: Tournament, pausedIdle: ReadonlySet<number>): void {
  const live = Object.values(t.matches).filter((m) => m.status === 'live');
  const teams = live.flatMap((m) => [m.a!, m.b!]);
  assert.is(new Set(teams).size, teams.length, 'a team is on two courts');
  for (const c of t.courts) {
    if (c.match === null) continue;
    const m = t.matches[c.match]!;
    assert.is(m.status, 'live', `court ${c.court} holds a match that is not live`);
    assert.is(m.court, c.court);
  }
  for (const m of live) assert.is(t.courts.filter((c) => c.match === m.id).length, 1, `${m.id} is not on exactly one court`);
  for (const n of pausedIdle) assert.is(t.courts[n - 1]!.match, null, `paused court ${n} took a match`);
  const busy = new Set(teams);
  const readyLeft = Object.values(t.matches).some((m) => isWaiting(m) && !busy.has(m.a!) && !busy.has(m.b!));
  if (readyLeft) {
    for (const c of t.courts) assert.ok(c.status === 'paused' || c.match !== null, `open court ${c.court} idles while a match is ready`);
  }
  const decks = Object.values(t.matches).filter((m) => m.status === 'on_deck');
  assert.is(new Set(decks.map((m) => m.court)).size, decks.length, 'two matches on deck for one court');
  for (const m of decks) assert.is(t.courts[m.court! - 1]!.status, 'open');
}
