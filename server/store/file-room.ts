// Room ahead of LMDB's data file (docs/architecture.md, The store): zeros written past LMDB's last page, so that its
// commits write into blocks the file already has. On Linux LMDB grows `data.mdb` a page at a time as a commit needs
// one (lmdb-js grows it ahead only on Windows). A file that grows makes every flush of a commit also commit the
// file system's journal (the new size and blocks): on ext4 here, a commit of 3 KiB took 0.35-0.37 ms growing the file
// against 0.27-0.28 ms into written room, with a longer tail (docs/benchmarks.md, Room ahead of the data file).
// PostgreSQL zero-fills its WAL files ahead for the same reason.
import { closeSync, fdatasync, fstatSync, openSync, writeSync } from 'node:fs';

/** Zeros written at a time: about 0.2 ms of the main thread, once per 256 pages the store grows. */
export const CHUNK_BYTES = 1024 * 1024;
/** The room kept ahead of LMDB's last page: 1,024 pages, several hundred finals' growth. */
export const ROOM_BYTES = 4 * 1024 * 1024;
/** After a failed write (a full disk), the room is left alone this long: one line in the log, not one a second. */
export const RETRY_AFTER_MS = 10 * 60_000;

/** The bytes an LMDB environment uses: up to and with its last page (what `FileRoom` keeps room past). */
export function lmdbUsedBytes(env: { getStats(): unknown }): number {
  const stats = env.getStats() as { pageSize: number; lastPageNumber: number };
  return (stats.lastPageNumber + 1) * stats.pageSize;
}

/** What a tending did: the zeros it wrote, and the file's size and LMDB's used bytes then. */
export interface Tended {
  wrote: number;
  fileBytes: number;
  usedBytes: number;
}

/**
 * Keeps `roomBytes` of zeros past the bytes LMDB uses in `file`. `tend` must run only while no LMDB write transaction
 * is under way, on the thread that makes the in-place commits: it writes synchronously, so no commit can start while
 * it writes, and it writes only past both the file's end and LMDB's last page, which no committed page lies beyond.
 * Each chunk is then flushed on libuv's pool, so that a commit's own flush does not carry it.
 */
export class FileRoom {
  private fd: number | null = null;
  private flushing: Promise<void> | null = null;
  private failedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly file: string,
    private readonly usedBytes: () => number,
    private readonly roomBytes = ROOM_BYTES,
    private readonly chunkBytes = CHUNK_BYTES,
  ) {}

  /**
   * Writes at most one chunk of zeros when the room is short; never throws (a store without room still works, as
   * LMDB grows the file itself). `now`: epoch ms, for the pause after a failure.
   */
  tend(now = Date.now()): Tended | null {
    if (this.flushing || now - this.failedAt < RETRY_AFTER_MS) return null;
    try {
      this.fd ??= openSync(this.file, 'r+');
      const fileBytes = fstatSync(this.fd).size;
      const usedBytes = this.usedBytes();
      if (fileBytes - usedBytes >= this.roomBytes) return { wrote: 0, fileBytes, usedBytes };
      const at = Math.max(fileBytes, usedBytes);
      const wrote = writeSync(this.fd, Buffer.alloc(this.chunkBytes), 0, this.chunkBytes, at);
      const fd = this.fd;
      this.flushing = new Promise((resolve) =>
        fdatasync(fd, (err) => {
          if (err) console.error(`flushing the room ahead of ${this.file} failed`, err);
          this.flushing = null;
          resolve();
        }),
      );
      return { wrote, fileBytes: at + wrote, usedBytes };
    } catch (err) {
      this.failedAt = now;
      console.error(`writing room ahead of ${this.file} failed; trying again in ${RETRY_AFTER_MS / 60_000} minutes`, err);
      return null;
    }
  }

  /** Waits for a chunk's flush under way, then lets the file go. */
  async close(): Promise<void> {
    await this.flushing;
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}
