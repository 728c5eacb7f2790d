// What each public Y.Doc was last given, part by part, so a write skips the parts it is handed again unchanged.
import type * as Y from 'yjs';
import { ENTRY_PLACES, MATCH_PLACES, Mentions } from './match-places.js';
import type { PublicMatch, PublicState, UpNextEntry } from '../engine/types.js';

/** True for a part that cannot have changed since it was handed over (the server's projector freezes what it builds). */
export const frozen = (v: unknown): boolean => typeof v === 'object' && v !== null && Object.isFrozen(v);

/** The entity map under one root (teams, matches, upNext, courts, pools): what each key was last written from. */
export class Entities {
  /** By key, the object each entity was last written from; exactly the keys the doc holds once `known`. */
  readonly from = new Map<string, unknown>();
  /** False until a write has pruned the map: before that the doc may hold keys nobody wrote here. */
  known = false;
}

/**
 * A frozen part handed over again as the very same object cannot have changed since it was written (the
 * server's projector hands unchanged parts back as the same objects), so it is skipped without comparing.
 * Anything else (a part not frozen, or another object) is compared with the doc as before. A change made to
 * the doc by anything but `writePublicDoc` forgets it all.
 */
export class Written {
  /** Single parts (meta fields, lists, the alerts) by name. */
  private parts = new Map<string, unknown>();
  readonly teams = new Entities();
  readonly matches = new Entities();
  readonly upNext = new Entities();
  readonly courts = new Entities();
  readonly pools = new Entities();
  /** The document last written, when frozen: the next one is compared with it place by place. */
  lastDoc: PublicState | null = null;
  readonly matchMentions = new Mentions<PublicMatch>(MATCH_PLACES);
  readonly entryMentions = new Mentions<UpNextEntry>(ENTRY_PLACES);
  /** Each team's name by id as the last write's team list named them (matches store their teams by these). */
  names: Map<string, string> | null = null;

  /** True when `value` is frozen and is the very object last written as `part`. */
  has(part: string, value: unknown): boolean {
    return this.parts.get(part) === value && frozen(value);
  }

  note(part: string, value: unknown): void {
    this.parts.set(part, value);
  }
}

const written = new WeakMap<Y.Doc, Written>();
const watched = new WeakSet<Y.Doc>();
/** Transactions `writePublicDoc` wrote in: any other that changed the doc makes its record unreliable. */
const ours = new WeakSet<Y.Transaction>();

/** After a write that failed halfway, nothing is known of what `doc` holds: the next write compares everything. */
export function forgetWritten(doc: Y.Doc): void {
  written.delete(doc);
}

/** The record of `doc`, for a write inside `tr`. */
export function writtenIn(doc: Y.Doc, tr: Y.Transaction): Written {
  ours.add(tr);
  if (!watched.has(doc)) {
    watched.add(doc);
    doc.on('afterTransaction', (t: Y.Transaction) => {
      if (!ours.has(t) && t.changed.size > 0) written.delete(doc);
    });
  }
  let w = written.get(doc);
  if (!w) {
    w = new Written();
    written.set(doc, w);
  }
  return w;
}
