// Delivers queued pushes (docs/api.md, Notifications): Web Push with VAPID and aes128gcm (the web-push library builds
// each request), sent here with a time limit and a cap on requests in flight; 404/410 drop the endpoint, 429 and 5xx
// retry with exponential backoff, other refusals are given up. Jobs live in the store, so a restart resumes them.
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { RequestDetails } from 'web-push';
import type { PushJob, PushSubscriptionRow, Store } from '../store/store.js';
import { originAllowed, type VapidKeys } from './push-config.js';

export interface SenderOptions {
  store: Store;
  vapid: VapidKeys;
  /** PUSH_ENDPOINTS patterns: checked again before every request. */
  patterns: readonly string[];
  /** The subscription a job is for; undefined once it was removed (the job is then dropped). */
  subscription(slug: string, endpoint: string, team: string): Promise<PushSubscriptionRow | undefined>;
  /** An endpoint the push service says is gone (404/410): every subscription of it in the tournament is removed. */
  gone(slug: string, endpoint: string): Promise<void>;
  log?: (line: string) => void;
  /** Requests in flight at most. */
  concurrency?: number;
  timeoutMs?: number;
  /** First retry's wait; doubled each time. */
  backoffMs?: number;
}

/** Attempts per push before it is given up. */
export const MAX_ATTEMPTS = 8;
const MAX_BACKOFF_MS = 10 * 60_000;
/** How long a taken job is leased: longer than a request may take, so no other taker sends it meanwhile. */
const LEASE_MS = 60_000;
const POLL_MS = 1_000;
/** Free slots that make a new take from the store worth it while requests are in flight. */
const TAKE_AT_LEAST = 4;
/** How long a shutdown waits for requests in flight. */
const CLOSE_GRACE_MS = 1_500;
/** How long a push service keeps a message for an offline phone: a call older than this is no use. */
const TTL_S = 3_600;

export interface SenderStats {
  sent: number;
  dropped: number;
  gaveUp: number;
  retried: number;
}

type Outcome = { done: true } | { done: false; retryAfterMs: number | null };

export class PushSender {
  readonly stats: SenderStats = { sent: 0, dropped: 0, gaveUp: 0, retried: 0 };
  private inflight = 0;
  private pumping = false;
  private again = false;
  private closed = false;
  private timer: NodeJS.Timeout | null = null;
  private finished: string[] = [];
  private retries: PushJob[] = [];
  private idleWaiters: (() => void)[] = [];
  private readonly concurrency: number;
  private readonly timeoutMs: number;
  private readonly backoffMs: number;
  private readonly agents = {
    http: new HttpAgent({ keepAlive: true, maxSockets: 32 }),
    https: new HttpsAgent({ keepAlive: true, maxSockets: 32 }),
  };

  constructor(private o: SenderOptions) {
    this.concurrency = o.concurrency ?? 16;
    this.timeoutMs = o.timeoutMs ?? 10_000;
    this.backoffMs = o.backoffMs ?? 1_000;
  }

  /** New jobs may be due: take them now rather than at the next poll. */
  kick(): void {
    if (this.closed) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    void this.pump();
  }

  /** Starts polling for due jobs (retries, jobs left by a restart). */
  start(): void {
    this.kick();
  }

