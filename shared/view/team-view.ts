// What a team's own page tells it, decided once for the server's first paint and the live component: where
// it plays next (now, on deck, queued, drawn), the match it referees, its results, and its road through the bracket.
import { DECIDED, feederOf, tierMatches } from './format.js';
import { etaIn, matchNameIn, sideTextIn, tierTitleIn } from './format-words.js';
import type { PublicCourt, PublicMatch, PublicState, PublicTeam, UpNextEntry } from '../engine/types.js';
import type { Words } from '../i18n/words.js';

export const hasTeam = (m: PublicMatch, id: string): boolean => m.a?.id === id || m.b?.id === id;
export const mySide = (m: PublicMatch, id: string): 'A' | 'B' => (m.a?.id === id ? 'A' : 'B');
export const otherSide = (side: 'A' | 'B'): 'A' | 'B' => (side === 'A' ? 'B' : 'A');

/** The opponent as people read it: a name, or what that side waits for ("Winner of Semifinal 2"). */
export function opponentText(pub: PublicState, m: PublicMatch, id: string, w: Words): string {
  return sideTextIn(pub, m, otherSide(mySide(m, id)), w);
}

export type TeamNext =
  | { kind: 'playing'; court: PublicCourt; match: PublicMatch; then: UpNextEntry | null }
  | { kind: 'onDeck'; entry: UpNextEntry }
  | { kind: 'queued'; entry: UpNextEntry }
  | { kind: 'drawn'; match: PublicMatch }
  | { kind: 'none' };

/** Where the team plays next: on a court now, on deck, queued with a court and time, drawn but not planned, or nothing. */
export function teamNext(pub: PublicState, id: string): TeamNext {
  const court = pub.courts.find((c) => c.match && hasTeam(c.match, id));
  const entry = pub.upNext.find((e) => hasTeam(e, id));
  // a team on court also wants to know where it goes after this match
  if (court?.match) return { kind: 'playing', court, match: court.match, then: entry ?? null };
  if (entry) return { kind: entry.status === 'on_deck' ? 'onDeck' : 'queued', entry };
  const match = [...pub.pools.flatMap((p) => p.matches), ...pub.bracket].find(
    (m) => hasTeam(m, id) && (m.status === 'pending' || m.status === 'on_deck'),
  );
  return match ? { kind: 'drawn', match } : { kind: 'none' };
}

/** The team's decided matches (results), in play order. */
export function teamResults(pub: PublicState, id: string): PublicMatch[] {
  return [...pub.pools.flatMap((p) => p.matches), ...pub.bracket].filter(
    (m) => hasTeam(m, id) && (m.status === 'final' || m.status === 'forfeit' || m.status === 'void'),
  );
}

export interface PathStep {
  match: PublicMatch;
  /** "Semifinal 1", "Losers round 2 · match 1". */
  name: string;
  /** "won", "lost", "bye", "void", or "next" for the match still to play. */
  outcome: 'won' | 'lost' | 'bye' | 'void' | 'next';
  opponent: string;
}

export interface BracketPath {
  /** "Bracket path", or with tiers (docs/api.md, Tiers and consolation) the team's tier: "Gold bracket path". */
  title: string;
  steps: PathStep[];
  /** What follows the match still to play, or how the road ended ("Win and you play the Final against …"). */
  ahead: string | null;
}

/** The team's matches in the bracket, in play order, and where the road goes from here. Null outside the bracket. */
export function bracketPath(pub: PublicState, id: string, w: Words): BracketPath | null {
  const first = pub.bracket.find((m) => hasTeam(m, id));
  if (!first) return null;
  const tier = first.tier ?? '';
  // With tiers (docs/api.md, Tiers and consolation) the road stays in the team's tier and its consolation, and the
  // title names the tier, so the steps need not ("Winners semifinal 1", not "Silver · Winners semifinal 1").
  const family = new Set([tier, tier === '' ? 'Consolation' : `${tier} consolation`]);
  const view: PublicState =
    (pub.tiers?.length ?? 0) > 1
      ? { ...pub, bracket: pub.bracket.filter((m) => family.has(m.tier ?? '')).map((m) => (m.tier ? { ...m, tier: '' } : m)) }
      : pub;
  const mine = view.bracket.filter((m) => hasTeam(m, id));
  const steps: PathStep[] = mine.map((m) => {
    const outcome: PathStep['outcome'] = !DECIDED.has(m.status)
      ? 'next'
      : m.status === 'bye'
        ? 'bye'
        : m.status === 'void' && !m.winner
          ? 'void'
          : m.winner?.id === id
            ? 'won'
            : 'lost';
    return { match: m, name: matchNameIn(view, m, w), outcome, opponent: opponentText(view, m, id, w) };
  });
  return { title: w.t('team.path', { bracket: tierTitleIn(tier, w) }), steps, ahead: roadAhead(pub, view, id, steps, w) };
}

