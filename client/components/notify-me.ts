// <notify-me data-slug data-team data-name>: the team page's "Notify me when we play" control (docs/running-an-event.md,
// Notifications on a phone). Only its first look is here: the button, or nothing yet for a team this device follows.
// The rest (states, words, permission, the service worker, the push subscription, the server, the open page's alerts)
// is push/push-control.ts, loaded when the button is tapped or the team is followed, so the team page loads it only
// for those who opt in (bench/bundle-budget.ts).
import { followMode } from '../push/follows.js';

type PushControl = typeof import('../push/push-control.js');
let loading: Promise<PushControl> | null = null;

/** The notification code, loaded once; a failed load (offline) is tried again on the next call. */
export function pushControl(): Promise<PushControl> {
  loading ??= import('../push/push-control.js').catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

export class NotifyMe extends HTMLElement {
  connectedCallback(): void {
    if (followMode(this.dataset.slug ?? '', this.dataset.team ?? '') !== 'off') return this.take(false);
    if (this.childElementCount) return;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'btn primary';
    button.textContent = 'Notify me when we play';
    button.addEventListener('click', () => this.take(true));
    const note = document.createElement('p');
    note.className = 'notify-note';
    note.setAttribute('role', 'status');
    const box = document.createElement('div');
    box.className = 'notify';
    box.dataset.mode = 'off';
    box.append(button, note);
    this.append(box);
  }

  private take(tapped: boolean): void {
    pushControl().then(
      (c) => c.control(this, tapped),
      () => {
        const note = this.querySelector('.notify-note') ?? this.appendChild(document.createElement('p'));
        note.className = 'notify-note error';
        note.textContent = navigator.onLine
          ? 'Something went wrong. Reload the page and try again.'
          : 'You are offline. Connect, then reload this page and try again.';
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