  /** Resolves once nothing is in flight and nothing is left to settle (tests, shutdown). */
  idle(): Promise<void> {
    if (this.inflight === 0 && !this.pumping && this.finished.length === 0 && this.retries.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Takes no more jobs, gives the requests in flight a moment to be answered, and stores what finished, so a push
   * delivered just before a shutdown is not sent again after it. A request still unanswered then keeps its job leased
   * in the store: it is sent again once the lease runs out, after the restart.
   */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const deadline = Date.now() + CLOSE_GRACE_MS;
    while (this.inflight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    while (this.pumping) await new Promise((r) => setTimeout(r, 5));
    try {
      await this.settle();
    } catch (err) {
      this.o.log?.(`push queue: ${String(err)}`);
    }
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  private async pump(): Promise<void> {
    this.pumping = true;
    try {
      do {
        this.again = false;
        if (this.inflight === 0 || this.finished.length + this.retries.length >= TAKE_AT_LEAST) await this.settle();
        if (this.closed) break;
        const room = this.concurrency - this.inflight;
        // A few slots at a time (or any while idle): one store transaction per finished push would be wasted.
        if (room <= 0 || (this.inflight > 0 && room < Math.min(TAKE_AT_LEAST, this.concurrency))) break;
        const jobs = await this.o.store.takePushJobs(Date.now(), room, LEASE_MS);
        for (const job of jobs) this.start1(job);
        if (jobs.length === room) this.again = true;
      } while (this.again && !this.closed);
    } catch (err) {
      this.o.log?.(`push queue: ${String(err)}`);
    } finally {
      this.pumping = false;
    }
    if (!this.closed && this.inflight === 0 && this.finished.length === 0 && this.retries.length === 0) {
      for (const w of this.idleWaiters.splice(0)) w();
    }
    if (!this.closed && !this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.kick();
      }, POLL_MS);
      this.timer.unref();
    }
  }

  /** Writes what finished since the last settle: sent or given-up jobs deleted, retries stored at their new time. */
  private async settle(): Promise<void> {
    if (this.finished.length === 0 && this.retries.length === 0) return;
    const done = this.finished.splice(0);
    const retry = this.retries.splice(0);
    await this.o.store.settlePushJobs(done, retry);
  }

  private start1(job: PushJob): void {
    this.inflight++;
    this.deliver(job)
      .then(
        (outcome) => this.record(job, outcome),
        (err) => {
          this.o.log?.(`push to ${originOf(job.endpoint)} failed: ${String(err)}`);
          this.record(job, { done: false, retryAfterMs: null });
        },
      )
      .finally(() => {
        this.inflight--;
        this.kick();
      });
  }

  private record(job: PushJob, outcome: Outcome): void {
    if (outcome.done) {
      this.finished.push(job.key);
      return;
    }
    const attempts = job.attempts + 1;
    if (attempts >= MAX_ATTEMPTS) {
      this.stats.gaveUp++;
      this.o.log?.(`push to ${originOf(job.endpoint)} given up after ${attempts} attempts`);
      this.finished.push(job.key);
      return;
    }
    this.stats.retried++;
    const backoff = Math.min(MAX_BACKOFF_MS, this.backoffMs * 2 ** job.attempts);
    const jitter = Math.floor(Math.random() * backoff * 0.2);
    const wait = Math.max(backoff + jitter, Math.min(outcome.retryAfterMs ?? 0, 60 * 60_000));
    this.retries.push({ ...job, attempts, nextAt: Date.now() + wait });
  }

  /** One request; what to do with its job. Never throws for a push service's answer. */
  private async deliver(job: PushJob): Promise<Outcome> {
    const sub = await this.o.subscription(job.slug, job.endpoint, job.team);
    if (!sub) {
      this.stats.dropped++;
      return { done: true };
    }
    const url = new URL(sub.endpoint);
    if (!originAllowed(url, this.o.patterns)) {
      this.stats.dropped++;
      this.o.log?.(`push to ${url.origin} dropped: not on PUSH_ENDPOINTS`);
      return { done: true };
    }
    const { vapid } = this.o;
    let details: RequestDetails;
    try {
      // Loaded on the first push, not at start (it and its crypto libraries are a good part of a cold start).
      const webpush = (await import('web-push')).default;
      details = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, job.payload, {
        vapidDetails: vapid,
        TTL: TTL_S,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      });
    } catch (err) {
      // Keys the library cannot encrypt to (checked at subscribe, so not expected): retrying would not help.
      this.stats.gaveUp++;
      this.o.log?.(`push to ${url.origin} not encrypted: ${String(err)}; given up`);
      return { done: true };
    }
    const { status, retryAfter } = await this.post(url, details.headers as Record<string, string>, details.body as Buffer | null);
    if (status >= 200 && status < 300) {
      this.stats.sent++;
      return { done: true };
    }
    if (status === 404 || status === 410) {
      this.stats.dropped++;
      await this.o.gone(job.slug, sub.endpoint);
      return { done: true };
    }
    if (status === 429 || status === 408 || status >= 500 || status === 0) return { done: false, retryAfterMs: retryAfter };
    // A redirect is not followed (no request anywhere a client names); other refusals will not change by retrying.
    this.stats.gaveUp++;
    this.o.log?.(`push to ${url.origin} refused with ${status}; given up`);
    return { done: true };
  }

  /** POSTs the push; status 0 for a network failure or a timeout. */
  private post(url: URL, headers: Record<string, string>, body: Buffer | null): Promise<{ status: number; retryAfter: number | null }> {
    return new Promise((resolve) => {
      const https = url.protocol === 'https:';
      const send = https ? httpsRequest : httpRequest;
      let settled = false;
      const finish = (status: number, retryAfter: number | null) => {
        if (settled) return;
        settled = true;
        resolve({ status, retryAfter });
      };
      const req = send(
        url,
        { method: 'POST', headers, agent: https ? this.agents.https : this.agents.http, timeout: this.timeoutMs },
        (res: IncomingMessage) => {
          res.resume();
          res.on('error', () => undefined);
          finish(res.statusCode ?? 0, retryAfterMs(res.headers['retry-after']));
        },
      );
      const timer = setTimeout(() => req.destroy(new Error('timed out')), this.timeoutMs);
      req.on('close', () => clearTimeout(timer));
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', () => finish(0, null));
      req.end(body ?? undefined);
    });
  }
}

function originOf(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'an endpoint';
  }
}

/** Retry-After in seconds or as a date, in ms; null when absent or unreadable. */
function retryAfterMs(value: string | string[] | undefined): number | null {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v) return null;
  if (/^\d+$/.test(v.trim())) return Number(v.trim()) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}
