// Where each bracket match is drawn and which lines join them: pure geometry and words, shared by the server's first paint and <bracket-view>.
import type { PublicMatch, Side, TeamRef } from '../engine/types.js';
import type { Words } from '../i18n/words.js';
import { DECIDED, sideText } from './format.js';
import { labelCode, labelIn, sideTextIn } from './format-words.js';

/** Sizes in CSS pixels at scale 1; the drawing is an SVG whose viewBox is the whole layout, so it scales as one piece. */
export const GEOMETRY = {
  boxW: 220,
  boxH: 56,
  /** The line above a box (match number, court, "if needed"). */
  caption: 20,
  colGap: 52,
  rowGap: 12,
  /** A section's title and its column titles above its first row. */
  sectionHead: 64,
  sectionGap: 32,
  pad: 8,
} as const;

const ROW = GEOMETRY.caption + GEOMETRY.boxH + GEOMETRY.rowGap;
const COL = GEOMETRY.boxW + GEOMETRY.colGap;

export type BracketSectionKey = 'winners' | 'losers' | 'finals';

export interface BoxScore {
  text: string;
  live: boolean;
}

export interface BoxSide {
  team: TeamRef | null;
  /** What a reader sees: the team's name, "Bye", or where the team will come from ("Loser of Semifinal 1"). */
  text: string;
  /** `won`, `lost`, or '' while undecided. */
  result: '' | 'won' | 'lost';
  /**
   * No team yet, and the match it comes from is drawn here with a line into this side: the line says where it
   * comes from, so the side is drawn empty (its words stay for screen readers and as a tooltip).
   */
  awaited: boolean;
  scores: BoxScore[];
}

export interface BracketBox {
  match: PublicMatch;
  section: BracketSectionKey;
  col: number;
  /** Top-left corner of the box (the caption sits above it). */
  x: number;
  y: number;
  caption: string;
  sides: [BoxSide, BoxSide];
}

export interface Connector {
  from: string;
  to: string;
  /** The grand final's line to its reset: drawn dashed, the reset is played only if needed. */
  reset: boolean;
  /** The feeding match is decided: the line carries a known team. */
  decided: boolean;
  /** Team ids travelling along the line (the feeder's winner), for highlighting one team's path. */
  team: string;
  d: string;
}

export interface BracketSectionFrame {
  key: BracketSectionKey;
  title: string;
  x: number;
  y: number;
  columns: { title: string; x: number }[];
}

export interface BracketLayout {
  width: number;
  height: number;
  boxes: BracketBox[];
  connectors: Connector[];
  sections: BracketSectionFrame[];
}

const SECTION_TITLE: Record<BracketSectionKey, string> = { winners: 'Winners bracket', losers: 'Losers bracket', finals: 'Finals' };

/** Double elimination has a losers bracket or a conditional reset final; its finals then get a section of their own. */
export function isDouble(bracket: PublicMatch[]): boolean {
  return bracket.some((m) => m.stage === 'losers' || (m.stage === 'final' && m.conditional));
}

function sectionOf(m: PublicMatch, double: boolean): BracketSectionKey {
  if (m.stage === 'losers') return 'losers';
  if (m.stage === 'final' && double) return 'finals';
  return 'winners';
}

/** A column's title from the label most of its matches share: "Semifinal" x2 -> "Semifinals". */
function columnTitle(matches: PublicMatch[], fallback: string): string {
  const counts = new Map<string, number>();
  // In slot order, so a tie (Final and 3rd place) goes to the column's first match.
  for (const m of [...matches].sort((p, q) => (p.slot ?? 0) - (q.slot ?? 0)))
    if (m.label) counts.set(m.label, (counts.get(m.label) ?? 0) + 1);
  const [label, n] = [...counts].sort((x, y) => y[1] - x[1])[0] ?? [null, 0];
  if (!label) return fallback;
  return n > 1 && /final$/.test(label) ? `${label}s` : label;
}

/** What an empty side reads: "Bye" in a bye, the reset final's two grand finalists, else where the team comes from (shared/format.ts). */
export function emptySideText(m: PublicMatch, side: Side, bracket: PublicMatch[], w?: Words): string {
  if (m.status === 'bye') return w ? w.t('board.bye') : 'Bye';
  // The document names no feed into the reset final: its teams are the grand final's two.
  if (m.stage === 'final' && m.conditional)
    return w
      ? w.t(side === 'A' ? 'bracket.grandFinalWinner' : 'bracket.grandFinalLoser')
      : side === 'A'
        ? 'Grand final winner'
        : 'Grand final loser';
  const text = sideText({ bracket }, m, side);
  if (text === 'To be decided' && DECIDED.has(m.status)) return w ? w.t('board.bye') : 'Bye';
  return w ? sideTextIn({ bracket }, m, side, w) : text;
}

