// <notify-me data-slug data-team data-name>: the team page's "Notify me when we play" control (docs/running-an-event.md,
// Notifications on a phone), painted off by the server (shared/view/team-page.ts). Here only what makes it work: a tap
// loads the rest (push/push-control.ts: states, words, permission, the service worker, the push subscription, the
// server, the open page's alerts), which also takes over at once for a team this device follows. So a team page where
// nobody opts in never loads it (bench/bundle-budget.ts).
import { followMode } from '../push/follows.js';
import { pageWords } from '../i18n/page-words.js';

type PushControl = typeof import('../push/push-control.js');
let loading: Promise<PushControl> | null = null;
/** Once loaded, every <notify-me> of the page (the live component draws new ones) is the control's. */
let loaded = false;

/** The notification code, loaded once; a failed load (offline) is tried again on the next call. */
export function pushControl(): Promise<PushControl> {
  loading ??= import('../push/push-control.js').then(
    (c) => {
      loaded = true;
      return c;
    },
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

export class NotifyMe extends HTMLElement {
  private wired = false;

  connectedCallback(): void {
    if (loaded || followMode(this.dataset.slug ?? '', this.dataset.team ?? '') !== 'off') return this.take(false);
    if (this.wired) return;
    this.wired = true;
    this.querySelector('button')?.addEventListener('click', () => {
      // asked within the tap itself: Safari asks only then, and the rest of the code is still on its way
      // (an old Safari answers through a callback only: then the control asks again itself)
      const pending = 'Notification' in window && Notification.permission === 'default' ? Notification.requestPermission() : undefined;
      this.take(true, pending ? Promise.resolve(pending).catch((): NotificationPermission => 'default') : undefined);
    });
  }

  /** Hands the element to the notification code; `asked` is the permission request a first tap already made. */
  private take(tapped: boolean, asked?: Promise<NotificationPermission>): void {
    pushControl().then(
      (c) => c.control(this, tapped, asked),
      () => {
        const note = this.querySelector('.notify-note') ?? this.appendChild(document.createElement('p'));
        note.className = 'notify-note error';
        note.textContent = pageWords().t(navigator.onLine ? 'notify.loadFailed' : 'notify.loadOffline');
      },
    );
  }
}

customElements.define('notify-me', NotifyMe);

declare global {
  interface HTMLElementTagNameMap {
    'notify-me': NotifyMe;
  }
}
