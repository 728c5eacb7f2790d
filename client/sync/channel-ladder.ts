// A page's way of following a public document: a ladder of channels (best first), stepping down after
// refusals, probing back up later, reconnecting with backoff; components read `state` and `status`.
import type { PublicState } from '../../shared/engine/types.js';
import { backoffMs } from './backoff.js';
import type { Connection, OpenChannel } from './channel.js';
import { INITIAL_STATUS, type SyncState, type SyncStatus, type Via } from './status.js';

/** Attempts in a row refused (never gave a state) before stepping down to the next way. */
const REFUSALS_TO_STEP_DOWN = 2;
/** Failed attempts since the last state after which "reconnecting" becomes "offline". */
const OFFLINE_AFTER = 3;
/** While on a fallback, the first try to get back on the spectators' channel; later tries wait longer. */
const PROBE_MS = 60_000;
const PROBE_MAX_MS = 10 * 60_000;

export class PublicChannel {
  state: PublicState | null = null;
  status: SyncStatus = INITIAL_STATUS;
  private readonly listeners = new Set<() => void>();
  private level = 0;
  private refusals = 0;
  /** Failed attempts since the last state: drives the backoff and the offline wording. */
  private failures = 0;
  private conn: Connection | null = null;
  private probe: Connection | null = null;
  private probeWait = PROBE_MS;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private probeTimer: ReturnType<typeof setTimeout> | undefined;
  private started = false;
  /** Ways that gave a state on this page: a way that worked once is not blocked, only down for now. */
  private readonly worked = new Set<number>();

  // the ladder is always given (LADDER by publicChannel): a page that follows another document over other ways
  // (the venue's, client/sync/venue-channel.ts) then bundles no Yjs
  constructor(
    readonly slug: string,
    private readonly ladder: { via: Via; open: OpenChannel }[],
  ) {}

  /** Calls `fn` after every new state or status; starts following on the first subscriber. */
  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    if (!this.started) this.start();
    return () => this.listeners.delete(fn);
  }

  private start(): void {
    this.started = true;
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    this.connect();
  }

  /** Stops following (tests, and a page being torn down). */
  stop(): void {
    this.started = false;
    clearTimeout(this.retryTimer);
    clearTimeout(this.probeTimer);
    this.probeTimer = undefined;
    this.conn?.close();
    this.probe?.close();
    this.conn = this.probe = null;
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
  }

  private emit(): void {
    for (const fn of this.listeners) fn();
  }

  private setStatus(state: SyncState): void {
    const via = this.ladder[this.level]?.via ?? null;
    if (this.status.state === state && this.status.via === via) return;
    this.status = { ...this.status, state, via };
    this.emit();
  }

  /** Opens the way at `level`; its events count only while it is the current connection or the probe. */
  private open(level: number): Connection {
    const way = this.ladder[level]!;
    const c: Connection = way.open(this.slug, {
      state: (pub) => {
        if (c === this.probe) this.adoptProbe(c, level);
        if (c !== this.conn) return;
        this.worked.add(level);
        this.onState(pub, way.via);
      },
      closed: (info) => {
        if (c === this.probe) {
          this.probe = null;
          this.probeWait = Math.min(PROBE_MAX_MS, this.probeWait * 2);
          this.scheduleProbe();
          return;
        }
        if (c !== this.conn) return;
        this.conn = null;
        this.onClosed(info.delivered);
      },
    });
    return c;
  }

  private connect(): void {
    clearTimeout(this.retryTimer);
    if (!this.started) return;
    this.conn?.close();
    this.conn = this.open(this.level);
  }

  private onState(pub: PublicState, via: Via): void {
    this.failures = 0;
    this.refusals = 0;
    this.state = pub;
    this.status = { state: via === 'poll' ? 'polling' : 'live', via, lastAt: Date.now() };
    if (this.level > 0 && !this.probe && this.probeTimer === undefined) this.scheduleProbe();
    this.emit();
  }

  private onClosed(delivered: boolean): void {
    this.failures += 1;
    const online = navigator.onLine !== false;
    if (delivered) {
      this.refusals = 0;
    } else if (online && !this.worked.has(this.level)) {
      this.refusals += 1;
      if (this.refusals >= REFUSALS_TO_STEP_DOWN && this.level < this.ladder.length - 1) {
        // refused twice: this way is blocked here, try the next one at once
        this.level += 1;
        this.refusals = 0;
        if (this.status.state !== 'connecting') this.setStatus('reconnecting');
        this.connect();
        return;
      }
    }
    if (this.status.state !== 'connecting' || !online) {
      this.setStatus(!online || this.failures >= OFFLINE_AFTER ? 'offline' : 'reconnecting');
    }
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.connect(), backoffMs(this.failures));
  }

  /** On a fallback: now and then, try the spectators' channel beside it and move over when it answers. */
  private scheduleProbe(): void {
    clearTimeout(this.probeTimer);
    this.probeTimer = setTimeout(() => {
      this.probeTimer = undefined;
      if (!this.started || this.level === 0 || this.probe) return;
      this.probe = this.open(0);
    }, this.probeWait);
  }

  private adoptProbe(c: Connection, level: number): void {
    this.probe = null;
    this.conn?.close();
    this.conn = c;
    this.level = level;
    this.probeWait = PROBE_MS;
    clearTimeout(this.retryTimer);
  }

  private readonly onOnline = (): void => {
    // back online: start again from the best way instead of waiting out the backoff
    this.level = 0;
    this.failures = 0;
    this.refusals = 0;
    this.probe?.close();
    this.probe = null;
    this.connect();
  };

  private readonly onOffline = (): void => {
    this.setStatus('offline');
  };
}
