// One synced Y.Doc and its connections: the sync and awareness protocol, the role check before every apply, and broadcast.
import * as awarenessProtocol from 'y-protocols/awareness';
import type * as Y from 'yjs';
import type { WebSocket } from 'ws';
import type { Actor } from '../tournament/hub-types.js';
import { checkUpdate, type Policy } from './guard.js';
import { decodeEntries, encodeEntries, judgePresence } from './presence.js';
import { CLOSE } from '../../shared/wire/room-protocol.js';
import { awarenessMessage, closeReason, decodeMessage, step1Message, step2Message, updateMessage } from './y-messages.js';

/** A client with more unsent bytes than this is dropped rather than buffered without bound. */
const MAX_BACKLOG = 4 * 1024 * 1024;
/** Past this many remembered awareness clocks, those of clients gone are forgotten (each connection brings one). */
const MAX_AWARENESS_META = 1_000;

export interface Conn {
  ws: WebSocket;
  actor: Actor;
  /** The awareness client id this connection describes (the first it set), removed when it leaves. */
  awarenessId: number | null;
  /** The client has sent its step 2 (its answer to our step 1). */
  answered: boolean;
  /** Refused once; its later messages are dropped. */
  refused: boolean;
}

/** Where policy plugs into the mechanism. */
export interface RoomHooks {
  policy: Policy;
  /** Applies an update that passed the check (the desk room persists it before resolving). */
  apply(update: Uint8Array, conn: Conn): Promise<void>;
  /** After an apply: the keys the update added, per `append` root. */
  accepted(added: Map<string, string[]>, conn: Conn): void;
  /** Called when the last connection left. */
  empty(): void;
  /** At most this many connections at once; the next one is closed with 4429 and `reason`. */
  capacity?: { max: number; reason: string };
  /**
   * Runs `send` once every write under way has been committed. The desk room passes one so no ack or
   * state leaves the server before it is on disk; without it, updates go out at once.
   */
  gate?(send: () => void): void;
  /** False: clients' awareness is neither kept nor relayed (the public room: thousands of strangers, n² messages). */
  awareness?: boolean;
}

export class SyncRoom {
  readonly conns = new Map<WebSocket, Conn>();
  readonly awareness: awarenessProtocol.Awareness;
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  private outbox: [Uint8Array, unknown][] = [];
  private flushScheduled = false;

  constructor(
    readonly doc: Y.Doc,
    private hooks: RoomHooks,
    private log: (line: string) => void,
  ) {
    this.awareness = new awarenessProtocol.Awareness(doc);
    this.awareness.setLocalState(null);
    doc.on('update', this.onDocUpdate);
    this.awareness.on('update', this.onAwareness);
  }

  get size(): number {
    return this.conns.size;
  }

  /** Null when the room is full: the socket is then closed with 4429 and a sentence. */
  join(ws: WebSocket, actor: Actor): Conn | null {
    const cap = this.hooks.capacity;
    if (cap && this.conns.size >= cap.max) {
      ws.on('error', () => ws.terminate());
      ws.close(CLOSE.tooMany, cap.reason);
      return null;
    }
    const conn: Conn = { ws, actor, awarenessId: null, answered: false, refused: false };
    this.conns.set(ws, conn);
    ws.binaryType = 'nodebuffer';
    ws.on('message', (data, isBinary) => this.onMessage(conn, data, isBinary));
    ws.on('close', () => this.leave(conn));
    ws.on('error', () => ws.terminate());
    this.send(conn, step1Message(this.doc));
    const states = [...this.awareness.getStates().keys()];
    if (states.length > 0) this.send(conn, awarenessMessage(this.awareness, states));
    return conn;
  }

  /** Closes every connection and detaches from the doc; the doc itself belongs to the caller. */
  close(code: number, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    this.doc.off('update', this.onDocUpdate);
    this.awareness.off('update', this.onAwareness);
    this.awareness.destroy();
    for (const conn of this.conns.values()) conn.ws.close(code, reason);
    this.conns.clear();
  }

