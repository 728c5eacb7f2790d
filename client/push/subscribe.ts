// Following one team on this device (docs/running-an-event.md, Notifications on a phone): asks the browser's
// permission, registers the team pages' service worker (/push/sw.js, scope /t/), subscribes with the server's VAPID
// key (GET /push/key) and gives the subscription to the server (POST /t/<slug>/push/subscribe); turns it off again;
// falls back to the open page's alerts (page-alerts.ts) where push is missing or refused. Every outcome in words.
import type { PublicState } from '../../shared/engine/types.js';
import { type FollowMode, follows, followOf } from './follows.js';
import { setFollow } from './remember.js';
import { announce } from './page-alerts.js';
import { pageWords } from '../i18n/page-words.js';

/** What the control says after a step: the team's mode on this device and a note (why not, or what it means). */
export interface NotifyState {
  mode: FollowMode;
  note: string;
  /** The note is a failure (shown as an error). */
  bad: boolean;
}

const SW_URL = '/push/sw.js';
const SCOPE = '/t/';
/** A service worker that is not running by then will not: the page says so instead of waiting for ever. */
const WORKER_WAIT_MS = 10_000;
/** A browser's push service that has not answered by then is out of reach (a blocked network, a de-Googled phone). */
const SUBSCRIBE_WAIT_MS = 20_000;

/** Every note the control may show, in the page's language (docs/translating.md: the team entry's notify.* messages). */
function words() {
  const w = pageWords();
  return {
    noNotifications: w.t('notify.noNotifications'),
    ios: w.t('notify.ios'),
    insecure: w.t('notify.insecure'),
    denied: w.t('notify.denied'),
    dismissed: w.t('notify.dismissed'),
    offline: w.t('notify.offline'),
    unreachable: w.t('notify.unreachable'),
    busy: w.t('notify.busy'),
    failed: (status: number) => w.t('notify.failed', { status }),
    pushFailed: (name: string, why: string) => w.t('notify.pushFailed', { team: name, why }),
    pageOnly: (name: string) => w.t('notify.pageOnly', { team: name }),
    revoked: w.t('notify.revoked'),
    off: w.t('notify.off'),
    stillOn: (why: string) => w.t('notify.stillOn', { why }),
    noMemory: w.t('notify.noMemory'),
  };
}

const isIOS = () => /iP(hone|ad|od)/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
const canNotify = () => 'Notification' in window;
const canPush = () => 'serviceWorker' in navigator && 'PushManager' in window;
const state = (mode: NotifyState['mode'], note = '', bad = false): NotifyState => ({ mode, note, bad });

/** The reason an error gives, short enough to sit in a sentence. */
const why = (err: unknown) => (err instanceof Error && err.message ? err.message : String(err)).slice(0, 200);

/** A POST to the server: null when it answered `{ok:true}`, else what went wrong in words (the server's own when it gave one). */
async function post(path: string, body: unknown): Promise<string | null> {
  let res: Response;
  try {
    res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    return navigator.onLine ? words().unreachable : words().offline;
  }
  const out = (await res.json().catch(() => null)) as { ok?: boolean; error?: unknown } | null;
  if (res.ok && out?.ok) return null;
  if (res.status === 429 || res.status === 503) return words().busy;
  return typeof out?.error === 'string' && out.error ? out.error : words().failed(res.status);
}

/** The server's VAPID public key as bytes; throws with words. */
async function serverKey(): Promise<Uint8Array<ArrayBuffer>> {
  let res: Response;
  try {
    res = await fetch('/push/key');
  } catch {
    throw new Error(navigator.onLine ? words().unreachable : words().offline);
  }
  const out = (await res.json().catch(() => null)) as { ok?: boolean; key?: unknown; error?: unknown } | null;
  if (!res.ok || !out?.ok || typeof out.key !== 'string')
    throw new Error(typeof out?.error === 'string' && out.error ? out.error : words().failed(res.status));
  const b64 = out.key.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
}

/** The team pages' worker, registered and running (a registration exists from then on, for the page's alerts too). */
async function worker(): Promise<ServiceWorkerRegistration> {
  const reg = await navigator.serviceWorker.register(SW_URL, { scope: SCOPE });
  const w = reg.installing ?? reg.waiting;
  if (reg.active || !w) return reg;
  await new Promise<void>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('the service worker did not start')), WORKER_WAIT_MS);
    w.addEventListener('statechange', () => {
      if (w.state === 'activated') resolve();
      else if (w.state === 'redundant') reject(new Error('the service worker failed to start'));
      else return;
      clearTimeout(t);
    });
  });
  return reg;
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) => {
  if (!a || a.byteLength !== b.length) return false;
  const x = new Uint8Array(a);
  return x.every((v, i) => v === b[i]);
};

