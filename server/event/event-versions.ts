// Versions on the event desk (docs/api.md, Events: versions and conflicts): the rev of each thing the desk changes, and the
// refusal of a stale one in the words a division's versions use (shared/engine/versions.ts).
import type { Change, Rejected } from '../../shared/engine/types.js';
import { sentence, who } from '../../shared/engine/versions.js';
import { clockText } from '../../shared/view/format.js';
import type { Actor } from '../tournament/hub-types.js';
import type { EventRecord } from './event-types.js';

/** The version key of two players taken for one person (`link:<a>|<b>`, refs as `<division>/<team>/<index>`), either way round. */
export const linkKey = (a: string, b: string): string => `link:${[a, b].sort().join('|')}`;

/** The current rev of `target` (`banner`, `court:<n>`, `link:<a>|<b>`, `division:<slug>`); 0 until its first change. */
export const revOf = (rec: EventRecord, target: string): number => rec.versions?.[target]?.rev ?? 0;

/** Refuses an action whose `rev` is not the current one of its target; without `rev` nothing is checked. */
export function staleRev(rec: EventRecord, target: string, rev: number | undefined): Rejected | null {
  if (rev === undefined) return null;
  const v = rec.versions?.[target];
  const now = v?.rev ?? 0;
  if (now === rev) return null;
  return {
    ok: false,
    kind: 'conflict',
    rev: now,
    error: v ? sentence(v.change, { clock: clockText }) : 'This changed since you saw it; reload to see it as it is now.',
    // Other languages name who changed it and when (English says what they did, which is kept in English only).
    why: v?.change.by ? { key: 'event.changedBy', values: { who: v.change.by, time: clockText(v.change.at) } } : { key: 'event.changed' },
  };
}

/** The sentence of a target's last change (`Ana created the division Coed B at 14:02.`), or null. */
export function lastChange(rec: EventRecord, target: string): string | null {
  const v = rec.versions?.[target];
  return v ? sentence(v.change, { clock: clockText }) : null;
}

/** `rec` with `target`'s next rev, changed by `actor` who `did` it (`paused court 3`). */
export function stamped(rec: EventRecord, target: string, actor: Actor, did: string, at: number): EventRecord {
  const change: Change = { by: actor.name, role: actor.role, at, what: `${who(actor)} ${did}`, then: null };
  return { ...rec, versions: { ...rec.versions, [target]: { rev: revOf(rec, target) + 1, change } } };
}
