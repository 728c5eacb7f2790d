// The keeper room `/yjs/<slug>/court/<n>`: a small in-memory doc per court with the live match (public data only), the keeper's intents and their acks.
import { randomInt } from 'node:crypto';
import * as Y from 'yjs';
import type { PublicCourt, PublicMatch, PublicState } from '../../shared/engine/types.js';
import type { Actor, Hub, PublicSnapshot, LoadedTournament } from '../tournament/hub-types.js';
import { CLOSE } from '../../shared/wire/room-protocol.js';
import { ackForResult, COURT_ROOTS, keeperIntent, type Ack } from './synced-intents.js';
import { SyncRoom } from './sync-room.js';
import { TournamentFollower } from './tournament-follower.js';

/**
 * How long a court doc outlives its last keeper. Phones sleep and come back; within this time they
 * resume their doc, after it they get `stale` and rebuild (their unacknowledged intents carried over).
 */
export const COURT_IDLE_MS = 30 * 60_000;

/**
 * Answered intents leave the court doc at once; their acks stay this many and this long at most, so a
 * keeper joining late downloads a small doc. A pad that missed an ack sees its intent gone without one;
 * replaying its op id gets the stored answer (server/store.ts keeps answers for a day).
 */
export const COURT_ACKS_LIMIT = 50;
export const COURT_ACKS_TTL_MS = COURT_IDLE_MS;

/**
 * Removed entries still leave small tombstones (a Yjs map keeps each key it ever had), so a court doc
 * grows by about 100 bytes a point. Past this size a pad joining gets a new doc (a new generation);
 * pads already connected stay on theirs until they leave, and are told to rebuild (4409) only when
 * they reconnect, or when their doc passes the hard limit below.
 */
export const COURT_DOC_RENEW_BYTES = 16 * 1024;
export const COURT_DOC_MAX_BYTES = 1024 * 1024;
/** The hard limit is checked after this many answers, not after each. */
const CHECK_SIZE_EVERY = 100;

/**
 * The server writes court docs with client ids whose low 16 bits are this tag, so a keeper's doc holding
 * items of a court doc the server no longer has (restart, idle drop) is recognised as stale rather
 * than as a keeper writing `court`. A keeper whose own random id carries the tag (1 in 65536) is told
 * to rebuild too, and gets a new id.
 */
const SERVER_TAG = 0xc0de;
const serverClientId = () => ((randomInt(1, 0x10000) << 16) | SERVER_TAG) >>> 0;
export const isServerClient = (client: number) => (client & 0xffff) === SERVER_TAG;

const SERVER = Symbol('yrooms-court');

type Side = string | null;
/** What `courtView` reads of the public document: the court's part, the rules, the name and the phase. */
type ShownParts = [court: PublicCourt | undefined, rules: unknown, name: string, phase: string];

/** What a keeper pad shows of its court: the live match and the next one, the rules for checking sets. */
export function courtView(pub: PublicState, court: number): Record<string, unknown> {
  const c = pub.courts.find((x) => x.court === court);
  const side = (m: PublicMatch, s: 'a' | 'b'): Side => m[s]?.name ?? null;
  const match = c?.match
    ? {
        id: c.match.id,
        label: c.match.label,
        stage: c.match.stage,
        round: c.match.round,
        slot: c.match.slot,
        poolId: c.match.poolId,
        status: c.match.status,
        a: side(c.match, 'a'),
        b: side(c.match, 'b'),
        live: c.match.live,
        sets: c.match.sets,
      }
    : null;
  const up = c?.upNext[0];
  return {
    tournament: pub.name,
    court,
    phase: pub.phase,
    status: c?.status ?? 'open',
    reason: c?.reason ?? null,
    rules: pub.rules,
    match,
    // stage, round, slot and poolId let the pad title a match the way every other page does (shared/format.ts matchTitle)
    next: up
      ? {
          id: up.id,
          label: up.label,
          stage: up.stage,
          round: up.round,
          slot: up.slot,
          poolId: up.poolId,
          a: side(up, 'a'),
          b: side(up, 'b'),
          etaMin: up.etaMin,
          tentative: up.tentative,
        }
      : null,
  };
}

