// The tournament desk's outgoing changes (intent-queue.ts): each one an intent under an op id, written into the synced
// doc once the room is reachable; the server answers it in the doc's acks.
import { ROOTS } from '../../shared/wire/tournament-ydoc.js';
import type { Intent } from '../../shared/engine/types.js';
import { newOpId, type Ack } from './synced-intents.js';
import type { DeskRoom } from './desk-room.js';
import { type Answered, IntentQueue, isQueued, type Queued } from './intent-queue.js';

/** What a desk may send (the organizer routes' actions); the server refuses anything else. */
export type DeskIntent = Exclude<Intent, { type: 'register' | 'keeperLive' | 'keeperFinal' | 'tick' }>;

/**
 * One change on its way. `target` names what it concerns (`match:<id>`, `court:<n>`, `team:<id>`, `roster`,
 * `phase`, `banner`, `broadcast`, `draw`), so its pending mark and its answer are drawn next to that thing.
 */
export interface Sent extends Queued {
  intent: DeskIntent;
}

/** The server's answer to a change, kept next to its target until replaced or dismissed. */
export type Answer = Answered<Sent>;

const isSent = (v: unknown): v is Sent => isQueued(v) && !!v.intent && typeof v.intent === 'object';

export class DeskIntents extends IntentQueue<Sent> {
  constructor(private room: DeskRoom) {
    super(`courtside:desk:${room.slug}:pending`, isSent);
    const acks = room.doc.getMap<Ack>(ROOTS.acks);
    acks.observe((e) => {
      for (const opId of e.keysChanged) {
        const ack = acks.get(opId);
        const sent = this.pending.find((p) => p.opId === opId);
        if (ack && sent) this.settle(sent, ack);
      }
    });
    room.onSync(() => this.reconcile());
  }

  /** Queues a change: drawn as pending at once, written into the doc now or, before the first sync, once synced. */
  send(intent: DeskIntent, target: string): string {
    const sent: Sent = { opId: newOpId(), intent, target, at: Date.now() };
    this.queue(sent);
    if (this.room.everSynced) this.write(sent);
    return sent.opId;
  }

  /**
   * After each sync: changes the server answered while this page was away are settled, and those it never
   * received (made offline, or before a reload) are written now, under their own op ids.
   */
  private reconcile(): void {
    const acks = this.room.doc.getMap<Ack>(ROOTS.acks);
    const intents = this.room.doc.getMap<unknown>(ROOTS.intents);
    for (const sent of [...this.pending]) {
      const ack = acks.get(sent.opId);
      if (ack) this.settle(sent, ack);
      // An op id the doc has seen, answered and since forgotten (the server keeps acks for a while only):
      // writing it again would be refused, and its effect is already in the tournament.
      else if (intents._map.has(sent.opId) && !intents.has(sent.opId)) this.drop(sent);
      else if (!intents._map.has(sent.opId)) this.write(sent);
    }
  }

  private write(sent: Sent): void {
    const intents = this.room.doc.getMap<unknown>(ROOTS.intents);
    if (intents._map.has(sent.opId)) return;
    intents.set(sent.opId, sent.intent);
  }
}
