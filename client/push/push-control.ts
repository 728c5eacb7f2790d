// The "Notify me when we play" control once it is in use (docs/running-an-event.md, Notifications on a phone): loaded
// by <notify-me> (client/components/notify-me.ts) when its button is tapped or its team is followed on this device,
// so a team page nobody opts in on never loads it. It draws the control's states (off, working, on with push, on
// while the page is open) with the note of the last step, and runs the steps (subscribe.ts).
import { html, render } from 'lit';
import { followMode } from './follows.js';
import { check, type NotifyState, turnOff, turnOn } from './subscribe.js';
import { pageWords } from '../i18n/page-words.js';

export { announce } from './page-alerts.js';

interface Control extends NotifyState {
  busy: boolean;
  /** The control's elements for this team: the server's first paint and the live page's. */
  els: Set<HTMLElement>;
}

/** One control per team of the page, whichever element shows it: a step outlives the element it began in. */
const controls = new Map<string, Control>();

function draw(c: Control): void {
  for (const el of c.els) {
    if (!el.isConnected) {
      c.els.delete(el);
      continue;
    }
    const w = pageWords();
    const name = el.dataset.name || w.t('notify.yourTeam');
    const on = c.mode !== 'off';
    const status = c.mode === 'push' ? w.t('notify.onPush', { team: name }) : c.mode === 'page' ? w.t('notify.onPage', { team: name }) : '';
    render(
      html`<div class="notify" data-mode="${c.mode}">
<p class="notify-status" ?hidden=${!on}>${status}</p>
<button type="button" class="btn${on ? '' : ' primary'}" ?disabled=${c.busy} aria-busy="${c.busy}" @click=${() => tap(el)}>${
        c.busy ? w.t('notify.oneMoment') : on ? w.t('notify.turnOff') : w.t('notify.button')
      }</button>
<p class="notify-note${c.bad ? ' error' : ''}" role="status" aria-live="polite">${c.note}</p>
</div>`,
      el,
    );
  }
}

const keyOf = (el: HTMLElement) => `${el.dataset.slug ?? ''}/${el.dataset.team ?? ''}`;

/** Runs one step and shows its outcome; an unexpected failure is said in words too. */
async function step(c: Control, run: () => Promise<NotifyState>): Promise<void> {
  c.busy = true;
  draw(c);
  try {
    Object.assign(c, await run());
  } catch (err) {
    Object.assign(c, { note: pageWords().t('notify.wentWrong', { why: err instanceof Error ? err.message : String(err) }), bad: true });
  } finally {
    c.busy = false;
    draw(c);
  }
}

function tap(el: HTMLElement, asked?: Promise<NotificationPermission>): void {
  const c = controls.get(keyOf(el));
  if (!c || c.busy) return;
  const slug = el.dataset.slug ?? '';
  const team = el.dataset.team ?? '';
  const name = el.dataset.name ?? '';
  const pub = el.closest('team-app')?.pub ?? null;
  void step(c, () => (c.mode === 'off' ? turnOn(slug, team, name, pub, asked) : turnOff(slug, team)));
}

/**
 * Takes over a <notify-me>: draws its team's state, checks a followed team once per page, and runs the tap that loaded
 * it (with the permission request that tap made, if any).
 */
export function control(el: HTMLElement, tapped: boolean, asked?: Promise<NotificationPermission>): void {
  const k = keyOf(el);
  let c = controls.get(k);
  if (!c) {
    c = { mode: followMode(el.dataset.slug ?? '', el.dataset.team ?? ''), note: '', bad: false, busy: false, els: new Set() };
    controls.set(k, c);
    const slug = el.dataset.slug ?? '';
    const team = el.dataset.team ?? '';
    if (c.mode !== 'off') void step(c, () => check(slug, team, el.dataset.name ?? ''));
  }
  if (!c.els.has(el)) {
    el.replaceChildren();
    c.els.add(el);
  }
  draw(c);
  if (tapped) tap(el, asked);
}
