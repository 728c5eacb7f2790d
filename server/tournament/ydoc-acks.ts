// Answers to synced intents inside the tournament's Y.Doc: the answered intent leaves `intents`, its ack stays in `acks` for a bounded window.
import type * as Y from 'yjs';
import type { Ack } from '../../shared/wire/room-protocol.js';
import type { Rejected, Result, Tournament } from '../../shared/engine/types.js';
import { refusalWhy } from '../../shared/engine/outcome.js';
import { ROOTS } from './ydoc-writer.js';

/**
 * Acks stay in the doc this long and this many at most, so the desk's first sync stays small. A desk
 * that missed one (offline longer) sees its intent gone without an ack; replaying the op id gets the
 * answer again from the answers table (server/store.ts), which keeps it for a day.
 */
export const DOC_ACKS_LIMIT = 100;
export const DOC_ACKS_TTL_MS = 60 * 60_000;
/** The window is checked at writes, at most this often while it holds fewer than the limit. */
const PRUNE_EVERY_MS = 5 * 60_000;

export function ackForResult(result: Result): Ack {
  if (result.ok) return { ok: true, msg: result.msg, ...(result.said ? { said: result.said } : {}) };
  const why = refusalWhy(result);
  return {
    ok: false,
    error: result.error,
    ...(result.kind ? { kind: result.kind } : {}),
    ...(result.fields ? { fields: result.fields } : {}),
    ...(why ? { why } : {}),
    ...(result.fieldWhy ? { fieldWhy: result.fieldWhy } : {}),
  };
}

/** The stored answer of an op id as the write path answers it: applied before, so nothing changes now. */
export function resultForAck(ack: Ack, state: Tournament): Result {
  if (ack.ok) return { ok: true, state, events: [], msg: ack.msg, changed: false };
  const { kind, ...rest } = ack;
  return { ...rest, ...(kind && kind !== 'expired' ? { kind: kind as Rejected['kind'] } : {}) };
}

export class DocAcks {
  private intents: Y.Map<unknown>;
  private acks: Y.Map<Ack>;
  private prunedAt = 0;

  /** `answeredAt` tells when an op id was answered (the answers table), undefined when it no longer knows. */
  constructor(
    doc: Y.Doc,
    private answeredAt: (opId: string) => number | undefined,
  ) {
    this.intents = doc.getMap(ROOTS.intents);
    this.acks = doc.getMap<Ack>(ROOTS.acks);
  }

  /** An ack written before the answers table existed (older data directories). */
  legacy(opId: string): Ack | undefined {
    return this.acks.get(opId);
  }

  /** True when a desk's intent for this op id sits in the doc unanswered (keeper intents never do). */
  waiting(opId: string): boolean {
    return this.intents.has(opId);
  }

  /**
   * Inside a doc transaction: the desk's intent makes way for its ack, and old acks leave. Does nothing
   * for an op id that has no intent in the doc (a keeper's, answered in its court doc instead).
   */
  answer(opId: string, ack: Ack, now: number): void {
    if (!this.intents.has(opId)) return;
    this.intents.delete(opId);
    this.acks.set(opId, ack);
    this.prune(now, opId);
  }

  private prune(now: number, keep: string): void {
    if (this.acks.size <= DOC_ACKS_LIMIT && now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    const ages: [string, number][] = [];
    for (const opId of this.acks.keys()) {
      if (opId !== keep) ages.push([opId, this.answeredAt(opId) ?? 0]);
    }
    ages.sort((a, b) => b[1] - a[1]);
    let kept = 1; // the one being written
    for (const [opId, at] of ages) {
      if (kept < DOC_ACKS_LIMIT && now - at < DOC_ACKS_TTL_MS) kept++;
      else this.acks.delete(opId);
    }
  }
}
