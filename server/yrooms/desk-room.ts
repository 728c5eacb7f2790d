// The organizer room `/yjs/<slug>`: desks sync the tournament's own Y.Doc, may append intents and edit notes, and get acks back.
import type * as Y from 'yjs';
import { LIMITS } from '../../shared/wire/room-protocol.js';
import { ROOTS } from '../tournament/ydoc-writer.js';
import type { Actor, Hub, LoadedTournament } from '../tournament/hub-types.js';
import { deskIntent, type Ack } from './synced-intents.js';
import { CLOSE } from '../../shared/wire/room-protocol.js';
import { SyncRoom } from './sync-room.js';
import { FOLLOWED } from '../tournament/live-tournament.js';

/**
 * The tournament room as the desk needs it: its serial write queue (LiveTournament has it; LoadedTournament does not
 * promise it yet), so updates go out only after the writes that made them are committed.
 */
export interface SerialTournament extends LoadedTournament {
  serial<T>(fn: () => Promise<T>): Promise<T>;
  /** Answers an intent that never reaches the engine: its entry makes way for the refusing ack. */
  refuseIntent(opId: string, ack: Ack, actor: Actor): Promise<void>;
  closed?: boolean;
}

/** The collaborative `notes` root holds at most this many characters (the notes field's own limit is 2,000). */
const FREE_NOTES_LENGTH = 10_000;

/** Whose name goes on intents found unacknowledged when the room opens (their sender is not known any more). */
const RECOVERED: Actor = { name: 'organizer', role: 'organizer' };

/**
 * Cluster mode: an intent this instance only followed (a desk on another instance wrote it) is that instance's to run,
 * with its desk's name; it is run here, as recovered, only if still unanswered this long after (that instance died).
 */
const FOLLOWED_GRACE_MS = 5_000;

/** How often the desks are told which courts have a keeper pad (a pad joining tells them at once). */
const PADS_EVERY_MS = 3000;

export class DeskRoom {
  readonly sync: SyncRoom;
  /** Op ids under way (sent to the hub, not answered yet): a second copy arriving meanwhile waits for the first. */
  private dispatched = new Set<string>();
  private closing = false;
  private unsubscribe: () => void;
  private intents: Y.Map<unknown>;
  private acks: Y.Map<unknown>;
  private padsSaid = '';
  private padsTimer: ReturnType<typeof setInterval>;
  /** Followed intents waiting for their own instance's answer (op id: the check after FOLLOWED_GRACE_MS). */
  private followed = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(
    private hub: Hub,
    readonly slug: string,
    readonly room: SerialTournament,
    private onClose: (r: DeskRoom) => void,
    log: (line: string) => void,
    /** Keeper pads connected per court number (courts without one left out). */
    private pads: () => Record<string, number> = () => ({}),
  ) {
    this.intents = room.doc.getMap(ROOTS.intents);
    this.acks = room.doc.getMap(ROOTS.acks);
    this.sync = new SyncRoom(
      room.doc,
      {
        policy: { roots: { [ROOTS.intents]: 'append', [ROOTS.notes]: 'free' }, freeLength: FREE_NOTES_LENGTH },
        apply: (update, conn) => room.applyRemoteUpdate(update, conn),
        // Intents are dispatched by the observer below, whichever room's connection applied them.
        accepted: () => {},
        empty: () => this.close(1000, 'no desks left'),
        capacity: {
          max: LIMITS.desksPerTournament,
          reason: `Too many desks are open on this tournament (${LIMITS.desksPerTournament} at most). Close one, then try again.`,
        },
        gate: (send) => {
          void room.serial(async () => {
            if (room.closed) this.close(CLOSE.resync, 'the server is reloading this tournament');
            else send();
          });
        },
      },
      log,
    );
    // A subscriber keeps the tournament loaded while desks are connected (the hub unloads rooms nobody watches).
    this.unsubscribe = room.subscribe(() => {});
    // Every intent that lands in the doc is run, also one a closed predecessor of this room applied after
    // this one recovered (a desk reconnecting at once): its own `accepted` never runs once it is closed.
    this.intents.observe(this.onIntents);
    this.recover();
    this.padsTimer = setInterval(() => this.tellPads(), PADS_EVERY_MS);
    this.padsTimer.unref?.();
    this.tellPads();
  }

