// A desk's outgoing changes, kept in this browser until the server answers them: each one under an op id and a target
// (what it concerns, so its pending mark and its answer are drawn next to that thing). The tournament desk sends them
// through its synced doc (desk-intents.ts), the event desk through the event's routes (event-desk-posts.ts).
import type { Ack } from '../../shared/wire/room-protocol.js';
import { PendingStore } from './desk-storage.js';

/** One change on its way. */
export interface Queued {
  opId: string;
  target: string;
  /** Epoch ms when it was made. */
  at: number;
}

/** True for what a kept list holds of a change: an op id, a target and a time (the rest each queue checks itself). */
export function isQueued(v: unknown): v is Queued & Record<string, unknown> {
  const q = v as Partial<Queued> | null;
  return !!q && typeof q === 'object' && typeof q.opId === 'string' && typeof q.target === 'string' && typeof q.at === 'number';
}

/** The server's answer to a change, kept next to its target until replaced or dismissed. */
export type Answered<S extends Queued> = S & { ack: Ack; answeredAt: number };

/** How long a "done" answer stays next to its target; refusals stay until dismissed or replaced. */
const DONE_MS = 5000;

export class IntentQueue<S extends Queued> {
  /** Unanswered changes, oldest first. */
  pending: S[] = [];
  /** The latest answer per target. */
  answers = new Map<string, Answered<S>>();
  private store: PendingStore;
  private listeners = new Set<() => void>();

  constructor(storeKey: string, isEntry: (v: unknown) => v is S) {
    this.store = new PendingStore(storeKey);
    this.pending = this.store.load().filter(isEntry);
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  pendingFor(target: string): S[] {
    return this.pending.filter((p) => p.target === target);
  }

  answerFor(target: string): Answered<S> | undefined {
    const a = this.answers.get(target);
    if (a?.ack.ok && Date.now() - a.answeredAt > DONE_MS) return undefined;
    return a;
  }

  dismiss(target: string): void {
    if (this.answers.delete(target)) this.changed();
  }

  /**
   * Answers a refused change here, without sending it again: "Apply anyway" re-read what it changes and found it
   * already as its author wanted (docs/running-an-event.md, Several organizers at the event desk).
   */
  answerHere(a: Answered<S>, ack: Ack): void {
    this.settle(a, ack);
  }

  /** Keeps a new change (a new array: readers keep their work per pending list) and clears its target's old answer. */
  protected queue(sent: S): void {
    this.pending = [...this.pending, sent];
    this.answers.delete(sent.target);
    this.save();
    this.changed();
  }

  /** `more`: what else the answer said, kept with it (a conflict's current version). */
  protected settle(sent: S, ack: Ack, more: object = {}): void {
    this.drop(sent);
    this.answers.set(sent.target, { ...sent, ...more, ack, answeredAt: Date.now() });
    if (ack.ok) setTimeout(() => this.changed(), DONE_MS + 50);
    this.changed();
  }

  protected drop(sent: S): void {
    this.pending = this.pending.filter((p) => p !== sent);
    this.save();
    this.changed();
  }

  private save(): void {
    this.store.save(this.pending);
  }

  protected changed(): void {
    for (const fn of [...this.listeners]) fn();
  }
}
