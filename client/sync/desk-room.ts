// The organizer room `/yjs/<slug>` as the desk holds it: the synced tournament doc, the connection's state, and who else is at the desk.
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { TournamentReader } from '../../shared/wire/tournament-ydoc.js';
import { CLOSE } from '../../shared/wire/room-protocol.js';
import type { Tournament } from '../../shared/engine/types.js';
import { socketUrl } from './channel.js';

/**
 * - `connecting`: nothing synced yet (the server's first paint is on screen);
 * - `live`: synced and connected;
 * - `offline`: the connection is down; changes wait here and go out when it returns;
 * - `closed`: the server ended it for good (the tournament was deleted, or the login is no longer valid).
 */
export type DeskState = 'connecting' | 'live' | 'offline' | 'closed';

/** What an organizer is working on, shown to the others where that thing is drawn. */
export interface Editing {
  kind: 'match' | 'court' | 'team' | 'draw' | 'announce';
  /** Match id, court number, team id; empty for the draw and announcements. */
  id: string;
}

/** One organizer at the desk (an awareness state), the local one included. */
export interface Peer {
  clientId: number;
  name: string;
  editing: Editing | null;
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

export class DeskRoom {
  readonly doc = new Y.Doc();
  readonly provider: WebsocketProvider;
  state: DeskState = 'connecting';
  /** Why the room closed for good, in words, and its close code. */
  closedWhy = '';
  closedCode = 0;
  /** The tournament as the server confirmed it (the synced doc). */
  confirmed: Tournament | null = null;
  /** Synced at least once since this page opened: the doc holds the server's tournament. */
  everSynced = false;
  private reader: TournamentReader;
  private listeners = new Set<() => void>();
  private syncListeners = new Set<() => void>();
  private queued = false;
  private unlisten: () => void = () => {};

  constructor(
    readonly slug: string,
    readonly name: string,
  ) {
    this.reader = new TournamentReader(this.doc, (t) => {
      this.confirmed = t;
      this.changed();
    });
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
          ? 'This tournament is no longer here (it was deleted).'
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
  peers(): Peer[] {
    const me = this.doc.clientID;
    const out: Peer[] = [];
    for (const [clientId, value] of this.provider.awareness.getStates()) {
      const p = asPresence(value);
      if (p) out.push({ clientId, name: p.name, editing: p.editing, self: clientId === me });
    }
    return out.sort((x, y) => Number(y.self) - Number(x.self) || x.name.localeCompare(y.name));
  }

  /** Keeper pads connected per court, as the server tells the desks (its own presence in the room); empty until it does. */
  pads(): Record<string, number> {
    for (const value of this.provider.awareness.getStates().values()) {
      const pads = (value as { pads?: unknown } | null)?.pads;
      if (pads && typeof pads === 'object') return pads as Record<string, number>;
    }
    return {};
  }

  /** Tells the others what this page is working on (null: nothing). */
  setEditing(editing: Editing | null): void {
    const now = asPresence(this.provider.awareness.getLocalState());
    if (now && JSON.stringify(now.editing) === JSON.stringify(editing)) return;
    this.provider.awareness.setLocalStateField('editing', editing);
  }

  destroy(): void {
    this.unlisten();
    this.reader.destroy();
    this.provider.destroy();
    this.doc.destroy();
  }

  private setState(s: DeskState): void {
    if (this.state === s || this.state === 'closed') return;
    this.state = s;
    this.changed();
  }

  private changed(): void {
    if (this.queued) return;
    this.queued = true;
    queueMicrotask(() => {
      this.queued = false;
      for (const fn of [...this.listeners]) fn();
    });
  }
}
