// format.ts's words in the page's language (docs/translating.md): match names, rules, the set being played, waits,
// phases and dates, from the catalogue (shared/i18n). Apart from format.ts so the pages not yet translated load none of
// it; with English words each says exactly what its format.ts twin says (test/shared/view/format-words.test.ts).
import { labelSaid } from '../engine/match-name.js';
import { isDecidingSet, setRules, stageRules } from '../engine/set-rules.js';
import type { MatchStage, Phase, PublicAlert, PublicMatch, PublicState, Rules } from '../engine/types.js';
import { sayIn, type MessageKey, type Words } from '../i18n/words.js';
import type { HeadlineWords } from './board.js';
import { feederOf, tierPrefix } from './format.js';

const PHASE_KEY = {
  checkin: 'phase.checkin',
  closed: 'phase.closed',
  live: 'phase.live',
  final: 'phase.final',
} as const satisfies Record<Phase, MessageKey>;

export function phaseIn(phase: Phase, w: Words): string {
  return PHASE_KEY[phase] ? w.t(PHASE_KEY[phase]) : phase;
}

/** A date (`2026-06-13`) as the page's language writes it; English keeps the date as stored, as the English pages do. */
export function dateIn(date: string, lang: string): string {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!d || lang === 'en') return date;
  const at = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]));
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}

export { labelCode } from '../engine/match-name.js';

/** A bracket label in the page's language (`labelSaid`: the engine's labels are codes of `play.label`). */
export function labelIn(label: string, w: Words): string {
  return sayIn(labelSaid(label), w);
}

/** format.ts matchTitle: "Pool A · round 2", "Bracket · round 1 · match 3", or the match's label ("Gold · Final"). */
export function matchTitleIn(m: Pick<PublicMatch, 'stage' | 'round' | 'slot' | 'label' | 'poolId'> & { tier?: string }, w: Words): string {
  if (m.label) return tierPrefix(m.tier) + labelIn(m.label, w);
  if (m.stage === 'pool') return w.t('play.poolRound', { pool: m.poolId ?? '', round: m.round }).replace('  ', ' ');
  return w.t('play.stageRound', { stage: m.stage, round: m.round, slot: m.slot ?? 0 });
}

/** format.ts rulesText: "to 21, win by 2, cap 23 · best of 3 (first to 2 sets)". */
export function rulesIn(rules: Pick<Rules, 'pointsTo' | 'winBy' | 'cap' | 'bestOf'>, w: Words): string {
  const base = w.t('play.pointsWinBy', { points: rules.pointsTo, winBy: rules.winBy });
  const cap = rules.cap > 0 ? `, ${w.t('play.cap', { cap: rules.cap })}` : '';
  const sets = rules.bestOf > 1 ? w.t('play.bestOf', { bestOf: rules.bestOf, wins: Math.ceil(rules.bestOf / 2) }) : w.t('play.oneSet');
  return `${base}${cap} · ${sets}`;
}

/** format.ts runningSetText: "Set 2 · to 21 · sets 1-0". */
export function runningSetIn(setNumber: number, target: number, won: [number, number], bestOf: number, w: Words): string {
  const set = w.t('play.setTo', { set: setNumber, target });
  return bestOf > 1 ? `${set} · ${w.t('play.setsWon', { a: won[0], b: won[1] })}` : set;
}

/** One stage's play: "1 set to 21", "best of 3 to 21, cap 23, deciding set to 15" (win by 2 goes without saying). */
function stagePlayIn(rules: Rules, stage: MatchStage, w: Words): string {
  const s = stageRules(rules, stage);
  const last = setRules(rules, stage, s.bestOf);
  const parts = [w.t('play.stagePlay', { sets: s.bestOf > 1 ? 'many' : 'one', bestOf: s.bestOf, points: s.pointsTo })];
  if (s.winBy !== 2) parts.push(w.t('play.winBy', { winBy: s.winBy }));
  if (s.cap > 0) parts.push(w.t('play.cap', { cap: s.cap }));
  if (isDecidingSet(rules, stage, s.bestOf))
    parts.push(w.t('play.decidingSet', { points: last.pointsTo, noCap: last.cap !== s.cap ? 'yes' : 'no' }));
  return parts.join(', ');
}

/** format.ts stageRulesText: "Pools: 1 set to 21 · Bracket: best of 3 to 21, deciding set to 15". */
export function stageRulesIn(pub: Pick<PublicState, 'rules' | 'stages'>, w: Words): string {
  const parts: string[] = [];
  if (pub.stages.includes('pool')) parts.push(w.t('play.stagePools', { play: stagePlayIn(pub.rules, 'pool', w) }));
  if (pub.stages.includes('bracket')) parts.push(w.t('play.stageBracket', { play: stagePlayIn(pub.rules, 'bracket', w) }));
  return parts.join(' · ');
}

/** format.ts etaInText: "in 14 min", or "now". */
export function etaIn(etaMin: number, w: Words): string {
  return etaMin <= 0 ? w.t('play.now') : w.t('play.inMin', { min: etaMin });
}

/** A tentative wait whose match is not known (the keeper pad's next match). */
export function waitsForMatchIn(w: Words): string {
  return w.t('play.waitsForMatch');
}

/** The words of a tournament's headline (shared/view/board.ts headlineView) in the page's language. */
export function headlineWords(pub: PublicState, w: Words): HeadlineWords {
  return { date: dateIn(pub.date, w.lang), phase: phaseIn(pub.phase, w), rules: stageRulesIn(pub, w), partOf: w.t('common.partOf') };
}

// ---- the live pages' words (board, team page, bracket, TV, venue): format.ts's twins in the page's language ----

