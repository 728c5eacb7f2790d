// The open team page's own alerts (docs/running-an-event.md, Notifications on a phone), for a team this device follows
// without push (the browser has none, or it could not subscribe): when the team is called, a system notification and
// a vibration. What is said, and when, is the server's push rule (shared/notify/notices.ts), so both say the same.
import type { PublicState } from '../../shared/engine/types.js';
import { decideNotices, type Seen, seenOf } from '../../shared/notify/notices.js';
import { followOf } from './follows.js';
import { pageWords } from '../i18n/page-words.js';

const SCOPE = '/t/';
const VIBRATE = [200, 100, 200];
const SHOWN_KEY = 'courtside.shown';
/** Notices remembered as shown, newest last: a day of matches and broadcasts of a few followed teams. */
const MAX_SHOWN = 200;

/** The last document each followed team's page decided from (this page's memory: a reload starts again from its first). */
const baseline = new Map<string, Seen>();

function shown(): string[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(SHOWN_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * A new document for team `team`'s page: what changed for the team since the last one is shown, once per notice
 * (its id names the change: a redraw, a reconnect or another tab of the same page stays quiet). The first document
 * is where it starts.
 */
export async function announce(pub: PublicState, team: string): Promise<void> {
  const k = `${pub.slug}/${team}`;
  const before = baseline.get(k) ?? null;
  baseline.set(k, seenOf(pub));
  if (followOf(pub.slug, team)?.mode !== 'page' || !('Notification' in window) || Notification.permission !== 'granted') return;
  const done = shown();
  // said in the page's language (docs/translating.md); the push a closed page gets is the server's
  const notices = decideNotices(before, pub, new Set([team]), pageWords()).filter((n) => !done.includes(n.id));
  if (!notices.length) return;
  try {
    localStorage.setItem(SHOWN_KEY, JSON.stringify([...done, ...notices.map((n) => n.id)].slice(-MAX_SHOWN)));
  } catch {
    // not remembered: another tab may show it too, better than never
  }
  navigator.vibrate?.(VIBRATE);
  const reg = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration(SCOPE).catch(() => undefined) : undefined;
  for (const n of notices) {
    // a tap comes back to this very page (the code page stays the code page)
    const options = {
      body: n.body,
      tag: n.tag,
      renotify: true,
      icon: '/static/favicon.svg',
      data: { url: location.pathname + location.search },
      vibrate: VIBRATE,
    };
    try {
      // through the worker when there is one (phones allow no other way, and a tap comes back to the page)
      if (reg) await reg.showNotification(n.title, options);
      else new Notification(n.title, options);
    } catch {
      // a platform that refuses page notifications: the page itself shows the call
    }
  }
}
