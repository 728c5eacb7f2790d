// Words and numbers as people read them (phases, match names, set scores, times, tiebreaks, the podium): one
// definition for the server's pages and the browser's components.
// In English; format-words.ts says the same in the page's language for translated pages (docs/translating.md).
import { isDecidingSet, setRules, stageRules } from '../engine/set-rules.js';
import type { MatchStage, MatchStatus, Phase, PublicAlert, PublicMatch, PublicState, Rules, SetScore, TeamRef } from '../engine/types.js';

export const PHASE_LABEL: Record<Phase, string> = {
  checkin: 'Registration open',
  closed: 'Registration closed',
  live: 'Live',
  final: 'Final results',
};

export const STATUS_LABEL: Record<MatchStatus, string> = {
  pending: 'Waiting',
  on_deck: 'On deck',
  live: 'Live',
  final: 'Final',
  forfeit: 'Forfeit',
  void: 'Void',
  bye: 'Bye',
};

const STAGE_LABEL: Record<MatchStage, string> = { pool: 'Pool', bracket: 'Bracket', losers: 'Losers bracket', final: 'Final' };

export function sideName(ref: TeamRef | null): string {
  return ref ? ref.name : 'TBD';
}

/** A tier's heading (docs/api.md, Tiers and consolation): "Gold bracket", "Consolation", "Bracket" for the main one. */
export function tierTitle(name: string): string {
  if (name === '') return 'Bracket';
  return /consolation$/i.test(name) ? name : `${name} bracket`;
}

/** What a match's title starts with in a tier ("Gold · "), none in the main bracket or its consolation (its labels say it). */
export function tierPrefix(tier: string | undefined): string {
  if (!tier || tier === 'Consolation') return '';
  return `${tier.replace(/ consolation$/i, '')} · `;
}

/** "Pool A · round 2", "Bracket · round 1 · match 3", or the match's own label ("Final", "Gold · Final"). */
export function matchTitle(m: Pick<PublicMatch, 'stage' | 'round' | 'slot' | 'label' | 'poolId'> & { tier?: string }): string {
  if (m.label) return tierPrefix(m.tier) + m.label;
  if (m.stage === 'pool') return `Pool ${m.poolId ?? ''} · round ${m.round}`.replace('  ', ' ');
  return `${STAGE_LABEL[m.stage]} · round ${m.round}${m.slot !== null ? ` · match ${m.slot}` : ''}`;
}

export function setsText(sets: SetScore[]): string {
  return sets.map(([a, b]) => `${a}-${b}`).join(', ');
}

/** Sets won by each side. */
export function setCount(sets: SetScore[]): [number, number] {
  let a = 0;
  let b = 0;
  for (const [x, y] of sets) {
    if (x > y) a++;
    else if (y > x) b++;
  }
  return [a, b];
}

export function etaText(min: number): string {
  return min <= 0 ? 'now' : `~${min} min`;
}

export function timeText(at: number): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** "to 21, win by 2, cap 23 · best of 3 (first to 2 sets)": a tournament's set rules in words (keeper pad). */
export function rulesText(rules: Pick<Rules, 'pointsTo' | 'winBy' | 'cap' | 'bestOf'>): string {
  const cap = rules.cap > 0 ? `, cap ${rules.cap}` : '';
  const sets = rules.bestOf > 1 ? ` · best of ${rules.bestOf} (first to ${Math.ceil(rules.bestOf / 2)} sets)` : ' · one set';
  return `to ${rules.pointsTo}, win by ${rules.winBy}${cap}${sets}`;
}

/** "Set 2 · to 21 · sets 1-0": the set being played and the point it is played to now (`target`, shared/rules.ts setTarget). */
export function runningSetText(setNumber: number, target: number, won: [number, number], bestOf: number): string {
  return `Set ${setNumber} · to ${target}${bestOf > 1 ? ` · sets ${won[0]}-${won[1]}` : ''}`;
}

/** One stage's play in words: "1 set to 21", "best of 3 to 21, cap 23, deciding set to 15" (win by 2 goes without saying). */
function stagePlayText(rules: Rules, stage: MatchStage): string {
  const s = stageRules(rules, stage);
  const sets = s.bestOf > 1 ? `best of ${s.bestOf}` : '1 set';
  const winBy = s.winBy !== 2 ? `, win by ${s.winBy}` : '';
  const cap = s.cap > 0 ? `, cap ${s.cap}` : '';
  const last = setRules(rules, stage, s.bestOf);
  const deciding = isDecidingSet(rules, stage, s.bestOf)
    ? `, deciding set to ${last.pointsTo}${last.cap !== s.cap ? ' (no cap)' : ''}`
    : '';
  return `${sets} to ${s.pointsTo}${winBy}${cap}${deciding}`;
}