export class CourtRoom {
  readonly doc = new Y.Doc();
  readonly sync: SyncRoom;
  /** Op ids under way (sent to the hub, not answered yet). */
  private dispatched = new Set<string>();
  /** When each ack in the doc was written, oldest first (one server client writes them all, in order). */
  private ackedAt = new Map<string, number>();
  private follower = new TournamentFollower((snap) => this.show(snap));
  private idle: NodeJS.Timeout | null = null;
  private actor: Actor;
  private answers = 0;
  /** A newer generation serves new pads; this one closes when its last pad leaves. */
  private retired = false;
  /** The parts of the public document the court's view was last made from. */
  private shown: ShownParts | null = null;

  constructor(
    private hub: Hub,
    readonly slug: string,
    readonly court: number,
    private onClose: (r: CourtRoom) => void,
    private log: (line: string) => void,
  ) {
    this.doc.clientID = serverClientId();
    this.actor = { name: `keeper:${court}`, role: 'keeper' };
    const own = this.doc.clientID;
    this.sync = new SyncRoom(
      this.doc,
      {
        policy: { roots: { [COURT_ROOTS.intents]: 'append' }, foreign: (client) => client !== own && isServerClient(client) },
        apply: async (update, conn) => Y.applyUpdate(this.doc, update, conn),
        accepted: (added) => {
          for (const opId of this.inOrder(added.get(COURT_ROOTS.intents) ?? [])) void this.dispatch(opId);
        },
        empty: () => {
          if (this.retired) return this.close(1000, 'retired');
          if (this.idle) clearTimeout(this.idle);
          this.idle = setTimeout(() => this.close(1000, 'idle'), COURT_IDLE_MS);
          this.idle.unref();
        },
      },
      log,
    );
  }

  /** Before a keeper joins: (re)binds to the hub's current room for this tournament and refreshes `court`. */
  attach(room: LoadedTournament): void {
    this.wake();
    this.follower.attach(room);
  }

  /** A keeper joins: the doc no longer waits to be dropped. */
  protected wake(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
  }

  /** True once the doc is past the size a newcomer should download (server/yrooms/index.ts then starts a new generation). */
  overgrown(): boolean {
    return Y.encodeStateAsUpdate(this.doc).byteLength > COURT_DOC_RENEW_BYTES;
  }

  retire(): void {
    this.retired = true;
    if (this.sync.size === 0) this.close(1000, 'retired');
  }

  close(code: number, reason: string): void {
    if (this.doc.isDestroyed) return;
    if (this.idle) clearTimeout(this.idle);
    this.follower.detach();
    this.sync.close(code, reason);
    this.doc.destroy();
    this.onClose(this);
  }

  private show(snap: PublicSnapshot): void {
    // Snapshots share every part that did not change (frozen, the same objects): a change elsewhere leaves this
    // court's part, the rules and the names as they were shown, and nothing here needs a look.
    const pub = snap.doc;
    const parts: ShownParts = [pub.courts.find((x) => x.court === this.court), pub.rules, pub.name, pub.phase];
    if (this.shown && parts.every((p, i) => p === this.shown![i])) return;
    this.shown = parts;
    this.writeView(courtView(pub, this.court));
  }

  /** Writes the keys of `view` that changed into the doc's `court` map. */
  protected writeView(view: Record<string, unknown>): void {
    const map = this.doc.getMap<unknown>(COURT_ROOTS.court);
    this.doc.transact(() => {
      for (const [key, value] of Object.entries(view)) {
        if (JSON.stringify(map.get(key)) !== JSON.stringify(value)) map.set(key, value);
      }
    }, SERVER);
  }

