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

/** Everything but the build time: two projections with the same key show the same thing. */
function keyOf(doc: PublicState): string {
  return JSON.stringify({ ...doc, generatedAt: 0 });
}

function build(doc: PublicState): PublicSnapshot {
  const bytes = JSON.stringify(doc);
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  return { doc, bytes, etag };
}

export function snapshotter(state: Tournament, now: number): Snapshotter {
  let doc = project(state, now);
  let key = keyOf(doc);
  let snap = build(doc);
  return {
    current: () => snap,
    refresh(next, at) {
      const candidate = project(next, at);
      const candidateKey = keyOf(candidate);
      if (candidateKey === key) return null;
      doc = candidate;
      key = candidateKey;
      snap = build(doc);
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