  private send(conn: Conn, bytes: Uint8Array): void {
    const ws = conn.ws;
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > MAX_BACKLOG) {
      ws.terminate();
      return;
    }
    ws.send(bytes);
  }

  private refuse(conn: Conn, code: number, reason: string): void {
    conn.refused = true;
    this.log(`yjs: closing ${conn.actor.name} (${code}): ${reason.slice(0, 200)}`);
    conn.ws.close(code, closeReason(reason));
  }

  private onMessage(conn: Conn, data: unknown, isBinary: boolean): void {
    if (conn.refused || this.closed) return;
    if (!isBinary || !Buffer.isBuffer(data)) return this.refuse(conn, CLOSE.malformed, 'expected one binary message');
    let msg: ReturnType<typeof decodeMessage>;
    try {
      msg = decodeMessage(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    } catch {
      return this.refuse(conn, CLOSE.malformed, 'not a y-websocket message');
    }
    switch (msg.type) {
      case 'step1': {
        const { stateVector } = msg;
        return this.afterCommit(() => {
          let reply: Uint8Array;
          try {
            reply = step2Message(this.doc, stateVector);
          } catch {
            return this.refuse(conn, CLOSE.malformed, 'bad state vector');
          }
          this.send(conn, reply);
        });
      }
      case 'step2':
      case 'update': {
        const { update } = msg;
        const isStep2 = msg.type === 'step2';
        // One at a time and in arrival order, so each check sees the doc its update will meet.
        this.queue = this.queue
          .then(() => this.receive(conn, update, isStep2))
          .catch((err) => {
            this.log(`yjs: update from ${conn.actor.name} failed: ${err instanceof Error ? err.message : String(err)}`);
            this.refuse(conn, CLOSE.resync, 'the server could not apply the update');
          });
        return;
      }
      case 'awareness':
        if (this.hooks.awareness === false) return;
        return this.receivePresence(conn, msg.update);
      case 'queryAwareness':
        return this.send(conn, awarenessMessage(this.awareness, [...this.awareness.getStates().keys()]));
      case 'other':
        return;
    }
  }

  private async receive(conn: Conn, update: Uint8Array, isStep2: boolean): Promise<void> {
    if (conn.refused || this.closed) return;
    const verdict = checkUpdate(this.doc, update, this.hooks.policy);
    if (!verdict.ok) {
      if (verdict.why === 'forbidden') return this.refuse(conn, CLOSE.forbidden, `write refused: ${verdict.reason}`);
      if (verdict.why === 'stale') return this.refuse(conn, CLOSE.stale, 'stale document: rebuild it');
      // Before its step 2 a client may send a local edit that builds on offline ones; its step 2 brings both.
      if (!conn.answered && !isStep2) return;
      return this.refuse(conn, CLOSE.resync, `update depends on missing items: ${verdict.reason}`);
    }
    if (isStep2) conn.answered = true;
    if (!verdict.fresh) return;
    await this.hooks.apply(update, conn);
    if (!this.closed) this.hooks.accepted(verdict.added, conn);
  }

  private receivePresence(conn: Conn, update: Uint8Array): void {
    let verdict: ReturnType<typeof judgePresence>;
    try {
      verdict = judgePresence(this.awareness, decodeEntries(update), conn.awarenessId);
    } catch {
      return this.refuse(conn, CLOSE.malformed, 'bad awareness update');
    }
    if (!verdict.ok) return this.refuse(conn, verdict.code, verdict.reason);
    if (verdict.claim !== null) {
      // Taken over from an older connection of the same client (its socket not yet seen closing).
      for (const other of this.conns.values()) if (other.awarenessId === verdict.claim) other.awarenessId = null;
      conn.awarenessId = verdict.claim;
    }
    if (verdict.apply.length === 0) return;
    try {
      awarenessProtocol.applyAwarenessUpdate(this.awareness, encodeEntries(verdict.apply), conn);
    } catch {
      this.refuse(conn, CLOSE.malformed, 'bad awareness state (not JSON)');
    }
  }

  private leave(conn: Conn): void {
    if (this.conns.get(conn.ws) !== conn) return;
    this.conns.delete(conn.ws);
    if (!this.closed && conn.awarenessId !== null) {
      awarenessProtocol.removeAwarenessStates(this.awareness, [conn.awarenessId], null);
      if (this.awareness.meta.size > MAX_AWARENESS_META) {
        for (const id of [...this.awareness.meta.keys()]) if (!this.awareness.states.has(id)) this.awareness.meta.delete(id);
      }
    }
    if (!this.closed && this.conns.size === 0) this.hooks.empty();
  }

  private afterCommit(send: () => void): void {
    if (this.hooks.gate) this.hooks.gate(() => !this.closed && send());
    else send();
  }

  // The sender of an update already has it; everyone else gets it, once it is committed.
  private onDocUpdate = (update: Uint8Array, origin: unknown): void => {
    this.outbox.push([update, origin]);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    this.afterCommit(() => {
      this.flushScheduled = false;
      for (const [u, from] of this.outbox.splice(0)) {
        const msg = updateMessage(u);
        for (const conn of this.conns.values()) if (conn !== from) this.send(conn, msg);
      }
    });
  };

  // Awareness goes to everyone, sender included: y-websocket's client counts its own echo as a sign of life.
  private onAwareness = (
    { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
    _origin: unknown,
  ): void => {
    const changed = [...added, ...updated, ...removed];
    const msg = awarenessMessage(this.awareness, changed);
    for (const c of this.conns.values()) this.send(c, msg);
  };
}
