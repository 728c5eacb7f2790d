// What a pad remembers about itself across reloads, beside its synced doc: its id, its scoring claim, its doc's generation and its undo history.
import type { Score } from './score.js';

/** Everything one court's pad keeps in localStorage (small: the doc itself lives in IndexedDB). */
interface Saved {
  /** Marks this pad's intents, so its pending count leaves out other pads' intents. */
  pad: string;
  /** Its claim to score this court (handover.ts); 0 when it only watches. */
  claim: number;
  /** The IndexedDB doc in use: a refused doc is rebuilt under the next generation. */
  generation: number;
  /** The scores before each of this pad's changes to `historyMatch`, newest last (undo). */
  history: Score[];
  historyMatch: string | null;
}

/** Undo reaches this far back: a long best of 5 with corrections. */
const HISTORY = 400;

const randomId = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');

export class PadStorage {
  private saved: Saved;
  private readonly key: string;

  constructor(slug: string, court: number) {
    this.key = `courtside-pad:${slug}:${court}`;
    this.saved = { pad: randomId(), claim: 0, generation: 0, history: [], historyMatch: null, ...this.read() };
    this.write();
  }

  /** The IndexedDB name of this court's doc. */
  get dbName(): string {
    return `${this.key}:${this.saved.generation}`;
  }

  get pad(): string {
    return this.saved.pad;
  }
  get claim(): number {
    return this.saved.claim;
  }
  set claim(n: number) {
    this.saved.claim = n;
    this.write();
  }
  get generation(): number {
    return this.saved.generation;
  }
  set generation(n: number) {
    this.saved.generation = n;
    this.write();
  }

  /** The undo history of `match` (empty for any other match: a new match starts a new history). */
  history(match: string): Score[] {
    return this.saved.historyMatch === match ? this.saved.history : [];
  }

  setHistory(match: string, history: Score[]): void {
    this.saved.historyMatch = match;
    this.saved.history = history.slice(-HISTORY);
    this.write();
  }

  private read(): Partial<Saved> {
    try {
      const v: unknown = JSON.parse(localStorage.getItem(this.key) ?? 'null');
      return v !== null && typeof v === 'object' ? (v as Partial<Saved>) : {};
    } catch {
      return {}; // unreadable or blocked storage: a fresh pad
    }
  }

  private write(): void {
    try {
      localStorage.setItem(this.key, JSON.stringify(this.saved));
    } catch {
      // private mode or full: the pad still works, it only forgets across reloads
    }
  }
}
