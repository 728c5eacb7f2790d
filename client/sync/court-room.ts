// The keeper room of one court: the pad's Y.Doc kept in IndexedDB, synced over y-websocket, rebuilt when the server
// refuses it, and what the connection is doing.
import * as Y from 'yjs';
import { IndexeddbPersistence, clearDocument } from 'y-indexeddb';
import { WebsocketProvider } from 'y-websocket';
import type { Awareness } from 'y-protocols/awareness';
import { CLOSE } from '../../shared/wire/room-protocol.js';
import { carryPending } from './synced-intents.js';
import type { PadStorage } from '../pad/pad-storage.js';
import { socketUrl } from './channel.js';
import type { PadConn } from './pad-status.js';
import type { Words } from '../../shared/i18n/words.js';

/** Waiting longer than this for IndexedDB means it is blocked (private mode, full disk): go on without it. */
const STORAGE_WAIT_MS = 3_000;
/** Failed handshakes in a row, while the browser says it is online, before the pad asks the page's URL why. */
const PROBE_AFTER = 2;
/** A 4403 after a synced connection means our doc held something the server refuses: rebuild, but not in a loop. */
const REBUILD_GAP_MS = 60_000;

export interface KeeperRoomOptions {
  slug: string;
  court: number;
  k: string;
  storage: PadStorage;
  /** The page's words, for the refusals' sentences. */
  words: Words;
}

/** Sentences for the refusals retrying cannot mend; the pad shows them instead of the score buttons. */
function refusal(code: number, court: number, w: Words): { sentence: string; retry: boolean } {
  switch (code) {
    case CLOSE.unauthorized:
    case CLOSE.forbidden:
      return { sentence: w.t('pad.refusedKey', { court }), retry: false };
    case CLOSE.gone:
      return { sentence: w.t('pad.refusedGone', { court }), retry: false };
    case CLOSE.tooMany:
      return { sentence: w.t('pad.refusedTooMany', { court }), retry: true };
    default:
      return { sentence: w.t('pad.refusedOther', { code }), retry: true };
  }
}

export class KeeperRoom {
  doc: Y.Doc;
  provider: WebsocketProvider | null = null;
  conn: PadConn = { state: 'loading' };
  private persistence: IndexeddbPersistence | null = null;
  private listeners = new Set<() => void>();
  private queued = false;
  private opened = false;
  private syncedOnce = false;
  private failures = 0;
  private lastRebuild = 0;
  private stopped = false;

  constructor(private o: KeeperRoomOptions) {
    this.doc = new Y.Doc();
  }

  /** The awareness of the current connection (a rebuilt doc has a new one). */
  get awareness(): Awareness | null {
    return this.provider?.awareness ?? null;
  }

  /** Calls `fn` (at most once per task) whenever the doc, presence or connection changes. */
  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Loads the stored doc, then connects (or waits for the network). */
  async start(): Promise<void> {
    this.persistence = await this.persist(this.o.storage.dbName, this.doc);
    this.watchDoc(this.doc);
    this.provider = this.connect(this.doc);
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    if (navigator.onLine) this.set({ state: 'connecting' });
    else this.onOffline();
  }

  /** After a refusal that may clear (too many pads): one more try. */
  retry(): void {
    this.stopped = false;
    this.failures = 0;
    this.set({ state: 'connecting' });
    this.provider?.connect();
  }

  private set(conn: PadConn): void {
    if (this.stopped && conn.state !== 'refused') return;
    this.conn = conn;
    this.changed();
  }

  private changed = (): void => {
    if (this.queued) return;
    this.queued = true;
    queueMicrotask(() => {
      this.queued = false;
      for (const fn of this.listeners) fn();
    });
  };

  private async persist(name: string, doc: Y.Doc): Promise<IndexeddbPersistence | null> {
    try {
      const p = new IndexeddbPersistence(name, doc);
      const loaded = await Promise.race([
        p.whenSynced.then(() => true),
        new Promise<boolean>((r) => setTimeout(() => r(false), STORAGE_WAIT_MS)),
      ]);
      return loaded ? p : null;
    } catch {
      return null; // no IndexedDB here: the pad works, it only forgets on reload
    }
  }

  private watchDoc(doc: Y.Doc): void {
    doc.on('update', this.changed);
  }

