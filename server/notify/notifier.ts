// Follows the tournaments that have push subscriptions (docs/api.md, Notifications): each new public document is
// compared with the last one seen (shared/notify/notices.ts decides what is told), and the notices are queued in the
// store under their ids, in one transaction with the new baseline, so none is sent twice, restarts included. Runs
// after the write's answer (a snapshot subscriber); sending is the PushSender's, later still.
import { decideNotices, seenOf, type Notice, type Seen } from '../../shared/notify/notices.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';
import type { Message } from '../../shared/i18n/words.js';
import { DEFAULT_LANG, isLang, type Lang } from '../../shared/i18n/languages.js';
import type { PublicSnapshot } from '../tournament/hub-types.js';
import type { TournamentHub } from '../tournament/hub.js';
import type { LiveTournament } from '../tournament/live-tournament.js';
import type { PushJob, PushSubscriptionRow, Store } from '../store/store.js';
import { limiter, type Limiter } from '../http/rate-limit.js';
import { PUSH_LIMITS, capRefusal } from './subscription.js';

/** How often followed tournaments are checked (a room reloaded, a tournament finished or deleted, others' subscriptions). */
const SCAN_MS = 2_000;
/** Subscriptions are read again from the store this often (another instance of a cluster may have added some). */
const RELOAD_MS = 30_000;
const TEN_MINUTES = 10 * 60_000;
/** A burst of new followers stores the baseline once, this long after the first. */
const SEEN_DELAY_MS = 300;

interface Followed {
  subs: PushSubscriptionRow[];
  teams: Set<string>;
  room: LiveTournament | null;
  off: (() => void) | null;
  seen: Seen | null;
  /** Queue writes of this tournament, one after another, so baselines are stored in order. */
  chain: Promise<void>;
  /** A baseline write scheduled after new followers. */
  seenDue: NodeJS.Timeout | null;
  loadedAt: number;
}

export interface NotifierOptions {
  hub: TournamentHub;
  store: Store;
  /** Called once notices are queued (the sender takes them). */
  queued: () => void;
  log?: (line: string) => void;
}

export class Notifier {
  private followed = new Map<string, Followed>();
  private loading = new Map<string, Promise<Followed>>();
  private scanner: NodeJS.Timeout | null = null;
  private teamCap: Limiter = limiter(PUSH_LIMITS.teamNoticesPer10Min, TEN_MINUTES, true);
  /** Pushes queued per tournament in the current ten-minute window. */
  private tournamentCount = new Map<string, { from: number; n: number }>();
  private offRemove: () => void;
  private closed = false;

  constructor(private o: NotifierOptions) {
    this.offRemove = o.hub.onRemove((slug) => this.forget(slug));
  }

  /**
   * Follows every tournament with subscriptions, from the store's baselines (loading no room), in the background: a
   * start with many followed tournaments is not held up (what is not followed yet is followed when a push needs it).
   */
  start(): void {
    this.scanner = setInterval(() => this.scan(), SCAN_MS);
    this.scanner.unref();
    void (async () => {
      for (const slug of await this.o.store.pushSlugs()) {
        if (this.closed) return;
        if (this.o.hub.has(slug)) await this.follow(slug);
      }
    })().catch((err) => this.o.log?.(`notifications: following the stored subscriptions failed: ${String(err)}`));
  }

  close(): void {
    this.closed = true;
    if (this.scanner) clearInterval(this.scanner);
    this.offRemove();
    for (const f of this.followed.values()) {
      f.off?.();
      if (f.seenDue) clearTimeout(f.seenDue);
    }
    this.followed.clear();
  }

  /** Resolves once every queue write under way is done (tests, shutdown). */
  async idle(): Promise<void> {
    await Promise.all([...this.followed.values()].map((f) => f.chain));
  }

  /** A tournament's subscriptions (private). */
  async subscriptions(slug: string): Promise<PushSubscriptionRow[]> {
    return (await this.follow(slug)).subs;
  }

  /**
   * A subscription as the sender needs it; undefined once it is gone. A tournament this process does not follow yet
   * (a job another instance of a cluster queued) is followed from the store first.
   */
  async subscription(slug: string, endpoint: string, team: string): Promise<PushSubscriptionRow | undefined> {
    const f = this.followed.get(slug) ?? (this.o.hub.has(slug) ? await this.follow(slug) : undefined);
    return f?.subs.find((r) => r.endpoint === endpoint && r.team === team);
  }

  /** Teams followed by at least one phone, with how many phones (the desk). */
  followers(slug: string): Map<string, number> {
    const out = new Map<string, number>();
    for (const r of this.followed.get(slug)?.subs ?? []) out.set(r.team, (out.get(r.team) ?? 0) + 1);
    return out;
  }

