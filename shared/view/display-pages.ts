// What the TV display shows, page after page: the courts in screenfuls, up next, standings, the bracket, the podium.
import { playOver, podium, tierSections, tierTitle } from './format.js';
import type { PublicMatch, PublicState } from '../engine/types.js';
import type { Words } from '../i18n/words.js';
import { labelCode, labelIn, phaseIn, tierTitleIn } from './format-words.js';

export type DisplayPage =
  | { kind: 'register'; key: string; title: string }
  | { kind: 'waiting'; key: string; title: string }
  | { kind: 'podium'; key: string; title: string }
  | { kind: 'courts'; key: string; title: string; courts: number[]; cols: number; rows: number }
  | { kind: 'upnext'; key: string; title: string; from: number; count: number }
  | { kind: 'standings'; key: string; title: string; pools: PoolPart[]; cols: number; rows: number; size: number }
  | { kind: 'bracket'; key: string; title: string; matches: string[] };

/**
 * At most this many court cards on one screen (3 across, 2 down): every team name and score stays at least
 * 32 px on a 1080-line screen (3% of its height), readable from 5 m; more courts page rather than shrink.
 */
export const COURTS_PER_PAGE = 6;
/** A broadcast stays on a TV (the tournament's and the venue's) this long after it was sent; the banner stays until cleared. */
export const BROADCAST_SHOWN_MS = 20 * 60_000;
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

