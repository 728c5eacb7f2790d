// Tiers (docs/api.md, Tiers and consolation): several brackets side by side (Gold, Silver, ... and consolations),
// each with its own ids, champion and podium, all in one queue.
import { isDecided, resetNeeded } from './match.js';
import type { Match, Tier, Tournament } from './types.js';
import type { Message } from '../i18n/words.js';

/** The longest tier name an organizer may give. */
export const TIER_NAME_MAX = 20;
/** At most this many brackets (consolations included) in one tournament. */
export const MAX_TIERS = 12;

/** The drawn brackets, the main (or first) one first; a tournament stored before tiers has its one bracket as tier "". */
export function tiersOf(t: Pick<Tournament, 'tiers' | 'bracket'>): Tier[] {
  if (t.tiers) return t.tiers;
  if (!t.bracket) return [];
  return [{ name: '', prefix: '', type: t.bracket.type, thirdPlace: t.bracket.thirdPlace, fromRank: 1, toRank: 0, consolation: false }];
}

/** The tier name of a match: "" for the main bracket and for pool matches. */
export function tierOf(m: Pick<Match, 'tier'>): string {
  return m.tier ?? '';
}

/** The name a consolation bracket takes: `Consolation` for the main one's, `Gold consolation` for Gold's. */
export function consolationName(tier: string): string {
  return tier === '' ? 'Consolation' : `${tier} consolation`;
}

/** The id of a tier's deciding match (the final, or the grand final), before its reset. */
function finalId(tier: Tier): string {
  if (tier.consolationOf !== undefined) return `${tier.prefix}F`;
  return tier.type === 'double' ? `${tier.prefix}GF` : `${tier.prefix}F`;
}

/** The champion of one tier once decided (team id), else null. */
export function tierChampion(t: Pick<Tournament, 'matches'>, tier: Tier): string | null {
  const last = t.matches[finalId(tier)];
  if (!last || !isDecided(last)) return null;
  if (tier.type !== 'double' || tier.consolationOf !== undefined) return last.winner;
  if (!resetNeeded(last)) return last.winner;
  const reset = t.matches[`${last.id}2`];
  return reset && isDecided(reset) ? reset.winner : null;
}

/** The prefix for a new tier's ids: none for the main bracket, else `B2-`, `B3-`, ... the first one unused. */
export function freshPrefix(tiers: readonly Tier[], name: string): string {
  if (name === '') return '';
  const used = new Set(tiers.map((x) => x.prefix));
  for (let n = 2; ; n++) if (!used.has(`B${n}-`)) return `B${n}-`;
}

/** A tier name as typed: trimmed, spaces collapsed; an error sentence when it cannot be one. */
export function cleanTierName(raw: string): { ok: true; value: string } | { ok: false; error: string; why: Message } {
  const name = raw.replace(/\s+/g, ' ').trim();
  if (name.length > TIER_NAME_MAX)
    return {
      ok: false,
      error: `A tier name can be at most ${TIER_NAME_MAX} characters.`,
      why: { key: 'refusal.tierLong', values: { max: TIER_NAME_MAX } },
    };
  if (/[\u0000-\u001f\u007f<>]/.test(name))
    return { ok: false, error: 'A tier name cannot hold control characters or < >.', why: { key: 'refusal.tierChars' } };
  if (/consolation$/i.test(name))
    return {
      ok: false,
      error: 'Names ending in "consolation" are kept for consolation brackets.',
      why: { key: 'refusal.tierConsolation' },
    };
  return { ok: true, value: name };
}

/**
 * The bracket part of the queue with a tier's matches merged in: each tier keeps its own order, and the tiers take
 * turns round by round (round 1 of Gold, round 1 of Silver, round 2 of Gold, ...). `tiers` is in display order.
 */
export function interleave(t: Tournament, bracketIds: readonly string[], tiers: readonly Tier[]): string[] {
  const byTier = new Map<string, string[]>(tiers.map((x) => [x.name, []]));
  for (const id of bracketIds) {
    const m = t.matches[id];
    if (m) (byTier.get(tierOf(m)) ?? byTier.set(tierOf(m), []).get(tierOf(m))!).push(id);
  }
  const waves: { id: string; wave: number; tier: number; at: number }[] = [];
  [...byTier.entries()].forEach(([name, ids], tierIndex) => {
    const tier = tiers.find((x) => x.name === name);
    // A consolation starts once its tier's first round is played: one wave later.
    let wave = tier?.consolationOf !== undefined ? 1 : 0;
    let last = '';
    ids.forEach((id, at) => {
      const m = t.matches[id]!;
      const group = `${m.stage}:${m.round}`;
      if (at > 0 && group !== last) wave++;
      last = group;
      waves.push({ id, wave, tier: tierIndex, at });
    });
  });
  waves.sort((x, y) => x.wave - y.wave || x.tier - y.tier || x.at - y.at);
  return waves.map((w) => w.id);
}
