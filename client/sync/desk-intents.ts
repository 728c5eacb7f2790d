// The desk's outgoing changes: each one an intent under an op id, kept in this browser until the server answers it, sent once when the room is reachable.
import { ROOTS } from '../../shared/wire/tournament-ydoc.js';
import type { Intent } from '../../shared/engine/types.js';
import { newOpId, type Ack } from './synced-intents.js';
import type { DeskRoom } from './desk-room.js';
import { PendingStore } from './desk-storage.js';

/** What a desk may send (the organizer routes' actions); the server refuses anything else. */
export type DeskIntent = Exclude<Intent, { type: 'register' | 'keeperLive' | 'keeperFinal' | 'tick' }>;

/**
 * One change on its way. `target` names what it concerns (`match:<id>`, `court:<n>`, `team:<id>`, `roster`,
 * `phase`, `banner`, `broadcast`, `draw`), so its pending mark and its answer are drawn next to that thing.
 */
export interface Sent {
  opId: string;
  intent: DeskIntent;
  target: string;
  /** Epoch ms when it was made. */
  at: number;
}

/** The server's answer to a change, kept next to its target until replaced or dismissed. */
export interface Answer extends Sent {
  ack: Ack;
  answeredAt: number;
}

/** How long a "done" answer stays next to its target; refusals stay until dismissed or replaced. */
const DONE_MS = 5000;

const isSent = (v: unknown): v is Sent => {
  const s = v as Partial<Sent> | null;
  return (
    !!s &&
    typeof s.opId === 'string' &&
    typeof s.target === 'string' &&
    typeof s.at === 'number' &&
    !!s.intent &&
    typeof s.intent === 'object'
  );
};

export class DeskIntents {
  /** Unanswered changes, oldest first. */
  pending: Sent[] = [];
  /** The latest answer per target. */
  answers = new Map<string, Answer>();
  private store: PendingStore;
  private listeners = new Set<() => void>();

  constructor(private room: DeskRoom) {
    this.store = new PendingStore(`courtside:desk:${room.slug}:pending`);
    this.pending = this.store.load().filter(isSent);
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

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Queues a change: drawn as pending at once, written into the doc now or, before the first sync, once synced. */
  send(intent: DeskIntent, target: string): string {
    const sent: Sent = { opId: newOpId(), intent, target, at: Date.now() };
    this.pending = [...this.pending, sent]; // a new array: the desk's prediction is kept per pending list
    this.answers.delete(target);
    this.save();
    if (this.room.everSynced) this.write(sent);
    this.changed();
    return sent.opId;
  }

  pendingFor(target: string): Sent[] {
    return this.pending.filter((p) => p.target === target);
  }

  answerFor(target: string): Answer | undefined {
    const a = this.answers.get(target);
    if (a?.ack.ok && Date.now() - a.answeredAt > DONE_MS) return undefined;
    return a;
  }

  dismiss(target: string): void {
    if (this.answers.delete(target)) this.changed();
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

  private settle(sent: Sent, ack: Ack): void {
    this.drop(sent);
    this.answers.set(sent.target, { ...sent, ack, answeredAt: Date.now() });
    if (ack.ok) setTimeout(() => this.changed(), DONE_MS + 50);
    this.changed();
  }

  private drop(sent: Sent): void {
    this.pending = this.pending.filter((p) => p !== sent);
    this.save();
    this.changed();
  }

  private save(): void {
    this.store.save(this.pending);
  }

  private changed(): void {
    for (const fn of [...this.listeners]) fn();
  }
}
