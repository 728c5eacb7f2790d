// The public document (SPEC 2.1) laid out in a Y.Doc entity by entity, so a keeper point costs tens of bytes on the spectators' channel.
//
// The spectators' channel: `GET /yjs/<slug>/public` (WebSocket, y-websocket protocol), no login, any Origin.
// The server keeps one read-only doc per tournament and writes it with `writePublicDoc` after every change.
// Rules for clients:
// - Create a new Y.Doc (and provider) for every connection, reconnects included; never reuse or persist one.
//   The server builds a new doc after a restart, once nobody watched for a minute, and for newcomers once
//   the old one has grown with history; a rebuilt doc is a new doc: merging an old copy into it would mix
//   two histories. A fresh doc costs one download of the document.
// - Send only sync step 1, the empty step 2 a fresh doc answers with, and awareness. Any write (an update
//   or a step 2 carrying items) closes the connection with 4403 and changes nothing. Messages over 64 KB
//   close it with 1009. An unknown or deleted tournament closes with 4404. 1012 (after about 45 minutes
//   or more on one doc) and 1013 (over 5,000 spectators) mean: connect again later, with a fresh doc.
// - Awareness is neither kept nor relayed between spectators; a quiet doc gets an empty awareness message
//   every 10 s, which keeps y-websocket's "no message for 30 s" check from reconnecting.
// - Read the doc with `readPublicDoc(doc)` after each update (null until the first sync has arrived).
//
// Layout (roots):
//   meta     Y.Map: slug name date notes phase banner rules stages courtCount avgMatchMin champion generatedAt
//   teams    Y.Map: team id -> PublicTeam (one JSON value per team)
//   matches  Y.Map: match id -> Y.Map of PublicMatch fields (a point rewrites `live` only); sides, winner
//            and work team are the team id when the team list has that team under that name, else the TeamRef
//   upNext   Y.Map: match id -> [court, etaMin, tentative]
//   courts   Y.Map: court number -> Y.Map { status, match: id | null, reason, startedAt, upNext: ids, rev }
//   pools    Y.Map: pool id -> Y.Map { matches: ids, standings: Standing[] }
//   lists    Y.Map: the orders: teams, withdrawn, pools, bracket, upNext (ids), courts (numbers)
//   alerts   Y.Array of PublicAlert, newest first (a new alert is one insert at the front)
//
// `generatedAt` is written only together with some other change, so a tick that changes nothing costs
// nothing; the value read back is the time of the last change written, not of the last projection.
import * as Y from 'yjs';
import type {
  PublicAlert, PublicCourt, PublicMatch, PublicPool, PublicState, PublicTeam, Standing, TeamRef, UpNextEntry,
} from './types.js';
import { sameJson } from './json-equal.js';
import { writtenIn, type Written } from './public-doc-written.js';

/** A side or winner as stored: the team id, or the whole ref when the team list cannot name it. */
type StoredRef = string | TeamRef | null;
type UpNextTuple = [court: number, etaMin: number, tentative: boolean];

const MATCH_FIELDS = [
  'stage', 'round', 'slot', 'label', 'status', 'court', 'a', 'b', 'winner', 'sets', 'live',
  'feeds', 'feedsSide', 'loserFeeds', 'loserFeedsSide', 'conditional', 'poolId', 'rev', 'workTeam',
] as const satisfies readonly (keyof PublicMatch)[];

const META_FIELDS = [
  'slug', 'name', 'date', 'notes', 'phase', 'banner', 'rules', 'stages', 'courtCount', 'avgMatchMin', 'champion',
] as const satisfies readonly (keyof PublicState)[];


/** The doc keeps what it is given; a copy keeps it from changing under the doc when the caller reuses it. */
const copy = <T>(v: T): T => (typeof v === 'object' && v !== null ? structuredClone(v) : v);

/** Writes what differs, counting changes so `generatedAt` moves only with them. */
class Writer {
  changed = false;

  constructor(readonly written: Written) {}

  set(map: Y.Map<unknown>, key: string, value: unknown): void {
    if (map.has(key) && sameJson(map.get(key), value)) return;
    map.set(key, copy(value));
    this.changed = true;
  }

  /** The nested map under `key`, created when missing. */
  child(map: Y.Map<unknown>, key: string): Y.Map<unknown> {
    const have = map.get(key);
    if (have instanceof Y.Map) return have;
    const made = new Y.Map<unknown>();
    map.set(key, made);
    this.changed = true;
    return made;
  }

  /** Deletes the keys of `map` (the root `name`) not in `keep`, unless the doc is known to hold no others. */
  prune(map: Y.Map<unknown>, name: string, keep: Set<string>): void {
    if (this.written.mayHoldOthers(name, keep)) {
      for (const key of [...map.keys()]) {
        if (keep.has(key)) continue;
        map.delete(key);
        this.changed = true;
      }
    }
    this.written.holds(name, keep);
  }

