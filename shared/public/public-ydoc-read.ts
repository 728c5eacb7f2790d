// Reads the public document back out of its Y.Doc (layout in public-ydoc.ts): what spectators' clients call.
import * as Y from 'yjs';
import type {
  PublicAlert,
  PublicCourt,
  PublicMatch,
  PublicPool,
  PublicState,
  PublicTeam,
  Standing,
  TeamRef,
  UpNextEntry,
} from '../engine/types.js';
import { copy, isRef, MATCH_FIELDS, type META_FIELDS, type UpNextTuple } from './public-ydoc-layout.js';

// Everything is copied out, so a caller may keep or change what it gets.

function ids(lists: Y.Map<unknown>, key: string): string[] {
  const v = lists.get(key);
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** Rebuilds the public document from the doc; null while the doc holds none (before the first sync). */
export function readPublicDoc(doc: Y.Doc): PublicState | null {
  const meta = doc.getMap<unknown>('meta');
  if (typeof meta.get('slug') !== 'string' || typeof meta.get('generatedAt') !== 'number') return null;
  const teams = doc.getMap<unknown>('teams');
  const matches = doc.getMap<unknown>('matches');
  const upNext = doc.getMap<unknown>('upNext');
  const courts = doc.getMap<unknown>('courts');
  const pools = doc.getMap<unknown>('pools');
  const lists = doc.getMap<unknown>('lists');

  const team = (id: string): PublicTeam | null => {
    const t = teams.get(id);
    return t && typeof t === 'object' ? copy(t as PublicTeam) : null;
  };
  const ref = (stored: unknown): TeamRef | null => {
    if (typeof stored === 'string') {
      const t = team(stored);
      return t ? { id: t.id, name: t.name } : null;
    }
    return stored && typeof stored === 'object' ? copy(stored as TeamRef) : null;
  };
  const cache = new Map<string, PublicMatch | null>();
  const readMatch = (id: string): PublicMatch | null => {
    const fields = matches.get(id);
    if (!(fields instanceof Y.Map)) return null;
    const out: Record<string, unknown> = { id };
    for (const f of MATCH_FIELDS) {
      // A doc written before tiers has no `tier`: the main bracket's "".
      out[f] = isRef(f) ? ref(fields.get(f)) : copy(fields.get(f) ?? (f === 'tier' ? '' : null));
    }
    return out as unknown as PublicMatch;
  };
  /** A fresh object per mention, as the projection makes them. */
  const match = (id: string): PublicMatch | null => {
    if (!cache.has(id)) cache.set(id, readMatch(id));
    const m = cache.get(id)!;
    return m ? copy(m) : null;
  };
  const entry = (id: string): UpNextEntry | null => {
    const m = match(id);
    const t = upNext.get(id);
    if (!m || !Array.isArray(t)) return null;
    const [court, etaMin, tentative] = t as UpNextTuple;
    return { ...m, court, etaMin, tentative };
  };
  const present = <T>(x: T | null): x is T => x !== null;

  const readCourts: PublicCourt[] = [];
  const courtNumbers = lists.get('courts');
  for (const n of Array.isArray(courtNumbers) ? courtNumbers : []) {
    const fields = courts.get(String(n));
    if (!(fields instanceof Y.Map)) continue;
    const live = fields.get('match');
    const planned = fields.get('upNext');
    readCourts.push({
      court: n as number,
      status: fields.get('status') as PublicCourt['status'],
      match: typeof live === 'string' ? match(live) : null,
      reason: (fields.get('reason') ?? null) as string | null,
      startedAt: (fields.get('startedAt') ?? null) as number | null,
      upNext: (Array.isArray(planned) ? (planned as string[]) : []).map(entry).filter(present),
      rev: (fields.get('rev') ?? 0) as number,
      elsewhere: copy((fields.get('elsewhere') ?? null) as PublicCourt['elsewhere']),
    });
  }

  const readPools: PublicPool[] = ids(lists, 'pools')
    .map((id) => {
      const fields = pools.get(id);
      if (!(fields instanceof Y.Map)) return null;
      const ms = fields.get('matches');
      return {
        id,
        standings: copy((fields.get('standings') ?? []) as Standing[]),
        matches: (Array.isArray(ms) ? (ms as string[]) : []).map(match).filter(present),
      };
    })
    .filter(present);

  const m = (k: (typeof META_FIELDS)[number]) => copy(meta.get(k)) as never;
  return {
    slug: m('slug'),
    name: m('name'),
    date: m('date'),
    notes: m('notes'),
    phase: m('phase'),
    banner: m('banner'),
    rules: m('rules'),
    stages: m('stages'),
    courtCount: m('courtCount'),
    teams: ids(lists, 'teams').map(team).filter(present),
    withdrawn: ids(lists, 'withdrawn').map(team).filter(present),
    pools: readPools,
    bracket: ids(lists, 'bracket').map(match).filter(present),
    courts: readCourts,
    upNext: ids(lists, 'upNext').map(entry).filter(present),
    avgMatchMin: m('avgMatchMin'),
    champion: m('champion'),
    tiers: copy((meta.get('tiers') ?? []) as PublicState['tiers']),
    recentAlerts: doc.getArray<PublicAlert>('alerts').toArray().map(copy),
    event: copy((meta.get('event') ?? null) as PublicState['event']),
    generatedAt: meta.get('generatedAt') as number,
  };
}