/** This browser's subscription for the server's key: the one it has, else a new one (a stale key's is replaced). */
async function subscription(reg: ServiceWorkerRegistration, key: Uint8Array<ArrayBuffer>): Promise<PushSubscription> {
  let sub = await reg.pushManager.getSubscription();
  if (sub && !sameBytes(sub.options.applicationServerKey, key)) {
    await sub.unsubscribe();
    sub = null;
  }
  if (sub) return sub;
  // a push service out of reach can keep the browser waiting for minutes: the page says so instead
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the push service did not answer')), SUBSCRIBE_WAIT_MS);
  });
  try {
    return await Promise.race([reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Alerts from the open page only (push missing or refused); says so, with `note` telling why. */
function pageOnly(slug: string, team: string, note: string, pub: PublicState | null): NotifyState {
  const kept = setFollow(slug, team, { mode: 'page' });
  if (pub) void announce(pub, team);
  return state('page', kept ? note : `${note} ${words().noMemory}`);
}

/** With permission granted: the worker, the key, the subscription, the server told. Falls back to the page's alerts. */
async function subscribe(slug: string, team: string, name: string, pub: PublicState | null): Promise<NotifyState> {
  if (!canPush()) return pageOnly(slug, team, isIOS() ? words().ios : words().pageOnly(name), pub);
  if (!navigator.onLine) return state('off', words().offline, true);
  let key: Uint8Array<ArrayBuffer>;
  try {
    key = await serverKey();
  } catch (err) {
    // the server's failure, already in words
    return state('off', why(err), true);
  }
  let reg: ServiceWorkerRegistration;
  try {
    reg = await worker();
  } catch (err) {
    return pageOnly(slug, team, words().pushFailed(name, why(err)), pub);
  }
  let sub: PushSubscription;
  try {
    sub = await subscription(reg, key);
  } catch (err) {
    return pageOnly(slug, team, words().pushFailed(name, why(err)), pub);
  }
  const before = followOf(slug, team)?.endpoint;
  const error = await post(`/t/${encodeURIComponent(slug)}/push/subscribe`, { subscription: sub.toJSON(), team });
  if (error) return state('off', error, true);
  // a renewed subscription: the old address is dead, the server may forget it now
  if (before && before !== sub.endpoint) void post(`/t/${encodeURIComponent(slug)}/push/unsubscribe`, { endpoint: before, team });
  const kept = setFollow(slug, team, { mode: 'push', endpoint: sub.endpoint });
  return state('push', kept ? '' : words().noMemory);
}

/** "Notify me when we play": permission (`asked`: already asked in the tap), then push, else the open page's alerts. */
export async function turnOn(
  slug: string,
  team: string,
  name: string,
  pub: PublicState | null,
  asked?: Promise<NotificationPermission>,
): Promise<NotifyState> {
  // browsers refuse notifications and push to a plain http:// address (localhost aside) without asking
  if (!window.isSecureContext) return state('off', words().insecure, true);
  if (!canNotify()) return state('off', isIOS() ? words().ios : words().noNotifications, true);
  const permission = asked
    ? await asked
    : Notification.permission === 'default'
      ? await Notification.requestPermission()
      : Notification.permission;
  if (permission === 'denied') return state('off', words().denied, true);
  if (permission !== 'granted') return state('off', words().dismissed, true);
  return subscribe(slug, team, name, pub);
}

/** The team's follow ended here and on the server; the browser's subscription goes once no team on this device uses it. */
export async function turnOff(slug: string, team: string): Promise<NotifyState> {
  const f = followOf(slug, team);
  if (f?.mode === 'push') {
    const reg = canPush() ? await navigator.serviceWorker.getRegistration(SCOPE) : undefined;
    const sub = await reg?.pushManager.getSubscription();
    const endpoint = f.endpoint ?? sub?.endpoint;
    if (endpoint) {
      const error = await post(`/t/${encodeURIComponent(slug)}/push/unsubscribe`, { endpoint, team });
      if (error) return state('push', words().stillOn(error), true);
    }
    setFollow(slug, team, null);
    if (sub && !Object.values(follows()).some((x) => x.mode === 'push')) await sub.unsubscribe().catch(() => false);
  } else setFollow(slug, team, null);
  return state('off', words().off);
}

const checked = new Map<string, Promise<NotifyState>>();

/**
 * A followed team when its page opens: still allowed, and (push) still subscribed. A subscription the browser dropped
 * or renewed is made again and given to the server without asking; the outcome is the same for every <notify-me> of
 * the page (the server's first paint and the live one).
 */
export function check(slug: string, team: string, name: string): Promise<NotifyState> {
  const k = `${slug}/${team}`;
  let p = checked.get(k);
  if (!p) {
    p = checkNow(slug, team, name);
    checked.set(k, p);
    // the next check (after a turn off and on) looks again
    void p.finally(() => checked.delete(k));
  }
  return p;
}

async function checkNow(slug: string, team: string, name: string): Promise<NotifyState> {
  const f = followOf(slug, team);
  if (!f) return state('off');
  if (!canNotify() || Notification.permission !== 'granted') {
    setFollow(slug, team, null);
    return state('off', words().revoked, true);
  }
  if (f.mode === 'page') return state('page');
  const reg = canPush() ? await navigator.serviceWorker.getRegistration(SCOPE) : undefined;
  const sub = await reg?.pushManager.getSubscription().catch(() => null);
  if (sub && sub.endpoint === f.endpoint) return state('push');
  return subscribe(slug, team, name, null);
}
