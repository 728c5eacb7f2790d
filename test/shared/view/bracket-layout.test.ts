// The drawn bracket's geometry: boxes never overlap, lines run left to right into the right side, byes, resets, third place.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GEOMETRY, expectedConnectors, layoutBracket, type BracketLayout } from '../../../shared/view/bracket-layout.js';
import { project } from '../../../shared/public/project.js';
import type { PublicMatch } from '../../../shared/engine/types.js';
import { bracketTournament, play, playAll, prng, type BracketOptions } from '../../fixtures/bracket.js';

function publicBracket(n: number, opts: BracketOptions = {}): PublicMatch[] {
  return project(bracketTournament(n, opts), 0).bracket;
}

/** Boxes (with the caption line above each) never overlap, and everything lies inside the drawing. */
function assertTidy(l: BracketLayout, label: string): void {
  const top = (b: { y: number }) => b.y - GEOMETRY.caption;
  for (const [i, p] of l.boxes.entries()) {
    assert.ok(
      p.x >= 0 && top(p) >= 0 && p.x + GEOMETRY.boxW <= l.width && p.y + GEOMETRY.boxH <= l.height,
      `${label}: ${p.match.id} inside`,
    );
    for (const q of l.boxes.slice(i + 1)) {
      const apart =
        p.x + GEOMETRY.boxW <= q.x || q.x + GEOMETRY.boxW <= p.x || p.y + GEOMETRY.boxH <= top(q) || q.y + GEOMETRY.boxH <= top(p);
      assert.ok(apart, `${label}: ${p.match.id} and ${q.match.id} overlap`);
    }
  }
}

/** Every line leaves the right edge of its feeder and enters the fed box from the left, at the side it feeds. */
function assertLinesFlowRight(l: BracketLayout, label: string): void {
  const box = new Map(l.boxes.map((b) => [b.match.id, b]));
  for (const c of l.connectors) {
    const from = box.get(c.from)!;
    if (c.reset) {
      const to = box.get(c.to)!;
      assert.is(
        c.d,
        `M${from.x + GEOMETRY.boxW - 24} ${from.y + GEOMETRY.boxH}V${to.y}`,
        `${label}: the reset hangs below its grand final`,
      );
      assert.is(to.x, from.x);
      continue;
    }
    const to = box.get(c.to)!;
    const m = /^M([\d.]+) ([\d.]+)H([\d.]+)V([\d.]+)H([\d.]+)$/.exec(c.d);
    assert.ok(m, `${label}: path ${c.d}`);
    const [x1, y1, , y2, x2] = m!.slice(1).map(Number) as [number, number, number, number, number];
    assert.is(x1, from.x + GEOMETRY.boxW, `${label}: ${c.from} line starts at its right edge`);
    assert.is(x2, to.x, `${label}: ${c.to} line ends at its left edge`);
    assert.ok(x2 > x1, `${label}: ${c.from} -> ${c.to} runs rightwards`);
    assert.ok(
      y1 >= from.y && y1 <= from.y + GEOMETRY.boxH && y2 >= to.y && y2 <= to.y + GEOMETRY.boxH,
      `${label}: ${c.from} -> ${c.to} meets both boxes`,
    );
    const side = from.match.feedsSide;
    assert.ok(side === 'A' ? y2 < to.y + GEOMETRY.boxH / 2 : y2 > to.y + GEOMETRY.boxH / 2, `${label}: ${c.from} enters side ${side}`);
  }
}

test('a single-elimination bracket of 8: three rounds, a line from each match to the one it feeds, each match between its feeders', () => {
  const bracket = publicBracket(8);
  const l = layoutBracket(bracket);
  assert.is(l.boxes.length, 7);
  assert.is(l.connectors.length, 6);
  assert.is(l.connectors.length, expectedConnectors(bracket));
  assert.equal(
    l.sections.map((s) => s.key),
    ['winners'],
  );
  assert.equal(
    l.sections[0]!.columns.map((c) => c.title),
    ['Quarterfinals', 'Semifinals', 'Final'],
  );
  const box = new Map(l.boxes.map((b) => [b.match.id, b]));
  for (const b of l.boxes) {
    const feeders = l.boxes.filter((f) => f.match.feeds === b.match.id);
    if (feeders.length === 2) {
      const mid = (feeders[0]!.y + feeders[1]!.y) / 2;
      assert.is(b.y, mid, `${b.match.id} sits midway between its feeders`);
    }
  }
  assert.ok(box.get('F')!.x > Math.max(...l.boxes.filter((b) => b.match.id !== 'F').map((b) => b.x)) - 1);
  assertTidy(l, '8 single');
  assertLinesFlowRight(l, '8 single');
});

test('byes are drawn as byes: the lone team of a first-round bye faces "Bye" and goes straight on', () => {
  const bracket = publicBracket(6);
  const l = layoutBracket(bracket);
  const byes = l.boxes.filter((b) => b.match.status === 'bye');
  assert.is(byes.length, 2);
  for (const b of byes) {
    assert.ok(
      b.sides.some((s) => s.text === 'Bye' && s.team === null),
      'an empty side reads "Bye"',
    );
    assert.ok(b.caption.includes('bye'));
  }
  // the teams with byes are already in round 2
  const semis = l.boxes.filter((b) => b.match.label === 'Semifinal');
  assert.ok(semis.every((b) => b.sides.some((s) => s.team !== null)));
  assert.is(l.connectors.length, expectedConnectors(bracket));
  assertTidy(l, '6 single');
});

