// The TV display's pages: court screenfuls that stay readable, big pools paged, the part of the bracket in play on at
// most three screens, the podium first.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  BRACKET_PAGES,
  BRACKET_PER_PAGE,
  COURTS_PER_PAGE,
  POOL_ROWS,
  bracketPages,
  courtGrid,
  displayPages,
} from '../../shared/view/display-pages.js';
import { project } from '../../shared/public/project.js';
import type { PublicCourt, PublicMatch, PublicState, Tournament } from '../../shared/engine/types.js';
import { bracketTournament, goLive, play, playAll, prng, readyMatch } from '../fixtures/bracket.js';

function withCourts(pub: PublicState, n: number): PublicState {
  const courts: PublicCourt[] = Array.from({ length: n }, (_, i) => ({
    court: i + 1,
    status: 'open',
    match: null,
    reason: null,
    startedAt: null,
    upNext: [],
    rev: 0,
  }));
  return { ...pub, phase: 'live', courtCount: n, courts };
}

const base = () => ({ ...project(bracketTournament(8), 0), phase: 'live' as const });

test('court grids hold their cards in as few cells as possible, never more than 3 across or 2 down', () => {
  for (let n = 1; n <= COURTS_PER_PAGE; n++) {
    const g = courtGrid(n);
    assert.ok(g.cols * g.rows >= n, `${n} fit`);
    assert.ok(g.cols <= 3 && g.rows <= 2 && g.cols >= g.rows, `${n}: ${g.cols}x${g.rows}`);
    if (n > 1) assert.ok((g.cols - 1) * g.rows < n || g.cols * (g.rows - 1) < n, `${n}: no spare row or column`);
  }
  assert.equal(courtGrid(4), { cols: 2, rows: 2 });
});

test('1, 4, 16 and 64 courts: every court on exactly one page, screenfuls of at most 6, titled by their numbers', () => {
  for (const n of [1, 4, 16, 64]) {
    const pages = displayPages(withCourts(base(), n)).filter((p) => p.kind === 'courts');
    const shown = pages.flatMap((p) => (p.kind === 'courts' ? p.courts : []));
    assert.equal(
      shown,
      Array.from({ length: n }, (_, i) => i + 1),
      `${n} courts`,
    );
    for (const p of pages) if (p.kind === 'courts') assert.ok(p.courts.length <= COURTS_PER_PAGE && p.cols * p.rows >= p.courts.length);
    assert.is(pages.length, Math.ceil(n / COURTS_PER_PAGE));
  }
  const [first] = displayPages(withCourts(base(), 16));
  assert.is(first!.title, 'Courts 1–6 of 16');
  assert.is(displayPages(withCourts(base(), 1))[0]!.title, 'Court 1');
});

test('standings: every pool once, grids that fill the screen, bigger pools fewer to a screen', () => {
  const pool = (id: string, n: number) => ({
    id,
    matches: [],
    standings: Array.from({ length: n }, (_, i) => ({
      teamId: `${id}${i}`,
      name: `T${i}`,
      w: 0,
      l: 0,
      setsW: 0,
      setsL: 0,
      pf: 0,
      pa: 0,
      pointDiff: 0,
      decidedBy: 'wins' as const,
      status: 'registered' as const,
    })),
  });
  const pages = (pools: ReturnType<typeof pool>[]) =>
    displayPages({ ...base(), pools }).filter((p) => p.kind === 'standings') as Extract<
      ReturnType<typeof displayPages>[number],
      { kind: 'standings' }
    >[];
  const eight = pages('ABCDEFGH'.split('').map((id) => pool(id, 4)));
  assert.equal(
    eight.flatMap((p) => p.pools.map((x) => x.id)),
    'ABCDEFGH'.split(''),
  );
  assert.equal(
    eight.map((p) => [p.cols, p.rows]),
    [
      [2, 2],
      [2, 2],
    ],
    'four pools a screen, two by two',
  );
  assert.equal(
    pages([pool('A', 4)]).map((p) => [p.cols, p.rows, p.title]),
    [[1, 1, 'Standings']],
  );
  const big = pages(['A', 'B', 'C'].map((id) => pool(id, 9)));
  assert.ok(big.every((p) => p.rows === 1 && p.cols <= 2 && p.size === 9));
});

