// The serialised public document (CONTRACT 9): rebuilt only when what it shows changes, so bytes and ETag stay put.
import { createHash } from 'node:crypto';
import { project } from '../shared/project.js';
import type { PublicMatch, PublicState, Tournament } from '../shared/types.js';
import type { PublicSnapshot } from './hub-types.js';

export interface Snapshotter {
  current(): PublicSnapshot;
  /** Re-projects the state; returns the new snapshot when the document changed, else null. */
  refresh(state: Tournament, now: number): PublicSnapshot | null;
}

/**
 * Everything but the build time: two projections with the same key show the same thing.
 * `generatedAt` is the last field `project` writes, so the key is the bytes before it (one serialisation).
 */
function keyOf(bytes: string): string {
  const at = bytes.lastIndexOf(',"generatedAt":');
  return at < 0 ? bytes : bytes.slice(0, at);
}

function build(doc: PublicState, bytes: string): PublicSnapshot {
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  return { doc, bytes, etag };
}

export function snapshotter(state: Tournament, now: number): Snapshotter {
  const first = project(state, now);
  const firstBytes = JSON.stringify(first);
  let key = keyOf(firstBytes);
  let snap = build(first, firstBytes);
  return {
    current: () => snap,
    refresh(next, at) {
      const candidate = project(next, at);
      const bytes = JSON.stringify(candidate);
      const candidateKey = keyOf(bytes);
      if (candidateKey === key) return null;
      key = candidateKey;
      snap = build(candidate, bytes);
      return snap;
    },
  };
}

/** A match of the public document by id, wherever it is shown (pools, bracket, courts). */
export function findPublicMatch(doc: PublicState, id: string): PublicMatch | null {
  for (const pool of doc.pools) for (const m of pool.matches) if (m.id === id) return m;
  for (const m of doc.bracket) if (m.id === id) return m;
  for (const c of doc.courts) if (c.match?.id === id) return c.match;
  for (const m of doc.upNext) if (m.id === id) return m;
  return null;
}