  /** Adds (or renews) a subscription; a refusal names the cap it would pass. One at a time per tournament, so caps hold. */
  async subscribe(slug: string, row: PushSubscriptionRow): Promise<{ ok: true } | { ok: false; error: string; why: Message }> {
    const f = await this.follow(slug);
    return this.inTurn(f, async () => {
      const refusal = capRefusal(f.subs, row);
      if (refusal) return { ok: false, ...refusal };
      await this.o.store.putPushSubscription(slug, row);
      f.subs = [...f.subs.filter((r) => !(r.endpoint === row.endpoint && r.team === row.team)), row];
      const newTeam = !f.teams.has(row.team);
      f.teams = new Set(f.subs.map((r) => r.team));
      this.attach(slug, f, true);
      // The baseline is stored soon (once for a burst of new followers): after a restart the team is told only of what
      // changes from here on.
      if (newTeam) this.storeSeenSoon(slug, f);
      return { ok: true };
    });
  }

  /** Stores the baseline of a tournament shortly, in its turn, unless a queue write stores a newer one first. */
  private storeSeenSoon(slug: string, f: Followed): void {
    if (f.seenDue) return;
    f.seenDue = setTimeout(() => {
      f.seenDue = null;
      const seen = f.seen;
      if (seen) void this.inTurn(f, () => this.store(slug, [], seen));
    }, SEEN_DELAY_MS);
    f.seenDue.unref();
  }

