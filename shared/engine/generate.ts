// Generating play: pools, the bracket, and clearing it all again before any score.
import { buildBracket, buildConsolation } from './bracket.js';
import { anyScore } from './match.js';
import { done, invalid, type Outcome } from './outcome.js';
import { buildPools } from './pools.js';
import { bracketEntrants } from './standings.js';
import { assignWorkTeams } from './work-teams.js';
import { cleanTierName, consolationName, freshPrefix, interleave, MAX_TIERS, tierOf, tiersOf } from './tiers.js';
import type { BracketType, Tier, Tournament } from './types.js';

export function hasPlay(t: Tournament): boolean {
  return t.pools.length > 0 || t.bracket !== null;
}

function registeredBySeed(t: Tournament) {
  return Object.values(t.teams)
    .filter((x) => x.status === 'registered')
    .sort((x, y) => x.seed - y.seed);
}

/** Pools by serpentine seeding, each a round robin; with `workTeams` every match also gets a work team of its pool. */
export function generatePools(t: Tournament, poolSize: number, workTeams = false): Outcome {
  if (!t.stages.includes('pool')) return invalid('This tournament has no pool stage.');
  if (t.pools.length > 0) return invalid('Pools already exist; regenerate to start them over.');
  if (!Number.isInteger(poolSize) || poolSize < 2 || poolSize > 16) {
    return invalid('Pool size must be a whole number from 2 to 16.', { poolSize: 'Enter 2 to 16.' });
  }
  const teams = registeredBySeed(t);
  if (teams.length < 2) return invalid('At least 2 registered teams are needed to make pools.');
  const { pools, matches } = buildPools(teams, poolSize);
  for (const pool of pools) for (const id of pool.teamIds) t.teams[id]!.poolId = pool.id;
  t.pools = pools;
  for (const m of matches) t.matches[m.id] = m;
  t.queue = matches.map((m) => m.id);
  if (workTeams) assignWorkTeams(t);
  return done(
    `${pools.length} pool${pools.length === 1 ? '' : 's'} generated with ${matches.length} matches${workTeams ? ', each with a work team from its pool' : ''}.`,
  );
}

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
      return invalid(`Teams per pool (perPool) must be a whole number from 1 to ${smallest}, the size of the smallest pool.`, {
        perPool: `Enter 1 to ${smallest}.`,
      });
  }
  if (!named) return { from, to };
  const where = pools ? 'pool rank' : 'seed position';
  if (!Number.isInteger(from) || from < 1 || from > most)
    return invalid(`From rank must be a ${where} from 1 to ${most}.`, { fromRank: `Enter 1 to ${most}.` });
  if (!Number.isInteger(to) || to < from || to > most)
    return invalid(`To rank must be a ${where} from ${from} to ${most}.`, { toRank: `Enter ${from} to ${most}.` });
  return { from, to };
}

/**
 * Draws a bracket: the main one, or a tier (docs/api.md, Tiers and consolation) of the pool ranks asked for, with
 * an optional consolation for its first-round losers. Drawing a tier again under its name replaces it while none of
 * its matches has a result.
 */
