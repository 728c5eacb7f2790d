// What a team's phone is told, and when (shared/notify/notices.ts; docs/api.md, Notifications).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { MatchStatus, PublicMatch, PublicState } from '../../../shared/engine/types.js';
import { decideNotices as decideEnglish, noticeTitle, seenOf } from '../../../shared/notify/notices.js';
import { wordsFor } from '../../../shared/i18n/catalogues.js';

const EN = wordsFor('en');
/** Every scenario below also holds the catalogue's sentences (the open page's alerts, docs/translating.md) to the English ones. */
function decideNotices(...args: [Parameters<typeof decideEnglish>[0], PublicState, ReadonlySet<string>]): ReturnType<typeof decideEnglish> {
  const plain = decideEnglish(...args);
  assert.equal(decideEnglish(...args, EN), plain, 'the catalogue says it as the English sentences do');
  return plain;
}

const team = (id: string, name: string) => ({ id, name, players: 2, seed: 1, status: 'registered' as const, poolId: 'A', arrived: true });
const TEAMS = [team('t1', 'Sand Sharks'), team('t2', 'Dig Dug'), team('t3', 'Net Ninjas'), team('t4', 'Block Party')];
const ref = (id: string) => ({ id, name: TEAMS.find((x) => x.id === id)!.name });

function match(
  id: string,
  a: string,
  b: string,
  status: MatchStatus,
  court: number | null,
  rev: number,
  more: Partial<PublicMatch> = {},
): PublicMatch {
  return {
    id,
    stage: 'pool',
    round: 1,
    slot: null,
    label: null,
    status,
    court,
    a: ref(a),
    b: ref(b),
    winner: null,
    sets: [],
    live: null,
    feeds: '',
    feedsSide: '',
    loserFeeds: '',
    loserFeedsSide: '',
    conditional: false,
    poolId: 'A',
    rev,
    workTeam: null,
    ...more,
  } as PublicMatch;
}

function doc(matches: PublicMatch[], extra: Partial<PublicState> = {}): PublicState {
  const upNext = matches
    .filter((m) => m.status === 'on_deck' || m.status === 'pending')
    .map((m, i) => ({ ...m, court: m.court ?? 1, etaMin: 12 + i * 20, tentative: false }));
  return {
    slug: 'sand-open',
    name: 'Sand Open',
    teams: TEAMS,
    withdrawn: [],
    pools: [{ id: 'A', standings: [], matches }],
    bracket: [],
    upNext,
    courts: [],
    recentAlerts: [],
    event: null,
    ...extra,
  } as unknown as PublicState;
}

const ALL = new Set(['t1', 't2', 't3', 't4']);
const t = suite('notices');

t('nothing without a baseline, and nothing when nothing a team is told about changed', () => {
  const d = doc([match('m1', 't1', 't2', 'live', 1, 3)]);
  assert.equal(decideNotices(null, d, ALL), []);
  const live = doc([match('m1', 't1', 't2', 'live', 1, 4, { live: [5, 3] })]);
  assert.equal(decideNotices(seenOf(d), live, ALL), [], 'a live score is no notice');
});

t('on deck: both teams, naming the opponent, the court and the wait; tag per match, id per change and team', () => {
  const before = doc([match('m2', 't3', 't4', 'pending', null, 1)]);
  const after = doc([match('m2', 't3', 't4', 'on_deck', 2, 2)]);
  const n = decideNotices(seenOf(before), after, ALL);
  assert.equal(
    n.map((x) => [x.team, x.kind, x.body, x.tag, x.id, x.url, x.title]),
    [
      [
        't3',
        'on_deck',
        'On deck: vs Block Party on court 2, in about 12 min.',
        'sand-open:m2',
        'sand-open:m2:on_deck:2:t3',
        '/t/sand-open/teams/t3',
        'Sand Open',
      ],
      [
        't4',
        'on_deck',
        'On deck: vs Net Ninjas on court 2, in about 12 min.',
        'sand-open:m2',
        'sand-open:m2:on_deck:2:t4',
        '/t/sand-open/teams/t4',
        'Sand Open',
      ],
    ],
  );
});

t('only followed teams are told', () => {
  const before = doc([match('m2', 't3', 't4', 'pending', null, 1)]);
  const after = doc([match('m2', 't3', 't4', 'on_deck', 2, 2)]);
  assert.equal(
    decideNotices(seenOf(before), after, new Set(['t4'])).map((x) => x.team),
    ['t4'],
  );
  assert.equal(decideNotices(seenOf(before), after, new Set(['t1'])), []);
});

t('live, then a court change of a live match, and of an on-deck one', () => {
  const a = doc([match('m1', 't1', 't2', 'on_deck', 1, 1), match('m2', 't3', 't4', 'on_deck', 2, 1)]);
  const b = doc([match('m1', 't1', 't2', 'live', 1, 2), match('m2', 't3', 't4', 'on_deck', 3, 2)]);
  const n1 = decideNotices(seenOf(a), b, ALL);
  assert.equal(
    n1.map((x) => [x.team, x.kind, x.body]),
    [
      ['t1', 'live', 'Now playing: vs Dig Dug on court 1. Go to court 1!'],
      ['t2', 'live', 'Now playing: vs Sand Sharks on court 1. Go to court 1!'],
      ['t3', 'court', 'Court change: your next match vs Block Party is now on court 3, in about 12 min.'],
      ['t4', 'court', 'Court change: your next match vs Net Ninjas is now on court 3, in about 12 min.'],
    ],
  );
  const c = doc([match('m1', 't1', 't2', 'live', 4, 3), match('m2', 't3', 't4', 'on_deck', 3, 2)]);
  assert.equal(
    decideNotices(seenOf(b), c, ALL).map((x) => [x.team, x.kind, x.body]),
    [
      ['t1', 'court', 'Court change: your match vs Dig Dug is now on court 4.'],
      ['t2', 'court', 'Court change: your match vs Sand Sharks is now on court 4.'],
    ],
  );
});

