// What the TV display shows, page after page: the courts in screenfuls, up next, standings, the bracket, the podium.
import { isDouble, layoutBracket, type BracketLayout } from './bracket-layout.js';
import { playOver, podium } from './format.js';
import type { PublicMatch, PublicState } from '../engine/types.js';

export type DisplayPage =
  | { kind: 'register'; key: string; title: string }
  | { kind: 'waiting'; key: string; title: string }
  | { kind: 'podium'; key: string; title: string }
  | { kind: 'courts'; key: string; title: string; courts: number[]; cols: number; rows: number }
  | { kind: 'upnext'; key: string; title: string; from: number; count: number }
  | { kind: 'standings'; key: string; title: string; pools: string[]; cols: number; rows: number; size: number }
  | { kind: 'bracket'; key: string; title: string; matches: string[] };

/**
 * At most this many court cards on one screen (3 across, 2 down): every team name and score stays at least
 * 32 px on a 1080-line screen (3% of its height), readable from 5 m; more courts page rather than shrink.
 */
export const COURTS_PER_PAGE = 6;
/** Up next lists this many matches to a screen, at the same type size as the court cards. */
export const UPNEXT_PER_PAGE = 6;
/** Screens of up next at most: matches further down the queue are too far off to call from the TV. */
export const UPNEXT_PAGES = 2;

/** The grid for `n` cards on a landscape screen: as few cells as hold them, wider than tall. */
export function courtGrid(n: number): { cols: number; rows: number } {
  if (n <= 3) return { cols: n, rows: 1 };
  if (n === 4) return { cols: 2, rows: 2 };
  return { cols: 3, rows: 2 };
}

/** A screen's size in CSS pixels; only its shape and the share of its height matter. */
export interface Screen {
  width: number;
  height: number;
}

/** The screen the server paints for before the browser measures its own: a 16:9 TV. */
export const TV_SCREEN: Screen = { width: 1920, height: 1080 };
/** The part of the screen a page gets (the header, notices and footer take the rest); see the display CSS. */
const PAGE_AREA = { width: 0.96, height: 0.68 };
/** A bracket name's type in the drawing's own units (svg.bx in app.css). */
const BRACKET_NAME_PX = 14;

/**
 * Whether a bracket layout can be drawn on `screen` with its names at 32 px a 1080-line screen (3% of the height),
 * as large as every other name on the TV: the layout scaled to the page area must not shrink them below that.
 */
export function bracketFits(screen: Screen): (l: BracketLayout) => boolean {
  return (l) => {
    const scale = Math.min((screen.width * PAGE_AREA.width) / l.width, (screen.height * PAGE_AREA.height) / l.height);
    return scale * BRACKET_NAME_PX >= (32 / 1080) * screen.height;
  };
}

