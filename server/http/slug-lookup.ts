// Cluster mode (docs/operating.md, Scaling notes): a request for a tournament or event this instance does not know yet
// (made on another instance a moment ago, its notification not followed yet) first looks the slug up in the database,
// so it is answered as the tournament, not 404. The store rate-limits and caps the look-ups (ClusterStore.lookUp).
import type { RequestListener } from 'node:http';
import { SLUG_MAX } from '../../shared/engine/ids.js';
import type { ClusterStore } from '../store/store.js';

/** The addresses that name a tournament or an event by their first segment after the prefix. */
const SLUG_PATH = /^\/(?:admin\/[te]|t|e|keeper|ws|yjs)\/([a-z0-9-]{1,64})(?:[/?]|$)/;

/** The slug a request target names, when it is one a slug could be (lowercase letters, digits and dashes). */
export function slugOfTarget(url: string | undefined): string | null {
  const m = url ? SLUG_PATH.exec(url) : null;
  const slug = m?.[1];
  return slug && slug.length <= SLUG_MAX ? slug : null;
}

export interface KnownSlugs {
  cluster: ClusterStore | undefined;
  /** Whether this instance serves the slug already (a tournament, or an event). */
  known(slug: string): boolean;
}

/**
 * Runs `go` once an unknown slug of `url` has been looked up (at once on LMDB, for a known slug, or for an address that
 * names none). `go` must not throw.
 */
export function lookUpFirst(k: KnownSlugs, url: string | undefined, go: () => void): void {
  const slug = k.cluster ? slugOfTarget(url) : null;
  if (slug === null || k.known(slug)) return go();
  // lookUp does not reject; should it, the request goes on all the same (to its 404).
  void k.cluster!.lookUp(slug).then(go, go);
}

/** HTTP: an unknown slug is looked up before the request goes on. */
export function knownSlugsFirst(k: KnownSlugs, next: RequestListener): RequestListener {
  return (req, res) =>
    lookUpFirst(k, req.url, () => {
      try {
        next(req, res);
      } catch (err) {
        console.error(`${req.method} ${String(req.url).slice(0, 200)} failed`, err);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Something went wrong on the server.');
      }
    });
}
