// An organizer room over y-websocket as a desk holds it: the connection's state, who else is at the desk and what each
// is working on. The tournament desk (desk-room.ts) adds its synced tournament; the event desk uses it as it is.
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { CLOSE } from '../../shared/wire/room-protocol.js';
import { socketUrl } from './channel.js';

/**
 * - `connecting`: nothing synced yet (the server's first paint is on screen);
 * - `live`: synced and connected;
 * - `offline`: the connection is down; changes wait here and go out when it returns;
 * - `closed`: the server ended it for good (the tournament or event was deleted, or the login is no longer valid).
 */
export type DeskState = 'connecting' | 'live' | 'offline' | 'closed';

/** What an organizer is working on, shown to the others where that thing is drawn. */
export interface Editing<K extends string = string> {
  kind: K;
  /** Match id, court number, team id; empty for whole sections. */
  id: string;
}

/** One organizer at the desk (an awareness state), the local one included. */
export interface Peer<K extends string = string> {
  clientId: number;
  name: string;
  editing: Editing<K> | null;
  self: boolean;
}

/** The awareness state a desk publishes: small (the server caps it) and nothing but words and ids. */
interface Presence {
  name: string;
  editing: Editing | null;
}

const asPresence = (v: unknown): Presence | null => {
  if (!v || typeof v !== 'object') return null;
  const p = v as Partial<Presence>;
  if (typeof p.name !== 'string') return null;
  const e = p.editing;
  const editing = e && typeof e === 'object' && typeof e.kind === 'string' && typeof e.id === 'string' ? { kind: e.kind, id: e.id } : null;
  return { name: p.name.slice(0, 60), editing };
};

export class PresenceRoom<K extends string = string> {
  readonly doc = new Y.Doc();
  readonly provider: WebsocketProvider;
  state: DeskState = 'connecting';
  /** Why the room closed for good, in words, and its close code. */
  closedWhy = '';
  closedCode = 0;
  /** Synced at least once since this page opened. */
  everSynced = false;
  private listeners = new Set<() => void>();
  private syncListeners = new Set<() => void>();
  private queued = false;
  private unlisten: () => void = () => {};

  constructor(
    readonly slug: string,
    readonly name: string,
    /** What a closed room says when its tournament or event is gone. */
    gone: string,
  ) {
    this.provider = new WebsocketProvider(socketUrl('/yjs'), encodeURIComponent(slug), this.doc, { disableBc: true, maxBackoffTime: 5000 });
    this.provider.awareness.setLocalState({ name, editing: null } satisfies Presence);
    this.provider.on('sync', (synced: boolean) => {
      if (!synced) return;
      this.everSynced = true;
      this.setState('live');
      for (const fn of [...this.syncListeners]) fn();
    });
    this.provider.on('status', ({ status }: { status: string }) => {
      if (status === 'disconnected' && this.state !== 'closed') this.setState(this.everSynced ? 'offline' : 'connecting');
    });
    this.provider.on('closed', ({ code, reason }: { code: number; reason: string }) => {
      this.closedCode = code;
      this.closedWhy =
        code === CLOSE.gone
          ? gone
          : code === CLOSE.unauthorized
            ? 'Your desk login has ended.'
            : `The desk was disconnected: ${reason || `code ${code}`}. Reload the page to continue.`;
      this.setState('closed');
    });
    this.provider.awareness.on('change', () => this.changed());
    // A socket can outlive the network for a while and swallow what is sent meanwhile: when the browser
    // says it is offline the desk drops the socket, and when it is back it connects afresh, so the sync
    // exchange sends whatever the server lacks.
    const offline = () => {
      this.provider.disconnect();
      if (this.state !== 'closed') this.setState(this.everSynced ? 'offline' : 'connecting');
    };
    const online = () => {
      if (this.state !== 'closed') this.provider.connect();
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    this.unlisten = () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }

  /** Calls `fn` after each change of the doc, the connection or the people at the desk (at most once per task). */
  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Calls `fn` each time the doc has synced with the server (the first time and after every reconnect). */
  onSync(fn: () => void): () => void {
    this.syncListeners.add(fn);
    return () => this.syncListeners.delete(fn);
  }

  /** Everyone at the desk, this page first; one entry per open desk page. */
  peers(): Peer<K>[] {
    const me = this.doc.clientID;
    const out: Peer<K>[] = [];
    for (const [clientId, value] of this.provider.awareness.getStates()) {
      const p = asPresence(value);
      if (p) out.push({ clientId, name: p.name, editing: p.editing as Editing<K> | null, self: clientId === me });
    }
    return out.sort((x, y) => Number(y.self) - Number(x.self) || x.name.localeCompare(y.name));
  }

  /** Tells the others what this page is working on (null: nothing). */
  setEditing(editing: Editing<K> | null): void {
    const now = asPresence(this.provider.awareness.getLocalState());
    if (now && JSON.stringify(now.editing) === JSON.stringify(editing)) return;
    this.provider.awareness.setLocalStateField('editing', editing);
  }

  destroy(): void {
    this.unlisten();
    this.provider.destroy();
    this.doc.destroy();
  }

  protected setState(s: DeskState): void {
    if (this.state === s || this.state === 'closed') return;
    this.state = s;
    this.changed();
  }

  protected changed(): void {
    if (this.queued) return;
    this.queued = true;
    queueMicrotask(() => {
      this.queued = false;
      for (const fn of [...this.listeners]) fn();
    });
  }
}