export function generateBracket(t: Tournament, req: BracketRequest): Outcome {
  if (!t.stages.includes('bracket')) return invalid('This tournament has no bracket stage.');
  const { type } = req;
  if (type !== 'single' && type !== 'double')
    return invalid('Bracket type must be single or double.', { type: 'Choose single or double.' });
  if (t.stages.includes('pool') && t.pools.length === 0) return invalid('Generate and play the pools before the bracket.');
  const cleaned = cleanTierName(req.tier ?? '');
  if (!cleaned.ok) return invalid(cleaned.error, { tier: cleaned.error });
  const name = cleaned.value;
  const label = name === '' ? 'the main bracket' : `the ${name} bracket`;
  if (req.consolation && type !== 'single')
    return invalid('A consolation bracket goes with single elimination only.', { consolation: 'Choose single elimination.' });

  const before = tiersOf(t);
  const old = before.find((x) => x.name === name);
  const alike = before.find((x) => x.name !== name && x.name.toLowerCase() === name.toLowerCase());
  if (alike)
    return invalid(`There is already a ${alike.name} bracket: use that name to draw it again.`, { tier: `Did you mean ${alike.name}?` });
  const kept = before.filter((x) => x.name !== name && x.consolationOf !== name);
  if (old) {
    const ids = Object.keys(t.matches).filter((id) => {
      const m = t.matches[id]!;
      return m.stage !== 'pool' && (tierOf(m) === name || tierOf(m) === consolationName(name));
    });
    if (anyResult(t, ids)) return invalid(`${cap(label)} already has results, so it can no longer be drawn again.`);
  } else if (kept.length >= MAX_TIERS) {
    return invalid(`A tournament can have at most ${MAX_TIERS} brackets, consolations included.`);
  }
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
    );
  }
  const others = new Set<string>();
  for (const id in t.matches) {
    const m = t.matches[id]!;
    const tier = tierOf(m);
    if (m.stage === 'pool' || tier === name || tier === consolationName(name)) continue;
    for (const team of [m.a, m.b]) if (team !== null) others.add(team);
  }
  const entrants = bracketEntrants(t, req.perPool, req.wildcards, { ...range, exclude: others });
  if (!entrants.ok) return invalid(entrants.error);

  const tier: Tier = {
    name,
    prefix: old ? old.prefix : freshPrefix(kept, name),
    type,
    thirdPlace: type === 'single' && req.thirdPlace,
    fromRank: range.from,
    toRank: range.to,
    consolation: req.consolation === true,
  };
  const matches = buildBracket(entrants.value, tier, tier.prefix, name);
  const made = [...matches];
  const tiers = [...kept];
  tiers.splice(name === '' ? 0 : tiers.length, 0, tier);
  if (tier.consolation) {
    const place = matches.filter((m) => m.round === 1 && m.a !== null && m.b !== null);
    if (place.some((m) => m.loserFeeds !== null))
      return invalid('With 4 teams the semifinal losers already play for 3rd place: choose the 3rd place match or a consolation.', {
        consolation: 'Or untick 3rd place.',
      });
    const cname = consolationName(name);
    const consolation = buildConsolation(matches, `${tier.prefix}C`, cname);
    if (!consolation)
      return invalid('A consolation needs at least 2 first-round matches played; this draw has fewer.', { consolation: 'Too few teams.' });
    made.push(...consolation);
    const at = tiers.indexOf(tier) + 1;
    tiers.splice(at, 0, {
      name: cname,
      prefix: `${tier.prefix}C`,
      type: 'single',
      thirdPlace: false,
      fromRank: range.from,
      toRank: range.to,
      consolation: false,
      consolationOf: name,
    });
  }

  // Out with the tier drawn before (its matches, their queue places, courts and on-deck alerts).
  const gone = new Set(
    Object.keys(t.matches).filter((id) => {
      const x = tierOf(t.matches[id]!);
      return t.matches[id]!.stage !== 'pool' && (x === name || x === consolationName(name));
    }),
  );
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
  const main = tiers[0]!;
  t.bracket = { type: main.type, thirdPlace: main.thirdPlace };
  const kind = `${type === 'double' ? 'Double' : 'Single'} elimination`;
  const extra = tier.consolation ? ', with a consolation for the first-round losers' : '';
  return done(
    `${kind} ${name === '' ? 'bracket' : `${name} bracket`} ${old ? 'drawn again' : 'generated'} for ${entrants.value.length} teams${extra}.`,
  );
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export function regenerate(t: Tournament): Outcome {
  if (!hasPlay(t)) return invalid('Nothing has been generated yet.');
  if (anyScore(t)) return invalid('Play can no longer be regenerated: a score has been recorded.');
  t.pools = [];
  t.matches = {};
  t.queue = [];
  t.bracket = null;
  delete t.tiers;
  t.champion = null;
  for (const team of Object.values(t.teams)) team.poolId = null;
  for (const c of t.courts) c.match = null;
  t.alerts = t.alerts.filter((a) => a.kind !== 'on_deck');
  return done('All generated play cleared.');
}
