// A tournament's index entry (name, date, phase, registered teams) and the capture of one Y.Doc update from a transaction.
import * as Y from 'yjs';
import type { Tournament } from '../../shared/engine/types.js';
import type { IndexEntry } from '../store/store.js';

/** Registered teams per teams record: states are persistent (shared/cow.ts), so a record is counted once. */
const registeredCounts = new WeakMap<Tournament['teams'], number>();

export function indexEntry(t: Tournament): IndexEntry {
  let teams = registeredCounts.get(t.teams);
  if (teams === undefined) {
    teams = Object.values(t.teams).filter((team) => team.status === 'registered').length;
    registeredCounts.set(t.teams, teams);
  }
  return { slug: t.slug, name: t.name, date: t.date, phase: t.phase, teams, createdAt: t.createdAt };
}

export const sameEntry = (a: IndexEntry, b: IndexEntry) =>
  a.name === b.name && a.date === b.date && a.phase === b.phase && a.teams === b.teams;

/** Runs `fn` with doc updates captured; returns the one merged update (null when nothing changed). */
export function captureUpdate(doc: Y.Doc, fn: () => void, origin: unknown): Uint8Array | null {
  const updates: Uint8Array[] = [];
  const onUpdate = (u: Uint8Array) => updates.push(u);
  doc.on('update', onUpdate);
  try {
    doc.transact(fn, origin);
  } finally {
    doc.off('update', onUpdate);
  }
  if (updates.length === 0) return null;
  return updates.length === 1 ? updates[0]! : Y.mergeUpdates(updates);
}
