// Organizer sessions kept in LMDB: opened at sign-in, found from the signed cookie, ended by logout, by the desk, by expiry, by the cap, or
// by a new ADMIN_PASSWORD.
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { sign, unsign } from 'cookie-signature';
import { derivedKey, PURPOSE } from '../process/derived-key.js';
import type { SessionRow, Store } from './store.js';

/** docs/api.md, Organizer sessions: a session lasts 12 hours from sign-in. */
export const SESSION_MS = 12 * 60 * 60 * 1000;
/** Live sessions at most; past it, a sign-in ends the session unused the longest. */
export const MAX_SESSIONS = 200;
/** lastSeen is written at most this often per session: a busy desk costs one write a minute, not one per request. */
export const SEEN_EVERY_MS = 60_000;

const ID_BYTES = 32;
const ID_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** An id, a dot and a MAC are under 100 characters: anything longer is not ours and is not even hashed. */
const MAX_COOKIE = 128;
const MAX_HANDLE = 64;
const FINGERPRINT_META = 'adminPasswordFingerprint';

/** A session as the desk sees it; `handle` names it publicly and cannot be turned back into its cookie. */
export interface Session extends SessionRow {
  handle: string;
}

type SessionTable = Pick<Store, 'sessions' | 'getSession' | 'putSession' | 'touchSession' | 'removeSessions' | 'getMeta' | 'putMeta'> &
  Partial<Pick<Store, 'cluster'>>;

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64url');
const handleOf = (hash: string) => sha256(`handle:${hash}`).slice(0, 22);
const live = (row: SessionRow, now: number) => row.expiresAt > now;
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

export class Sessions {
  private readonly cookieKey: Buffer;
  /** Sign-ins one at a time, so two at once cannot both see room under the cap. */
  private opening: Promise<unknown> = Promise.resolve();
  /** Told the handle of every session that ends while the process runs (the desk rooms close its sockets). */
  private endListeners = new Set<(handle: string) => void>();

  constructor(
    private readonly store: SessionTable,
    private readonly secret: string,
    private readonly log: (line: string) => void = console.log,
  ) {
    this.cookieKey = derivedKey(secret, PURPOSE.sessionCookies);
    // Cluster mode: a session ended on another instance ends here too (its desk sockets close).
    store.cluster?.follow((c) => {
      if (c.kind === 'sessions') this.ended(c.removed);
    });
  }

  /**
   * Cluster mode: reads the cookie's session from the database before the request is answered, so a session opened
   * or ended on another instance a moment ago counts here at once (docs/architecture.md, Cluster mode). Null on LMDB
   * and for anything that is not one of our cookies (nothing to ask the database).
   */
  refresh(cookie: unknown): Promise<void> | null {
    const cluster = this.store.cluster;
    if (!cluster) return null;
    const hash = this.hashOf(cookie);
    return hash === null ? null : cluster.refreshSession(hash);
  }

  /**
   * At start: a new ADMIN_PASSWORD (or SESSION_SECRET) ends every session; expired ones are swept.
   * The password is kept only as a slow scrypt fingerprint, so a copy of DATA_DIR does not test guesses quickly.
   */
  async settle(adminPassword: string, now = Date.now()): Promise<void> {
    // On libuv's thread pool: the server's start goes on meanwhile (main.ts awaits this before it listens).
    const fingerprint = await scryptAsync(adminPassword, derivedKey(this.secret, PURPOSE.passwordFingerprint), 32);
    const kept = this.store.getMeta<string>(FINGERPRINT_META);
    const same =
      typeof kept === 'string' &&
      Buffer.from(kept, 'base64url').length === 32 &&
      timingSafeEqual(Buffer.from(kept, 'base64url'), fingerprint);
    const rows = this.store.sessions();
    const ending = same ? rows.filter(([, row]) => !live(row, now)) : rows;
    await this.store.removeSessions(ending.map(([hash]) => hash));
    if (!same) {
      await this.store.putMeta(FINGERPRINT_META, fingerprint.toString('base64url'));
      if (rows.length > 0) this.log(`ADMIN_PASSWORD or SESSION_SECRET changed: ended ${rows.length} organizer session(s)`);
    }
  }

