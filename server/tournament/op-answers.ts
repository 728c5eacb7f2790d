// The answers a loaded tournament gives to op ids (docs/api.md, Keeper answers): applied intents from the store's
// answers table, refused ones from memory, and for older data the acks its doc holds.
import type { Ack } from '../../shared/wire/room-protocol.js';
import type { Answer, Store } from '../store/store.js';
import { DocAcks } from './ydoc-acks.js';
import type * as Y from 'yjs';

/**
 * Refused intents changed nothing, so their answers are kept in memory only, this many per room: a
 * reconnecting pad gets the same answer, and a flood of refused intents costs no disk. After a restart
 * a replayed refused intent is judged again against the state of then.
 */
const REFUSALS_KEPT = 500;

export class OpAnswers {
  private refusals = new Map<string, Answer>();
  /** The desk's acks in the doc (an intent there makes way for its ack). */
  readonly docAcks: DocAcks;

  constructor(
    doc: Y.Doc,
    private store: Pick<Store, 'answer'>,
    private slug: string,
  ) {
    this.docAcks = new DocAcks(doc, (opId) => (store.answer(slug, opId) ?? this.refusals.get(opId))?.at);
  }

  /** The answer an op id got: applied ones from the answers table, refused ones from memory, then acks of older data. */
  answered(opId: string): Ack | undefined {
    return this.store.answer(this.slug, opId)?.ack ?? this.refusals.get(opId)?.ack ?? this.docAcks.legacy(opId);
  }

  /** Remembers a refusal (the oldest is forgotten past REFUSALS_KEPT). */
  refused(opId: string, answer: Answer): void {
    this.refusals.set(opId, answer);
    if (this.refusals.size > REFUSALS_KEPT) this.refusals.delete(this.refusals.keys().next().value!);
  }
}
