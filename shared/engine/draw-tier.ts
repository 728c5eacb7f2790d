// Drawing a bracket: the main one or a tier (docs/api.md, Tiers and consolation), with its consolation; drawing a
// tier again before its first result replaces it.
import { buildBracket, buildConsolation } from './bracket.js';
import { done, invalid, refused, type Outcome } from './outcome.js';
import { bracketEntrants, type Entrant } from './standings.js';
import { cleanTierName, consolationName, freshPrefix, interleave, MAX_TIERS, tierOf, tiersOf } from './tiers.js';
import type { BracketType, Match, Tier, Tournament } from './types.js';

/** What `generate` with `what=bracket` asks for (docs/api.md, Tiers and consolation); tier and ranks optional. */
export interface BracketRequest {
  perPool: number;
  wildcards: number;
  type: BracketType;
  thirdPlace: boolean;
  tier?: string;
  fromRank?: number;
  toRank?: number;
  consolation?: boolean;
}

/** A request checked against the tournament: the tier's name, the one it replaces, the others, its entrants. */
interface Checked {
  name: string;
  old: Tier | undefined;
  kept: Tier[];
  /** Where the tier goes among `kept`: its old place when drawn again, else first (main) or last. */
  at: number;
  range: { from: number; to: number };
  entrants: Entrant[];
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The bracket matches of tier `name` and of its consolation. */
function matchesOfTier(t: Tournament, name: string): string[] {
  return Object.keys(t.matches).filter((id) => {
    const m = t.matches[id]!;
    return m.stage !== 'pool' && (tierOf(m) === name || tierOf(m) === consolationName(name));
  });
}

/** True once a match of these has a result: a score, a forfeit or a point on the board (a bye is none). */
function anyResult(t: Tournament, ids: readonly string[]): boolean {
  return ids.some((id) => {
    const m = t.matches[id];
    return (
      m !== undefined &&
      (m.status === 'final' || m.status === 'forfeit' || m.sets.length > 0 || (m.live !== null && (m.live[0] > 0 || m.live[1] > 0)))
    );
  });
}

/** The ranks a tier takes, checked: given ones, or 1 to `perPool` (all seeds without pools). */
function rankRange(t: Tournament, req: BracketRequest): { from: number; to: number } | Outcome {
  const pools = t.stages.includes('pool');
  const most = pools ? Math.max(0, ...t.pools.map((p) => p.teamIds.length)) : Object.keys(t.teams).length;
  const named = req.fromRank !== undefined || req.toRank !== undefined;
  const from = req.fromRank ?? 1;
  const to = req.toRank ?? (pools ? req.perPool : most);
  if (!named && pools) {
    const smallest = Math.min(...t.pools.map((p) => p.teamIds.length));
    if (!Number.isInteger(req.perPool) || req.perPool < 1 || req.perPool > smallest)
      return invalid(
        `Teams per pool (perPool) must be a whole number from 1 to ${smallest}, the size of the smallest pool.`,
        { perPool: `Enter 1 to ${smallest}.` },
        {
          why: { key: 'refusal.perPool', values: { max: smallest } },
          fieldWhy: { perPool: { key: 'refusal.enterRange', values: { from: 1, to: smallest } } },
        },
      );
  }
  if (!named) return { from, to };
  const where = pools ? 'pool rank' : 'seed position';
  if (!Number.isInteger(from) || from < 1 || from > most)
    return invalid(
      `From rank must be a ${where} from 1 to ${most}.`,
      { fromRank: `Enter 1 to ${most}.` },
      {
        why: { key: 'refusal.fromRank', values: { where: pools ? 'pool' : 'seed', max: most } },
        fieldWhy: { fromRank: { key: 'refusal.enterRange', values: { from: 1, to: most } } },
      },
    );
  if (!Number.isInteger(to) || to < from || to > most)
    return invalid(
      `To rank must be a ${where} from ${from} to ${most}.`,
      { toRank: `Enter ${from} to ${most}.` },
      {
        why: { key: 'refusal.toRank', values: { where: pools ? 'pool' : 'seed', from, max: most } },
        fieldWhy: { toRank: { key: 'refusal.enterRange', values: { from, to: most } } },
      },
    );
  return { from, to };
}

/** Every check before anything is built: the name, a redraw's results, the cap, the ranks, one tier per team. */
function check(t: Tournament, req: BracketRequest): Checked | Outcome {
  if (!t.stages.includes('bracket'))
    return invalid('This tournament has no bracket stage.', undefined, { why: { key: 'refusal.noBracketStage' } });
  if (req.type !== 'single' && req.type !== 'double')
    return invalid(
      'Bracket type must be single or double.',
      { type: 'Choose single or double.' },
      { why: { key: 'refusal.bracketType' }, fieldWhy: { type: { key: 'refusal.chooseType' } } },
    );
  if (t.stages.includes('pool') && t.pools.length === 0) {
    return invalid('Generate and play the pools before the bracket.', undefined, { why: { key: 'refusal.poolsFirst' } });
  }
  const cleaned = cleanTierName(req.tier ?? '');
  if (!cleaned.ok) return invalid(cleaned.error, { tier: cleaned.error }, { why: cleaned.why, fieldWhy: { tier: cleaned.why } });
  const name = cleaned.value;
  if (req.consolation && req.type !== 'single')
    return invalid(
      'A consolation bracket goes with single elimination only.',
      { consolation: 'Choose single elimination.' },
      { why: { key: 'refusal.consolationSingle' }, fieldWhy: { consolation: { key: 'refusal.chooseSingle' } } },
    );
  const before = tiersOf(t);
  const old = before.find((x) => x.name === name);
  const alike = before.find((x) => x.name !== name && x.name.toLowerCase() === name.toLowerCase());
  if (alike)
    return invalid(
      `There is already a ${alike.name} bracket: use that name to draw it again.`,
      { tier: `Did you mean ${alike.name}?` },
      {
        why: { key: 'refusal.tierAlike', values: { name: alike.name } },
        fieldWhy: { tier: { key: 'refusal.didYouMean', values: { name: alike.name } } },
      },
    );
  const kept = before.filter((x) => x.name !== name && x.consolationOf !== name);
  if (old && anyResult(t, matchesOfTier(t, name))) {
    return invalid(
      `${cap(name === '' ? 'the main bracket' : `the ${name} bracket`)} already has results, so it can no longer be drawn again.`,
      undefined,
      { why: { key: 'refusal.tierHasResults', values: { main: name === '' ? 'yes' : 'no', name } } },
    );
  }
  if (!old && kept.length >= MAX_TIERS)
    return invalid(`A tournament can have at most ${MAX_TIERS} brackets, consolations included.`, undefined, {
      why: { key: 'refusal.maxTiers', values: { max: MAX_TIERS } },
    });
  const range = rankRange(t, req);
  if ('ok' in range) return range;
  const clash = kept.find((x) => x.consolationOf === undefined && x.fromRank <= range.to && range.from <= x.toRank);
  if (clash) {
    const theirs = clash.name === '' ? 'The main bracket' : `The ${clash.name} bracket`;
    return invalid(
      `${theirs} already takes ranks ${clash.fromRank} to ${clash.toRank}: a team can play in one tier only. Choose other ranks.`,
      {
        fromRank: 'Overlaps another tier.',
      },
      {
        why: {
          key: 'refusal.ranksTaken',
          values: { main: clash.name === '' ? 'yes' : 'no', name: clash.name, from: clash.fromRank, to: clash.toRank },
        },
        fieldWhy: { fromRank: { key: 'refusal.overlaps' } },
      },
    );
  }
  // Teams already in another tier (a wildcard there, say) stay out of this one.
  const others = new Set<string>();
  const mine = new Set(matchesOfTier(t, name));
  for (const id in t.matches) {
    const m = t.matches[id]!;
    if (m.stage === 'pool' || mine.has(id)) continue;
    for (const team of [m.a, m.b]) if (team !== null) others.add(team);
  }
  const entrants = bracketEntrants(t, req.perPool, req.wildcards, { ...range, exclude: others });
  if (!entrants.ok) return refused(entrants);
  const at = old ? before.slice(0, before.indexOf(old)).filter((x) => kept.includes(x)).length : name === '' ? 0 : kept.length;
  return { name, old, kept, at, range, entrants: entrants.value };
}

/** The tier's matches and the tier list with it (and its consolation) in place; a refusal when the consolation cannot be. */
function build(c: Checked, req: BracketRequest): { tier: Tier; made: Match[]; tiers: Tier[] } | Outcome {
  const { name, range } = c;
  const tier: Tier = {
    name,
    prefix: c.old ? c.old.prefix : freshPrefix(c.kept, name),
    type: req.type,
    thirdPlace: req.type === 'single' && req.thirdPlace,
    fromRank: range.from,
    toRank: range.to,
    consolation: req.consolation === true,
  };
  const matches = buildBracket(c.entrants, tier, tier.prefix, name);
  // The main bracket comes first, a new tier after those drawn before it, a redrawn one keeps its place.
  const tiers = [...c.kept];
  tiers.splice(c.at, 0, tier);
  if (!tier.consolation) return { tier, made: matches, tiers };
  if (matches.some((m) => m.round === 1 && m.a !== null && m.b !== null && m.loserFeeds !== null))
    return invalid(
      'With 4 teams the semifinal losers already play for 3rd place: choose the 3rd place match or a consolation.',
      { consolation: 'Or untick 3rd place.' },
      { why: { key: 'refusal.fourTeamsThird' }, fieldWhy: { consolation: { key: 'refusal.untickThird' } } },
    );
  const cname = consolationName(name);
  const prefix = `${tier.prefix}C`;
  const consolation = buildConsolation(matches, prefix, cname);
  if (!consolation)
    return invalid(
      'A consolation needs at least 2 first-round matches played; this draw has fewer.',
      { consolation: 'Too few teams.' },
      { why: { key: 'refusal.consolationFew' }, fieldWhy: { consolation: { key: 'refusal.tooFewTeams' } } },
    );
  const own: Tier = {
    name: cname,
    prefix,
    type: 'single',
    thirdPlace: false,
    fromRank: range.from,
    toRank: range.to,
    consolation: false,
    consolationOf: name,
  };
  tiers.splice(tiers.indexOf(tier) + 1, 0, own);
  return { tier, made: [...matches, ...consolation], tiers };
}

/** Puts the tier in: the one drawn before under its name goes (matches, queue places, courts, on-deck alerts). Mutates. */
function place(t: Tournament, name: string, made: Match[], tiers: Tier[]): void {
  const gone = new Set(matchesOfTier(t, name));
  for (const id of gone) delete t.matches[id];
  for (const c of t.courts) if (c.match !== null && gone.has(c.match)) c.match = null;
  t.alerts = t.alerts.filter((a) => a.match === null || !gone.has(a.match));
  for (const m of made) t.matches[m.id] = m;
  const poolIds = t.queue.filter((id) => t.matches[id]?.stage === 'pool');
  const bracketIds = [
    ...t.queue.filter((id) => !gone.has(id) && t.matches[id] !== undefined && t.matches[id]!.stage !== 'pool'),
    ...made.map((m) => m.id),
  ];
  t.queue = [...poolIds, ...interleave(t, bracketIds, tiers)];
  t.tiers = tiers;
  t.bracket = { type: tiers[0]!.type, thirdPlace: tiers[0]!.thirdPlace };
}

/**
 * Draws a bracket: the main one, or a tier (docs/api.md, Tiers and consolation) of the pool ranks asked for, with
 * an optional consolation for its first-round losers. Drawing a tier again under its name replaces it while none of
 * its matches has a result.
 */
export function generateBracket(t: Tournament, req: BracketRequest): Outcome {
  const c = check(t, req);
  if ('ok' in c) return c;
  const b = build(c, req);
  if ('ok' in b) return b;
  place(t, c.name, b.made, b.tiers);
  const kind = `${req.type === 'double' ? 'Double' : 'Single'} elimination`;
  const extra = b.tier.consolation ? ', with a consolation for the first-round losers' : '';
  return done(
    `${kind} ${c.name === '' ? 'bracket' : `${c.name} bracket`} ${c.old ? 'drawn again' : 'generated'} for ${c.entrants.length} teams${extra}.`,
    [],
    {
      key: 'answer.bracketGenerated',
      values: {
        type: req.type === 'double' ? 'double' : 'single',
        main: c.name === '' ? 'yes' : 'no',
        tier: c.name,
        again: c.old ? 'yes' : 'no',
        n: c.entrants.length,
        consolation: b.tier.consolation ? 'yes' : 'no',
      },
    },
  );
}
