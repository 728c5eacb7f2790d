// The keeper pad's service worker (served at /keeper/sw.js, scope /keeper/): keeps each pad's page and the files it
// loads, so a reload with no network still opens the pad.

// The DOM typings are loaded for the rest of the client; the few worker types used here are written out.
interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(r: Promise<Response> | Response): void;
}
interface Scope {
  addEventListener(type: 'install' | 'activate', fn: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', fn: (e: FetchEvent) => void): void;
  addEventListener(type: 'message', fn: (e: MessageEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
}
const sw = self as unknown as Scope;

/** One cache for the pad's shell; a new name here drops the old one on activation. */
const CACHE = 'courtside-keeper-v1';
/** A pad page that takes longer than this over a bad network is served from the cache, when it has one. */
const PAGE_WAIT_MS = 4_000;

sw.addEventListener('install', () => void sw.skipWaiting());

sw.addEventListener('activate', (e) => {
  e.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      await sw.clients.claim();
    })(),
  );
});

const sameOrigin = (url: URL) => url.origin === sw.location.origin;
/** Built files carry their hash in the name: one that is cached is never stale. */
const isAsset = (url: URL) => url.pathname.startsWith('/assets/');
const isStatic = (url: URL) => url.pathname.startsWith('/static/') || url.pathname.endsWith('/manifest.webmanifest');
const isPadPage = (url: URL) => /^\/keeper\/[^/]+\/\d+$/.test(url.pathname);

async function put(req: Request | string, res: Response): Promise<void> {
  if (res.ok && res.type === 'basic') await (await caches.open(CACHE)).put(req, res);
}

/** The network's page when it comes in time (kept for next time), else the kept copy, else whatever the network gives. */
async function padPage(req: Request): Promise<Response> {
  const network = fetch(req).then(async (res) => {
    await put(req, res.clone());
    return res;
  });
  const late = new Promise<null>((r) => setTimeout(() => r(null), PAGE_WAIT_MS));
  const first = await Promise.race([network.catch(() => null), late]);
  if (first) return first;
  const kept = await caches.match(req);
  return kept ?? network;
}

async function keptFirst(req: Request, refresh: boolean): Promise<Response> {
  const kept = await caches.match(req);
  const network = fetch(req).then(async (res) => {
    await put(req, res.clone());
    return res;
  });
  if (kept) {
    if (refresh) network.catch(() => undefined);
    return kept;
  }
  return network;
}

sw.addEventListener('fetch', (e) => {
  const req = e.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (!sameOrigin(url)) return;
  if (req.mode === 'navigate' && isPadPage(url)) e.respondWith(padPage(req));
  else if (isAsset(url)) e.respondWith(keptFirst(req, false));
  else if (isStatic(url)) e.respondWith(keptFirst(req, true));
});

/** The page lists what it loaded before this worker controlled it; only the pad's own files are kept. */
sw.addEventListener('message', (e) => {
  const data = e.data as { type?: string; urls?: unknown } | null;
  if (data?.type !== 'keep' || !Array.isArray(data.urls)) return;
  const urls = data.urls
    .filter((u): u is string => typeof u === 'string')
    .map((u) => new URL(u))
    .filter((u) => sameOrigin(u) && (isAsset(u) || isStatic(u) || isPadPage(u)));
  const wait = (e as unknown as ExtendableEvent).waitUntil?.bind(e);
  const job = (async () => {
    const cache = await caches.open(CACHE);
    for (const u of urls) {
      // once the worker controls the page, its own fetch handler keeps the page and files fresh
      if (!(await cache.match(u.href))) {
        try {
          await put(u.href, await fetch(u.href, { cache: 'no-store' }));
        } catch {
          // offline already: the next visit tries again
        }
      }
    }
    // built files of earlier releases that no page needs any more
    const wanted = new Set(urls.map((u) => u.href));
    for (const req of await cache.keys()) if (isAsset(new URL(req.url)) && !wanted.has(req.url)) await cache.delete(req);
  })();
  if (wait) wait(job);
});