function sideScores(m: PublicMatch, i: 0 | 1): BoxScore[] {
  if (m.status === 'live') {
    const done = m.sets.map((s) => ({ text: String(s[i]), live: false }));
    return [...done, { text: String(m.live?.[i] ?? 0), live: true }];
  }
  if (m.status !== 'final' || m.sets.length === 0) return [];
  // More than three set scores do not fit beside a name: show sets won instead.
  if (m.sets.length > 3) return [{ text: String(m.sets.filter((s) => s[i] > s[i === 0 ? 1 : 0]).length), live: false }];
  return m.sets.map((s) => ({ text: String(s[i]), live: false }));
}

function boxSide(m: PublicMatch, side: Side, bracket: PublicMatch[], drawn: PublicMatch[], w?: Words): BoxSide {
  const team = side === 'A' ? m.a : m.b;
  const i = side === 'A' ? 0 : 1;
  const result = team && m.winner && DECIDED.has(m.status) ? (m.winner.id === team.id ? 'won' : 'lost') : '';
  const text = team ? team.name : emptySideText(m, side, bracket);
  const awaited = !team && text.startsWith('Winner of') && drawn.some((f) => f.feeds === m.id && f.feedsSide === side);
  return { team, text: team || !w ? text : emptySideText(m, side, bracket, w), result, awaited, scores: team ? sideScores(m, i) : [] };
}

/** `namesakes`: matches of the column with the same label; "Match 2" tells them apart. */
function caption(m: PublicMatch, colTitle: string, namesakes: number, w?: Words): string {
  if (w) return captionIn(m, colTitle, namesakes, w);
  const parts: string[] = [];
  if (m.label && m.label !== colTitle && `${m.label}s` !== colTitle) parts.push(m.label);
  else if (namesakes > 1 && m.slot !== null) parts.push(`Match ${m.slot}`);
  if (m.conditional && m.status === 'void') parts.push('not needed');
  else if (m.conditional && !DECIDED.has(m.status) && m.status !== 'live') parts.push('if needed');
  if (m.status === 'live') parts.push(m.court !== null ? `live on court ${m.court}` : 'live');
  else if (m.status === 'on_deck') parts.push(m.court !== null ? `on deck, court ${m.court}` : 'on deck');
  else if (m.status === 'forfeit') parts.push('forfeit');
  else if (m.status === 'void' && !m.conditional) parts.push('void');
  else if (m.status === 'bye') parts.push('bye');
  return parts.join(' · ');
}

/** caption() in the page's language (docs/translating.md). */
function captionIn(m: PublicMatch, colTitle: string, namesakes: number, w: Words): string {
  const parts: string[] = [];
  if (m.label && m.label !== colTitle && `${m.label}s` !== colTitle) parts.push(labelIn(m.label, w));
  else if (namesakes > 1 && m.slot !== null) parts.push(w.t('bracket.matchN', { n: m.slot }));
  const note = (x: string) => parts.push(w.t('bracket.note', { note: x }));
  if (m.conditional && m.status === 'void') note('notNeeded');
  else if (m.conditional && !DECIDED.has(m.status) && m.status !== 'live') note('ifNeeded');
  if (m.status === 'live') m.court !== null ? parts.push(w.t('bracket.liveOn', { court: m.court })) : note('live');
  else if (m.status === 'on_deck') m.court !== null ? parts.push(w.t('bracket.onDeckOn', { court: m.court })) : note('onDeck');
  else if (m.status === 'forfeit') note('forfeit');
  else if (m.status === 'void' && !m.conditional) note('void');
  else if (m.status === 'bye') note('bye');
  return parts.join(' · ');
}

/** A column's title in the page's language: its shared label ("Semifinals"), or its round. */
function columnTitleIn(matches: PublicMatch[], en: string, w: Words): string {
  const first = matches[0]!;
  if (en === (first.stage === 'losers' ? `Losers round ${first.round}` : `Round ${first.round}`))
    return w.t(first.stage === 'losers' ? 'bracket.losersRound' : 'bracket.round', { n: first.round });
  const single = en.replace(/s$/, '');
  if (single !== en && matches.filter((m) => m.label === single).length > 1)
    return w.t('bracket.column', { code: labelCode(single), label: labelIn(single, w) });
  return labelIn(en, w);
}