  /** `fn(handle)` runs when a session ends (logout, the desk, the cap, expiry); returns the unsubscribe. */
  onEnd(fn: (handle: string) => void): () => void {
    this.endListeners.add(fn);
    return () => this.endListeners.delete(fn);
  }

  private async remove(hashes: string[]): Promise<void> {
    await this.store.removeSessions(hashes);
    this.ended(hashes);
  }

  private ended(hashes: readonly string[]): void {
    for (const hash of hashes) {
      const handle = handleOf(hash);
      for (const fn of [...this.endListeners]) {
        try {
          fn(handle);
        } catch (err) {
          this.log(`sessions: a listener failed on a session's end: ${errorText(err)}`);
        }
      }
    }
  }

  /** Opens a session and returns the cookie value that names it. */
  open(actor: string, device: string, now = Date.now()): Promise<string> {
    const opened = this.opening.then(async () => {
      const rows = this.store.sessions();
      const expired = rows.filter(([, row]) => !live(row, now));
      const open = rows.filter(([, row]) => live(row, now)).sort((a, b) => a[1].lastSeen - b[1].lastSeen);
      const over = open.slice(0, Math.max(0, open.length - (MAX_SESSIONS - 1)));
      await this.remove([...expired, ...over].map(([hash]) => hash));
      const id = randomBytes(ID_BYTES).toString('base64url');
      await this.store.putSession(sha256(id), { actor, device, createdAt: now, lastSeen: now, expiresAt: now + SESSION_MS });
      return sign(id, this.cookieKey);
    });
    // A failed sign-in answers its own request; the next one still runs.
    this.opening = opened.catch(() => undefined);
    return opened;
  }

  /** The live session a cookie value names, or null. Anything a client sends that is not one of our cookies is no session. */
  find(cookie: unknown, now = Date.now()): Session | null {
    const hash = this.hashOf(cookie);
    if (hash === null) return null;
    const row = this.store.getSession(hash);
    if (!row) return null;
    if (!live(row, now)) {
      this.remove([hash]).catch((err) => this.log(`sessions: could not remove an expired session: ${errorText(err)}`));
      return null;
    }
    if (now - row.lastSeen < SEEN_EVERY_MS) return { ...row, handle: handleOf(hash) };
    this.store
      .touchSession(hash, now)
      .catch((err) => this.log(`sessions: could not record when a session was last seen: ${errorText(err)}`));
    return { ...row, lastSeen: now, handle: handleOf(hash) };
  }

  /** Live sessions, the most recently seen first. */
  list(now = Date.now()): Session[] {
    return this.store
      .sessions()
      .filter(([, row]) => live(row, now))
      .map(([hash, row]) => ({ ...row, handle: handleOf(hash) }))
      .sort((a, b) => b.lastSeen - a.lastSeen);
  }

  /** Ends the live session with this public handle; null when there is none. */
  async end(handle: unknown, now = Date.now()): Promise<Session | null> {
    if (typeof handle !== 'string' || handle.length > MAX_HANDLE) return null;
    for (const [hash, row] of this.store.sessions()) {
      if (handleOf(hash) !== handle || !live(row, now)) continue;
      await this.remove([hash]);
      return { ...row, handle };
    }
    return null;
  }

  /** Logout: ends the session this cookie value names, if any. */
  async endCookie(cookie: unknown): Promise<void> {
    const hash = this.hashOf(cookie);
    if (hash !== null && this.store.getSession(hash)) await this.remove([hash]);
  }

  private hashOf(cookie: unknown): string | null {
    if (typeof cookie !== 'string' || cookie.length > MAX_COOKIE) return null;
    const id = unsign(cookie, this.cookieKey);
    return id !== false && ID_SHAPE.test(id) ? sha256(id) : null;
  }
}