/** `view`: the team's tier with its names as the path shows them; `pub`: the whole document, for what each tier is. */
function roadAhead(pub: PublicState, view: PublicState, id: string, steps: PathStep[], w: Words): string | null {
  const tiers = pub.tiers ?? [];
  if (tiers.length > 1) {
    const won = tiers.filter((x) => x.champion?.id === id).map((x) => tierTitleIn(x.name, w));
    if (won.length) return w.t('team.championOf', { tier: won[won.length - 1]! });
  } else if (pub.champion?.id === id) return w.t('team.champion');
  const open = steps.find((s) => s.outcome === 'next');
  const byId = (mid: string) => view.bracket.find((m) => m.id === mid);
  if (open) {
    const m = open.match;
    const parts: string[] = [];
    const win = m.feeds ? byId(m.feeds) : undefined;
    if (win) parts.push(w.t('team.winPlay', { match: matchNameIn(view, win, w), ...against(view, win, m.feedsSide, w) }));
    const lose = m.loserFeeds ? byId(m.loserFeeds) : undefined;
    if (lose) parts.push(w.t('team.losePlay', { match: matchNameIn(view, lose, w), ...against(view, lose, m.loserFeedsSide, w) }));
    else if (win) parts.push(w.t('team.loseOut'));
    if (!win) {
      const tier = pub.bracket.find((x) => x.id === m.id)?.tier ?? '';
      const own = tierMatches(pub, tier);
      const thirdPlace = own.some((x) => x.loserFeeds === m.id && x.stage === 'bracket');
      // a grand final may need a reset final; its words would depend on which side wins, so none
      if (thirdPlace) parts.push(w.t('team.winThird'));
      else if (/consolation$/i.test(tier)) parts.push(w.t('team.winTier', { tier: tierTitleIn(tier, w) }));
      else if (!own.some((x) => x.conditional))
        parts.push(tiers.length > 1 ? w.t('team.winTierChampion', { tier: tierTitleIn(tier, w) }) : w.t('team.winChampion'));
    }
    return parts.join(' ') || null;
  }
  const last = steps[steps.length - 1];
  if (last?.outcome === 'lost' && !pub.bracket.some((m) => !DECIDED.has(m.status) && hasTeam(m, id)))
    return w.t('team.outAfter', { match: last.name });
  return null;
}

/**
 * Who waits on the other side than `side` of `m`: a team ("against Sand Sharks"), where a team comes from ("against
 * the winner of Semifinal 2"; lower-cased where the language writes it so mid-sentence), or nobody known.
 */
function against(pub: PublicState, m: PublicMatch, side: string, w: Words): { against: string; name: string } {
  if (side !== 'A' && side !== 'B') return { against: 'none', name: '' };
  const other = otherSide(side);
  const ref = other === 'A' ? m.a : m.b;
  if (ref) return { against: 'team', name: ref.name };
  if (!feederOf(pub, m, other)) return { against: 'none', name: '' };
  const text = sideTextIn(pub, m, other, w);
  return { against: 'side', name: w.lang === 'de' ? text : lowerFirst(text) };
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** The next match the team referees (docs/api.md, Work teams): on a court now, planned, or drawn; null when none. */
export type TeamDuty =
  | { kind: 'now'; match: PublicMatch; court: number }
  | { kind: 'planned'; entry: UpNextEntry; afterOwn: boolean }
  | { kind: 'drawn'; match: PublicMatch };

export function teamDuty(pub: PublicState, id: string): TeamDuty | null {
  const works = (m: PublicMatch | null) => m?.workTeam?.id === id;
  const court = pub.courts.find((c) => works(c.match));
  if (court?.match) return { kind: 'now', match: court.match, court: court.court };
  const entry = pub.upNext.find(works);
  if (entry) {
    // What comes before it on that court: the live match, then the planned ones.
    const live = pub.courts.find((c) => c.court === entry.court)?.match ?? null;
    const line = [...(live ? [live] : []), ...pub.upNext.filter((e) => e.court === entry.court)];
    const before = line[line.findIndex((m) => m.id === entry.id) - 1];
    return { kind: 'planned', entry, afterOwn: before !== undefined && hasTeam(before, id) };
  }
  const match = pub.pools.flatMap((p) => p.matches).find((m) => works(m) && (m.status === 'pending' || m.status === 'on_deck'));
  return match ? { kind: 'drawn', match } : null;
}

/** "You work Pool A · round 2 (Sand Sharks vs Dig Dug) on court 2 after your match", or null when the team works no match. */
export function dutyText(pub: PublicState, id: string, w: Words): string | null {
  const duty = teamDuty(pub, id);
  if (!duty) return null;
  const m = duty.kind === 'planned' ? duty.entry : duty.match;
  const what = w.t('team.dutyWhat', { match: matchNameIn(pub, m, w), a: sideTextIn(pub, m, 'A', w), b: sideTextIn(pub, m, 'B', w) });
  if (duty.kind === 'now') return w.t('team.dutyNow', { what, court: duty.court });
  if (duty.kind === 'drawn') return w.t('team.dutyDrawn', { what });
  const e = duty.entry;
  if (duty.afterOwn) return w.t('team.dutyAfter', { what, court: e.court });
  return w.t('team.dutyEta', { what, court: e.court, eta: etaIn(e.etaMin, w) });
}

/**
 * What a team's own page says of its check-in (the public team's `arrived`, read as the desk marked it); null once
 * withdrawn (it no longer checks in).
 */
export function checkinWords(team: Pick<PublicTeam, 'status' | 'arrived'>, w: Words): string | null {
  if (team.status !== 'registered') return null;
  return team.arrived ? w.t('team.checkedIn') : w.t('team.notCheckedIn');
}
