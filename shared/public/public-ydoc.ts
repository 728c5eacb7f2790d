// The public document (docs/api.md, The public document) laid out in a Y.Doc entity by entity, so a keeper point costs tens of bytes on the
// spectators' channel.
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
// - Read the doc with `readPublicDoc(doc)` (public-ydoc-read.ts) after each update (null until the first sync has arrived).
//
// Layout (roots):
//   meta     Y.Map: slug name date notes phase banner rules stages courtCount avgMatchMin champion tiers event generatedAt
//   teams    Y.Map: team id -> PublicTeam (one JSON value per team)
//   matches  Y.Map: match id -> Y.Map of PublicMatch fields (a point rewrites `live` only); sides, winner
//            and work team are the team id when the team list has that team under that name, else the TeamRef
//   upNext   Y.Map: match id -> [court, etaMin, tentative]
//   courts   Y.Map: court number -> Y.Map { status, match: id | null, reason, startedAt, upNext: ids, rev, elsewhere }
//   pools    Y.Map: pool id -> Y.Map { matches: ids, standings: Standing[] }
//   lists    Y.Map: the orders: teams, withdrawn, pools, bracket, upNext (ids), courts (numbers)
//   alerts   Y.Array of PublicAlert, newest first (a new alert is one insert at the front)
//
// `generatedAt` is written only together with some other change, so a tick that changes nothing costs
// nothing; the value read back is the time of the last change written, not of the last projection.
import * as Y from 'yjs';
import type { PublicAlert, PublicMatch, PublicState, PublicTeam, TeamRef, UpNextEntry } from '../engine/types.js';
import { sameJson } from '../engine/json-equal.js';
import { editArray } from '../wire/y-array-edit.js';
import type { Mentions } from './match-places.js';
import { forgetWritten, frozen, writtenIn, type Entities, type Written } from './last-written.js';
import { copy, isRef, MATCH_FIELDS, META_FIELDS, type StoredRef, type UpNextTuple } from './public-ydoc-layout.js';

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

  /**
   * Writes the entities of `next` into `map` with `write`, skipping each one handed over as the very frozen
   * object it was last written from (none when `compareAll`), then deletes the keys `next` no longer lists.
   */
  entities<T>(map: Y.Map<unknown>, e: Entities, next: Map<string, T>, write: (key: string, v: T) => void, compareAll = false): void {
    const before = e.from.size;
    let added = 0;
    for (const [key, v] of next) {
      const had = e.from.get(key);
      if (had === undefined) added++;
      else if (had === v && !compareAll && frozen(v)) continue;
      write(key, v);
      e.from.set(key, v);
    }
    // The doc held `before` keys, of which `next.size - added` are listed still: the rest must go.
    if (e.known && before === next.size - added) return;
    for (const key of [...map.keys()]) {
      if (next.has(key)) continue;
      map.delete(key);
      this.changed = true;
    }
    for (const key of [...e.from.keys()]) if (!next.has(key)) e.from.delete(key);
    e.known = true;
  }

  /**
   * Writes the entities a document mentions in several places (matches, planned entries). After a frozen
   * document, only those its changed places mention are looked at (public-doc-mentions.ts); else all, as
   * `entities` does.
   */
  mentioned<T extends { id: string }>(
    map: Y.Map<unknown>,
    e: Entities,
    mentions: Mentions<T>,
    next: PublicState,
    write: (id: string, v: T) => void,
    compareAll = false,
  ): void {
    const last = this.written.lastDoc;
    const changes = last && e.known && !compareAll && frozen(next) ? mentions.changes(last, next) : null;
    if (!changes) return this.entities(map, e, mentions.all(next), write, compareAll);
    for (const [id, v] of changes) {
      if (v === undefined) {
        if (map.has(id)) {
          map.delete(id);
          this.changed = true;
        }
        e.from.delete(id);
      } else if (e.from.get(id) !== v || !frozen(v)) {
        write(id, v);
        e.from.set(id, v);
      }
    }
  }

  /** Runs `write` unless `value` is the very (frozen) object last written as `part`. */
  part<T>(part: string, value: T, write: (v: T) => void): void {
    if (this.written.has(part, value)) return;
    write(value);
    this.written.note(part, value);
  }
}

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

/** New alerts in front, a moved match's older call out of the middle, the oldest off the end: edited, not rewritten. */
function writeAlerts(w: Writer, alerts: Y.Array<PublicAlert>, next: PublicAlert[]): void {
  const old = alerts.toArray();
  if (old.length === next.length && old.every((a, i) => sameJson(a, next[i]))) return;
  w.changed = true;
  editArray(alerts, old, next, sameJson, copy);
}

/** The roots of the layout. */
function roots(doc: Y.Doc) {
  return {
    meta: doc.getMap<unknown>('meta'),
    teams: doc.getMap<unknown>('teams'),
    matches: doc.getMap<unknown>('matches'),
    upNext: doc.getMap<unknown>('upNext'),
    courts: doc.getMap<unknown>('courts'),
    pools: doc.getMap<unknown>('pools'),
    lists: doc.getMap<unknown>('lists'),
    alerts: doc.getArray<PublicAlert>('alerts'),
  };
}
type Roots = ReturnType<typeof roots>;

/** Each team's name by id, as the team list names them; `same` when they are the names of the last write. */
interface TeamNames {
  names: Map<string, string>;
  same: boolean;
}