  /**
   * Which courts have a keeper pad, as the server's own presence in this room (`{pads: {court: count}}`):
   * presence is neither stored nor replayed, and a desk joining gets it with everyone else's.
   */
  tellPads(): void {
    if (this.closing) return;
    const pads = this.pads();
    const said = JSON.stringify(pads);
    if (said === this.padsSaid) return;
    this.padsSaid = said;
    this.sync.awareness.setLocalState({ pads });
  }

  /** The hub still serves this doc: not deleted, not reloaded after a failed commit. */
  get current(): boolean {
    return this.room.closed !== true && this.hub.tournament(this.slug) === this.room;
  }

  close(code: number, reason: string): void {
    if (this.closing) return;
    this.closing = true;
    clearInterval(this.padsTimer);
    for (const t of this.followed.values()) clearTimeout(t);
    this.followed.clear();
    this.intents.unobserve(this.onIntents);
    this.unsubscribe();
    this.sync.close(code, reason);
    this.onClose(this);
  }

  private onIntents = (e: Y.YMapEvent<unknown>): void => {
    if (e.transaction.origin === FOLLOWED) {
      for (const opId of e.keysChanged) if (this.intents.has(opId)) this.awaitAnswer(opId);
      return;
    }
    const origin = e.transaction.origin as { actor?: Actor } | null;
    const actor = origin !== null && typeof origin === 'object' && origin.actor ? origin.actor : RECOVERED;
    for (const opId of e.keysChanged) if (this.intents.has(opId)) this.dispatch(opId, actor);
  };

  /**
   * An intent another instance's desk wrote: that instance runs it under its desk's name (run here too, it could land
   * first as "organizer"); should it still be unanswered after the grace (that instance died), it is run here.
   */
  private awaitAnswer(opId: string): void {
    if (this.followed.has(opId) || this.dispatched.has(opId)) return;
    const t = setTimeout(() => {
      this.followed.delete(opId);
      if (!this.closing && this.intents.has(opId) && !this.acks.has(opId)) this.dispatch(opId, RECOVERED);
    }, FOLLOWED_GRACE_MS);
    t.unref?.();
    this.followed.set(opId, t);
  }

  // Intents persisted but never answered (the process stopped between the two) are run now.
  private recover(): void {
    for (const opId of this.intents.keys()) if (!this.acks.has(opId)) this.dispatch(opId, RECOVERED);
  }

  /**
   * Runs one synced intent through the write path; the hub replaces it by its ack in the same
   * transaction. Once answered, the op id leaves `dispatched`: a replay is answered from the store.
   */
  private dispatch(opId: string, actor: Actor): void {
    if (this.dispatched.has(opId)) return;
    const value = this.intents.get(opId);
    if (value === undefined) return; // written and removed again before it reached us
    this.dispatched.add(opId);
    const parsed = deskIntent(value);
    const done = parsed.ok
      ? this.hub.dispatch(this.slug, parsed.intent, actor, opId).then(() => undefined)
      : this.room.refuseIntent(
          opId,
          {
            ok: false,
            error: parsed.error,
            kind: 'invalid',
            ...(parsed.why ? { why: parsed.why } : {}),
            ...(parsed.fields ? { fields: parsed.fields } : {}),
            ...(parsed.fieldWhy ? { fieldWhy: parsed.fieldWhy } : {}),
          },
          actor,
        );
    done.then(
      () => this.dispatched.delete(opId),
      () => {
        // The room's commit failed and the hub reloads it from disk; reconnecting desks resend, and recover() retries.
        this.close(CLOSE.resync, 'the server is reloading this tournament');
      },
    );
  }
}