  /** Runs `write` unless `value` is the very (frozen) object last written as `part`. */
  part<T>(part: string, value: T, write: (v: T) => void): void {
    if (this.written.has(part, value)) return;
    write(value);
    this.written.note(part, value);
  }
}

/** Fields holding a team: stored by id while the team list names it. */
const isRef = (f: (typeof MATCH_FIELDS)[number]): f is 'a' | 'b' | 'winner' | 'workTeam' =>
  f === 'a' || f === 'b' || f === 'winner' || f === 'workTeam';

function storeRef(ref: TeamRef | null, teamNames: Map<string, string>): StoredRef {
  if (ref === null) return null;
  return teamNames.get(ref.id) === ref.name ? ref.id : { id: ref.id, name: ref.name };
}

function writeMatch(w: Writer, matches: Y.Map<unknown>, m: PublicMatch, teamNames: Map<string, string>): void {
  const fields = w.child(matches, m.id);
  for (const f of MATCH_FIELDS) {
    const v = isRef(f) ? storeRef(m[f], teamNames) : m[f];
    w.set(fields, f, v);
  }
}

/** New alerts are inserted at the front and old ones trimmed from the end; anything else rewrites the list. */
function writeAlerts(w: Writer, alerts: Y.Array<PublicAlert>, next: PublicAlert[]): void {
  const old = alerts.toArray();
  if (old.length === next.length && old.every((a, i) => sameJson(a, next[i]))) return;
  w.changed = true;
  const shift = old.length === 0 ? -1 : next.findIndex((a) => sameJson(a, old[0]));
  const kept = shift < 0 ? 0 : Math.min(old.length, next.length - shift);
  const tailMatches = shift >= 0 && old.slice(0, kept).every((a, i) => sameJson(a, next[shift + i]));
  if (!tailMatches) {
    alerts.delete(0, old.length);
    alerts.insert(0, next.map(copy));
    return;
  }
  if (old.length > kept) alerts.delete(kept, old.length - kept);
  if (shift > 0) alerts.insert(0, next.slice(0, shift).map(copy));
}

/** The roots of the layout. */
function roots(doc: Y.Doc) {
  return {
    meta: doc.getMap<unknown>('meta'), teams: doc.getMap<unknown>('teams'), matches: doc.getMap<unknown>('matches'),
    upNext: doc.getMap<unknown>('upNext'), courts: doc.getMap<unknown>('courts'), pools: doc.getMap<unknown>('pools'),
    lists: doc.getMap<unknown>('lists'), alerts: doc.getArray<PublicAlert>('alerts'),
  };
}
type Roots = ReturnType<typeof roots>;

/** Each team's name by id, as the team list names them; `same` when they are the names of the last write. */
interface TeamNames { names: Map<string, string>; same: boolean }

/** The team list, and the names matches store their teams by. */
function writeTeams(w: Writer, r: Roots, next: PublicState): TeamNames {
  const last = w.written;
  const known = last.names;
  if (known && last.has('list:teams', next.teams) && last.has('list:withdrawn', next.withdrawn)) return { names: known, same: true };
  const allTeams = [...next.teams, ...next.withdrawn];
  const names = new Map(allTeams.map((t) => [t.id, t.name]));
  for (const t of allTeams) w.part(`teams:${t.id}`, t, (v) => w.set(r.teams, t.id, v));
  w.prune(r.teams, 'teams', new Set(names.keys()));
  w.part('list:teams', next.teams, (v) => w.set(r.lists, 'teams', v.map((t) => t.id)));
  w.part('list:withdrawn', next.withdrawn, (v) => w.set(r.lists, 'withdrawn', v.map((t) => t.id)));
  last.names = names;
  return { names, same: known !== null && sameNames(known, names) };
}

function sameNames(x: Map<string, string>, y: Map<string, string>): boolean {
  if (x.size !== y.size) return false;
  for (const [id, name] of x) if (y.get(id) !== name) return false;
  return true;
}

/**
 * Every match the document mentions, once. An upNext entry's `court` is the planned court, not the
 * match's own, so entries come first and the match as listed elsewhere replaces them.
 */
function writeMatches(w: Writer, r: Roots, next: PublicState, teamNames: TeamNames): void {
  const mentioned = new Map<string, PublicMatch>();
  for (const e of next.upNext) mentioned.set(e.id, e);
  for (const c of next.courts) for (const e of c.upNext) mentioned.set(e.id, e);
  for (const p of next.pools) for (const m of p.matches) mentioned.set(m.id, m);
  for (const m of next.bracket) mentioned.set(m.id, m);
  for (const c of next.courts) if (c.match) mentioned.set(c.match.id, c.match);
  // A match is stored with team ids where the team list names the team: under other names, every match is compared again.
  for (const m of mentioned.values()) {
    const write = (v: PublicMatch) => writeMatch(w, r.matches, v, teamNames.names);
    if (teamNames.same) w.part(`matches:${m.id}`, m, write);
    else {
      write(m);
      w.written.note(`matches:${m.id}`, m);
    }
  }
  w.prune(r.matches, 'matches', new Set(mentioned.keys()));
}