t('a result, told from each side; a forfeit; a void match is no result', () => {
  const a = doc([match('m1', 't1', 't2', 'live', 1, 5), match('m2', 't3', 't4', 'live', 2, 5)]);
  const b = doc([
    match('m1', 't1', 't2', 'final', null, 6, {
      winner: ref('t2'),
      sets: [
        [21, 17],
        [15, 21],
        [12, 15],
      ],
    }),
    match('m2', 't3', 't4', 'forfeit', null, 6, { winner: ref('t3') }),
  ]);
  assert.equal(
    decideNotices(seenOf(a), b, ALL).map((x) => [x.team, x.kind, x.body]),
    [
      ['t1', 'result', 'Lost 1-2 vs Dig Dug: 21-17, 15-21, 12-15.'],
      ['t2', 'result', 'Won 2-1 vs Sand Sharks: 17-21, 21-15, 15-12.'],
      ['t3', 'result', 'Won by forfeit vs Block Party.'],
      ['t4', 'result', 'Lost by forfeit vs Net Ninjas.'],
    ],
  );
  const v = doc([match('m1', 't1', 't2', 'void', null, 6), match('m2', 't3', 't4', 'live', 2, 5)]);
  assert.equal(decideNotices(seenOf(a), v, ALL), []);
  // The same result seen again (a corrected score) is no new notice.
  const again = doc([
    match('m1', 't1', 't2', 'final', null, 7, { winner: ref('t1'), sets: [[21, 17]] }),
    match('m2', 't3', 't4', 'forfeit', null, 6, { winner: ref('t3') }),
  ]);
  assert.equal(decideNotices(seenOf(b), again, ALL), []);
});

t('every broadcast newer than the baseline reaches every followed team, oldest first, each with its own tag', () => {
  const a = doc([], { recentAlerts: [{ kind: 'broadcast', text: 'Old news', at: 100, teams: [], match: '' }] });
  const b = doc([], {
    recentAlerts: [
      { kind: 'broadcast', text: 'Finals at 4', at: 300, teams: [], match: '' },
      { kind: 'on_deck', text: 'x', at: 250, teams: ['t1'], match: 'm1' },
      { kind: 'broadcast', text: 'Lunch', at: 200, teams: [], match: '' },
      { kind: 'broadcast', text: 'Old news', at: 100, teams: [], match: '' },
    ],
  });
  const n = decideNotices(seenOf(a), b, new Set(['t1', 't9']));
  assert.equal(
    n.map((x) => [x.team, x.kind, x.body, x.tag, x.id]),
    [
      ['t1', 'broadcast', 'Lunch', 'sand-open:broadcast:200', 'sand-open:broadcast:200:t1'],
      ['t1', 'broadcast', 'Finals at 4', 'sand-open:broadcast:300', 'sand-open:broadcast:300:t1'],
    ],
    'a followed id that is no longer a team (withdrawn, removed) is told nothing',
  );
});

t('a division names its event in the title; bracket matches name themselves', () => {
  assert.is(noticeTitle({ name: "Men's Open", event: { slug: 'harbour', name: 'Harbour Beach Day' } }), "Harbour Beach Day · Men's Open");
  const before = doc([]);
  const sf = match('b1', 't1', 't3', 'on_deck', 1, 2, { stage: 'bracket', label: 'Semifinal', slot: 1, poolId: '' });
  const after = doc([], { bracket: [sf], upNext: [{ ...sf, court: 1, etaMin: 0, tentative: false }] });
  assert.is(decideNotices(seenOf(before), after, ALL)[0]!.body, 'On deck: vs Net Ninjas on court 1, now (Semifinal).');
});

t('the work team is called to referee (on deck, live, court change), not told the result', () => {
  const work = { workTeam: ref('t3') };
  const a = doc([match('m1', 't1', 't2', 'pending', null, 1, work)]);
  const b = doc([match('m1', 't1', 't2', 'on_deck', 2, 2, work)]);
  const c = doc([match('m1', 't1', 't2', 'live', 2, 3, work)]);
  const d = doc([match('m1', 't1', 't2', 'final', null, 4, { ...work, winner: ref('t1'), sets: [[21, 9]] })]);
  const only3 = new Set(['t3']);
  assert.equal(
    decideNotices(seenOf(a), b, only3).map((x) => [x.team, x.kind, x.body, x.tag]),
    [['t3', 'on_deck', 'Work team: you referee Sand Sharks vs Dig Dug on court 2, in about 12 min.', 'sand-open:m1']],
  );
  assert.equal(
    decideNotices(seenOf(b), c, only3).map((x) => [x.kind, x.body]),
    [['live', 'Work team: Sand Sharks vs Dig Dug has started on court 2. You referee it.']],
  );
  assert.equal(decideNotices(seenOf(c), d, only3), []);
  assert.equal(
    decideNotices(seenOf(a), b, ALL).map((x) => x.team),
    ['t3', 't1', 't2'],
  );
});

t.run();