const center = (b: { y: number }) => b.y + GEOMETRY.boxH / 2;

/**
 * Lays out `bracket` (any subset of a tournament's bracket matches, e.g. one section or the later rounds for a TV):
 * winners bracket on top, losers bracket below, finals to the right of both. Within a section a match sits midway
 * between the matches that feed it, and first matches of a path take the next free row, so lines never cross.
 */
export function layoutBracket(bracket: PublicMatch[], context: PublicMatch[] = bracket, w?: Words): BracketLayout {
  const double = isDouble(context);
  const keys: BracketSectionKey[] = ['winners', 'losers', 'finals'];
  const members = new Map<BracketSectionKey, PublicMatch[]>(keys.map((k) => [k, []]));
  for (const m of bracket) members.get(sectionOf(m, double))!.push(m);

  const boxes = new Map<string, BracketBox>();
  const sections: BracketSectionFrame[] = [];
  let top: number = GEOMETRY.pad;
  let rightmost: number = GEOMETRY.pad;

  const columnsOf = (list: PublicMatch[]) => {
    const minRound = Math.min(...list.map((m) => m.round));
    return (m: PublicMatch) => m.round - minRound;
  };

  const frame = (key: BracketSectionKey, list: PublicMatch[], x0: number, y0: number, colOf: (m: PublicMatch) => number) => {
    const cols = new Map<number, PublicMatch[]>();
    for (const m of list) cols.set(colOf(m), [...(cols.get(colOf(m)) ?? []), m]);
    const titles = new Map(
      [...cols].map(([c, ms]) => [
        c,
        columnTitle(ms, ms[0]!.stage === 'losers' ? `Losers round ${ms[0]!.round}` : `Round ${ms[0]!.round}`),
      ]),
    );
    sections.push({
      // a single-elimination bracket is one tree: the page's own heading names it
      key,
      title: double ? (w ? w.t('bracket.section', { section: key }) : SECTION_TITLE[key]) : '',
      x: x0,
      y: y0,
      columns: [...titles]
        .sort((p, q) => p[0] - q[0])
        .map(([c, title]) => ({ title: w ? columnTitleIn(cols.get(c)!, title, w) : title, x: x0 + c * COL })),
    });
    return { cols, titles };
  };

  const place = (
    m: PublicMatch,
    key: BracketSectionKey,
    col: number,
    x0: number,
    y: number,
    titles: Map<number, string>,
    cols: Map<number, PublicMatch[]>,
  ) => {
    const colTitle = titles.get(col) ?? '';
    boxes.set(m.id, {
      match: m,
      section: key,
      col,
      x: x0 + col * COL,
      y,
      caption: caption(m, colTitle, (cols.get(col) ?? []).filter((x) => x.label === m.label).length, w),
      sides: [boxSide(m, 'A', context, bracket, w), boxSide(m, 'B', context, bracket, w)],
    });
  };

  // Winners and losers: trees laid out depth first from their roots.
  for (const key of ['winners', 'losers'] as const) {
    const list = members.get(key)!;
    if (list.length === 0) continue;
    const colOf = columnsOf(list);
    const x0 = GEOMETRY.pad;
    const y0 = top;
    const { cols, titles } = frame(key, list, x0, y0, colOf);
    const inSection = new Set(list.map((m) => m.id));
    const feeders = (m: PublicMatch) =>
      list
        .filter((f) => f.feeds === m.id)
        .sort((p, q) => (p.feedsSide === q.feedsSide ? (p.slot ?? 0) - (q.slot ?? 0) : p.feedsSide === 'A' ? -1 : 1));
    let nextRow = 0;
    const rowTop = (row: number) => y0 + GEOMETRY.sectionHead + GEOMETRY.caption + row * ROW;
    const visit = (m: PublicMatch): number => {
      const from = feeders(m);
      let y: number;
      if (from.length) {
        const centers = from.map((f) => center(boxes.get(f.id) ?? { y: visit(f) }));
        y = centers.reduce((s, c) => s + c, 0) / centers.length - GEOMETRY.boxH / 2;
      } else {
        y = rowTop(nextRow++);
      }
      place(m, key, colOf(m), x0, y, titles, cols);
      return y;
    };
    const roots = list
      .filter((m) => !m.feeds || !inSection.has(m.feeds))
      .sort((p, q) => colOf(q) - colOf(p) || (p.slot ?? 0) - (q.slot ?? 0));
    for (const r of roots) if (!boxes.has(r.id)) visit(r);
    for (const m of list) if (!boxes.has(m.id)) visit(m);
    const bottom = rowTop(nextRow) - GEOMETRY.caption - GEOMETRY.rowGap;
    top = bottom + GEOMETRY.sectionGap;
    rightmost = Math.max(rightmost, x0 + (Math.max(...cols.keys()) + 1) * COL - GEOMETRY.colGap);
  }

  // Finals of double elimination: right of both trees, level with what feeds them; the reset right below the
  // grand final (one column, not two: a laptop then holds an 8-team double bracket without scrolling).
  const finals = members.get('finals')!.sort((p, q) => p.round - q.round || (p.slot ?? 0) - (q.slot ?? 0));
  if (finals.length) {
    const x0 = rightmost + GEOMETRY.colGap;
    const colOf = () => 0;
    const firstTop = GEOMETRY.pad + GEOMETRY.sectionHead + GEOMETRY.caption;
    const { cols, titles } = frame('finals', finals, x0, GEOMETRY.pad, colOf);
    let lastY = firstTop - ROW;
    for (const m of finals) {
      const from = bracket.filter((f) => (f.feeds === m.id || f.loserFeeds === m.id) && boxes.has(f.id));
      const y = from.length
        ? Math.max(firstTop, from.reduce((s, f) => s + center(boxes.get(f.id)!), 0) / from.length - GEOMETRY.boxH / 2)
        : lastY + ROW;
      place(m, 'finals', colOf(), x0, y, titles, cols);
      lastY = y;
    }
    rightmost = x0 + (Math.max(...cols.keys()) + 1) * COL - GEOMETRY.colGap;
  }

  const placed = [...boxes.values()];
  const connectors: Connector[] = [];
  for (const b of placed) {
    const m = b.match;
    const to = m.feeds ? boxes.get(m.feeds) : undefined;
    if (to) connectors.push(link(b, to, m.feedsSide === 'B' ? 'B' : 'A', false));
    // The reset final follows the grand final of its section (the document names no feed for it).
    if (m.stage === 'final' && m.conditional) {
      const gf = placed.find(
        (g) => g.section === b.section && g.match.stage === 'final' && !g.match.conditional && g.match.round === m.round - 1,
      );
      if (gf) connectors.push(link(gf, b, null, true));
    }
  }
  const height = Math.max(top - GEOMETRY.sectionGap, ...placed.map((b) => b.y + GEOMETRY.boxH)) + GEOMETRY.pad;
  return { width: rightmost + GEOMETRY.pad, height, boxes: placed, connectors, sections };

  /** A winner's line: out of the feeder's right edge, into the fed side's row; a reset's: straight down beside the caption. */
  function link(from: BracketBox, to: BracketBox, side: Side | null, reset: boolean): Connector {
    const fm = from.match;
    const decided = DECIDED.has(fm.status) && fm.winner !== null;
    let d: string;
    if (side === null) {
      const x = from.x + GEOMETRY.boxW - 24;
      d = `M${x} ${from.y + GEOMETRY.boxH}V${to.y}`;
    } else {
      const x1 = from.x + GEOMETRY.boxW;
      const x2 = to.x;
      const y2 = to.y + (side === 'A' ? 0.25 : 0.75) * GEOMETRY.boxH;
      d = `M${x1} ${center(from)}H${x2 - GEOMETRY.colGap / 2}V${y2}H${x2}`;
    }
    return { from: fm.id, to: to.match.id, reset, decided, team: decided ? fm.winner!.id : '', d };
  }
}

/** The matches a bracket box links to by a line: for tests and for checking a layout is complete. */
export function expectedConnectors(bracket: PublicMatch[]): number {
  const ids = new Set(bracket.map((m) => m.id));
  const resets = bracket.filter(
    (m) => m.stage === 'final' && m.conditional && bracket.some((g) => g.stage === 'final' && !g.conditional && g.round === m.round - 1),
  ).length;
  return bracket.filter((m) => m.feeds && ids.has(m.feeds)).length + resets;
}
