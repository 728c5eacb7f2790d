// The venue's public document (public-venue.ts, `/e/<slug>/state.json`) laid out in a Y.Doc entity by entity, so a keeper point on one
// venue court costs tens of bytes on the venue pages' channel.
//
// The venue channel: `GET /yjs/<event>/public` (WebSocket, y-websocket protocol), no login, any Origin, with
// the same rules for clients as a tournament's public doc (public-ydoc.ts): a fresh Y.Doc per connection,
// nothing but step 1, an empty step 2 and awareness; any write closes 4403.
//
// Layout (roots):
//   meta       Y.Map: slug name date banner courtCount restMin generatedAt
//   divisions  Y.Map: division slug -> { slug, name, phase, champion } (one JSON value per division)
//   courts     Y.Map: court number -> Y.Map { status, division, match, live, rev, startedAt }; `match` is the PublicMatch
//              without `live` and `rev` (or null), so a point rewrites `live` and `rev` only
//   upNext     Y.Map: `<division>/<match id>` -> the entry (match ids repeat across divisions)
//   lists      Y.Map: the orders: divisions (slugs), courts (numbers), upNext (keys)
//   alerts     Y.Array of PublicAlert, newest first (rewritten whole when it changes: a handful, rarely)
//
// `generatedAt` is written only together with some other change, as in the tournament's doc.
import * as Y from 'yjs';
import { copyJson } from '../engine/copy-json.js';
import { sameJson } from '../engine/json-equal.js';
import type { PublicAlert, PublicMatch } from '../engine/types.js';
import type { PublicVenue, VenueCourt, VenueUpNext } from './public-venue.js';

const META_FIELDS = ['slug', 'name', 'date', 'banner', 'courtCount', 'restMin'] as const satisfies readonly (keyof PublicVenue)[];

type Division = PublicVenue['divisions'][number];

const upNextKey = (e: VenueUpNext) => `${e.division.slug}/${e.id}`;

/** Sets `key` when its value differs; the doc keeps a copy, so a caller reusing the object cannot change it. */
function put(map: Y.Map<unknown>, key: string, value: unknown): boolean {
  if (map.has(key) && sameJson(map.get(key), value)) return false;
  map.set(key, copyJson(value));
  return true;
}

/** Writes one JSON value per key and deletes keys no longer present. */
function putAll<T>(map: Y.Map<unknown>, entries: readonly T[], keyOf: (x: T) => string): boolean {
  let changed = false;
  const keep = new Set<string>();
  for (const e of entries) {
    const k = keyOf(e);
    keep.add(k);
    if (put(map, k, e)) changed = true;
  }
  for (const k of [...map.keys()]) {
    if (keep.has(k)) continue;
    map.delete(k);
    changed = true;
  }
  return changed;
}

function writeCourt(courts: Y.Map<unknown>, c: VenueCourt): boolean {
  const key = String(c.court);
  let fields = courts.get(key);
  let changed = false;
  if (!(fields instanceof Y.Map)) {
    fields = new Y.Map<unknown>();
    courts.set(key, fields);
    changed = true;
  }
  const f = fields as Y.Map<unknown>;
  let rest: Omit<PublicMatch, 'live' | 'rev'> | null = null;
  if (c.match) {
    const { live: _l, rev: _r, ...others } = c.match;
    rest = others;
  }
  if (put(f, 'status', c.status)) changed = true;
  if (put(f, 'division', c.division)) changed = true;
  if (put(f, 'match', rest)) changed = true;
  if (put(f, 'live', c.match?.live ?? null)) changed = true;
  if (put(f, 'rev', c.match?.rev ?? null)) changed = true;
  if (put(f, 'startedAt', c.startedAt ?? null)) changed = true;
  return changed;
}

/**
 * Writes `venue` into `doc`, touching only what differs from what the doc holds. Call inside a transaction
 * (`doc.transact(() => writeVenueDoc(doc, v))`) so one change is one update. True when anything changed.
 */
export function writeVenueDoc(doc: Y.Doc, venue: PublicVenue): boolean {
  const meta = doc.getMap<unknown>('meta');
  const lists = doc.getMap<unknown>('lists');
  let changed = false;
  for (const k of META_FIELDS) if (put(meta, k, venue[k])) changed = true;
  if (putAll(doc.getMap('divisions'), venue.divisions, (d) => d.slug)) changed = true;
  if (
    put(
      lists,
      'divisions',
      venue.divisions.map((d) => d.slug),
    )
  )
    changed = true;

  const courts = doc.getMap<unknown>('courts');
  const keep = new Set<string>();
  for (const c of venue.courts) {
    keep.add(String(c.court));
    if (writeCourt(courts, c)) changed = true;
  }
  for (const k of [...courts.keys()]) {
    if (keep.has(k)) continue;
    courts.delete(k);
    changed = true;
  }
  if (
    put(
      lists,
      'courts',
      venue.courts.map((c) => c.court),
    )
  )
    changed = true;

  if (putAll(doc.getMap('upNext'), venue.upNext, upNextKey)) changed = true;
  if (put(lists, 'upNext', venue.upNext.map(upNextKey))) changed = true;

  const alerts = doc.getArray<PublicAlert>('alerts');
  if (!sameJson(alerts.toArray(), venue.recentAlerts)) {
    alerts.delete(0, alerts.length);
    alerts.insert(0, venue.recentAlerts.map(copyJson));
    changed = true;
  }
  if (changed || !meta.has('generatedAt')) meta.set('generatedAt', venue.generatedAt);
  return changed;
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const present = <T>(x: T | null | undefined): x is T => x !== null && x !== undefined;

/** The venue document the doc holds, as fresh objects; null until the first sync has arrived. */
export function readVenueDoc(doc: Y.Doc): PublicVenue | null {
  const meta = doc.getMap<unknown>('meta');
  if (!meta.has('slug')) return null;
  const lists = doc.getMap<unknown>('lists');
  const divisions = doc.getMap<unknown>('divisions');
  const courts = doc.getMap<unknown>('courts');
  const upNext = doc.getMap<unknown>('upNext');

  const court = (n: unknown): VenueCourt | null => {
    const f = courts.get(String(n));
    if (typeof n !== 'number' || !(f instanceof Y.Map)) return null;
    const rest = f.get('match') as Omit<PublicMatch, 'live' | 'rev'> | null;
    return {
      court: n,
      status: f.get('status') as VenueCourt['status'],
      division: copyJson((f.get('division') ?? null) as VenueCourt['division']),
      match: rest ? { ...copyJson(rest), live: copyJson(f.get('live') as PublicMatch['live']), rev: f.get('rev') as number } : null,
      startedAt: typeof f.get('startedAt') === 'number' ? (f.get('startedAt') as number) : null,
    };
  };
  const m = (k: (typeof META_FIELDS)[number]) => copyJson(meta.get(k)) as never;
  const listed = lists.get('courts');
  return {
    slug: m('slug'),
    name: m('name'),
    date: m('date'),
    banner: m('banner'),
    courtCount: m('courtCount'),
    restMin: m('restMin'),
    divisions: strings(lists.get('divisions'))
      .map((s) => copyJson(divisions.get(s) as Division | undefined))
      .filter(present),
    courts: (Array.isArray(listed) ? listed : []).map(court).filter(present),
    upNext: strings(lists.get('upNext'))
      .map((k) => copyJson(upNext.get(k) as VenueUpNext | undefined))
      .filter(present),
    recentAlerts: doc.getArray<PublicAlert>('alerts').toArray().map(copyJson),
    generatedAt: meta.get('generatedAt') as number,
  };
}
