// Which pad scores a court when several are open on it, settled through the room's presence (Yjs awareness): one
// scores, the others watch, and taking over is explicit.
import type { Awareness } from 'y-protocols/awareness';
import type { PadStorage } from './pad-storage.js';

/**
 * - `scoring`: this pad's taps are sent.
 * - `watching`: another pad scores (or scored last); this one follows the score and may take over.
 * - `handedOver`: this pad scored until another pad took over; it stopped sending.
 */
export type ScoringRole = 'scoring' | 'watching' | 'handedOver';

export interface HandoverView {
  role: ScoringRole;
  /** Other pads connected to this court right now. */
  otherPads: number;
  /** Another connected pad is scoring. */
  otherScoring: boolean;
}

/** What a pad shares with the other pads of its court: its claim to score (0: it only watches). */
interface Presence {
  claim: number;
}

const presenceOf = (state: Record<string, unknown> | undefined): Presence | null => {
  const pad = state?.pad as Presence | undefined;
  return pad && typeof pad.claim === 'number' ? pad : null;
};

/**
 * Claims are numbers: taking over claims one more than any claim seen, so the newest claim wins and every
 * pad reaches the same verdict from the same presence, with no clock involved. Two pads that claim the
 * same number at once are told apart by their client ids; the one that loses only watches.
 */
export class Handover {
  private claim: number;
  private handedOver = false;
  private maxSeen = 0;
  private settled = false;
  private bound: Awareness | null = null;

  constructor(private storage: PadStorage) {
    this.claim = storage.claim;
    this.maxSeen = this.claim;
  }

  /** Shares this pad's claim on the room's current presence (a rebuilt doc comes with a new one). */
  bind(awareness: Awareness | null): void {
    if (awareness === this.bound) return;
    this.bound = awareness;
    this.announce();
  }

  /** Settles the role from the presence now known; `synced`: the room has answered, so the presence is complete. */
  update(synced: boolean): HandoverView {
    const others = this.others();
    for (const o of others) this.maxSeen = Math.max(this.maxSeen, o.claim);
    const scorers = others.filter((o) => o.claim > 0);
    const me = this.bound?.clientID ?? 0;
    if (this.claim > 0) {
      const winner = scorers.find((o) => o.claim > this.claim || (o.claim === this.claim && o.client > me));
      if (winner) {
        this.handedOver = winner.claim > this.claim;
        this.setClaim(0);
      }
    } else if (synced && !this.settled && !this.handedOver && scorers.length === 0) {
      // the first pad on a court scores without asking
      this.setClaim(this.maxSeen + 1);
    }
    if (synced) this.settled = true;
    return {
      role: this.claim > 0 ? 'scoring' : this.handedOver ? 'handedOver' : 'watching',
      otherPads: others.length,
      otherScoring: scorers.length > 0,
    };
  }

  /** This pad scores from now on; the pad that scored is told and stops. */
  takeOver(): void {
    this.handedOver = false;
    const highest = Math.max(this.maxSeen, ...this.others().map((o) => o.claim));
    this.setClaim(highest + 1);
  }

  private others(): { client: number; claim: number }[] {
    const aw = this.bound;
    if (!aw) return [];
    const out: { client: number; claim: number }[] = [];
    for (const [client, state] of aw.getStates()) {
      const p = client === aw.clientID ? null : presenceOf(state);
      if (p) out.push({ client, claim: p.claim });
    }
    return out;
  }

  private setClaim(n: number): void {
    this.claim = n;
    this.maxSeen = Math.max(this.maxSeen, n);
    this.storage.claim = n;
    this.announce();
  }

  private announce(): void {
    this.bound?.setLocalStateField('pad', { claim: this.claim });
  }
}