  /** Runs `fn` after the tournament's queue writes under way, before any later one. */
  private inTurn<T>(f: Followed, fn: () => Promise<T>): Promise<T> {
    const run = f.chain.then(fn);
    f.chain = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  /** Removes the endpoint's subscriptions in the tournament (only the one for `team` when given). */
  async unsubscribe(slug: string, endpoint: string, team?: string): Promise<number> {
    const n = await this.o.store.removePushSubscriptions(slug, endpoint, team);
    const f = this.followed.get(slug);
    if (f) {
      f.subs = f.subs.filter((r) => !(r.endpoint === endpoint && (team === undefined || r.team === team)));
      f.teams = new Set(f.subs.map((r) => r.team));
    }
    return n;
  }

  /** The tournament's entry, loading its subscriptions and baseline from the store the first time. */
  private follow(slug: string): Promise<Followed> {
    const known = this.followed.get(slug);
    if (known) return Promise.resolve(known);
    let pending = this.loading.get(slug);
    if (!pending) {
      pending = (async () => {
        const subs = await this.o.store.pushSubscriptions(slug);
        const seen = ((await this.o.store.pushSeen(slug)) as Seen | undefined) ?? null;
        const f: Followed = {
          subs,
          teams: new Set(subs.map((r) => r.team)),
          room: null,
          off: null,
          seen,
          chain: Promise.resolve(),
          seenDue: null,
          loadedAt: Date.now(),
        };
        if (!this.closed && this.o.hub.has(slug)) {
          this.followed.set(slug, f);
          this.attach(slug, f);
        }
        return f;
      })().finally(() => this.loading.delete(slug));
      this.loading.set(slug, pending);
    }
    return pending;
  }

  /** Subscribes to the tournament's current room while it has followers and is not over. */
  /**
   * Follows the tournament's room, if it is loaded (`load`: loading it). A room nobody loaded changes nothing (writes
   * and the engine's ticks load it), so a start with many followed tournaments loads none of them; the scan attaches
   * to a room once something loads it, and the baseline catches up on what changed meanwhile.
   */
  private attach(slug: string, f: Followed, load = false, loaded: ReadonlyMap<string, LiveTournament> = this.loadedRooms()): void {
    if (this.closed || f.subs.length === 0 || this.o.hub.phaseOf(slug) === 'final') {
      this.detach(f);
      return;
    }
    if (f.room && !f.room.closed) return;
    this.detach(f);
    const room = load ? this.o.hub.tournament(slug) : (loaded.get(slug) ?? null);
    if (!room) return;
    f.room = room;
    f.off = room.subscribe((snap) => this.changed(slug, f, snap));
    // A baseline from the store meets the current document: what changed meanwhile is told now.
    this.changed(slug, f, room.snapshot());
  }

  private loadedRooms(): Map<string, LiveTournament> {
    return new Map(this.o.hub.loaded().map((r) => [r.slug, r]));
  }

  private detach(f: Followed): void {
    f.off?.();
    f.off = null;
    f.room = null;
  }

  private forget(slug: string): void {
    const f = this.followed.get(slug);
    if (f) this.detach(f);
    if (f?.seenDue) clearTimeout(f.seenDue);
    this.followed.delete(slug);
    this.tournamentCount.delete(slug);
  }

  /** Rooms reloaded or finished, tournaments deleted, subscriptions another instance added. */
  private scan(): void {
    const now = Date.now();
    const loaded = this.loadedRooms();
    for (const [slug, f] of [...this.followed]) {
      if (!this.o.hub.has(slug)) {
        this.forget(slug);
        continue;
      }
      try {
        this.attach(slug, f, false, loaded);
      } catch (err) {
        this.o.log?.(`notifications for ${slug}: ${String(err)}`);
      }
      if (now - f.loadedAt > RELOAD_MS) {
        f.loadedAt = now;
        this.o.store.pushSubscriptions(slug).then(
          (subs) => {
            f.subs = subs;
            f.teams = new Set(subs.map((r) => r.team));
          },
          (err) => this.o.log?.(`notifications for ${slug}: ${String(err)}`),
        );
      }
    }
  }

  /** A new public document: decide, and queue what is to be told. Runs in the room's refresh: never throws. */
  private changed(slug: string, f: Followed, snap: PublicSnapshot): void {
    try {
      const doc = snap.doc;
      const notices = decideNotices(f.seen, doc, f.teams);
      // each phone is told in the language it subscribed in (docs/translating.md): the same notices, said again
      const said = new Map<Lang, Map<string, string>>();
      if (notices.length > 0)
        for (const lang of new Set(f.subs.map((r) => langOfRow(r))))
          if (lang !== DEFAULT_LANG)
            said.set(lang, new Map(decideNotices(f.seen, doc, f.teams, wordsFor(lang)).map((n) => [n.id, n.body])));
      f.seen = seenOf(doc);
      if (notices.length === 0) return;
      const seen = f.seen;
      const kept = this.capped(slug, notices);
      void this.inTurn(f, () => this.store(slug, kept, seen, said));
    } catch (err) {
      this.o.log?.(`notifications for ${slug}: ${String(err)}`);
    }
  }

  /** The notices within the per-team and per-tournament caps; the rest are dropped, once said in the log. */
  private capped(slug: string, notices: Notice[]): Notice[] {
    const now = Date.now();
    const kept: Notice[] = [];
    let dropped = 0;
    const followers = this.followers(slug);
    for (const n of notices) {
      const team = `${slug} ${n.team}`;
      const phones = followers.get(n.team) ?? 0;
      let count = this.tournamentCount.get(slug);
      if (!count || now - count.from >= TEN_MINUTES) {
        count = { from: now, n: 0 };
        this.tournamentCount.set(slug, count);
      }
      if (this.teamCap.blocked(team, now) || count.n + phones > PUSH_LIMITS.tournamentPushesPer10Min) {
        dropped++;
        continue;
      }
      this.teamCap.hit(team, now);
      count.n += phones;
      kept.push(n);
    }
    if (dropped > 0) this.o.log?.(`notifications for ${slug}: ${dropped} dropped past the caps (docs/operating.md, Limits)`);
    return kept;
  }

  /** Queues the notices' jobs (one per phone following the team) under their ids, with the new baseline. */
  private async store(slug: string, notices: Notice[], seen: Seen, said: Map<Lang, Map<string, string>> = new Map()): Promise<void> {
    const f = this.followed.get(slug);
    if (!f || this.closed || !this.o.hub.has(slug)) return;
    const now = Date.now();
    const byTeam = new Map<string, PushSubscriptionRow[]>();
    for (const r of f.subs) byTeam.set(r.team, [...(byTeam.get(r.team) ?? []), r]);
    const batch = notices.map((n) => {
      const { id, ...payload } = n;
      const text = JSON.stringify(payload);
      const jobs: PushJob[] = (byTeam.get(n.team) ?? []).map((r) => ({
        key: `${slug} ${id} ${r.endpoint}`,
        slug,
        endpoint: r.endpoint,
        team: r.team,
        payload: ((body) => (body === undefined ? text : JSON.stringify({ ...payload, body })))(said.get(langOfRow(r))?.get(id)),
        attempts: 0,
        nextAt: now,
      }));
      return { id, jobs };
    });
    try {
      const queued = await this.o.store.queuePushes(slug, batch, seen);
      if (queued.length > 0) this.o.queued();
    } catch (err) {
      this.o.log?.(`notifications for ${slug} not queued: ${String(err)}`);
    }
  }
}

/** The language a subscription was made in (stored with it), English for one stored before languages or unknown. */
function langOfRow(r: PushSubscriptionRow): Lang {
  return isLang(r.lang) ? r.lang : DEFAULT_LANG;
}