/** "Pools: 1 set to 21 · Bracket: best of 3 to 21, deciding set to 15": how each stage of the tournament is played (docs/api.md, Rules per stage). */
export function stageRulesText(pub: Pick<PublicState, 'rules' | 'stages'>): string {
  const parts: string[] = [];
  if (pub.stages.includes('pool')) parts.push(`Pools: ${stagePlayText(pub.rules, 'pool')}`);
  if (pub.stages.includes('bracket')) parts.push(`Bracket: ${stagePlayText(pub.rules, 'bracket')}`);
  return parts.join(' · ');
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Statuses of a match whose outcome is settled. */
export const DECIDED: ReadonlySet<MatchStatus> = new Set<MatchStatus>(['final', 'forfeit', 'void', 'bye']);

/** `won`/`lost` for a side of a decided match, so the bracket shows at a glance who went through. */
export function sideClass(m: PublicMatch, ref: TeamRef | null): string {
  if (!ref || !m.winner || !DECIDED.has(m.status)) return '';
  return m.winner.id === ref.id ? 'won' : 'lost';
}

/**
 * Alerts still worth showing: broadcasts, and for each match still on deck its newest on-deck call only.
 * A match moved to another court is called again (docs/api.md, The court engine; shared/engine/courts.ts), so an older call
 * names a court it no longer goes to; a call for a match pushed back, started or played only confuses a reader.
 * `alerts` are newest first, as `recentAlerts` keeps them.
 */
export function currentAlerts(pub: PublicState, alerts: PublicAlert[] = pub.recentAlerts): PublicAlert[] {
  const status = new Map([...pub.upNext, ...allMatches(pub)].map((m) => [m.id, m.status]));
  const called = new Set<string>();
  return alerts.filter((a) => {
    if (a.kind !== 'on_deck' || !a.match) return true;
    if (called.has(a.match)) return false;
    called.add(a.match);
    // A match the document does not list is taken as still on deck: the call is all a reader has.
    return (status.get(a.match) ?? 'on_deck') === 'on_deck';
  });
}

/** The matches of one tier (docs/api.md, Tiers and consolation); a document without tiers has all in the main one. */
export function tierMatches(pub: Pick<PublicState, 'bracket'>, tier: string): PublicMatch[] {
  return pub.bracket.filter((m) => (m.tier ?? '') === tier);
}

/** "a bracket of 15 matches", or with tiers "3 brackets of 25 matches" (docs/api.md, Tiers and consolation). */
export function bracketCount(pub: Pick<PublicState, 'bracket' | 'tiers'>): string {
  const n = pub.tiers?.length ?? 0;
  return n > 1 ? `${n} brackets of ${pub.bracket.length} matches` : `a bracket of ${pub.bracket.length} matches`;
}

/** The tiers to show, each with its matches, in the document's order; one (the main bracket) when there are none. */
export function tierSections(pub: Pick<PublicState, 'bracket' | 'tiers'>): { name: string; matches: PublicMatch[] }[] {
  const tiers = pub.tiers?.length ? pub.tiers : [{ name: '' }];
  return tiers.map((x) => ({ name: x.name, matches: tierMatches(pub, x.name) })).filter((x) => x.matches.length > 0);
}

/**
 * The champion, runner-up and third of a bracket: of `tier` when named (its champion from `tiers`), else of the main
 * (or first) one (`champion`).
 */
export function podium(pub: PublicState, tier?: string): { champion: TeamRef; second: TeamRef | null; third: TeamRef | null } | null {
  const name = tier ?? pub.tiers?.[0]?.name ?? '';
  const champion = tier === undefined ? pub.champion : (pub.tiers?.find((x) => x.name === tier)?.champion ?? null);
  if (!champion) return null;
  const other = (m: PublicMatch | undefined) => (m?.winner ? (m.a?.id === m.winner.id ? m.b : m.a) : null);
  const bracket = tierMatches(pub, name);
  if (bracket.length) {
    const decided = bracket.filter((m) => DECIDED.has(m.status) && m.winner);
    // A consolation's last match has stage bracket: its winner is the champion and its loser second.
    const title = decided
      .filter((m) => (m.stage === 'final' || /consolation/i.test(name)) && !m.feeds && m.winner!.id === champion.id)
      .sort((x, y) => y.round - x.round)[0];
    const thirdMatch = decided.find((m) => m.stage === 'final' && bracket.some((x) => x.loserFeeds === m.id && x.stage === 'bracket'));
    const losersFinal = decided.find((m) => m.stage === 'losers' && bracket.some((x) => x.id === m.feeds && x.stage === 'final'));
    return { champion, second: other(title), third: thirdMatch?.winner ?? other(losersFinal) };
  }
  if (pub.pools.length === 1) {
    const s = pub.pools[0]!.standings;
    const ref = (i: number) => (s[i] ? { id: s[i]!.teamId, name: s[i]!.name } : null);
    return { champion, second: ref(1), third: ref(2) };
  }
  return { champion, second: null, third: null };
}

/** Play is over: a champion, nothing on court and nothing waiting. */
export function playOver(pub: PublicState): boolean {
  return pub.champion !== null && pub.upNext.length === 0 && !pub.courts.some((c) => c.match);
}

export function allMatches(pub: PublicState): PublicMatch[] {
  return [...pub.pools.flatMap((p) => p.matches), ...pub.bracket];
}

/** Tiebreak names (`decidedBy`, docs/api.md, Pools, brackets and standings) as a reader says them. */
export const TIEBREAK_LABEL: Record<string, string> = {
  wins: 'wins',
  headToHead: 'head-to-head',
  rankingPoints: 'ranking points',
  setRatio: 'set ratio',
  pointRatio: 'point ratio',
  pointDiff: 'point difference',
  seed: 'seed',
};

export function tiebreakText(decidedBy: string): string {
  return TIEBREAK_LABEL[decidedBy] ?? decidedBy;
}

/**
 * What placed a team against its neighbour, in words: the first team "ahead on set ratio" of the second, every other
 * team "behind on set ratio" of the one above (`decidedBy`, docs/api.md, Pools, brackets and standings); '' for wins.
 */
export function decidedByText(decidedBy: string, first: boolean): string {
  if (decidedBy === 'wins') return '';
  return `${first ? 'ahead' : 'behind'} on ${tiebreakText(decidedBy)}`;
}

/** A tiebreak order as a reader says it: "ranking points, then set ratio, then seed". */
export function tiebreakOrderText(tiebreaks: readonly string[]): string {
  return tiebreaks.map(tiebreakText).join(', then ');
}

// ---- up next, team pages: what a side waits for, and when ----

/** "14:20" in the reader's own time zone, on the 24-hour clock every language of the pages uses (`lang`: the page's). */
export function clockText(at: number, lang = 'en'): string {
  return new Date(at).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

/** The clock time an `etaMin` means: minutes counted from when the document was built. */
export function etaAt(pub: Pick<PublicState, 'generatedAt'>, etaMin: number): number {
  return pub.generatedAt + Math.max(0, etaMin) * 60_000;
}

/**
 * A bracket match by a name that tells it apart from its neighbours: its title, with its number when other
 * matches share the label ("Semifinal 1", "Losers round 2 · match 1").
 */
export function matchName(pub: Pick<PublicState, 'bracket'>, m: PublicMatch): string {
  const tier = m.tier ?? '';
  if (!m.label || m.slot === null || !pub.bracket.some((x) => x.id !== m.id && x.label === m.label && (x.tier ?? '') === tier))
    return matchTitle(m);
  const title = matchTitle(m);
  return /final$/i.test(m.label) ? `${title} ${m.slot}` : `${title} · match ${m.slot}`;
}

/** The match whose winner (or loser) fills `side` of `m`, if any. */
export function feederOf(
  pub: Pick<PublicState, 'bracket'>,
  m: PublicMatch,
  side: 'A' | 'B',
): { match: PublicMatch; loser: boolean } | null {
  const won = pub.bracket.find((x) => x.feeds === m.id && x.feedsSide === side);
  if (won) return { match: won, loser: false };
  const lost = pub.bracket.find((x) => x.loserFeeds === m.id && x.loserFeedsSide === side);
  return lost ? { match: lost, loser: true } : null;
}

/**
 * A side as people read it: the team's name, or what it waits for ("Winner of Semifinal 1"), or "Bye"
 * when no team will come. Never "TBD" when the bracket says where the team comes from.
 */
export function sideText(pub: Pick<PublicState, 'bracket'>, m: PublicMatch, side: 'A' | 'B'): string {
  const ref = side === 'A' ? m.a : m.b;
  if (ref) return ref.name;
  const from = feederOf(pub, m, side);
  if (from) return `${from.loser ? 'Loser' : 'Winner'} of ${matchName(pub, from.match)}`;
  return m.status === 'bye' ? 'Bye' : 'To be decided';
}

/** Whole minutes a match has run: "12 min", "1 h 05". */
export function elapsedText(startedAt: number, now: number): string {
  const min = Math.max(0, Math.floor((now - startedAt) / 60_000));
  return min < 60 ? `${min} min` : `${Math.floor(min / 60)} h ${String(min % 60).padStart(2, '0')}`;
}

/** For a tentative up-next entry: the match it waits for, with its teams ("waits for Semifinal 1: Net Ninjas vs Dig Dug, playing now"). */
export function waitsForText(pub: Pick<PublicState, 'bracket'>, e: PublicMatch): string {
  const from = (['A', 'B'] as const).map((s) => ((s === 'A' ? e.a : e.b) ? null : feederOf(pub, e, s))).find((f) => f != null);
  if (!from) return 'waits for a match still being played';
  const f = from.match;
  const teams = f.a && f.b ? `: ${f.a.name} vs ${f.b.name}` : '';
  return `waits for ${matchName(pub, f)}${teams}${f.status === 'live' ? ', playing now' : ''}`;
}

/** "in 14 min", or "now" once the wait is over. */
export function etaInText(etaMin: number): string {
  return etaMin <= 0 ? 'now' : `in ${etaMin} min`;
}