/** format.ts STATUS_LABEL: "On deck", "Forfeit"... */
export function statusIn(status: string, w: Words): string {
  return w.t('board.status', { status });
}

/** format.ts tierTitle: "Gold bracket", "Consolation", "Bracket" for the main one. */
export function tierTitleIn(name: string, w: Words): string {
  if (name === '') return w.t('board.bracket');
  if (/^consolation$/i.test(name)) return w.t('board.consolation');
  const c = /^(.*) consolation$/i.exec(name);
  return c ? w.t('board.tierConsolation', { tier: c[1]! }) : w.t('board.tierBracket', { tier: name });
}

/** The heading of a tier's podium: "Gold champion", "Consolation champion", "Bracket champion". */
export function tierChampionIn(name: string, w: Words): string {
  if (name === '') return w.t('board.tierChampion', { tier: w.t('board.bracket') });
  return w.t('board.tierChampion', { tier: /consolation$/i.test(name) ? tierTitleIn(name, w) : name });
}

/** format.ts matchName: a bracket match's title, numbered when its neighbours share its label ("Semifinal 1"). */
export function matchNameIn(pub: Pick<PublicState, 'bracket'>, m: PublicMatch, w: Words): string {
  const tier = m.tier ?? '';
  const title = matchTitleIn(m, w);
  if (!m.label || m.slot === null || !pub.bracket.some((x) => x.id !== m.id && x.label === m.label && (x.tier ?? '') === tier))
    return title;
  return w.t('board.matchSlot', { final: /final$/i.test(m.label) ? 'yes' : 'no', title, n: m.slot });
}

/** format.ts sideText: the team's name, or what the side waits for ("Winner of Semifinal 1"), "Bye", "To be decided". */
export function sideTextIn(pub: Pick<PublicState, 'bracket'>, m: PublicMatch, side: 'A' | 'B', w: Words): string {
  const ref = side === 'A' ? m.a : m.b;
  if (ref) return ref.name;
  const from = feederOf(pub, m, side);
  if (from) return w.t(from.loser ? 'board.loserOf' : 'board.winnerOf', { match: matchNameIn(pub, from.match, w) });
  return m.status === 'bye' ? w.t('board.bye') : w.t('board.toBeDecided');
}

/** format.ts decidedByText: "ahead on set ratio", "behind on seed"; '' for wins. */
export function decidedByIn(decidedBy: string, first: boolean, w: Words): string {
  if (decidedBy === 'wins') return '';
  return w.t(first ? 'board.ahead' : 'board.behind', { by: w.t('board.tiebreak', { by: decidedBy }) });
}

/** format.ts tiebreakOrderText: "ranking points, then set ratio, then seed". */
export function tiebreakOrderIn(tiebreaks: readonly string[], w: Words): string {
  const names = tiebreaks.map((by) => w.t('board.tiebreak', { by }));
  return names.reduce((a, b) => w.t('board.thenJoin', { a, b }));
}

/** format.ts elapsedText: "12 min", "1 h 05". */
export function elapsedIn(startedAt: number, now: number, w: Words): string {
  const min = Math.max(0, Math.floor((now - startedAt) / 60_000));
  if (min < 60) return w.t('board.elapsedMin', { min });
  return w.t('board.elapsedHours', { h: Math.floor(min / 60), mm: String(min % 60).padStart(2, '0') });
}

/** format.ts waitsForText: "waits for Semifinal 1: Net Ninjas vs Dig Dug, playing now". */
export function waitsForIn(pub: Pick<PublicState, 'bracket'>, e: PublicMatch, w: Words): string {
  const from = (['A', 'B'] as const).map((s) => ((s === 'A' ? e.a : e.b) ? null : feederOf(pub, e, s))).find((f) => f != null);
  if (!from) return waitsForMatchIn(w);
  const f = from.match;
  return w.t('board.waitsFor', {
    match: matchNameIn(pub, f, w),
    teams: f.a && f.b ? 'yes' : 'no',
    a: f.a?.name ?? '',
    b: f.b?.name ?? '',
    live: f.status === 'live' ? 'yes' : 'no',
  });
}

/** The engine's on-deck call (shared/engine/courts.ts) as it reads it: "<a> vs <b>: on deck, court 3, about 8 min[; work team: <w>]". */
const ON_DECK_CALL = /: on deck, court (\d+), about (-?\d+) min(; work team: .*)?$/;

/**
 * An alert in the page's language: an on-deck call said again from its teams, court and wait; a broadcast (the
 * organizer's own words) as it was written. The public document keeps the English `text` (docs/api.md).
 */
export function alertTextIn(pub: { readonly teams: readonly PublicState['teams'][number][] }, a: PublicAlert, w: Words): string {
  const call = a.kind === 'on_deck' ? ON_DECK_CALL.exec(a.text) : null;
  if (!call) return a.text;
  const name = (id: string | undefined) => pub.teams.find((t) => t.id === id)?.name;
  let [ta, tb, tw] = [name(a.teams[0]), name(a.teams[1]), name(a.teams[2])];
  // a page without the teams (the venue's, across divisions) reads them from the call itself: "<a> vs <b>: on deck..."
  if (!ta || !tb) {
    const sides = a.text.slice(0, call.index).split(' vs ');
    if (sides.length !== 2) return a.text;
    [ta, tb] = sides as [string, string];
    tw = call[3]?.slice('; work team: '.length);
  }
  return w.t('board.alertOnDeck', { a: ta, b: tb, court: call[1]!, min: call[2]!, work: tw ? 'yes' : 'no', team: tw ?? '' });
}
