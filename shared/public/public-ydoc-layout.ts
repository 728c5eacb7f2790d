// The public doc's layout shared by its writer and reader: the fields of a match and of meta, and how a team is stored.
import type { PublicMatch, PublicState, TeamRef } from '../engine/types.js';
import { copyJson } from '../engine/copy-json.js';

/** A side or winner as stored: the team id, or the whole ref when the team list cannot name it. */
export type StoredRef = string | TeamRef | null;
export type UpNextTuple = [court: number, etaMin: number, tentative: boolean];

export const MATCH_FIELDS = [
  'stage',
  'round',
  'slot',
  'label',
  'status',
  'court',
  'a',
  'b',
  'winner',
  'sets',
  'live',
  'feeds',
  'feedsSide',
  'loserFeeds',
  'loserFeedsSide',
  'conditional',
  'poolId',
  'rev',
  'workTeam',
  'tier',
] as const satisfies readonly (keyof PublicMatch)[];

export const META_FIELDS = [
  'slug',
  'name',
  'date',
  'notes',
  'phase',
  'banner',
  'rules',
  'stages',
  'courtCount',
  'avgMatchMin',
  'champion',
  'tiers',
  'event',
] as const satisfies readonly (keyof PublicState)[];

/** The doc keeps what it is given; a copy keeps it from changing under the doc when the caller reuses it. */
export const copy = <T>(v: T): T => copyJson(v);

/** Fields holding a team: stored by id while the team list names it. */
export const isRef = (f: (typeof MATCH_FIELDS)[number]): f is 'a' | 'b' | 'winner' | 'workTeam' =>
  f === 'a' || f === 'b' || f === 'winner' || f === 'workTeam';
