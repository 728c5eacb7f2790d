// Copy on write: an intent's working state shares every entity it does not change with the state it
// came from, so what an intent touched is exactly what is no longer the same object, and everything after the
// engine (versions, and through the change record of change-set.ts the Y.Doc writer and the projection) compares by
// identity before it compares by value.
//
// States are persistent: once `apply` returns, neither the new state nor the old one is ever changed again, and
// an entity (a match, a team, a court) or a collection (`matches`, `teams`, `courts`, `queue`, `pools`,
// `alerts`) that did not change is the very object of the state before.
//
// Engine code changes an entity only through `ownMatch`/`ownTeam`/`ownCourt`/`own*` and keeps working on the
// object they return. A working state that was not started with `cowState` (a full copy, or a fixture a unit test
// built) owns everything: the helpers hand back what they are given and engine steps mutate in place as before.
import type { Alert, Court, Match, Team, Tournament } from './types.js';
import { sameJson } from './json-equal.js';
import { copyJson } from './copy-json.js';

export { copyJson } from './copy-json.js';

interface Owner {
  /** The objects the working state may change: its own copies. */
  owned: WeakSet<object>;
  /** Ids of the matches it copied: what the intent touched. */
  matches: Set<string>;
}

const owners = new WeakMap<Tournament, Owner>();

/** A working copy of `state` sharing everything with it; what the engine changes is copied first. */
export function cowState(state: Tournament): Tournament {
  const t: Tournament = { ...state };
  owners.set(t, { owned: new WeakSet<object>([t]), matches: new Set() });
  return t;
}

/**
 * The ids of the matches a copy-on-write working state changed so far, or null for a state that owns
 * everything (then any match may have changed). A copy-on-write intent never adds or removes a match.
 */
export function touchedMatches(t: Tournament): ReadonlySet<string> | null {
  return owners.get(t)?.matches ?? null;
}

/** Ends copy on write: later changes (a unit test's fixture edits) are made in place again. */
export function endCow(t: Tournament): void {
  owners.delete(t);
}

/** `value` when the working state owns it (or owns everything), else a copy it now owns. */
function take<T extends object>(t: Tournament, value: T, copy: (v: T) => T): T {
  const owned = owners.get(t)?.owned;
  if (!owned || owned.has(value)) return value;
  const made = copy(value);
  owned.add(made);
  return made;
}

/**
 * A shallow copy of a record of entities (`matches`, `teams`: hundreds of keys at 512 teams, copied by every write
 * that changes one of them). Filled without a prototype and given the usual one after: V8 then does not look up each
 * new key on Object.prototype, which makes the copy several times faster than a spread; the result is the same
 * plain object, keys in the same order.
 */
function copyRecord<T>(r: Record<string, T>): Record<string, T> {
  const out = Object.create(null) as Record<string, T>;
  for (const k in r) out[k] = r[k]!;
  return Object.setPrototypeOf(out, Object.prototype) as Record<string, T>;
}

const copyMatch = (m: Match): Match => copyJson(m);
const copyTeam = (x: Team): Team => copyJson(x);
const copyCourt = (c: Court): Court => ({ ...c, ...(c.changedBy ? { changedBy: { ...c.changedBy } } : {}) });

/** The working state's own copy of match `m` (looked up by id), to change. */
export function ownMatch(t: Tournament, m: Match): Match {
  const record = take(t, t.matches, copyRecord);
  t.matches = record;
  const mine = take(t, record[m.id] ?? m, copyMatch);
  record[m.id] = mine;
  owners.get(t)?.matches.add(m.id);
  return mine;
}

/** The working state's own copy of team `x`, to change. */
export function ownTeam(t: Tournament, x: Team): Team {
  const record = take(t, t.teams, copyRecord);
  t.teams = record;
  const mine = take(t, record[x.id] ?? x, copyTeam);
  record[x.id] = mine;
  return mine;
}

/** The working state's own copy of court `c` (same court number), to change. */
export function ownCourt(t: Tournament, c: Court): Court {
  const list = take(t, t.courts, (l) => [...l]);
  t.courts = list;
  const at = list.findIndex((x) => x.court === c.court);
  if (at < 0) return c;
  const mine = take(t, list[at]!, copyCourt);
  list[at] = mine;
  return mine;
}

export function ownQueue(t: Tournament): string[] {
  t.queue = take(t, t.queue, (q) => [...q]);
  return t.queue;
}

export function ownAlerts(t: Tournament): Alert[] {
  t.alerts = take(t, t.alerts, (a) => [...a]);
  return t.alerts;
}

// ---- after a full copy: giving back the identity of what did not change ----

function shareRecord<T>(before: Record<string, T>, after: Record<string, T>): Record<string, T> {
  let same = Object.keys(before).length === Object.keys(after).length;
  for (const [id, value] of Object.entries(after)) {
    const old = before[id];
    if (old !== undefined && (old === value || sameJson(old, value))) after[id] = old;
    else same = false;
  }
  return same ? before : after;
}

function shareList<T>(before: T[], after: T[], keyOf?: (x: T) => unknown): T[] {
  if (keyOf) {
    const old = new Map(before.map((x) => [keyOf(x), x]));
    for (let i = 0; i < after.length; i++) {
      const was = old.get(keyOf(after[i]!));
      if (was !== undefined && sameJson(was, after[i])) after[i] = was;
    }
  }
  return before.length === after.length && after.every((x, i) => x === before[i] || sameJson(x, before[i])) ? before : after;
}

/**
 * After an intent that worked on a full copy (`structuredClone`): every entity and collection equal to the one
 * before becomes that very object again, so later steps see by identity what the intent touched. Mutates `after`.
 */
export function reshare(before: Tournament, after: Tournament): void {
  after.matches = shareRecord(before.matches, after.matches);
  after.teams = shareRecord(before.teams, after.teams);
  after.courts = shareList(before.courts, after.courts, (c) => c.court);
  after.pools = shareList(before.pools, after.pools, (p) => p.id);
  after.queue = shareList(before.queue, after.queue);
  after.alerts = shareList(before.alerts, after.alerts);
  for (const key of ['rules', 'stages', 'bracket'] as const) {
    if (sameJson(before[key], after[key])) (after as unknown as Record<string, unknown>)[key] = before[key];
  }
}