  /**
   * A pad back from an offline spell sends all its intents in one update, and one reload offline gives its doc
   * a new client id: Yjs lists each client's items together, by client id rather than by time. The pad numbers
   * its intents (`seq`, client/pad/court-doc.ts), so they are applied in the order the keeper made them;
   * intents without one keep the update's order.
   */
  private inOrder(opIds: string[]): string[] {
    const intents = this.doc.getMap<unknown>(COURT_ROOTS.intents);
    const seq = (opId: string) => {
      const v = intents.get(opId) as { seq?: unknown } | undefined;
      return typeof v?.seq === 'number' && Number.isFinite(v.seq) ? v.seq : Number.POSITIVE_INFINITY;
    };
    return opIds
      .map((opId, i) => ({ opId, i, seq: seq(opId) }))
      .sort((x, y) => x.seq - y.seq || x.i - y.i)
      .map((x) => x.opId);
  }

  /**
   * The keeper's op id, prefixed with the court, is the hub's op id: a replay after a reconnect, a
   * rebuild or a server restart gets the stored answer instead of a second application.
   */
  private async dispatch(opId: string): Promise<void> {
    if (this.dispatched.has(opId)) return;
    const value = this.doc.getMap(COURT_ROOTS.intents).get(opId);
    if (value === undefined) return;
    this.dispatched.add(opId);
    const parsed = keeperIntent(value, this.court);
    const target = parsed.ok ? this.targetOf(value) : null;
    let ack: Ack;
    if (!parsed.ok) ack = { ok: false, error: parsed.error, kind: 'invalid' };
    else if (typeof target !== 'string') ack = target!;
    else {
      try {
        // The ack goes into this doc as soon as the dispatch returns, and the court's view comes from the snapshot:
        // refreshed first, the pad never shows the old score between the two.
        const result = await this.hub.dispatch(target, parsed.intent, this.actor, `court${this.court}:${opId}`, {
          refreshBeforeAnswer: true,
        });
        this.beforeAck();
        ack = ackForResult(result);
      } catch (err) {
        this.log(`yjs: keeper intent on ${this.slug} court ${this.court} failed: ${err instanceof Error ? err.message : String(err)}`);
        ack = { ok: false, error: 'The server could not save this score; send it again.' };
      }
    }
    this.dispatched.delete(opId);
    if (this.doc.isDestroyed) return;
    this.doc.transact(() => this.answer(opId, ack, Date.now()), SERVER);
    // A flood that outgrows even the retired generation's doc ends it: its pads rebuild on a fresh one.
    if (++this.answers % CHECK_SIZE_EVERY === 0 && Y.encodeStateAsUpdate(this.doc).byteLength > COURT_DOC_MAX_BYTES) {
      this.log(`yjs: court doc of ${this.slug} court ${this.court} passed ${COURT_DOC_MAX_BYTES} bytes; its pads rebuild`);
      this.close(CLOSE.stale, 'This court document grew too large; rebuild it.');
    }
  }

  /** The tournament an intent goes to, or the refusal: a tournament's court room sends every intent to its own. */
  protected targetOf(_value: unknown): string | Ack {
    return this.slug;
  }

  /** Runs after a dispatch, before its ack is written (a venue court's view is refreshed here). */
  protected beforeAck(): void {}

  /** The intent makes way for its ack; acks past the window leave. */
  private answer(opId: string, ack: Ack, now: number): void {
    const acks = this.doc.getMap<Ack>(COURT_ROOTS.acks);
    this.doc.getMap(COURT_ROOTS.intents).delete(opId);
    acks.set(opId, ack);
    this.ackedAt.delete(opId);
    this.ackedAt.set(opId, now);
    for (const [old, at] of this.ackedAt) {
      if (this.ackedAt.size <= COURT_ACKS_LIMIT && now - at < COURT_ACKS_TTL_MS) break;
      acks.delete(old);
      this.ackedAt.delete(old);
    }
  }
}