const standingsOf = (pools: PublicState['pools']) =>
  displayPages({ ...base(), pools }).filter((p) => p.kind === 'standings') as Extract<
    ReturnType<typeof displayPages>[number],
    { kind: 'standings' }
  >[];

function poolOf(id: string, n: number): PublicState['pools'][number] {
  const row = (i: number) => ({ teamId: `${id}${i}`, name: `T${i}`, w: 0, l: 0, setsW: 0, setsL: 0, pf: 0, pa: 0, pointDiff: 0 });
  return {
    id,
    matches: [],
    standings: Array.from({ length: n }, (_, i) => ({ ...row(i), decidedBy: 'wins' as const, status: 'registered' as const })),
  };
}

test('a pool of 10 or more is paged in near-even parts of at most 9 rows, every row once, rather than shrunk', () => {
  assert.is(POOL_ROWS, 9);
  assert.equal(
    standingsOf([poolOf('A', 9)]).map((p) => p.pools),
    [[{ id: 'A', from: 0, count: 9, part: '' }]],
    'nine rows stay one table',
  );
  // twelve: two halves of six side by side on one screen, each a table of its own at the size of six
  const twelve = standingsOf([poolOf('A', 12)]);
  assert.equal(
    twelve.map((p) => [p.title, p.size, p.cols, p.rows, p.pools]),
    [
      [
        'Standings',
        6,
        2,
        1,
        [
          { id: 'A', from: 0, count: 6, part: '1 of 2' },
          { id: 'A', from: 6, count: 6, part: '2 of 2' },
        ],
      ],
    ],
  );
  // twenty: three parts, two screens; the lone part says which it is
  const twenty = standingsOf([poolOf('A', 20)]);
  assert.equal(
    twenty.map((p) => [p.title, p.pools.map((x) => [x.from, x.count, x.part])]),
    [
      [
        'Pool A standings',
        [
          [0, 7, '1 of 3'],
          [7, 7, '2 of 3'],
        ],
      ],
      ['Pool A standings (3 of 3)', [[14, 6, '3 of 3']]],
    ],
  );
  for (const n of [10, 12, 16, 20, 31]) {
    const parts = standingsOf([poolOf('A', n), poolOf('B', 4)]).flatMap((p) => p.pools);
    const rowsA = parts.filter((x) => x.id === 'A').flatMap((x) => Array.from({ length: x.count }, (_, i) => x.from + i));
    assert.equal(
      rowsA,
      Array.from({ length: n }, (_, i) => i),
      `${n}: every row once, in order`,
    );
    assert.ok(
      parts.every((x) => x.count <= POOL_ROWS),
      `${n}: no part over ${POOL_ROWS} rows`,
    );
  }
});

test('up next: at most six matches a screen, at most two screens, each match once in queue order', () => {
  const pub = base();
  const entry = pub.upNext[0] ?? pub.bracket[0]!;
  const queue = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ ...entry, id: `Q${i}`, court: 1, etaMin: i })) as PublicState['upNext'];
  const upnext = (n: number) => displayPages({ ...pub, upNext: queue(n) }).filter((p) => p.kind === 'upnext');
  assert.equal(
    upnext(4).map((p) => (p.kind === 'upnext' ? [p.key, p.title, p.from, p.count] : [])),
    [['upnext-1', 'Up next', 0, 4]],
  );
  assert.equal(
    upnext(9).map((p) => (p.kind === 'upnext' ? [p.title, p.from, p.count] : [])),
    [
      ['Up next 1/2', 0, 5],
      ['Up next 2/2', 5, 4],
    ],
  );
  assert.is(upnext(30).length, 2, 'the far end of a long queue is left to the board');
  assert.equal(upnext(0), []);
});