/** The team list, and the names matches store their teams by. */
function writeTeams(w: Writer, r: Roots, next: PublicState): TeamNames {
  const last = w.written;
  const known = last.names;
  if (known && last.has('list:teams', next.teams) && last.has('list:withdrawn', next.withdrawn)) return { names: known, same: true };
  const allTeams = new Map<string, PublicTeam>();
  for (const t of next.teams) allTeams.set(t.id, t);
  for (const t of next.withdrawn) allTeams.set(t.id, t);
  const names = new Map<string, string>();
  for (const t of allTeams.values()) names.set(t.id, t.name);
  w.entities(r.teams, last.teams, allTeams, (id, t) => w.set(r.teams, id, t));
  w.part('list:teams', next.teams, (v) =>
    w.set(
      r.lists,
      'teams',
      v.map((t) => t.id),
    ),
  );
  w.part('list:withdrawn', next.withdrawn, (v) =>
    w.set(
      r.lists,
      'withdrawn',
      v.map((t) => t.id),
    ),
  );
  last.names = names;
  return { names, same: known !== null && sameNames(known, names) };
}

function sameNames(x: Map<string, string>, y: Map<string, string>): boolean {
  if (x.size !== y.size) return false;
  for (const [id, name] of x) if (y.get(id) !== name) return false;
  return true;
}

/** Every match the document mentions, once, as its last mention shows it (public-doc-mentions.ts). */
function writeMatches(w: Writer, r: Roots, next: PublicState, teamNames: TeamNames): void {
  const write = (_: string, m: PublicMatch) => writeMatch(w, r.matches, m, teamNames.names);
  // A match is stored with team ids where the team list names the team: under other names, every match is compared again.
  w.mentioned(r.matches, w.written.matches, w.written.matchMentions, next, write, !teamNames.same);
}

function writeUpNext(w: Writer, r: Roots, next: PublicState): void {
  const write = (id: string, e: UpNextEntry) => w.set(r.upNext, id, [e.court, e.etaMin, e.tentative] satisfies UpNextTuple);
  w.mentioned(r.upNext, w.written.upNext, w.written.entryMentions, next, write);
  w.part('list:upNext', next.upNext, (v) =>
    w.set(
      r.lists,
      'upNext',
      v.map((e) => e.id),
    ),
  );
}

function writeCourts(w: Writer, r: Roots, next: PublicState): void {
  const courts = new Map(next.courts.map((c) => [String(c.court), c]));
  w.entities(r.courts, w.written.courts, courts, (key, c) => {
    const fields = w.child(r.courts, key);
    w.set(fields, 'status', c.status);
    w.set(fields, 'match', c.match ? c.match.id : null);
    w.set(fields, 'reason', c.reason);
    w.set(fields, 'startedAt', c.startedAt);
    w.set(
      fields,
      'upNext',
      c.upNext.map((e) => e.id),
    );
    w.set(fields, 'rev', c.rev);
    w.set(fields, 'elsewhere', c.elsewhere ?? null);
  });
  w.part('list:courts', next.courts, (v) =>
    w.set(
      r.lists,
      'courts',
      v.map((c) => c.court),
    ),
  );
}

function writePools(w: Writer, r: Roots, next: PublicState): void {
  const pools = new Map(next.pools.map((p) => [p.id, p]));
  w.entities(r.pools, w.written.pools, pools, (id, p) => {
    const fields = w.child(r.pools, id);
    w.set(
      fields,
      'matches',
      p.matches.map((m) => m.id),
    );
    w.set(fields, 'standings', p.standings);
  });
  w.part('list:pools', next.pools, (v) =>
    w.set(
      r.lists,
      'pools',
      v.map((p) => p.id),
    ),
  );
  w.part('list:bracket', next.bracket, (v) =>
    w.set(
      r.lists,
      'bracket',
      v.map((m) => m.id),
    ),
  );
}

/**
 * Brings `doc` to `next`, writing only what differs from what it holds. Call it inside the caller's
 * transaction (`doc.transact(() => writePublicDoc(doc, next))`) so one change makes one update.
 * Parts of `next` that are frozen and the very objects of the last write into this doc are skipped
 * unread (public-doc-written.ts); the doc ends the same either way.
 */
export function writePublicDoc(doc: Y.Doc, next: PublicState): void {
  doc.transact((tr) => {
    try {
      writeAll(new Writer(writtenIn(doc, tr)), roots(doc), next);
    } catch (err) {
      forgetWritten(doc);
      throw err;
    }
  });
}

/** The parts in the layout's order (the order a fresh doc gets them in). */
function writeAll(w: Writer, r: Roots, next: PublicState): void {
  for (const f of META_FIELDS) w.part(`meta:${f}`, next[f], (v) => w.set(r.meta, f, v));
  const teamNames = writeTeams(w, r, next);
  writeMatches(w, r, next, teamNames);
  writeUpNext(w, r, next);
  writeCourts(w, r, next);
  writePools(w, r, next);
  w.part('alerts', next.recentAlerts, (v) => writeAlerts(w, r.alerts, v));
  if (w.changed || !r.meta.has('generatedAt')) r.meta.set('generatedAt', next.generatedAt);
  w.written.lastDoc = frozen(next) ? next : null;
}