/** `n` items in `pages` near-even chunks, in order. */
function chunks<T>(items: T[], perPage: number): T[][] {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const size = Math.ceil(items.length / pages);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function range(first: number, last: number, noun: string, total: number, w?: Words): string {
  if (w) {
    if (first === last) return w.t('board.court', { court: first });
    return total > last - first + 1 ? w.t('tv.courtsOf', { first, last, total }) : w.t('tv.courts', { first, last });
  }
  return first === last ? `${noun} ${first}` : `${noun}s ${first}–${last}${total > last - first + 1 ? ` of ${total}` : ''}`;
}

/**
 * At most this many rows of a pool in one table: nine keep their names at 32 px in half a 1080-line screen. A bigger
 * pool is paged, its rows in near-even parts ("Pool A standings (1 of 2)"), each keeping its rank numbers.
 */
export const POOL_ROWS = 9;

/** Part of a pool's standings shown in one cell: `count` rows from row `from`; `part` is "1 of 2" for a paged pool. */
export interface PoolPart {
  id: string;
  from: number;
  count: number;
  part: string;
}

/** Standings: pools (or parts of big ones) per screen from the largest part's size, so every row stays readable. */
function standingsPages(pub: PublicState, w?: Words): DisplayPage[] {
  const parts = pub.pools.flatMap((p) => {
    const rows = chunks(p.standings, POOL_ROWS);
    return rows.length
      ? rows.map((r, i) => ({
          id: p.id,
          from: i * rows[0]!.length,
          count: r.length,
          part: rows.length > 1 ? (w ? w.t('tv.part', { i: i + 1, n: rows.length }) : `${i + 1} of ${rows.length}`) : '',
        }))
      : [{ id: p.id, from: 0, count: 0, part: '' }];
  });
  if (parts.length === 0) return [];
  const size = Math.max(...parts.map((p) => p.count));
  // two across leave a name column wide enough for a whole team name at 32 px; pools of 5 or more fill the height
  const cols = 2;
  const rows = size <= 4 ? 2 : 1;
  return chunks(parts, cols * rows).map((cells, i, all) => {
    const down = cells.length > cols ? rows : 1;
    const ids = [...new Set(cells.map((p) => p.id))];
    const one = cells.length === 1 && cells[0]!.part ? ` (${cells[0]!.part})` : '';
    const title = w
      ? ids.length === 1
        ? `${w.t('board.poolStandings', { pool: ids[0]! })}${one}`
        : w.t('tv.standingsPools', { first: ids[0]!, last: ids[ids.length - 1]! })
      : ids.length === 1
        ? `Pool ${ids[0]} standings${one}`
        : `Standings: pools ${ids[0]}–${ids[ids.length - 1]}`;
    return {
      kind: 'standings' as const,
      key: `standings-${i + 1}`,
      title: all.length > 1 || ids.length > 1 ? title : w ? w.t('tv.standings') : 'Standings',
      pools: cells,
      cols: Math.ceil(cells.length / down),
      rows: down,
      size,
    };
  });
}

/** Bracket cards to a screen, 4 down and 3 across: names at 32 px on a 1080-line screen. */
export const BRACKET_PER_PAGE = 12;
/**
 * Bracket screens at most. A team plays one match at a time, so the matches on court, on deck or ready of a bracket
 * of up to 72 teams always fit; the results fill what room is left.
 */
export const BRACKET_PAGES = 3;

const SIDE_NAMES: Record<string, string> = { bracket: 'Winners bracket', losers: 'Losers bracket', final: 'Finals' };

/** How soon people care about a match: on court or on deck, ready to play, a result, waiting for its teams. */
function urgency(m: PublicMatch): number {
  if (m.status === 'live' || m.status === 'on_deck') return 0;
  if (m.status === 'pending') return m.a && m.b ? 1 : 3;
  return 2;
}

/** "quarterfinals", "grand final", "round 3": a round as a page title says it. */
function roundName(m: PublicMatch, bracket: PublicMatch[]): string {
  const label = m.label?.replace(/^(Winners|Losers) /, '');
  if (!label) return `round ${m.round}`;
  const plural = /final$/.test(label) && bracket.filter((x) => x.label === m.label).length > 1;
  return `${label[0]!.toLowerCase()}${label.slice(1)}${plural ? 's' : ''}`;
}

/** roundName in the page's language: "Halbfinals", "Runde 3" (docs/translating.md). */
function roundNameIn(m: PublicMatch, bracket: PublicMatch[], w: Words): string {
  const label = m.label?.replace(/^(Winners|Losers) /, '');
  if (!label) return w.t('tv.round', { n: m.round });
  const plural = /final$/.test(label) && bracket.filter((x) => x.label === m.label).length > 1;
  return plural ? w.t('bracket.column', { code: labelCode(label), label: labelIn(label, w) }) : labelIn(label, w);
}

const SIDE_KEY: Record<string, string> = { bracket: 'winners', losers: 'losers', final: 'finals' };

/** bracketTitle in the page's language. */
function bracketTitleIn(ms: PublicMatch[], bracket: PublicMatch[], side: (m: PublicMatch) => string, w: Words): string {
  return [...new Set(ms.map(side))]
    .map((s) => {
      const rounds = ms.filter((m) => side(m) === s);
      const named = [...new Set(rounds.filter((m) => m.label).map((m) => roundNameIn(m, bracket, w)))];
      const nums = [...new Set(rounds.filter((m) => !m.label).map((m) => m.round))];
      const [lo, hi] = [nums[0]!, nums[nums.length - 1]!];
      const plain =
        nums.length > 1 && hi - lo === nums.length - 1
          ? [w.t('tv.rounds', { first: lo, last: hi })]
          : nums.map((n) => w.t('tv.round', { n }));
      const all = [...plain, ...named];
      const list = all.length > 1 ? w.t('tv.and', { a: all.slice(0, -1).join(', '), b: all[all.length - 1]! }) : (all[0] ?? '');
      const name = SIDE_KEY[s] ? w.t('bracket.section', { section: SIDE_KEY[s]! }) : w.t('board.bracket');
      return w.t('tv.sideRounds', { side: name, rounds: list });
    })
    .join(' · ');
}

/** "Winners bracket — quarterfinals and semifinals · Losers bracket — round 3": the sides and rounds of a page. */
function bracketTitle(ms: PublicMatch[], bracket: PublicMatch[], side: (m: PublicMatch) => string, w?: Words): string {
  if (w) return bracketTitleIn(ms, bracket, side, w);
  return [...new Set(ms.map(side))]
    .map((s) => {
      const names = [...new Set(ms.filter((m) => side(m) === s).map((m) => roundName(m, bracket)))];
      // consecutive rounds without a name of their own read as one run: "rounds 1–3"
      const nums = names.filter((n) => /^round /.test(n)).map((n) => Number(n.slice(6)));
      const [lo, hi] = [nums[0]!, nums[nums.length - 1]!];
      const all =
        nums.length > 1 && hi - lo === nums.length - 1 ? [`rounds ${lo}–${hi}`, ...names.filter((n) => !/^round /.test(n))] : names;
      return `${SIDE_NAMES[s] ?? 'Bracket'} — ${all.join(', ').replace(/, ([^,]*)$/, ' and $1')}`;
    })
    .join(' · ');
}

/**
 * The part of the bracket in play, on at most BRACKET_PAGES screens of BRACKET_PER_PAGE matches: per side (winners,
 * losers, finals), the rounds from the first to the last with a match on court, on deck or ready to play, and the
 * round decided just before them (its results; a side with nothing to play shows its latest results). Byes and
 * matches not needed are left out; past the screens' room, what is further off goes first (matches waiting for their
 * teams, then results). Each side has screens of its own unless that takes more screens than mixing them; a title
 * shared by several screens is numbered ("(1 of 2)"). The whole bracket is on the board and the bracket page.
 */
export function bracketPages(bracket: PublicMatch[], w?: Words): { title: string; matches: PublicMatch[] }[] {
  const double = bracket.some((m) => m.stage === 'losers' || (m.stage === 'final' && m.conditional));
  const sides = double ? ['bracket', 'losers', 'final'] : [''];
  const side = (m: PublicMatch) => (double ? m.stage : '');
  const picked: PublicMatch[] = [];
  for (const s of sides) {
    const list = bracket.filter((m) => side(m) === s && m.status !== 'bye' && m.status !== 'void');
    const playing = list.filter((m) => urgency(m) < 2).map((m) => m.round);
    const first = Math.min(...playing);
    const last = Math.max(...playing);
    const decided = Math.max(...list.filter((m) => m.round < first && urgency(m) === 2).map((m) => m.round));
    picked.push(...list.filter((m) => (m.round >= first && m.round <= last) || m.round === decided));
  }
  const order = (m: PublicMatch) => sides.indexOf(side(m)) * 1e4 + m.round * 100 + (m.slot ?? 0);
  const kept = picked
    .sort((p, q) => urgency(p) - urgency(q) || order(p) - order(q))
    .slice(0, BRACKET_PER_PAGE * BRACKET_PAGES)
    .sort((p, q) => order(p) - order(q));
  const groups = sides.map((s) => kept.filter((m) => side(m) === s)).filter((g) => g.length);
  const apart = groups.reduce((n, g) => n + Math.ceil(g.length / BRACKET_PER_PAGE), 0);
  const lists =
    apart === Math.ceil(kept.length / BRACKET_PER_PAGE)
      ? groups.flatMap((g) => chunks(g, BRACKET_PER_PAGE))
      : chunks(kept, BRACKET_PER_PAGE);
  const titles = lists.map((ms) => bracketTitle(ms, bracket, side, w));
  return lists.map((matches, i) => {
    const same = titles.filter((t) => t === titles[i]);
    const nth = titles.slice(0, i + 1).filter((t) => t === titles[i]).length;
    const part = w ? w.t('tv.part', { i: nth, n: same.length }) : `${nth} of ${same.length}`;
    return { title: same.length > 1 ? `${titles[i]} (${part})` : titles[i]!, matches };
  });
}

/**
 * The pages in the order they show. Registration open: the QR code page. Play over: the podium first. Otherwise
 * the courts (in screenfuls), up next, standings, then the part of the bracket in play until the champion is known.
 */
export function displayPages(pub: PublicState, words?: Words): DisplayPage[] {
  // English keeps its own titles (tests hold them); another language says them from the catalogue (docs/translating.md)
  const w = words && words.lang !== 'en' ? words : undefined;
  if (pub.phase === 'checkin') return [{ kind: 'register', key: 'register', title: w ? w.t('tv.registerTitle') : 'Register your team' }];
  const pages: DisplayPage[] = [];
  const over = playOver(pub);
  if (podium(pub) || (pub.tiers ?? []).some((x) => x.champion))
    pages.push({
      kind: 'podium',
      key: 'podium',
      title: w ? (over ? phaseIn('final', w) : w.t('board.champion')) : over ? 'Final results' : 'Champion',
    });
  const playing = pub.courts.some((c) => c.match) || (pub.phase === 'live' && !over);
  if (playing && pub.courts.length) {
    const total = pub.courts.length;
    for (const courts of chunks(pub.courts, COURTS_PER_PAGE)) {
      const nums = courts.map((c) => c.court);
      pages.push({
        kind: 'courts',
        key: `courts-${nums[0]}`,
        title: range(nums[0]!, nums[nums.length - 1]!, 'Court', total, w),
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
      title: w
        ? queue.length > 1
          ? w.t('tv.upNextN', { i: i + 1, n: queue.length })
          : w.t('board.upNext')
        : queue.length > 1
          ? `Up next ${i + 1}/${queue.length}`
          : 'Up next',
      from: i * queue[0]!.length,
      count: list.length,
    }),
  );
  pages.push(...standingsPages(pub, w));
  // Each tier (docs/api.md, Tiers and consolation) pages its own part in play until its champion is known.
  const tiers = tierSections(pub);
  const champions = new Map((pub.tiers ?? []).map((x) => [x.name, x.champion]));
  tiers.forEach((tier, n) => {
    const decided = tiers.length === 1 && tier.name === '' ? pub.champion !== null : (champions.get(tier.name) ?? null) !== null;
    if (decided) return;
    bracketPages(tier.matches, w).forEach((p, i) => {
      const key = tiers.length === 1 ? `bracket-${i + 1}` : `bracket-${n + 1}-${i + 1}`;
      // With tiers the title leads with the tier; a double's "Winners bracket" shortens to "Winners" to fit the header.
      const title =
        tiers.length === 1
          ? p.title
          : w
            ? p.title.startsWith(`${w.t('board.bracket')} —`)
              ? tierTitleIn(tier.name, w) + p.title.slice(w.t('board.bracket').length)
              : `${tier.name}: ${p.title}`
            : p.title.startsWith('Bracket —')
              ? p.title.replace(/^Bracket/, tierTitle(tier.name))
              : `${tier.name}: ${p.title.replace(/(Winners|Losers) bracket/g, '$1')}`;
      pages.push({ kind: 'bracket', key, title, matches: p.matches.map((m) => m.id) });
    });
  });
  if (pages.length === 0) pages.push({ kind: 'waiting', key: 'waiting', title: w ? phaseIn('closed', w) : 'Registration closed' });
  return pages;
}