  private connect(doc: Y.Doc): WebsocketProvider {
    const { slug, court, k } = this.o;
    const provider = new WebsocketProvider(socketUrl(`/yjs/${encodeURIComponent(slug)}/court`), String(court), doc, {
      params: { k },
      connect: navigator.onLine,
      // two tabs of one pad must not sync past the server: each is a pad of its own
      disableBc: true,
      maxBackoffTime: 5_000,
    });
    provider.on('status', ({ status }) => {
      if (provider !== this.provider) return;
      if (status === 'connected') this.opened = true;
      if (status === 'connecting' && this.conn.state !== 'offline') this.set({ state: this.syncedOnce ? 'reconnecting' : 'connecting' });
    });
    provider.on('sync', (synced) => {
      if (provider !== this.provider || !synced) return;
      this.syncedOnce = true;
      this.failures = 0;
      this.set({ state: 'online' });
    });
    provider.on('connection-close', () => {
      if (provider !== this.provider) return;
      const handshakeFailed = !this.opened;
      this.opened = false;
      if (!navigator.onLine) return this.set({ state: 'offline' });
      this.failures = handshakeFailed ? this.failures + 1 : 0;
      this.set({ state: this.failures >= 3 ? 'offline' : 'reconnecting' });
      // a server that refuses the upgrade itself (HTTP 403/404) shows the browser only a failed socket: ask the page's URL
      if (handshakeFailed && this.failures === PROBE_AFTER) void this.probe();
    });
    provider.on('closed', ({ code, reason }) => {
      if (provider !== this.provider) return;
      const mendable = code === CLOSE.stale || (code === CLOSE.forbidden && this.syncedOnce && !/not valid/i.test(reason));
      if (mendable && Date.now() - this.lastRebuild > REBUILD_GAP_MS) return void this.rebuild();
      this.refuse(code);
    });
    provider.awareness.on('change', this.changed);
    return provider;
  }

  private refuse(code: number): void {
    const { sentence, retry } = refusal(code, this.o.court, this.o.words);
    this.stopped = true;
    this.provider?.disconnect();
    this.set({ state: 'refused', code, sentence, retry });
  }

  /** The keeper page answers 403 for a key that is not valid and 404 for an unknown court, as the socket would. */
  private async probe(): Promise<void> {
    try {
      const res = await fetch(location.pathname + location.search, { method: 'HEAD', cache: 'no-store' });
      if (res.status === 403) this.refuse(CLOSE.forbidden);
      else if (res.status === 404) this.refuse(CLOSE.gone);
    } catch {
      // unreachable: keep retrying, the status already says so
    }
  }

  /**
   * The server no longer has the doc ours grew from (restart, idle drop) or refused it: sync a fresh doc
   * and carry over the intents it has not answered, under their op ids (answered ones get the stored ack).
   * The stored generation moves on only once the new doc holds them, so a reload in between loses nothing.
   */
  private async rebuild(): Promise<void> {
    this.lastRebuild = Date.now();
    const old = { doc: this.doc, persistence: this.persistence, provider: this.provider };
    old.provider?.destroy();
    const generation = this.o.storage.generation + 1;
    const name = this.o.storage.dbName.replace(/:\d+$/, `:${generation}`);
    await clearDocument(name).catch(() => undefined);
    const doc = new Y.Doc();
    this.doc = doc;
    this.persistence = await this.persist(name, doc);
    this.syncedOnce = false;
    this.watchDoc(doc);
    const provider = this.connect(doc);
    this.provider = provider;
    this.set({ state: 'connecting' });
    provider.once('sync', () => {
      carryPending(old.doc, doc);
      this.o.storage.generation = generation;
      void old.persistence?.clearData();
      old.doc.off('update', this.changed);
      old.doc.destroy();
      this.changed();
    });
  }

  private onOnline = (): void => {
    // an `online` event can come after the socket is already back (browsers send it late, or twice)
    if (this.stopped || this.provider?.synced) return;
    this.failures = 0;
    this.set({ state: this.syncedOnce ? 'reconnecting' : 'connecting' });
    this.provider?.connect();
  };

  // Offline, every attempt would only fail (and log); the browser's `online` event resumes.
  private onOffline = (): void => {
    if (this.stopped) return;
    this.provider?.disconnect();
    this.set({ state: 'offline' });
  };
}