/** `n` items in `pages` near-even chunks, in order. */
function chunks<T>(items: T[], perPage: number): T[][] {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const size = Math.ceil(items.length / pages);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function range(first: number, last: number, noun: string, total: number): string {
  return first === last ? `${noun} ${first}` : `${noun}s ${first}–${last}${total > last - first + 1 ? ` of ${total}` : ''}`;
}

/** Standings: pools per screen from the largest pool's size, so every table's rows keep a readable height. */
function standingsPages(pub: PublicState): DisplayPage[] {
  if (pub.pools.length === 0) return [];
  const size = Math.max(...pub.pools.map((p) => p.standings.length));
  // two across leave a name column wide enough for a whole team name at 32 px; pools of 5 or more fill the height
  const cols = 2;
  const rows = size <= 4 ? 2 : 1;
  return chunks(pub.pools, cols * rows).map((pools, i, all) => {
    const down = pools.length > cols ? rows : 1;
    const grid = { cols: Math.ceil(pools.length / down), rows: down };
    const ids = pools.map((p) => p.id);
    const title = ids.length === 1 ? `Pool ${ids[0]} standings` : `Standings: pools ${ids[0]}–${ids[ids.length - 1]}`;
    return {
      kind: 'standings' as const,
      key: `standings-${i + 1}`,
      title: all.length > 1 || ids.length > 1 ? title : 'Standings',
      pools: ids,
      ...grid,
      size,
    };
  });
}

/** In-section matches that lead into `m`, `m` included: the subtree drawn left of it. */
function subtree(m: PublicMatch, list: PublicMatch[]): PublicMatch[] {
  const out = [m];
  for (const f of list) if (f.feeds === m.id) out.push(...subtree(f, list));
  return out;
}

const SECTION_NAMES: Record<string, string> = { bracket: 'Winners bracket', losers: 'Losers bracket' };

/**
 * `list` (a section, or part of one) in pieces that each fit: the latest rounds that fit together on one, the
 * earlier rounds as whole subtrees (several to a piece while they fit, split again while one is too big); a
 * single round too big for a screen goes in runs of its matches.
 */
function split(list: PublicMatch[], fits: (ms: PublicMatch[]) => boolean): PublicMatch[][] {
  if (list.length === 1 || fits(list)) return [list];
  const first = Math.min(...list.map((m) => m.round));
  let from = Math.max(...list.map((m) => m.round));
  while (from > first && fits(list.filter((m) => m.round >= from - 1))) from--;
  // from > first unless `list` is one round: then its matches one by one
  const early = list.filter((m) => m.round < from);
  const trees = early.length ? early.filter((m) => m.round === from - 1).map((root) => subtree(root, early)) : list.map((m) => [m]);
  const pieces: PublicMatch[][] = [];
  for (const tree of trees.sort((p, q) => (p[0]!.slot ?? 0) - (q[0]!.slot ?? 0))) {
    const piece = pieces[pieces.length - 1];
    if (piece && fits([...piece, ...tree])) piece.push(...tree);
    else pieces.push(...split(tree, fits));
  }
  return early.length
    ? [
        ...pieces,
        ...split(
          list.filter((m) => m.round >= from),
          fits,
        ),
      ]
    : pieces;
}

/**
 * The bracket in as few screens as keep it readable: whole if it fits, else each section, split into pieces that
 * fit (see `split`), numbered. `fits` says whether a layout can be drawn at a readable size on the screen at hand.
 */
export function bracketPages(bracket: PublicMatch[], fits: (l: BracketLayout) => boolean): { title: string; matches: PublicMatch[] }[] {
  if (bracket.length === 0) return [];
  const lay = (ms: PublicMatch[]) => layoutBracket(ms, bracket);
  if (fits(lay(bracket))) return [{ title: 'Bracket', matches: bracket }];
  const double = isDouble(bracket);
  const finals = double ? bracket.filter((m) => m.stage === 'final') : [];
  const sections = double ? [bracket.filter((m) => m.stage === 'bracket'), bracket.filter((m) => m.stage === 'losers')] : [bracket];
  const pages: { title: string; matches: PublicMatch[] }[] = [];
  for (const list of sections) {
    if (list.length === 0) continue;
    const name = double ? SECTION_NAMES[list[0]!.stage]! : 'Bracket';
    const pieces = split(list, (ms) => fits(lay(ms)));
    pieces.forEach((p, i) => pages.push({ title: pieces.length > 1 ? `${name} ${i + 1}/${pieces.length}` : name, matches: p }));
  }
  if (finals.length) {
    const lastPage = pages[pages.length - 1];
    if (lastPage && fits(lay([...lastPage.matches, ...finals]))) {
      lastPage.matches = [...lastPage.matches, ...finals];
      lastPage.title = `${lastPage.title} and finals`;
    } else {
      pages.push({ title: 'Finals', matches: finals });
    }
  }
  return pages;
}

/**
 * The pages in the order they show. Registration open: the QR code page. Play over: the podium first. Otherwise
 * the courts (in screenfuls), up next, standings, then the bracket. `fits` (the screen at hand) splits the bracket.
 */
export function displayPages(pub: PublicState, fits: (l: BracketLayout) => boolean = () => true): DisplayPage[] {
  if (pub.phase === 'checkin') return [{ kind: 'register', key: 'register', title: 'Register your team' }];
  const pages: DisplayPage[] = [];
  const over = playOver(pub);
  if (podium(pub)) pages.push({ kind: 'podium', key: 'podium', title: over ? 'Final results' : 'Champion' });
  const playing = pub.courts.some((c) => c.match) || (pub.phase === 'live' && !over);
  if (playing && pub.courts.length) {
    const total = pub.courts.length;
    for (const courts of chunks(pub.courts, COURTS_PER_PAGE)) {
      const nums = courts.map((c) => c.court);
      pages.push({
        kind: 'courts',
        key: `courts-${nums[0]}`,
        title: range(nums[0]!, nums[nums.length - 1]!, 'Court', total),
        courts: nums,
        ...courtGrid(nums.length),
      });
    }
  }
  const queue = chunks(pub.upNext.slice(0, UPNEXT_PER_PAGE * UPNEXT_PAGES), UPNEXT_PER_PAGE);
  queue.forEach((list, i) =>
    pages.push({
      kind: 'upnext',
      key: `upnext-${i + 1}`,
      title: queue.length > 1 ? `Up next ${i + 1}/${queue.length}` : 'Up next',
      from: i * queue[0]!.length,
      count: list.length,
    }),
  );
  pages.push(...standingsPages(pub));
  bracketPages(pub.bracket, fits).forEach((p, i) =>
    pages.push({ kind: 'bracket', key: `bracket-${i + 1}`, title: p.title, matches: p.matches.map((m) => m.id) }),
  );
  if (pages.length === 0) pages.push({ kind: 'waiting', key: 'waiting', title: 'Registration closed' });
  return pages;
}
