// The PostgreSQL store's local mirror (docs/architecture.md, Cluster mode): what the database holds per slug, kept
// in memory so reads stay synchronous (and serve the last state while the database is down). Merges are monotonic:
// rows already held (by seq or id) are skipped, so a catch-up and this instance's own commit may arrive in any order.
import type { EventRecord } from '../event/event-types.js';
import type { EventRow } from '../tournament/hub-types.js';
import type { Answer, IndexEntry } from './store.js';

export interface Slot {
  /** Bumped by every write of the slug, in the database's `heads` row. */
  version: number;
  /** The last update seq held. */
  seq: number;
  updates: { seq: number; data: Uint8Array }[];
  events: EventRow[];
  eventId: number;
  answers: Map<string, Answer>;
  answerId: number;
  index?: IndexEntry;
  record?: EventRecord;
}

/** Rows of one slug read from the database (a catch-up), all newer than what the mirror held when asked. */
export interface Fetched {
  version: number;
  base: number;
  updates: { seq: number; data: Uint8Array }[];
  events: { id: number; row: EventRow }[];
  answers: { id: number; opId: string; at: number; ack: Answer['ack'] }[];
  index: IndexEntry | null;
  record: EventRecord | null;
}

export const emptySlot = (): Slot => ({ version: 0, seq: 0, updates: [], events: [], eventId: 0, answers: new Map(), answerId: 0 });

/** Takes in a catch-up; true when it changed anything. */
export function merge(slot: Slot, f: Fetched): boolean {
  let changed = false;
  if (f.base > 0 && slot.updates.length > 0 && slot.updates[0]!.seq < f.base) {
    // Compacted elsewhere: the merged update at `base` holds everything before it.
    slot.updates = slot.updates.filter((u) => u.seq >= f.base);
    changed = true;
  }
  for (const u of f.updates) {
    if (u.seq <= slot.seq) continue;
    slot.updates.push(u);
    slot.seq = u.seq;
    changed = true;
  }
  for (const e of f.events) {
    if (e.id <= slot.eventId) continue;
    slot.events.push(e.row);
    slot.eventId = e.id;
    changed = true;
  }
  for (const a of f.answers) {
    if (a.id <= slot.answerId) continue;
    slot.answers.set(a.opId, { at: a.at, ack: a.ack });
    slot.answerId = a.id;
    changed = true;
  }
  if (f.index && JSON.stringify(f.index) !== JSON.stringify(slot.index)) {
    slot.index = f.index;
    changed = true;
  }
  if (f.record && JSON.stringify(f.record) !== JSON.stringify(slot.record)) {
    slot.record = f.record;
    changed = true;
  }
  if (f.version > slot.version) {
    slot.version = f.version;
    changed = true;
  }
  return changed;
}

/** Drops answers past the window from a slot's mirror; returns the op ids dropped (the database drops them too). */
export function pruneSlot(slot: Slot, now: number, limit: number, ttlMs: number): string[] {
  const rows = [...slot.answers].sort((a, b) => b[1].at - a[1].at);
  const dropped: string[] = [];
  rows.forEach(([opId, a], i) => {
    if (i >= limit || now - a.at >= ttlMs) {
      slot.answers.delete(opId);
      dropped.push(opId);
    }
  });
  return dropped;
}

/** One query reads every row of a slug newer than the mirror's (updates by seq, events and answers by id). */
export const CATCH_UP_SQL = `SELECT
  (SELECT version FROM heads WHERE slug = $1) AS version,
  (SELECT base FROM heads WHERE slug = $1) AS base,
  (SELECT coalesce(json_agg(json_build_object('s', seq, 'd', encode(data, 'base64')) ORDER BY seq), '[]'::json)
     FROM updates WHERE slug = $1 AND seq > $2) AS updates,
  (SELECT coalesce(json_agg(json_build_object('i', id, 'r', row) ORDER BY id), '[]'::json)
     FROM events WHERE slug = $1 AND id > $3) AS events,
  (SELECT coalesce(json_agg(json_build_object('i', id, 'o', op_id, 'a', at, 'k', ack) ORDER BY id), '[]'::json)
     FROM answers WHERE slug = $1 AND id > $4) AS answers,
  (SELECT entry FROM index_entries WHERE slug = $1) AS index,
  (SELECT record FROM event_records WHERE slug = $1) AS record`;

interface CatchUpRow {
  version: number | null;
  base: number | null;
  updates: { s: number; d: string }[];
  events: { i: number; r: EventRow }[];
  answers: { i: number; o: string; a: number; k: Answer['ack'] }[];
  index: IndexEntry | null;
  record: EventRecord | null;
}

/** The catch-up's row as a Fetched; null when the slug is gone from the database. */
export function fetched(row: CatchUpRow): Fetched | null {
  if (row.version === null) return null;
  return {
    version: Number(row.version),
    base: Number(row.base ?? 0),
    updates: row.updates.map((u) => ({ seq: Number(u.s), data: new Uint8Array(Buffer.from(u.d, 'base64')) })),
    events: row.events.map((e) => ({ id: Number(e.i), row: e.r })),
    answers: row.answers.map((a) => ({ id: Number(a.i), opId: a.o, at: Number(a.a), ack: a.k })),
    index: row.index,
    record: row.record,
  };
}