/** Court lists may name entries the top-level list lacks (it never happens today; the layout allows it). */
function writeUpNext(w: Writer, r: Roots, next: PublicState): void {
  const entries = new Map<string, UpNextEntry>();
  for (const c of next.courts) for (const e of c.upNext) entries.set(e.id, e);
  for (const e of next.upNext) entries.set(e.id, e);
  for (const e of entries.values()) {
    w.part(`upNext:${e.id}`, e, (v) => w.set(r.upNext, v.id, [v.court, v.etaMin, v.tentative] satisfies UpNextTuple));
  }
  w.prune(r.upNext, 'upNext', new Set(entries.keys()));
  w.part('list:upNext', next.upNext, (v) => w.set(r.lists, 'upNext', v.map((e) => e.id)));
}

function writeCourts(w: Writer, r: Roots, next: PublicState): void {
  for (const c of next.courts) {
    w.part(`courts:${c.court}`, c, () => {
      const fields = w.child(r.courts, String(c.court));
      w.set(fields, 'status', c.status);
      w.set(fields, 'match', c.match ? c.match.id : null);
      w.set(fields, 'reason', c.reason);
      w.set(fields, 'startedAt', c.startedAt);
      w.set(fields, 'upNext', c.upNext.map((e) => e.id));
      w.set(fields, 'rev', c.rev);
    });
  }
  w.prune(r.courts, 'courts', new Set(next.courts.map((c) => String(c.court))));
  w.part('list:courts', next.courts, (v) => w.set(r.lists, 'courts', v.map((c) => c.court)));
}

function writePools(w: Writer, r: Roots, next: PublicState): void {
  for (const p of next.pools) {
    w.part(`pools:${p.id}`, p, () => {
      const fields = w.child(r.pools, p.id);
      w.set(fields, 'matches', p.matches.map((m) => m.id));
      w.set(fields, 'standings', p.standings);
    });
  }
  w.prune(r.pools, 'pools', new Set(next.pools.map((p) => p.id)));
  w.part('list:pools', next.pools, (v) => w.set(r.lists, 'pools', v.map((p) => p.id)));
  w.part('list:bracket', next.bracket, (v) => w.set(r.lists, 'bracket', v.map((m) => m.id)));
}

/**
 * Brings `doc` to `next`, writing only what differs from what it holds. Call it inside the caller's
 * transaction (`doc.transact(() => writePublicDoc(doc, next))`) so one change makes one update.
 * Parts of `next` that are frozen and the very objects of the last write into this doc are skipped
 * unread (public-doc-written.ts); the doc ends the same either way.
 */
export function writePublicDoc(doc: Y.Doc, next: PublicState): void {
  doc.transact((tr) => {
    const w = new Writer(writtenIn(doc, tr));
    const r = roots(doc);
    for (const f of META_FIELDS) w.part(`meta:${f}`, next[f], (v) => w.set(r.meta, f, v));
    const teamNames = writeTeams(w, r, next);
    writeMatches(w, r, next, teamNames);
    writeUpNext(w, r, next);
    writeCourts(w, r, next);
    writePools(w, r, next);
    w.part('alerts', next.recentAlerts, (v) => writeAlerts(w, r.alerts, v));
    if (w.changed || !r.meta.has('generatedAt')) r.meta.set('generatedAt', next.generatedAt);
  });
}

// ---- reading: everything is copied out, so a caller may keep or change what it gets ----

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
      out[f] = isRef(f) ? ref(fields.get(f)) : copy(fields.get(f) ?? null);
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
    });
  }

  const readPools: PublicPool[] = ids(lists, 'pools').map((id) => {
    const fields = pools.get(id);
    if (!(fields instanceof Y.Map)) return null;
    const ms = fields.get('matches');
    return {
      id,
      standings: copy((fields.get('standings') ?? []) as Standing[]),
      matches: (Array.isArray(ms) ? (ms as string[]) : []).map(match).filter(present),
    };
  }).filter(present);

  const m = (k: (typeof META_FIELDS)[number]) => copy(meta.get(k)) as never;
  return {
    slug: m('slug'), name: m('name'), date: m('date'), notes: m('notes'), phase: m('phase'), banner: m('banner'),
    rules: m('rules'), stages: m('stages'), courtCount: m('courtCount'),
    teams: ids(lists, 'teams').map(team).filter(present),
    withdrawn: ids(lists, 'withdrawn').map(team).filter(present),
    pools: readPools,
    bracket: ids(lists, 'bracket').map(match).filter(present),
    courts: readCourts,
    upNext: ids(lists, 'upNext').map(entry).filter(present),
    avgMatchMin: m('avgMatchMin'),
    champion: m('champion'),
    recentAlerts: doc.getArray<PublicAlert>('alerts').toArray().map(copy),
    generatedAt: meta.get('generatedAt') as number,
  };
}
