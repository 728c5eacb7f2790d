// Whether the disk flushes fast enough for the LMDB store to commit a lone write in place (lmdb-store.ts `write`,
// docs/architecture.md, The store): judged on the last few in-place commits, so that a stall of the process (a
// collection, a thread waiting for a core) is not taken for a slow disk.

/** The in-place commits the judgement looks at. */
export const FLUSH_WINDOW = 8;
/** The disk is slow when at least this many of the last FLUSH_WINDOW in-place commits took longer than the limit. */
export const SLOW_OF_WINDOW = 5;

/**
 * A slow disk (a network disk, one whose every flush takes milliseconds) makes most commits slow; a busy machine makes
 * one now and then slow. So the disk counts as slow only when most of the recent in-place commits were. While it does,
 * one commit every `probeMs` is still made in place; a fast one says the disk is fast again, and the count starts over.
 */
export class FlushWatch {
  private recent: number[] = [];
  private probeAt = 0;

  constructor(
    private readonly limitMs: number,
    private readonly probeMs: number,
  ) {}

  private slowCount(): number {
    return this.recent.filter((ms) => ms > this.limitMs).length;
  }

  /** True while the disk counts as slow. */
  get slow(): boolean {
    return this.slowCount() >= SLOW_OF_WINDOW;
  }

  /** Whether the next lone write may commit in place at `now` (epoch ms): the disk is fast, or a probe is due. */
  inPlace(now: number): boolean {
    return !this.slow || now >= this.probeAt;
  }

  /** Records an in-place commit that took `ms`, made at `now`. */
  record(ms: number, now: number): void {
    const probe = this.slow;
    if (probe && ms <= this.limitMs) {
      this.recent = [ms];
      return;
    }
    this.recent.push(ms);
    if (this.recent.length > FLUSH_WINDOW) this.recent.shift();
    if (this.slow) this.probeAt = now + this.probeMs;
  }
}
