// The TV display's pages: court screenfuls that stay readable, standings and bracket split to fit, the podium first.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { COURTS_PER_PAGE, TV_SCREEN, bracketFits, bracketPages, courtGrid, displayPages } from '../../shared/view/display-pages.js';
import { layoutBracket } from '../../shared/view/bracket-layout.js';
import type { BracketLayout } from '../../shared/view/bracket-layout.js';
import { project } from '../../shared/public/project.js';
import type { PublicCourt, PublicState } from '../../shared/engine/types.js';
import { bracketTournament, playAll, prng } from '../fixtures/bracket.js';

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
    eight.flatMap((p) => p.pools),
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
  const big = pages(['A', 'B', 'C'].map((id) => pool(id, 16)));
  assert.ok(big.every((p) => p.rows === 1 && p.cols <= 2 && p.size === 16));
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

test('play over: the podium comes first, the bracket after it, no courts', () => {
  const t = bracketTournament(8);
  playAll(t, prng(3));
  const pub = { ...project(t, 0), phase: 'final' as const };
  assert.ok(pub.champion);
  assert.equal(
    displayPages(pub).map((p) => p.kind),
    ['podium', 'bracket'],
  );
});

test('a bracket too big for one screen is split: each match on exactly one page, each page fits or is one subtree', () => {
  const bracket = project(bracketTournament(64, { type: 'double' }), 0).bracket;
  const fits = (l: BracketLayout) => l.width <= 1400 && l.height <= 700;
  const pages = bracketPages(bracket, fits);
  const ids = pages.flatMap((p) => p.matches.map((m) => m.id)).sort();
  assert.equal(ids, bracket.map((m) => m.id).sort(), 'every match once');
  assert.ok(pages.length > 2);
  assert.ok(
    pages.some((p) => /^Winners bracket 1\/\d$/.test(p.title)),
    pages.map((p) => p.title).join(),
  );
  assert.ok(pages.some((p) => /Losers bracket/.test(p.title)));
  assert.ok(
    pages.some((p) => p.matches.some((m) => m.stage === 'final')),
    'the finals shown',
  );
  // a small bracket stays whole
  assert.equal(
    bracketPages(project(bracketTournament(4), 0).bracket, fits).map((p) => p.title),
    ['Bracket'],
  );
});

test('on a TV every bracket page draws its names at 32 px or more at 1080 lines, and every match is on one page', () => {
  const fits = bracketFits(TV_SCREEN);
  for (const [n, type] of [
    [8, 'single'],
    [24, 'double'],
    [64, 'double'],
  ] as const) {
    const bracket = project(bracketTournament(n, { type }), 0).bracket;
    const pages = bracketPages(bracket, fits);
    const ids = pages.flatMap((p) => p.matches.map((m) => m.id)).sort();
    assert.equal(ids, bracket.map((m) => m.id).sort(), `${n} ${type}: every match once`);
    for (const p of pages) assert.ok(fits(layoutBracket(p.matches, bracket)), `${n} ${type}: ${p.title} fits`);
    assert.ok(pages.length > 1, `${n} ${type}: paged rather than shrunk`);
  }
  // a 4K screen of the same shape splits the same way: only the shape counts
  const bracket = project(bracketTournament(24, { type: 'double' }), 0).bracket;
  assert.equal(
    bracketPages(bracket, bracketFits({ width: 3840, height: 2160 })).map((p) => p.title),
    bracketPages(bracket, bracketFits(TV_SCREEN)).map((p) => p.title),
  );
});

test.run();