test('registration open: the one page is the QR code page; closed with nothing drawn: a waiting page', () => {
  const pub = { ...base(), phase: 'checkin' as const };
  assert.equal(
    displayPages(pub).map((p) => p.kind),
    ['register'],
  );
  const closed = { ...base(), phase: 'closed' as const, bracket: [] };
  assert.equal(
    displayPages(closed).map((p) => p.kind),
    ['waiting'],
  );
});

test('champion known: the podium replaces the bracket, no courts', () => {
  const t = bracketTournament(8);
  playAll(t, prng(3));
  const pub = { ...project(t, 0), phase: 'final' as const };
  assert.ok(pub.champion);
  assert.equal(
    displayPages(pub).map((p) => p.kind),
    ['podium'],
  );
  const live = { ...project(t, 0), phase: 'live' as const };
  assert.not.ok(
    displayPages(live).some((p) => p.kind === 'bracket'),
    'not while the last matches are being tidied either',
  );
});

/** The bracket screens as titles and match ids, for exact comparison. */
function screens(t: Tournament): [string, string[]][] {
  return bracketPages(project(t, 0).bracket).map((p) => [p.title, p.matches.map((m) => m.id)]);
}

const ids = (prefix: string, n: number, from = 1) => Array.from({ length: n }, (_, i) => `${prefix}-${from + i}`);

/** Plays ready matches in queue order (side A winning) until `done` says stop. */
function playUntil(t: Tournament, done: (t: Tournament) => boolean): void {
  while (!done(t)) play(t, readyMatch(t)!.id, 'A');
}

test('a fresh 24-team double bracket shows its first round of real matches only: no byes, nothing waiting for teams', () => {
  const t = bracketTournament(24, { type: 'double' });
  // 24 teams in a bracket of 32: the even matches of winners round 1 are played, the odd ones are byes
  assert.equal(screens(t), [['Winners bracket — round 1', Array.from({ length: 8 }, (_, i) => `W1-${2 * i + 2}`)]]);
});

test('mid-way: per side, the rounds with a match to play and the round decided just before them', () => {
  const t = bracketTournament(24, { type: 'double' });
  playUntil(t, (x) => x.matches['W2-8']!.status === 'final');
  // winners round 2 all decided (its results), the quarterfinals ready; losers round 2 ready (round 1 was byes only)
  assert.equal(screens(t), [
    ['Winners bracket — round 2 and quarterfinals', [...ids('W2', 8), ...ids('W3', 4)]],
    ['Losers bracket — round 2', ids('L2', 8)],
  ]);
});

test('a court racing ahead: the rounds between the first and the last with a match to play are shown too', () => {
  const t = bracketTournament(16);
  for (const id of ['W1-1', 'W1-2', 'W1-3', 'W1-4', 'W2-1', 'W2-2']) play(t, id, 'A');
  // round 1 and the first semifinal are ready; the quarterfinals have two results and two matches waiting for teams
  const shown = screens(t);
  assert.equal(
    shown.flatMap(([, ms]) => ms),
    [...ids('W1', 8), ...ids('W2', 4), ...ids('W3', 2)],
  );
  assert.is(shown[shown.length - 1]![0], 'Bracket — round 1, quarterfinals and semifinals');
});

test('losers bracket live after the winners bracket is done: the winners final result, the losers rounds in play', () => {
  const t = bracketTournament(24, { type: 'double' });
  // everything ready is played but losers round 7, which goes on court
  const next = () => t.queue.map((id) => t.matches[id]!).find((m) => m.id !== 'L7-1' && m.status === 'pending' && m.a && m.b);
  for (let m = next(); m; m = next()) play(t, m.id, 'A');
  assert.is(t.matches['W5-1']!.status, 'final');
  goLive(t, 'L7-1', 1, 2000);
  const shown = screens(t);
  // the grand final waits for the losers bracket's champion: not in play, not shown
  assert.equal(shown, [['Winners bracket — final · Losers bracket — rounds 6–7', ['W5-1', 'L6-1', 'L6-2', 'L7-1']]]);
  const live = bracketPages(project(t, 0).bracket)[0]!.matches.find((m) => m.id === 'L7-1')!;
  assert.is(live.status, 'live');
});