test('a third-place match sits in the last column below the tree and names where its teams come from', () => {
  const bracket = publicBracket(8, { thirdPlace: true });
  const l = layoutBracket(bracket);
  const third = l.boxes.find((b) => b.match.label === '3rd place')!;
  const final = l.boxes.find((b) => b.match.id === 'F')!;
  assert.is(third.x, final.x);
  assert.ok(third.y > Math.max(...l.boxes.filter((b) => b !== third).map((b) => b.y)), 'below every other match');
  assert.is(third.caption, '3rd place');
  assert.equal(
    third.sides.map((s) => s.text),
    ['Loser of Semifinal 1', 'Loser of Semifinal 2'],
  );
  assertTidy(l, '8 third place');
});

test('double elimination: winners above, losers below, finals to the right; the reset final is marked "if needed"', () => {
  const bracket = publicBracket(8, { type: 'double' });
  const l = layoutBracket(bracket);
  assert.equal(
    l.sections.map((s) => s.key),
    ['winners', 'losers', 'finals'],
  );
  const [winners, losers, finals] = l.sections as [any, any, any];
  assert.ok(losers.y > winners.y);
  const box = new Map(l.boxes.map((b) => [b.match.id, b]));
  const gf = box.get('GF')!;
  const reset = box.get('GF2')!;
  assert.ok(gf.x > Math.max(...l.boxes.filter((b) => b.section !== 'finals').map((b) => b.x)), 'finals right of both trees');
  assert.ok(reset.x === gf.x && reset.y > gf.y, 'the reset right below the grand final');
  assert.match(reset.caption, /if needed/);
  const wf = l.boxes.find((b) => b.section === 'winners' && b.match.feeds === 'GF')!;
  const lf = l.boxes.find((b) => b.section === 'losers' && b.match.feeds === 'GF')!;
  assert.ok(gf.y > wf.y && gf.y < lf.y, 'grand final level between the winners final and the losers final');
  assert.equal(
    finals.columns.map((c: any) => c.title),
    ['Grand final'],
  );
  assert.is(reset.caption, 'Reset final · if needed');
  assert.is(l.connectors.filter((c) => c.reset).length, 1);
  assert.is(l.connectors.length, expectedConnectors(bracket));
  // drop-ins name where they come from
  const l1 = l.boxes.filter((b) => b.section === 'losers' && b.col === 0);
  assert.ok(
    l1.every((b) => b.sides.every((s) => /^Loser of Winners quarterfinal \d$/.test(s.text))),
    l1.map((b) => b.sides.map((s) => s.text)).join(),
  );
  assertTidy(l, '8 double');
  assertLinesFlowRight(l, '8 double');
});

test("a played match shows its winner and each side's set points; a live one its running score", () => {
  const t = bracketTournament(4);
  play(t, 'W1-1', 'B');
  t.matches['W1-2']!.status = 'live';
  t.matches['W1-2']!.live = [7, 5];
  const l = layoutBracket(project(t, 0).bracket);
  const done = l.boxes.find((b) => b.match.id === 'W1-1')!;
  assert.equal(
    done.sides.map((s) => s.result),
    ['lost', 'won'],
  );
  assert.equal(
    done.sides.map((s) => s.scores.map((x) => x.text).join(' ')),
    ['15', '21'],
  );
  const live = l.boxes.find((b) => b.match.id === 'W1-2')!;
  assert.equal(
    live.sides.map((s) => s.scores.map((x) => `${x.text}${x.live ? '*' : ''}`).join(' ')),
    ['7*', '5*'],
  );
  assert.equal(l.connectors.find((c) => c.from === 'W1-1')!.team, done.match.winner!.id);
});

test('a subset of rounds lays out compactly: the later rounds alone take fewer rows', () => {
  const bracket = publicBracket(32);
  const whole = layoutBracket(bracket);
  const later = layoutBracket(
    bracket.filter((m) => m.round >= 3),
    bracket,
  );
  assert.is(later.boxes.length, 7);
  assert.ok(later.height < whole.height / 3);
  assert.is(later.sections[0]!.columns[0]!.title, 'Quarterfinals');
  assertTidy(later, 'later rounds');
  // a side whose feeder is drawn with a line is drawn empty; on a page without its feeder it says where its team comes from
  const semi = (l: typeof whole) => l.boxes.find((b) => b.match.label === 'Semifinal')!.sides[0];
  assert.ok(semi(whole).awaited && /^Winner of Quarterfinal \d$/.test(semi(whole).text));
  assert.not.ok(
    layoutBracket(
      bracket.filter((m) => m.round >= 4),
      bracket,
    ).boxes.find((b) => b.match.label === 'Semifinal')!.sides[0]!.awaited,
  );
});

test('every bracket from 2 to 40 teams, single and double, played out at random, is tidy and fully linked', () => {
  const rand = prng(7);
  for (let n = 2; n <= 40; n++) {
    for (const type of ['single', 'double'] as const) {
      const t = bracketTournament(n, { type, thirdPlace: type === 'single' && n % 2 === 0 });
      const before = project(t, 0).bracket;
      playAll(t, rand);
      for (const [bracket, when] of [
        [before, 'drawn'],
        [project(t, 0).bracket, 'played'],
      ] as const) {
        const label = `${n} ${type} ${when}`;
        const l = layoutBracket(bracket);
        assert.is(l.boxes.length, bracket.length, `${label}: every match drawn`);
        assert.is(l.connectors.length, expectedConnectors(bracket), `${label}: a line per feed`);
        assertTidy(l, label);
        assertLinesFlowRight(l, label);
      }
    }
  }
});

test.run();
