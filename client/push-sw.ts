// The team pages' service worker (served at /push/sw.js, scope /t/; docs/running-an-event.md, Notifications on a
// phone): shows the server's Web Push messages ({title, body, url, tag}) and opens the team page when one is tapped.
// It has no fetch handler, so the pages it controls load exactly as without it. The keeper pad's offline shell is
// another worker (keeper-sw.ts, scope /keeper/).

// The DOM typings are loaded for the rest of the client; the few worker types used here are written out.
interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown; text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification;
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
}
interface Scope {
  addEventListener(type: 'install' | 'activate', fn: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'push', fn: (e: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', fn: (e: NotificationEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(o: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  registration: ServiceWorkerRegistration;
  location: Location;
}
const sw = self as unknown as Scope;

/** What a message may carry at most; longer text is cut (a notification shows a few lines anyway). */
const MAX_TITLE = 120;
const MAX_BODY = 400;
const MAX_TAG = 200;

/** The message shown for a push, from its JSON payload; the site's name and root when the payload is unreadable. */
interface Shown {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** A same-origin address from the payload, else the site's root: a tap never leaves the site. */
function sameOriginUrl(raw: unknown): string {
  if (typeof raw !== 'string' || !raw) return '/';
  try {
    const u = new URL(raw, sw.location.origin);
    return u.origin === sw.location.origin ? u.pathname + u.search + u.hash : '/';
  } catch {
    return '/';
  }
}

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');

function readPayload(e: PushEvent): Shown {
  let p: Record<string, unknown> = {};
  try {
    const data = e.data?.json();
    if (data && typeof data === 'object' && !Array.isArray(data)) p = data as Record<string, unknown>;
  } catch {
    // not JSON: a plain text message is its body
    p = { body: e.data?.text() ?? '' };
  }
  return {
    title: text(p.title, MAX_TITLE) || 'Courtside',
    body: text(p.body, MAX_BODY),
    url: sameOriginUrl(p.url),
    tag: text(p.tag, MAX_TAG),
  };
}

sw.addEventListener('install', () => void sw.skipWaiting());
sw.addEventListener('activate', (e) => e.waitUntil(sw.clients.claim()));

sw.addEventListener('push', (e) => {
  const m = readPayload(e);
  // renotify (sound and vibration again) is only allowed with a tag: the same match's news replaces its last one
  const options: NotificationOptions & { renotify?: boolean; vibrate?: number[] } = {
    body: m.body,
    icon: '/static/favicon.svg',
    data: { url: m.url },
    vibrate: [200, 100, 200],
  };
  if (m.tag) Object.assign(options, { tag: m.tag, renotify: true });
  e.waitUntil(sw.registration.showNotification(m.title, options));
});

sw.addEventListener('notificationclick', (e) => {
  e.notification.close();
  const data = e.notification.data as { url?: unknown } | null;
  const url = sameOriginUrl(data?.url);
  e.waitUntil(
    (async () => {
      const target = new URL(url, sw.location.origin).href;
      const open = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // the team's page already open in a tab: bring it forward; else open it
      const same = open.find((c) => c.url.split('#')[0] === target.split('#')[0]);
      if (same) await same.focus();
      else await sw.clients.openWindow(target);
    })(),
  );
});