test('finals: the grand final ready beside the latest result of each side, on one screen', () => {
  const t = bracketTournament(24, { type: 'double' });
  playUntil(t, (x) => x.matches.GF!.a !== null && x.matches.GF!.b !== null);
  assert.equal(screens(t), [['Winners bracket — final · Losers bracket — final · Finals — grand final', ['W5-1', 'L8-1', 'GF']]]);
  // the losers bracket's champion wins the grand final: the reset is played, the grand final its result
  play(t, 'GF', 'B');
  assert.equal(screens(t), [
    ['Winners bracket — final · Losers bracket — final · Finals — grand final and reset final', ['W5-1', 'L8-1', 'GF', 'GF2']],
  ]);
});

test('single elimination: one bracket, its rounds named', () => {
  const t = bracketTournament(8, { thirdPlace: true });
  assert.equal(screens(t), [['Bracket — quarterfinals', ids('W1', 4)]]);
  playUntil(t, (x) => x.matches['W1-4']!.status === 'final');
  assert.equal(screens(t), [['Bracket — quarterfinals and semifinals', [...ids('W1', 4), ...ids('W2', 2)]]]);
  playUntil(t, (x) => x.matches['W2-2']!.status === 'final');
  assert.equal(screens(t), [['Bracket — semifinals, final and 3rd place', [...ids('W2', 2), 'F', '3P']]]);
});

test('up to 64 teams, at every step of play: at most 3 screens of 12, every match on court, on deck or ready among them', () => {
  for (const [n, type] of [
    [64, 'double'],
    [48, 'double'],
    [64, 'single'],
    [24, 'double'],
  ] as const) {
    const t = bracketTournament(n, { type });
    for (let step = 0; ; step++) {
      const pub = project(t, 0);
      const pages = bracketPages(pub.bracket);
      const shown = pages.flatMap((p) => p.matches.map((m) => m.id));
      assert.ok(pages.length >= 1 && pages.length <= BRACKET_PAGES, `${n} ${type} step ${step}: ${pages.length} screens`);
      assert.ok(
        pages.every((p) => p.matches.length <= BRACKET_PER_PAGE),
        `${n} ${type} step ${step}: screens of at most 12`,
      );
      assert.is(new Set(shown).size, shown.length, `${n} ${type} step ${step}: each match once`);
      const wanted = (m: PublicMatch) => m.status === 'live' || m.status === 'on_deck' || (m.status === 'pending' && m.a && m.b);
      const missing = pub.bracket.filter((m) => wanted(m) && !shown.includes(m.id)).map((m) => m.id);
      assert.equal(missing, [], `${n} ${type} step ${step}: matches to play all shown`);
      assert.not.ok(
        pages.some((p) => p.matches.some((m) => m.status === 'bye')),
        'no byes',
      );
      const m = readyMatch(t);
      if (!m) break;
      // every third match goes on court first, so live ones are in the mix
      if (step % 3 === 0) goLive(t, m.id, 1, 1000);
      play(t, m.id, step % 2 === 0 ? 'A' : 'B');
      t.courts[0]!.match = null;
    }
  }
});

test('titles name the side and its rounds; screens sharing a title are numbered', () => {
  const t = bracketTournament(64, { type: 'double' });
  assert.equal(
    screens(t).map(([title, ms]) => [title, ms.length]),
    [
      ['Winners bracket — round 1 (1 of 3)', 11],
      ['Winners bracket — round 1 (2 of 3)', 11],
      ['Winners bracket — round 1 (3 of 3)', 10],
    ],
  );
});

test.run();
